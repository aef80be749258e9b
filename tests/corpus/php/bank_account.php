<?php // features: classes, exceptions, custom_exceptions, constructor_promotion, class_constants, printf_sprintf
class InsufficientFundsException extends Exception {
    public function __construct(private float $needed) {
        parent::__construct(sprintf("Insufficient funds: need %.2f more", $needed));
    }
    public function getNeeded(): float { return $this->needed; }
}

class BankAccount {
    const MIN_BALANCE = 0;
    private array $history = [];

    public function __construct(private string $owner, private float $balance = 0.0) {}

    public function deposit(float $amount): static {
        if ($amount <= 0) {
            throw new InvalidArgumentException("Deposit must be positive");
        }
        $this->balance += $amount;
        $this->history[] = "+" . number_format($amount, 2);
        return $this;
    }

    public function withdraw(float $amount): static {
        if ($this->balance - $amount < self::MIN_BALANCE) {
            throw new InsufficientFundsException($amount - $this->balance);
        }
        $this->balance -= $amount;
        $this->history[] = "-" . number_format($amount, 2);
        return $this;
    }

    public function getBalance(): float { return $this->balance; }
    public function getHistory(): array { return $this->history; }
    public function getOwner(): string { return $this->owner; }
}

$acct = new BankAccount("Alice", 100);
$acct->deposit(50)->withdraw(30);
printf("%s has %.2f\n", $acct->getOwner(), $acct->getBalance());
try {
    $acct->withdraw(500);
} catch (InsufficientFundsException $e) {
    echo "Error: ", $e->getMessage(), "\n";
    printf("Short by %.2f\n", $e->getNeeded());
}
try {
    $acct->deposit(-5);
} catch (InvalidArgumentException | TypeError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
echo implode(" ", $acct->getHistory()), "\n";
