# features: global_builtin_modules, import_from_statement, for_statement, f_string, try_statement, comparison, dictionary
# An ISO-week timesheet: entries are filed under (year, week, weekday) and turned back into dates.
from datetime import date, datetime, timedelta, timezone

entries = [
    ((2026, 1, 1), 7.5), ((2026, 1, 5), 6.0), ((2025, 52, 3), 8.0),
    ((2020, 53, 7), 2.0), ((2015, 53, 4), 4.25), ((2026, 10, 2), 8.0),
]
totals = {}
for (year, week, weekday), hours in entries:
    day = date.fromisocalendar(year, week, weekday)
    assert day.isocalendar() == (year, week, weekday)
    print(f"{year}-W{week:02d}-{weekday} -> {day} ({day:%a %d %b}) {hours:5.2f} h")
    totals[day.year] = totals.get(day.year, 0) + hours
print("hours by calendar year:", totals)

start = datetime.fromisocalendar(2026, 9, 1)
print(repr(start), type(start).__name__, start + timedelta(days=4, hours=17))

# week 53 exists only in long ISO years; bad weeks, days and years are refused
for bad in [(2021, 53, 1), (2026, 53, 1), (2026, 0, 3), (2026, 4, 0), (2026, 4, 8), (10000, 1, 1)]:
    try:
        date.fromisocalendar(*bad)
    except ValueError as e:
        print(bad, "->", e)
long_years = [y for y in range(2000, 2031) if date(y, 12, 28).isocalendar()[1] == 53]
print("long ISO years:", long_years)
print(all(date.fromisocalendar(y, 53, 1).isocalendar().week == 53 for y in long_years))

# timetuple keeps the local fields; utctimetuple shifts aware values to UTC
shift_end = datetime(2026, 12, 31, 22, 15, tzinfo=timezone(timedelta(hours=-3)))
naive = datetime(2026, 6, 1, 9, 30)
for label, t in [("local", shift_end.timetuple()), ("utc", shift_end.utctimetuple()),
                 ("naive", naive.timetuple()), ("naive utc", naive.utctimetuple())]:
    print(f"{label:>9}: {t.tm_year}-{t.tm_mon:02d}-{t.tm_mday:02d} {t.tm_hour:02d}:{t.tm_min:02d} "
          f"yday={t.tm_yday} wday={t.tm_wday} isdst={t.tm_isdst}")
print(tuple(date(2026, 3, 1).timetuple()))
