# features: stdlib_re, stdlib_collections, stdlib_itertools_functools, dictionary, lambda, f_string
import re
from collections import Counter, defaultdict
from itertools import groupby

LOG = """\
2024-03-01 10:00:01 INFO  auth  user=alice action=login
2024-03-01 10:00:07 WARN  db    slow query ms=812
2024-03-01 10:01:15 ERROR auth  user=bob action=login reason=bad_password
2024-03-01 10:02:00 INFO  api   path=/items status=200 ms=35
2024-03-01 10:02:05 ERROR api   path=/items/9 status=500 ms=1200
2024-03-01 10:03:30 INFO  auth  user=bob action=login
2024-03-01 11:00:00 DEBUG cache hit_ratio=0.93
2024-03-01 11:05:42 WARN  api   path=/search status=429 ms=5
"""

PAT = re.compile(r"(\S+) (\d\d):(\d\d):\d\d (\w+)\s+(\w+)\s+(.*)")
entries = []
for line in LOG.splitlines():
    m = PAT.fullmatch(line)
    if not m:
        continue
    day, hh, mm, level, comp, rest = m.groups()
    fields = dict(kv.split("=", 1) for kv in rest.split() if "=" in kv)
    entries.append({"hour": int(hh), "level": level, "comp": comp, **fields})

print(Counter(e["level"] for e in entries))
by_comp = defaultdict(list)
for e in entries:
    by_comp[e["comp"]].append(e["level"])
for comp in sorted(by_comp):
    print(f"{comp:6}", "/".join(by_comp[comp]))
for hour, group in groupby(entries, key=lambda e: e["hour"]):
    g = list(group)
    print(hour, len(g), sum(1 for e in g if e["level"] == "ERROR"))
slow = [e for e in entries if int(e.get("ms", 0)) > 500]
print([f"{e['comp']}:{e['ms']}" for e in slow])
print(re.sub(r"user=(\w+)", lambda m: "user=" + m[1][0] + "***", LOG.splitlines()[2]))
