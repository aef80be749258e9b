<?php // features: foreach, arrays, null_coalescing
// Iterating loosely typed configuration: PHP skips (with a warning) a
// foreach over null or a scalar instead of stopping, which config loaders
// rely on when an optional section is missing or mistyped.

$config = ['plugins' => ['cache', 'auth'], 'hooks' => null, 'retries' => 3, 'name' => 'svc', 'flags' => ['debug' => false]];
foreach (['plugins', 'hooks', 'retries', 'name', 'flags', 'missing'] as $section) {
    $n = 0;
    foreach ($config[$section] ?? null as $k => $v) {
        echo "$section.$k = ", var_export($v, true), "\n";
        $n++;
    }
    echo "$section: $n item(s)\n";
}
$total = 0;
foreach ([[1, 2], 5, null, [3]] as $chunk) {
    foreach ($chunk as $x) $total += $x;
}
echo "total $total\n";
