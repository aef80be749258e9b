<?php // features: readonly_properties, constructor_promotion, classes, clone
final class Money {
    public function __construct(public readonly int $amount, public readonly string $currency = "USD") {}
    public function add(Money $o): static { return new static($this->amount + $o->amount, $this->currency); }
    public function withAmount(int $a): self { return new self($a, $this->currency); }
    public function format(): string { return sprintf("%d.%02d %s", intdiv($this->amount, 100), $this->amount % 100, $this->currency); }
}
$a = new Money(1050);
$b = new Money(295);
echo $a->add($b)->format(), "\n";
echo $a->withAmount(5)->format(), "\n";
echo $a->format(), "\n";
class Node { public $children = []; public function __construct(public string $name) {} 
  public function __clone() { foreach ($this->children as $k => $c) { $this->children[$k] = clone $c; } } }
$root = new Node("root");
$root->children[] = new Node("kid");
$copy = clone $root;
$copy->children[0]->name = "changed";
echo $root->children[0]->name, " ", $copy->children[0]->name, "\n";
