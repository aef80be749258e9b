<?php // features: custom_exceptions, exception_chaining, finally, uncaught_exception, exceptions

class ValidationException extends Exception
{
    private array $errors;

    public function __construct(string $message, array $errors = [], int $code = 422, ?Throwable $previous = null)
    {
        parent::__construct($message, $code, $previous);
        $this->errors = $errors;
    }

    public function getErrors(): array
    {
        return $this->errors;
    }
}

function validate(array $input): array
{
    $errors = [];
    if (empty($input['name'])) {
        $errors['name'] = 'Name is required';
    } elseif (strlen($input['name']) < 3) {
        $errors['name'] = 'Name too short';
    }
    if (!isset($input['age']) || !is_int($input['age'])) {
        $errors['age'] = 'Age must be an integer';
    } elseif ($input['age'] < 0 || $input['age'] > 150) {
        $errors['age'] = "Age {$input['age']} out of range";
    }
    if ($errors) {
        throw new ValidationException('Validation failed', $errors);
    }
    return $input;
}

function process(array $records): int
{
    $ok = 0;
    foreach ($records as $i => $rec) {
        try {
            validate($rec);
            $ok++;
            echo "Record $i OK\n";
        } catch (ValidationException $e) {
            echo "Record $i: {$e->getMessage()} ({$e->getCode()})\n";
            foreach ($e->getErrors() as $field => $msg) {
                echo "  - $field: $msg\n";
            }
        } finally {
            echo "  [checked $i]\n";
        }
    }
    return $ok;
}

$records = [
    ['name' => 'Alice', 'age' => 30],
    ['name' => 'Al', 'age' => 200],
    ['age' => '12'],
    ['name' => 'Bob', 'age' => 44],
];
echo process($records), " valid\n";

function level3() { throw new RuntimeException('deep failure', 7); }
function level2() { try { level3(); } catch (RuntimeException $e) { throw new LogicException('wrapped', 8, $e); } }
try {
    level2();
} catch (LogicException $e) {
    echo get_class($e), ': ', $e->getMessage(), ' <- ', get_class($e->getPrevious()), ': ', $e->getPrevious()->getMessage(), ' code ', $e->getPrevious()->getCode(), "\n";
}

function divide(int $a, int $b): int
{
    return intdiv($a, $b);
}
try {
    echo divide(10, 0);
} catch (DivisionByZeroError $e) {
    echo 'Div error: ', $e->getMessage(), "\n";
}
try {
    echo 5 % 0;
} catch (DivisionByZeroError $e) {
    echo 'Mod error: ', $e->getMessage(), "\n";
}
$result = (function () {
    try {
        return 'from try';
    } finally {
        echo "finally runs before return\n";
    }
})();
echo $result, "\n";
echo "About to fail\n";
validate(['name' => 'X']);
echo "never printed\n";
