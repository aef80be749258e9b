<?php // features: late_static_binding, static_members, class_constants, readonly_properties, constructor_promotion, default_params, named_arguments, variadics, enums, interfaces, anonymous_classes
// Static inheritance, readonly classes, new in initializers, enum constants, named arguments.
class Base { const TYPE = 'base'; protected static $instances = 0; public static function create(): static { static::$instances++; return new static(); } public function type() { return static::TYPE . '/' . self::TYPE; } public static function count() { return static::$instances; } }
class Child extends Base { const TYPE = 'child'; }
class Other extends Base { const TYPE = 'other'; protected static $instances = 0; }
Child::create(); Child::create(); Other::create();
echo Child::create()->type(), ' ', Base::count(), ' ', Child::count(), ' ', Other::count(), "\n";
readonly class Point { public function __construct(public int $x, public int $y) {} public function withX(int $x): static { return new static($x, $this->y); } }
$p = new Point(1, 2); $q = $p->withX(5);
echo "$q->x,$q->y $p->x\n";
try { $p->x = 9; } catch (Error $e) { echo $e->getMessage(), "\n"; }
class Logger { public function __construct(private array $lines = [], private ?Formatter $f = new Formatter()) {} public function log($m) { $this->lines[] = $this->f->fmt($m); return $this; } public function dump() { print_r($this->lines); } }
class Formatter { public function fmt($m) { return "[" . strtoupper($m) . "]"; } }
(new Logger())->log('a')->log('b')->dump();
function args(...$a) { return json_encode($a); }
function named(int $a, int $b = 2, int ...$rest) { return "$a $b " . json_encode($rest); }
echo named(b: 5, a: 1), ' ', named(1, 2, 3, 4), "\n";
enum Status: string { case On = 'on'; case Off = 'off'; const DEFAULT = self::Off;
  public static function toggle(self $s): self { return $s === self::On ? self::Off : self::On; } }
echo Status::DEFAULT->value, ' ', Status::toggle(Status::On)->name, "\n";
interface HasName { const PREFIX = 'Mr. '; public function name(): string; }
class Person implements HasName { public function name(): string { return self::PREFIX . 'X'; } }
$pp = new Person; echo $pp->name(), ' ', $pp::PREFIX, ' ', HasName::PREFIX, "\n";
echo $pp instanceof HasName ? 'y' : 'n', ' ', is_a($pp, 'HasName') ? 'y' : 'n', "\n";
$cls = 'Child'; echo $cls::TYPE, ' ', constant('Child::TYPE'), "\n";
abstract class Animal { abstract public function speak(): string; public function intro(): string { return static::class . ' says ' . $this->speak(); } }
$dog = new class extends Animal { public function speak(): string { return 'woof'; } };
echo str_contains($dog->intro(), 'says woof') ? 'anon ok' : 'bad', "\n";
echo get_parent_class($dog), "\n";
class Bag { public array $items = []; }
function add(string $x, Bag $bag = new Bag()): Bag { $bag->items[] = $x; return $bag; }
$b1 = add('a'); $b2 = add('b');
echo count($b1->items), count($b2->items), ' ', $b1 === $b2 ? 'same' : 'fresh', "\n";
$mine = new Bag; add('c', $mine); add('d', $mine); echo implode(',', $mine->items), "\n";
function maybe(?Bag $b = new Bag()) { return $b === null ? 'null passed' : 'bag'; }
echo maybe(), ' ', maybe(null), "\n";
