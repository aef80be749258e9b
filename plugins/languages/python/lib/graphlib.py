# graphlib, written for RedDragon's VM (lowered with the programs that import
# it): TopologicalSorter with CPython 3.11's observable order — nodes keep the
# order they were first seen, get_ready() hands out every node whose
# predecessors are done, and a cycle is reported as the first one a
# depth-first walk over the successors (in insertion order) closes.

_OUT = -1   # handed out by get_ready(), not yet done()
_DONE = -2


class CycleError(ValueError):
    pass


class _Info:
    __slots__ = ("node", "pending", "successors")

    def __init__(self, node):
        self.node = node
        self.pending = 0      # predecessors not yet done, or _OUT / _DONE
        self.successors = []


class TopologicalSorter:
    def __init__(self, graph=None):
        self._info = {}
        self._ready = None    # None until prepare()
        self._handed_out = 0
        self._finished = 0
        if graph is not None:
            for node, preds in graph.items():
                self.add(node, *preds)

    def _node(self, node):
        info = self._info.get(node)
        if info is None:
            info = self._info[node] = _Info(node)
        return info

    def add(self, node, *predecessors):
        if self._ready is not None:
            raise ValueError("Nodes cannot be added after a call to prepare()")
        info = self._node(node)
        info.pending += len(predecessors)
        for pred in predecessors:
            self._node(pred).successors.append(node)

    def prepare(self):
        if self._ready is not None:
            raise ValueError("cannot prepare() more than once")
        self._ready = [i.node for i in self._info.values() if i.pending == 0]
        cycle = self._find_cycle()
        if cycle:
            raise CycleError("nodes are in a cycle", cycle)

    def get_ready(self):
        if self._ready is None:
            raise ValueError("prepare() must be called first")
        batch = tuple(self._ready)
        for node in batch:
            self._info[node].pending = _OUT
        self._ready.clear()
        self._handed_out += len(batch)
        return batch

    def is_active(self):
        if self._ready is None:
            raise ValueError("prepare() must be called first")
        return self._finished < self._handed_out or bool(self._ready)

    def __bool__(self):
        return self.is_active()

    def done(self, *nodes):
        if self._ready is None:
            raise ValueError("prepare() must be called first")
        for node in nodes:
            info = self._info.get(node)
            if info is None:
                raise ValueError(f"node {node!r} was not added using add()")
            if info.pending != _OUT:
                if info.pending >= 0:
                    raise ValueError(f"node {node!r} was not passed out (still not ready)")
                raise ValueError(f"node {node!r} was already marked done")
            info.pending = _DONE
            for succ in info.successors:
                s = self._info[succ]
                s.pending -= 1
                if s.pending == 0:
                    self._ready.append(succ)
            self._finished += 1

    def _find_cycle(self):
        # iterative DFS; `on_path` maps a node on the current path to its index
        seen = set()
        for root in self._info:
            if root in seen:
                continue
            path = [root]
            on_path = {root: 0}
            iters = [iter(self._info[root].successors)]
            seen.add(root)
            while iters:
                nxt = next(iters[-1], _END)
                if nxt is _END:
                    del on_path[path.pop()]
                    iters.pop()
                    continue
                if nxt in on_path:
                    return path[on_path[nxt]:] + [nxt]
                if nxt in seen:
                    continue
                seen.add(nxt)
                on_path[nxt] = len(path)
                path.append(nxt)
                iters.append(iter(self._info[nxt].successors))
        return None

    def static_order(self):
        self.prepare()
        while self.is_active():
            batch = self.get_ready()
            yield from batch
            self.done(*batch)


_END = object()

__all__ = ["TopologicalSorter", "CycleError"]
