<?php // features: json, exceptions, var_export
// json_encode's escaping flags and error reporting, json_decode's depth and
// flags, as a small API layer would use them.

$payload = ['html' => '<a href="x">Tom & Jerry\'s</a>', 'path' => '/tmp/x', 'name' => "Zoë \u{1F600}", 'sep' => "a\u{2028}b"];
echo json_encode($payload), "\n";
echo json_encode($payload, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT | JSON_UNESCAPED_SLASHES), "\n";
echo json_encode($payload, JSON_UNESCAPED_UNICODE), "\n";
echo json_encode($payload, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_LINE_TERMINATORS), "\n";
echo json_encode(['id' => '42', 'price' => '9.50', 'code' => '007', 'sku' => 'A1', 'exp' => '1e3'], JSON_NUMERIC_CHECK), "\n";

function report(string $what, mixed $result): void {
    printf("%-12s %s | %d %s\n", $what, var_export($result, true), json_last_error(), json_last_error_msg());
}
report('nan', json_encode(['x' => NAN]));
report('ok', json_encode([1, 2]));
report('bad utf8', json_encode("caf\xE9"));
report('ignore', json_encode("caf\xE9!", JSON_INVALID_UTF8_IGNORE));
report('substitute', json_encode("caf\xE9\xC0\xAF", JSON_INVALID_UTF8_SUBSTITUTE));
report('deep', json_decode('[[[1]]]', true, 3));
report('deep ok', json_decode('[[[1]]]', true, 4));
report('syntax', json_decode('{"a":'));
report('empty', json_decode(''));
report('scalar', json_decode('"s"', false, 1));
var_dump(json_decode('{"a":{"b":2}}', null, 512, JSON_OBJECT_AS_ARRAY));
var_dump(json_last_error() === JSON_ERROR_NONE, JSON_ERROR_DEPTH, JSON_ERROR_UTF8, JSON_ERROR_INF_OR_NAN);

foreach (['encode' => fn() => json_encode(INF, JSON_THROW_ON_ERROR),
          'decode' => fn() => json_decode('[1,', false, 512, JSON_THROW_ON_ERROR),
          'depth' => fn() => json_decode('[[1]]', true, 1, JSON_THROW_ON_ERROR)] as $what => $f) {
    try {
        $f();
    } catch (JsonException $e) {
        echo "$what: ", get_class($e), " #", $e->getCode(), " ", $e->getMessage(), " (last error ", json_last_error(), ")\n";
    }
}
var_export([PHP_INT_MIN, PHP_INT_MAX, -1]);
echo "\n";
