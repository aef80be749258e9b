<?php // features: interfaces, class_constants, static_members, abstract_classes
interface Vehicle {
    const WHEELS = 4;
    public function drive(): string;
}
interface Electric { public function charge(): string; }
abstract class Base implements Vehicle {
    protected static array $registry = [];
    public static function register(string $n): void { static::$registry[] = $n; }
    public static function registry(): array { return self::$registry; }
    public function drive(): string { return static::class . " drives on " . static::WHEELS . " wheels"; }
}
class Car extends Base {}
class Bike extends Base { const WHEELS = 2; }
class Tesla extends Car implements Electric { public function charge(): string { return "charging"; } }
foreach ([new Car(), new Bike(), new Tesla()] as $v) {
    echo $v->drive(), "\n";
    if ($v instanceof Electric) echo "  ", $v->charge(), "\n";
}
Base::register("one"); Car::register("two");
print_r(Base::registry());
echo Vehicle::WHEELS, " ", Bike::WHEELS, "\n";
