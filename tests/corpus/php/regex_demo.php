<?php // features: regex, string_functions
$text = "Contact: alice@example.com, bob@test.org; phone 555-1234";
if (preg_match('/(\w+)@(\w+)\.(\w+)/', $text, $m)) {
    print_r($m);
}
$n = preg_match_all('/\b(\w+)@/', $text, $all);
echo $n, "\n";
print_r($all);
preg_match_all('/(\d)(\d)/', "12 34 56", $sets, PREG_SET_ORDER);
print_r($sets);
echo preg_replace('/\d/', '#', $text), "\n";
echo preg_replace('/(\w+)@(\w+)/', '$2 at ${1}', "x@y"), "\n";
echo preg_replace_callback('/\d+/', fn($m) => $m[0] * 2, "a1 b22 c333"), "\n";
print_r(preg_split('/[\s,;]+/', "a, b;c  d"));
print_r(preg_split('//', 'abc', -1, PREG_SPLIT_NO_EMPTY));
echo preg_quote("Hello.World?(1+1)"), "\n";
var_dump(preg_match('/^[A-Z][a-z]+$/', "Hello"), preg_match('/^\d+$/', "12a"));
if (preg_match('/(?<year>\d{4})-(?<month>\d{2})/', "Date: 2024-03-15", $d)) {
    echo $d['year'], "/", $d['month'], "\n";
}
echo preg_replace('/\s+/', ' ', "  many   spaces\there "), "|\n";
echo implode("|", preg_split('/(\d)/', "a1b2c", -1, PREG_SPLIT_DELIM_CAPTURE)), "\n";
echo preg_match('/colou?r/i', "COLOR"), "\n";
