# asyncio's queues and synchronisation primitives, written for RedDragon's VM
# on the native event loop's futures (runtime/python_asyncio.cpp takes these
# names into the asyncio module). They follow CPython 3.11's wake-up order:
# a waiter is a future appended to a FIFO, and the first one not yet done is
# woken when the resource frees, so interleavings print as in CPython.
from collections import deque
import heapq


class CancelledError(BaseException):
    pass


class QueueEmpty(Exception):
    pass


class QueueFull(Exception):
    pass


def _future():
    import asyncio
    return asyncio.get_running_loop().create_future()


def _wake_first(waiters):
    while waiters:
        w = waiters.popleft()
        if not w.done():
            w.set_result(None)
            return


def _discard(waiters, fut):
    for k in range(len(waiters)):
        if waiters[k] is fut:
            del waiters[k]
            return


class Event:
    def __init__(self):
        self._waiters = deque()
        self._value = False

    def is_set(self):
        return self._value

    def set(self):
        if not self._value:
            self._value = True
            for fut in self._waiters:
                if not fut.done():
                    fut.set_result(True)

    def clear(self):
        self._value = False

    async def wait(self):
        if self._value:
            return True
        fut = _future()
        self._waiters.append(fut)
        try:
            await fut
            return True
        finally:
            _discard(self._waiters, fut)

    def __repr__(self):
        extra = "set" if self._value else "unset"
        if self._waiters:
            extra += f", waiters:{len(self._waiters)}"
        return f"<asyncio.locks.Event [{extra}]>"


class _ContextLock:
    async def __aenter__(self):
        await self.acquire()
        return None

    async def __aexit__(self, exc_type, exc, tb):
        self.release()


class Lock(_ContextLock):
    def __init__(self):
        self._waiters = None
        self._locked = False

    def locked(self):
        return self._locked

    async def acquire(self):
        if not self._locked and (self._waiters is None or all(w.cancelled() for w in self._waiters)):
            self._locked = True
            return True
        if self._waiters is None:
            self._waiters = deque()
        fut = _future()
        self._waiters.append(fut)
        try:
            try:
                await fut
            finally:
                _discard(self._waiters, fut)
        except CancelledError:
            if not self._locked:
                self._wake_first()
            raise
        self._locked = True
        return True

    def release(self):
        if not self._locked:
            raise RuntimeError("Lock is not acquired.")
        self._locked = False
        self._wake_first()

    def _wake_first(self):
        if self._waiters:
            fut = self._waiters[0]
            if not fut.done():
                fut.set_result(True)

    def __repr__(self):
        extra = "locked" if self._locked else "unlocked"
        if self._waiters:
            extra += f", waiters:{len(self._waiters)}"
        return f"<asyncio.locks.Lock [{extra}]>"


class Semaphore(_ContextLock):
    def __init__(self, value=1):
        if value < 0:
            raise ValueError("Semaphore initial value must be >= 0")
        self._waiters = None
        self._value = value

    def locked(self):
        return self._value == 0 or any(not w.cancelled() for w in (self._waiters or ()))

    async def acquire(self):
        if not self.locked():
            self._value -= 1
            return True
        if self._waiters is None:
            self._waiters = deque()
        fut = _future()
        self._waiters.append(fut)
        try:
            try:
                await fut
            finally:
                _discard(self._waiters, fut)
        except CancelledError:
            if not fut.cancelled():
                self._value += 1
                self._wake_next()
            raise
        if self._value > 0:
            self._wake_next()
        return True

    def release(self):
        self._value += 1
        self._wake_next()

    def _wake_next(self):
        # the waiter woken takes its unit now (CPython 3.11.7)
        for fut in self._waiters or ():
            if not fut.done():
                self._value -= 1
                fut.set_result(True)
                return

    def __repr__(self):
        extra = "locked" if self.locked() else f"unlocked, value:{self._value}"
        if self._waiters:
            extra += f", waiters:{len(self._waiters)}"
        return f"<asyncio.locks.{type(self).__name__} [{extra}]>"


class BoundedSemaphore(Semaphore):
    def __init__(self, value=1):
        self._bound_value = value
        super().__init__(value)

    def release(self):
        if self._value >= self._bound_value:
            raise ValueError("BoundedSemaphore released too many times")
        super().release()


