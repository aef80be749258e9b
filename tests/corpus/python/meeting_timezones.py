# features: global_builtin_modules, class_definition, inheritance, try_statement, except_clause, string_formatting, lambda
# A meeting planner across fixed-offset time zones: aware datetimes from
# strptime %z and fromisoformat, conversions with astimezone, UTC comparison
# and subtraction, %z/%Z formatting, a tzinfo subclass, and the errors for
# mixing naive and aware values.
from datetime import datetime, timedelta, timezone, time, date, tzinfo

OFFICES = {
    "London": timezone.utc,
    "Berlin": timezone(timedelta(hours=1), "CET"),
    "Mumbai": timezone(timedelta(hours=5, minutes=30)),
    "Sao Paulo": timezone(-timedelta(hours=3)),
}


class Eastern(tzinfo):
    """A fixed -05:00 zone that names itself."""

    def utcoffset(self, dt):
        return timedelta(hours=-5)

    def dst(self, dt):
        return timedelta(0)

    def tzname(self, dt):
        return "EST"


OFFICES["New York"] = Eastern()

for city, tz in OFFICES.items():
    print(f"{city:<10} {tz.tzname(None):<10} {str(tz.utcoffset(None)):>16}  {type(tz).__name__}")

meeting = datetime.strptime("2024-03-12 15:00 +0100", "%Y-%m-%d %H:%M %z")
print("meeting:", meeting, repr(meeting.tzinfo))
for city, tz in OFFICES.items():
    local = meeting.astimezone(tz)
    flag = "" if time(8) <= local.time() <= time(18) else "  (outside hours)"
    print(f"  {city:<10} {local:%a %H:%M %z %Z}{flag}")

stamps = [
    "2024-03-12T09:15:00+00:00",
    "2024-03-12T10:05:00+01:00",
    "2024-03-12T14:40:30.5+05:30",
    "2024-03-12T06:00:00-03:00",
    "2024-03-12T04:30:00Z",
]
events = [datetime.fromisoformat(s) for s in stamps]
for e in sorted(events):
    print(f"  {e.isoformat():<34} utc {e.astimezone(timezone.utc):%H:%M:%S}")
print("span:", max(events) - min(events), "| equal:", events[1] == datetime(2024, 3, 12, 9, 5, tzinfo=timezone.utc))
print("hash equal across zones:", hash(events[1]) == hash(events[1].astimezone(OFFICES["Mumbai"])))

deadline = datetime(2024, 3, 15, 17, 0, tzinfo=OFFICES["Berlin"])
print("deadline in NY:", deadline.astimezone(OFFICES["New York"]).isoformat(timespec="minutes"))
print("time left:", deadline - meeting, "| next week:", deadline + timedelta(weeks=1))
print("timestamp:", deadline.timestamp(), datetime.fromtimestamp(1710518400, timezone.utc))
print("utc epoch:", datetime.utcfromtimestamp(86400 * 365), "| naive:", deadline.replace(tzinfo=None))
print("standup:", datetime.combine(date(2024, 3, 13), time(9, 30, tzinfo=OFFICES["Mumbai"])))
print(repr(time(9, 30, tzinfo=timezone.utc)), time(23, 59, 59, tzinfo=OFFICES["Sao Paulo"]).isoformat())
print(timezone(timedelta(0)) is timezone.utc, timezone.min, timezone.max, timezone(timedelta(seconds=-90)))
print(datetime.strptime("Tue 12 Mar 2024 UTC", "%a %d %b %Y %Z"), datetime(2024, 1, 1).strftime("[%z][%Z]"))

naive = datetime(2024, 3, 12, 15)
print("naive == aware:", naive == meeting, naive.utcoffset(), naive.tzname())
for attempt in (lambda: naive < meeting, lambda: meeting - naive,
                lambda: timezone(timedelta(hours=25)), lambda: datetime(2024, 1, 1, tzinfo="CET"),
                lambda: datetime.strptime("12:00 +01", "%H:%M %z")):
    try:
        attempt()
    except (TypeError, ValueError) as exc:
        print(f"  {type(exc).__name__}: {exc}")
