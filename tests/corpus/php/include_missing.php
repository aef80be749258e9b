<?php // features: include_require, functions
// expect: symbolic
// A script whose bootstrap file is not part of the run: the require is kept
// (its path is evaluated), and what the missing file defines stays unknown,
// so the rest of the script still runs.
$root = __DIR__ . '/../app';
$loaded = require_once $root . '/bootstrap.php';
include 'helpers.php';

function fmt_total(array $items): string {
    $sum = 0;
    foreach ($items as $price) {
        $sum += $price;
    }
    return number_format($sum, 2);
}

echo "loaded: ", $loaded ? "yes" : "no", "\n";
echo "total: ", fmt_total([3.5, 4.25, 10]), "\n";
$config = app_config('db');
echo "db host: ", $config['host'], "\n";
echo basename($root), "\n";
