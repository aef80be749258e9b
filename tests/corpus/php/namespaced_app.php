<?php // features: namespaces, attributes, declare_statement, dynamic_properties_methods, error_suppression, bitwise_ops
declare(strict_types=1);

namespace App\Models;

use InvalidArgumentException;

#[\Attribute]
class Column { public function __construct(public string $name = '') {} }

class Permission {
    const READ = 1;
    const WRITE = 2;
    const EXEC = 4;
    #[Column('flags')]
    public int $flags = 0;
    public function grant(int $p): static { $this->flags |= $p; return $this; }
    public function revoke(int $p): static { $this->flags &= ~$p; return $this; }
    public function has(int $p): bool { return ($this->flags & $p) === $p; }
    public function describe(): string {
        $out = '';
        foreach (['READ' => 'r', 'WRITE' => 'w', 'EXEC' => 'x'] as $name => $ch) {
            $out .= $this->has(constant(self::class . '::' . $name)) ? $ch : '-';
        }
        return $out;
    }
}

$p = (new Permission())->grant(Permission::READ | Permission::WRITE);
echo $p->describe(), " ", $p->flags, "\n";
$p->revoke(Permission::WRITE)->grant(Permission::EXEC);
echo $p->describe(), " ", decbin($p->flags), "\n";
echo 6 ^ 3, " ", 1 << 4, " ", 256 >> 2, " ", ~5, " ", 0xFF & 0x0F, "\n";
$field = 'flags';
echo $p->$field, "\n";
$method = 'describe';
echo $p->$method(), "\n";
$cls = Permission::class;
$q = new $cls();
echo get_class($q), " ", $q->describe(), "\n";
$arr = [1, 2];
$v = @$arr[5];
var_dump($v);
try {
    throw new InvalidArgumentException("namespaced");
} catch (InvalidArgumentException $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
