<?php // features: functions, while_loop, variables
function sum_to($n) {
    $total = 0;
    $i = 1;
    while ($i <= $n) {
        $total = $total + $i;
        $i = $i + 1;
    }
    return $total;
}

echo sum_to(100), "\n";
