# configparser, written for RedDragon's VM (lowered with the programs that
# import it): CPython 3.11's INI reading (sections, DEFAULT, = and : delimiters,
# full-line and inline comments, indented continuation lines, allow_no_value,
# strict duplicate checks and their error messages), BasicInterpolation
# (%(name)s, %%), ExtendedInterpolation (${section:name}, $$), the raw
# Interpolation of RawConfigParser, typed getters, the mapping protocol
# (parser[section][option], SectionProxy) and write(). Not modelled:
# converters=, dict_type other than dict, LegacyInterpolation.

import re
import io

__all__ = ["Error", "NoSectionError", "DuplicateSectionError", "DuplicateOptionError", "NoOptionError",
           "InterpolationError", "InterpolationDepthError", "InterpolationMissingOptionError",
           "InterpolationSyntaxError", "ParsingError", "MissingSectionHeaderError", "ConfigParser",
           "RawConfigParser", "SafeConfigParser", "Interpolation", "BasicInterpolation", "ExtendedInterpolation",
           "SectionProxy", "DEFAULTSECT", "MAX_INTERPOLATION_DEPTH"]

DEFAULTSECT = "DEFAULT"
MAX_INTERPOLATION_DEPTH = 10
_BIG = 1 << 62  # no indentation / comment position yet (CPython's sys.maxsize)


class Error(Exception):
    def __init__(self, msg=""):
        self.message = msg
        Exception.__init__(self, msg)

    def __repr__(self):
        return self.message

    __str__ = __repr__


class NoSectionError(Error):
    def __init__(self, section):
        Error.__init__(self, "No section: %r" % (section,))
        self.section = section
        self.args = (section,)


class DuplicateSectionError(Error):
    def __init__(self, section, source=None, lineno=None):
        msg = [repr(section), " already exists"]
        if source is not None:
            message = ["While reading from ", repr(source)]
            if lineno is not None:
                message.append(" [line {0:2d}]".format(lineno))
            message.append(": section ")
            message.extend(msg)
            msg = message
        else:
            msg.insert(0, "Section ")
        Error.__init__(self, "".join(msg))
        self.section, self.source, self.lineno = section, source, lineno
        self.args = (section, source, lineno)


class DuplicateOptionError(Error):
    def __init__(self, section, option, source=None, lineno=None):
        msg = [repr(option), " in section ", repr(section), " already exists"]
        if source is not None:
            message = ["While reading from ", repr(source)]
            if lineno is not None:
                message.append(" [line {0:2d}]".format(lineno))
            message.append(": option ")
            message.extend(msg)
            msg = message
        else:
            msg.insert(0, "Option ")
        Error.__init__(self, "".join(msg))
        self.section, self.option, self.source, self.lineno = section, option, source, lineno
        self.args = (section, option, source, lineno)


class NoOptionError(Error):
    def __init__(self, option, section):
        Error.__init__(self, "No option %r in section: %r" % (option, section))
        self.option, self.section = option, section
        self.args = (option, section)


class InterpolationError(Error):
    def __init__(self, option, section, msg):
        Error.__init__(self, msg)
        self.option, self.section = option, section
        self.args = (option, section, msg)


class InterpolationMissingOptionError(InterpolationError):
    def __init__(self, option, section, rawval, reference):
        msg = ("Bad value substitution: option {!r} in section {!r} contains an interpolation key {!r} "
               "which is not a valid option name. Raw value: {!r}".format(option, section, reference, rawval))
        InterpolationError.__init__(self, option, section, msg)
        self.reference = reference
        self.args = (option, section, rawval, reference)


class InterpolationSyntaxError(InterpolationError):
    pass


class InterpolationDepthError(InterpolationError):
    def __init__(self, option, section, rawval):
        msg = ("Recursion limit exceeded in value substitution: option {!r} in section {!r} contains an "
               "interpolation key which cannot be substituted in {} steps. Raw value: {!r}"
               "".format(option, section, MAX_INTERPOLATION_DEPTH, rawval))
        InterpolationError.__init__(self, option, section, msg)
        self.args = (option, section, rawval)


