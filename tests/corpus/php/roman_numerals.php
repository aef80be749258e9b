<?php // features: functions, foreach, while_loop, arrays
function toRoman(int $n): string {
    $map = ['M' => 1000, 'CM' => 900, 'D' => 500, 'CD' => 400, 'C' => 100, 'XC' => 90,
            'L' => 50, 'XL' => 40, 'X' => 10, 'IX' => 9, 'V' => 5, 'IV' => 4, 'I' => 1];
    $out = '';
    foreach ($map as $sym => $val) {
        while ($n >= $val) { $out .= $sym; $n -= $val; }
    }
    return $out;
}
function fromRoman(string $s): int {
    $v = ['I' => 1, 'V' => 5, 'X' => 10, 'L' => 50, 'C' => 100, 'D' => 500, 'M' => 1000];
    $total = 0;
    for ($i = 0; $i < strlen($s); $i++) {
        $cur = $v[$s[$i]];
        $next = $i + 1 < strlen($s) ? $v[$s[$i + 1]] : 0;
        $total += $cur < $next ? -$cur : $cur;
    }
    return $total;
}
foreach ([1, 4, 9, 14, 40, 90, 400, 1990, 2024, 3999] as $n) {
    $r = toRoman($n);
    printf("%4d => %-12s => %d\n", $n, $r, fromRoman($r));
}
