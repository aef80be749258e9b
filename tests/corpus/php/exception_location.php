<?php // features: exceptions, custom_exceptions, arrow_functions
// Error reports that say where an exception was made: getLine() and
// getFile() for exceptions created with new, returned from factories, or
// thrown from arrow functions.

class ValidationError extends DomainException {}
function invalid(string $field): ValidationError {
    return new ValidationError("bad $field");  // made here, thrown by the caller
}
function report(Throwable $e): string {
    return sprintf("%s '%s' at %s:%d", get_class($e), $e->getMessage(), basename($e->getFile()), $e->getLine());
}
$checks = [
    fn() => throw invalid('email'),
    fn() => throw new LengthException('too long'),
    function () {
        $e = new UnexpectedValueException('kept for later');
        echo "built, not thrown yet\n";
        throw $e;
    },
];
foreach ($checks as $check) {
    try {
        $check();
    } catch (Exception $e) {
        echo report($e), "\n";
    }
}
try {
    try {
        throw new RuntimeException('inner');
    } catch (RuntimeException $e) {
        throw new LogicException('outer', 1, $e);
    }
} catch (LogicException $e) {
    echo report($e), ' <- ', report($e->getPrevious()), "\n";
}
