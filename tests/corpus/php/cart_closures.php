<?php // features: closures, classes, generators, magic_get_set, array_functions, printf_sprintf
class Cart {
    private array $items = [];
    public function add(string $n, float $p): self { $this->items[$n] = $p; return $this; }
    public function total(): float { return array_sum($this->items); }
    public function applyDiscount(float $pct): array {
        return array_map(function ($p) use ($pct) { return round($p * (1 - $pct / 100), 2); }, $this->items);
    }
    public function each(callable $fn): void { foreach ($this->items as $n => $p) $fn($n, $p); }
    public function filter(): array { return array_filter($this->items, fn($p) => $p > $this->threshold()); }
    private function threshold(): float { return 5.0; }
}
$c = (new Cart())->add("pen", 1.5)->add("book", 12.99)->add("bag", 25);
echo $c->total(), "\n";
print_r($c->applyDiscount(10));
$c->each(function ($n, $p) { printf("%-5s %6.2f\n", $n, $p); });
print_r($c->filter());
function gen() { $x = yield 1; echo "got $x\n"; yield 2; }
foreach (gen() as $k => $v) echo "$k=$v\n";
class Temp { public function __construct(private float $c) {} 
  public function __get($n) { return match($n) { 'f' => $this->c * 9 / 5 + 32, 'k' => $this->c + 273.15, default => throw new InvalidArgumentException("no $n") }; } }
$t = new Temp(25);
echo $t->f, " ", $t->k, "\n";
try { echo $t->x; } catch (InvalidArgumentException $e) { echo $e->getMessage(), "\n"; }
$people = [['n' => 'A', 'age' => 30], ['n' => 'B', 'age' => 25], ['n' => 'C', 'age' => 35]];
usort($people, fn($a, $b) => $a['age'] - $b['age']);
echo implode(",", array_column($people, 'n')), "\n";
$ages = array_column($people, 'age', 'n');
echo json_encode($ages), " ", array_search(35, $ages), "\n";
echo str_word_count("Hello World again"), " ", ucwords(str_replace('_', ' ', 'snake_case_name')), "\n";
echo sprintf("%'010.3f|%-6.2f|%06d", 3.14159, 2.5, -42), "\n";
list(, $second) = explode(",", "a,b,c");
echo $second, "\n";
echo array_reduce([1, 2, 3, 4], fn($c, $i) => $c * $i, 1), "\n";
$matrix = [[1, 2], [3, 4]];
echo json_encode(array_map(null, ...$matrix)), "\n";
