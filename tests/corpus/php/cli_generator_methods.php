<?php // features: generators, exceptions
// Generator objects driven by hand: current/key/next/send/throw/getReturn.
function counter() { $x = yield 1; echo "got $x\n"; $y = yield 2; echo "got $y\n"; return 'fin'; }
$g = counter();
echo $g->current(), "\n";
echo $g->send('A'), "\n";
$g->send('B');
var_dump($g->valid(), $g->getReturn(), $g->current());
function kv() { yield 'a' => 1; yield 2; yield 10 => 3; yield 4; return 7; }
foreach (kv() as $k => $v) echo "$k=$v ";
echo "\n";
$g = kv(); foreach ($g as $v) echo $v; echo $g->getReturn(), "\n";
$g = kv(); echo $g->key(), $g->current(); $g->next(); echo $g->key(), $g->current(), "\n";
try { foreach ($g as $k => $v) echo "$k=$v "; } catch (Exception $e) { echo $e->getMessage(); }
echo "\n";
function inner() { yield 1; yield 2; return 3; }
function outer() { $r = yield from inner(); yield $r; }
foreach (outer() as $v) echo "$v ";
echo "\n";
$gen = (function() { try { yield 1; yield 2; } catch (Exception $e) { echo "caught ", $e->getMessage(), "\n"; yield 99; } })();
echo $gen->current(), "\n";
echo $gen->throw(new Exception("boom")), "\n";
try { $x = kv(); $x->getReturn(); } catch (Exception $e) { echo $e->getMessage(), "\n"; }
function inf() { $i = 0; while (true) yield $i++; }
foreach (inf() as $v) { if ($v > 3) break; echo $v; }
echo "\n", implode(',', iterator_to_array(kv(), false)), "\n";
$done = kv(); foreach ($done as $v) {}
try { foreach ($done as $v) {} } catch (Exception $e) { echo $e->getMessage(), "\n"; }
$fresh = kv(); $fresh->rewind(); echo $fresh->current(), "\n";
