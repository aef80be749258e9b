<?php // features: arrays, for_loop, functions, array_functions
function sieve(int $limit): array {
    $is = array_fill(2, max(0, $limit - 1), true);
    for ($i = 2; $i * $i <= $limit; $i++) {
        if (!$is[$i]) continue;
        for ($j = $i * $i; $j <= $limit; $j += $i) $is[$j] = false;
    }
    return array_keys(array_filter($is));
}
function primeFactors(int $n): array {
    $f = [];
    for ($d = 2; $n > 1; $d++) {
        while ($n % $d === 0) { $f[] = $d; $n = intdiv($n, $d); }
    }
    return $f;
}
function nthPrime(int $n): int {
    $count = 0;
    for ($c = 2; ; $c++) {
        $prime = true;
        for ($d = 2; $d * $d <= $c; $d++) if ($c % $d === 0) { $prime = false; break; }
        if ($prime && ++$count === $n) return $c;
    }
}
echo implode(" ", sieve(50)), "\n";
echo implode(" x ", primeFactors(901255)), "\n";
echo nthPrime(1000), "\n";
