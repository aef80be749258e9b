<?php // features: abstract_classes, inheritance, generators, spl_interfaces, readonly_properties, exceptions, array_functions
// A small job scheduler: priority queue by SplPriorityQueue, dependencies
// resolved by topological sort, retries with exceptions, and a generator
// that yields the run log.
abstract class Job {
    protected int $attempts = 0;
    public function __construct(public readonly string $name, public readonly int $priority = 0, public readonly array $deps = []) {}
    abstract protected function work(): string;
    public function run(): string {
        $this->attempts++;
        return $this->work();
    }
    public function attempts(): int { return $this->attempts; }
}
final class EchoJob extends Job {
    protected function work(): string { return strtoupper($this->name); }
}
final class FlakyJob extends Job {
    public function __construct(string $name, private int $failures, int $priority = 0, array $deps = []) { parent::__construct($name, $priority, $deps); }
    protected function work(): string {
        if ($this->attempts <= $this->failures) throw new RuntimeException("{$this->name} failed (attempt {$this->attempts})");
        return "{$this->name} ok after {$this->attempts}";
    }
}

/** @param Job[] $jobs */
function topo(array $jobs): array {
    $indeg = array_fill_keys(array_keys($jobs), 0);
    $edges = [];
    foreach ($jobs as $n => $j) foreach ($j->deps as $d) { $edges[$d][] = $n; $indeg[$n]++; }
    $q = new SplPriorityQueue();
    $serial = PHP_INT_MAX;
    foreach ($indeg as $n => $deg) if ($deg === 0) $q->insert($n, [$jobs[$n]->priority, $serial--]);
    $order = [];
    while (!$q->isEmpty()) {
        $n = $q->extract();
        $order[] = $n;
        foreach ($edges[$n] ?? [] as $m) if (--$indeg[$m] === 0) $q->insert($m, [$jobs[$m]->priority, $serial--]);
    }
    if (count($order) !== count($jobs)) throw new LogicException('cycle among: ' . implode(',', array_diff(array_keys($jobs), $order)));
    return $order;
}

function runAll(array $jobs, int $maxRetries): Generator {
    foreach (topo($jobs) as $name) {
        $job = $jobs[$name];
        while (true) {
            try {
                yield $name => $job->run();
                break;
            } catch (RuntimeException $e) {
                yield $name => 'retry: ' . $e->getMessage();
                if ($job->attempts() > $maxRetries) { yield $name => 'giving up'; break; }
            }
        }
    }
    return count($jobs);
}

$list = [
    new EchoJob('fetch', 5),
    new EchoJob('parse', 3, ['fetch']),
    new FlakyJob('upload', 2, 1, ['parse']),
    new EchoJob('notify', 9, ['upload']),
    new EchoJob('cleanup', 0),
    new FlakyJob('index', 5, 4, ['parse']),
];
$jobs = [];
foreach ($list as $j) $jobs[$j->name] = $j;

$gen = runAll($jobs, 3);
foreach ($gen as $name => $msg) printf("%-8s %s\n", $name, $msg);
echo "jobs: ", $gen->getReturn(), "\n";
echo "attempts: ", json_encode(array_map(fn(Job $j) => $j->attempts(), $jobs)), "\n";

try {
    topo(['a' => new EchoJob('a', 0, ['b']), 'b' => new EchoJob('b', 0, ['a']), 'c' => new EchoJob('c')]);
} catch (LogicException $e) {
    echo $e->getMessage(), "\n";
}

$pq = new SplPriorityQueue();
$pq->setExtractFlags(SplPriorityQueue::EXTR_BOTH);
foreach (['low' => 1, 'high' => 10, 'mid' => 5] as $v => $p) $pq->insert($v, $p);
print_r($pq->extract());
echo $pq->count(), ' ', $pq->top()['data'], "\n";
