<?php // features: array_functions, printf_sprintf, number_format, foreach_by_ref, json, var_dump, print_r, null_coalescing

$inventory = [
    ['sku' => 'A100', 'name' => 'widget', 'price' => 2.5, 'qty' => 100, 'tags' => ['tools', 'small']],
    ['sku' => 'B220', 'name' => 'gadget', 'price' => 12.99, 'qty' => 7, 'tags' => ['electronics']],
    ['sku' => 'C303', 'name' => 'doohickey', 'price' => 0.75, 'qty' => 1500, 'tags' => []],
    ['sku' => 'D404', 'name' => 'thingamajig', 'price' => 149.0, 'qty' => 0, 'tags' => ['large', 'tools']],
    ['sku' => 'E505', 'name' => 'whatsit', 'price' => 33.333, 'qty' => 12, 'tags' => ['misc']],
];

echo str_pad('', 50, '='), "\n";
printf("%-6s|%-12s|%10s|%6s|%12s\n", 'SKU', 'Name', 'Price', 'Qty', 'Value');
echo str_repeat('-', 50), "\n";
$grand = 0;
foreach ($inventory as $item) {
    $value = $item['price'] * $item['qty'];
    $grand += $value;
    printf("%-6s|%-12s|%10.2f|%6d|%12s\n", $item['sku'], ucwords($item['name']), $item['price'], $item['qty'], number_format($value, 2));
}
echo str_repeat('-', 50), "\n";
printf("%-37s%13s\n", 'Total', number_format($grand, 2, ',', '.'));

$inStock = array_filter($inventory, fn($i) => $i['qty'] > 0);
echo "In stock: ", implode(', ', array_column($inStock, 'name')), "\n";
echo "Keys preserved: ", implode(',', array_keys($inStock)), "\n";

$prices = array_column($inventory, 'price', 'sku');
arsort($prices);
print_r($prices);
$cheap = array_filter($prices, fn($p, $sku) => $p < 20 && $sku !== 'C303', ARRAY_FILTER_USE_BOTH);
var_dump($cheap);

$tags = array_unique(array_merge(...array_column($inventory, 'tags')));
sort($tags);
echo "Tags: ", implode(' ', $tags), "\n";

foreach ($inventory as &$item) {
    $item['qty'] += 10;
    $item['name'] = strtoupper($item['name']);
}
unset($item);
echo implode(';', array_map(fn($i) => "{$i['name']}:{$i['qty']}", $inventory)), "\n";

$bySku = array_combine(array_column($inventory, 'sku'), $inventory);
echo $bySku['E505']['name'] ?? 'none', ' ', $bySku['Z999']['name'] ?? 'none', "\n";
var_dump(array_key_exists('B220', $bySku), isset($bySku['B220']['missing']));

$removed = array_splice($inventory, 1, 2, [['sku' => 'X1', 'name' => 'NEW', 'price' => 1, 'qty' => 1, 'tags' => []]]);
echo count($inventory), ' ', count($removed), ' ', $removed[1]['sku'], ' ', $inventory[1]['sku'], "\n";
echo number_format(1234567.891), ' ', number_format(1234567.891, 2), ' ', number_format(0.5), ' ', number_format(-1234.567, 1), "\n";
echo json_encode($inventory[0], JSON_PRETTY_PRINT), "\n";
echo json_encode(['a' => 1.0, 'b' => 0.1 + 0.2, 'c' => null, 'd' => "x\"y/z", 'e' => [1 => 'a', 2 => 'b']]), "\n";
