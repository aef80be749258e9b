<?php // features: string_functions, array_functions, json, sorting
// Hashes, encodings and other string/array built-ins.
$inputs = ['', 'hello', 'The quick brown fox jumps over the lazy dog', str_repeat('ab', 40)];
foreach ($inputs as $s) {
    printf("%-12s md5=%s sha1=%s crc32=%d\n", substr($s, 0, 10), md5($s), sha1($s), crc32($s));
    echo '  ', hash('md5', $s) === md5($s) ? 'same' : 'diff', ' ', hash('crc32b', $s), ' ', base64_encode($s), "\n";
}
var_dump(base64_decode('aGVsbG8gd29ybGQ='), base64_decode('aGVs#bG8', true), bin2hex("\x00\xffA"), hex2bin('414243'), hex2bin('abc'));
echo soundex('Robert'), ' ', soundex('Rupert'), ' ', soundex('Tymczak'), ' ', soundex('Pfister'), "\n";
echo chunk_split('abcdefgh', 3, '|'), ' ', stripslashes('It\\\'s \\"ok\\"'), ' ', strpbrk('keyed=value', '=:'), "\n";
var_dump(strpbrk('abc', 'xyz'));
echo urlencode('a b&c=d/é~'), ' ', rawurlencode('a b&c=d/é~'), ' ', urldecode('a+b%26c'), ' ', rawurldecode('a+b%20c'), "\n";
echo http_build_query(['name' => 'Ann Lee', 'tags' => ['x', 'y'], 'opt' => ['deep' => true, 'off' => false], 'skip' => null]), "\n";
echo http_build_query([10, 20], 'item_', ';'), "\n";
$freq = count_chars('hello world', 1);
foreach ($freq as $byte => $n) echo chr($byte), $n;
echo ' [', count_chars('hello world', 3), "]\n";
$ids = [3, 1, 2, 1];
$names = ['c', 'a', 'b', 'z'];
array_multisort($ids, SORT_DESC, $names);
echo json_encode($ids), json_encode($names), "\n";
$scores = ['x' => 10, 'y' => 30, 'z' => 20];
array_multisort($scores, SORT_NUMERIC, SORT_DESC);
echo json_encode($scores), "\n";
var_dump(json_decode('{bad'), json_last_error(), json_last_error_msg());
json_decode('[1]');
var_dump(json_last_error(), json_last_error_msg(), intval('0x1f', 16), intval('0755', 0), intval('  -42xyz', 10), intval('z', 36));
echo mb_strtoupper('straße café'), ' ', mb_strtolower('ÉCOLE ΑΘΗΝΑ МОСКВА'), "\n";
$words = ['Thompson', 'Knight', 'Thumb', 'Wright', 'Xavier', 'science', 'school', 'Christopher', 'laugh', 'daughter', 'gnome', 'signed', 'edge', 'judge', 'ciao', 'nation', 'which', 'aerial', 'Cicely', 'Schwartz', 'phone', 'accident', 'bbb', 'hello world', '', '123', 'Ghost', 'tough', 'hugh', 'Yvonne', 'yellow', 'quick brown fox', 'MacCaffrey', 'Bach', 'Mb', 'dumb', 'Tchaikovsky', 'Xerxes', 'whistle', 'Wait', 'Ozzy', 'Gnagy', 'thigh', 'weight', 'Stephen', 'Shh', 'sugar', 'sia', 'Zzz', "o'reilly", 'agnes', 'gnu', 'knock', 'pneumonia'];
foreach ($words as $w) echo $w, '=', metaphone($w), ' ', metaphone($w, 2), "\n";
foreach ([0.00001234, 1234567.0, 1e20, 100000, 1000000, 1234, 0, -0.5, 0.0001, 0.00012345678, 123456, 99999.95, 1.5, -1e-10, 3.14159265] as $v)
  printf("%g|%G|%.2g|%.10g|%+g|%10.3g|%-8g|\n", $v, $v, $v, $v, $v, $v, $v);
