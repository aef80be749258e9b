# features: stdlib_re, stdlib_collections, named_expression, list_comprehension, set_comprehension, f_string, string_formatting
"""Route and summarise web server log lines with regular expressions."""
import re
from collections import Counter, defaultdict
from statistics import mean, median

LOG = r"""
203.0.113.9 - - [12/Mar/2024:10:01:22 +0000] "GET /index.html HTTP/1.1" 200 5120 0.012
198.51.100.4 - alice [12/Mar/2024:10:01:25 +0000] "POST /api/login HTTP/1.1" 302 128 0.210
203.0.113.9 - - [12/Mar/2024:10:02:01 +0000] "GET /static/app.js HTTP/1.1" 200 90211 0.044
192.0.2.77 - - [12/Mar/2024:10:02:09 +0000] "GET /admin HTTP/1.1" 403 310 0.003
198.51.100.4 - alice [12/Mar/2024:10:03:44 +0000] "GET /api/items?page=2 HTTP/1.1" 200 2048 0.095
192.0.2.77 - - [12/Mar/2024:10:04:00 +0000] "GET /wp-login.php HTTP/1.1" 404 150 0.002
garbage line that does not parse
203.0.113.9 - - [12/Mar/2024:10:05:13 +0000] "DELETE /api/items/7 HTTP/1.1" 500 64 1.502
198.51.100.4 - alice [12/Mar/2024:10:06:30 +0000] "GET /api/items?page=3 HTTP/1.1" 200 1984 0.088
"""

LINE = re.compile(
    r'(?P<ip>\d{1,3}(?:\.\d{1,3}){3}) - (?P<user>\S+) \[(?P<when>[^\]]+)\] '
    r'"(?P<method>[A-Z]+) (?P<path>\S+) HTTP/[\d.]+" (?P<status>\d{3}) (?P<size>\d+) (?P<secs>[\d.]+)'
)

ROUTES = [
    (re.compile(r"^/api/"), "api"),
    (re.compile(r"^/static/|\.(js|css|html)$"), "static"),
    (re.compile(r"admin|wp-", re.I), "suspicious"),
]


def route(path):
    for pattern, name in ROUTES:
        if pattern.search(path):
            return name
    return "other"


records, bad = [], 0
for line in LOG.strip().splitlines():
    m = LINE.match(line)
    if not m:
        bad += 1
        continue
    rec = m.groupdict()
    rec["status"] = int(rec["status"])
    rec["size"] = int(rec["size"])
    rec["secs"] = float(rec["secs"])
    rec["route"] = route(rec["path"].split("?")[0])
    records.append(rec)

print(f"parsed {len(records)} lines, {bad} unparseable")
by_route = defaultdict(list)
for r in records:
    by_route[r["route"]].append(r)
for name in sorted(by_route):
    rs = by_route[name]
    times = [r["secs"] for r in rs]
    print(f"{name:>10}: {len(rs)} req, {sum(r['size'] for r in rs):>6} bytes, "
          f"mean {mean(times):.3f}s median {median(times):.3f}s")
status = Counter(r["status"] // 100 for r in records)
print("status classes:", ", ".join(f"{k}xx={v}" for k, v in sorted(status.items())))
print("top ip:", Counter(r["ip"] for r in records).most_common(1)[0])
users = {r["user"] for r in records if r["user"] != "-"}
print("users:", users)
pages = [int(m.group(1)) for r in records if (m := re.search(r"page=(\d+)", r["path"]))]
print("pages requested:", pages)
hours = sorted({re.sub(r":\d\d:\d\d .*$", "", r["when"]).split(":", 1)[1] for r in records})
print("hours:", hours)
slow = [f"{r['method']} {r['path']}" for r in records if r["secs"] > 0.1]
print("slow:", "; ".join(slow))
print(re.sub(r"(\d+)\.(\d+)\.(\d+)\.(\d+)", r"\1.\2.x.x", "client 203.0.113.9 and 10.0.0.1"))
print(re.split(r"[/?=]+", "/api/items?page=2"))
print(re.findall(r"\b[A-Z]{3,}\b", LOG))
