<?php // features: functions, closures, arrow_functions, classes, variadics
// A user function called with more arguments than it declares ignores the extra ones
// (func_get_args() does not see them here yet: a known gap).
function first($a) { return $a; }
echo first(1, 2, 3), "\n";
$double = fn($x) => $x * 2;
echo $double(4, 5), "\n";
$greet = function ($name) { return "hi $name"; };
echo $greet("ann", "bob"), "\n";
class Box {
    public function __construct(public int $w) {}
    public function grow($by) { return new Box($this->w + $by, "extra"); }
}
echo (new Box(2, 99))->grow(3, 4)->w, "\n";
echo implode(" ", array_map(fn($s) => strtoupper($s), ["a", "b"])), "\n";
