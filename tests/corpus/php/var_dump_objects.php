<?php // features: var_dump, print_r, classes, visibility
class Point {
    public $x = 1;
    protected $y = 2;
    private $z = 3;
    public ?Point $next = null;
}
$p = new Point();
var_dump($p);
print_r($p);
echo "\n";
$p->next = new Point();
print_r($p);
echo "\n";
var_dump([1 => [true, null], "k" => 1.5, "s" => "str"]);
$o = new stdClass();
$o->a = 1;
$o->list = [1, 2];
var_dump($o);
print_r($o);
echo "\n";
echo print_r([1, [2, [3]]], true);
var_dump(-0.0, 1e100, "multi\nline", false);
