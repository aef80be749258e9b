# logging, written for RedDragon's VM (lowered with the programs that import
# it), following CPython 3.11's logging package. Deliberate differences:
# - There is no clock: every record is created at the fixed time 0 (1970-01-01
#   00:00:00,000 UTC), so %(asctime)s is deterministic.
# - The analysed program is untrusted: FileHandler never opens a file, it is a
#   handler that formats and discards (basicConfig(filename=...) too).
# - pathname/filename/module come from the program file; funcName is
#   "<module>" and lineno 0 (the VM keeps no caller frames for a library).
# - Tracebacks (exc_info) have no frames: "Traceback (most recent call last):"
#   then the exact 'ExcType: msg' line. exception()/exc_info=True can only see
#   the exception the VM hands sys.exc_info(), which is lexical: pass the
#   exception itself (exc_info=err) to get its line. Where none is found
#   nothing is appended (CPython would add "NoneType: None" outside a handler).
# - One thread: locks are no-ops.
import sys

CRITICAL = 50
FATAL = CRITICAL
ERROR = 40
WARNING = 30
WARN = WARNING
INFO = 20
DEBUG = 10
NOTSET = 0

_levelToName = {CRITICAL: "CRITICAL", ERROR: "ERROR", WARNING: "WARNING", INFO: "INFO", DEBUG: "DEBUG", NOTSET: "NOTSET"}
_nameToLevel = {"CRITICAL": CRITICAL, "FATAL": FATAL, "ERROR": ERROR, "WARN": WARNING, "WARNING": WARNING,
                "INFO": INFO, "DEBUG": DEBUG, "NOTSET": NOTSET}

raiseExceptions = True
logThreads = True
logMultiprocessing = True
logProcesses = True

_FIXED_CREATED = 0.0  # no clock: every record is made at the epoch
_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
           "November", "December"]
_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def getLevelNamesMapping():
    return dict(_nameToLevel)


def getLevelName(level):
    result = _levelToName.get(level)
    if result is not None:
        return result
    result = _nameToLevel.get(level)
    if result is not None:
        return result
    return "Level %s" % level


def addLevelName(level, levelName):
    _levelToName[level] = levelName
    _nameToLevel[levelName] = level


def _checkLevel(level):
    if isinstance(level, int):
        return level
    if str(level) == level:
        if level not in _nameToLevel:
            raise ValueError("Unknown level: %r" % level)
        return _nameToLevel[level]
    raise TypeError("Level not an integer or a valid string: %r" % (level,))


def _program_path():
    # asked per record, while the program's frames are live (the VM's global hook finds its file)
    return __file__


def _basename(path):
    i = path.rfind("/")
    return path[i + 1:] if i >= 0 else path


class LogRecord:
    def __init__(self, name, level, pathname, lineno, msg, args, exc_info, func=None, sinfo=None, **kwargs):
        self.name = name
        self.msg = msg
        if args and len(args) == 1 and isinstance(args[0], dict) and args[0]:
            args = args[0]
        self.args = args
        self.levelname = getLevelName(level)
        self.levelno = level
        self.pathname = pathname
        self.filename = _basename(pathname)
        self.module = self.filename[:-3] if self.filename.endswith(".py") else self.filename
        self.exc_info = exc_info
        self.exc_text = None
        self.stack_info = sinfo
        self.lineno = lineno
        self.funcName = func
        self.created = _FIXED_CREATED
        self.msecs = 0.0
        self.relativeCreated = 0.0
        self.thread = 1
        self.threadName = "MainThread"
        self.processName = "MainProcess"
        self.process = 1

    def __repr__(self):
        return '<LogRecord: %s, %s, %s, %s, "%s">' % (self.name, self.levelno, self.pathname, self.lineno, self.msg)

    def getMessage(self):
        msg = str(self.msg)
        if self.args:
            msg = msg % self.args
        return msg


_logRecordFactory = LogRecord


def setLogRecordFactory(factory):
    global _logRecordFactory
    _logRecordFactory = factory


def getLogRecordFactory():
    return _logRecordFactory


