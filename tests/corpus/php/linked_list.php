<?php // features: classes, nullable_types, iterator_aggregate, spl_interfaces
class ListNode {
    public function __construct(public mixed $value, public ?ListNode $next = null) {}
}
class LinkedList implements IteratorAggregate, Countable {
    private ?ListNode $head = null;
    private int $size = 0;
    public function push(mixed $v): void {
        $node = new ListNode($v);
        if ($this->head === null) { $this->head = $node; }
        else { $cur = $this->head; while ($cur->next !== null) $cur = $cur->next; $cur->next = $node; }
        $this->size++;
    }
    public function reverse(): void {
        $prev = null; $cur = $this->head;
        while ($cur) { $next = $cur->next; $cur->next = $prev; $prev = $cur; $cur = $next; }
        $this->head = $prev;
    }
    public function getIterator(): Generator {
        for ($n = $this->head; $n !== null; $n = $n->next) yield $n->value;
    }
    public function count(): int { return $this->size; }
    public function toArray(): array { $out = []; foreach ($this as $v) $out[] = $v; return $out; }
}
$l = new LinkedList();
foreach (['a', 'b', 'c', 'd'] as $x) $l->push($x);
echo implode(" -> ", $l->toArray()), "\n";
$l->reverse();
foreach ($l as $v) echo $v, " ";
echo "\n", count($l), "\n";
