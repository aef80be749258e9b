<?php // features: closure_use_by_ref, switch, printf_sprintf, integers, floats, var_dump, json, spread_operator
$fact = function ($n) use (&$fact) { return $n <= 1 ? 1 : $n * $fact($n - 1); };
echo $fact(10), "\n";
$cmd = "stop";
switch ($cmd) { case "go": echo "going\n"; break; case "stop": echo "stopping\n"; break; }
$n = printf("%s-%s\n", "a", "b");
echo $n, "\n";
if (!function_exists('helper')) { function helper() { return "helped"; } }
echo helper(), "\n";
$mult = 3;
$r = array_map(static fn($x) => $x * $mult, ['a' => 1, 'b' => 2]);
print_r($r);
echo str_pad("", 3, "*"), "|", strrev(strval(12345)), "|", (string)1.50, "\n";
$nums = [10, 9, 2, 33, 1];
echo max(...$nums), min(...$nums), "\n";
[$q, $rem] = [intdiv(17, 5), 17 % 5];
echo "$q r $rem\n";
echo json_encode(['float' => 10.0, 'neg' => -0.5, 'big' => 1e25, 'list' => [1.5, 2]]), "\n";
var_dump((string)0.1, 1e6, (float)"1e6", 1000000.0, 0.00001, 123456789012345.678);
echo 1e6, " ", 1000000.0, " ", 123456789012345.678, " ", 0.1 + 0.7, " ", 1/3*3, "\n";
$i = 5; $j = $i++ + $i; echo $j, "\n";
echo 07 + 0b11 + 0x1F, "\n";
echo "Total: " . 5 + 3, "\n";
