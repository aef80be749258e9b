<?php // features: closures, arrow_functions, static_vars, closures
function memoize(callable $fn): Closure {
    $cache = [];
    return function (...$args) use ($fn, &$cache) {
        $key = implode(',', $args);
        if (!array_key_exists($key, $cache)) {
            echo "computing $key\n";
            $cache[$key] = $fn(...$args);
        }
        return $cache[$key];
    };
}
$slowSquare = fn($x) => $x * $x;
$fast = memoize($slowSquare);
echo $fast(4), " ", $fast(4), " ", $fast(5), "\n";
function pipeline(callable ...$fns): callable {
    return fn($x) => array_reduce($fns, fn($acc, $f) => $f($acc), $x);
}
$p = pipeline('trim', 'strrev', 'strtoupper', fn($s) => "[$s]");
echo $p("  hello "), "\n";
$counter = function () { static $n = 0; return ++$n; };
$counter(); $counter();
echo $counter(), "\n";
$partial = fn($a) => fn($b) => fn($c) => $a + $b * $c;
echo $partial(1)(2)(3), "\n";
$adders = array_map(fn($n) => fn($x) => $x + $n, [1, 10, 100]);
echo implode(" ", array_map(fn($f) => $f(5), $adders)), "\n";
usort($adders, fn($f, $g) => $g(0) <=> $f(0));
echo $adders[0](0), "\n";
