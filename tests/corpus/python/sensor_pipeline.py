# features: yield, generator_expression, stdlib_collections, try_statement, except_clause, f_string, string_formatting
# A generator pipeline over sensor readings with namedtuple and statistics.
import statistics
from collections import namedtuple

Reading = namedtuple("Reading", "sensor tick value")

RAW = """s1,0,20.5
s2,0,19.0
s1,1,21.0
s2,1,-999
s1,2,22.5
s3,2,18.25
s2,2,19.5
s1,3,bad
s3,3,18.75
s2,4,20.0"""

def read_lines(text):
    for line in text.splitlines():
        yield line.strip()

def parse(lines):
    for n, line in enumerate(lines, 1):
        sensor, tick, value = line.split(",")
        try:
            yield Reading(sensor, int(tick), float(value))
        except ValueError as exc:
            print(f"line {n}: skipped ({exc})")

def valid(readings, low=-50, high=60):
    for r in readings:
        if low <= r.value <= high:
            yield r
        else:
            print(f"out of range: {r}")

def window(seq, size):
    buf = []
    for item in seq:
        buf.append(item)
        if len(buf) == size:
            yield tuple(buf)
            buf.pop(0)

readings = list(valid(parse(read_lines(RAW))))
by_sensor = {}
for r in readings:
    by_sensor.setdefault(r.sensor, []).append(r.value)
print(f"{'sensor':<8}{'n':>3}{'mean':>8}{'median':>8}{'stdev':>8}")
for s, vals in sorted(by_sensor.items()):
    sd = statistics.stdev(vals) if len(vals) > 1 else float("nan")
    print(f"{s:<8}{len(vals):>3}{statistics.mean(vals):>8.2f}{statistics.median(vals):>8.2f}{sd:>8.3f}")
vals = [r.value for r in readings]
print("moving avg:", [round(sum(w) / len(w), 2) for w in window(vals, 3)])
gen = (v * 9 / 5 + 32 for v in vals)
print("fahrenheit:", next(gen), next(gen), sum(gen))
print(readings[0]._asdict(), readings[0]._replace(value=0.0))
print(max(readings, key=lambda r: r.value).sensor, min(vals), statistics.pstdev(vals))
print(statistics.mode([r.sensor for r in readings]), statistics.quantiles(vals, n=4))
ticks = sorted({r.tick for r in readings})
print(ticks, any(r.tick > 3 for r in readings), all(isinstance(v, float) for v in vals))
