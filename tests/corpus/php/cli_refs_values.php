<?php // features: references, by_ref_params, foreach_by_ref, array_value_semantics, static_vars, closures
// References, by-reference parameters (functions and closures) and value semantics.
// references and value semantics
function addItem(array &$list, string $item): void { $list[] = $item; }
$l = ['a'];
addItem($l, 'b');
echo implode(',', $l), "\n";
$a = [1, 2, 3];
$b = &$a;
$b[] = 4;
echo count($a), "\n";
$config = ['db' => ['host' => 'x']];
$ref = &$config['db'];
$ref['host'] = 'y';
echo $config['db']['host'], "\n";
function modify(array $arr) { $arr[0] = 99; return $arr; }
$orig = [1, 2];
$new = modify($orig);
echo $orig[0], ' ', $new[0], "\n";
$objs = [new ArrayObject([1])];
$copy = $objs;
$copy[0]->append(2);
echo count($objs[0]), "\n";
$matrix = [[1, 2], [3, 4]];
foreach ($matrix as &$row) { foreach ($row as &$cell) { $cell *= 10; } unset($cell); }
unset($row);
echo json_encode($matrix), "\n";
$swap = function (&$x, &$y) { [$x, $y] = [$y, $x]; };
$p = 1; $q = 2; $swap($p, $q); echo "$p $q\n";
$arr = [3, 1, 2];
$sorted = $arr; sort($sorted);
echo implode(',', $arr), ' ', implode(',', $sorted), "\n";
$s = ['x' => ['y' => 1]];
$t = $s; $t['x']['y'] = 2;
echo $s['x']['y'], $t['x']['y'], "\n";
function counter() { static $calls = []; $calls[] = count($calls); return $calls; }
counter(); counter(); echo json_encode(counter()), "\n";
$list = [1, 2, 3];
array_walk($list, function (&$v, $k) { $v = $v * $k; });
echo implode(',', $list), "\n";
$data = ['b' => 1, 'a' => 2];
$keys = array_keys($data); sort($keys); echo implode($keys), "\n";
$str = 'abc'; $chars = str_split($str); $chars[] = 'd'; echo $str, count($chars), "\n";
