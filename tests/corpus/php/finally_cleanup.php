<?php // features: finally, exceptions, exception_chaining, static_members, custom_exceptions
// Resource cleanup in finally blocks that call helpers (static methods,
// library callbacks) while an exception is on its way out, as transaction
// and lock wrappers do; loops, returns and nested handlers around them.

final class Log {
    private static array $lines = [];
    public static function add(string $s): void { self::$lines[] = $s; }
    public static function fmt(int $cents): string { return '$' . number_format($cents / 100, 2); }
    public static function dump(): void { echo implode("\n", self::$lines), "\n"; self::$lines = []; }
}
class TxFailed extends RuntimeException {}

function transfer(array &$accounts, string $from, string $to, int $cents): void {
    try {
        if (!isset($accounts[$from], $accounts[$to])) throw new InvalidArgumentException("unknown account");
        if ($accounts[$from] < $cents) throw new UnderflowException("short by " . Log::fmt($cents - $accounts[$from]));
        $accounts[$from] -= $cents;
        $accounts[$to] += $cents;
    } catch (UnderflowException $e) {
        throw new TxFailed("transfer $from->$to failed", 7, $e);
    } finally {
        // a static call and a callback while the exception is pending
        Log::add("audit $from->$to " . Log::fmt($cents) . ' ' . implode(',', array_map(fn($v) => Log::fmt($v), $accounts)));
    }
}

$acc = ['a' => 10000, 'b' => 500];
foreach ([['a', 'b', 2500], ['b', 'a', 9999], ['a', 'z', 1], ['b', 'a', 3000]] as [$f, $t, $c]) {
    try {
        transfer($acc, $f, $t, $c);
        echo "ok $f->$t\n";
    } catch (TxFailed $e) {
        echo get_class($e), " #", $e->getCode(), ": ", $e->getMessage(), " <- ", $e->getPrevious()->getMessage(), "\n";
    } catch (Exception $e) {
        echo "error: ", get_class($e), ": ", $e->getMessage(), "\n";
    }
}
Log::dump();

function firstEven(array $xs): ?int {
    foreach ($xs as $x) {
        try {
            if ($x % 2) continue;
            return $x;
        } finally {
            Log::add("checked $x");
        }
    }
    return null;
}
var_dump(firstEven([3, 5, 8, 9]));
Log::dump();

function nested(): string {
    try {
        try {
            throw new LogicException('inner');
        } finally {
            Log::add('inner cleanup ' . strtoupper('done'));
        }
    } catch (LogicException $e) {
        return 'recovered from ' . $e->getMessage();
    } finally {
        Log::add('outer cleanup');
    }
}
echo nested(), "\n";
Log::dump();

function overriding(): string {
    try {
        throw new Exception('lost');
    } finally {
        return 'finally wins';
    }
}
echo overriding(), "\n";

try {
    try {
        throw new DomainException('first');
    } finally {
        Log::add('before the replacement');
        throw new LengthException('replacement');
    }
} catch (Exception $e) {
    echo get_class($e), ': ', $e->getMessage(), ' <- ', get_class($e->getPrevious()), ': ', $e->getPrevious()->getMessage(), "\n";
}
Log::dump();
