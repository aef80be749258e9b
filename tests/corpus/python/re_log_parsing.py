# features: stdlib_re, stdlib_collections, for_statement, dictionary, f_string
# Parsing a web server log with named groups, a verbose pattern and MULTILINE scans.
import re
from collections import Counter

LOG = """\
192.168.0.1 - - [10/Oct/2023:13:55:36 +0000] "GET /index.html HTTP/1.1" 200 2326
10.0.0.7 - alice [10/Oct/2023:13:56:01 +0000] "POST /api/login HTTP/1.1" 401 112
192.168.0.1 - - [10/Oct/2023:13:57:12 +0000] "GET /images/logo.png HTTP/1.1" 200 10412
not a log line at all
10.0.0.7 - alice [10/Oct/2023:13:58:40 +0000] "POST /api/login HTTP/1.1" 200 98
172.16.5.4 - - [10/Oct/2023:14:01:02 +0000] "GET /missing HTTP/1.0" 404 0
"""

LINE = re.compile(r"""
    ^(?P<ip>\d{1,3}(?:\.\d{1,3}){3})   # client address
    \s-\s(?P<user>\S+)\s               # identity (or '-')
    \[(?P<when>[^\]]+)\]\s             # timestamp
    "(?P<method>[A-Z]+)\s(?P<path>\S+)\s[^"]*"\s
    (?P<status>\d{3})\s(?P<size>\d+)$
""", re.VERBOSE)

print(LINE.groups, sorted(LINE.groupindex.items()))
statuses = Counter()
bytes_by_ip = {}
bad = []
for number, line in enumerate(LOG.splitlines(), 1):
    m = LINE.match(line)
    if m is None:
        bad.append(number)
        continue
    entry = m.groupdict()
    statuses[entry["status"]] += 1
    bytes_by_ip[entry["ip"]] = bytes_by_ip.get(entry["ip"], 0) + int(m.group("size"))
    user = None if m["user"] == "-" else m["user"]
    print(f"{number}: {m.group('method'):4} {m.group('path'):<18} {m['status']} user={user} span={m.span('path')}")

print("unparsed lines:", bad)
print("statuses:", sorted(statuses.items()))
for ip, total in sorted(bytes_by_ip.items(), key=lambda kv: -kv[1]):
    print(f"  {ip:<12} {total:>6}")

# Whole-text scans: ^ and $ per line with MULTILINE.
print(re.findall(r"^(\d+\.\d+\.\d+\.\d+)", LOG, re.MULTILINE))
print(re.findall(r"\b(4\d\d)\b \d+$", LOG, flags=re.M))
print(len(re.findall(r"^", LOG, re.M)), len(re.findall(r"^", LOG)))
times = re.findall(r"\[\d+/\w+/\d+:(\d\d):(\d\d):\d\d", LOG)
print(times)
first = re.search(r"alice", LOG)
print(first, first.start(), first.end())
print(re.search(r"bob", LOG))
