<?php // features: printf_sprintf, string_functions, arrays, foreach, heredoc_nowdoc
$rows = [
    ['Name', 'Qty', 'Price'],
    ['Apples', 3, 1.2],
    ['Bananas', 12, 0.5],
    ['Cherries', 100, 12.75],
];
$widths = [];
foreach ($rows as $row)
    foreach ($row as $i => $cell)
        $widths[$i] = max($widths[$i] ?? 0, strlen((string)$cell));
$line = '+' . implode('+', array_map(fn($w) => str_repeat('-', $w + 2), $widths)) . '+';
echo $line, "\n";
foreach ($rows as $r => $row) {
    $cells = [];
    foreach ($row as $i => $cell) {
        $cells[] = ' ' . (is_string($cell) ? str_pad($cell, $widths[$i]) : str_pad((string)$cell, $widths[$i], ' ', STR_PAD_LEFT)) . ' ';
    }
    echo '|', implode('|', $cells), "|\n";
    if ($r === 0) echo $line, "\n";
}
echo $line, "\n";
$name = "Report";
$n = count($rows) - 1;
echo <<<TXT
    Summary for {$name}:
      rows: $n
      widths: {$widths[0]}/{$widths[1]}/{$widths[2]}
    TXT;
echo "\n";
