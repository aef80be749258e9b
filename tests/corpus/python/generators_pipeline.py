# features: yield, generator_expression, function_definition, for_statement, dictionary, string_methods
# A log-processing pipeline built from generators, the way a script would.
LOG = """\
2024-01-01 10:00:01 INFO  server started port=8080
2024-01-01 10:00:05 WARN  slow request path=/api/users ms=1200
2024-01-01 10:01:00 ERROR db timeout table=orders
2024-01-01 10:01:30 INFO  request path=/api/orders ms=35
2024-01-01 10:02:10 ERROR db timeout table=users
2024-01-01 10:03:00 INFO  request path=/health ms=2
"""


def read_lines(text):
    for line in text.splitlines():
        line = line.strip()
        if line:
            yield line


def parse(lines):
    for line in lines:
        date, time, level, rest = line.split(None, 3)
        fields = {}
        words = []
        for part in rest.split():
            if "=" in part:
                k, v = part.split("=", 1)
                fields[k] = v
            else:
                words.append(part)
        yield {"time": time, "level": level, "message": " ".join(words), **fields}


def only(level, records):
    return (r for r in records if r["level"] == level)


def batched(items, n):
    batch = []
    for item in items:
        batch.append(item)
        if len(batch) == n:
            yield batch
            batch = []
    if batch:
        yield batch


def running_average():
    total = 0.0
    count = 0
    average = None
    while True:
        value = yield average
        total += value
        count += 1
        average = total / count


records = list(parse(read_lines(LOG)))
print(len(records), "records")
for r in only("ERROR", records):
    print(r["time"], r["message"], r.get("table", "-"))

for i, batch in enumerate(batched(records, 4)):
    print("batch", i, [r["level"] for r in batch])

avg = running_average()
next(avg)
for r in records:
    if "ms" in r:
        print("avg after", r["path"], "=", round(avg.send(int(r["ms"])), 1))


def levels(records):
    seen = set()
    for r in records:
        if r["level"] not in seen:
            seen.add(r["level"])
            yield r["level"]


def report(records):
    yield "levels: " + ", ".join(levels(records))
    yield from (f"{lvl}: {sum(1 for r in records if r['level'] == lvl)}" for lvl in levels(records))
    return "done"


for line in report(records):
    print(line)
slowest = max((r for r in records if "ms" in r), key=lambda r: int(r["ms"]))
print("slowest", slowest["path"], slowest["ms"])
print(any(r["level"] == "WARN" for r in records), all("time" in r for r in records))
