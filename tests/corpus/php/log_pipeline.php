<?php // features: generators, keyed_destructuring, list_destructuring, arrow_functions, printf_sprintf, heredoc_nowdoc
// Processing an access log lazily: generators chained into a pipeline,
// yield from arrays and other generators (keys kept), keyed yields,
// send() for a running average, and iterator_to_array.
$log = <<<LOG
10.0.0.1 GET /index.html 200 512
10.0.0.2 GET /missing 404 0
10.0.0.1 POST /login 302 128
10.0.0.3 GET /index.html 200 512
10.0.0.2 GET /api/items 500 64
10.0.0.1 GET /api/items 200 2048
LOG;

function lines(string $text): Generator {
    foreach (explode("\n", $text) as $no => $line) yield $no + 1 => $line;
}
function parse(iterable $lines): Generator {
    foreach ($lines as $no => $line) {
        [$ip, $method, $path, $status, $bytes] = explode(' ', $line);
        yield $no => compact('ip', 'method', 'path') + ['status' => (int)$status, 'bytes' => (int)$bytes];
    }
}
function where(iterable $rows, callable $pred): Generator {
    foreach ($rows as $k => $r) if ($pred($r)) yield $k => $r;
}
function pluck(iterable $rows, string $field): Generator {
    foreach ($rows as $k => $r) yield $k => $r[$field];
}

$errors = where(parse(lines($log)), fn($r) => $r['status'] >= 400);
foreach ($errors as $line => $r) printf("line %d: %s %s -> %d\n", $line, $r['method'], $r['path'], $r['status']);

$bytes = iterator_to_array(pluck(parse(lines($log)), 'bytes'));
echo json_encode($bytes), ' total=', array_sum($bytes), "\n";
echo json_encode(iterator_to_array(pluck(parse(lines($log)), 'ip'), false)), "\n";

// yield from: an array's keys come along; the generator's own counter goes on
function withHeader(array $header, iterable $body): Generator {
    yield 'start';
    yield from $header;
    yield from $body;
    yield 'end';
}
foreach (withHeader(['h1' => 'Host', 'h2' => 'Agent'], ['x', 'y']) as $k => $v) echo "$k=$v ";
echo "\n";
function inner(): Generator { yield 'a'; yield 'b'; return 'inner done'; }
function outer(): Generator { $r = yield from inner(); yield $r; }
foreach (outer() as $v) echo $v, ' ';
echo "\n";
echo json_encode(iterator_to_array((function () { yield 1; yield from [10 => 'x', 11 => 'y']; yield 2; })())), "\n";

// a coroutine: send() values in, get the running average out
function averager(): Generator {
    $sum = 0; $n = 0; $avg = null;
    while (true) {
        $x = yield $avg;
        if ($x === null) return $n;
        $sum += $x; $n++;
        $avg = $sum / $n;
    }
}
$avg = averager();
$avg->current();
foreach ([512, 0, 128, 512] as $b) printf("%.1f ", $avg->send($b));
$avg->send(null);
echo "| samples: ", $avg->getReturn(), "\n";

// per-IP statistics from the lazy rows
$stats = [];
foreach (parse(lines($log)) as $r) {
    $stats[$r['ip']]['hits'] = ($stats[$r['ip']]['hits'] ?? 0) + 1;
    $stats[$r['ip']]['bytes'] = ($stats[$r['ip']]['bytes'] ?? 0) + $r['bytes'];
}
ksort($stats);
foreach ($stats as $ip => ['hits' => $h, 'bytes' => $b]) printf("%-9s %d hits %5d bytes\n", $ip, $h, $b);
