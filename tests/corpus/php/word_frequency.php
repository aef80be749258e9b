<?php // features: regex, array_functions, sorting, string_functions, printf_sprintf, heredoc_nowdoc, spaceship
// Word statistics of a short text: tokenising with preg_split, counting,
// ranking, and a few string utilities a report uses.
$text = <<<TXT
The quick brown fox jumps over the lazy dog. The dog sleeps; the fox
doesn't. A fox, a dog, and a cat walk into a bar -- the bar's owner
says: "We don't serve foxes!" The fox leaves. THE END.
TXT;

$words = preg_split('/[^a-z\']+/', strtolower($text), -1, PREG_SPLIT_NO_EMPTY);
echo "words: ", count($words), ", distinct: ", count(array_unique($words)), "\n";

$freq = array_count_values($words);
arsort($freq);
$top = array_slice($freq, 0, 6, true);
foreach ($top as $w => $n) printf("%-8s %s %d\n", $w, str_repeat('*', $n), $n);

// ties broken alphabetically: sort by count desc, then word asc
$pairs = [];
foreach ($freq as $w => $n) $pairs[] = [$w, $n];
usort($pairs, fn($a, $b) => $b[1] <=> $a[1] ?: strcmp($a[0], $b[0]));
echo "top5: ", implode(' ', array_map(fn($p) => "$p[0]($p[1])", array_slice($pairs, 0, 5))), "\n";

// longest words, first letters, average length
$byLen = array_unique($words);
usort($byLen, fn($a, $b) => strlen($b) - strlen($a) ?: strcmp($a, $b));
echo "longest: ", implode(', ', array_slice($byLen, 0, 3)), "\n";
$initials = array_count_values(array_map(fn($w) => $w[0], $words));
ksort($initials);
echo "initials: ", http_build_query($initials, '', ' '), "\n";
printf("average length: %.2f\n", array_sum(array_map('strlen', $words)) / count($words));

// sentences and their word counts
$sentences = preg_split('/(?<=[.!?])\s+/', trim(preg_replace('/\s+/', ' ', $text)));
foreach ($sentences as $i => $s) printf("%d. [%2d] %s\n", $i + 1, str_word_count($s), $s);

echo ucwords("hello wide world"), " | ", ucfirst("élan"), " | ", lcfirst("ABC"), "\n";
echo wordwrap("The quick brown fox sat over the lazy dog", 15, "\n", true), "\n";
echo str_word_count("Hello fri3nd, you're looking good today!"), "\n";
print_r(str_word_count("Hello fri3nd, you're looking", 1));
echo substr_count($text, 'fox'), ' ', substr_count(strtolower($text), 'the'), "\n";
echo similar_text("World", "Word"), ' ', levenshtein("kitten", "sitting"), ' ', soundex("Robert"), ' ', metaphone("Thompson"), "\n";
// spelling suggestions: the closest dictionary words, with costs for typos
$dictionary = ['receive', 'believe', 'recipe', 'deceive', 'relieve', 'review'];
foreach (['recieve', 'beleive', 'reveiw'] as $typo) {
    $scores = array_map(fn($w) => levenshtein($typo, $w, 1, 2, 1), array_combine($dictionary, $dictionary));
    asort($scores);
    printf("%-8s -> %s\n", $typo, implode(', ', array_map(fn($w, $d) => "$w($d)", array_keys(array_slice($scores, 0, 2, true)), array_slice($scores, 0, 2))));
}
echo levenshtein(str_repeat('ab', 4000), str_repeat('ba', 4000)), "\n";
