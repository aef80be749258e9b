# features: yield, try_statement, finally_clause, except_clause, raise_statement, generator_expression
# The generator protocol: send, throw, close, return values and cleanup.
def counter(start):
    n = start
    try:
        while True:
            step = yield n
            n += 1 if step is None else step
    except GeneratorExit:
        print("counter closed at", n)
        raise
    finally:
        print("counter cleanup")


c = counter(10)
print(next(c))
print(c.send(5))
print(next(c))
c.close()
print("after close")
try:
    next(c)
except StopIteration:
    print("closed generators stay exhausted")


def resilient():
    attempts = 0
    while True:
        try:
            yield attempts
        except ValueError as e:
            print("recovered from", e)
        attempts += 1


r = resilient()
print(next(r))
print(r.throw(ValueError("bad input")))
print(r.throw(ValueError, "again"))
try:
    r.throw(KeyError("fatal"))
except KeyError as e:
    print("propagated", e)


def summarize():
    count = 0
    total = 0
    while True:
        x = yield
        if x is None:
            break
        count += 1
        total += x
    return count, total


def collector(results):
    while True:
        results.append((yield from summarize()))


s = summarize()
next(s)
for v in [3, 4, 5]:
    s.send(v)
try:
    s.send(None)
except StopIteration as stop:
    print("summary", stop.value)

results = []
col = collector(results)
next(col)
for v in [1, 2, None, 10, None]:
    col.send(v)
print(results)


def state_machine():
    state = "idle"
    while True:
        event = yield state
        if state == "idle" and event == "start":
            state = "running"
        elif state == "running" and event == "pause":
            state = "paused"
        elif state == "paused" and event == "start":
            state = "running"
        elif event == "stop":
            return "stopped from " + state


m = state_machine()
print(next(m))
for ev in ["start", "pause", "start", "bogus"]:
    print(ev, "->", m.send(ev))
try:
    m.send("stop")
except StopIteration as e:
    print(e.value)


def bad():
    yield 1
    raise StopIteration("oops")


try:
    list(bad())
except RuntimeError as e:
    print("RuntimeError:", e)

g = (x for x in [1, 2])
print(type(g).__name__, next(g), next(g), next(g, "end"))
try:
    counter(0).send(1)
except TypeError as e:
    print("TypeError:", e)
