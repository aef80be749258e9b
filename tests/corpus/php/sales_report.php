<?php // features: heredoc_nowdoc, arrays, foreach_by_ref, arrow_functions, sorting, array_functions, printf_sprintf, number_format, null_coalescing
// A sales report from CSV text: parse, aggregate per region and product,
// rank, and print aligned tables.
$csv = <<<CSV
date,region,product,units,price
2024-01-03,North,Widget,12,2.50
2024-01-03,South,Gadget,3,19.99
2024-01-04,North,Gadget,1,19.99
2024-01-05,East,Widget,40,2.45
2024-01-05,South,Widget,7,2.50
2024-01-06,East,Doohickey,2,120.00
2024-01-07,North,Widget,5,2.50
2024-01-08,West,Gadget,9,18.75
CSV;

$lines = explode("\n", trim($csv));
$header = str_getcsv(array_shift($lines));
$rows = array_map(fn($l) => array_combine($header, str_getcsv($l)), $lines);

foreach ($rows as &$r) {
    $r['units'] = (int)$r['units'];
    $r['price'] = (float)$r['price'];
    $r['total'] = round($r['units'] * $r['price'], 2);
}
unset($r);

$byRegion = [];
foreach ($rows as $r) {
    $byRegion[$r['region']] ??= ['units' => 0, 'revenue' => 0.0, 'orders' => 0];
    $byRegion[$r['region']]['units'] += $r['units'];
    $byRegion[$r['region']]['revenue'] += $r['total'];
    $byRegion[$r['region']]['orders']++;
}
uasort($byRegion, fn($a, $b) => $b['revenue'] <=> $a['revenue']);

printf("%-8s %6s %7s %10s\n", 'Region', 'Orders', 'Units', 'Revenue');
echo str_repeat('-', 34), "\n";
foreach ($byRegion as $region => $s) {
    printf("%-8s %6d %7d %10s\n", $region, $s['orders'], $s['units'], number_format($s['revenue'], 2));
}
$grand = array_sum(array_column($rows, 'total'));
printf("%-8s %6d %7d %10s\n", 'TOTAL', count($rows), array_sum(array_column($rows, 'units')), number_format($grand, 2));

// products: units per product, best seller first, ties by name
$units = [];
foreach ($rows as $r) $units[$r['product']] = ($units[$r['product']] ?? 0) + $r['units'];
uksort($units, fn($a, $b) => [$units[$b], $a] <=> [$units[$a], $b]);
echo "\nUnits by product:\n";
foreach ($units as $p => $u) echo '  ', str_pad($p, 10, '.'), str_pad((string)$u, 4, ' ', STR_PAD_LEFT), "\n";

// the biggest single order, and orders over 50.00
$big = array_reduce($rows, fn($c, $r) => $c === null || $r['total'] > $c['total'] ? $r : $c);
echo "\nBiggest order: {$big['date']} {$big['region']} {$big['product']} = ", number_format($big['total'], 2), "\n";
$over = array_filter($rows, fn($r) => $r['total'] > 50);
echo "Orders over 50: ", implode(', ', array_map(fn($r) => "{$r['product']}@{$r['region']}", $over)), "\n";
echo "Keys kept by filter: ", implode(',', array_keys($over)), "\n";

// revenue share as percentages that add up
$shares = array_map(fn($s) => $s['revenue'] / $grand * 100, $byRegion);
foreach ($shares as $region => $pct) printf("%-6s %5.1f%% %s\n", $region, $pct, str_repeat('#', (int)round($pct / 5)));
printf("sum of shares: %.1f\n", array_sum($shares));
