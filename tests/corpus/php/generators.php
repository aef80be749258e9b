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
function kv() { yield 'a' => 1; yield 'b' => 2; yield 'c' => 3; }
foreach (kv() as $k => $v) echo "$k=$v ";
echo "\n";
foreach (kv() as $v) echo $v, " ";
echo "\n";
print_r(iterator_to_array(kv()));
function lines() { foreach (["x", "y"] as $i => $l) yield $i + 1 => strtoupper($l); }
foreach (lines() as $no => $line) echo "$no: $line\n";
function plain() { yield 5; yield 6; }
print_r(iterator_to_array(plain()));
