<?php // features: classes, enums, enum_backed, visibility, print_r, var_dump, exceptions
// serialize / unserialize round trips, __sleep/__wakeup, __serialize/__unserialize.
class User { public $name = 'ann'; protected $role = 'admin'; private $secret = 'x'; public ?User $boss = null; }
enum Suit: string { case Hearts = 'H'; }
class Session { public $data = [1]; public $tmp = 'drop'; public function __sleep() { return ['data']; } public function __wakeup() { $this->tmp = 'woken'; } }
class Money { public function __construct(private int $cents = 0) {} public function __serialize(): array { return ['c' => $this->cents]; } public function __unserialize(array $d): void { $this->cents = $d['c'] * 2; } public function get() { return $this->cents; } }
$values = [null, true, false, 0, -42, 1.5, 0.1, 1.0, -0.0, INF, 'héllo "q"', [], [1, 'a' => [true, null]], new User, Suit::Hearts, new Session, new Money(150)];
foreach ($values as $v) {
    $s = serialize($v);
    echo str_replace("\0", '~', $s), "\n";
    $back = unserialize($s);
    echo str_replace("\0", '~', serialize($back)) === str_replace("\0", '~', $s) ? 'same' : 'diff', ' ', gettype($back), "\n";
}
$u = unserialize(serialize(new User));
print_r($u);
$sess = unserialize(serialize(new Session));
echo $sess->tmp, "\n";
echo unserialize(serialize(new Money(7)))->get(), "\n";
var_dump(unserialize("garbage"), unserialize("a:1:{i:0;s:3:\"abc\";}"));
print_r(unserialize("O:8:\"stdClass\":1:{s:1:\"x\";i:5;}"));
try { serialize(fn() => 1); } catch (Exception $e) { echo $e->getMessage(), "\n"; }
var_dump(unserialize(serialize(Suit::Hearts)) === Suit::Hearts);
