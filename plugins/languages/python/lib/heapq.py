# heapq, written for RedDragon's VM (lowered with the programs that import
# it). The sift steps are the ones CPython's heapq uses, so a heap list
# holds its items in the same order as under CPython.


def _sift_toward_root(heap, start, pos):
    item = heap[pos]
    while pos > start:
        parent = (pos - 1) >> 1
        if item < heap[parent]:
            heap[pos] = heap[parent]
            pos = parent
        else:
            break
    heap[pos] = item


def _sift_to_leaf(heap, pos):
    end = len(heap)
    start = pos
    item = heap[pos]
    child = 2 * pos + 1
    while child < end:
        right = child + 1
        if right < end and not heap[child] < heap[right]:
            child = right
        heap[pos] = heap[child]
        pos = child
        child = 2 * pos + 1
    heap[pos] = item
    _sift_toward_root(heap, start, pos)


def heappush(heap, item):
    heap.append(item)
    _sift_toward_root(heap, 0, len(heap) - 1)


def heappop(heap):
    last = heap.pop()
    if heap:
        top = heap[0]
        heap[0] = last
        _sift_to_leaf(heap, 0)
        return top
    return last


def heapreplace(heap, item):
    top = heap[0]
    heap[0] = item
    _sift_to_leaf(heap, 0)
    return top


def heappushpop(heap, item):
    if heap and heap[0] < item:
        top = heap[0]
        heap[0] = item
        _sift_to_leaf(heap, 0)
        return top
    return item


def heapify(x):
    for i in reversed(range(len(x) // 2)):
        _sift_to_leaf(x, i)


def nlargest(n, iterable, key=None):
    return sorted(iterable, key=key, reverse=True)[:n]


def nsmallest(n, iterable, key=None):
    return sorted(iterable, key=key)[:n]


def merge(*iterables, key=None, reverse=False):
    items = []
    for it in iterables:
        items.extend(it)
    for x in sorted(items, key=key, reverse=reverse):
        yield x


__all__ = ["heappush", "heappop", "heapreplace", "heappushpop", "heapify", "nlargest", "nsmallest", "merge"]
