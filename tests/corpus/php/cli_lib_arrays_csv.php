<?php // features: array_functions, string_functions, closures, by_ref_params
// CSV parsing, set operations with callbacks, recursive walks, word counts.
foreach (['a,"b,c",d', '', 'x,', ',y', ' "q" ,z', '"a ""quoted"" word",2', 'one;two', "a\tb", '"unterminated,x'] as $line) {
    echo json_encode(str_getcsv($line)), ' ', json_encode(str_getcsv($line, ';')), "\n";
}
similar_text('Hello', 'World', $pct); echo round($pct, 4), ' ', similar_text('', '', $p2), ' ', $p2, "\n";
similar_text('PHP IS GREAT', 'WITH MYSQL', $p3); echo $p3, "\n";
print_r(str_word_count("Hello fri3nd, you're looking-good -x y- today!", 2));
print_r(str_word_count("'tis the end-", 1));
echo str_word_count("a1b2c3", 0, '123'), "\n";
$data = ['a' => [1, 2, ['b' => 3]], 'c' => 4];
array_walk_recursive($data, function (&$v, $k, $mul) { $v = $v * $mul; }, 10);
echo json_encode($data), "\n";
print_r(array_intersect_ukey(['a' => 1, 'b' => 2, 'c' => 3], ['A' => 0, 'C' => 0], 'strcasecmp'));
print_r(array_udiff_assoc(['a' => 'x', 'b' => 'Y'], ['a' => 'X', 'b' => 'z'], 'strcasecmp'));
print_r(array_diff_uassoc(['a' => 1, 'b' => 2], ['A' => 1, 'b' => 3], 'strcasecmp'));
print_r(array_udiff([1, 5, 3], [3, 4], fn($a, $b) => $a <=> $b));
print_r(array_uintersect(['a', 'B'], ['A', 'b'], 'strcasecmp'));
print_r(array_diff_ukey(['a' => 1, 'b' => 2], ['A' => 1], fn($x, $y) => strcasecmp($x, $y)));
print_r(array_intersect_assoc(['a' => 'g', 'b' => 'r', 0 => 'x'], ['a' => 'g', 'b' => 'y', 0 => 'x']));
print_r(array_uintersect_assoc(['a' => 'x', 'b' => 'Y'], ['a' => 'X', 'b' => 'z'], 'strcasecmp'));
print_r(array_intersect_uassoc(['a' => 1, 'b' => 2], ['A' => 1, 'b' => 3], 'strcasecmp'));
