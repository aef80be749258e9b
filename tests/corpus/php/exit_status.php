<?php // features: exit_die, echo_print
function finish(int $code) {
    echo "finishing with $code\n";
    exit($code);
}
echo "start\n";
finish(3);
echo "unreachable\n";
