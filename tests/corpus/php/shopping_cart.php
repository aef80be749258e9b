<?php // features: enums, enum_methods, classes, match, readonly_properties, number_format
enum Category: string {
    case Food = 'food';
    case Book = 'book';
    case Tech = 'tech';
    public function taxRate(): float {
        return match ($this) { self::Food => 0.05, self::Book => 0.0, self::Tech => 0.2 };
    }
}
final class Item {
    public function __construct(public readonly string $name, public readonly float $price,
                                public readonly Category $cat, public readonly int $qty = 1) {}
    public function subtotal(): float { return $this->price * $this->qty; }
    public function tax(): float { return round($this->subtotal() * $this->cat->taxRate(), 2); }
}
class Cart {
    /** @var Item[] */
    private array $items = [];
    public function add(Item $i): static { $this->items[] = $i; return $this; }
    public function totals(): array {
        $sub = array_sum(array_map(fn(Item $i) => $i->subtotal(), $this->items));
        $tax = array_sum(array_map(fn(Item $i) => $i->tax(), $this->items));
        return compact('sub', 'tax') + ['total' => $sub + $tax];
    }
    public function byCategory(): array {
        $out = [];
        foreach ($this->items as $i) $out[$i->cat->value] = ($out[$i->cat->value] ?? 0) + $i->qty;
        return $out;
    }
}
$cart = (new Cart())
    ->add(new Item("Bread", 2.49, Category::Food, 2))
    ->add(new Item("Novel", 12.99, Category::Book))
    ->add(new Item("Cable", 9.5, Category::Tech, 3));
foreach ($cart->totals() as $k => $v) echo str_pad($k, 6), number_format($v, 2), "\n";
print_r($cart->byCategory());
echo Category::from('tech')->name, " ", Category::tryFrom('toys')?->name ?? 'unknown', "\n";
