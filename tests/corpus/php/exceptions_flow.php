<?php // features: exceptions, finally, multi_catch, exception_hierarchy, exception_chaining
function risky(int $n) {
    try {
        echo "try $n\n";
        if ($n === 1) throw new RuntimeException("runtime", 11);
        if ($n === 2) throw new LogicException("logic");
        if ($n === 3) return intdiv(1, 0);
        if ($n === 4) return 1 % 0;
        return "ok";
    } catch (RuntimeException | LogicException $e) {
        echo "caught ", get_class($e), " (", $e->getMessage(), ", code ", $e->getCode(), ")\n";
        return "handled";
    } finally {
        echo "finally $n\n";
    }
}
foreach ([0, 1, 2] as $n) echo risky($n), "\n";
foreach ([3, 4] as $n) {
    try {
        risky($n);
    } catch (DivisionByZeroError $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
try {
    try {
        throw new InvalidArgumentException("inner");
    } catch (Exception $e) {
        throw new RuntimeException("outer", 5, $e);
    }
} catch (Exception $e) {
    echo $e->getMessage(), " <- ", $e->getPrevious()->getMessage(), "\n";
    var_dump($e instanceof Throwable, $e->getPrevious() instanceof LogicException);
}
try {
    throw new Error("plain error");
} catch (Exception $e) {
    echo "not here\n";
} catch (Error $e) {
    echo "Error caught: ", $e->getMessage(), "\n";
}
try {
    echo 1 / 0;
} catch (DivisionByZeroError $e) {
    echo "div: ", $e->getMessage(), "\n";
}
class AppException extends Exception {}
class DbException extends AppException {
    public function __construct(string $m) { parent::__construct("DB: " . $m, 42); }
}
try {
    throw new DbException("connection lost");
} catch (AppException $e) {
    echo get_class($e), " ", $e->getMessage(), " ", $e->getCode(), "\n";
}
