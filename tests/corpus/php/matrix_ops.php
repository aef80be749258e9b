<?php // features: arrays, nested_arrays, functions, printf_sprintf, array_functions
function transpose(array $m): array { return array_map(null, ...$m); }
function multiply(array $a, array $b): array {
    $r = [];
    foreach ($a as $i => $row)
        foreach (transpose($b) as $j => $col)
            $r[$i][$j] = array_sum(array_map(fn($x, $y) => $x * $y, $row, $col));
    return $r;
}
function show(array $m): void { foreach ($m as $row) echo implode("\t", $row), "\n"; }
$a = [[1, 2, 3], [4, 5, 6]];
$b = [[7, 8], [9, 10], [11, 12]];
show(transpose($a));
show(multiply($a, $b));
$spiral = array_fill(0, 4, array_fill(0, 4, 0));
[$r, $c, $dr, $dc] = [0, 0, 0, 1];
for ($k = 1; $k <= 16; $k++) {
    $spiral[$r][$c] = $k;
    $nr = $r + $dr; $nc = $c + $dc;
    if ($nr < 0 || $nr > 3 || $nc < 0 || $nc > 3 || $spiral[$nr][$nc] !== 0) { [$dr, $dc] = [$dc, -$dr]; }
    $r += $dr; $c += $dc;
}
foreach ($spiral as $row) echo implode(" ", array_map(fn($v) => sprintf("%2d", $v), $row)), "\n";