class ParsingError(Error):
    def __init__(self, source):
        Error.__init__(self, "Source contains parsing errors: %r" % source)
        self.source = source
        self.errors = []
        self.args = (source,)

    def append(self, lineno, line):
        self.errors.append((lineno, line))
        self.message += "\n\t[line %2d]: %s" % (lineno, line)


class MissingSectionHeaderError(ParsingError):
    def __init__(self, filename, lineno, line):
        Error.__init__(self, "File contains no section headers.\nfile: %r, line: %d\n%r" % (filename, lineno, line))
        self.source = filename
        self.lineno, self.line = lineno, line
        self.errors = []
        self.args = (filename, lineno, line)


class Interpolation:
    """No interpolation: values are returned as stored."""

    def before_get(self, parser, section, option, value, defaults):
        return value

    def before_set(self, parser, section, option, value):
        return value

    def before_read(self, parser, section, option, value):
        return value

    def before_write(self, parser, section, option, value):
        return value


class BasicInterpolation(Interpolation):
    """%(name)s refers to another option of the section (or DEFAULT); %% is a percent sign."""
    _KEYCRE = re.compile(r"%\(([^)]+)\)s")

    def before_get(self, parser, section, option, value, defaults):
        accum = []
        self._interpolate_some(parser, option, accum, value, section, defaults, 1)
        return "".join(accum)

    def before_set(self, parser, section, option, value):
        tmp = self._KEYCRE.sub("", value.replace("%%", ""))
        if "%" in tmp:
            raise ValueError("invalid interpolation syntax in %r at position %d" % (value, tmp.find("%")))
        return value

    def _interpolate_some(self, parser, option, accum, rest, section, map, depth):
        rawval = parser.get(section, option, raw=True, fallback=rest)
        if depth > MAX_INTERPOLATION_DEPTH:
            raise InterpolationDepthError(option, section, rawval)
        while rest:
            p = rest.find("%")
            if p < 0:
                accum.append(rest)
                return
            if p > 0:
                accum.append(rest[:p])
                rest = rest[p:]
            c = rest[1:2]
            if c == "%":
                accum.append("%")
                rest = rest[2:]
            elif c == "(":
                m = self._KEYCRE.match(rest)
                if m is None:
                    raise InterpolationSyntaxError(option, section, "bad interpolation variable reference %r" % rest)
                var = parser.optionxform(m.group(1))
                rest = rest[m.end():]
                if var not in map:
                    raise InterpolationMissingOptionError(option, section, rawval, var)
                v = map[var]
                if "%" in v:
                    self._interpolate_some(parser, option, accum, v, section, map, depth + 1)
                else:
                    accum.append(v)
            else:
                raise InterpolationSyntaxError(option, section,
                                               "'%%' must be followed by '%%' or '(', found: %r" % (rest,))


class ExtendedInterpolation(Interpolation):
    """${name} or ${section:name}; $$ is a dollar sign."""
    _KEYCRE = re.compile(r"\$\{([^}]+)\}")

    def before_get(self, parser, section, option, value, defaults):
        accum = []
        self._interpolate_some(parser, option, accum, value, section, defaults, 1)
        return "".join(accum)

    def before_set(self, parser, section, option, value):
        tmp = self._KEYCRE.sub("", value.replace("$$", ""))
        if "$" in tmp:
            raise ValueError("invalid interpolation syntax in %r at position %d" % (value, tmp.find("$")))
        return value

    def _interpolate_some(self, parser, option, accum, rest, section, map, depth):
        rawval = parser.get(section, option, raw=True, fallback=rest)
        if depth > MAX_INTERPOLATION_DEPTH:
            raise InterpolationDepthError(option, section, rawval)
        while rest:
            p = rest.find("$")
            if p < 0:
                accum.append(rest)
                return
            if p > 0:
                accum.append(rest[:p])
                rest = rest[p:]
            c = rest[1:2]
            if c == "$":
                accum.append("$")
                rest = rest[2:]
            elif c == "{":
                m = self._KEYCRE.match(rest)
                if m is None:
                    raise InterpolationSyntaxError(option, section, "bad interpolation variable reference %r" % rest)
                path = m.group(1).split(":")
                rest = rest[m.end():]
                sect, opt = section, option
                try:
                    if len(path) == 1:
                        opt = parser.optionxform(path[0])
                        v = map[opt]
                    elif len(path) == 2:
                        sect = path[0]
                        opt = parser.optionxform(path[1])
                        v = parser.get(sect, opt, raw=True)
                    else:
                        raise InterpolationSyntaxError(option, section, "More than one ':' found: %r" % (rest,))
                except (KeyError, NoSectionError, NoOptionError):
                    raise InterpolationMissingOptionError(option, section, rawval, ":".join(path)) from None
                if "$" in v:
                    self._interpolate_some(parser, opt, accum, v, sect, dict(parser.items(sect, raw=True)), depth + 1)
                else:
                    accum.append(v)
            else:
                raise InterpolationSyntaxError(option, section,
                                               "'$' must be followed by '$' or '{', found: %r" % (rest,))


