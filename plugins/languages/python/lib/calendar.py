# calendar, written for RedDragon's VM (lowered with the programs that import
# it). The C-locale English names; Calendar's iterators, TextCalendar's
# month and year layouts (the same column arithmetic as CPython 3.11's text
# output), isleap/leapdays/monthrange/weekday/monthcalendar/timegm and the
# module-level helpers that share one TextCalendar. HTMLCalendar and
# locale-aware calendars are not modelled.
import datetime

MONDAY, TUESDAY, WEDNESDAY, THURSDAY, FRIDAY, SATURDAY, SUNDAY = range(7)
January = 1
February = 2

day_name = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
day_abbr = [n[:3] for n in day_name]
month_name = ["", "January", "February", "March", "April", "May", "June", "July", "August", "September",
              "October", "November", "December"]
month_abbr = [n[:3] for n in month_name]
mdays = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
EPOCH = 1970
_EPOCH_ORD = datetime.date(EPOCH, 1, 1).toordinal()


class IllegalMonthError(ValueError):
    def __init__(self, month):
        self.month = month

    def __str__(self):
        return "bad month number %r; must be 1-12" % self.month


class IllegalWeekdayError(ValueError):
    def __init__(self, weekday):
        self.weekday = weekday

    def __str__(self):
        return "bad weekday number %r; must be 0 (Monday) to 6 (Sunday)" % self.weekday


