<?php // features: floats, integers, int_overflow, casts, type_functions, math_functions, match, comparison_loose, var_dump, number_format

$values = [0, 1, -1, 3.0, 2.5, -0.0, 1e3, 1.5e-7, 0.1 + 0.2, 1/3, 10/3, 2**63, PHP_INT_MAX, PHP_INT_MIN, 7.0E+20, 1e15, 1e14 + 0.5, 123456789.12345678, NAN, INF, -INF];
foreach ($values as $v) {
    echo gettype($v), ': ', $v, ' | ';
    var_dump($v);
}

echo intdiv(17, 5), ' ', 17 % 5, ' ', -17 % 5, ' ', fmod(-17, 5), ' ', 17 / 5, ' ', 2 ** 10, ' ', 2 ** -1, ' ', 2 ** 0.5, "\n";
echo PHP_INT_MAX + 1, ' ', PHP_INT_MAX * 2, ' ', -PHP_INT_MAX - 2, "\n";
echo (int)'42abc', ' ', (int)'abc', ' ', (float)'3.14xyz', ' ', (int)3.99, ' ', (int)-3.99, ' ', (int)'0x1A', ' ', intval('0x1A', 16), ' ', intval('012', 0), ' ', intval('101', 2), "\n";
echo round(2.5), ' ', round(-2.5), ' ', round(3.14159, 3), ' ', round(1234.5678, -2), ' ', floor(-1.5), ' ', ceil(-1.5), "\n";
var_dump(round(5), floor(5), 10 % 3, 10.0 / 2, '10' + 5, '1.5' + 1, '5' * '4', 7 <=> 3);
var_dump(is_numeric('12'), is_numeric('12.5e3'), is_numeric('abc'), is_numeric(' 12'), is_numeric('12 '), is_int(5), is_float(5.0));
var_dump(0 == 'a', '1' == '01', '10' == '1e1', 100 == '1e2', null == false, [] == false, 'abc' == 0, '0' == false);
var_dump(max(1, 2.5, '3'), min([4, 2, 8]), array_sum([1, 2.5]), array_product([2, '3', 4]));
echo number_format(1234.5), ' ', number_format(-0.45, 1), ' ', number_format(1e6, 0, '', ' '), "\n";
echo str_repeat('=', 20), "\n";
for ($i = 1; $i <= 15; $i++) {
    echo match (0) {
        $i % 15 => 'FizzBuzz',
        $i % 3 => 'Fizz',
        $i % 5 => 'Buzz',
        default => $i,
    }, $i < 15 ? ',' : "\n";
}
function isPrime(int $n): bool
{
    if ($n < 2) return false;
    for ($i = 2; $i * $i <= $n; $i++) {
        if ($n % $i === 0) return false;
    }
    return true;
}
$primes = array_values(array_filter(range(1, 60), 'isPrime'));
echo implode(' ', $primes), "\n";
echo array_sum($primes) / count($primes), "\n";
function collatz(int $n): int
{
    $steps = 0;
    while ($n !== 1) {
        $n = $n % 2 === 0 ? $n / 2 : 3 * $n + 1;
        $steps++;
    }
    return $steps;
}
echo collatz(27), ' ', collatz(97), "\n";
echo sqrt(2), ' ', pi(), ' ', exp(1), ' ', log(M_E), ' ', log10(1000), ' ', log(8, 2), ' ', sin(M_PI_2), ' ', atan2(1, 1), "\n";
echo 0.1 + 0.2 == 0.3 ? 'equal' : 'not equal', ' ', abs((0.1 + 0.2) - 0.3) < PHP_FLOAT_EPSILON ? 'close' : 'far', "\n";
echo 1.0, ' ', 100.0, ' ', 1.10, ' ', -2.50, ' ', 1e100, ' ', 0.00001, ' ', 123456789012345.678, "\n";
echo strval(0.1 + 0.2), ' ', (string)1e25, ' ', 3 . '', ' ', 1.0 . '', ' ', json_encode(0.1 + 0.2), ' ', json_encode(3.0), "\n";
var_dump((bool)'0', (bool)'', (bool)'0.0', (bool)[], (bool)[0], (string)false, (string)true, (array)'x');
var_dump(PHP_INT_SIZE, 0b101, 0o17, 017, 0x1f, 1_000_000);
