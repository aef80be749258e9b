<?php // features: classes, visibility, inheritance, static_members
// get_object_vars() sees what the calling scope may see: a DTO's toArray()
// from inside, a serializer from outside, a subclass in between.

class Model {
    public int $id = 7;
    protected string $table = 'users';
    private string $secret = 'hash';
    public function toArray(): array { return get_object_vars($this); }
}
class User extends Model {
    private array $roles = ['admin'];
    public ?string $email = null;
    public function fromChild(): array { return get_object_vars($this); }
    public static function peek(Model $m): array { return get_object_vars($m); }
}
function serialize_public(object $o): string {
    return json_encode(get_object_vars($o));
}

$u = new User();
$u->nickname = 'neo';
echo serialize_public($u), "\n";
echo json_encode($u->toArray()), "\n";
echo json_encode($u->fromChild()), "\n";
echo json_encode(User::peek(new Model())), "\n";
echo json_encode(array_keys(get_object_vars(new ArrayObject([1])))), "\n";
try {
    get_object_vars('User');
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
