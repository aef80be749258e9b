<?php // features: enums, enum_backed, enum_methods, match, json, var_dump, print_r, arrow_functions, exceptions

enum Suit: string
{
    case Hearts = 'H';
    case Diamonds = 'D';
    case Clubs = 'C';
    case Spades = 'S';

    public function color(): string
    {
        return match ($this) {
            Suit::Hearts, Suit::Diamonds => 'Red',
            Suit::Clubs, Suit::Spades => 'Black',
        };
    }

    public function symbol(): string
    {
        return match ($this) {
            self::Hearts => '♥',
            self::Diamonds => '♦',
            self::Clubs => '♣',
            self::Spades => '♠',
        };
    }

    public static function fromChar(string $c): self
    {
        return self::from(strtoupper($c));
    }
}

enum Status: int
{
    case Active = 1;
    case Inactive = 0;
    case Banned = -1;

    public function label(): string
    {
        return ucfirst(strtolower($this->name));
    }
}

enum Direction
{
    case North;
    case East;
    case South;
    case West;

    public function turnRight(): Direction
    {
        $cases = self::cases();
        $idx = array_search($this, $cases, true);
        return $cases[($idx + 1) % count($cases)];
    }
}

foreach (Suit::cases() as $suit) {
    echo "{$suit->name} ({$suit->value}) is {$suit->color()} {$suit->symbol()}\n";
}

echo Suit::fromChar('s')->name, "\n";
var_dump(Suit::tryFrom('X'));
var_dump(Suit::tryFrom('D') === Suit::Diamonds);
try {
    Suit::from('Z');
} catch (ValueError $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}

foreach ([1, 0, -1] as $v) {
    $s = Status::from($v);
    echo $v, ' -> ', $s->label(), "\n";
}

$d = Direction::North;
for ($i = 0; $i < 5; $i++) {
    echo $d->name, ' ';
    $d = $d->turnRight();
}
echo "\n";
var_dump(Direction::East instanceof UnitEnum, Suit::Clubs instanceof BackedEnum);
var_dump(Direction::West === Direction::West);
var_dump(Status::Active);
echo json_encode(['suit' => Suit::Hearts, 'status' => Status::Banned, 'list' => Suit::cases()]), "\n";
$names = array_map(fn(Suit $s) => $s->name, Suit::cases());
echo implode('|', $names), "\n";
echo count(Direction::cases()), "\n";
$counts = [];
foreach (['H', 'S', 'H', 'C', 'H', 'S'] as $ch) {
    $counts[Suit::from($ch)->name] = ($counts[Suit::from($ch)->name] ?? 0) + 1;
}
print_r($counts);
$fn = fn(Status $s): string => match ($s) {
    Status::Active => 'yes',
    default => 'no',
};
echo $fn(Status::Active), $fn(Status::Banned), "\n";
