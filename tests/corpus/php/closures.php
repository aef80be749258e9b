<?php // features: closures, closure_use_by_ref, arrow_functions, callable_strings, array_functions
$factor = 3;
$mul = function ($x) use ($factor) { return $x * $factor; };
$factor = 10;
echo $mul(5), "\n";
$total = 0;
$add = function ($x) use (&$total) { $total += $x; };
$add(5); $add(7);
echo $total, "\n";
$k = 4;
$times = fn($x) => $x * $k;
echo implode(",", array_map($times, [1, 2, 3])), "\n";
echo implode(",", array_map('strtoupper', ['a', 'b'])), "\n";
$compose = fn(callable $f, callable $g) => fn($x) => $f($g($x));
$inc = fn($x) => $x + 1;
$dbl = fn($x) => $x * 2;
echo $compose($inc, $dbl)(5), "\n";
function makeCounter() {
    $count = 0;
    return function () use (&$count) { return ++$count; };
}
$c = makeCounter();
$c(); $c();
echo $c(), "\n";
$fns = [];
for ($i = 0; $i < 3; $i++) {
    $fns[] = function () use ($i) { return $i * $i; };
}
foreach ($fns as $f) echo $f(), " ";
echo "\n";
echo call_user_func('str_repeat', 'ab', 3), "\n";
echo call_user_func_array(fn($a, $b) => $a - $b, [10, 4]), "\n";
$method = [new ArrayObjectLike([3, 1, 2]), 'sorted'];
echo implode(",", $method()), "\n";
class ArrayObjectLike {
    public function __construct(private array $d) {}
    public function sorted(): array { $c = $this->d; sort($c); return $c; }
    public static function twice($x) { return $x * 2; }
}
echo implode(",", array_map('ArrayObjectLike::twice', [1, 2])), "\n";
echo implode(",", array_map([ArrayObjectLike::class, 'twice'], [5])), "\n";
