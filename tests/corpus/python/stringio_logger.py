# features: global_builtin_modules, stdlib_typing_abc_sys, class_definition, f_string
import io
import sys


class Logger:
    def __init__(self, stream):
        self.stream = stream
        self.count = 0

    def log(self, level, msg):
        self.count += 1
        print(f"[{level:<5}] {self.count:03d} {msg}", file=self.stream)


buf = io.StringIO()
log = Logger(buf)
log.log("INFO", "starting")
log.log("WARN", "disk at 91%")
log.log("ERROR", "failed to open 'config.ini'")
text = buf.getvalue()
print(text.count("\n"), "lines logged")
for line in text.splitlines():
    if "ERROR" in line or "WARN" in line:
        print("!", line)

reader = io.StringIO("alpha 1\nbeta 2\n\ngamma 3\n")
total = 0
for line in reader:
    line = line.strip()
    if not line:
        continue
    name, val = line.split()
    total += int(val)
print("total", total)
r2 = io.StringIO("first\nsecond\nthird")
print(repr(r2.readline()), r2.read(3), r2.readlines())
w = io.StringIO()
w.write("abc")
w.write("def")
print(w.tell(), w.getvalue())
sys.stdout.write("done\n")
print("to stderr", file=sys.stderr)