class Condition(_ContextLock):
    def __init__(self, lock=None):
        if lock is None:
            lock = Lock()
        self._lock = lock
        self.locked = lock.locked
        self.acquire = lock.acquire
        self.release = lock.release
        self._waiters = deque()

    async def wait(self):
        if not self.locked():
            raise RuntimeError("cannot wait on un-acquired lock")
        self.release()
        try:
            fut = _future()
            self._waiters.append(fut)
            try:
                await fut
                return True
            finally:
                _discard(self._waiters, fut)
        finally:
            err = None
            while True:  # the lock is held again whatever happened, as CPython's
                try:
                    await self.acquire()
                    break
                except CancelledError as e:
                    err = e
            if err is not None:
                raise err

    async def wait_for(self, predicate):
        result = predicate()
        while not result:
            await self.wait()
            result = predicate()
        return result

    def notify(self, n=1):
        if not self.locked():
            raise RuntimeError("cannot notify on un-acquired lock")
        woken = 0
        for fut in self._waiters:
            if woken >= n:
                break
            if not fut.done():
                woken += 1
                fut.set_result(False)

    def notify_all(self):
        self.notify(len(self._waiters))


class Queue:
    def __init__(self, maxsize=0):
        self._maxsize = maxsize
        self._getters = deque()
        self._putters = deque()
        self._unfinished_tasks = 0
        self._finished = Event()
        self._finished.set()
        self._init(maxsize)

    def _init(self, maxsize):
        self._queue = deque()

    def _get(self):
        return self._queue.popleft()

    def _put(self, item):
        self._queue.append(item)

    @property
    def maxsize(self):
        return self._maxsize

    def qsize(self):
        return len(self._queue)

    def empty(self):
        return not self._queue

    def full(self):
        return 0 < self._maxsize <= self.qsize()

    async def put(self, item):
        while self.full():
            putter = _future()
            self._putters.append(putter)
            try:
                await putter
            except BaseException:
                putter.cancel()
                _discard(self._putters, putter)
                if not self.full() and not putter.cancelled():
                    _wake_first(self._putters)
                raise
        return self.put_nowait(item)

    def put_nowait(self, item):
        if self.full():
            raise QueueFull
        self._put(item)
        self._unfinished_tasks += 1
        self._finished.clear()
        _wake_first(self._getters)

    async def get(self):
        while self.empty():
            getter = _future()
            self._getters.append(getter)
            try:
                await getter
            except BaseException:
                getter.cancel()
                _discard(self._getters, getter)
                if not self.empty() and not getter.cancelled():
                    _wake_first(self._getters)
                raise
        return self.get_nowait()

    def get_nowait(self):
        if self.empty():
            raise QueueEmpty
        item = self._get()
        _wake_first(self._putters)
        return item

    def task_done(self):
        if self._unfinished_tasks <= 0:
            raise ValueError("task_done() called too many times")
        self._unfinished_tasks -= 1
        if self._unfinished_tasks == 0:
            self._finished.set()

    async def join(self):
        if self._unfinished_tasks > 0:
            await self._finished.wait()

    def _format(self):
        out = f"maxsize={self._maxsize!r}"
        if self._queue:
            out += f" _queue={list(self._queue)!r}"
        if self._getters:
            out += f" _getters[{len(self._getters)}]"
        if self._putters:
            out += f" _putters[{len(self._putters)}]"
        if self._unfinished_tasks:
            out += f" tasks={self._unfinished_tasks}"
        return out

    def __str__(self):
        return f"<{type(self).__name__} {self._format()}>"


class PriorityQueue(Queue):
    def _init(self, maxsize):
        self._queue = []

    def _put(self, item):
        heapq.heappush(self._queue, item)

    def _get(self):
        return heapq.heappop(self._queue)


class LifoQueue(Queue):
    def _init(self, maxsize):
        self._queue = []

    def _put(self, item):
        self._queue.append(item)

    def _get(self):
        return self._queue.pop()


def _release(waiter, *args):
    if not waiter.done():
        waiter.set_result(None)


async def _cancel_and_wait(fut):
    waiter = _future()
    cb = lambda f: _release(waiter)
    fut.add_done_callback(cb)
    try:
        fut.cancel()
        await waiter
    finally:
        fut.remove_done_callback(cb)


async def wait_for(aw, timeout):
    # CPython 3.11's: a timer releases the waiter; on timeout the inner task
    # is cancelled (and waited for), then TimeoutError is raised
    import asyncio
    loop = asyncio.get_running_loop()
    if timeout is None:
        return await aw
    fut = asyncio.ensure_future(aw)
    if timeout <= 0:
        if fut.done():
            return fut.result()
        await _cancel_and_wait(fut)
        try:
            return fut.result()
        except CancelledError as exc:
            raise TimeoutError() from exc
    waiter = _future()
    handle = loop.call_later(timeout, _release, waiter)
    cb = lambda f: _release(waiter)
    fut.add_done_callback(cb)
    try:
        try:
            await waiter
        except CancelledError:
            if fut.done():
                return fut.result()
            fut.remove_done_callback(cb)
            await _cancel_and_wait(fut)
            raise
        if fut.done():
            return fut.result()
        fut.remove_done_callback(cb)
        await _cancel_and_wait(fut)
        try:
            return fut.result()
        except CancelledError as exc:
            raise TimeoutError() from exc
    finally:
        handle.cancel()


