<?php // features: sorting, recursion, spread_operator, keyed_destructuring, var_dump, json, array_functions, do_while, bitwise_ops

function bubbleSort(array $arr): array
{
    $n = count($arr);
    do {
        $swapped = false;
        for ($i = 1; $i < $n; $i++) {
            if ($arr[$i - 1] > $arr[$i]) {
                [$arr[$i - 1], $arr[$i]] = [$arr[$i], $arr[$i - 1]];
                $swapped = true;
            }
        }
        $n--;
    } while ($swapped);
    return $arr;
}

function quickSort(array $arr): array
{
    if (count($arr) < 2) {
        return $arr;
    }
    $pivot = array_shift($arr);
    $left = array_filter($arr, fn($x) => $x < $pivot);
    $right = array_filter($arr, fn($x) => $x >= $pivot);
    return [...quickSort($left), $pivot, ...quickSort($right)];
}

function mergeSort(array $a): array
{
    if (count($a) <= 1) return $a;
    $mid = intdiv(count($a), 2);
    $l = mergeSort(array_slice($a, 0, $mid));
    $r = mergeSort(array_slice($a, $mid));
    $res = [];
    while ($l && $r) {
        $res[] = $l[0] <= $r[0] ? array_shift($l) : array_shift($r);
    }
    return array_merge($res, $l, $r);
}

function binarySearch(array $sorted, int $target): int
{
    $lo = 0;
    $hi = count($sorted) - 1;
    while ($lo <= $hi) {
        $mid = ($lo + $hi) >> 1;
        if ($sorted[$mid] === $target) return $mid;
        if ($sorted[$mid] < $target) $lo = $mid + 1; else $hi = $mid - 1;
    }
    return -1;
}

$data = [38, 27, 43, 3, 9, 82, 10, 3, -5, 0, 100, 27];
echo 'bubble: ', implode(' ', bubbleSort($data)), "\n";
echo 'quick:  ', implode(' ', quickSort($data)), "\n";
echo 'merge:  ', implode(' ', mergeSort($data)), "\n";
$sorted = $data;
sort($sorted);
echo 'native: ', implode(' ', $sorted), "\n";
rsort($sorted);
echo 'rsort:  ', implode(' ', $sorted), "\n";
sort($sorted);
foreach ([43, 3, 101, -5] as $t) {
    echo "search $t: ", binarySearch($sorted, $t), "\n";
}

$mixed = ['10', 9, '9a', 1.5, 'abc', true];
sort($mixed);
var_dump($mixed);
$strs = ['banana', 'apple', 'Cherry', 'apple10', 'apple9'];
sort($strs);
echo implode(',', $strs), "\n";
sort($strs, SORT_FLAG_CASE | SORT_STRING);
echo implode(',', $strs), "\n";
sort($strs, SORT_NATURAL);
echo implode(',', $strs), "\n";
$assoc = ['b' => 2, 'a' => 3, 'c' => 1, 'd' => 2];
asort($assoc);
echo json_encode($assoc), "\n";
krsort($assoc);
echo json_encode($assoc), "\n";
$people = [
    ['name' => 'Ann', 'age' => 30, 'city' => 'Oslo'],
    ['name' => 'Bob', 'age' => 25, 'city' => 'Rome'],
    ['name' => 'Cid', 'age' => 30, 'city' => 'Bern'],
    ['name' => 'Dee', 'age' => 25, 'city' => 'Oslo'],
];
usort($people, fn($a, $b) => [$a['age'], $a['city']] <=> [$b['age'], $b['city']]);
foreach ($people as ['name' => $n, 'age' => $a, 'city' => $c]) {
    echo "$n ($a, $c)\n";
}
$ages = array_column($people, 'age');
$names = array_column($people, 'name');
array_multisort($ages, SORT_DESC, $names, SORT_ASC, $people);
echo implode(' ', array_column($people, 'name')), "\n";
echo json_encode(array_reverse(['x' => 1, 2, 3], true)), ' ', json_encode(array_reverse([1, 2, 3])), "\n";
$nums = range(10, 1, 3);
echo implode(',', $nums), ' ', implode(',', range('a', 'e')), ' ', implode(',', range(0, 1, 0.25)), "\n";
var_dump(array_search('1', [0, 1, '1']), array_search('x', ['a']), in_array('1e1', ['10']), in_array('1e1', ['10'], true));