class _Unset:
    def __repr__(self):
        return "<unset>"


_UNSET = _Unset()


class RawConfigParser:
    BOOLEAN_STATES = {"1": True, "yes": True, "true": True, "on": True,
                      "0": False, "no": False, "false": False, "off": False}
    SECTCRE = re.compile(r"\[(?P<header>.+)\]")
    _DEFAULT_INTERPOLATION = Interpolation()

    def __init__(self, defaults=None, dict_type=dict, allow_no_value=False, *, delimiters=("=", ":"),
                 comment_prefixes=("#", ";"), inline_comment_prefixes=None, strict=True,
                 empty_lines_in_values=True, default_section=DEFAULTSECT, interpolation=_UNSET, converters=_UNSET):
        self._dict = dict_type
        self._sections = {}
        self._defaults = {}
        self._proxies = {}
        self._delimiters = tuple(delimiters)
        delim = "|".join(re.escape(d) for d in delimiters)
        if allow_no_value:
            self._optcre = re.compile(r"(?P<option>.*?)\s*(?:(?P<vi>" + delim + r")\s*(?P<value>.*))?$")
        else:
            self._optcre = re.compile(r"(?P<option>.*?)\s*(?P<vi>" + delim + r")\s*(?P<value>.*)$")
        self._comment_prefixes = tuple(comment_prefixes or ())
        self._inline_comment_prefixes = tuple(inline_comment_prefixes or ())
        self._strict = strict
        self._allow_no_value = allow_no_value
        self._empty_lines_in_values = empty_lines_in_values
        self.default_section = default_section
        self._interpolation = self._DEFAULT_INTERPOLATION if interpolation is _UNSET else interpolation
        if self._interpolation is None:
            self._interpolation = Interpolation()
        self._proxies[default_section] = SectionProxy(self, default_section)
        if defaults:
            self.read_dict({default_section: defaults}, "<defaults>")

    # -- reading --------------------------------------------------------------
    def read(self, filenames, encoding=None):
        if isinstance(filenames, str):
            filenames = [filenames]
        read_ok = []
        for filename in filenames:
            try:
                with open(filename, encoding=encoding) as fp:
                    self._read(fp.read(), filename)
            except OSError:
                continue
            read_ok.append(filename)
        return read_ok

    def read_file(self, f, source=None):
        if source is None:
            source = getattr(f, "name", "<???>")
        self._read("".join(f), source)

    def read_string(self, string, source="<string>"):
        self._read(string, source)

    def read_dict(self, dictionary, source="<dict>"):
        elements_added = set()
        for section, keys in dictionary.items():
            section = str(section)
            try:
                self.add_section(section)
            except (DuplicateSectionError, ValueError):
                if self._strict and section in elements_added:
                    raise
            elements_added.add(section)
            for key, value in keys.items():
                key = self.optionxform(str(key))
                if value is not None:
                    value = str(value)
                if self._strict and (section, key) in elements_added:
                    raise DuplicateOptionError(section, key, source)
                elements_added.add((section, key))
                self.set(section, key, value)

    def _read(self, text, fpname):
        elements_added = set()
        cursect = None
        sectname = None
        optname = None
        indent_level = 0
        e = None
        lines = text.splitlines(True)
        for lineno, line in enumerate(lines, start=1):
            comment_start = _BIG
            inline_prefixes = {p: -1 for p in self._inline_comment_prefixes}
            while comment_start == _BIG and inline_prefixes:
                next_prefixes = {}
                for prefix, index in inline_prefixes.items():
                    index = line.find(prefix, index + 1)
                    if index == -1:
                        continue
                    next_prefixes[prefix] = index
                    if index == 0 or (index > 0 and line[index - 1].isspace()):
                        comment_start = min(comment_start, index)
                inline_prefixes = next_prefixes
            for prefix in self._comment_prefixes:
                if line.strip().startswith(prefix):
                    comment_start = 0
                    break
            if comment_start == _BIG:
                comment_start = None
            value = (line if comment_start is None else line[:comment_start]).strip()
            if not value:
                if self._empty_lines_in_values:
                    # a blank line inside a value, unless the line was a comment
                    if comment_start is None and cursect is not None and optname and cursect[optname] is not None:
                        cursect[optname].append("")
                else:
                    indent_level = _BIG
                continue
            cur_indent_level = len(line) - len(line.lstrip())
            if cursect is not None and optname and cur_indent_level > indent_level:
                cursect[optname].append(value)  # a continuation line
                continue
            indent_level = cur_indent_level
            mo = self.SECTCRE.match(value)
            if mo:
                sectname = mo.group("header")
                if sectname in self._sections:
                    if self._strict and sectname in elements_added:
                        raise DuplicateSectionError(sectname, fpname, lineno)
                    cursect = self._sections[sectname]
                    elements_added.add(sectname)
                elif sectname == self.default_section:
                    cursect = self._defaults
                else:
                    cursect = {}
                    self._sections[sectname] = cursect
                    self._proxies[sectname] = SectionProxy(self, sectname)
                    elements_added.add(sectname)
                optname = None
            elif cursect is None:
                raise MissingSectionHeaderError(fpname, lineno, line)
            else:
                mo = self._optcre.match(value)
                if mo:
                    optname, optval = mo.group("option"), mo.group("value")
                    if not optname:
                        e = self._handle_error(e, fpname, lineno, line)
                    optname = self.optionxform(optname.rstrip())
                    if self._strict and (sectname, optname) in elements_added:
                        raise DuplicateOptionError(sectname, optname, fpname, lineno)
                    elements_added.add((sectname, optname))
                    if optval is not None:
                        cursect[optname] = [optval.strip()]
                    else:
                        cursect[optname] = None  # allow_no_value
                else:
                    e = self._handle_error(e, fpname, lineno, line)
        self._join_multiline_values()
        if e:
            raise e

    def _handle_error(self, exc, fpname, lineno, line):
        if not exc:
            exc = ParsingError(fpname)
        exc.append(lineno, repr(line))
        return exc

    def _join_multiline_values(self):
        all_sections = [(self.default_section, self._defaults)] + list(self._sections.items())
        for section, options in all_sections:
            for name in list(options):
                val = options[name]
                if isinstance(val, list):
                    val = "\n".join(val).rstrip()
                options[name] = self._interpolation.before_read(self, section, name, val)

    # -- queries --------------------------------------------------------------
    def defaults(self):
        return self._defaults

    def sections(self):
        return list(self._sections.keys())

    def add_section(self, section):
        if section == self.default_section:
            raise ValueError("Invalid section name: %r" % section)
        if section in self._sections:
            raise DuplicateSectionError(section)
        self._sections[section] = {}
        self._proxies[section] = SectionProxy(self, section)

    def has_section(self, section):
        return section in self._sections

    def options(self, section):
        if section not in self._sections:
            raise NoSectionError(section)
        opts = dict(self._sections[section])
        opts.update(self._defaults)
        return list(opts.keys())

    def _unify_values(self, section, vars):
        if section in self._sections:
            sectiondict = self._sections[section]
        elif section == self.default_section:
            sectiondict = {}
        else:
            raise NoSectionError(section)
        d = dict(self._defaults)
        d.update(sectiondict)
        if vars:
            for key, value in vars.items():
                if value is not None:
                    value = str(value)
                d[self.optionxform(key)] = value
        return d

    def get(self, section, option, *, raw=False, vars=None, fallback=_UNSET):
        try:
            d = self._unify_values(section, vars)
        except NoSectionError:
            if fallback is _UNSET:
                raise
            return fallback
        option = self.optionxform(option)
        if option not in d:
            if fallback is _UNSET:
                raise NoOptionError(option, section)
            return fallback
        value = d[option]
        if raw or value is None:
            return value
        return self._interpolation.before_get(self, section, option, value, d)

    def _get_conv(self, section, option, conv, *, raw=False, vars=None, fallback=_UNSET):
        try:
            return conv(self.get(section, option, raw=raw, vars=vars))
        except (NoSectionError, NoOptionError):
            if fallback is _UNSET:
                raise
            return fallback

    def getint(self, section, option, *, raw=False, vars=None, fallback=_UNSET):
        return self._get_conv(section, option, int, raw=raw, vars=vars, fallback=fallback)

    def getfloat(self, section, option, *, raw=False, vars=None, fallback=_UNSET):
        return self._get_conv(section, option, float, raw=raw, vars=vars, fallback=fallback)

    def getboolean(self, section, option, *, raw=False, vars=None, fallback=_UNSET):
        return self._get_conv(section, option, self._convert_to_boolean, raw=raw, vars=vars, fallback=fallback)

    def _convert_to_boolean(self, value):
        if value.lower() not in self.BOOLEAN_STATES:
            raise ValueError("Not a boolean: %s" % value)
        return self.BOOLEAN_STATES[value.lower()]

    def items(self, section=_UNSET, raw=False, vars=None):
        if section is _UNSET:
            return [(name, self[name]) for name in self]
        d = dict(self._defaults)
        if section in self._sections:
            d.update(self._sections[section])
        elif section != self.default_section:
            raise NoSectionError(section)
        orig_keys = list(d.keys())
        if vars:
            for key, value in vars.items():
                d[self.optionxform(key)] = value
        if raw:
            return [(option, d[option]) for option in orig_keys]
        return [(option, self._interpolation.before_get(self, section, option, d[option], d)) for option in orig_keys]

    def popitem(self):
        for key in self.sections():
            value = self[key]
            del self[key]
            return key, value
        raise KeyError

    def optionxform(self, optionstr):
        return optionstr.lower()

    def has_option(self, section, option):
        if not section or section == self.default_section:
            return self.optionxform(option) in self._defaults
        if section not in self._sections:
            return False
        option = self.optionxform(option)
        return option in self._sections[section] or option in self._defaults

    # -- changes --------------------------------------------------------------
    def set(self, section, option, value=None):
        if value:
            value = self._interpolation.before_set(self, section, option, value)
        if not section or section == self.default_section:
            sectdict = self._defaults
        elif section in self._sections:
            sectdict = self._sections[section]
        else:
            raise NoSectionError(section)
        sectdict[self.optionxform(option)] = value

    def write(self, fp, space_around_delimiters=True):
        d = " {} ".format(self._delimiters[0]) if space_around_delimiters else self._delimiters[0]
        if self._defaults:
            self._write_section(fp, self.default_section, self._defaults.items(), d)
        for section in self._sections:
            self._write_section(fp, section, self._sections[section].items(), d)

    def _write_section(self, fp, section_name, section_items, delimiter):
        fp.write("[{}]\n".format(section_name))
        for key, value in section_items:
            value = self._interpolation.before_write(self, section_name, key, value)
            if value is not None or not self._allow_no_value:
                value = delimiter + str(value).replace("\n", "\n\t")
            else:
                value = ""
            fp.write("{}{}\n".format(key, value))
        fp.write("\n")

    def remove_option(self, section, option):
        if not section or section == self.default_section:
            sectdict = self._defaults
        elif section in self._sections:
            sectdict = self._sections[section]
        else:
            raise NoSectionError(section)
        option = self.optionxform(option)
        existed = option in sectdict
        if existed:
            del sectdict[option]
        return existed

    def remove_section(self, section):
        existed = section in self._sections
        if existed:
            del self._sections[section]
            del self._proxies[section]
        return existed

    # -- the mapping protocol -------------------------------------------------
    def __getitem__(self, key):
        if key != self.default_section and not self.has_section(key):
            raise KeyError(key)
        return self._proxies[key]

    def __setitem__(self, key, value):
        if key in self and self[key] is value:
            return
        if key == self.default_section:
            self._defaults.clear()
        elif key in self._sections:
            self._sections[key].clear()
        self.read_dict({key: value})

    def __delitem__(self, key):
        if key == self.default_section:
            raise ValueError("Cannot remove the default section.")
        if not self.has_section(key):
            raise KeyError(key)
        self.remove_section(key)

    def __contains__(self, key):
        return key == self.default_section or self.has_section(key)

    def __len__(self):
        return len(self._sections) + 1

    def __iter__(self):
        return iter([self.default_section] + list(self._sections.keys()))

    def keys(self):
        return list(self)

    def values(self):
        return [self[k] for k in self]

    def get_section(self, key, default=None):
        return self[key] if key in self else default


