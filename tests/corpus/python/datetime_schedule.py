# features: global_builtin_modules, import_from_statement, for_statement, f_string, try_statement, comparison
from datetime import date, datetime, time, timedelta

# A project schedule: due dates, durations, business days, parsed timestamps.
start = date(2024, 1, 29)
tasks = [("design", 5), ("build", 17), ("test", 8), ("release", 1)]
day = start
for name, length in tasks:
    end = day + timedelta(days=length)
    print(f"{name:<8} {day} -> {end}  {end.strftime('%a %d %b %Y')}  week {end.isocalendar()[1]}  {(end - start).days} days in")
    day = end
print(date(2024, 2, 28) + timedelta(days=1), date(2023, 2, 28) + timedelta(days=1), date(2024, 12, 31) - date(2024, 1, 1))
print(date(2024, 3, 1).weekday(), date(2024, 3, 1).isoweekday(), date(2024, 3, 1).toordinal(), date.fromordinal(738946))
print(date.fromisoformat("2021-07-04").replace(year=2022), repr(date(2024, 1, 2)), date(2024, 5, 6) > date(2024, 5, 5))
print(date(2024, 2, 29).strftime("%j %y %B %A %m/%d/%Y %%"), max(date(2020, 5, 1), date(2019, 12, 31)))

opened = datetime(2024, 2, 27, 9, 15, 30)
due = datetime(2024, 3, 10, 14, 30)
left = due - opened
print(left, left.days, left.seconds, left.total_seconds(), due + timedelta(hours=36, minutes=5), opened.isoformat())
print(repr(opened), repr(datetime(2024, 1, 1)), opened.date(), opened.time(), str(datetime(2024, 1, 1, 0, 0, 0, 250)))
print(datetime.strptime("2024-05-06 07:08", "%Y-%m-%d %H:%M"), datetime.strptime("07/Mar/2024 09:05 PM", "%d/%b/%Y %I:%M %p"))
print(datetime.fromisoformat("2024-04-01T12:30:45.5"), datetime.combine(date(2024, 1, 1), time(8, 30)), opened.strftime("%I:%M %p on %A"))
print(timedelta(days=1, seconds=3661) * 2, -timedelta(hours=1), timedelta(hours=1.5, minutes=0.25), timedelta(weeks=2) / timedelta(days=1))
print(repr(timedelta(minutes=90)), repr(timedelta(0)), timedelta(hours=25) // 2, abs(timedelta(days=-2)), timedelta(seconds=-1))
print(sorted([timedelta(hours=2), timedelta(minutes=30), timedelta(days=1)]), timedelta(hours=1) == timedelta(minutes=60))
busy = {date(2024, 3, 4), date(2024, 3, 5)}
free = [d for d in (date(2024, 3, 1) + timedelta(days=i) for i in range(10)) if d.weekday() < 5 and d not in busy]
print([d.strftime("%d %a") for d in free])
for bad in [(2023, 2, 29), (2024, 13, 1)]:
    try:
        date(*bad)
    except ValueError as e:
        print("ValueError:", e)
try:
    datetime.strptime("2024/05/06", "%Y-%m-%d")
except ValueError as e:
    print("ValueError:", e)
