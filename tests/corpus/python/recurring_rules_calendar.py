# features: stdlib_dataclasses, match_statement, generator_expression, named_expression, stdlib_enum
"""Expand recurring calendar rules (daily/weekly/monthly, BYDAY, COUNT/UNTIL, exceptions)."""
from __future__ import annotations

import calendar
import re
from dataclasses import dataclass, field
from datetime import date, timedelta
from enum import Enum
from itertools import islice, takewhile
from typing import Iterator

WEEKDAYS = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"]


class Freq(Enum):
    DAILY = "DAILY"
    WEEKLY = "WEEKLY"
    MONTHLY = "MONTHLY"


@dataclass(frozen=True)
class Rule:
    freq: Freq
    interval: int = 1
    count: int | None = None
    until: date | None = None
    byday: tuple[str, ...] = ()
    bymonthday: int | None = None
    exdates: frozenset = field(default_factory=frozenset)

    @classmethod
    def parse(cls, text: str) -> Rule:
        parts = dict(p.split("=", 1) for p in text.split(";"))
        kwargs = {"freq": Freq(parts.pop("FREQ"))}
        for key, value in parts.items():
            match key:
                case "INTERVAL":
                    kwargs["interval"] = int(value)
                case "COUNT":
                    kwargs["count"] = int(value)
                case "UNTIL":
                    kwargs["until"] = date.fromisoformat(value)
                case "BYDAY":
                    days = tuple(value.split(","))
                    if bad := [d for d in days if d not in WEEKDAYS and not re.fullmatch(r"-?\d(MO|TU|WE|TH|FR|SA|SU)", d)]:
                        raise ValueError(f"bad BYDAY {bad}")
                    kwargs["byday"] = days
                case "BYMONTHDAY":
                    kwargs["bymonthday"] = int(value)
                case "EXDATE":
                    kwargs["exdates"] = frozenset(map(date.fromisoformat, value.split(",")))
                case _:
                    raise KeyError(f"unsupported rule part {key}")
        return cls(**kwargs)


def nth_weekday(year: int, month: int, spec: str) -> date | None:
    n, wd = int(spec[:-2]), WEEKDAYS.index(spec[-2:])
    days = [d for d in range(1, calendar.monthrange(year, month)[1] + 1)
            if calendar.weekday(year, month, d) == wd]
    try:
        return date(year, month, days[n - 1 if n > 0 else n])
    except IndexError:
        return None


def candidates(rule: Rule, start: date) -> Iterator[date]:
    if rule.freq is Freq.DAILY:
        d = start
        while True:
            yield d
            d += timedelta(days=rule.interval)
    elif rule.freq is Freq.WEEKLY:
        week = start - timedelta(days=start.weekday())
        wanted = sorted(WEEKDAYS.index(d) for d in rule.byday) or [start.weekday()]
        while True:
            for wd in wanted:
                d = week + timedelta(days=wd)
                if d >= start:
                    yield d
            week += timedelta(weeks=rule.interval)
    else:
        y, m = start.year, start.month
        while True:
            if rule.byday:
                found = [nth_weekday(y, m, s) for s in rule.byday]
                yield from sorted(d for d in found if d and d >= start)
            else:
                day = rule.bymonthday or start.day
                last = calendar.monthrange(y, m)[1]
                if day <= last and date(y, m, day) >= start:
                    yield date(y, m, day)
            m += rule.interval
            y, m = y + (m - 1) // 12, (m - 1) % 12 + 1


def expand(rule: Rule, start: date, limit: int = 50) -> list[date]:
    dates = (d for d in candidates(rule, start) if d not in rule.exdates)
    if rule.until:
        dates = takewhile(lambda d: d <= rule.until, dates)
    return list(islice(dates, rule.count or limit))


def main():
    start = date(2024, 1, 31)
    rules = {
        "standup": "FREQ=WEEKLY;BYDAY=MO,WE,FR;COUNT=8;EXDATE=2024-02-05",
        "payday": "FREQ=MONTHLY;BYMONTHDAY=31;COUNT=6",
        "board": "FREQ=MONTHLY;BYDAY=1TU,-1FR;UNTIL=2024-05-31",
        "backup": "FREQ=DAILY;INTERVAL=10;UNTIL=2024-04-01",
        "sprint": "FREQ=WEEKLY;INTERVAL=2;COUNT=5",
    }
    for name, text in rules.items():
        rule = Rule.parse(text)
        dates = expand(rule, start)
        shown = ", ".join(f"{d:%a %d %b}" for d in dates)
        print(f"{name:<8} {rule.freq.name:<7} {len(dates):>2}: {shown}")
    leap = [y for y in range(2020, 2031) if calendar.isleap(y)]
    print("leap years:", leap, "| Feb 2024 has", calendar.monthrange(2024, 2)[1], "days")
    print(calendar.month_name[start.month], calendar.day_abbr[start.weekday()], start.isocalendar())
    for bad in ("FREQ=HOURLY", "FREQ=DAILY;BYHOUR=3", "FREQ=WEEKLY;BYDAY=XX"):
        try:
            Rule.parse(bad)
        except (ValueError, KeyError) as e:
            print(f"rejected {bad!r}: {type(e).__name__}: {e}")


if __name__ == "__main__":
    main()
