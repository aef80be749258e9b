# features: stdlib_re, stdlib_collections, tuple_unpacking, lambda, f_string, generator_expression
# Summarising a server log: named groups, findall, finditer, sub with a function, split.
import re
from collections import Counter, defaultdict

LOG = """\
2023-04-01 12:00:01 INFO  [web] GET /index.html 200 512ms
2023-04-01 12:00:02 WARN  [db] slow query took 1530ms
2023-04-01 12:00:03 INFO  [web] GET /about.html 200 33ms
2023-04-01 12:00:05 ERROR [web] POST /login 500 12ms
2023-04-01 12:01:00 INFO  [auth] user=alice action=login
2023-04-01 12:01:30 INFO  [web] GET /index.html 304 4ms
2023-04-01 12:02:00 ERROR [db] connection reset by peer
2023-04-01 12:02:10 INFO  [auth] user=bob action=logout
malformed line here
2023-04-01 12:03:00 DEBUG [web] GET /static/app.js 200 87ms
"""

LINE_RE = re.compile(r"^(?P<date>\d{4}-\d{2}-\d{2}) (?P<time>[\d:]+) (?P<level>[A-Z]+)\s+\[(?P<comp>\w+)\] (?P<msg>.*)$")
REQ_RE = re.compile(r"(GET|POST) (\S+) (\d{3}) (\d+)ms")

levels = Counter()
by_comp = defaultdict(list)
bad = 0
requests = []
for line in LOG.splitlines():
    m = LINE_RE.match(line)
    if not m:
        bad += 1
        continue
    levels[m["level"]] += 1
    by_comp[m.group("comp")].append(m.group("time"))
    r = REQ_RE.search(m["msg"])
    if r:
        method, path, status, ms = r.groups()
        requests.append((method, path, int(status), int(ms)))

print("levels:", dict(levels.most_common()))
for comp, times in sorted(by_comp.items()):
    print(f"{comp:5} {len(times)} first={times[0]} last={times[-1]}")
print("malformed:", bad)
slowest = max(requests, key=lambda t: t[3])
print("slowest:", slowest)
print("avg ms: %.1f" % (sum(t[3] for t in requests) / len(requests)))
users = re.findall(r"user=(\w+) action=(\w+)", LOG)
print(users)
print(re.sub(r"\d+ms", lambda m: str(int(m.group()[:-2]) // 100) + "ds", "took 1530ms and 87ms"))
print(re.split(r"[\s:]+", "12:00:01  INFO x"))
print(re.sub(r"(\w+)@(\w+)", r"\2 at \1", "alice@home bob@work"))
ips = "10.0.0.1, 192.168.1.300, 8.8.8.8"
for ip in re.finditer(r"\b(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})\b", ips):
    ok = all(0 <= int(p) <= 255 for p in ip.groups())
    print(ip.group(0), ip.start(), ip.end(), "valid" if ok else "invalid")
print(re.fullmatch(r"[a-z]+\d*", "abc123") is not None, re.fullmatch(r"[a-z]+", "abc1"))
print(re.findall(r"(?i)error|warn", LOG))
