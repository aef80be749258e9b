<?php // features: for_loop, match, ternary, arrow_functions, array_functions
for ($i = 1; $i <= 15; $i++) {
    echo match (0) { $i % 15 => "FizzBuzz", $i % 3 => "Fizz", $i % 5 => "Buzz", default => $i }, " ";
}
echo "\n";
echo implode(" ", array_map(fn($i) => ($i % 3 ? '' : 'Fizz') . ($i % 5 ? '' : 'Buzz') ?: $i, range(1, 15))), "\n";
$i = 0;
while (++$i <= 15) {
    $out = '';
    if ($i % 3 == 0) $out .= 'Fizz';
    if ($i % 5 == 0) $out .= 'Buzz';
    print($out === '' ? $i : $out);
    print " ";
}
print "\n";
