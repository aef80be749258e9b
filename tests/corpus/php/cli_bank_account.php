<?php // features: classes, constructor_promotion, static_members, readonly_properties, custom_exceptions, finally, exceptions, printf_sprintf, number_format, var_dump, list_destructuring, dynamic_properties_methods, spread_operator

class InsufficientFundsException extends Exception
{
    public function __construct(private float $requested, private float $available)
    {
        parent::__construct(sprintf("Cannot withdraw %.2f; only %.2f available", $requested, $available));
    }

    public function getShortfall(): float
    {
        return $this->requested - $this->available;
    }
}

class AccountClosedException extends RuntimeException {}

class BankAccount
{
    private float $balance = 0.0;
    private bool $open = false;
    private array $history = [];
    private static int $nextId = 1000;
    public readonly int $id;

    public function __construct(public string $owner)
    {
        $this->id = self::$nextId++;
    }

    public function open(): static
    {
        if ($this->open) {
            throw new LogicException("Account already open");
        }
        $this->open = true;
        $this->balance = 0.0;
        $this->history[] = ['open', 0];
        return $this;
    }

    private function ensureOpen(): void
    {
        if (!$this->open) {
            throw new AccountClosedException("Account {$this->id} is closed");
        }
    }

    public function deposit(float $amount): static
    {
        $this->ensureOpen();
        if ($amount <= 0) {
            throw new InvalidArgumentException("Deposit must be positive");
        }
        $this->balance += $amount;
        $this->history[] = ['deposit', $amount];
        return $this;
    }

    public function withdraw(float $amount): static
    {
        $this->ensureOpen();
        if ($amount > $this->balance) {
            throw new InsufficientFundsException($amount, $this->balance);
        }
        $this->balance -= $amount;
        $this->history[] = ['withdraw', $amount];
        return $this;
    }

    public function close(): void
    {
        $this->ensureOpen();
        $this->open = false;
        $this->history[] = ['close', $this->balance];
    }

    public function getBalance(): float
    {
        $this->ensureOpen();
        return $this->balance;
    }

    public function getHistory(): array
    {
        return $this->history;
    }
}

$acct = new BankAccount("Alice");
$acct->open()->deposit(100)->deposit(50.25)->withdraw(30.10);
echo "Owner: {$acct->owner}, id: {$acct->id}\n";
echo "Balance: " . number_format($acct->getBalance(), 2) . "\n";

try {
    $acct->withdraw(500);
} catch (InsufficientFundsException $e) {
    echo "Error: ", $e->getMessage(), "\n";
    printf("Shortfall: %.3f\n", $e->getShortfall());
} finally {
    echo "Withdrawal attempt finished\n";
}

$acct->close();
foreach (['getBalance' => [], 'deposit' => [10], 'close' => []] as $method => $args) {
    try {
        $acct->$method(...$args);
    } catch (AccountClosedException $e) {
        echo "$method: " . $e->getMessage() . "\n";
    }
}

try {
    $acct->id = 5;
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}

$b = new BankAccount("Bob");
echo "Bob's id: {$b->id}\n";
try {
    $b->open()->deposit(-5);
} catch (InvalidArgumentException $e) {
    echo "Invalid: {$e->getMessage()}\n";
}

foreach ($acct->getHistory() as [$type, $amt]) {
    echo str_pad($type, 10, '.'), sprintf("%10.2f", $amt), "\n";
}
var_dump($b->getBalance());
var_dump($acct instanceof BankAccount, $e instanceof Exception);
