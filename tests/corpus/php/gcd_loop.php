<?php // features: functions, while_loop, arithmetic
function gcd($a, $b) {
    while ($b != 0) {
        $t = $b;
        $b = $a % $b;
        $a = $t;
    }
    return $a;
}

echo gcd(48, 18), "\n";
echo gcd(17, 5), "\n";
echo gcd(100, 75), "\n";
