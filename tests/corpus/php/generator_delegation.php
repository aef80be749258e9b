<?php // features: generators, closures
// A paginated fetcher built from delegating generators: yield from another
// generator keeps its keys, forwards send() to it and returns its result;
// yield from an array keeps the array's keys.

function page(int $no, int $size): Generator {
    $cmd = yield "page$no-start" => $size;
    if ($cmd !== null) echo "  page $no got '$cmd'\n";
    for ($i = 0; $i < $size; $i++) yield "p{$no}i$i" => $no * 10 + $i;
    return $size;
}
function allPages(int $pages): Generator {
    $total = 0;
    yield 'begin';
    for ($p = 1; $p <= $pages; $p++) $total += yield from page($p, $p);
    yield from ['done' => true, 42 => 'answer', 'tail'];
    yield "total=$total";
    return $total;
}
foreach (allPages(2) as $k => $v) echo var_export($k, true), ' => ', var_export($v, true), "\n";

$g = allPages(1);
echo $g->current(), "\n";
$g->next();
echo $g->key(), ' ', $g->current(), "\n";
echo var_export($g->send('stop'), true), ' at ', $g->key(), "\n";
while ($g->valid()) $g->next();
echo "return: ", $g->getReturn(), "\n";

function countdown(int $n): Generator { while ($n > 0) yield $n--; return 'liftoff'; }
function launch(): Generator { $r = yield from countdown(3); yield $r; }
echo implode(',', iterator_to_array(launch(), false)), "\n";
var_dump(iterator_to_array(launch(), true));
$inline = (function () { yield from (fn() => yield 'x')(); yield 'y'; })();
foreach ($inline as $k => $v) echo "$k:$v ";
echo "\n";
