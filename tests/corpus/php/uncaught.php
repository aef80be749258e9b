<?php // features: uncaught_exception, functions
function check($v) {
    if ($v > 2) {
        throw new RuntimeException("value too big: $v");
    }
    return $v * 2;
}
echo check(1), "\n";
echo check(2), "\n";
echo check(3), "\n";
echo "never\n";
