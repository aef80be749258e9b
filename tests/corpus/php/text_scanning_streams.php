<?php // features: regex, string_functions, variadics, named_arguments, magic_get_set, constructor_promotion, traits, interfaces, isset_empty_unset
// A log-line tokenizer and report writer: preg offsets and flags, strspn,
// sscanf, extract, a CSV written to a memory stream, magic __unset, named
// arguments collected by a variadic, `self` inside a trait.

$line = "  2024-03-15 ERROR [db] timeout after 30s";
$pos = strspn($line, " ");
echo "starts at $pos, word length ", strcspn($line, " ", $pos), "\n";
preg_match('/(\d+)-(\d+)-(\d+)/', $line, $m, PREG_OFFSET_CAPTURE);
echo "date at {$m[0][1]}, month {$m[2][0]} at {$m[2][1]}\n";
preg_match('/\[(\w+)\]/A', $line, $m, 0, 19);
echo "anchored tag: ", $m[1] ?? 'none', "\n";
preg_match('/(x)?(ERROR|WARN)(z)?/', $line, $m, PREG_UNMATCHED_AS_NULL);
var_dump($m);
preg_match_all('/\d+/', $line, $all, PREG_OFFSET_CAPTURE, 10);
foreach ($all[0] as [$num, $at]) echo "$num@$at ";
echo "\n";
print_r(preg_split('/\s+/', trim($line), 3, PREG_SPLIT_OFFSET_CAPTURE));
print_r(preg_grep('/^\d+$/', ['12', 'ab', '7'], PREG_GREP_INVERT));

[$y, $mo] = sscanf("2024-03", "%d-%d");
echo "year $y month $mo\n";
$n = sscanf("id:42 name:Ann", "id:%d name:%s", $id, $name);
echo "$n fields: $id $name\n";
var_dump(sscanf("ff 17 rest", "%x %o %[a-z]"), sscanf("", "%d"));

function settings(array $opts): string {
    $mode = 'default';
    $count = extract($opts, EXTR_SKIP);
    return "$count keys, mode=$mode level=" . ($level ?? 'unset');
}
echo settings(['level' => 3, 'mode' => 'ignored']), "\n";

$fh = fopen('php://memory', 'w+');
foreach ([['name', 'note'], ['Ann', 'says "hi"'], ['Bo, Jr', 'plain']] as $row) fputcsv($fh, $row);
echo "wrote ", ftell($fh), " bytes\n";
rewind($fh);
while (($rec = fgetcsv($fh)) !== false) echo implode(' | ', $rec), "\n";
fseek($fh, 0);
echo fgets($fh), stream_get_contents($fh, 5), "\n";
fclose($fh);

class Bag {
    private array $data = [];
    public function __set($k, $v) { $this->data[$k] = $v; }
    public function __get($k) { echo "(get $k)"; return $this->data[$k] ?? null; }
    public function __isset($k) { return isset($this->data[$k]); }
    public function __unset($k) { echo "(unset $k)"; unset($this->data[$k]); }
}
$b = new Bag;
$b->color = 'red';
unset($b->color, $b->size);
echo "\n", var_export(isset($b->color), true), ' ', $b->missing?->x ?? 'fallback', "\n";

function tag(string $name, string ...$attrs): string {
    $out = "<$name";
    foreach ($attrs as $k => $v) $out .= is_int($k) ? " $v" : " $k=\"$v\"";
    return "$out>";
}
echo tag('input', 'required', type: 'text', id: 'q'), "\n";
echo tag(...['a', 'href' => '/home']), "\n";

class Registry { public function __construct(private array &$items) {} public function add($k, $v) { $this->items[$k] = $v; } }
$store = [];
(new Registry($store))->add('x', 1);
print_r($store);

interface Named { public function name(): string; }
trait SaysClass { public function who(): string { return self::class . '/' . static::class; } }
class Base implements Named { use SaysClass; public function name(): string { return 'base'; } }
class Child extends Base {}
echo (new Child)->who(), ' ', implode(',', class_implements(new Child)), ' ', implode(',', class_parents('Child')), "\n";
