<?php // features: array_value_semantics, objects_by_handle, by_ref_params, functions
function addItem(array $list, $item) {
    $list[] = $item;
    return $list;
}
function addItemRef(array &$list, $item) {
    $list[] = $item;
}
function bump(&$n) { $n++; }

$a = [1, 2];
$b = $a;
$b[] = 3;
echo count($a), " ", count($b), "\n";
$c = addItem($a, 9);
echo implode(",", $a), " | ", implode(",", $c), "\n";
addItemRef($a, 10);
echo implode(",", $a), "\n";
$x = 5;
bump($x);
bump($x);
echo $x, "\n";

class Box { public $items = []; }
$o = new Box();
$p = $o;
$p->items[] = "shared";
echo count($o->items), "\n";
$q = clone $o;
$q->items[] = "copy";
echo count($o->items), " ", count($q->items), "\n";

$matrix = [[1, 2], [3, 4]];
$row = $matrix[0];
$row[0] = 100;
echo $matrix[0][0], " ", $row[0], "\n";
$copy = $matrix;
$copy[1][1] = 40;
echo $matrix[1][1], " ", $copy[1][1], "\n";
