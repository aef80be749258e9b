# datetime, written for RedDragon's VM (lowered with the programs that import
# it). Naive date, time, datetime and timedelta with CPython 3.11's
# arithmetic, normalisation, str/repr, isoformat/fromisoformat, strftime and
# strptime (C-locale names; directives Y y m d H I M S f p A a B b j z Z %).
# Time zones: tzinfo, fixed-offset timezone (timezone.utc), aware datetimes
# compare and subtract in UTC. The local zone is not modelled: today()/now(),
# fromtimestamp() without tz and astimezone() of a naive datetime read the
# clock or the host's zone, which a deterministic run does not have: they are
# unknown values.

MINYEAR = 1
MAXYEAR = 9999

_DAYS_IN_MONTH = [-1, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
_DAYS_BEFORE_MONTH = [-1]
_dbm = 0
for _dim in _DAYS_IN_MONTH[1:]:
    _DAYS_BEFORE_MONTH.append(_dbm)
    _dbm += _dim
_MONTHNAMES = [None, "January", "February", "March", "April", "May", "June", "July", "August", "September",
               "October", "November", "December"]
_DAYNAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def _is_leap(year):
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def _days_before_year(year):
    y = year - 1
    return y * 365 + y // 4 - y // 100 + y // 400


def _days_in_month(year, month):
    if month == 2 and _is_leap(year):
        return 29
    return _DAYS_IN_MONTH[month]


def _days_before_month(year, month):
    return _DAYS_BEFORE_MONTH[month] + (month > 2 and _is_leap(year))


def _ymd2ord(year, month, day):
    return _days_before_year(year) + _days_before_month(year, month) + day


def _ord2ymd(n):
    n -= 1
    n400, n = divmod(n, 146097)
    year = n400 * 400 + 1
    n100, n = divmod(n, 36524)
    n4, n = divmod(n, 1461)
    n1, n = divmod(n, 365)
    year += n100 * 100 + n4 * 4 + n1
    if n1 == 4 or n100 == 4:
        return year - 1, 12, 31
    leapyear = n1 == 3 and (n4 != 24 or n100 == 3)
    month = (n + 50) >> 5
    preceding = _DAYS_BEFORE_MONTH[month] + (month > 2 and leapyear)
    if preceding > n:
        month -= 1
        preceding -= _DAYS_IN_MONTH[month] + (month == 2 and leapyear)
    n -= preceding
    return year, month, n + 1


def _check_date(year, month, day):
    for v in (year, month, day):
        if not isinstance(v, int):
            raise TypeError("'" + type(v).__name__ + "' object cannot be interpreted as an integer")
    if not MINYEAR <= year <= MAXYEAR:
        raise ValueError("year %d is out of range" % year)
    if not 1 <= month <= 12:
        raise ValueError("month must be in 1..12")
    if not 1 <= day <= _days_in_month(year, month):
        raise ValueError("day is out of range for month")


def _check_time(hour, minute, second, microsecond):
    if not 0 <= hour <= 23:
        raise ValueError("hour must be in 0..23")
    if not 0 <= minute <= 59:
        raise ValueError("minute must be in 0..59")
    if not 0 <= second <= 59:
        raise ValueError("second must be in 0..59")
    if not 0 <= microsecond <= 999999:
        raise ValueError("microsecond must be in 0..999999")


def _cmp(a, b):
    return 0 if a == b else (1 if a > b else -1)


class timedelta:
    def __init__(self, days=0, seconds=0, microseconds=0, milliseconds=0, minutes=0, hours=0, weeks=0):
        # exact: fractional parts go through microseconds, rounded half to even as CPython
        total = 0
        for value, scale in ((weeks, 604800000000), (days, 86400000000), (hours, 3600000000),
                             (minutes, 60000000), (seconds, 1000000), (milliseconds, 1000), (microseconds, 1)):
            if isinstance(value, float):
                total += round(value * scale)
            else:
                total += value * scale
        total = int(total)
        d, rest = divmod(total, 86400000000)
        s, us = divmod(rest, 1000000)
        if abs(d) > 999999999:
            raise OverflowError("days=%d; must have magnitude <= 999999999" % d)
        self._days = d
        self._seconds = s
        self._microseconds = us

    @property
    def days(self):
        return self._days

    @property
    def seconds(self):
        return self._seconds

    @property
    def microseconds(self):
        return self._microseconds

    def _us(self):
        return (self._days * 86400 + self._seconds) * 1000000 + self._microseconds

    def total_seconds(self):
        return self._us() / 10 ** 6

    def __repr__(self):
        args = []
        if self._days:
            args.append("days=%d" % self._days)
        if self._seconds:
            args.append("seconds=%d" % self._seconds)
        if self._microseconds:
            args.append("microseconds=%d" % self._microseconds)
        if not args:
            args.append("0")
        return "datetime.timedelta(" + ", ".join(args) + ")"

    def __str__(self):
        mm, ss = divmod(self._seconds, 60)
        hh, mm = divmod(mm, 60)
        s = "%d:%02d:%02d" % (hh, mm, ss)
        if self._days:
            s = ("%d day%s, " % (self._days, "s" if abs(self._days) != 1 else "")) + s
        if self._microseconds:
            s = s + ".%06d" % self._microseconds
        return s

    def __add__(self, other):
        if isinstance(other, timedelta):
            return timedelta(microseconds=self._us() + other._us())
        return NotImplemented

    def __radd__(self, other):
        return self.__add__(other)

    def __sub__(self, other):
        if isinstance(other, timedelta):
            return timedelta(microseconds=self._us() - other._us())
        return NotImplemented

    def __neg__(self):
        return timedelta(microseconds=-self._us())

    def __pos__(self):
        return self

    def __abs__(self):
        return -self if self._days < 0 else self

    def __mul__(self, other):
        if isinstance(other, int):
            return timedelta(microseconds=self._us() * other)
        if isinstance(other, float):
            return timedelta(microseconds=round(self._us() * other))
        return NotImplemented

    __rmul__ = __mul__

    def __truediv__(self, other):
        if isinstance(other, timedelta):
            return self._us() / other._us()
        if isinstance(other, (int, float)):
            return timedelta(microseconds=round(self._us() / other))
        return NotImplemented

    def __floordiv__(self, other):
        if isinstance(other, timedelta):
            return self._us() // other._us()
        if isinstance(other, int):
            return timedelta(microseconds=self._us() // other)
        return NotImplemented

    def __mod__(self, other):
        if isinstance(other, timedelta):
            return timedelta(microseconds=self._us() % other._us())
        return NotImplemented

    def __divmod__(self, other):
        q, r = divmod(self._us(), other._us())
        return q, timedelta(microseconds=r)

    def __eq__(self, other):
        return isinstance(other, timedelta) and self._us() == other._us()

    def __ne__(self, other):
        return not self.__eq__(other)

    def __lt__(self, other):
        return self._us() < other._us()

    def __le__(self, other):
        return self._us() <= other._us()

    def __gt__(self, other):
        return self._us() > other._us()

    def __ge__(self, other):
        return self._us() >= other._us()

    def __hash__(self):
        return hash((self._days, self._seconds, self._microseconds))

    def __bool__(self):
        return self._us() != 0


timedelta.min = timedelta(-999999999)
timedelta.max = timedelta(days=999999999, hours=23, minutes=59, seconds=59, microseconds=999999)
timedelta.resolution = timedelta(microseconds=1)


class tzinfo:
    def utcoffset(self, dt):
        raise NotImplementedError("a tzinfo subclass must implement utcoffset()")

    def dst(self, dt):
        raise NotImplementedError("a tzinfo subclass must implement dst()")

    def tzname(self, dt):
        raise NotImplementedError("a tzinfo subclass must implement tzname()")

    def fromutc(self, dt):
        # the standard-time algorithm of CPython's tzinfo.fromutc
        if dt.tzinfo is not self:
            raise ValueError("dt.tzinfo is not self")
        off = dt.utcoffset()
        dst = dt.dst()
        if off is None or dst is None:
            raise ValueError("fromutc() requires a non-None utcoffset() and dst() result")
        dt = dt + (off - dst)
        dst = dt.dst()
        return dt + dst if dst else dt


_tzinfo_cls = tzinfo


def _format_offset(off, sep):
    # +HH<sep>MM[<sep>SS[.ffffff]], as isoformat and %z write it
    if off is None:
        return ""
    us = off._us()
    sign = "-" if us < 0 else "+"
    us = abs(us)
    hh, us = divmod(us, 3600000000)
    mm, us = divmod(us, 60000000)
    ss, us = divmod(us, 1000000)
    s = "%s%02d%s%02d" % (sign, hh, sep, mm)
    if ss or us:
        s += "%s%02d" % (sep, ss)
        if us:
            s += ".%06d" % us
    return s


def _check_tzinfo(tz):
    if tz is not None and not isinstance(tz, _tzinfo_cls):
        raise TypeError("tzinfo argument must be None or of a tzinfo subclass, not type '%s'" % type(tz).__name__)


def _offset_of(tz, dt):
    if tz is None:
        return None
    off = tz.utcoffset(dt)
    if off is not None and not isinstance(off, timedelta):
        raise TypeError("tzinfo.utcoffset() must return None or timedelta, not '%s'" % type(off).__name__)
    return off


class timezone(tzinfo):
    def __new__(cls, offset, name=None):
        # timezone(timedelta(0)) without a name is the utc singleton, as in CPython
        if name is None and isinstance(offset, timedelta) and not offset and _UTC is not None:
            return _UTC
        return object.__new__(cls)

    def __init__(self, offset, name=None):
        if not isinstance(offset, timedelta):
            raise TypeError("timezone() argument 1 must be datetime.timedelta, not %s" % type(offset).__name__)
        if name is not None and not isinstance(name, str):
            raise TypeError("timezone() argument 2 must be str, not %s" % type(name).__name__)
        if not -86400000000 < offset._us() < 86400000000:
            raise ValueError("offset must be a timedelta strictly between -timedelta(hours=24) and "
                             "timedelta(hours=24), not %r." % offset)
        self._offset = offset
        self._name = name

    def utcoffset(self, dt):
        return self._offset

    def dst(self, dt):
        return None

    def tzname(self, dt):
        if self._name is not None:
            return self._name
        if not self._offset:
            return "UTC"
        return "UTC" + _format_offset(self._offset, ":")

    def fromutc(self, dt):
        if dt.tzinfo is not self:
            raise ValueError("fromutc: dt.tzinfo is not self")
        return dt + self._offset

    def __eq__(self, other):
        return isinstance(other, timezone) and self._offset == other._offset

    def __hash__(self):
        return hash(self._offset)

    def __str__(self):
        return self.tzname(None)

    def __repr__(self):
        if self._name is None and not self._offset:
            return "datetime.timezone.utc"
        if self._name is None:
            return "datetime.timezone(%r)" % self._offset
        return "datetime.timezone(%r, %r)" % (self._offset, self._name)


_UTC = None
_UTC = timezone.utc = timezone(timedelta(0))
timezone.min = timezone(-timedelta(hours=23, minutes=59))
timezone.max = timezone(timedelta(hours=23, minutes=59))
UTC = timezone.utc




def _format(obj, fmt):
    out = []
    i = 0
    n = len(fmt)
    while i < n:
        c = fmt[i]
        if c != "%" or i + 1 >= n:
            out.append(c)
            i += 1
            continue
        d = fmt[i + 1]
        i += 2
        hour = getattr(obj, "hour", 0)
        if d == "Y":
            out.append("%d" % obj.year)  # glibc does not pad years below 1000
        elif d == "y":
            out.append("%02d" % (obj.year % 100))
        elif d == "m":
            out.append("%02d" % obj.month)
        elif d == "d":
            out.append("%02d" % obj.day)
        elif d == "e":
            out.append("%2d" % obj.day)
        elif d == "H":
            out.append("%02d" % hour)
        elif d == "I":
            out.append("%02d" % (hour % 12 or 12))
        elif d == "M":
            out.append("%02d" % getattr(obj, "minute", 0))
        elif d == "S":
            out.append("%02d" % getattr(obj, "second", 0))
        elif d == "f":
            out.append("%06d" % getattr(obj, "microsecond", 0))
        elif d == "p":
            out.append("AM" if hour < 12 else "PM")
        elif d == "A":
            out.append(_DAYNAMES[obj.weekday()])
        elif d == "a":
            out.append(_DAYNAMES[obj.weekday()][:3])
        elif d == "B":
            out.append(_MONTHNAMES[obj.month])
        elif d == "b" or d == "h":
            out.append(_MONTHNAMES[obj.month][:3])
        elif d == "j":
            out.append("%03d" % obj.timetuple_yday())
        elif d == "w":
            out.append("%d" % ((obj.weekday() + 1) % 7))
        elif d == "u":
            out.append("%d" % (obj.weekday() + 1))
        elif d == "U" or d == "W":  # week of the year, weeks starting Sunday (U) or Monday (W)
            shift = (obj.weekday() + 1) % 7 if d == "U" else obj.weekday()
            out.append("%02d" % ((obj.timetuple_yday() + 6 - shift) // 7))
        elif d == "G" or d == "V":
            iso = date(obj.year, obj.month, obj.day).isocalendar()
            out.append("%d" % iso[0] if d == "G" else "%02d" % iso[1])
        elif d == "C":
            out.append("%02d" % (obj.year // 100))
        elif d == "F":
            out.append(_format(obj, "%Y-%m-%d"))
        elif d == "T":
            out.append(_format(obj, "%H:%M:%S"))
        elif d == "D":
            out.append(_format(obj, "%m/%d/%y"))
        elif d == "c":
            out.append(_format(obj, "%a %b %e %H:%M:%S %Y"))
        elif d == "x":
            out.append(_format(obj, "%m/%d/%y"))
        elif d == "X":
            out.append(_format(obj, "%H:%M:%S"))
        elif d == "z":
            off = obj.utcoffset() if hasattr(obj, "utcoffset") else None
            out.append(_format_offset(off, ""))
        elif d == "Z":
            tz = getattr(obj, "tzinfo", None)
            name = tz.tzname(obj) if tz is not None else None
            out.append(name or "")
        elif d == "%":
            out.append("%")
        else:
            out.append("%" + d)
    return "".join(out)


class struct_time(tuple):
    # time.struct_time as timetuple() returns it: a 9-tuple with tm_* names
    _fields = ("tm_year", "tm_mon", "tm_mday", "tm_hour", "tm_min", "tm_sec", "tm_wday", "tm_yday", "tm_isdst")

    def __new__(cls, values):
        return super().__new__(cls, tuple(values))

    tm_year = property(lambda self: self[0])
    tm_mon = property(lambda self: self[1])
    tm_mday = property(lambda self: self[2])
    tm_hour = property(lambda self: self[3])
    tm_min = property(lambda self: self[4])
    tm_sec = property(lambda self: self[5])
    tm_wday = property(lambda self: self[6])
    tm_yday = property(lambda self: self[7])
    tm_isdst = property(lambda self: self[8])

    def __repr__(self):
        return "time.struct_time(" + ", ".join("%s=%r" % (n, v) for n, v in zip(self._fields, self)) + ")"


class IsoCalendarDate(tuple):
    # date.isocalendar()'s named 3-tuple (year, week, weekday)
    def __new__(cls, year, week, weekday):
        return super().__new__(cls, (year, week, weekday))

    year = property(lambda self: self[0])
    week = property(lambda self: self[1])
    weekday = property(lambda self: self[2])

    def __repr__(self):
        return "datetime.IsoCalendarDate(year=%d, week=%d, weekday=%d)" % tuple(self)


class date:
    def __init__(self, year, month=None, day=None):
        _check_date(year, month, day)
        self._year = year
        self._month = month
        self._day = day

    @property
    def year(self):
        return self._year

    @property
    def month(self):
        return self._month

    @property
    def day(self):
        return self._day

    @classmethod
    def today(cls):
        return __rd_clock_today()

    @classmethod
    def fromordinal(cls, n):
        y, m, d = _ord2ymd(n)
        return cls(y, m, d)

    @classmethod
    def fromisoformat(cls, s):
        if not isinstance(s, str):
            raise TypeError("fromisoformat: argument must be str")
        if len(s) == 10 and s[4] == "-" and s[7] == "-" and (s[:4] + s[5:7] + s[8:]).isdigit():
            return cls(int(s[:4]), int(s[5:7]), int(s[8:]))
        if len(s) == 8 and s.isdigit():
            return cls(int(s[:4]), int(s[4:6]), int(s[6:]))
        raise ValueError("Invalid isoformat string: " + repr(s))

    @classmethod
    def fromisocalendar(cls, year, week, day):
        # inverse of isocalendar(); week 53 exists only in long ISO years
        if not MINYEAR <= year <= MAXYEAR:
            raise ValueError("Year is out of range: %d" % year)
        if not 0 < week < 53:
            starts = (_ymd2ord(year, 1, 1) + 6) % 7
            if week != 53 or not (starts == 3 or (starts == 2 and _is_leap(year))):
                raise ValueError("Invalid week: %d" % week)
        if not 0 < day < 8:
            raise ValueError("Invalid day: %d (range is [1, 7])" % day)
        y, m, d = _ord2ymd(_isoweek1monday(year) + (week - 1) * 7 + day - 1)
        return cls(y, m, d)

    def toordinal(self):
        return _ymd2ord(self._year, self._month, self._day)

    def weekday(self):
        return (self.toordinal() + 6) % 7

    def isoweekday(self):
        return self.toordinal() % 7 or 7

    def isocalendar(self):
        year = self._year
        week1monday = _isoweek1monday(year)
        today = _ymd2ord(self._year, self._month, self._day)
        week, day = divmod(today - week1monday, 7)
        if week < 0:
            year -= 1
            week1monday = _isoweek1monday(year)
            week, day = divmod(today - week1monday, 7)
        elif week >= 52:
            if today >= _isoweek1monday(year + 1):
                year += 1
                week = 0
        return IsoCalendarDate(year, week + 1, day + 1)

    def timetuple(self):
        return struct_time((self.year, self.month, self.day, getattr(self, "hour", 0), getattr(self, "minute", 0),
                            getattr(self, "second", 0), self.weekday(), self.timetuple_yday(), -1))

    def timetuple_yday(self):
        return _days_before_month(self._year, self._month) + self._day

    def replace(self, year=None, month=None, day=None):
        return type(self)(self._year if year is None else year, self._month if month is None else month,
                          self._day if day is None else day)

    def isoformat(self):
        return "%04d-%02d-%02d" % (self._year, self._month, self._day)

    def strftime(self, fmt):
        return _format(self, fmt)

    def __format__(self, spec):
        return self.strftime(spec) if spec else str(self)

    def ctime(self):
        return _format(self, "%a %b %e 00:00:00 %Y")

    def __str__(self):
        return self.isoformat()

    def __repr__(self):
        return "datetime.date(%d, %d, %d)" % (self._year, self._month, self._day)

    def _key(self):
        return (self._year, self._month, self._day)

    def __eq__(self, other):
        if isinstance(other, datetime) or isinstance(self, datetime):
            return isinstance(other, datetime) and isinstance(self, datetime) and self._key() == other._key()
        return isinstance(other, date) and self._key() == other._key()

    def __ne__(self, other):
        return not self.__eq__(other)

    def _check_cmp(self, other):
        if not isinstance(other, date) or isinstance(other, datetime) != isinstance(self, datetime):
            raise TypeError("can't compare " + type(self).__name__ + " to " + type(other).__name__)

    def __lt__(self, other):
        self._check_cmp(other)
        return self._key() < other._key()

    def __le__(self, other):
        self._check_cmp(other)
        return self._key() <= other._key()

    def __gt__(self, other):
        self._check_cmp(other)
        return self._key() > other._key()

    def __ge__(self, other):
        self._check_cmp(other)
        return self._key() >= other._key()

    def __hash__(self):
        return hash(self._key())

    def __add__(self, other):
        if isinstance(other, timedelta):
            o = self.toordinal() + other.days
            if 0 < o <= 3652059:
                return type(self).fromordinal(o)
            raise OverflowError("result out of range")
        return NotImplemented

    __radd__ = __add__

    def __sub__(self, other):
        if isinstance(other, timedelta):
            return self + timedelta(-other.days)
        if isinstance(other, date):
            return timedelta(self.toordinal() - other.toordinal())
        return NotImplemented


def _isoweek1monday(year):
    firstday = _ymd2ord(year, 1, 1)
    firstweekday = (firstday + 6) % 7
    week1monday = firstday - firstweekday
    if firstweekday > 3:
        week1monday += 7
    return week1monday


date.min = date(1, 1, 1)
date.max = date(9999, 12, 31)
date.resolution = timedelta(days=1)


_date_cls = date


class time:
    def __init__(self, hour=0, minute=0, second=0, microsecond=0, tzinfo=None, *, fold=0):
        _check_time(hour, minute, second, microsecond)
        _check_tzinfo(tzinfo)
        self.hour = hour
        self.minute = minute
        self.second = second
        self.microsecond = microsecond
        self.tzinfo = tzinfo
        self.fold = fold

    def utcoffset(self):
        return _offset_of(self.tzinfo, None)

    def dst(self):
        return None if self.tzinfo is None else self.tzinfo.dst(None)

    def tzname(self):
        return None if self.tzinfo is None else self.tzinfo.tzname(None)

    def replace(self, hour=None, minute=None, second=None, microsecond=None, tzinfo=True):
        return time(self.hour if hour is None else hour, self.minute if minute is None else minute,
                    self.second if second is None else second,
                    self.microsecond if microsecond is None else microsecond,
                    self.tzinfo if tzinfo is True else tzinfo)

    def isoformat(self, timespec="auto"):
        s = "%02d:%02d" % (self.hour, self.minute)
        if timespec != "minutes":
            s += ":%02d" % self.second
            if self.microsecond and timespec == "auto" or timespec == "microseconds":
                s += ".%06d" % self.microsecond
            elif timespec == "milliseconds":
                s += ".%03d" % (self.microsecond // 1000)
        return s + _format_offset(self.utcoffset(), ":")

    def strftime(self, fmt):
        return _format(_TimeView(self), fmt)

    def __str__(self):
        return self.isoformat()

    def __repr__(self):
        args = "%d, %d" % (self.hour, self.minute)
        if self.second or self.microsecond:
            args += ", %d" % self.second
        if self.microsecond:
            args += ", %d" % self.microsecond
        if self.tzinfo is not None:
            args += ", tzinfo=%r" % (self.tzinfo,)
        return "datetime.time(" + args + ")"

    def _key(self):
        return (self.hour, self.minute, self.second, self.microsecond)

    def __eq__(self, other):
        return isinstance(other, time) and self._key() == other._key()

    def __lt__(self, other):
        return self._key() < other._key()

    def __le__(self, other):
        return self._key() <= other._key()

    def __gt__(self, other):
        return self._key() > other._key()

    def __ge__(self, other):
        return self._key() >= other._key()

    def __hash__(self):
        return hash(self._key())


_time_cls = time


class _TimeView:
    # what strftime reads of a time: 1900-01-01 as the date part
    def __init__(self, t):
        self.year, self.month, self.day = 1900, 1, 1
        self.hour, self.minute, self.second, self.microsecond = t.hour, t.minute, t.second, t.microsecond
        self.tzinfo = t.tzinfo

    def utcoffset(self):
        return _offset_of(self.tzinfo, None)

    def weekday(self):
        return 0

    def timetuple_yday(self):
        return 1


class datetime(date):
    def __init__(self, year, month=None, day=None, hour=0, minute=0, second=0, microsecond=0, tzinfo=None, *,
                 fold=0):
        _check_date(year, month, day)
        _check_time(hour, minute, second, microsecond)
        _check_tzinfo(tzinfo)
        self._year = year
        self._month = month
        self._day = day
        self.hour = hour
        self.minute = minute
        self.second = second
        self.microsecond = microsecond
        self.tzinfo = tzinfo
        self.fold = fold

    @classmethod
    def now(cls, tz=None):
        return __rd_clock_now()

    @classmethod
    def today(cls):
        return __rd_clock_now()

    @classmethod
    def utcnow(cls):
        return __rd_clock_now()

    @classmethod
    def combine(cls, d, t, tzinfo=True):
        return cls(d.year, d.month, d.day, t.hour, t.minute, t.second, t.microsecond,
                   t.tzinfo if tzinfo is True else tzinfo)

    @classmethod
    def fromtimestamp(cls, t, tz=None):
        if tz is None:
            return __rd_clock_now()  # local time: the host's zone is not modelled
        _check_tzinfo(tz)
        utc = cls._from_us(_EPOCH_US + round(t * 10 ** 6), tz)
        return tz.fromutc(utc)

    @classmethod
    def utcfromtimestamp(cls, t):
        return cls._from_us(_EPOCH_US + round(t * 10 ** 6))

    @classmethod
    def fromordinal(cls, n):
        y, m, d = _ord2ymd(n)
        return cls(y, m, d)

    @classmethod
    def fromisoformat(cls, s):
        if not isinstance(s, str):
            raise TypeError("fromisoformat: argument must be str")
        d = _date_cls.fromisoformat(s[:10]) if len(s) >= 10 else None
        if d is None or (len(s) > 10 and s[10] not in "T "):
            raise ValueError("Invalid isoformat string: " + repr(s))
        rest = s[11:]
        h = mi = sec = us = 0
        tz = None
        if rest.endswith("Z"):
            rest = rest[:-1]
            tz = timezone.utc
        else:
            cut = max(rest.rfind("+"), rest.rfind("-"))
            if cut > 0:
                tz = _parse_offset(rest[cut:], ValueError("Invalid isoformat string: " + repr(s)))
                rest = rest[:cut]
        try:
            if rest:
                parts = rest.split(":")
                h = int(parts[0])
                mi = int(parts[1]) if len(parts) > 1 else 0
                if len(parts) > 2:
                    whole, _, frac = parts[2].partition(".")
                    sec = int(whole)
                    if frac:
                        us = int((frac + "000000")[:6])
        except (ValueError, IndexError):
            raise ValueError("Invalid isoformat string: " + repr(s))
        return cls(d.year, d.month, d.day, h, mi, sec, us, tz)

    @classmethod
    def strptime(cls, text, fmt):
        return _strptime(cls, text, fmt)

    def date(self):
        return _date_cls(self._year, self._month, self._day)

    def time(self):
        return _time_cls(self.hour, self.minute, self.second, self.microsecond)

    def timetz(self):
        return _time_cls(self.hour, self.minute, self.second, self.microsecond, self.tzinfo)

    def replace(self, year=None, month=None, day=None, hour=None, minute=None, second=None, microsecond=None,
                tzinfo=True):
        return datetime(self._year if year is None else year, self._month if month is None else month,
                        self._day if day is None else day, self.hour if hour is None else hour,
                        self.minute if minute is None else minute, self.second if second is None else second,
                        self.microsecond if microsecond is None else microsecond,
                        self.tzinfo if tzinfo is True else tzinfo)

    def utcoffset(self):
        return _offset_of(self.tzinfo, self)

    def dst(self):
        return None if self.tzinfo is None else self.tzinfo.dst(self)

    def tzname(self):
        return None if self.tzinfo is None else self.tzinfo.tzname(self)

    def astimezone(self, tz=None):
        off = self.utcoffset()
        if tz is None or off is None:
            return __rd_clock_now()  # the host's local zone is not modelled
        _check_tzinfo(tz)
        utc = (self - off).replace(tzinfo=tz)
        return tz.fromutc(utc)

    def timetuple(self):
        dst = self.dst()
        flag = -1 if dst is None else int(bool(dst))
        return struct_time((self.year, self.month, self.day, self.hour, self.minute, self.second,
                            self.weekday(), self.timetuple_yday(), flag))

    def utctimetuple(self):
        # aware values are shifted to UTC first; the flag is always 0
        off = self.utcoffset()
        t = self if off is None else (self - off).replace(tzinfo=None)
        return struct_time((t.year, t.month, t.day, t.hour, t.minute, t.second,
                            t.weekday(), t.timetuple_yday(), 0))

    def _utc_us(self):
        off = self.utcoffset()
        return self._us() - (off._us() if off is not None else 0)

    def _us(self):
        return ((self.toordinal() * 86400 + self.hour * 3600 + self.minute * 60 + self.second) * 1000000
                + self.microsecond)

    @classmethod
    def _from_us(cls, us, tz=None):
        days, rest = divmod(us, 86400000000)
        if not 0 < days <= 3652059:
            raise OverflowError("date value out of range")
        y, m, d = _ord2ymd(days)
        secs, micro = divmod(rest, 1000000)
        hh, rem = divmod(secs, 3600)
        mm, ss = divmod(rem, 60)
        return cls(y, m, d, hh, mm, ss, micro, tz)

    def timestamp(self):
        return (self._utc_us() - _EPOCH_US) / 10 ** 6

    def isoformat(self, sep="T", timespec="auto"):
        s = "%04d-%02d-%02d%s%02d:%02d" % (self._year, self._month, self._day, sep, self.hour, self.minute)
        if timespec == "hours":
            s = s[:-3]
        elif timespec != "minutes":
            s += ":%02d" % self.second
            if self.microsecond and timespec == "auto" or timespec == "microseconds":
                s += ".%06d" % self.microsecond
            elif timespec == "milliseconds":
                s += ".%03d" % (self.microsecond // 1000)
        return s + _format_offset(self.utcoffset(), ":")

    def __str__(self):
        return self.isoformat(sep=" ")

    def __repr__(self):
        args = "%d, %d, %d, %d, %d" % (self._year, self._month, self._day, self.hour, self.minute)
        if self.second or self.microsecond:
            args += ", %d" % self.second
        if self.microsecond:
            args += ", %d" % self.microsecond
        if self.tzinfo is not None:
            args += ", tzinfo=%r" % (self.tzinfo,)
        return "datetime.datetime(" + args + ")"

    def ctime(self):
        return _format(self, "%a %b %e %H:%M:%S %Y")

    def _key(self):
        return (self._year, self._month, self._day, self.hour, self.minute, self.second, self.microsecond)

    def __add__(self, other):
        if isinstance(other, timedelta):
            return datetime._from_us(self._us() + other._us(), self.tzinfo)
        return NotImplemented

    __radd__ = __add__

    def __sub__(self, other):
        if isinstance(other, timedelta):
            return datetime._from_us(self._us() - other._us(), self.tzinfo)
        if isinstance(other, datetime):
            if self.tzinfo is other.tzinfo:
                return timedelta(microseconds=self._us() - other._us())
            a, b = self.utcoffset(), other.utcoffset()
            if (a is None) != (b is None):
                raise TypeError("can't subtract offset-naive and offset-aware datetimes")
            return timedelta(microseconds=self._utc_us() - other._utc_us())
        return NotImplemented

    def _cmp_us(self, other, eq):
        # aware datetimes compare in UTC; naive and aware are unequal and unordered
        if not isinstance(other, datetime):
            if eq:
                return None
            self._check_cmp(other)
        if self.tzinfo is other.tzinfo:
            return self._us(), other._us()
        a, b = self.utcoffset(), other.utcoffset()
        if (a is None) != (b is None):
            if eq:
                return None
            raise TypeError("can't compare offset-naive and offset-aware datetimes")
        return self._utc_us(), other._utc_us()

    def __eq__(self, other):
        k = self._cmp_us(other, True)
        return k is not None and k[0] == k[1]

    def __ne__(self, other):
        return not self.__eq__(other)

    def __lt__(self, other):
        k = self._cmp_us(other, False)
        return k[0] < k[1]

    def __le__(self, other):
        k = self._cmp_us(other, False)
        return k[0] <= k[1]

    def __gt__(self, other):
        k = self._cmp_us(other, False)
        return k[0] > k[1]

    def __ge__(self, other):
        k = self._cmp_us(other, False)
        return k[0] >= k[1]

    def __hash__(self):
        return hash(self._utc_us())


_EPOCH_US = datetime(1970, 1, 1)._us()
datetime.min = datetime(1, 1, 1)
datetime.max = datetime(9999, 12, 31, 23, 59, 59, 999999)
datetime.resolution = timedelta(microseconds=1)


def _strptime(cls, text, fmt):
    fields = {"Y": 1900, "m": 1, "d": 1, "H": 0, "M": 0, "S": 0, "f": 0}
    tz = None
    pm = None
    hour12 = None
    i = 0
    j = 0
    bad = ValueError("time data %r does not match format %r" % (text, fmt))
    while j < len(fmt):
        c = fmt[j]
        if c != "%":
            if c.isspace():
                while i < len(text) and text[i].isspace():
                    i += 1
                j += 1
                continue
            if i >= len(text) or text[i] != c:
                raise bad
            i += 1
            j += 1
            continue
        if j + 1 >= len(fmt):
            raise ValueError("stray % in format %r" % fmt)
        d = fmt[j + 1]
        j += 2
        if d == "%":
            if i >= len(text) or text[i] != "%":
                raise bad
            i += 1
            continue
        if d in "YmdHMSfIjy":
            width = {"Y": 4, "f": 6, "j": 3}.get(d, 2)
            k = i
            while k < len(text) and k - i < width and text[k].isdigit():
                k += 1
            if k == i:
                raise bad
            value = int(text[i:k])
            if d == "f":
                value = int((text[i:k] + "000000")[:6])
            i = k
            if d == "I":
                hour12 = value
            elif d == "y":
                fields["Y"] = value + (2000 if value < 69 else 1900)
            elif d == "j":
                fields["j"] = value
            else:
                fields[d] = value
        elif d in "AaBbhp":
            names = {"A": _DAYNAMES, "a": [n[:3] for n in _DAYNAMES], "B": _MONTHNAMES[1:],
                     "b": [n[:3] for n in _MONTHNAMES[1:]], "h": [n[:3] for n in _MONTHNAMES[1:]],
                     "p": ["AM", "PM"]}[d]
            found = None
            for idx in range(len(names)):
                nm = names[idx]
                if text[i:i + len(nm)].lower() == nm.lower():
                    found = idx
                    i += len(nm)
                    break
            if found is None:
                raise bad
            if d in "Bbh":
                fields["m"] = found + 1
            elif d == "p":
                pm = found == 1
        elif d == "z":
            k = i
            while k < len(text) and (text[k] in "+-:.Z" or text[k].isdigit()):
                k += 1
            if k == i:
                raise bad
            tz = _parse_offset(text[i:k], bad, True)
            i = k
        elif d == "Z":
            # CPython accepts UTC, GMT and the host zone's names; the host zone is not modelled
            if text[i:i + 3].upper() not in ("UTC", "GMT"):
                raise bad
            i += 3
        else:
            raise ValueError("'%s' is a bad directive in format '%s'" % (d, fmt))
    if i != len(text):
        raise ValueError("unconverted data remains: " + text[i:])
    if hour12 is not None:
        fields["H"] = hour12 % 12 + (12 if pm else 0)
    elif pm is not None and fields["H"] < 12 and pm:
        pass
    if "j" in fields:
        d0 = _date_cls(fields["Y"], 1, 1) + timedelta(fields["j"] - 1)
        fields["m"], fields["d"] = d0.month, d0.day
    if tz is not None and cls is not datetime:
        return cls(fields["Y"], fields["m"], fields["d"], fields["H"], fields["M"], fields["S"], fields["f"], tz)
    if tz is not None:
        return datetime(fields["Y"], fields["m"], fields["d"], fields["H"], fields["M"], fields["S"], fields["f"], tz)
    return cls(fields["Y"], fields["m"], fields["d"], fields["H"], fields["M"], fields["S"], fields["f"])


def _parse_offset(s, bad, strp=False):
    # Z, +HH, +HH:MM, +HHMM, +HH:MM:SS[.ffffff] (strptime also +HHMMSS); `bad` is raised otherwise
    if s == "Z":
        return timezone.utc
    if len(s) < 3 or s[0] not in "+-":
        raise bad
    body = s[1:]
    frac = 0
    if "." in body:
        body, _, f = body.partition(".")
        if not f.isdigit():
            raise bad
        frac = int((f + "000000")[:6])
    if ":" in body:
        parts = body.split(":")
    else:
        parts = [body[k:k + 2] for k in range(0, len(body), 2)]
    if not 1 <= len(parts) <= 3 or any(len(p) != 2 or not p.isdigit() for p in parts):
        raise bad
    if strp and len(parts) == 1:
        raise bad
    hh = int(parts[0])
    mm = int(parts[1]) if len(parts) > 1 else 0
    ss = int(parts[2]) if len(parts) > 2 else 0
    off = timedelta(hours=hh, minutes=mm, seconds=ss, microseconds=frac)
    return timezone(-off if s[0] == "-" else off)


__all__ = ["date", "datetime", "time", "timedelta", "tzinfo", "timezone", "UTC", "MINYEAR", "MAXYEAR",
           "IsoCalendarDate"]
