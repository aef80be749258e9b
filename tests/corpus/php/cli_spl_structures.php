<?php // features: spl_interfaces, iterator_aggregate, classes, exceptions, var_dump, print_r
// SPL data structures: stacks, queues, heaps, priority queues, object storage.
$stack = new SplStack();
foreach (['a', 'b', 'c'] as $x) $stack->push($x);
echo "top=", $stack->top(), " count=", count($stack), "\n";
foreach ($stack as $i => $v) echo "$i:$v ";
echo "\npop=", $stack->pop(), " left=", implode(",", iterator_to_array($stack)), "\n";

$queue = new SplQueue();
$queue->enqueue('first');
$queue->enqueue('second');
$queue[] = 'third';
echo $queue->dequeue(), ' ', $queue->bottom(), ' ', $queue[1], ' ', count($queue), "\n";
try {
    (new SplQueue())->dequeue();
} catch (RuntimeException $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}

$list = new SplDoublyLinkedList();
foreach ([5, 6, 7, 8] as $n) $list->push($n);
$list->unshift(4);
$list->add(2, 99);
$list->setIteratorMode(SplDoublyLinkedList::IT_MODE_LIFO);
foreach ($list as $k => $v) echo "$k=$v ";
echo "\n";
$list->setIteratorMode(SplDoublyLinkedList::IT_MODE_FIFO | SplDoublyLinkedList::IT_MODE_DELETE);
foreach ($list as $v) echo $v, ' ';
echo "| remaining ", count($list), "\n";

$min = new SplMinHeap();
$max = new SplMaxHeap();
foreach ([5, 1, 8, 3, 9, 2, 8, 1] as $n) {
    $min->insert($n);
    $max->insert($n);
}
echo "min top ", $min->top(), ", max top ", $max->top(), "\n";
$out = [];
while (!$min->isEmpty()) $out[] = $min->extract();
echo implode(' ', $out), "\n";
foreach ($max as $k => $v) echo "$k:$v ";
echo "| max count ", count($max), "\n";

class TaskHeap extends SplHeap
{
    protected function compare($a, $b): int
    {
        return [$b['due'], $a['name']] <=> [$a['due'], $b['name']];
    }
}
$tasks = new TaskHeap();
foreach ([['name' => 'write', 'due' => 3], ['name' => 'test', 'due' => 1], ['name' => 'ship', 'due' => 3], ['name' => 'plan', 'due' => 1]] as $t) {
    $tasks->insert($t);
}
foreach ($tasks as $t) echo "{$t['name']}@{$t['due']} ";
echo "\n";

$pq = new SplPriorityQueue();
foreach (['low' => 1, 'high' => 10, 'mid' => 5, 'mid2' => 5, 'mid3' => 5, 'top' => 10] as $job => $prio) {
    $pq->insert($job, $prio);
}
echo "count ", count($pq), ", top ", $pq->top(), "\n";
$pq->setExtractFlags(SplPriorityQueue::EXTR_BOTH);
print_r($pq->extract());
$pq->setExtractFlags(SplPriorityQueue::EXTR_DATA);
while ($pq->valid()) {
    echo $pq->extract(), ' ';
}
echo "\n";

$storage = new SplObjectStorage();
$o1 = new stdClass();
$o1->name = 'one';
$o2 = new stdClass();
$o2->name = 'two';
$storage->attach($o1, ['role' => 'admin']);
$storage->attach($o2);
$storage[$o2] = 'guest';
$storage->attach($o1, 'owner');
echo count($storage), ' ', $storage[$o1], ' ', $storage[$o2], ' ', var_export($storage->contains($o2), true), "\n";
foreach ($storage as $i => $obj) {
    echo $i, ' ', $obj->name, ' => ', $storage->getInfo(), "\n";
}
$storage->detach($o1);
var_dump(count($storage), isset($storage[$o1]));

$fixed = new SplFixedArray(4);
$fixed[0] = 'zero';
$fixed[3] = 'three';
echo $fixed->getSize(), ' ', json_encode($fixed->toArray()), "\n";
try {
    $fixed[4] = 'oops';
} catch (RuntimeException $e) {
    echo $e->getMessage(), "\n";
}
$fixed->setSize(2);
foreach ($fixed as $i => $v) echo $i, '=', var_export($v, true), ' ';
echo "\n";
echo iterator_count(new ArrayIterator([1, 2, 3])), " ", var_export(is_a($stack, "SplDoublyLinkedList"), true), " ", var_export(is_subclass_of($tasks, "SplHeap"), true), " ", var_export(is_a("SplStack", "SplQueue", true), true), "\n";
var_dump($stack, $min);
