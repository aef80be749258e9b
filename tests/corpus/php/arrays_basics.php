<?php // features: arrays, array_key_casting, array_append, print_r, var_dump, foreach
$a = [1, 2, 3];
$a[] = 4;
$a["1"] = "one";
$a[true] = "true-key";
$a[7] = "seven";
$a[] = "eight";
$a[null] = "null-key";
$a[2.9] = "float-key";
print_r($a);
var_dump(count($a));
$m = ["x" => 1, "y" => 2];
$m["z"] = 3;
unset($m["x"]);
foreach ($m as $k => $v) {
    echo "$k=$v\n";
}
var_dump($m);
$empty = [];
$empty[] = "first";
print_r($empty);
echo isset($m["y"]) ? "has y\n" : "no y\n";
echo isset($m["x"]) ? "has x\n" : "no x\n";
echo array_key_exists("z", $m) ? "z exists\n" : "z missing\n";
$nested = ["a" => ["b" => ["c" => 42]]];
echo $nested["a"]["b"]["c"], "\n";
$nested["a"]["new"][] = 5;
$nested["q"]["r"] = "auto";
print_r($nested);
