<?php // features: spl_interfaces, iterator_aggregate, magic_get_set, magic_call, first_class_callable, static_members, generators, arrow_functions, late_static_binding
// A typed collection class as frameworks write them: ArrayAccess,
// IteratorAggregate, Countable, fluent map/filter/sort, magic __get/__call,
// __callStatic factories, first-class callables and static closures.
final class Collection implements ArrayAccess, IteratorAggregate, Countable, JsonSerializable {
    private function __construct(private array $items) {}
    public static function of(iterable $items): static {
        return new static(is_array($items) ? $items : iterator_to_array($items));
    }
    public static function __callStatic(string $name, array $args): static {
        return match ($name) {
            'range' => new static(range(...$args)),
            'times' => new static(array_map($args[1], range(1, $args[0]))),
            default => throw new BadMethodCallException("No static method $name"),
        };
    }
    public function __call(string $name, array $args): mixed {
        if (str_starts_with($name, 'sortBy')) {
            $key = lcfirst(substr($name, 6));
            $items = $this->items;
            uasort($items, fn($a, $b) => $a[$key] <=> $b[$key]);
            return new static($items);
        }
        throw new BadMethodCallException("No method $name");
    }
    public function __get(string $name): mixed {
        return match ($name) { 'first' => $this->items[array_key_first($this->items)] ?? null,
                               'last' => $this->items[array_key_last($this->items)] ?? null,
                               default => null };
    }
    public function map(callable $f): static { return new static(array_map($f, $this->items)); }
    public function filter(?callable $f = null): static { return new static(array_filter($this->items, $f)); }
    public function reduce(callable $f, mixed $init = null): mixed { return array_reduce($this->items, $f, $init); }
    public function pluck(string $key): static { return new static(array_column($this->items, $key)); }
    public function keyBy(string $key): static { return new static(array_column($this->items, null, $key)); }
    public function groupBy(callable $f): static {
        $out = [];
        foreach ($this->items as $k => $v) $out[$f($v, $k)][] = $v;
        return new static($out);
    }
    public function values(): static { return new static(array_values($this->items)); }
    public function toArray(): array { return $this->items; }
    public function offsetExists(mixed $o): bool { return isset($this->items[$o]); }
    public function offsetGet(mixed $o): mixed { return $this->items[$o] ?? null; }
    public function offsetSet(mixed $o, mixed $v): void { if ($o === null) $this->items[] = $v; else $this->items[$o] = $v; }
    public function offsetUnset(mixed $o): void { unset($this->items[$o]); }
    public function getIterator(): Generator { yield from $this->items; }
    public function count(): int { return count($this->items); }
    public function jsonSerialize(): array { return $this->items; }
}

$people = Collection::of([
    ['name' => 'Ann', 'age' => 31, 'team' => 'red'],
    ['name' => 'Bob', 'age' => 25, 'team' => 'blue'],
    ['name' => 'Cid', 'age' => 42, 'team' => 'red'],
    ['name' => 'Dee', 'age' => 25, 'team' => 'green'],
]);
echo count($people), ' ', $people->first['name'], ' ', $people->last['name'], "\n";
echo json_encode($people->pluck('name')), "\n";
echo json_encode($people->sortByAge()->pluck('name')->values()), "\n";
echo json_encode($people->groupBy(fn($p) => $p['team'])->map(fn($g) => count($g))), "\n";
echo json_encode(array_keys($people->keyBy('name')->toArray())), "\n";
echo $people->reduce(fn($sum, $p) => $sum + $p['age'], 0), "\n";
$adults = $people->filter(static fn($p) => $p['age'] > 30);
foreach ($adults as $i => $p) echo "$i:{$p['name']} ";
echo "\n";

$nums = Collection::range(1, 10);
echo json_encode($nums->filter(fn($n) => $n % 3 === 0)), ' ', json_encode($nums->filter(fn($n) => $n % 3 === 0)->values()), "\n";
echo json_encode(Collection::times(4, fn($i) => $i ** 2)), "\n";
$strlen = strlen(...);
echo json_encode(Collection::of(['kiwi', 'fig', 'banana'])->map($strlen)), "\n";
$upper = Closure::fromCallable('strtoupper');
echo implode(',', Collection::of(['a', 'b'])->map($upper)->toArray()), "\n";

$c = Collection::of(['x' => 1]);
$c['y'] = 2;
$c[] = 3;
unset($c['x']);
var_dump(isset($c['y']), isset($c['x']), $c['zzz'], count($c));
echo json_encode($c), "\n";

function gen() { yield 'a' => 1; yield 'b' => 2; }
echo json_encode(Collection::of(gen())), "\n";

try { Collection::nope(); } catch (BadMethodCallException $e) { echo $e->getMessage(), "\n"; }
try { $people->explode(); } catch (BadMethodCallException $e) { echo $e->getMessage(), "\n"; }
