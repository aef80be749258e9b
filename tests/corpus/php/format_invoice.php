<?php // features: printf_sprintf, number_format, heredoc_nowdoc, math_functions, string_functions, functions
// Printing an invoice: sprintf's flags, widths, precisions and positional
// arguments, number_format, str_pad alignment, heredoc templates.
$items = [
    ['sku' => 'A-100', 'desc' => 'Ergonomic keyboard', 'qty' => 2, 'unit' => 49.9],
    ['sku' => 'B-7', 'desc' => 'USB-C cable (2 m)', 'qty' => 10, 'unit' => 3.333],
    ['sku' => 'C-42', 'desc' => 'Monitor arm', 'qty' => 1, 'unit' => 129.0],
    ['sku' => 'D-1', 'desc' => 'Sticker', 'qty' => 250, 'unit' => 0.045],
];
$vatRate = 0.19;

function money(float $v): string { return number_format($v, 2, ',', '.') . ' EUR'; }

$line = str_repeat('=', 60);
echo $line, "\n", str_pad('INVOICE #2024-0017', 60, ' ', STR_PAD_BOTH), "\n", $line, "\n";
printf("%-6s|%-22s|%5s|%10s|%12s\n", 'SKU', 'Description', 'Qty', 'Unit', 'Amount');
$net = 0;
foreach ($items as $i => $it) {
    $amount = $it['qty'] * $it['unit'];
    $net += $amount;
    printf("%-6s|%-22.22s|%5d|%10.3f|%12s\n", $it['sku'], $it['desc'], $it['qty'], $it['unit'], money($amount));
}
$vat = $net * $vatRate;
echo str_repeat('-', 60), "\n";
printf("%47s %12s\n", 'Net:', money($net));
printf("%47s %12s\n", sprintf('VAT %d%%:', $vatRate * 100), money($vat));
printf("%47s %12s\n", 'Total:', money($net + $vat));

// flags and conversions
printf("[%05d] [%-5d] [%+d] [%+d] [%x] [%X] [%o] [%b] [%c]\n", 42, 42, 42, -42, 255, 255, 8, 5, 65);
printf("[%8.3f] [%-8.2f] [%08.2f] [%.0f] [%e] [%.2E] [%g] [%G]\n", 3.14159, 2.5, -2.5, 2.5, 1234.5678, 0.000123, 0.00001234, 1e20);
printf("[%'*10s] [%'.-10s] [%10.4s] [%u] [%%] [%5.1f%%]\n", 'pad', 'left', 'truncate', 3, 99.44);
printf("%2\$s %1\$s %2\$s\n", 'world', 'hello');
echo sprintf('%03d-%s', 7, 'x'), ' ', vsprintf('%s is %d years', ['Tom', 30]), "\n";

// number_format variants and rounding
foreach ([1234567.891, 0.5, -1234.567, 1.005, 1e6] as $n) {
    echo number_format($n), ' | ', number_format($n, 2), ' | ', number_format($n, 3, ',', ' '), ' | ', number_format($n, 1, '.', ''), "\n";
}
echo round(2.5), ' ', round(-2.5), ' ', round(1.955, 2), ' ', round(1234.5678, -2), ' ', floor(-1.5), ' ', ceil(-1.5), ' ', intdiv(-7, 2), ' ', -7 % 3, ' ', fmod(-7, 3), "\n";

$customer = ['name' => 'Müller GmbH', 'street' => 'Hauptstr. 5', 'city' => '10115 Berlin'];
$due = 14;
echo <<<TXT

Bill to: {$customer['name']}
         {$customer['street']}
         {$customer['city']}
Payment due in $due days ({$items[0]['sku']} ships first).
TXT;
echo "\n", <<<'RAW'
Literal: {$customer['name']} and $due stay as written.
RAW;
echo "\n";
