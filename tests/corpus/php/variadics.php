<?php // features: variadics, spread_operator, named_arguments, default_params, nullable_types
function sum(...$nums) { return array_sum($nums); }
echo sum(1, 2, 3), " ", sum(), "\n";
$args = [4, 5, 6];
echo sum(...$args), "\n";
function greet(string $greeting = "Hello", string $name = "you", ?string $suffix = null): string {
    return "$greeting, $name" . ($suffix ?? "!");
}
echo greet(), "\n";
echo greet("Hi"), "\n";
echo greet(name: "Sam"), "\n";
echo greet(suffix: "?", greeting: "Yo"), "\n";
function tag(string $name, string ...$classes) { return "<$name class=\"" . implode(" ", $classes) . "\">"; }
echo tag("div", "a", "b"), "\n";
$merged = [...[1, 2], ...[3], 4];
echo implode(",", $merged), "\n";
$assoc = [...['a' => 1, 'b' => 2], ...['b' => 3, 'c' => 4]];
print_r($assoc);
function stats(int|float ...$values): array {
    return ['min' => min($values), 'max' => max($values), 'avg' => array_sum($values) / count($values)];
}
print_r(stats(3, 1.5, 8));
