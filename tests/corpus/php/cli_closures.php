<?php // features: closures, closure_use_by_ref, arrow_functions, first_class_callable, callable_strings, generators, variadics, spread_operator, recursion

function makeCounter(int $start = 0): array
{
    $count = $start;
    return [
        'inc' => function (int $by = 1) use (&$count): int {
            $count += $by;
            return $count;
        },
        'get' => fn() => $count,
        'reset' => function () use (&$count, $start) {
            $count = $start;
        },
    ];
}

$c = makeCounter(10);
echo $c['inc'](), ' ', $c['inc'](5), ' ', $c['get'](), "\n";
$c['reset']();
echo $c['inc'](2), "\n";

$compose = fn(callable ...$fns) => fn($x) => array_reduce($fns, fn($acc, $f) => $f($acc), $x);
$pipeline = $compose('trim', 'strrev', 'strtoupper', fn($s) => str_replace('O', '0', $s));
echo $pipeline("  hello world  "), "\n";

$multiplier = 3;
$times = fn($x) => $x * $multiplier;
$multiplier = 100;
echo implode(',', array_map($times, [1, 2, 3])), "\n";

$byRef = function () use ($multiplier) {
    return $multiplier + 1;
};
echo $byRef(), "\n";

function curry(callable $f, ...$bound): Closure
{
    return function (...$rest) use ($f, $bound) {
        return $f(...$bound, ...$rest);
    };
}
$add3 = fn($a, $b, $c) => "$a+$b+$c=" . ($a + $b + $c);
echo curry($add3, 1)(2, 3), "\n";
echo curry($add3, 1, 2)(3), "\n";

class Temperature
{
    public function __construct(private float $celsius) {}
    public function getConverter(): Closure
    {
        return fn(string $unit) => match ($unit) {
            'F' => $this->celsius * 9 / 5 + 32,
            'K' => $this->celsius + 273.15,
            default => $this->celsius,
        };
    }
}
$conv = (new Temperature(25))->getConverter();
foreach (['C', 'F', 'K'] as $u) {
    echo "25C in $u = ", $conv($u), "\n";
}

$memo = function (callable $fn) {
    $cache = [];
    return function ($n) use (&$cache, $fn, &$self) {
        if (!array_key_exists($n, $cache)) {
            $cache[$n] = $fn($n);
        }
        return $cache[$n];
    };
};
$fib = function (int $n) use (&$fib) {
    return $n < 2 ? $n : $fib($n - 1) + $fib($n - 2);
};
$fib = $memo($fib);
echo "fib(50) = ", $fib(50), "\n";

$strlenSort = $words = ['banana', 'kiwi', 'apple', 'fig', 'cherry'];
usort($strlenSort, static fn($a, $b) => strlen($a) - strlen($b) ?: strcmp($a, $b));
echo implode(' ', $strlenSort), "\n";
$firstClass = strlen(...);
echo $firstClass('abcdef'), "\n";
$method = [new ArrayObject([3, 1, 2]), 'count'];
echo call_user_func($method), ' ', call_user_func_array('max', [4, 9, 2]), "\n";
echo is_callable('strtoupper') ? 'callable' : 'not', ' ', is_callable('nope_fn') ? 'callable' : 'not', "\n";
$gen = (function () {
    for ($i = 1; $i <= 3; $i++) {
        yield $i => $i * $i;
    }
    return 'done';
})();
foreach ($gen as $k => $v) echo "$k:$v ";
echo $gen->getReturn(), "\n";
