<?php // features: functions, floats, printf_sprintf, math_functions, default_params
function c2f(float $c): float { return $c * 9 / 5 + 32; }
function f2c(float $f): float { return ($f - 32) * 5 / 9; }
function describe(float $c, string $unit = "C"): string {
    return sprintf("%6.1f°%s = %6.1f°%s", $c, $unit, $unit === "C" ? c2f($c) : f2c($c), $unit === "C" ? "F" : "C");
}
foreach ([-40, 0, 36.6, 100] as $t) echo describe($t), "\n";
foreach ([32, 98.6, 451] as $t) echo describe($t, "F"), "\n";
$readings = [21.5, 23.1, 19.8, 25.4, 22.0];
$avg = array_sum($readings) / count($readings);
$var = array_sum(array_map(fn($r) => ($r - $avg) ** 2, $readings)) / count($readings);
printf("avg=%.3f sd=%.3f min=%.1f max=%.1f\n", $avg, sqrt($var), min($readings), max($readings));
echo round(f2c(100), 4), " ", floor(-2.5), " ", ceil(-2.5), " ", abs(-0.5), "\n";
