# features: global_builtin_modules, builtin_subclass_new, string_formatting, tuple_unpacking, for_statement
# Shift rota printed on calendar pages: calendar.month/monthcalendar/
# monthrange/Calendar iterators, TextCalendar layouts, and date.timetuple /
# isocalendar / strftime week numbers.
import calendar
from datetime import date, datetime, timedelta

print(calendar.month(2026, 12), end="")
print(calendar.isleap(2024), calendar.isleap(1900), calendar.isleap(2000), calendar.leapdays(1900, 2100))
print(calendar.monthrange(2028, 2), calendar.weekday(2026, 11, 28), calendar.day_name[calendar.weekday(2026, 11, 28)])
print(list(calendar.month_abbr)[1:4], calendar.day_abbr[6], calendar.month_name[12])

# a rota: each weekday of February 2027 gets a person, weekends stay empty
people = ["Ana", "Ben", "Cho", "Dev"]
turn = 0
for week in calendar.monthcalendar(2027, 2):
    cells = []
    for i, day in enumerate(week):
        if day == 0 or i >= 5:
            cells.append("  .    ")
        else:
            cells.append(f"{day:2d} {people[turn % len(people)]:<4}")
            turn += 1
    print("|".join(cells))

cal = calendar.TextCalendar(calendar.SUNDAY)
print(cal.formatmonth(2027, 2, w=3), end="")
print(cal.formatweekheader(9))
print([d.isoformat() for d in calendar.Calendar().itermonthdates(2026, 3)][:3])
print(list(calendar.Calendar(firstweekday=3).itermonthdays2(2026, 10))[:5])
print(calendar.Calendar().monthdays2calendar(2026, 6)[0])
print(calendar.calendar(2027, w=2, l=1, c=3, m=4))
try:
    calendar.monthrange(2026, 0)
except calendar.IllegalMonthError as e:
    print(type(e).__name__, isinstance(e, ValueError), e)
print(calendar.timegm((2026, 11, 28, 12, 30, 0, 0, 0, 0)))

d = date(2027, 1, 3)
iso = d.isocalendar()
print(iso, iso.year, iso.week, iso.weekday, iso[1], tuple(iso) == (2026, 53, 7))
y, w, wd = date(2026, 12, 28).isocalendar()
print(y, w, wd)
t = datetime(2026, 11, 28, 17, 45, 9).timetuple()
print(t)
print(t.tm_yday, t.tm_wday, t[0], len(t), t[:3])
for day in (date(2026, 1, 1), date(2026, 1, 4), date(2026, 1, 5), date(2026, 12, 31)):
    print(day.strftime("%a %d %b: U=%U W=%W V=%V G=%G C=%C j=%j"))
start = date(2026, 11, 30)
print(", ".join((start + timedelta(weeks=k)).strftime("wk%V") for k in range(6)))
