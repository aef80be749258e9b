<?php // features: functions, string_functions, array_functions, sorting
function findAnagrams(string $word, array $candidates): array {
    $normalize = function (string $w): string {
        $chars = str_split(strtolower($w));
        sort($chars);
        return implode('', $chars);
    };
    $target = $normalize($word);
    return array_values(array_filter($candidates, fn($c) =>
        strtolower($c) !== strtolower($word) && $normalize($c) === $target));
}
print_r(findAnagrams("listen", ["enlists", "google", "inlets", "banana", "Silent", "LISTEN"]));
print_r(findAnagrams("master", ["stream", "pigeon", "maters"]));
