// php_spl_prelude.hpp - SPL data structures written in PHP (ADR 0011): the
// lowering prepends this source when a program names one of the classes.
// Private properties mirror php-src's (flags, dllist, heap, storage) so that
// var_dump/print_r show what PHP shows; bookkeeping lives in `__`-prefixed
// properties, which dumps skip.
#pragma once

#include <string_view>

namespace reddragon::php {

/// Class names that make the lowering include the prelude.
inline constexpr std::string_view kSplPreludeNames[] = {
    "ArrayObject", "ArrayIterator", "SplDoublyLinkedList", "SplStack", "SplQueue", "SplHeap",
    "SplMinHeap", "SplMaxHeap", "SplPriorityQueue", "SplObjectStorage", "SplFixedArray"};

inline constexpr std::string_view kSplPrelude = R"PHP(<?php
class ArrayIterator implements Iterator, ArrayAccess, Countable
{
    private $storage;
    public function __construct(array|object $array = [], int $flags = 0)
    {
        $this->storage = is_array($array) ? __php_copy($array) : get_object_vars($array);
        $this->__keys = null;
        $this->__pos = 0;
    }
    private function __k(): array
    {
        if ($this->__keys === null) $this->__keys = array_keys($this->storage);
        return $this->__keys;
    }
    public function current(): mixed
    {
        $k = $this->__k();
        return $this->__pos < count($k) ? $this->storage[$k[$this->__pos]] : null;
    }
    public function key(): mixed
    {
        $k = $this->__k();
        return $this->__pos < count($k) ? $k[$this->__pos] : null;
    }
    public function next(): void { $this->__pos++; }
    public function rewind(): void { $this->__keys = null; $this->__pos = 0; }
    public function valid(): bool { return $this->__pos < count($this->__k()); }
    public function seek(int $offset): void
    {
        if ($offset < 0 || $offset >= count($this->storage)) {
            throw new OutOfBoundsException("Seek position $offset is out of range");
        }
        $this->__pos = $offset;
    }
    public function count(): int { return count($this->storage); }
    public function offsetExists(mixed $key): bool { return isset($this->storage[$key]); }
    public function offsetGet(mixed $key): mixed { return $this->storage[$key] ?? null; }
    public function offsetSet(mixed $key, mixed $value): void
    {
        if ($key === null) $this->storage[] = $value; else $this->storage[$key] = $value;
        $this->__keys = null;
    }
    public function offsetUnset(mixed $key): void { unset($this->storage[$key]); $this->__keys = null; }
    public function append(mixed $value): void { $this->storage[] = $value; $this->__keys = null; }
    public function getArrayCopy(): array { return $this->storage; }
    public function getFlags(): int { return 0; }
    public function setFlags(int $flags): void {}
    public function asort(int $flags = SORT_REGULAR): bool { $this->__keys = null; return asort($this->storage, $flags); }
    public function ksort(int $flags = SORT_REGULAR): bool { $this->__keys = null; return ksort($this->storage, $flags); }
    public function uasort(callable $callback): bool { $this->__keys = null; return uasort($this->storage, $callback); }
    public function uksort(callable $callback): bool { $this->__keys = null; return uksort($this->storage, $callback); }
    public function natsort(): bool { $this->__keys = null; return natsort($this->storage); }
    public function natcasesort(): bool { $this->__keys = null; return natcasesort($this->storage); }
}

class ArrayObject implements IteratorAggregate, ArrayAccess, Countable, JsonSerializable
{
    const STD_PROP_LIST = 1;
    const ARRAY_AS_PROPS = 2;
    private $storage;
    public function __construct(array|object $array = [], int $flags = 0, string $iteratorClass = "ArrayIterator")
    {
        $this->storage = is_array($array) ? __php_copy($array) : get_object_vars($array);
        $this->__flags = $flags;
        $this->__iter = $iteratorClass;
    }
    public function getIterator(): Iterator
    {
        $c = $this->__iter;
        return new $c($this->storage);
    }
    public function count(): int { return count($this->storage); }
    public function offsetExists(mixed $key): bool { return isset($this->storage[$key]); }
    public function offsetGet(mixed $key): mixed { return $this->storage[$key] ?? null; }
    public function offsetSet(mixed $key, mixed $value): void
    {
        if ($key === null) $this->storage[] = $value; else $this->storage[$key] = $value;
    }
    public function offsetUnset(mixed $key): void { unset($this->storage[$key]); }
    public function append(mixed $value): void { $this->storage[] = $value; }
    public function getArrayCopy(): array { return $this->storage; }
    public function exchangeArray(array|object $array): array
    {
        $old = $this->storage;
        $this->storage = is_array($array) ? __php_copy($array) : get_object_vars($array);
        return $old;
    }
    public function getFlags(): int { return $this->__flags; }
    public function setFlags(int $flags): void { $this->__flags = $flags; }
    public function getIteratorClass(): string { return $this->__iter; }
    public function setIteratorClass(string $c): void { $this->__iter = $c; }
    public function asort(int $flags = SORT_REGULAR): bool { return asort($this->storage, $flags); }
    public function ksort(int $flags = SORT_REGULAR): bool { return ksort($this->storage, $flags); }
    public function uasort(callable $callback): bool { return uasort($this->storage, $callback); }
    public function uksort(callable $callback): bool { return uksort($this->storage, $callback); }
    public function natsort(): bool { return natsort($this->storage); }
    public function natcasesort(): bool { return natcasesort($this->storage); }
    public function jsonSerialize(): mixed { return (object)$this->storage; }
}

class SplDoublyLinkedList implements Iterator, Countable, ArrayAccess
{
    const IT_MODE_LIFO = 2;
    const IT_MODE_FIFO = 0;
    const IT_MODE_DELETE = 1;
    const IT_MODE_KEEP = 0;
    private $flags = 0;
    private $dllist = [];
    public function push(mixed $value): void { $this->dllist[] = $value; }
    public function unshift(mixed $value): void { array_unshift($this->dllist, $value); }
    public function pop(): mixed
    {
        if (!$this->dllist) throw new RuntimeException("Can't pop from an empty datastructure");
        return array_pop($this->dllist);
    }
    public function shift(): mixed
    {
        if (!$this->dllist) throw new RuntimeException("Can't shift from an empty datastructure");
        return array_shift($this->dllist);
    }
    public function top(): mixed
    {
        if (!$this->dllist) throw new RuntimeException("Can't peek at an empty datastructure");
        return $this->dllist[count($this->dllist) - 1];
    }
    public function bottom(): mixed
    {
        if (!$this->dllist) throw new RuntimeException("Can't peek at an empty datastructure");
        return $this->dllist[0];
    }
    public function isEmpty(): bool { return !$this->dllist; }
    public function count(): int { return count($this->dllist); }
    public function offsetExists($index): bool { return is_numeric($index) && $index >= 0 && $index < count($this->dllist); }
    public function offsetGet($index): mixed
    {
        if (!is_numeric($index) || $index < 0 || $index >= count($this->dllist)) {
            throw new OutOfRangeException("SplDoublyLinkedList::offsetGet(): Argument #1 (\$index) is out of range");
        }
        return $this->dllist[(int)$index];
    }
    public function offsetSet($index, mixed $value): void
    {
        if ($index === null) {
            $this->dllist[] = $value;
            return;
        }
        if (!is_numeric($index) || $index < 0 || $index >= count($this->dllist)) {
            throw new OutOfRangeException("SplDoublyLinkedList::offsetSet(): Argument #1 (\$index) is out of range");
        }
        $this->dllist[(int)$index] = $value;
    }
    public function offsetUnset($index): void
    {
        if (!is_numeric($index) || $index < 0 || $index >= count($this->dllist)) {
            throw new OutOfRangeException("SplDoublyLinkedList::offsetUnset(): Argument #1 (\$index) is out of range");
        }
        array_splice($this->dllist, (int)$index, 1);
    }
    public function add(int $index, mixed $value): void
    {
        if ($index < 0 || $index > count($this->dllist)) {
            throw new OutOfRangeException("SplDoublyLinkedList::add(): Argument #1 (\$index) is out of range");
        }
        array_splice($this->dllist, $index, 0, [$value]);
    }
    public function setIteratorMode(int $mode): int
    {
        if (($this->flags & 4) && (($mode & 2) !== ($this->flags & 2))) {
            throw new RuntimeException("Iterators' LIFO/FIFO modes for SplStack/SplQueue objects are frozen");
        }
        $this->flags = ($mode & 3) | ($this->flags & 4);
        return $this->flags;
    }
    public function getIteratorMode(): int { return $this->flags; }
    public function rewind(): void
    {
        $this->__pos = ($this->flags & 2) ? count($this->dllist) - 1 : 0;
    }
    public function valid(): bool
    {
        $p = $this->__pos ?? 0;
        return $p >= 0 && $p < count($this->dllist);
    }
    public function current(): mixed { return $this->valid() ? $this->dllist[$this->__pos ?? 0] : null; }
    public function key(): mixed { return $this->__pos ?? 0; }
    public function next(): void
    {
        if ($this->flags & 1) {
            if ($this->flags & 2) {
                array_pop($this->dllist);
                $this->__pos = count($this->dllist) - 1;
            } else {
                array_shift($this->dllist);
            }
            return;
        }
        $this->__pos = ($this->__pos ?? 0) + (($this->flags & 2) ? -1 : 1);
    }
    public function prev(): void { $this->__pos = ($this->__pos ?? 0) + (($this->flags & 2) ? 1 : -1); }
}

class SplQueue extends SplDoublyLinkedList
{
    public function __construct() { $this->flags = 4; }  // FIFO, mode frozen
    public function enqueue(mixed $value): void { $this->push($value); }
    public function dequeue(): mixed { return $this->shift(); }
}

class SplStack extends SplDoublyLinkedList
{
    public function __construct() { $this->flags = 6; }  // LIFO, mode frozen
}

abstract class SplHeap implements Iterator, Countable
{
    private $flags = 0;
    private $isCorrupted = false;
    private $heap = [];
    abstract protected function compare(mixed $value1, mixed $value2): int;
    // php-src's binary heap (spl_heap.c), so equal elements come out in PHP's order
    public function insert(mixed $value): bool
    {
        $i = count($this->heap);
        while ($i > 0) {
            $parent = intdiv($i - 1, 2);
            if ($this->compare($this->heap[$parent], $value) >= 0) break;
            $this->heap[$i] = $this->heap[$parent];
            $i = $parent;
        }
        $this->heap[$i] = $value;
        return true;
    }
    public function extract(): mixed
    {
        $n = count($this->heap);
        if ($n === 0) throw new RuntimeException("Can't extract from an empty heap");
        $top = $this->heap[0];
        $limit = intdiv($n - 1, 2);
        $bottom = $this->heap[$n - 1];
        $i = 0;
        while ($i < $limit) {
            $j = $i * 2 + 1;
            if ($this->compare($this->heap[$j + 1], $this->heap[$j]) > 0) $j++;
            if ($this->compare($bottom, $this->heap[$j]) < 0) {
                $this->heap[$i] = $this->heap[$j];
                $i = $j;
            } else {
                break;
            }
        }
        if ($i !== $n - 1) $this->heap[$i] = $bottom;
        unset($this->heap[$n - 1]);
        return $top;
    }
    public function top(): mixed
    {
        if (!$this->heap) throw new RuntimeException("Can't peek at an empty heap");
        return $this->heap[0];
    }
    public function isEmpty(): bool { return !$this->heap; }
    public function count(): int { return count($this->heap); }
    public function rewind(): void {}
    public function valid(): bool { return count($this->heap) > 0; }
    public function current(): mixed { return $this->heap ? $this->heap[0] : null; }
    public function key(): mixed { return count($this->heap) - 1; }
    public function next(): void { if ($this->heap) $this->extract(); }
    public function recoverFromCorruption(): bool { return true; }
    public function isCorrupted(): bool { return false; }
}

class SplMinHeap extends SplHeap
{
    protected function compare(mixed $value1, mixed $value2): int { return $value2 <=> $value1; }
}

class SplMaxHeap extends SplHeap
{
    protected function compare(mixed $value1, mixed $value2): int { return $value1 <=> $value2; }
}

class SplPriorityQueue implements Iterator, Countable
{
    const EXTR_DATA = 1;
    const EXTR_PRIORITY = 2;
    const EXTR_BOTH = 3;
    private $flags = 1;
    private $isCorrupted = false;
    private $heap = [];
    public function compare(mixed $priority1, mixed $priority2): int { return $priority1 <=> $priority2; }
    public function insert(mixed $value, mixed $priority)
    {
        $elem = ['data' => $value, 'priority' => $priority];
        $i = count($this->heap);
        while ($i > 0) {
            $parent = intdiv($i - 1, 2);
            if ($this->compare($this->heap[$parent]['priority'], $priority) >= 0) break;
            $this->heap[$i] = $this->heap[$parent];
            $i = $parent;
        }
        $this->heap[$i] = $elem;
        return true;
    }
    private function __shape(array $e): mixed
    {
        return match ($this->flags) {
            1 => $e['data'],
            2 => $e['priority'],
            default => $e,
        };
    }
    public function extract(): mixed
    {
        $n = count($this->heap);
        if ($n === 0) throw new RuntimeException("Can't extract from an empty heap");
        $top = $this->heap[0];
        $limit = intdiv($n - 1, 2);
        $bottom = $this->heap[$n - 1];
        $i = 0;
        while ($i < $limit) {
            $j = $i * 2 + 1;
            if ($this->compare($this->heap[$j + 1]['priority'], $this->heap[$j]['priority']) > 0) $j++;
            if ($this->compare($bottom['priority'], $this->heap[$j]['priority']) < 0) {
                $this->heap[$i] = $this->heap[$j];
                $i = $j;
            } else {
                break;
            }
        }
        if ($i !== $n - 1) $this->heap[$i] = $bottom;
        unset($this->heap[$n - 1]);
        return $this->__shape($top);
    }
    public function top(): mixed
    {
        if (!$this->heap) throw new RuntimeException("Can't peek at an empty heap");
        return $this->__shape($this->heap[0]);
    }
    public function setExtractFlags(int $flags): int
    {
        if (($flags & 3) === 0) throw new RuntimeException("Must specify at least one extract flag");
        $this->flags = $flags & 3;
        return $this->flags;
    }
    public function getExtractFlags(): int { return $this->flags; }
    public function isEmpty(): bool { return !$this->heap; }
    public function count(): int { return count($this->heap); }
    public function rewind(): void {}
    public function valid(): bool { return count($this->heap) > 0; }
    public function current(): mixed { return $this->heap ? $this->__shape($this->heap[0]) : null; }
    public function key(): mixed { return count($this->heap) - 1; }
    public function next(): void { if ($this->heap) $this->extract(); }
    public function recoverFromCorruption(): bool { return true; }
    public function isCorrupted(): bool { return false; }
}

class SplObjectStorage implements Countable, Iterator, ArrayAccess
{
    private $storage = [];
    public function attach(object $object, mixed $info = null): void
    {
        $id = spl_object_id($object);
        foreach ($this->storage as $i => $e) {
            if (spl_object_id($e['obj']) === $id) {
                $this->storage[$i]['inf'] = $info;
                return;
            }
        }
        $this->storage[] = ['obj' => $object, 'inf' => $info];
    }
    public function detach(object $object): void
    {
        $id = spl_object_id($object);
        foreach ($this->storage as $i => $e) {
            if (spl_object_id($e['obj']) === $id) {
                array_splice($this->storage, $i, 1);
                return;
            }
        }
    }
    public function contains(object $object): bool
    {
        $id = spl_object_id($object);
        foreach ($this->storage as $e) {
            if (spl_object_id($e['obj']) === $id) return true;
        }
        return false;
    }
    public function addAll(SplObjectStorage $storage): int
    {
        foreach ($storage->__entries() as $e) $this->attach($e['obj'], $e['inf']);
        return count($this->storage);
    }
    public function removeAll(SplObjectStorage $storage): int
    {
        foreach ($storage->__entries() as $e) $this->detach($e['obj']);
        return count($this->storage);
    }
    public function __entries(): array { return $this->storage; }
    public function offsetExists($object): bool { return $this->contains($object); }
    public function offsetGet($object): mixed
    {
        $id = spl_object_id($object);
        foreach ($this->storage as $e) {
            if (spl_object_id($e['obj']) === $id) return $e['inf'];
        }
        throw new UnexpectedValueException("Object not found");
    }
    public function offsetSet($object, mixed $info = null): void { $this->attach($object, $info); }
    public function offsetUnset($object): void { $this->detach($object); }
    public function count(int $mode = COUNT_NORMAL): int { return count($this->storage); }
    public function rewind(): void { $this->__pos = 0; }
    public function valid(): bool { return ($this->__pos ?? 0) < count($this->storage); }
    public function key(): mixed { return $this->__pos ?? 0; }
    public function current(): mixed { return $this->valid() ? $this->storage[$this->__pos ?? 0]['obj'] : null; }
    public function next(): void { $this->__pos = ($this->__pos ?? 0) + 1; }
    public function getInfo(): mixed { return $this->valid() ? $this->storage[$this->__pos ?? 0]['inf'] : null; }
    public function setInfo(mixed $info): void
    {
        if ($this->valid()) $this->storage[$this->__pos ?? 0]['inf'] = $info;
    }
    public function getHash(object $object): string { return spl_object_hash($object); }
}

class SplFixedArray implements IteratorAggregate, ArrayAccess, Countable, JsonSerializable
{
    public function __construct(int $size = 0)
    {
        if ($size < 0) throw new ValueError("SplFixedArray::__construct(): Argument #1 (\$size) must be greater than or equal to 0");
        $this->__data = $size > 0 ? array_fill(0, $size, null) : [];
    }
    public static function fromArray(array $array, bool $preserveKeys = true): SplFixedArray
    {
        $n = $array ? ($preserveKeys ? max(array_keys($array)) + 1 : count($array)) : 0;
        $f = new SplFixedArray($n);
        $i = 0;
        foreach ($array as $k => $v) {
            $f[$preserveKeys ? $k : $i] = $v;
            $i++;
        }
        return $f;
    }
    private function __index($index): int
    {
        if (!is_numeric($index) || $index < 0 || $index >= count($this->__data)) {
            throw new RuntimeException("Index invalid or out of range");
        }
        return (int)$index;
    }
    public function offsetExists($index): bool
    {
        return is_numeric($index) && $index >= 0 && $index < count($this->__data) && $this->__data[(int)$index] !== null;
    }
    public function offsetGet($index): mixed { return $this->__data[$this->__index($index)]; }
    public function offsetSet($index, mixed $value): void
    {
        if ($index === null) throw new RuntimeException("Index invalid or out of range");
        $this->__data[$this->__index($index)] = $value;
    }
    public function offsetUnset($index): void { $this->__data[$this->__index($index)] = null; }
    public function getSize(): int { return count($this->__data); }
    public function count(): int { return count($this->__data); }
    public function setSize(int $size): bool
    {
        $n = count($this->__data);
        if ($size < $n) $this->__data = array_slice($this->__data, 0, $size);
        for ($i = $n; $i < $size; $i++) $this->__data[$i] = null;
        return true;
    }
    public function toArray(): array { return $this->__data; }
    public function getIterator(): Iterator { return new ArrayIterator($this->__data); }
    public function jsonSerialize(): array { return $this->__data; }
}
)PHP";

}  // namespace reddragon::php