def makeLogRecord(dict):
    rv = _logRecordFactory(None, None, "", 0, "", (), None, None)
    for k in dict:
        setattr(rv, k, dict[k])
    return rv


def _record_fields(record):
    d = {}
    for k in ("name", "msg", "args", "levelname", "levelno", "pathname", "filename", "module", "exc_info",
              "exc_text", "stack_info", "lineno", "funcName", "created", "msecs", "relativeCreated", "thread",
              "threadName", "processName", "process"):
        d[k] = getattr(record, k, None)
    for k, v in vars(record).items():
        d[k] = v
    return d


def _dollar_substitute(fmt, fields):
    out = []
    i = 0
    n = len(fmt)
    while i < n:
        c = fmt[i]
        if c != "$":
            out.append(c)
            i += 1
            continue
        if i + 1 < n and fmt[i + 1] == "$":
            out.append("$")
            i += 2
            continue
        if i + 1 < n and fmt[i + 1] == "{":
            j = fmt.find("}", i + 2)
            if j < 0:
                raise ValueError("Invalid placeholder in string")
            out.append(str(fields[fmt[i + 2:j]]))
            i = j + 1
            continue
        j = i + 1
        while j < n and (fmt[j].isalnum() or fmt[j] == "_"):
            j += 1
        if j == i + 1:
            raise ValueError("Invalid placeholder in string")
        out.append(str(fields[fmt[i + 1:j]]))
        i = j
    return "".join(out)


class PercentStyle:
    default_format = "%(message)s"
    asctime_format = "%(asctime)s"
    asctime_search = "%(asctime)"

    def __init__(self, fmt, defaults=None):
        self._fmt = fmt or self.default_format
        self._defaults = defaults

    def usesTime(self):
        return self._fmt.find(self.asctime_search) >= 0

    def validate(self):
        pass

    def _fields(self, record):
        fields = _record_fields(record)
        if self._defaults:
            merged = dict(self._defaults)
            merged.update(fields)
            return merged
        return fields

    def _format(self, record):
        return self._fmt % self._fields(record)

    def format(self, record):
        try:
            return self._format(record)
        except KeyError as e:
            raise ValueError("Formatting field not found in record: %s" % e)


class StrFormatStyle(PercentStyle):
    default_format = "{message}"
    asctime_format = "{asctime}"
    asctime_search = "{asctime"

    def _format(self, record):
        return self._fmt.format(**self._fields(record))


class StringTemplateStyle(PercentStyle):
    default_format = "${message}"
    asctime_format = "${asctime}"
    asctime_search = "${asctime}"

    def usesTime(self):
        return self._fmt.find("$asctime") >= 0 or self._fmt.find(self.asctime_search) >= 0

    def _format(self, record):
        return _dollar_substitute(self._fmt, self._fields(record))


BASIC_FORMAT = "%(levelname)s:%(name)s:%(message)s"
_STYLES = {
    "%": (PercentStyle, BASIC_FORMAT),
    "{": (StrFormatStyle, "{levelname}:{name}:{message}"),
    "$": (StringTemplateStyle, "${levelname}:${name}:${message}"),
}


