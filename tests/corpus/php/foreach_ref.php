<?php // features: foreach_by_ref, references, by_ref_params, array_functions
$prices = ['apple' => 1.0, 'pear' => 2.0, 'fig' => 3.5];
foreach ($prices as $k => &$p) {
    $p = $p * 1.1;
}
unset($p);
foreach ($prices as $k => $p) printf("%s: %.2f\n", $k, $p);
$nums = [1, 2, 3];
foreach ($nums as &$n) $n *= $n;
unset($n);
echo implode(",", $nums), "\n";
$matrix = [[1, 2], [3, 4]];
foreach ($matrix as &$row) { $row[] = array_sum($row); }
unset($row);
echo json_encode($matrix), "\n";
function addPrefix(array &$items, string $prefix): void {
    foreach ($items as $i => $item) $items[$i] = $prefix . $item;
}
$names = ["a", "b"];
addPrefix($names, "x-");
echo implode(" ", $names), "\n";
function swap(&$a, &$b) { [$a, $b] = [$b, $a]; }
$p1 = "left"; $p2 = "right";
swap($p1, $p2);
echo "$p1 $p2\n";
$data = [3, 1, 2];
array_walk($data, function (&$v, $k) { $v = "$k:$v"; });
echo implode(" ", $data), "\n";
$words = ['b' => 'x', 'a' => 'y'];
$copy = $words;
ksort($copy);
echo json_encode($words), json_encode($copy), "\n";
$original = 1;
$alias = &$original;
$alias += 41;
echo $original, " ", implode([1, 2, 3]), "\n";
