<?php // features: classes, arrays, sorting, printf_sprintf, number_format, array_functions
class Product {
    public function __construct(public string $sku, public string $name, public float $price, public int $qty, public string $cat) {}
    public function value(): float { return $this->price * $this->qty; }
}
$products = [
    new Product("A1", "Hammer", 12.5, 10, "tools"),
    new Product("B2", "Nails (100)", 3.99, 250, "hardware"),
    new Product("C3", "Saw", 24.0, 4, "tools"),
    new Product("D4", "Glue", 5.25, 0, "hardware"),
    new Product("E5", "Tape", 2.75, 40, "supplies"),
];
$byCat = [];
foreach ($products as $p) $byCat[$p->cat][] = $p;
ksort($byCat);
foreach ($byCat as $cat => $items) {
    printf("== %s (%d) ==\n", strtoupper($cat), count($items));
    usort($items, fn($a, $b) => $b->value() <=> $a->value());
    foreach ($items as $p) {
        printf("  %-4s %-12s %8s x %3d = %10s%s\n", $p->sku, $p->name, number_format($p->price, 2), $p->qty,
               number_format($p->value(), 2), $p->qty === 0 ? " (out)" : "");
    }
}
$total = array_reduce($products, fn($c, $p) => $c + $p->value(), 0.0);
echo "Total inventory: $", number_format($total, 2), "\n";
$names = array_map(fn($p) => $p->name, array_filter($products, fn($p) => $p->qty > 0));
echo "In stock: ", implode(", ", $names), "\n";
