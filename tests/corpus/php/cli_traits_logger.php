<?php // features: traits, static_members, named_arguments, constructor_promotion, readonly_properties, print_r, var_dump

trait Loggable
{
    protected array $logs = [];

    public function log(string $msg): void
    {
        $this->logs[] = sprintf("[%s] %s", static::class, $msg);
    }

    public function getLogs(): array
    {
        return $this->logs;
    }
}

trait Countable2
{
    private static int $instances = 0;

    public static function incrementInstances(): int
    {
        return ++self::$instances;
    }

    public static function instances(): int
    {
        return self::$instances;
    }
}

trait Greets
{
    public function hello(): string
    {
        return "Hello from " . $this->name();
    }

    abstract public function name(): string;
}

class User
{
    use Loggable, Countable2, Greets;

    public function __construct(private string $username, private string $email = 'none')
    {
        self::incrementInstances();
        $this->log("created $username");
    }

    public function name(): string
    {
        return $this->username;
    }

    public function changeEmail(string $email): void
    {
        $old = $this->email;
        $this->email = $email;
        $this->log("email changed from $old to $email");
    }
}

class Admin extends User
{
    public function name(): string
    {
        return 'admin:' . parent::name();
    }
}

class Product
{
    use Loggable;
    use Greets {
        hello as protected traitHello;
    }

    public function __construct(public readonly string $title) {}

    public function name(): string { return $this->title; }

    public function hello(): string
    {
        return strtoupper($this->traitHello());
    }
}

$u = new User('jdoe', email: 'j@doe.com');
$u->changeEmail('john@doe.com');
$a = new Admin(username: 'root');
$a->changeEmail('root@localhost');
$p = new Product('Lamp');
$p->log('listed');

foreach ([$u, $a, $p] as $obj) {
    echo $obj->hello(), "\n";
    foreach ($obj->getLogs() as $line) {
        echo "  $line\n";
    }
}
echo "User instances: ", User::instances(), "\n";
echo "Admin instances: ", Admin::instances(), "\n";
print_r(class_uses($u));
var_dump(method_exists($p, 'traitHello'), method_exists($p, 'hello'));
var_dump(in_array('Loggable', class_uses('Product')));
print_r($p);
var_dump($p);
