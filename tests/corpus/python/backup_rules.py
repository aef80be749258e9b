# features: custom_exception, exception_hierarchy, except_clause, raise_statement, import_statement, import_from_statement, f_string, list_comprehension
# A backup planner: include/exclude rules are shell wildcards (fnmatch),
# failures are OSError subclasses carrying errno, strerror and filenames.
import fnmatch
from fnmatch import fnmatchcase, translate


class BackupError(OSError):
    pass


class QuotaExceeded(BackupError):
    def __init__(self, path, size, limit):
        super().__init__(28, "No space left on device", path)
        self.size = size
        self.limit = limit


FILES = {
    "src/main.py": 4200, "src/util.py": 1300, "src/__pycache__/main.cpython-311.pyc": 9000,
    "docs/guide.md": 2500, "docs/Guide.MD": 100, "build/app.bin": 500000, "notes[old].txt": 80,
    "data/2024-01.csv": 70000, "data/2024-02.csv": 71000, "data/tmp.csv~": 5, ".env": 64,
}
INCLUDE = ["src/*.py", "docs/*.[mM][dD]", "data/2024-0[1-6].csv", "notes[[]*].txt", ".*"]
EXCLUDE = ["*/__pycache__/*", "*~", "build/*"]


def plan(files, limit):
    chosen, total = [], 0
    for path in sorted(files):
        if not any(fnmatch.fnmatch(path, p) for p in INCLUDE):
            continue
        if any(fnmatchcase(path, p) for p in EXCLUDE):
            continue
        total += files[path]
        if total > limit:
            raise QuotaExceeded(path, total, limit)
        chosen.append(path)
    return chosen, total


chosen, total = plan(FILES, 1_000_000)
print(f"{len(chosen)} files, {total:,} bytes:")
for p in chosen:
    print("  ", p)
print("filter *.csv:", fnmatch.filter(FILES, "data/*.csv"))
print("case-sensitive:", fnmatchcase("docs/Guide.MD", "docs/*.md"), fnmatch.fnmatch("docs/guide.md", "docs/*.md"))
for pat in ["*.py", "data/2024-0?.csv", "[!.]*", "src/*/*.pyc", "x[1"]:
    print(f"translate({pat!r}) = {translate(pat)}")

try:
    plan(FILES, 10_000)
except BackupError as e:
    print("str:", e)
    print("repr:", repr(e), "args:", e.args)
    print("fields:", e.errno, e.strerror, e.filename, e.filename2, e.size, e.limit)
    print("is OSError:", isinstance(e, OSError), type(e).__mro__[1].__name__)

errors = [
    OSError(5, "Input/output error", "backup/index.json"),
    FileNotFoundError(2, "No such file or directory"),
    PermissionError(13, "Permission denied", "/etc/shadow"),
    OSError(18, "Invalid cross-device link", "a.txt", None, "/mnt/b.txt"),
    OSError("disk unplugged"),
    IsADirectoryError(21, "Is a directory", "src"),
    OSError(),
]
for err in errors:
    print(f"{type(err).__name__:18} | {err!s:55} | {err.errno!r:5} {err.strerror!r:28} {err.filename!r}")
    print(f"{'':18} | repr {err!r} | {len(err.args)} args")
try:
    raise FileExistsError(17, "File exists", "backup/2024")
except OSError as e:
    print("caught:", e, "|", "%s" % e, "|", "{}".format(e), "|", str(e) == f"{e}")

try:
    raise SystemExit(3)
except SystemExit as e:
    print("exit code:", e.code, e.args)
try:
    raise SystemExit("bye", 2)
except SystemExit as e:
    print("exit code:", e.code)
try:
    raise StopIteration(42)
except StopIteration as e:
    print("stop value:", e.value, StopIteration().value)