def isleap(year):
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def leapdays(y1, y2):
    # leap years in [y1, y2)
    y1 -= 1
    y2 -= 1
    return (y2 // 4 - y1 // 4) - (y2 // 100 - y1 // 100) + (y2 // 400 - y1 // 400)


def weekday(year, month, day):
    if not datetime.MINYEAR <= year <= datetime.MAXYEAR:
        year = 2000 + year % 400
    return datetime.date(year, month, day).weekday()


def monthrange(year, month):
    if not 1 <= month <= 12:
        raise IllegalMonthError(month)
    first = weekday(year, month, 1)
    return first, mdays[month] + (month == February and isleap(year))


def _monthlen(year, month):
    return mdays[month] + (month == February and isleap(year))


class Calendar:
    def __init__(self, firstweekday=0):
        self.firstweekday = firstweekday

    def getfirstweekday(self):
        return self._firstweekday % 7

    def setfirstweekday(self, firstweekday):
        self._firstweekday = firstweekday

    @property
    def firstweekday(self):
        return self._firstweekday % 7

    @firstweekday.setter
    def firstweekday(self, value):
        self._firstweekday = value

    def iterweekdays(self):
        for i in range(self.firstweekday, self.firstweekday + 7):
            yield i % 7

    def itermonthdays(self, year, month):
        first, ndays = monthrange(year, month)
        before = (first - self.firstweekday) % 7
        for _ in range(before):
            yield 0
        for d in range(1, ndays + 1):
            yield d
        after = (self.firstweekday - first - ndays) % 7
        for _ in range(after):
            yield 0

    def itermonthdays2(self, year, month):
        for i, d in enumerate(self.itermonthdays(year, month), self.firstweekday):
            yield d, i % 7

    def itermonthdays3(self, year, month):
        first, ndays = monthrange(year, month)
        before = (first - self.firstweekday) % 7
        after = (self.firstweekday - first - ndays) % 7
        start = datetime.date(year, month, 1).toordinal() - before
        for k in range(before + ndays + after):
            d = datetime.date.fromordinal(start + k)
            yield d.year, d.month, d.day

    def itermonthdays4(self, year, month):
        for i, (y, m, d) in enumerate(self.itermonthdays3(year, month)):
            yield y, m, d, (self.firstweekday + i) % 7

    def itermonthdates(self, year, month):
        for y, m, d in self.itermonthdays3(year, month):
            yield datetime.date(y, m, d)

    def monthdatescalendar(self, year, month):
        dates = list(self.itermonthdates(year, month))
        return [dates[i:i + 7] for i in range(0, len(dates), 7)]

    def monthdays2calendar(self, year, month):
        days = list(self.itermonthdays2(year, month))
        return [days[i:i + 7] for i in range(0, len(days), 7)]

    def monthdayscalendar(self, year, month):
        days = list(self.itermonthdays(year, month))
        return [days[i:i + 7] for i in range(0, len(days), 7)]

    def yeardatescalendar(self, year, width=3):
        months = [self.monthdatescalendar(year, m) for m in range(1, 13)]
        return [months[i:i + width] for i in range(0, 12, width)]

    def yeardays2calendar(self, year, width=3):
        months = [self.monthdays2calendar(year, m) for m in range(1, 13)]
        return [months[i:i + width] for i in range(0, 12, width)]

    def yeardayscalendar(self, year, width=3):
        months = [self.monthdayscalendar(year, m) for m in range(1, 13)]
        return [months[i:i + width] for i in range(0, 12, width)]


def _columns(cols, colwidth, spacing):
    return (" " * spacing).join(c.center(colwidth) for c in cols)


class TextCalendar(Calendar):
    def formatday(self, day, weekday, width):
        text = "" if day == 0 else "%2i" % day
        return text.center(width)

    def formatweek(self, theweek, width):
        return " ".join(self.formatday(d, wd, width) for d, wd in theweek)

    def formatweekday(self, day, width):
        names = day_name if width >= 9 else day_abbr
        return names[day][:width].center(width)

    def formatweekheader(self, width):
        return " ".join(self.formatweekday(i, width) for i in self.iterweekdays())

    def formatmonthname(self, theyear, themonth, width, withyear=True):
        s = month_name[themonth]
        if withyear:
            s = "%s %r" % (s, theyear)
        return s.center(width)

    def formatmonth(self, theyear, themonth, w=0, l=0):
        w = max(2, w)
        l = max(1, l)
        s = self.formatmonthname(theyear, themonth, 7 * (w + 1) - 1).rstrip()
        s += "\n" * l
        s += self.formatweekheader(w).rstrip()
        s += "\n" * l
        for week in self.monthdays2calendar(theyear, themonth):
            s += self.formatweek(week, w).rstrip()
            s += "\n" * l
        return s

    def prweek(self, theweek, width):
        print(self.formatweek(theweek, width), end="")

    def prmonth(self, theyear, themonth, w=0, l=0):
        print(self.formatmonth(theyear, themonth, w, l), end="")

    def formatyear(self, theyear, w=2, l=1, c=6, m=3):
        w = max(2, w)
        l = max(1, l)
        c = max(2, c)
        colwidth = (w + 1) * 7 - 1
        out = [repr(theyear).center(colwidth * m + c * (m - 1)).rstrip(), "\n" * l]
        header = self.formatweekheader(w)
        for i, row in enumerate(self.yeardays2calendar(theyear, m)):
            months = range(m * i + 1, min(m * (i + 1) + 1, 13))
            out.append("\n" * l)
            out.append(_columns([self.formatmonthname(theyear, k, colwidth, False) for k in months], colwidth, c).rstrip())
            out.append("\n" * l)
            out.append(_columns([header for _ in months], colwidth, c).rstrip())
            out.append("\n" * l)
            height = max(len(cal) for cal in row)
            for j in range(height):
                weeks = [self.formatweek(cal[j], w) if j < len(cal) else "" for cal in row]
                out.append(_columns(weeks, colwidth, c).rstrip())
                out.append("\n" * l)
        return "".join(out)

    def pryear(self, theyear, w=0, l=0, c=6, m=3):
        print(self.formatyear(theyear, w, l, c, m), end="")


_shared = TextCalendar()


def firstweekday():
    return _shared.getfirstweekday()


def setfirstweekday(firstweekday):
    if not MONDAY <= firstweekday <= SUNDAY:
        raise IllegalWeekdayError(firstweekday)
    _shared.firstweekday = firstweekday


def monthcalendar(year, month):
    return _shared.monthdayscalendar(year, month)


def weekheader(width):
    return _shared.formatweekheader(width)


def month(theyear, themonth, w=0, l=0):
    return _shared.formatmonth(theyear, themonth, w, l)


def prmonth(theyear, themonth, w=0, l=0):
    _shared.prmonth(theyear, themonth, w, l)


def calendar(theyear, w=2, l=1, c=6, m=3):
    return _shared.formatyear(theyear, w, l, c, m)


def prcal(theyear, w=0, l=0, c=6, m=3):
    _shared.pryear(theyear, w, l, c, m)


def timegm(tuple):
    year, month, day, hour, minute, second = tuple[:6]
    days = datetime.date(year, month, 1).toordinal() - _EPOCH_ORD + day - 1
    return ((days * 24 + hour) * 60 + minute) * 60 + second


__all__ = ["IllegalMonthError", "IllegalWeekdayError", "setfirstweekday", "firstweekday", "isleap", "leapdays",
           "weekday", "monthrange", "monthcalendar", "prmonth", "month", "prcal", "calendar", "timegm",
           "month_name", "month_abbr", "day_name", "day_abbr", "Calendar", "TextCalendar", "weekheader",
           "MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY", "SUNDAY", "January", "February",
           "mdays", "EPOCH"]
