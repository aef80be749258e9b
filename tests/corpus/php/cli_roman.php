<?php // features: functions, exceptions, arrow_functions, array_functions, list_destructuring, print_r

function toRoman(int $number): string
{
    if ($number <= 0 || $number >= 4000) {
        throw new InvalidArgumentException("Out of range: $number");
    }
    $map = [
        'M' => 1000, 'CM' => 900, 'D' => 500, 'CD' => 400,
        'C' => 100, 'XC' => 90, 'L' => 50, 'XL' => 40,
        'X' => 10, 'IX' => 9, 'V' => 5, 'IV' => 4, 'I' => 1,
    ];
    $result = '';
    foreach ($map as $roman => $value) {
        $result .= str_repeat($roman, intdiv($number, $value));
        $number %= $value;
    }
    return $result;
}

function fromRoman(string $roman): int
{
    $values = ['I' => 1, 'V' => 5, 'X' => 10, 'L' => 50, 'C' => 100, 'D' => 500, 'M' => 1000];
    $total = 0;
    $len = strlen($roman);
    for ($i = 0; $i < $len; $i++) {
        $cur = $values[$roman[$i]];
        $next = $i + 1 < $len ? $values[$roman[$i + 1]] : 0;
        $total += $cur < $next ? -$cur : $cur;
    }
    return $total;
}

$tests = [1, 2, 3, 4, 5, 9, 14, 27, 48, 49, 59, 93, 141, 163, 402, 575, 911, 1024, 1990, 2024, 3000, 3999];
foreach ($tests as $n) {
    $r = toRoman($n);
    $back = fromRoman($r);
    echo str_pad((string)$n, 5, ' ', STR_PAD_LEFT), ' => ', str_pad($r, 15), ' => ', $back,
        $back === $n ? ' ok' : ' MISMATCH', PHP_EOL;
}

foreach ([0, -5, 4000] as $bad) {
    try {
        echo toRoman($bad), "\n";
    } catch (InvalidArgumentException $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}

$years = array_map(fn($y) => toRoman($y), range(2000, 2010, 2));
echo implode(', ', $years), "\n";
$lens = array_combine(range(1, 10), array_map(fn($n) => strlen(toRoman($n)), range(1, 10)));
print_r($lens);
$longest = array_reduce(range(1, 3999), function ($carry, $n) {
    $l = strlen(toRoman($n));
    return $l > $carry[1] ? [$n, $l] : $carry;
}, [0, 0]);
[$num, $len] = $longest;
echo "Longest numeral below 4000: $num (" . toRoman($num) . ") with $len chars\n";
