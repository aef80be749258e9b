<?php // features: magic_get_set, magic_call, magic_tostring, magic_invoke, classes
class Bag {
    private array $data = [];
    public function __get($name) { echo "get $name\n"; return $this->data[$name] ?? null; }
    public function __set($name, $value) { echo "set $name\n"; $this->data[$name] = $value; }
    public function __isset($name) { return isset($this->data[$name]); }
    public function __call($name, $args) { return $name . "(" . implode(", ", $args) . ")"; }
    public static function __callStatic($name, $args) { return "static " . $name; }
    public function __toString(): string { return "Bag(" . implode(",", array_keys($this->data)) . ")"; }
    public function __invoke($x) { return $x * 2; }
}
$b = new Bag();
$b->color = "red";
$b->size = 3;
echo $b->color, "\n";
var_dump($b->missing);
echo $b->doThing(1, 2), "\n";
echo Bag::build(), "\n";
echo "$b", " ", strlen($b), "\n";
echo $b(21), "\n";
echo implode(",", array_map($b, [1, 2])), "\n";
