<?php // features: regex, arrays, sorting, foreach, array_functions
$text = "The cat and the hat. The CAT sat! Don't stop, won't stop; 'quoted' words";
$counts = [];
preg_match_all("/[a-z0-9]+(?:'[a-z]+)?/", strtolower($text), $m);
foreach ($m[0] as $w) {
    $counts[$w] = ($counts[$w] ?? 0) + 1;
}
arsort($counts);
foreach (array_slice($counts, 0, 5, true) as $w => $c) echo str_pad($w, 8), $c, "\n";
echo count($counts), " distinct\n";
$freq = array_count_values(str_split(preg_replace('/\W/', '', strtolower($text))));
ksort($freq);
echo json_encode(array_slice($freq, 0, 6)), "\n";
