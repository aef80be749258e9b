<?php // features: late_static_binding, magic_get_set, magic_call, abstract_classes, static_members, readonly_properties, clone, isset_empty_unset, dynamic_properties_methods, spread_operator, inheritance

abstract class Model
{
    protected static array $registry = [];
    protected static string $table = 'models';
    private static int $autoId = 0;

    public readonly int $id;
    protected array $attributes = [];

    public function __construct(array $attrs = [])
    {
        $this->id = ++self::$autoId;
        foreach ($attrs as $k => $v) {
            $this->$k = $v;
        }
        static::$registry[static::class][] = $this;
    }

    public function __get(string $name): mixed
    {
        return $this->attributes[$name] ?? null;
    }

    public function __set(string $name, mixed $value): void
    {
        $this->attributes[$name] = $value;
    }

    public function __isset(string $name): bool
    {
        return isset($this->attributes[$name]);
    }

    public static function create(array $attrs): static
    {
        return new static($attrs);
    }

    public static function all(): array
    {
        return static::$registry[static::class] ?? [];
    }

    public static function tableName(): string
    {
        return static::$table;
    }

    abstract public function validate(): bool;

    public function __call(string $method, array $args): mixed
    {
        if (str_starts_with($method, 'get')) {
            $prop = lcfirst(substr($method, 3));
            return $this->attributes[$prop] ?? "no $prop";
        }
        throw new BadMethodCallException("Method $method does not exist on " . static::class);
    }

    public static function __callStatic(string $method, array $args): mixed
    {
        if (str_starts_with($method, 'findBy')) {
            $field = strtolower(substr($method, 6));
            return array_values(array_filter(static::all(), fn($m) => $m->$field === $args[0]));
        }
        throw new BadMethodCallException("Static $method missing");
    }
}

class User extends Model
{
    protected static string $table = 'users';
    public function validate(): bool
    {
        return isset($this->email) && str_contains($this->email, '@');
    }
}

class Post extends Model
{
    public function validate(): bool
    {
        return strlen($this->title ?? '') > 3;
    }
}

$u1 = User::create(['name' => 'ann', 'email' => 'ann@x.org']);
$u2 = User::create(['name' => 'bob', 'email' => 'bob']);
$u3 = new User(['name' => 'ann', 'email' => 'ann2@x.org']);
$p1 = Post::create(['title' => 'Hello world']);
$p2 = Post::create(['title' => 'Hi']);

echo User::tableName(), ' ', Post::tableName(), ' ', Model::tableName(), "\n";
echo count(User::all()), ' users, ', count(Post::all()), " posts\n";
foreach ([...User::all(), ...Post::all()] as $m) {
    printf("#%d %-5s valid=%s name=%s\n", $m->id, get_class($m), $m->validate() ? 'yes' : 'no', $m->getName());
}
echo count(User::findByName('ann')), ' ', User::findByName('bob')[0]->email, "\n";
try {
    $u1->explode();
} catch (BadMethodCallException $e) {
    echo $e->getMessage(), "\n";
}
try {
    Post::deleteAll();
} catch (BadMethodCallException $e) {
    echo $e->getMessage(), ' (code ', $e->getCode(), ")\n";
}
var_dump(isset($u1->name), isset($u1->phone), $u1->phone);
var_dump($u1 instanceof Model, is_subclass_of($u1, 'Model'), $p1 instanceof User);
echo get_class($u1), ' ', $u1::class, ' ', User::class, "\n";
$cls = 'Post';
$p3 = new $cls(['title' => 'Dynamic']);
echo $p3->title, ' ', $p3->id, ' ', count($cls::all()), "\n";
$clone = clone $p3;
$clone->title = 'Cloned';
echo $p3->title, ' vs ', $clone->title, ' ', $clone->id, "\n";
var_dump($p3 == $clone, $p3 === $p3);
