<?php // features: finally, break_continue, exceptions, exception_hierarchy
// break / continue out of try blocks run the finally blocks on the way; ErrorException severity.
foreach ([1, 2, 3, 4] as $i) {
    try {
        try {
            if ($i == 2) continue;
            if ($i == 4) break;
            echo "body$i ";
        } finally {
            echo "inner$i ";
        }
    } finally {
        echo "outer$i ";
    }
}
echo "\n";
for ($i = 0; $i < 3; $i++) {
    while (true) {
        try { if ($i == 1) continue 2; break; } finally { echo "w$i "; }
    }
    echo "after$i ";
}
echo "\n";
$k = 0;
while ($k < 3) {
    $k++;
    try { throw new Exception("e$k"); } catch (Exception $e) { if ($k == 2) continue; echo $e->getMessage(), ' '; } finally { echo "f$k "; }
}
echo "\n";
function loopret() { foreach ([1, 2] as $x) { try { if ($x == 2) return "ret$x"; } finally { echo "fin$x "; } } }
echo loopret(), "\n";
try { throw new ErrorException("ee", 1, E_WARNING); } catch (ErrorException $e) { echo $e->getSeverity(), " ", $e->getMessage(), " ", var_export($e->getPrevious(), true), "\n"; }
