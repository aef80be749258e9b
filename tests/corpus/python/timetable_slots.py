# features: builtins, dictionary, for_range, try_statement, f_string
"""Bus timetable: departures are ranges of minutes; config layers merge with |."""

DEFAULTS = {"first": 5 * 60, "last": 23 * 60, "every": 15, "label": "route"}
WEEKEND = {"first": 7 * 60, "every": 30}
HOLIDAY = {"label": "holiday service", "every": 60}


def hhmm(m):
    return f"{m // 60:02d}:{m % 60:02d}"


def timetable(cfg):
    return range(cfg["first"], cfg["last"] + 1, cfg["every"])


weekday = DEFAULTS | {}
weekend = DEFAULTS | WEEKEND
holiday = weekend | HOLIDAY
print(weekday == DEFAULTS, weekday is DEFAULTS, weekend, holiday["label"], DEFAULTS["every"])
override = dict(weekend)
override |= {"last": 20 * 60}
print(sorted(override.items()), len(weekend | override | HOLIDAY))

for name, cfg in [("weekday", weekday), ("weekend", weekend), ("holiday", holiday), ("override", override)]:
    slots = timetable(cfg)
    print(f"{name:<9} {len(slots):>3} departures, first {hhmm(slots[0])}, last {hhmm(slots[-1])}, {slots}")

slots = timetable(weekday)
for wanted in ["08:00", "08:05", "12:45", "23:00", "04:00"]:
    h, m = map(int, wanted.split(":"))
    minute = h * 60 + m
    if slots.count(minute):
        print(f"{wanted} is departure #{slots.index(minute) + 1}")
    else:
        nxt = next((s for s in slots if s > minute), None)
        try:
            slots.index(minute)
        except ValueError as e:
            print(f"{wanted}: {e}; next at {hhmm(nxt) if nxt is not None else 'tomorrow'}")

evens = range(0, 20, 2)
down = range(10, -10, -3)
print(evens.index(8), evens.count(9), down.index(-5), down.count(1), evens.count(4.0), evens.index(6.0))
print(list(down), down[2:5], down[::-1].index(10), evens[-3:].count(16))
for bad in (3, "x"):
    try:
        evens.index(bad)
    except ValueError as e:
        print("ValueError:", e)
try:
    print(DEFAULTS | [("every", 1)])
except TypeError as e:
    print("TypeError:", e)
