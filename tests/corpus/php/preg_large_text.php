<?php // features: regex, string_functions
// preg_* over a large text cost the text once, not once per match.
$text = str_repeat("alpha beta gamma ", 100000);
echo preg_match_all('/\w+/', $text, $m), "\n";
$counts = array_count_values($m[0]);
ksort($counts);
foreach ($counts as $w => $n) echo "$w=$n ";
echo "\n", substr(preg_replace('/a/', 'A', $text), 0, 34), "\n";
echo count(preg_split('/\s+/', $text, -1, PREG_SPLIT_NO_EMPTY)), "\n";
echo preg_replace_callback('/\b(\w)(\w*)\b/', fn($x) => strtoupper($x[1]) . $x[2], substr($text, 0, 40)), "\n";
