<?php // features: null_coalescing, nullsafe_operator, isset_empty_unset, ternary
$config = ['debug' => false, 'name' => null];
echo $config['name'] ?? 'default', "\n";
echo $config['missing'] ?? 'fallback', "\n";
echo $config['debug'] ?? 'x', "|\n";
$config['level'] ??= 5;
$config['level'] ??= 9;
echo $config['level'], "\n";
class Address { public function __construct(public ?string $city = null) {} }
class Person { public function __construct(public ?Address $address = null) {}
    public function getAddress(): ?Address { return $this->address; } }
$p1 = new Person(new Address("Paris"));
$p2 = new Person();
echo $p1->getAddress()?->city ?? 'none', "\n";
echo $p2->getAddress()?->city ?? 'none', "\n";
var_dump(isset($config['name']), isset($config['debug']), empty($config['debug']), empty("0"), empty([]), empty("a"));
$v = 0;
echo $v ?: "zero-ish", " ", 5 ?: 1, "\n";
$arr = [1, 2, 3];
unset($arr[1]);
print_r($arr);
$arr[] = 4;
print_r($arr);
var_dump(isset($undefinedVar), $arr[10] ?? "no index");
