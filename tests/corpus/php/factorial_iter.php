<?php // features: functions, for_loop, echo_print, compound_assignment
function factorial($n) {
    $result = 1;
    for ($i = 2; $i <= $n; $i++) {
        $result = $result * $i;
    }
    return $result;
}

for ($n = 0; $n <= 10; $n++) {
    echo factorial($n), "\n";
}
