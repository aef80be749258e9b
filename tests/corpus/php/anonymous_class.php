<?php // features: anonymous_classes, interfaces, closures
interface Logger { public function log(string $m): void; }
class App {
    private array $lines = [];
    public function __construct(private Logger $logger) {}
    public function run(): void { $this->logger->log("started"); $this->logger->log("done"); }
}
$logger = new class("APP") implements Logger {
    public array $seen = [];
    public function __construct(private string $prefix) {}
    public function log(string $m): void { $this->seen[] = $m; echo "[{$this->prefix}] $m\n"; }
};
(new App($logger))->run();
echo count($logger->seen), "\n";
var_dump($logger instanceof Logger);
$counter = new class { private int $n = 0; public function inc(): int { return ++$this->n; } };
$counter->inc();
echo $counter->inc(), "\n";
