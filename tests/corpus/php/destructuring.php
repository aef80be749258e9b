<?php // features: list_destructuring, keyed_destructuring, foreach, list_destructuring
[$a, $b] = [1, 2];
[$a, $b] = [$b, $a];
echo "$a $b\n";
list($x, , $z) = [10, 20, 30];
echo "$x $z\n";
['name' => $n, 'age' => $g] = ['age' => 30, 'name' => 'Bob'];
echo "$n is $g\n";
[[$p, $q], [$r, $s]] = [[1, 2], [3, 4]];
echo $p + $q + $r + $s, "\n";
$pairs = [['x', 1], ['y', 2]];
foreach ($pairs as [$key, $val]) echo "$key:$val ";
echo "\n";
$people = [['id' => 1, 'name' => 'Ann'], ['id' => 2, 'name' => 'Ben']];
foreach ($people as ['id' => $id, 'name' => $nm]) echo "$id-$nm ";
echo "\n";
list('a' => $aa, 'b' => list($b1, $b2)) = ['a' => 'A', 'b' => [5, 6]];
echo "$aa $b1 $b2\n";
