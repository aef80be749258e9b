<?php // features: strings_single, arrays, array_append
// String offsets written through a variable, and null/false auto-vivification.
$s = ""; $s[3] = "a"; var_dump($s);
$t = "abc"; $t[-1] = "Z"; $t[5] = "xy"; $t["1"] = 'Q'; var_dump($t);
$n = null; $n[1] = 2; var_dump($n);
$arr = [1, 2]; $arr[5] = 3; $arr["7"] = 4; var_dump($arr);
$word = 'hello';
for ($i = 0; $i < strlen($word); $i += 2) $word[$i] = strtoupper($word[$i]);
echo $word, "\n";
$f = false; $f[] = 1; $g = false; $g['k'] = 2; var_dump($f, $g);
try { $x = 5; $x[0] = 1; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $y = 'abc'; $y[0] = ''; } catch (Error $e) { echo $e->getMessage(), "\n"; }
