<?php // features: regex, sorting, printf_sprintf, print_r, json, closures, declare_statement, var_dump
declare(strict_types=1);

function wordCount(string $text): array
{
    $text = strtolower($text);
    $words = preg_split('/[^a-z0-9\']+/', $text, -1, PREG_SPLIT_NO_EMPTY);
    $counts = [];
    foreach ($words as $word) {
        $word = trim($word, "'");
        if ($word === '') {
            continue;
        }
        if (!isset($counts[$word])) {
            $counts[$word] = 0;
        }
        $counts[$word]++;
    }
    return $counts;
}

$samples = [
    "one fish two fish red fish blue fish",
    "Joe can't tell between 'large' and large.",
    "car: carpet as java: javascript!!&@$%^&",
    "First: don't laugh. Then: don't cry.",
    " multiple   whitespaces ",
    "testing, 1, 2 testing",
];

foreach ($samples as $i => $sample) {
    $counts = wordCount($sample);
    echo "Sample #" . ($i + 1) . ": \"$sample\"\n";
    arsort($counts);
    foreach ($counts as $w => $c) {
        printf("  %-12s %3d\n", $w, $c);
    }
    echo "  total words: " . array_sum($counts) . ", unique: " . count($counts) . "\n";
}

// Top words across all samples
$all = [];
foreach ($samples as $s) {
    foreach (wordCount($s) as $w => $c) {
        $all[$w] = ($all[$w] ?? 0) + $c;
    }
}
uksort($all, function ($a, $b) use ($all) {
    if ($all[$a] === $all[$b]) {
        return strcmp((string)$a, (string)$b);
    }
    return $all[$b] <=> $all[$a];
});
$top = array_slice($all, 0, 5, true);
echo "Top 5:\n";
print_r($top);
echo json_encode($top), "\n";
$lengths = array_map('strlen', array_keys($all));
echo "Longest word length: " . max($lengths) . "\n";
echo "Average length: " . round(array_sum($lengths) / count($lengths), 2) . "\n";
var_dump(array_key_first($all), array_key_last($all));
