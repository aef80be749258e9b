<?php // features: functions, recursion, while_loop, arrays, math_functions
function binarySearch(array $xs, int $target): int {
    $lo = 0; $hi = count($xs) - 1;
    while ($lo <= $hi) {
        $mid = intdiv($lo + $hi, 2);
        if ($xs[$mid] === $target) return $mid;
        if ($xs[$mid] < $target) $lo = $mid + 1; else $hi = $mid - 1;
    }
    return -1;
}
function bsearchRec(array $xs, int $t, int $lo, int $hi): int {
    if ($lo > $hi) return -1;
    $mid = ($lo + $hi) >> 1;
    return match (true) {
        $xs[$mid] === $t => $mid,
        $xs[$mid] < $t => bsearchRec($xs, $t, $mid + 1, $hi),
        default => bsearchRec($xs, $t, $lo, $mid - 1),
    };
}
$xs = [1, 3, 4, 6, 8, 9, 11, 15, 20];
foreach ([1, 6, 20, 7, 0] as $t) echo $t, ": ", binarySearch($xs, $t), " ", bsearchRec($xs, $t, 0, count($xs) - 1), "\n";
function bubbleSort(array $a): array {
    $n = count($a);
    do {
        $swapped = false;
        for ($i = 1; $i < $n; $i++) {
            if ($a[$i - 1] > $a[$i]) { [$a[$i - 1], $a[$i]] = [$a[$i], $a[$i - 1]]; $swapped = true; }
        }
        $n--;
    } while ($swapped);
    return $a;
}
$unsorted = [5, 2, 9, 1, 5, 6];
echo implode(" ", bubbleSort($unsorted)), " | ", implode(" ", $unsorted), "\n";
