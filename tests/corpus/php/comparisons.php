<?php // features: comparison_loose, comparison_strict, spaceship, var_dump, booleans_null
var_dump(0 == "a", "1" == "01", "10" == "1e1", 100 == "1e2", "abc" == 0);
var_dump(null == false, [] == false, "" == null, "0" == false, " " == 0);
var_dump(1 === 1.0, "1" === "1", null === null, [1, 2] === [1, 2], [1, 2] == [2 => 1]);
var_dump(1.5 <=> 1.5, 2 <=> 10, "2" <=> "10", "apple" <=> "banana");
var_dump("abc" < "abd", 10 < 9.5, "5" > "10", null < 1, true > false);
$values = [0, "0", "", null, [], "a", 1, -1, 0.0, "0.0"];
foreach ($values as $v) {
    echo var_export($v, true), " => ", $v ? "truthy" : "falsy", "\n";
}
