<?php // features: classes, comments, exceptions, interfaces, array_functions
/** @template T */
class Stack implements Countable {
    private array $items = [];
    public function push(mixed ...$xs): void { foreach ($xs as $x) $this->items[] = $x; }
    public function pop(): mixed {
        if (empty($this->items)) throw new UnderflowException("stack is empty");
        return array_pop($this->items);
    }
    public function peek(): mixed { return end($this->items); }
    public function count(): int { return count($this->items); }
    public function isEmpty(): bool { return $this->items === []; }
}
class Queue {
    private array $items = [];
    public function enqueue($x): self { array_push($this->items, $x); return $this; }
    public function dequeue() { return array_shift($this->items); }
    public function size(): int { return count($this->items); }
}
$s = new Stack();
$s->push(1, 2, 3);
echo $s->pop(), $s->peek(), count($s), "\n";
$s->pop(); $s->pop();
try { $s->pop(); } catch (UnderflowException $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump($s->isEmpty());
$q = (new Queue())->enqueue("a")->enqueue("b")->enqueue("c");
echo $q->dequeue(), $q->dequeue(), $q->size(), "\n";
function balanced(string $s): bool {
    $pairs = [')' => '(', ']' => '[', '}' => '{'];
    $st = [];
    foreach (str_split($s) as $ch) {
        if (in_array($ch, $pairs, true)) $st[] = $ch;
        elseif (isset($pairs[$ch])) { if (array_pop($st) !== $pairs[$ch]) return false; }
    }
    return !$st;
}
foreach (["{[()]}", "([)]", "((", "x(y)z"] as $t) echo $t, " ", balanced($t) ? "ok" : "bad", "\n";
