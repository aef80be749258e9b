<?php // features: regex, closures, arrow_functions, string_functions, sorting, printf_sprintf, var_dump

function encode(string $input): string
{
    return preg_replace_callback('/(.)\1+/', function (array $m): string {
        return strlen($m[0]) . $m[1];
    }, $input);
}

function decode(string $input): string
{
    return preg_replace_callback('/(\d+)(\D)/', fn($m) => str_repeat($m[2], (int)$m[1]), $input);
}

function encodeManual(string $s): string
{
    $out = '';
    $n = strlen($s);
    $i = 0;
    while ($i < $n) {
        $j = $i;
        while ($j < $n && $s[$j] === $s[$i]) {
            $j++;
        }
        $count = $j - $i;
        $out .= ($count > 1 ? $count : '') . $s[$i];
        $i = $j;
    }
    return $out;
}

$cases = [
    '',
    'XYZ',
    'AABBBCCCC',
    'WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWBWWWWWWWWWWWWWW',
    '  hsqq qww  ',
    'aabbbcccc',
    'zzz ZZ  zZ',
];

foreach ($cases as $c) {
    $e1 = encode($c);
    $e2 = encodeManual($c);
    $d = decode($e1);
    printf("%-30s | %-20s | %s | %s\n", substr($c, 0, 30), $e1, $e1 === $e2 ? 'same' : 'diff', $d === $c ? 'roundtrip' : 'BROKEN');
}

$ratio = [];
foreach ($cases as $c) {
    if ($c === '') continue;
    $ratio[$c] = strlen(encode($c)) / strlen($c);
}
asort($ratio);
foreach ($ratio as $k => $r) {
    echo sprintf("%5.1f%%", $r * 100), " ", strlen($k) > 10 ? substr($k, 0, 10) . '...' : $k, "\n";
}

$chars = count_chars('AABBBCCCCD', 1);
foreach ($chars as $code => $cnt) {
    echo chr($code), '=', $cnt, ' ';
}
echo "\n";
echo ucfirst(strrev(encode('aaabccddd'))), "\n";
echo str_word_count("The quick brown fox"), "\n";
echo wordwrap(encode(str_repeat('ab', 3) . str_repeat('c', 20) . 'dddd'), 5, "\n", true), "\n";
var_dump(decode('12WB12W3B24WB'));
