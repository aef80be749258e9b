<?php // features: named_arguments, string_functions, array_functions, json
// Rendering user content safely: the htmlspecialchars family with its flags,
// and built-in functions called with named arguments, as templates do.

$comments = [
    ['author' => 'Ann & Bo', 'text' => 'I <3 "PHP" & it\'s fine', 'url' => '/u?id=1&x=2'],
    ['author' => 'Zoë', 'text' => 'Already escaped: &amp; &lt;b&gt; &copy; &nope;', 'url' => '/z'],
    ['author' => "bad \xC3 byte", 'text' => '€ — café', 'url' => '/b'],
];
foreach ($comments as $i => $c) {
    $author = htmlspecialchars($c['author']);
    $text = htmlspecialchars($c['text'], double_encode: false);
    $url = htmlspecialchars($c['url'], ENT_QUOTES | ENT_HTML5);
    echo "<li data-i=\"$i\"><a href=\"$url\">$author</a>: $text</li>\n";
}
foreach ([ENT_COMPAT, ENT_NOQUOTES, ENT_QUOTES, ENT_QUOTES | ENT_XML1] as $flags) {
    echo str_pad((string)$flags, 3, ' ', STR_PAD_LEFT), ' ', htmlspecialchars("'a' \"b\"", $flags), "\n";
}
var_dump(htmlspecialchars("x\xFFy", ENT_QUOTES), htmlspecialchars("x\xFFy", ENT_QUOTES | ENT_IGNORE));
echo htmlentities('Café © 2024 — “quotes” <tag>'), "\n";
echo html_entity_decode('Caf&eacute; &copy; &#8364; &#x263A; &hearts; &amp;amp; &apos;'), "\n";
echo html_entity_decode('&apos; &quot;', ENT_QUOTES | ENT_HTML5), "\n";
echo htmlspecialchars_decode('&lt;p class=&quot;x&quot;&gt;Tom&#039;s &amp;amp; &copy;&lt;/p&gt;'), "\n";
echo htmlspecialchars_decode('&quot;kept&quot; &#039;kept&#039;', ENT_NOQUOTES), "\n";

// named arguments to built-ins: skipped parameters keep their defaults
echo str_pad('7', 3, pad_type: STR_PAD_LEFT, pad_string: '0'), "\n";
print_r(array_slice(['a' => 1, 5 => 2, 9 => 3], 1, preserve_keys: true));
echo json_encode(['path' => '/x/y'], flags: JSON_UNESCAPED_SLASHES), "\n";
var_dump(json_decode('{"k":[1]}', associative: true));
echo implode(separator: ', ', array: array_fill(start_index: 0, count: 3, value: 'ha')), "\n";
echo number_format(1234567.891, decimals: 2, thousands_separator: ' '), "\n";
print_r(explode(',', 'a,b,c,d', limit: 2));
print_r(array_filter([1, 0, 2, null, 3], mode: ARRAY_FILTER_USE_KEY, callback: fn($k) => $k % 2 === 0));
foreach ([fn() => strlen(strng: 'x'), fn() => str_pad('x', 3, length: 4)] as $bad) {
    try {
        $bad();
    } catch (Error $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