def _strftime(fmt, created):
    # the fixed record time, broken down (UTC); enough of strftime for datefmt
    days = int(created // 86400)
    secs = int(created) - days * 86400
    hour, minute, sec = secs // 3600, (secs // 60) % 60, secs % 60
    weekday = (days + 3) % 7  # 1970-01-01 was a Thursday
    year = 1970
    while True:
        ylen = 366 if (year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)) else 365
        if days < ylen:
            break
        days -= ylen
        year += 1
    yday = days + 1
    mlens = [31, 29 if ylen == 366 else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    month = 0
    while days >= mlens[month]:
        days -= mlens[month]
        month += 1
    mday = days + 1
    out = []
    i = 0
    while i < len(fmt):
        c = fmt[i]
        if c != "%" or i + 1 >= len(fmt):
            out.append(c)
            i += 1
            continue
        d = fmt[i + 1]
        i += 2
        if d == "Y":
            out.append("%d" % year)
        elif d == "y":
            out.append("%02d" % (year % 100))
        elif d == "m":
            out.append("%02d" % (month + 1))
        elif d == "d":
            out.append("%02d" % mday)
        elif d == "H":
            out.append("%02d" % hour)
        elif d == "I":
            out.append("%02d" % ((hour % 12) or 12))
        elif d == "M":
            out.append("%02d" % minute)
        elif d == "S":
            out.append("%02d" % sec)
        elif d == "p":
            out.append("AM" if hour < 12 else "PM")
        elif d == "j":
            out.append("%03d" % yday)
        elif d == "b":
            out.append(_MONTHS[month][:3])
        elif d == "B":
            out.append(_MONTHS[month])
        elif d == "a":
            out.append(_DAYS[weekday][:3])
        elif d == "A":
            out.append(_DAYS[weekday])
        elif d == "Z":
            out.append("UTC")
        elif d == "z":
            out.append("+0000")
        elif d == "%":
            out.append("%")
        else:
            out.append("%" + d)
    return "".join(out)


def _format_exception_only(ei):
    etype, value = ei[0], ei[1]
    if value is None and etype is None:
        return "NoneType: None"
    if etype is None:
        etype = type(value)
    name = etype.__name__
    text = str(value) if value is not None else ""
    return name + ": " + text if text else name


class Formatter:
    default_time_format = "%Y-%m-%d %H:%M:%S"
    default_msec_format = "%s,%03d"

    def __init__(self, fmt=None, datefmt=None, style="%", validate=True, *, defaults=None):
        if style not in _STYLES:
            raise ValueError("Style must be one of: %s" % ",".join(_STYLES.keys()))
        self._style = _STYLES[style][0](fmt, defaults=defaults)
        if validate:
            self._style.validate()
        self._fmt = self._style._fmt
        self.datefmt = datefmt

    def formatTime(self, record, datefmt=None):
        if datefmt:
            return _strftime(datefmt, record.created)
        s = _strftime(self.default_time_format, record.created)
        if self.default_msec_format:
            s = self.default_msec_format % (s, record.msecs)
        return s

    def formatException(self, ei):
        if ei[0] is None and ei[1] is None:
            return "NoneType: None"
        # the chained __cause__ / __context__ first, joined as traceback.format_exception joins them
        chain, value, seen = [], ei[1], set()
        while value is not None and id(value) not in seen:
            seen.add(id(value))
            chain.append(value)
            if getattr(value, "__cause__", None) is not None:
                value = value.__cause__
            elif getattr(value, "__context__", None) is not None and not value.__suppress_context__:
                value = value.__context__
            else:
                break
        if len(chain) < 2:
            return "Traceback (most recent call last):\n" + _format_exception_only(ei)
        parts = []
        for i in range(len(chain) - 1, -1, -1):
            parts.append("Traceback (most recent call last):\n" + _format_exception_only((type(chain[i]), chain[i])))
            if i:
                parts.append("\n\nThe above exception was the direct cause of the following exception:\n\n"
                             if chain[i - 1].__cause__ is chain[i] else
                             "\n\nDuring handling of the above exception, another exception occurred:\n\n")
        return "".join(parts)

    def usesTime(self):
        return self._style.usesTime()

    def formatMessage(self, record):
        return self._style.format(record)

    def formatStack(self, stack_info):
        return stack_info

    def format(self, record):
        record.message = record.getMessage()
        if self.usesTime():
            record.asctime = self.formatTime(record, self.datefmt)
        s = self.formatMessage(record)
        if record.exc_info:
            if not record.exc_text:
                record.exc_text = self.formatException(record.exc_info)
        if record.exc_text:
            if s[-1:] != "\n":
                s = s + "\n"
            s = s + record.exc_text
        if record.stack_info:
            if s[-1:] != "\n":
                s = s + "\n"
            s = s + self.formatStack(record.stack_info)
        return s


_defaultFormatter = Formatter()


class BufferingFormatter:
    def __init__(self, linefmt=None):
        self.linefmt = linefmt if linefmt else _defaultFormatter

    def formatHeader(self, records):
        return ""

    def formatFooter(self, records):
        return ""

    def format(self, records):
        rv = ""
        if len(records) > 0:
            rv = rv + self.formatHeader(records)
            for record in records:
                rv = rv + self.linefmt.format(record)
            rv = rv + self.formatFooter(records)
        return rv


class Filter:
    def __init__(self, name=""):
        self.name = name
        self.nlen = len(name)

    def filter(self, record):
        if self.nlen == 0:
            return True
        if self.name == record.name:
            return True
        if not record.name.startswith(self.name):
            return False
        return record.name[self.nlen] == "."


class Filterer:
    def __init__(self):
        self.filters = []

    def addFilter(self, filter):
        if filter not in self.filters:
            self.filters.append(filter)

    def removeFilter(self, filter):
        if filter in self.filters:
            self.filters.remove(filter)

    def filter(self, record):
        for f in self.filters:
            if hasattr(f, "filter"):
                result = f.filter(record)
            else:
                result = f(record)
            if not result:
                return False
        return True


_handlers = {}
_handlerList = []


class Handler(Filterer):
    def __init__(self, level=NOTSET):
        Filterer.__init__(self)
        self._name = None
        self.level = _checkLevel(level)
        self.formatter = None
        self._closed = False
        _handlerList.append(self)

    def get_name(self):
        return self._name

    def set_name(self, name):
        if self._name in _handlers:
            del _handlers[self._name]
        self._name = name
        if name:
            _handlers[name] = self

    name = property(get_name, set_name)

    def createLock(self):
        self.lock = None

    def acquire(self):
        pass

    def release(self):
        pass

    def setLevel(self, level):
        self.level = _checkLevel(level)

    def format(self, record):
        fmt = self.formatter if self.formatter else _defaultFormatter
        return fmt.format(record)

    def emit(self, record):
        raise NotImplementedError("emit must be implemented by Handler subclasses")

    def handle(self, record):
        rv = self.filter(record)
        if rv:
            self.emit(record)
        return rv

    def setFormatter(self, fmt):
        self.formatter = fmt

    def flush(self):
        pass

    def close(self):
        self._closed = True
        if self._name and self._name in _handlers:
            del _handlers[self._name]

    def handleError(self, record):
        if raiseExceptions:
            err = sys.stderr
            err.write("--- Logging error ---\n")
            err.write("Message: %r\nArguments: %s\n" % (record.msg, record.args))

    def __repr__(self):
        return "<%s (%s)>" % (self.__class__.__name__, getLevelName(self.level))


class StreamHandler(Handler):
    terminator = "\n"

    def __init__(self, stream=None):
        Handler.__init__(self)
        if stream is None:
            stream = sys.stderr
        self.stream = stream

    def flush(self):
        if self.stream and hasattr(self.stream, "flush"):
            self.stream.flush()

    def emit(self, record):
        try:
            msg = self.format(record)
            self.stream.write(msg + self.terminator)
            self.flush()
        except RecursionError:
            raise
        except Exception:
            self.handleError(record)

    def setStream(self, stream):
        if stream is self.stream:
            return None
        result = self.stream
        self.flush()
        self.stream = stream
        return result

    def __repr__(self):
        name = getattr(self.stream, "name", "")
        if name:
            name = str(name) + " "
        return "<%s %s(%s)>" % (self.__class__.__name__, name, getLevelName(self.level))


class FileHandler(StreamHandler):
    # never opens the file (untrusted program): formats each record, writes nothing
    def __init__(self, filename, mode="a", encoding=None, delay=False, errors=None):
        Handler.__init__(self)
        self.baseFilename = filename
        self.mode = mode
        self.encoding = encoding
        self.delay = delay
        self.errors = errors
        self.stream = None

    def emit(self, record):
        try:
            self.format(record)
        except Exception:
            self.handleError(record)

    def close(self):
        Handler.close(self)

    def __repr__(self):
        return "<%s %s (%s)>" % (self.__class__.__name__, self.baseFilename, getLevelName(self.level))


class NullHandler(Handler):
    def handle(self, record):
        pass

    def emit(self, record):
        pass

    def createLock(self):
        self.lock = None


class _StderrHandler(StreamHandler):
    # logging.lastResort: writes the bare message to whatever sys.stderr is now
    def __init__(self, level=NOTSET):
        Handler.__init__(self, level)

    @property
    def stream(self):
        return sys.stderr


_defaultLastResort = _StderrHandler(WARNING)
lastResort = _defaultLastResort


class _Manager:
    def __init__(self, rootnode):
        self.root = rootnode
        self.disable = 0
        self.emittedNoHandlerWarning = False
        self.loggerDict = {}
        self.loggerClass = None
        self.logRecordFactory = None

    def getLogger(self, name):
        if str(name) != name:
            raise TypeError("A logger name must be a string")
        rv = self.loggerDict.get(name)
        if rv is not None:
            return rv
        rv = (self.loggerClass or _loggerClass)(name)
        rv.manager = self
        self.loggerDict[name] = rv
        # the parent is the nearest existing ancestor; existing descendants whose
        # parent is above this new logger now hang under it
        parent = None
        i = name.rfind(".")
        while i > 0 and parent is None:
            parent = self.loggerDict.get(name[:i])
            i = name.rfind(".", 0, i)
        rv.parent = parent if parent is not None else self.root
        prefix = name + "."
        for other in self.loggerDict.values():
            if other is not rv and other.name.startswith(prefix):
                p = other.parent
                if p is self.root or (p is not None and not p.name.startswith(prefix) and len(p.name) < len(name)):
                    other.parent = rv
        return rv

    def setLoggerClass(self, klass):
        self.loggerClass = klass

    def _clear_cache(self):
        pass


class Logger(Filterer):
    def __init__(self, name, level=NOTSET):
        Filterer.__init__(self)
        self.name = name
        self.level = _checkLevel(level)
        self.parent = None
        self.propagate = True
        self.handlers = []
        self.disabled = False

    def setLevel(self, level):
        self.level = _checkLevel(level)

    def debug(self, msg, *args, **kwargs):
        if self.isEnabledFor(DEBUG):
            self._log(DEBUG, msg, args, **kwargs)

    def info(self, msg, *args, **kwargs):
        if self.isEnabledFor(INFO):
            self._log(INFO, msg, args, **kwargs)

    def warning(self, msg, *args, **kwargs):
        if self.isEnabledFor(WARNING):
            self._log(WARNING, msg, args, **kwargs)

    def warn(self, msg, *args, **kwargs):
        self.warning(msg, *args, **kwargs)

    def error(self, msg, *args, **kwargs):
        if self.isEnabledFor(ERROR):
            self._log(ERROR, msg, args, **kwargs)

    def exception(self, msg, *args, exc_info=True, **kwargs):
        self.error(msg, *args, exc_info=exc_info, **kwargs)

    def critical(self, msg, *args, **kwargs):
        if self.isEnabledFor(CRITICAL):
            self._log(CRITICAL, msg, args, **kwargs)

    fatal = critical

    def log(self, level, msg, *args, **kwargs):
        if not isinstance(level, int):
            if raiseExceptions:
                raise TypeError("level must be an integer")
            return
        if self.isEnabledFor(level):
            self._log(level, msg, args, **kwargs)

    def findCaller(self, stack_info=False, stacklevel=1):
        return _program_path(), 0, "<module>", None

    def makeRecord(self, name, level, fn, lno, msg, args, exc_info, func=None, extra=None, sinfo=None):
        rv = _logRecordFactory(name, level, fn, lno, msg, args, exc_info, func, sinfo)
        if extra is not None:
            for key in extra:
                if (key in ["message", "asctime"]) or (key in vars(rv)):
                    raise KeyError("Attempt to overwrite %r in LogRecord" % key)
                setattr(rv, key, extra[key])
        return rv

    def _log(self, level, msg, args, exc_info=None, extra=None, stack_info=False, stacklevel=1):
        fn, lno, func, sinfo = self.findCaller(stack_info, stacklevel)
        if exc_info:
            if isinstance(exc_info, BaseException):
                exc_info = (type(exc_info), exc_info, None)
            elif not isinstance(exc_info, tuple):
                exc_info = sys.exc_info()
                if exc_info[0] is None:
                    # the VM's sys.exc_info() is lexical and cannot see the caller's except
                    # clause: append nothing rather than CPython's "NoneType: None"
                    exc_info = None
        record = self.makeRecord(self.name, level, fn, lno, msg, args, exc_info, func, extra, sinfo)
        self.handle(record)

    def handle(self, record):
        if (not self.disabled) and self.filter(record):
            self.callHandlers(record)

    def addHandler(self, hdlr):
        if hdlr not in self.handlers:
            self.handlers.append(hdlr)

    def removeHandler(self, hdlr):
        if hdlr in self.handlers:
            self.handlers.remove(hdlr)

    def hasHandlers(self):
        c = self
        while c:
            if c.handlers:
                return True
            if not c.propagate:
                return False
            c = c.parent
        return False

    def callHandlers(self, record):
        c = self
        found = 0
        while c:
            for hdlr in c.handlers:
                found = found + 1
                if record.levelno >= hdlr.level:
                    hdlr.handle(record)
            if not c.propagate:
                c = None
            else:
                c = c.parent
        if found == 0:
            if lastResort:
                if record.levelno >= lastResort.level:
                    lastResort.handle(record)
            elif raiseExceptions and not self.manager.emittedNoHandlerWarning:
                sys.stderr.write("No handlers could be found for logger \"%s\"\n" % self.name)
                self.manager.emittedNoHandlerWarning = True

    def getEffectiveLevel(self):
        logger = self
        while logger:
            if logger.level:
                return logger.level
            logger = logger.parent
        return NOTSET

    def isEnabledFor(self, level):
        if self.disabled:
            return False
        if self.manager.disable >= level:
            return False
        return level >= self.getEffectiveLevel()

    def getChild(self, suffix):
        if self.root is not self:
            suffix = ".".join((self.name, suffix))
        return self.manager.getLogger(suffix)

    def __repr__(self):
        level = getLevelName(self.getEffectiveLevel())
        return "<%s %s (%s)>" % (self.__class__.__name__, self.name, level)


class RootLogger(Logger):
    def __init__(self, level):
        Logger.__init__(self, "root", level)


_loggerClass = Logger


def setLoggerClass(klass):
    global _loggerClass
    if klass != Logger and not issubclass(klass, Logger):
        raise TypeError("logger not derived from logging.Logger: " + klass.__name__)
    _loggerClass = klass


def getLoggerClass():
    return _loggerClass


root = RootLogger(WARNING)
Logger.root = root
Logger.manager = _Manager(root)
root.manager = Logger.manager


class LoggerAdapter:
    def __init__(self, logger, extra=None):
        self.logger = logger
        self.extra = extra

    def process(self, msg, kwargs):
        kwargs["extra"] = self.extra
        return msg, kwargs

    def debug(self, msg, *args, **kwargs):
        self.log(DEBUG, msg, *args, **kwargs)

    def info(self, msg, *args, **kwargs):
        self.log(INFO, msg, *args, **kwargs)

    def warning(self, msg, *args, **kwargs):
        self.log(WARNING, msg, *args, **kwargs)

    def warn(self, msg, *args, **kwargs):
        self.warning(msg, *args, **kwargs)

    def error(self, msg, *args, **kwargs):
        self.log(ERROR, msg, *args, **kwargs)

    def exception(self, msg, *args, exc_info=True, **kwargs):
        self.log(ERROR, msg, *args, exc_info=exc_info, **kwargs)

    def critical(self, msg, *args, **kwargs):
        self.log(CRITICAL, msg, *args, **kwargs)

    def log(self, level, msg, *args, **kwargs):
        if self.isEnabledFor(level):
            msg, kwargs = self.process(msg, kwargs)
            self.logger.log(level, msg, *args, **kwargs)

    def isEnabledFor(self, level):
        return self.logger.isEnabledFor(level)

    def setLevel(self, level):
        self.logger.setLevel(level)

    def getEffectiveLevel(self):
        return self.logger.getEffectiveLevel()

    def hasHandlers(self):
        return self.logger.hasHandlers()

    @property
    def manager(self):
        return self.logger.manager

    @property
    def name(self):
        return self.logger.name

    def __repr__(self):
        logger = self.logger
        level = getLevelName(logger.getEffectiveLevel())
        return "<%s %s (%s)>" % (self.__class__.__name__, logger.name, level)


def basicConfig(**kwargs):
    force = kwargs.pop("force", False)
    encoding = kwargs.pop("encoding", None)
    errors = kwargs.pop("errors", "backslashreplace")
    if force:
        for h in root.handlers[:]:
            root.removeHandler(h)
            h.close()
    if len(root.handlers) == 0:
        handlers = kwargs.pop("handlers", None)
        if handlers is None:
            if "stream" in kwargs and "filename" in kwargs:
                raise ValueError("'stream' and 'filename' should not be specified together")
        else:
            if "stream" in kwargs or "filename" in kwargs:
                raise ValueError("'stream' or 'filename' should not be specified together with 'handlers'")
        if handlers is None:
            filename = kwargs.pop("filename", None)
            mode = kwargs.pop("filemode", "a")
            if filename:
                h = FileHandler(filename, mode, encoding=encoding, errors=errors)
            else:
                stream = kwargs.pop("stream", None)
                h = StreamHandler(stream)
            handlers = [h]
        dfs = kwargs.pop("datefmt", None)
        style = kwargs.pop("style", "%")
        if style not in _STYLES:
            raise ValueError("Style must be one of: %s" % ",".join(_STYLES.keys()))
        fs = kwargs.pop("format", _STYLES[style][1])
        fmt = Formatter(fs, dfs, style)
        for h in handlers:
            if h.formatter is None:
                h.setFormatter(fmt)
            root.addHandler(h)
        level = kwargs.pop("level", None)
        if level is not None:
            root.setLevel(level)
        if kwargs:
            keys = ", ".join(kwargs.keys())
            raise ValueError("Unrecognised argument(s): %s" % keys)


def getLogger(name=None):
    if not name or (str(name) == name and name == root.name):
        return root
    return Logger.manager.getLogger(name)


def critical(msg, *args, **kwargs):
    if len(root.handlers) == 0:
        basicConfig()
    root.critical(msg, *args, **kwargs)


fatal = critical


def error(msg, *args, **kwargs):
    if len(root.handlers) == 0:
        basicConfig()
    root.error(msg, *args, **kwargs)


def exception(msg, *args, exc_info=True, **kwargs):
    error(msg, *args, exc_info=exc_info, **kwargs)


def warning(msg, *args, **kwargs):
    if len(root.handlers) == 0:
        basicConfig()
    root.warning(msg, *args, **kwargs)


def warn(msg, *args, **kwargs):
    warning(msg, *args, **kwargs)


def info(msg, *args, **kwargs):
    if len(root.handlers) == 0:
        basicConfig()
    root.info(msg, *args, **kwargs)


def debug(msg, *args, **kwargs):
    if len(root.handlers) == 0:
        basicConfig()
    root.debug(msg, *args, **kwargs)


def log(level, msg, *args, **kwargs):
    if len(root.handlers) == 0:
        basicConfig()
    root.log(level, msg, *args, **kwargs)


def disable(level=CRITICAL):
    root.manager.disable = _checkLevel(level)


def shutdown(handlerList=None):
    for h in list(_handlerList):
        h.flush()
        h.close()



def captureWarnings(capture):
    pass


__all__ = ["BASIC_FORMAT", "BufferingFormatter", "CRITICAL", "DEBUG", "ERROR", "FATAL", "FileHandler", "Filter",
           "Filterer", "Formatter", "Handler", "INFO", "LogRecord", "Logger", "LoggerAdapter", "NOTSET", "NullHandler",
           "StreamHandler", "WARN", "WARNING", "addLevelName", "basicConfig", "captureWarnings", "critical", "debug",
           "disable", "error", "exception", "fatal", "getLevelName", "getLogger", "getLoggerClass", "info", "log",
           "makeLogRecord", "setLoggerClass", "shutdown", "warn", "warning", "getLogRecordFactory",
           "setLogRecordFactory", "lastResort", "raiseExceptions", "getLevelNamesMapping",
           "root", "RootLogger", "PercentStyle", "StrFormatStyle", "StringTemplateStyle", "Manager"]
Manager = _Manager