FIRST_COMPLETED = "FIRST_COMPLETED"
FIRST_EXCEPTION = "FIRST_EXCEPTION"
ALL_COMPLETED = "ALL_COMPLETED"


async def wait(fs, *, timeout=None, return_when=ALL_COMPLETED):
    # CPython 3.11's: (done, pending) sets once the condition holds or the timeout passes
    import asyncio
    if return_when not in (FIRST_COMPLETED, FIRST_EXCEPTION, ALL_COMPLETED):
        raise ValueError(f"Invalid return_when value: {return_when}")
    fs = set(fs)
    if not fs:
        raise ValueError("Set of Tasks/Futures is empty.")
    if any(asyncio.iscoroutine(f) for f in fs):
        raise TypeError("Passing coroutines is forbidden, use tasks explicitly.")
    loop = asyncio.get_running_loop()
    waiter = _future()
    handle = loop.call_later(timeout, _release, waiter) if timeout is not None else None
    left = [len(fs)]

    def on_done(f):
        left[0] -= 1
        if (left[0] <= 0 or return_when == FIRST_COMPLETED
                or return_when == FIRST_EXCEPTION and not f.cancelled() and f.exception() is not None):
            if handle is not None:
                handle.cancel()
            _release(waiter)

    for f in fs:
        f.add_done_callback(on_done)
    try:
        await waiter
    finally:
        if handle is not None:
            handle.cancel()
        for f in fs:
            f.remove_done_callback(on_done)
    done, pending = set(), set()
    for f in fs:
        (done if f.done() else pending).add(f)
    return done, pending


def as_completed(fs, *, timeout=None):
    # CPython 3.11's: coroutines that give the results in completion order
    import asyncio
    loop = asyncio.get_running_loop()
    todo = [asyncio.ensure_future(f) for f in fs]
    finished = Queue()
    handle = [None]

    def on_timeout():
        for f in todo:
            f.remove_done_callback(on_done)
            finished.put_nowait(None)
        todo.clear()

    def on_done(f):
        if not todo:
            return
        _discard(todo, f)
        finished.put_nowait(f)
        if not todo and handle[0] is not None:
            handle[0].cancel()

    async def next_one():
        f = await finished.get()
        if f is None:
            raise TimeoutError
        return f.result()

    for f in todo:
        f.add_done_callback(on_done)
    if todo and timeout is not None:
        handle[0] = loop.call_later(timeout, on_timeout)
    for _ in range(len(todo)):
        yield next_one()


class Timeout:
    # asyncio.timeout()/timeout_at() as CPython 3.11's: at the deadline the task
    # is cancelled, and the CancelledError leaving the block becomes TimeoutError
    def __init__(self, when):
        self._when = when
        self._state = "created"
        self._handle = None
        self._task = None
        self._cancelling = 0

    def when(self):
        return self._when

    def reschedule(self, when):
        if self._state != "entered":
            raise RuntimeError(f"Cannot change state of {self._state} Timeout")
        import asyncio
        self._when = when
        if self._handle is not None:
            self._handle.cancel()
        if when is None:
            self._handle = None
            return
        loop = asyncio.get_running_loop()
        if when <= loop.time():
            self._handle = loop.call_soon(self._on_timeout)
        else:
            self._handle = loop.call_later(when - loop.time(), self._on_timeout)

    def expired(self):
        return self._state in ("expiring", "expired")

    def __repr__(self):
        when = f" when={self._when}" if self._state == "entered" else ""
        return f"<Timeout [{self._state}]{when}>"

    async def __aenter__(self):
        import asyncio
        self._state = "entered"
        self._task = asyncio.current_task()
        if self._task is None:
            raise RuntimeError("Timeout should be used inside a task")
        self._cancelling = self._task.cancelling()
        self.reschedule(self._when)
        return self

    async def __aexit__(self, exc_type, exc_val, exc_tb):
        if self._handle is not None:
            self._handle.cancel()
            self._handle = None
        if self._state == "expiring":
            self._state = "expired"
            if self._task.uncancel() <= self._cancelling and exc_type is CancelledError:
                raise TimeoutError from exc_val
        elif self._state == "entered":
            self._state = "exited"
        return None

    def _on_timeout(self):
        self._task.cancel()
        self._state = "expiring"
        self._handle = None


def timeout(delay):
    import asyncio
    return Timeout(None if delay is None else asyncio.get_running_loop().time() + delay)


def timeout_at(when):
    return Timeout(when)


__all__ = ["Timeout", "timeout", "timeout_at", "wait", "as_completed", "FIRST_COMPLETED", "FIRST_EXCEPTION", "ALL_COMPLETED", "wait_for", "CancelledError", "QueueEmpty", "QueueFull", "Event", "Lock", "Semaphore", "BoundedSemaphore",
           "Condition", "Queue", "PriorityQueue", "LifoQueue"]
