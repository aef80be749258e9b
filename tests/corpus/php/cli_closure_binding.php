<?php // features: closures, arrow_functions, first_class_callable, callable_strings
// Closure::bind, bindTo, call and fromCallable; is_callable on arrays.
class Counter { private $count = 0; protected $label = 'c'; public function adder(): Closure { return function ($n) { $this->count += $n; return $this->count; }; } }
$peek = function () { return ++$this->count; };
$c = new Counter;
$bound = Closure::bind($peek, $c, Counter::class);
$bound(); echo $bound(), "\n";
$c2 = new Counter;
$b2 = $bound->bindTo($c2);
echo $b2(), $b2(), $bound(), "\n";
$fn = Closure::fromCallable('strtoupper');
echo $fn('x'), "\n";
$label = fn() => $this->label . '!';
echo $label->call($c), "\n";
$add = $c->adder();
echo $add(5), ' ', $add->call($c2, 100), ' ', $add(1), "\n";
var_dump($peek instanceof Closure, $bound instanceof Closure, is_callable([$c, 'adder']), is_callable([$c, 'nope']), is_callable(['Counter', 'adder']));
$unbound = function () { return isset($this) ? 'has this' : 'no this'; };
echo $unbound(), ' ', Closure::bind($unbound, $c)(), "\n";
$static = static fn($x) => $x * 2;
echo $static(21), "\n";
