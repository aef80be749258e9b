<?php // features: named_arguments, spread_operator, default_params, variadics, nullable_types, constructor_promotion, magic_tostring
// Building HTTP-ish request descriptions from option arrays: string keys
// spread into named parameters (PHP 8.1), mixed with positional ones.
function request(string $method, string $url, array $headers = [], ?string $body = null, int $timeout = 30): string {
    $h = [];
    foreach ($headers as $k => $v) $h[] = "$k: $v";
    return sprintf("%s %s [%s] body=%s timeout=%d", $method, $url, implode('; ', $h), $body ?? 'none', $timeout);
}

$defaults = ['timeout' => 10, 'headers' => ['Accept' => 'application/json']];
echo request('GET', '/users', ...$defaults), "\n";
echo request(...['url' => '/items', 'method' => 'POST', 'body' => '{"a":1}']), "\n";
echo request('PUT', ...['url' => '/items/7', 'timeout' => 5]), "\n";

$overrides = ['timeout' => 99];
$opts = [...$defaults, ...$overrides, 'body' => 'x'];
echo request('PATCH', '/a', ...$opts), "\n";

// named arguments in any order, skipping defaults
echo request(timeout: 1, url: '/ping', method: 'HEAD'), "\n";

// a variadic collects unknown named arguments with their names
function tag(string $name, string ...$attrs): string {
    $parts = [$name];
    foreach ($attrs as $k => $v) $parts[] = is_int($k) ? $v : "$k=\"$v\"";
    return '<' . implode(' ', $parts) . '>';
}
echo tag('input', ...['type' => 'text', 'value' => 'hi']), "\n";
echo tag('br'), "\n";
echo tag('a', 'disabled', href: '/home'), "\n";

// constructor with promoted parameters, filled from a decoded config
final class Point {
    public function __construct(public int $x = 0, public int $y = 0, public string $label = 'origin') {}
    public function __toString(): string { return "{$this->label}({$this->x}, {$this->y})"; }
}
$rows = [['x' => 3, 'y' => 4, 'label' => 'A'], ['y' => 9], ['label' => 'C', 'x' => -1]];
foreach ($rows as $row) echo new Point(...$row), "\n";

// array_merge vs spread with string keys: later ones win
$a = ['x' => 1, 'y' => 2];
$b = ['y' => 20, 'z' => 30];
print_r([...$a, ...$b]);
print_r(array_merge($a, $b));

try {
    request(...['method' => 'GET']);
} catch (TypeError $e) {  // ArgumentCountError is a TypeError
    echo "missing url: ", $e instanceof TypeError ? 'TypeError' : '?', "\n";
}
