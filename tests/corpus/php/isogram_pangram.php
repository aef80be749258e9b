<?php // features: functions, string_functions, array_functions
function isIsogram(string $w): bool {
    $letters = str_split(strtolower(preg_replace('/[^a-zA-Z]/', '', $w)));
    return count($letters) === count(array_unique($letters));
}
function isPangram(string $s): bool {
    return count(array_unique(str_split(preg_replace('/[^a-z]/', '', strtolower($s))))) === 26;
}
foreach (["lumberjacks", "isograms", "six-year-old", "Alphabet"] as $w) echo $w, ": ", var_export(isIsogram($w), true), "\n";
var_dump(isPangram("The quick brown fox jumps over the lazy dog"), isPangram("a quick movement of the enemy"));
