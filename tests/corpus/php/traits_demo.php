<?php // features: traits, classes, static_members, late_static_binding
trait Greets {
    public function greet(): string { return "Hello from " . $this->name(); }
}
trait Counts {
    private int $calls = 0;
    public function tick(): int { return ++$this->calls; }
}
class Robot {
    use Greets, Counts;
    public function __construct(private string $id) {}
    public function name(): string { return "Robot " . $this->id; }
}
class Model {
    public static function create(): static { return new static(); }
    public function kind(): string { return static::class; }
}
class User extends Model {}
$r = new Robot("R2");
echo $r->greet(), "\n";
$r->tick(); $r->tick();
echo "ticks: ", $r->tick(), "\n";
echo (new Model())->kind(), "\n";
echo User::create()->kind(), "\n";
echo get_class(User::create()), "\n";