class ConfigParser(RawConfigParser):
    """RawConfigParser with BasicInterpolation and str-only values."""
    _DEFAULT_INTERPOLATION = BasicInterpolation()

    def set(self, section, option, value=None):
        self._validate_value_types(option=option, value=value)
        super().set(section, option, value)

    def add_section(self, section):
        self._validate_value_types(section=section)
        super().add_section(section)

    def _validate_value_types(self, *, section="", option="", value=""):
        if not isinstance(section, str):
            raise TypeError("section names must be strings")
        if not isinstance(option, str):
            raise TypeError("option keys must be strings")
        if not self._allow_no_value or value:
            if not isinstance(value, str):
                raise TypeError("option values must be strings")


SafeConfigParser = ConfigParser


class SectionProxy:
    """parser[section]: a live view of one section."""

    def __init__(self, parser, name):
        self._parser = parser
        self._name = name

    def __repr__(self):
        return "<Section: {}>".format(self._name)

    def __getitem__(self, key):
        if not self._parser.has_option(self._name, key):
            raise KeyError(key)
        return self._parser.get(self._name, key)

    def __setitem__(self, key, value):
        if isinstance(self._parser, ConfigParser):
            self._parser._validate_value_types(option=key, value=value)
        return self._parser.set(self._name, key, value)

    def __delitem__(self, key):
        if not (self._parser.has_option(self._name, key) and self._parser.remove_option(self._name, key)):
            raise KeyError(key)

    def __contains__(self, key):
        return self._parser.has_option(self._name, key)

    def __len__(self):
        return len(self._options())

    def __iter__(self):
        return iter(self._options())

    def _options(self):
        if self._name != self._parser.default_section:
            return self._parser.options(self._name)
        return list(self._parser.defaults())

    def keys(self):
        return self._options()

    def values(self):
        return [self[k] for k in self._options()]

    def items(self):
        return [(k, self[k]) for k in self._options()]

    @property
    def parser(self):
        return self._parser

    @property
    def name(self):
        return self._name

    def get(self, option, fallback=None, *, raw=False, vars=None):
        return self._parser.get(self._name, option, raw=raw, vars=vars, fallback=fallback)

    def getint(self, option, fallback=None, *, raw=False, vars=None):
        return self._parser.getint(self._name, option, raw=raw, vars=vars, fallback=fallback)

    def getfloat(self, option, fallback=None, *, raw=False, vars=None):
        return self._parser.getfloat(self._name, option, raw=raw, vars=vars, fallback=fallback)

    def getboolean(self, option, fallback=None, *, raw=False, vars=None):
        return self._parser.getboolean(self._name, option, raw=raw, vars=vars, fallback=fallback)
