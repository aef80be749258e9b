<?php // features: spl_interfaces, iterator_aggregate, readonly_properties, constructor_promotion, magic_tostring, exceptions, isset_empty_unset

class TypedCollection implements ArrayAccess, IteratorAggregate, Countable
{
    private array $items = [];

    public function __construct(private string $type) {}

    public function offsetExists(mixed $offset): bool
    {
        return isset($this->items[$offset]);
    }

    public function offsetGet(mixed $offset): mixed
    {
        if (!$this->offsetExists($offset)) {
            throw new OutOfBoundsException("No item at '$offset'");
        }
        return $this->items[$offset];
    }

    public function offsetSet(mixed $offset, mixed $value): void
    {
        if (!($value instanceof $this->type)) {
            throw new TypeError("Expected {$this->type}, got " . get_debug_type($value));
        }
        if ($offset === null) {
            $this->items[] = $value;
        } else {
            $this->items[$offset] = $value;
        }
    }

    public function offsetUnset(mixed $offset): void
    {
        unset($this->items[$offset]);
    }

    public function getIterator(): Iterator
    {
        return new ArrayIterator($this->items);
    }

    public function count(): int
    {
        return count($this->items);
    }

    public function map(callable $fn): array
    {
        return array_map($fn, $this->items);
    }
}

class Book
{
    public function __construct(
        public readonly string $title,
        public readonly string $author,
        public readonly int $year,
    ) {}

    public function __toString(): string
    {
        return "\"{$this->title}\" by {$this->author} ({$this->year})";
    }
}

$books = new TypedCollection(Book::class);
$books[] = new Book('Dune', 'Frank Herbert', 1965);
$books[] = new Book('Neuromancer', 'William Gibson', 1984);
$books['fav'] = new Book('Foundation', 'Isaac Asimov', 1951);
$books[] = new Book('Hyperion', 'Dan Simmons', 1989);

echo "Count: ", count($books), "\n";
foreach ($books as $key => $book) {
    echo "$key => $book\n";
}
echo $books['fav']->author, "\n";
var_dump(isset($books[1]), isset($books[10]), empty($books['fav']));
unset($books[0]);
echo "After unset: ", count($books), "\n";

try {
    echo $books[0];
} catch (OutOfBoundsException $e) {
    echo "Caught: ", $e->getMessage(), "\n";
}
try {
    $books[] = "not a book";
} catch (TypeError $e) {
    echo "Type error: ", $e->getMessage(), "\n";
}
try {
    $books['fav']->year = 2000;
} catch (Error $e) {
    echo $e->getMessage(), "\n";
}

$titles = $books->map(fn(Book $b) => strtoupper($b->title));
print_r($titles);
$years = iterator_to_array($books);
uasort($years, fn($a, $b) => $a->year <=> $b->year);
echo implode("\n", array_map('strval', $years)), "\n";
echo implode(', ', array_keys($years)), "\n";

$stack = new SplStack();
foreach ([1, 2, 3] as $n) $stack->push($n);
echo $stack->pop(), $stack->top(), count($stack), "\n";
$q = new SplQueue();
$q->enqueue('a');
$q->enqueue('b');
echo $q->dequeue(), count($q), "\n";
$h = new SplMinHeap();
foreach ([5, 1, 8, 3] as $n) $h->insert($n);
$out = [];
while (!$h->isEmpty()) $out[] = $h->extract();
echo implode(' ', $out), "\n";
$ao = new ArrayObject(['x' => 1, 'y' => 2]);
echo count($ao), ' ', $ao['y'], "\n";
