<?php // features: interfaces, spl_interfaces, classes
class Collection implements ArrayAccess, Countable, IteratorAggregate {
    private array $items = [];
    public function offsetExists(mixed $k): bool { return isset($this->items[$k]); }
    public function offsetGet(mixed $k): mixed { return $this->items[$k] ?? null; }
    public function offsetSet(mixed $k, mixed $v): void { if ($k === null) $this->items[] = $v; else $this->items[$k] = $v; }
    public function offsetUnset(mixed $k): void { unset($this->items[$k]); }
    public function count(): int { return count($this->items); }
    public function getIterator(): Iterator { foreach ($this->items as $k => $v) { yield $k => $v; } }
    public function map(callable $f): static { $c = new static(); foreach ($this->items as $k => $v) $c[$k] = $f($v); return $c; }
    public function all(): array { return $this->items; }
}
$c = new Collection();
$c[] = 1;
$c[] = 2;
$c['x'] = 10;
echo $c['x'], " ", count($c), "\n";
unset($c[0]);
print_r($c->map(fn($v) => $v * 3)->all());
