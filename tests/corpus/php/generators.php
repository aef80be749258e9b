<?php // features: generators, foreach, functions
function countdown(int $from) {
    while ($from > 0) {
        yield $from;
        $from--;
    }
}
foreach (countdown(5) as $n) echo $n, " ";
echo "\n";
function fib() {
    [$a, $b] = [0, 1];
    while (true) {
        yield $a;
        [$a, $b] = [$b, $a + $b];
    }
}
foreach (fib() as $i => $f) {
    if ($f > 100) break;
    echo $f, " ";
}
echo "\n";
function squares(array $xs) { foreach ($xs as $x) yield $x * $x; }
echo implode(",", iterator_to_array(squares([1, 2, 3]))), "\n";
