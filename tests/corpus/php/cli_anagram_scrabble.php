<?php // features: functions, closures, arrow_functions, string_functions, array_functions, sorting, static_vars, list_destructuring, json

function findAnagrams(string $word, array $candidates): array
{
    $normalize = function (string $w): string {
        $chars = mb_str_split(mb_strtolower($w));
        sort($chars);
        return implode('', $chars);
    };
    $target = $normalize($word);
    $lower = mb_strtolower($word);
    return array_values(array_filter(
        $candidates,
        fn($c) => mb_strtolower($c) !== $lower && $normalize($c) === $target
    ));
}

function scrabbleScore(string $word): int
{
    static $table = null;
    if ($table === null) {
        $groups = [
            1 => 'AEIOULNRST', 2 => 'DG', 3 => 'BCMP', 4 => 'FHVWY', 5 => 'K', 8 => 'JX', 10 => 'QZ',
        ];
        $table = [];
        foreach ($groups as $score => $letters) {
            foreach (str_split($letters) as $l) {
                $table[$l] = $score;
            }
        }
    }
    $score = 0;
    foreach (str_split(strtoupper($word)) as $ch) {
        $score += $table[$ch] ?? 0;
    }
    return $score;
}

function acronym(string $phrase): string
{
    $words = preg_split('/[\s\-_]+/', $phrase, -1, PREG_SPLIT_NO_EMPTY);
    return implode('', array_map(fn($w) => strtoupper($w[0]), $words));
}

function isPangram(string $s): bool
{
    return count(array_unique(str_split(preg_replace('/[^a-z]/', '', strtolower($s))))) === 26;
}

function isIsogram(string $s): bool
{
    $letters = str_split(strtolower(preg_replace('/[\s-]/', '', $s)));
    return count($letters) === count(array_unique($letters));
}

$cases = [
    ['listen', ['enlists', 'google', 'inlets', 'banana', 'Silent', 'LISTEN', 'tinsel']],
    ['Orchestra', ['cashregister', 'Carthorse', 'radishes']],
    ['good', ['dog', 'goody']],
];
foreach ($cases as [$word, $cands]) {
    $found = findAnagrams($word, $cands);
    echo "$word: ", $found ? implode(', ', $found) : '(none)', "\n";
}

$words = ['cabbage', 'quirky', 'OxyphenButazone', 'street', 'zoo', 'a', ''];
$scores = array_combine($words, array_map('scrabbleScore', $words));
arsort($scores);
foreach ($scores as $w => $s) {
    printf("%-16s %3d %s\n", $w === '' ? '<empty>' : $w, $s, str_repeat('*', intdiv($s, 2)));
}

foreach (['Portable Network Graphics', 'Ruby on Rails', 'Complementary metal-oxide semiconductor', 'The Road _Not_ Taken', 'Something - I made up from thin air'] as $p) {
    echo str_pad(acronym($p), 8), "<- $p\n";
}

foreach (['The quick brown fox jumps over the lazy dog', 'a quick movement of the enemy', 'Five quacking Zephyrs jolt my wax bed.'] as $p) {
    echo (isPangram($p) ? 'PANGRAM ' : 'not     '), $p, "\n";
}
foreach (['lumberjacks', 'isograms', 'six-year-old', 'Alphabet', 'thumbscrew-japingly'] as $w) {
    echo $w, ': ', var_export(isIsogram($w), true), "\n";
}
echo mb_strlen('héllo wörld'), ' ', strlen('héllo wörld'), ' ', mb_strtoupper('héllo'), ' ', mb_substr('héllo', 1, 3), "\n";
echo ucfirst(implode(' ', array_reverse(explode(' ', 'world the hello')))), "\n";
$letters = array_count_values(str_split('mississippi'));
ksort($letters);
echo http_build_query($letters), "\n";
echo implode(',', array_fill(0, 3, 'x')), ' ', json_encode(array_fill_keys(['a', 'b'], 0)), ' ', json_encode(array_flip(['a', 'b', 'c'])), "\n";
echo json_encode(array_pad([1, 2], 4, 0)), json_encode(array_chunk([1, 2, 3, 4, 5], 2)), json_encode(array_chunk(['a' => 1, 'b' => 2, 'c' => 3], 2, true)), "\n";
echo json_encode(array_diff([1, 2, 3, 4], [2, 4])), json_encode(array_intersect_key(['a' => 1, 'b' => 2, 'c' => 3], ['a' => 0, 'c' => 0])), json_encode(array_diff_key(['x' => 1, 'y' => 2], ['x' => 9])), "\n";
