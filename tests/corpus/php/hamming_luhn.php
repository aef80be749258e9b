<?php // features: functions, exceptions, string_functions, for_loop
function hamming(string $a, string $b): int {
    if (strlen($a) !== strlen($b)) throw new InvalidArgumentException("strands must be of equal length");
    $d = 0;
    for ($i = 0; $i < strlen($a); $i++) if ($a[$i] !== $b[$i]) $d++;
    return $d;
}
function luhn(string $num): bool {
    $num = str_replace(' ', '', $num);
    if (strlen($num) <= 1 || !ctype_digit($num)) return false;
    $sum = 0;
    foreach (array_reverse(str_split($num)) as $i => $ch) {
        $d = (int)$ch;
        if ($i % 2 === 1) { $d *= 2; if ($d > 9) $d -= 9; }
        $sum += $d;
    }
    return $sum % 10 === 0;
}
echo hamming("GAGCCTACTAACGGGAT", "CATCGTAATGACGGCCT"), "\n";
try { hamming("AB", "A"); } catch (InvalidArgumentException $e) { echo $e->getMessage(), "\n"; }
foreach (["4539 3195 0343 6467", "8273 1232 7352 0569", "0", "059a"] as $n) {
    echo $n, ": ", luhn($n) ? "valid" : "invalid", "\n";
}
