<?php // features: recursion, generators, arrays, array_functions
function permutations(array $items): array {
    if (count($items) <= 1) return [$items];
    $result = [];
    foreach ($items as $i => $item) {
        $rest = $items;
        unset($rest[$i]);
        foreach (permutations(array_values($rest)) as $p) {
            array_unshift($p, $item);
            $result[] = $p;
        }
    }
    return $result;
}
foreach (permutations(['a', 'b', 'c']) as $p) echo implode('', $p), " ";
echo "\n";
function combinations(array $xs, int $k, int $start = 0, array $cur = []): Generator {
    if (count($cur) === $k) { yield $cur; return; }
    for ($i = $start; $i < count($xs); $i++) {
        yield from combinations($xs, $k, $i + 1, [...$cur, $xs[$i]]);
    }
}
foreach (combinations([1, 2, 3, 4], 2) as $c) echo "(", implode(",", $c), ")";
echo "\n";
function powerSet(array $s): array {
    $sets = [[]];
    foreach ($s as $x) foreach ($sets as $set) $sets[] = array_merge($set, [$x]);
    return $sets;
}
echo count(powerSet([1, 2, 3, 4])), " ", json_encode(powerSet(['x', 'y'])), "\n";
