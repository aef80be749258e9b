<?php // features: json, var_export, arrays
$data = ['name' => 'Widget', 'price' => 9.99, 'tags' => ['a', 'b'], 'stock' => 0, 'active' => true, 'meta' => null, 'url' => 'http://x.com/a'];
echo json_encode($data), "\n";
echo json_encode($data, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES), "\n";
echo json_encode([1, 2, 3]), " ", json_encode([1 => 'a', 2 => 'b']), " ", json_encode([]), " ", json_encode(new stdClass()), "\n";
echo json_encode("héllo \"q\" \n"), " ", json_encode("héllo", JSON_UNESCAPED_UNICODE), " ", json_encode(1.0), " ", json_encode(0.1 + 0.2), "\n";
$decoded = json_decode('{"a":1,"b":[1,2,{"c":"d"}],"e":1.5,"f":null,"g":true}', true);
print_r($decoded);
var_dump($decoded['e'], $decoded['g']);
$obj = json_decode('{"x":{"y":"z"}}');
echo $obj->x->y, "\n";
var_dump(json_decode('invalid'));
try {
    json_decode('{bad', false, 512, JSON_THROW_ON_ERROR);
} catch (JsonException $e) {
    echo "JsonException: ", $e->getMessage(), "\n";
}
var_export([1, 'a' => [true, null], 'f' => 1.5, 's' => "it's"]);
echo "\n";
var_export(false); echo "\n";
var_export(2.0); echo "\n";
echo var_export("x", true), "\n";
class Pt implements JsonSerializable {
    public function __construct(public int $x, public int $y) {}
    public function jsonSerialize(): mixed { return ['pt' => [$this->x, $this->y]]; }
}
echo json_encode([new Pt(1, 2)]), "\n";
