<?php // features: functions, while_loop, recursion, arrays
function collatz(int $n): int {
    if ($n < 1) throw new DomainException("Only positive integers are allowed");
    $steps = 0;
    while ($n !== 1) { $n = $n % 2 === 0 ? $n / 2 : 3 * $n + 1; $steps++; }
    return $steps;
}
function pascal(int $rows): array {
    $tri = [];
    for ($r = 0; $r < $rows; $r++) {
        $row = [1];
        for ($c = 1; $c < $r; $c++) $row[] = $tri[$r - 1][$c - 1] + $tri[$r - 1][$c];
        if ($r > 0) $row[] = 1;
        $tri[] = $row;
    }
    return $tri;
}
function hanoi(int $n, string $from, string $to, string $via, array &$moves): void {
    if ($n === 0) return;
    hanoi($n - 1, $from, $via, $to, $moves);
    $moves[] = "$from->$to";
    hanoi($n - 1, $via, $to, $from, $moves);
}
echo collatz(27), " ", collatz(1), "\n";
try { collatz(0); } catch (DomainException $e) { echo $e->getMessage(), "\n"; }
foreach (pascal(6) as $row) echo str_pad(implode(" ", $row), 20, " ", STR_PAD_BOTH), "|\n";
$moves = [];
hanoi(3, 'A', 'C', 'B', $moves);
echo count($moves), ": ", implode(" ", $moves), "\n";
