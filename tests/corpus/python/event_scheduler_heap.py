# features: stdlib_heapq_bisect_string, stdlib_enum, while_statement, f_string
import heapq
from enum import Enum, auto


class Kind(Enum):
    ARRIVE = auto()
    START = auto()
    FINISH = auto()


class Scheduler:
    def __init__(self, servers):
        self.clock = 0
        self.queue = []
        self.events = []
        self.free = servers
        self.seq = 0
        self.log = []

    def schedule(self, t, kind, job):
        heapq.heappush(self.events, (t, self.seq, kind, job))
        self.seq += 1

    def run(self):
        while self.events:
            t, _, kind, job = heapq.heappop(self.events)
            self.clock = t
            if kind is Kind.ARRIVE:
                self.queue.append(job)
                self.try_start()
            elif kind is Kind.FINISH:
                self.free += 1
                self.log.append((t, job["name"], "done"))
                self.try_start()

    def try_start(self):
        while self.free and self.queue:
            job = self.queue.pop(0)
            self.free -= 1
            self.log.append((self.clock, job["name"], f"start (waited {self.clock - job['at']})"))
            self.schedule(self.clock + job["dur"], Kind.FINISH, job)


jobs = [{"name": "A", "at": 0, "dur": 5}, {"name": "B", "at": 1, "dur": 3}, {"name": "C", "at": 2, "dur": 1},
        {"name": "D", "at": 2, "dur": 4}, {"name": "E", "at": 9, "dur": 2}]
s = Scheduler(2)
for j in jobs:
    s.schedule(j["at"], Kind.ARRIVE, j)
s.run()
for t, name, what in s.log:
    print(f"t={t:>2} {name}: {what}")
print("finished at", s.clock, Kind.FINISH, Kind.START.value, [k.name for k in Kind])
