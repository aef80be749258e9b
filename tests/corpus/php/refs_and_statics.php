<?php // features: references, by_ref_params, foreach_by_ref, static_vars, global_vars, closure_use_by_ref, arrow_functions, list_destructuring
// References as PHP code uses them day to day: by-reference parameters,
// foreach by reference over nested arrays, static counters, globals,
// closures capturing by reference, and references into arrays.
function addTax(array &$prices, float $rate): void {
    foreach ($prices as &$p) $p = round($p * (1 + $rate), 2);
}
$prices = ['tea' => 2.0, 'cake' => 3.5];
addTax($prices, 0.1);
print_r($prices);

function nextId(): int {
    static $id = 0;
    return ++$id;
}
echo nextId(), nextId(), nextId(), "\n";

function counter(string $key): int {
    static $counts = [];
    $counts[$key] = ($counts[$key] ?? 0) + 1;
    return $counts[$key];
}
counter('a'); counter('b'); counter('a');
echo counter('a'), counter('b'), "\n";

$config = ['debug' => false];
function enableDebug(): void {
    global $config;
    $config['debug'] = true;
}
enableDebug();
var_dump($config['debug']);
function readGlobal(): string { return $GLOBALS['config']['debug'] ? 'on' : 'off'; }
echo readGlobal(), "\n";

$matrix = [[1, 2], [3, 4]];
foreach ($matrix as &$row) {
    foreach ($row as &$cell) $cell *= 10;
    unset($cell);
    $row[] = array_sum($row);
}
unset($row);
echo json_encode($matrix), "\n";

$total = 0;
$add = function (int $n) use (&$total) { $total += $n; };
array_map($add, [1, 2, 3]);
$snapshot = function () use ($total) { return $total; };
$total += 100;
echo $total, ' ', $snapshot(), "\n";

$GLOBALS['runs'] = 0;
function tick(): void { $GLOBALS['runs']++; $GLOBALS['config']['last'] = 'tick'; }
tick(); tick();
echo $runs, ' ', json_encode($config), "\n";

function swap(&$x, &$y): void { [$x, $y] = [$y, $x]; }
$a = 'left'; $b = 'right';
swap($a, $b);
echo "$a $b\n";

$list = [3, 1, 2];
$copy = $list;
sort($copy);
echo implode(',', $list), ' / ', implode(',', $copy), "\n";

$words = ['apple', 'Banana', 'cherry'];
array_walk($words, function (&$w, $i, $prefix) { $w = $prefix . $i . ':' . strtoupper($w); }, '#');
echo implode(' ', $words), "\n";
$str = 'x';
$fn = fn() => $str . 'y';   // arrow functions capture by value
$str = 'z';
echo $fn(), "\n";
