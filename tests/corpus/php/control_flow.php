<?php // features: switch, match, break_continue, do_while, alternative_syntax, if_else, unhandled_match
function classify(int $n): string {
    switch (true) {
        case $n < 0:
            return "negative";
        case $n === 0:
            return "zero";
        case $n < 10:
            return "small";
        default:
            return "large";
    }
}
foreach ([-5, 0, 7, 42] as $n) echo classify($n), " ";
echo "\n";
$day = 3;
switch ($day) {
    case 1:
    case 2:
        echo "early\n";
        break;
    case "3":
        echo "mid (loose match)\n";
    case 4:
        echo "fallthrough\n";
        break;
    default:
        echo "late\n";
}
for ($i = 0; $i < 5; $i++) {
    for ($j = 0; $j < 5; $j++) {
        if ($j == 2) continue 2;
        if ($i == 3) break 2;
        echo "$i$j ";
    }
}
echo "\n";
$i = 10;
do {
    echo $i, " ";
    $i -= 3;
} while ($i > 0);
echo "\n";
$grade = fn($s) => match (true) {
    $s >= 90 => 'A',
    $s >= 80 => 'B',
    default => 'C',
};
echo $grade(95), $grade(85), $grade(10), "\n";
$x = 5;
if ($x > 3):
    echo "big\n";
elseif ($x > 1):
    echo "medium\n";
else:
    echo "small\n";
endif;
while ($x > 0): $x--; endwhile;
echo $x, "\n";
try {
    echo match (99) { 1 => 'one', 2 => 'two' };
} catch (\UnhandledMatchError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
