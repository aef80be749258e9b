<?php // features: functions, arithmetic, logical_ops, string_concat
function isLeap(int $y): bool { return $y % 4 == 0 && ($y % 100 != 0 || $y % 400 == 0); }
function raindrops(int $n): string {
    $out = '';
    if ($n % 3 === 0) $out .= 'Pling';
    if ($n % 5 === 0) $out .= 'Plang';
    if ($n % 7 === 0) $out .= 'Plong';
    return $out ?: (string)$n;
}
foreach ([1996, 1997, 1900, 2000] as $y) echo $y, isLeap($y) ? " leap" : " common", "\n";
echo implode(" ", array_map('raindrops', [1, 3, 5, 7, 15, 21, 35, 105, 34])), "\n";
var_dump(true && false, true || false, !true, true xor true, (5 > 3) and (2 > 1));
