# features: global_builtin_modules, class_definition, exception_hierarchy, dictionary
# A print-job spooler: queue's FIFO, LIFO and priority queues, types.SimpleNamespace
# records, a read-only settings view, keyword checks for job names.
import keyword
import queue
import types
from dataclasses import dataclass, field

settings_src = {"max_jobs": 3, "duplex": True}
SETTINGS = types.MappingProxyType(settings_src)


@dataclass(order=True)
class Job:
    priority: int
    name: str = field(compare=False)
    pages: int = field(compare=False, default=1)


def spool(q, jobs):
    accepted = []
    for j in jobs:
        try:
            q.put_nowait(j)
            accepted.append(j.name if isinstance(j, Job) else j)
        except queue.Full:
            print(f"  {type(q).__name__} full at {q.qsize()}: rejected {getattr(j, 'name', j)}")
    return accepted


jobs = [Job(3, "report", 12), Job(1, "invoice", 2), Job(2, "letter", 1), Job(1, "label", 1), Job(5, "poster", 40)]
for cls in (queue.Queue, queue.LifoQueue, queue.PriorityQueue):
    q = cls(maxsize=SETTINGS["max_jobs"] + 1)
    print(cls.__name__, "accepted", spool(q, jobs), "full?", q.full(), "maxsize", q.maxsize)
    order = []
    while not q.empty():
        job = q.get()
        order.append(f"{job.name}(p{job.priority})")
        q.task_done()
    print("  printed:", " ".join(order))
    try:
        q.get_nowait()
    except queue.Empty as e:
        print("  empty:", type(e).__name__, isinstance(e, Exception), repr(str(e)))
    try:
        q.task_done()
    except ValueError as e:
        print("  ", e)
    q.join()

sq = queue.SimpleQueue()
for n in range(3):
    sq.put(n * n)
print("simple:", sq.qsize(), [sq.get() for _ in range(3)], sq.empty())
try:
    sq.get(timeout=-1)
except ValueError as e:
    print(e)

ns = types.SimpleNamespace(host="printer-2", port=9100, tags=["lobby"])
ns.online = True
print(ns)
print(vars(ns), ns == types.SimpleNamespace(host="printer-2", port=9100, tags=["lobby"], online=True))
del ns.tags
print(ns, hasattr(ns, "tags"))
settings_src["duplex"] = False
print(SETTINGS, SETTINGS["duplex"], len(SETTINGS), "max_jobs" in SETTINGS, list(SETTINGS), SETTINGS.get("colour", "n/a"))
try:
    SETTINGS["max_jobs"] = 10
except TypeError as e:
    print("TypeError:", e)
print(SETTINGS | {"colour": True})


def describe(x):
    kinds = [(types.FunctionType, "function"), (types.GeneratorType, "generator"),
             (types.BuiltinFunctionType, "builtin"), (types.NoneType, "None")]
    return next((label for t, label in kinds if isinstance(x, t)), type(x).__name__)


print([describe(v) for v in (describe, (i for i in ()), len, None, 3, lambda: 0)])
Spool = types.new_class("Spool", (queue.Queue,), exec_body=lambda ns: ns.update(kind="spool"))
sp = Spool(2)
sp.put("a")
print(Spool.__name__, sp.kind, sp.qsize(), isinstance(sp, queue.Queue))
import pprint
pprint.pprint(types.SimpleNamespace(name="printer-2", queue=[f"job-{i}" for i in range(9)], options={"duplex": True, "tray": 2}), width=60)
for name in ("class", "match", "job_1", "None", "print", "async", "_"):
    print(f"{name!r:9} keyword={keyword.iskeyword(name)!s:5} soft={keyword.issoftkeyword(name)!s:5} identifier={name.isidentifier()}")
print(len(keyword.kwlist), keyword.kwlist[:5], keyword.softkwlist)
