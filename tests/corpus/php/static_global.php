<?php // features: static_vars, global_vars, functions, constants
$counter = 0;
const GREETING = "hi";
define('LIMIT', 3);
function incrementGlobal() {
    global $counter;
    $counter++;
}
function nextId() {
    static $id = 0;
    $id++;
    return $id;
}
incrementGlobal(); incrementGlobal();
echo $counter, "\n";
echo nextId(), nextId(), nextId(), "\n";
echo GREETING, " ", LIMIT, " ", defined('LIMIT') ? "yes" : "no", "\n";
function memoFib($n) {
    static $memo = [];
    if ($n <= 1) return $n;
    if (isset($memo[$n])) return $memo[$n];
    return $memo[$n] = memoFib($n - 1) + memoFib($n - 2);
}
echo memoFib(50), "\n";
echo PHP_EOL === "\n" ? "eol ok" : "eol?", PHP_EOL;
