<?php // features: enums, enum_backed, match, class_constants
enum Suit: string {
    case Hearts = 'H';
    case Spades = 'S';
    case Diamonds = 'D';
    case Clubs = 'C';

    public function color(): string {
        return match ($this) {
            Suit::Hearts, Suit::Diamonds => 'Red',
            Suit::Spades, Suit::Clubs => 'Black',
        };
    }
    public function label(): string { return ucfirst(strtolower($this->name)); }
    const Wild = self::Spades;
}
enum Status { case Active; case Inactive; }

foreach (Suit::cases() as $s) {
    echo $s->name, " ", $s->value, " ", $s->color(), " ", $s->label(), "\n";
}
echo Suit::from('D')->name, "\n";
var_dump(Suit::tryFrom('X'));
var_dump(Suit::Hearts === Suit::from('H'));
var_dump(Status::Active === Status::Inactive);
echo count(Status::cases()), "\n";
var_dump(Suit::Clubs);
echo Suit::Wild->name, "\n";
var_dump(Suit::Hearts instanceof Suit);
try {
    Suit::from('Z');
} catch (ValueError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
