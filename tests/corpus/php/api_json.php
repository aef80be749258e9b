<?php // features: json, interfaces, static_members, arrow_functions, var_dump, var_export, exceptions, callable_strings
// Encoding and decoding API payloads: JsonSerializable, pretty printing,
// flags, nested decoding to arrays and objects, error handling.
final class User implements JsonSerializable {
    public function __construct(private int $id, private string $name, private array $roles = [], private ?string $email = null) {}
    public function jsonSerialize(): array {
        return array_filter(['id' => $this->id, 'name' => $this->name, 'roles' => $this->roles, 'email' => $this->email],
            fn($v) => $v !== null);
    }
    public static function fromArray(array $a): self { return new self($a['id'], $a['name'], $a['roles'] ?? [], $a['email'] ?? null); }
}

$users = [new User(1, 'Ada', ['admin', 'dev'], 'ada@example.com'), new User(2, 'Linus'), new User(3, 'Grace Hopper', ['dev'])];
$payload = ['ok' => true, 'count' => count($users), 'data' => $users, 'meta' => ['page' => 1, 'ratio' => 0.5, 'next' => null]];
echo json_encode($payload), "\n";
echo json_encode($payload, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES), "\n";

$text = '{"id": 7, "name": "Zoë \u00e9", "tags": ["a", "b"], "geo": {"lat": 52.52, "lng": 13.405}, "active": false, "score": 1e3, "note": null}';
$asArray = json_decode($text, true);
var_dump($asArray['name'], $asArray['geo']['lat'], $asArray['score'], $asArray['active'], $asArray['note']);
$asObject = json_decode($text);
echo $asObject->geo->lng, ' ', implode('|', $asObject->tags), ' ', get_class($asObject), "\n";
echo json_encode($asObject->geo), "\n";

$back = array_map([User::class, 'fromArray'], json_decode(json_encode($users), true));
echo json_encode($back) === json_encode($users) ? "round trip ok\n" : "round trip differs\n";

echo json_encode(['a' => 1.0, 'b' => [1, 2, 3], 'c' => [], 'd' => new stdClass, 'e' => "quote\"slash/", 'f' => "ü"]), "\n";
echo json_encode([1.0, 2.5], JSON_PRESERVE_ZERO_FRACTION), ' ', json_encode(['x' => 'é'], JSON_UNESCAPED_UNICODE), "\n";
echo json_encode([3 => 'a', 4 => 'b']), ' ', json_encode(['a', 'b']), ' ', json_encode([]), ' ', json_encode([], JSON_FORCE_OBJECT), "\n";

foreach (['{"a":1', '[1,2,]', '"just a string"', '12', 'nul'] as $bad) {
    $r = json_decode($bad, true);
    printf("%-16s => %s (error %d: %s)\n", $bad, var_export($r, true), json_last_error(), json_last_error_msg());
}
try {
    json_decode('{oops}', false, 512, JSON_THROW_ON_ERROR);
} catch (JsonException $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
