# features: global_builtin_modules, class_definition, try_statement, except_clause, dictionary, string_methods
# configparser: layered INI files (DEFAULT, overrides, continuation lines, comments, allow_no_value, inline
# comments), basic and extended interpolation, typed getters, the mapping protocol, write(), every error class
# (caught through the module's base class configparser.Error); exception classes calling Exception.__init__.
import configparser
import io

BASE = """
[DEFAULT]
home = /opt/app
Retries = 3

[server]
host = 0.0.0.0
port: 8080
banner = Welcome to
    the server
    (multi-line)
log = %(home)s/logs/server.log
ratio = 0.75
enabled = Yes
; commented = out

[paths]
data = %(home)s/data
cache = %(data)s/cache
"""

cfg = configparser.ConfigParser()
cfg.read_string(BASE, source="base.ini")
print(cfg.sections(), list(cfg), len(cfg), "DEFAULT" in cfg, "server" in cfg, "nope" in cfg)
print(cfg.defaults(), cfg.options("paths"))
print(repr(cfg["server"]["banner"]))
print(cfg["paths"]["cache"], cfg.get("paths", "cache", raw=True), cfg.get("paths", "cache", vars={"data": "/tmp"}))
print(cfg.getint("server", "port"), cfg.getfloat("server", "ratio"), cfg.getboolean("server", "enabled"),
      cfg.getint("server", "retries"), cfg.getint("server", "missing", fallback=-1))
srv = cfg["server"]
print(srv, srv.name, srv.parser is cfg, sorted(srv.keys()), "home" in srv, len(srv))
print(srv.get("nothing"), srv.get("nothing", "dflt"), srv.getboolean("enabled"), srv.getint("missing", 7))
print(cfg.items("paths"), cfg.items("paths", raw=True))
print([(name, type(proxy).__name__) for name, proxy in cfg.items()])
print(cfg.has_option("server", "home"), cfg.has_option(None, "home"), cfg.has_option("ghost", "x"))

cfg.read_dict({"server": {"port": 9000, "workers": 4}, "extra": {"Key": "Value"}})
print(cfg["server"]["port"], cfg["server"]["workers"], cfg["extra"]["key"], cfg.sections())
cfg["server"]["ratio"] = "0.5"
del cfg["server"]["enabled"]
cfg["fresh"] = {"a": "1"}
cfg.add_section("empty")
print(cfg.remove_option("paths", "cache"), cfg.remove_option("paths", "cache"), cfg.remove_section("extra"),
      cfg.remove_section("extra"))
out = io.StringIO()
cfg.write(out)
print(out.getvalue(), end="")
out = io.StringIO()
cfg.write(out, space_around_delimiters=False)
print(out.getvalue().splitlines()[:4])

errors = [
    ("[a]\nx = 1\n[a]\n", {}),
    ("[a]\nx = 1\nX = 2\n", {}),
    ("x = 1\n", {}),
    ("[a]\nnot an option\n  \n=3\n", {}),
    ("[a]\nv = %(nope)s\n", {}),
    ("[a]\nv = 100%\n", {}),
    ("[a]\nv = %(v)s\n", {}),
    ("[a]\nv = ${b:c}\n", {"interpolation": configparser.ExtendedInterpolation()}),
    ("[a]\nflag = maybe\n", {}),
]
for text, kwargs in errors:
    p = configparser.ConfigParser(**kwargs)
    try:
        p.read_string(text)
        print("value:", p.get("a", "v") if p.has_option("a", "v") else p.getboolean("a", "flag"))
    except configparser.Error as e:
        print(f"{type(e).__name__}: {e}")
        print("   ", isinstance(e, configparser.Error), e.args[:2])
    except ValueError as e:
        print("ValueError:", e)
def del_default():
    del cfg["DEFAULT"]


for action in [lambda: cfg.add_section("fresh"), lambda: cfg.add_section("DEFAULT"), lambda: cfg.set("ghost", "k", "v"),
               lambda: cfg.set("fresh", "k", 5), lambda: cfg["ghost"], lambda: cfg.options("ghost"),
               lambda: cfg.get("fresh", "zzz"), lambda: cfg.set("fresh", "bad", "50%"), lambda: del_default()]:
    try:
        action()
    except (configparser.Error, KeyError, TypeError, ValueError) as e:
        print(type(e).__name__, "->", e)


loose = configparser.ConfigParser(allow_no_value=True, inline_comment_prefixes=("#",), strict=False,
                                  delimiters=("=",), default_section="common")
loose.read_string("[common]\nlevel = 2\n[mysqld]\nskip-external-locking\nport = 3306  # default\n"
                  "url = http://x#y\n[mysqld]\nport = 3307\n")
print(loose.sections(), loose.items("mysqld"), loose.get("mysqld", "skip-external-locking"))
raw = configparser.RawConfigParser()
raw.read_string("[r]\npct = 100%\nref = %(pct)s\n")
print(raw.get("r", "pct"), raw.get("r", "ref"), raw.items("r"))
ext = configparser.ConfigParser(interpolation=configparser.ExtendedInterpolation(), defaults={"root": "/srv"})
ext.read_string("[web]\nstatic = ${root}/static\nprice = $$5\n[site]\nassets = ${web:static}/img\n")
print(ext["site"]["assets"], ext["web"]["price"], ext.get("site", "assets", raw=True))
hierarchy = [configparser.NoSectionError, configparser.NoOptionError, configparser.DuplicateSectionError,
             configparser.DuplicateOptionError, configparser.ParsingError, configparser.MissingSectionHeaderError,
             configparser.InterpolationError, configparser.InterpolationMissingOptionError,
             configparser.InterpolationSyntaxError, configparser.InterpolationDepthError]
print([(c.__name__, c.__bases__[0].__name__) for c in hierarchy])
print(configparser.DuplicateOptionError("s", "o"), "|", configparser.DuplicateSectionError("s"), "|",
      configparser.InterpolationSyntaxError("o", "s", "bad"), "|", configparser.NoOptionError("o", "s").option)
basic = configparser.ConfigParser(interpolation=configparser.BasicInterpolation())
basic.read_string("[b]\nx = 1\ny = %(x)s%(x)s\n")
plain = configparser.ConfigParser(interpolation=configparser.Interpolation())
plain.read_string("[b]\ny = %(x)s\n")
print(basic["b"]["y"], plain["b"]["y"], isinstance(basic["b"], configparser.SectionProxy))
none = configparser.ConfigParser(interpolation=None)
none.read_string("[a]\nx = %(y)s\n")
print(none["a"]["x"])


class AppError(Exception):
    def __init__(self, msg, code):
        Exception.__init__(self, msg)
        self.code = code


class ConfigMissing(AppError):
    def __init__(self, key):
        AppError.__init__(self, f"missing {key}", 2)
        self.key = key


class Plain(LookupError):
    pass


for exc in [AppError("boom", 1), ConfigMissing("port")]:
    try:
        raise exc
    except AppError as e:
        print(type(e).__name__, e, e.args, e.code, repr(e))
p = Plain("a", 2)
Plain.__init__(p, "b")
print(p.args, str(p), isinstance(p, LookupError))
