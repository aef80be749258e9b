<?php // features: visibility, traits, named_arguments, late_static_binding, callable_strings
// A plugin dispatcher that only calls what the caller may call: is_callable()
// honours method visibility (and trait aliases' `as protected`), and
// factories forward named arguments through new static(...$args).

trait Greets {
    public function hello(): string { return 'hello from ' . static::class; }
    private function secret(): string { return 'secret'; }
}
class Handler {
    use Greets { hello as protected politeHello; }
    public function __construct(public string $name = 'h', public int $prio = 0) {}
    public static function make(mixed ...$args): static { return new static(...$args); }
    public function run(): string { return "run {$this->name}/{$this->prio}"; }
    protected function guarded(): string { return 'guarded'; }
    private function internal(): string { return 'internal'; }
    public static function tool(): string { return 'tool'; }
    private static function hiddenTool(): string { return 'hidden'; }
    public function selfCheck(object $o): array {
        return array_map(fn($m) => is_callable([$o, $m]), ['guarded', 'internal', 'politeHello']);
    }
}
class SubHandler extends Handler {
    public function childCheck(): array {
        return [is_callable([$this, 'guarded']), is_callable([$this, 'internal']), is_callable('Handler::hiddenTool')];
    }
}
class Magic { public function __call($n, $a) { return "magic $n"; } private function hidden() {} }

function dispatch(object|string $target, string $method): string {
    $cb = is_string($target) ? "$target::$method" : [$target, $method];
    return is_callable($cb) ? call_user_func($cb) : "cannot call $method";
}

$h = Handler::make('main', prio: 5);
$s = SubHandler::make(prio: 2, name: 'sub');
echo get_class($h), ' ', $h->run(), ' | ', get_class($s), ' ', $s->run(), "\n";
foreach (['run', 'guarded', 'internal', 'hello', 'politeHello', 'secret', 'missing'] as $m) echo str_pad($m, 12), dispatch($h, $m), "\n";
foreach (['tool', 'hiddenTool'] as $m) echo str_pad($m, 12), dispatch('Handler', $m), "\n";
echo dispatch(new Magic, 'anything'), ' / ', var_export(is_callable([new Magic, 'hidden']), true), "\n";
var_dump($h->selfCheck($s), $s->childCheck());
var_dump(is_callable('strlen'), is_callable('no_such_function'), is_callable(fn() => 1), is_callable('Handler::tool'));
