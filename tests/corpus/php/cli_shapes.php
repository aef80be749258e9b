<?php // features: interfaces, abstract_classes, inheritance, class_constants, static_members, late_static_binding, match, instanceof, math_functions, printf_sprintf, exceptions

interface Shape
{
    const UNITS = 'cm';
    public function area(): float;
    public function perimeter(): float;
}

interface Describable
{
    public function describe(): string;
}

abstract class BaseShape implements Shape, Describable
{
    protected static int $count = 0;

    public function __construct(protected string $name)
    {
        static::$count++;
    }

    abstract public function area(): float;

    public function describe(): string
    {
        return sprintf("%s with area %.2f %s^2 and perimeter %.2f %s",
            ucfirst($this->name), $this->area(), self::UNITS, $this->perimeter(), static::UNITS);
    }

    public static function getCount(): int
    {
        return static::$count;
    }
}

class Circle extends BaseShape
{
    public function __construct(private float $radius)
    {
        parent::__construct('circle');
    }
    public function area(): float { return M_PI * $this->radius ** 2; }
    public function perimeter(): float { return 2 * M_PI * $this->radius; }
}

class Rectangle extends BaseShape
{
    public function __construct(protected float $w, protected float $h, string $name = 'rectangle')
    {
        parent::__construct($name);
    }
    public function area(): float { return $this->w * $this->h; }
    public function perimeter(): float { return 2 * ($this->w + $this->h); }
}

class Square extends Rectangle
{
    public function __construct(float $side)
    {
        parent::__construct($side, $side, 'square');
    }
}

class Triangle extends BaseShape
{
    public function __construct(private float $a, private float $b, private float $c)
    {
        if ($a + $b <= $c || $a + $c <= $b || $b + $c <= $a) {
            throw new DomainException("Invalid triangle: $a, $b, $c");
        }
        parent::__construct('triangle');
    }
    public function perimeter(): float { return $this->a + $this->b + $this->c; }
    public function area(): float
    {
        $s = $this->perimeter() / 2;
        return sqrt($s * ($s - $this->a) * ($s - $this->b) * ($s - $this->c));
    }
}

$shapes = [new Circle(1.5), new Rectangle(3, 4.5), new Square(2), new Triangle(3, 4, 5)];
try {
    $shapes[] = new Triangle(1, 2, 10);
} catch (DomainException $e) {
    echo "Skipped: ", $e->getMessage(), "\n";
}

foreach ($shapes as $shape) {
    echo $shape->describe(), "\n";
}
echo "Shapes created: ", BaseShape::getCount(), "\n";

usort($shapes, fn(Shape $a, Shape $b) => $a->area() <=> $b->area());
echo "Sorted by area: ", implode(', ', array_map(fn($s) => get_class($s), $shapes)), "\n";
$total = array_reduce($shapes, fn($c, $s) => $c + $s->area(), 0.0);
echo "Total area: ", round($total, 3), "\n";
var_dump($total > 20);
echo "Largest: " . get_class(end($shapes)) . "\n";
foreach ($shapes as $s) {
    $kind = match (true) {
        $s instanceof Square => 'square-ish',
        $s instanceof Rectangle => 'rectangular',
        $s instanceof Circle => 'round',
        default => 'other',
    };
    echo str_pad(get_class($s), 10), $kind, ' ', $s instanceof Describable ? 'D' : '-', ' ', get_parent_class($s), "\n";
}
echo Shape::UNITS, ' ', Circle::UNITS, "\n";
echo floor(M_PI * 1000) / 1000, ' ', ceil(2.1), ' ', abs(-3.5), ' ', 10 / 4, ' ', 10 / 5, ' ', 7 % 3, ' ', fmod(7.5, 2), "\n";
