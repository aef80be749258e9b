<?php // features: abstract_classes, interfaces, inheritance, instanceof, magic_tostring, static_members
interface HasArea {
    public function area(): float;
}
abstract class Shape implements HasArea {
    protected static int $count = 0;
    public function __construct(protected string $name) { static::$count++; self::$count += 0; }
    abstract public function area(): float;
    public function describe(): string {
        return sprintf("%s with area %.2f", $this->name, $this->area());
    }
    public static function count(): int { return self::$count; }
    public function __toString(): string { return $this->describe(); }
}
class Circle extends Shape {
    public function __construct(private float $r) { parent::__construct("Circle"); }
    public function area(): float { return M_PI * $this->r ** 2; }
}
class Rect extends Shape {
    public function __construct(private float $w, private float $h) { parent::__construct("Rect"); }
    public function area(): float { return $this->w * $this->h; }
}
class Square extends Rect {
    public function __construct(float $side) { parent::__construct($side, $side); $this->name = "Square"; }
}
$shapes = [new Circle(1.5), new Rect(2, 3.5), new Square(4)];
foreach ($shapes as $s) {
    echo $s, "\n";
}
echo "Total shapes: ", Shape::count(), "\n";
var_dump($shapes[2] instanceof Rect, $shapes[2] instanceof HasArea, $shapes[0] instanceof Rect);
usort($shapes, fn($a, $b) => $a->area() <=> $b->area());
foreach ($shapes as $s) echo get_class($s), " ";
echo "\n";
$total = array_sum(array_map(fn(HasArea $s) => $s->area(), $shapes));
printf("Sum: %.3f\n", $total);
