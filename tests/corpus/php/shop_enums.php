<?php // features: enums, enum_backed, enum_methods, match, readonly_properties, constructor_promotion, interfaces, class_constants, nullsafe_operator, exception_hierarchy
// An order workflow: backed enums with methods and constants, an interface
// on an enum, match on enum cases, readonly value objects and a state machine.
interface HasLabel { public function label(): string; }

enum Status: string implements HasLabel {
    case Pending = 'pending';
    case Paid = 'paid';
    case Shipped = 'shipped';
    case Cancelled = 'cancelled';

    const DEFAULT = self::Pending;

    public function label(): string {
        return match ($this) {
            self::Pending => 'Awaiting payment',
            self::Paid => 'Paid, not shipped',
            self::Shipped => 'On its way',
            self::Cancelled => 'Cancelled',
        };
    }
    /** @return Status[] */
    public function next(): array {
        return match ($this) {
            self::Pending => [self::Paid, self::Cancelled],
            self::Paid => [self::Shipped, self::Cancelled],
            self::Shipped, self::Cancelled => [],
        };
    }
    public function canMoveTo(Status $to): bool { return in_array($to, $this->next(), true); }
    public static function fromLabel(string $label): ?self {
        foreach (self::cases() as $c) if ($c->label() === $label) return $c;
        return null;
    }
}

enum Currency { case EUR; case USD;
    public function symbol(): string { return match ($this) { Currency::EUR => '€', Currency::USD => '$' }; }
}

final class Money {
    public function __construct(public readonly int $cents, public readonly Currency $currency = Currency::EUR) {}
    public function add(Money $o): static {
        if ($o->currency !== $this->currency) throw new InvalidArgumentException("currency mismatch");
        return new static($this->cents + $o->cents, $this->currency);
    }
    public function __toString(): string {
        return $this->currency->symbol() . number_format($this->cents / 100, 2);
    }
}

final class Order {
    private array $history = [];
    public function __construct(public readonly string $id, private Status $status = Status::DEFAULT, private ?Money $total = null) {
        $this->history[] = $status;
        $this->total ??= new Money(0);
    }
    public function add(Money $m): void { $this->total = $this->total->add($m); }
    public function moveTo(Status $to): void {
        if (!$this->status->canMoveTo($to)) {
            throw new LogicException(sprintf('%s: cannot go from %s to %s', $this->id, $this->status->name, $to->name));
        }
        $this->status = $to;
        $this->history[] = $to;
    }
    public function status(): Status { return $this->status; }
    public function total(): Money { return $this->total; }
    public function trail(): string { return implode(' > ', array_map(fn(Status $s) => $s->value, $this->history)); }
}

$o = new Order('A-1');
$o->add(new Money(1999));
$o->add(new Money(501));
echo $o->id, ' ', $o->status()->label(), ' ', $o->total(), "\n";
foreach ([Status::Paid, Status::Shipped, Status::Paid] as $to) {
    try {
        $o->moveTo($to);
        echo "moved to {$to->name}: {$to->label()}\n";
    } catch (LogicException $e) {
        echo "error: ", $e->getMessage(), "\n";
    }
}
echo $o->trail(), "\n";

try {
    $o->add(new Money(100, Currency::USD));
} catch (InvalidArgumentException $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
try {
    $o->id = 'B';
} catch (Error $e) {
    echo $e->getMessage(), "\n";
}

var_dump(Status::from('paid') === Status::Paid, Status::tryFrom('lost'));
echo Status::fromLabel('On its way')?->name ?? 'none', ' ', Status::fromLabel('nope')?->name ?? 'none', "\n";
echo implode(', ', array_map(fn($c) => "{$c->name}={$c->value}", Status::cases())), "\n";
echo count(Currency::cases()), ' ', Currency::USD->symbol(), ' ', Status::DEFAULT->name, "\n";
var_dump(Status::Paid instanceof HasLabel, Status::Paid instanceof UnitEnum, Status::Paid instanceof BackedEnum);
$counts = [];
foreach ([Status::Paid, Status::Pending, Status::Paid] as $s) $counts[$s->value] = ($counts[$s->value] ?? 0) + 1;
print_r($counts);
var_dump(Currency::EUR);
var_dump(Status::Shipped);
