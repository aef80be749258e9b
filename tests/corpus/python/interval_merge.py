# features: stdlib_typing_abc_sys, stdlib_heapq_bisect_string, tuple_unpacking, lambda, f_string
from typing import NamedTuple
import bisect

class Interval(NamedTuple):
    start: int
    end: int

    def overlaps(self, other):
        return self.start <= other.end and other.start <= self.end

    def __str__(self):
        return f"[{self.start}, {self.end}]"

def merge(intervals):
    result = []
    for iv in sorted(intervals):
        if result and result[-1].overlaps(iv):
            last = result.pop()
            iv = Interval(last.start, max(last.end, iv.end))
        result.append(iv)
    return result

booked = [Interval(9, 10), Interval(13, 15), Interval(9, 11), Interval(14, 16), Interval(18, 19), Interval(11, 12)]
merged = merge(booked)
print(" ".join(map(str, merged)))
print(merged[0], merged[0]._asdict(), merged[0]._replace(end=20))
starts = [iv.start for iv in merged]
for t in (8, 10, 12, 17, 18):
    i = bisect.bisect_right(starts, t) - 1
    busy = i >= 0 and merged[i].start <= t <= merged[i].end
    print(t, "busy" if busy else "free")
gaps = [Interval(a.end, b.start) for a, b in zip(merged, merged[1:])]
print(max(gaps, key=lambda g: g.end - g.start))
print(Interval._fields, Interval(1, 2) == (1, 2))
