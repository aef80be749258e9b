# features: stdlib_argparse
# A log filter command line: argument groups for the help screen, a wider
# help column through a HelpFormatter factory, ArgumentDefaultsHelpFormatter,
# exit_on_error=False so bad input raises ArgumentError instead of exiting,
# and a parent parser sharing common options.
import argparse
import sys

LOG = [
    "2024-05-01 09:12:03 INFO  api   request served in 12ms",
    "2024-05-01 09:12:09 WARN  db    slow query took 870ms",
    "2024-05-01 09:13:44 ERROR api   upstream timeout after 3000ms",
    "2024-05-01 09:14:02 INFO  auth  user alice logged in",
    "2024-05-01 09:15:30 ERROR db    deadlock detected, retrying",
    "2024-05-01 09:16:11 DEBUG api   cache hit ratio 0.93",
]
LEVELS = ["DEBUG", "INFO", "WARN", "ERROR"]

common = argparse.ArgumentParser(add_help=False)
common.add_argument("--color", choices=["auto", "always", "never"], default="auto", help="colorize output")

parser = argparse.ArgumentParser(
    prog="logf",
    description="Filter a service log by level, component and text. Lines are printed in their original order.",
    parents=[common],
    formatter_class=lambda prog: argparse.HelpFormatter(prog, max_help_position=32),
)
sel = parser.add_argument_group("selection", "which lines to keep")
sel.add_argument("-l", "--level", choices=LEVELS, default="INFO", type=str.upper, help="minimum level (default: %(default)s)")
sel.add_argument("-c", "--component", action="append", default=[], metavar="NAME", help="keep only these components")
sel.add_argument("-g", "--grep", metavar="TEXT", help="substring that must appear")
out = parser.add_argument_group("output")
out.add_argument("-n", "--max-lines", type=int, default=100, help="stop after %(default)s lines")
out.add_argument("--count", action="store_true", help="print only the number of matching lines")
parser.add_argument("files", nargs="*", default=["service.log"], help="log files (simulated)")


def run(argv):
    args = parser.parse_args(argv)
    keep = []
    for line in LOG:
        parts = line.split(None, 4)
        level, comp, text = parts[2], parts[3], parts[4]
        if LEVELS.index(level) < LEVELS.index(args.level):
            continue
        if args.component and comp not in args.component:
            continue
        if args.grep and args.grep not in text:
            continue
        keep.append(line)
    keep = keep[:args.max_lines]
    if args.count:
        print(len(keep))
    else:
        for line in keep:
            print(line)
    return args


for argv in (["-l", "warn"], ["--component", "api", "-c", "auth", "--level=debug"], ["-g", "ms", "--count", "a.log", "b.log"],
             ["-lerror", "-n1"], ["--color", "never", "-c", "db"]):
    print("# logf", " ".join(argv))
    print(run(argv))

print(parser.get_default("max_lines"), parser.get_default("color"), parser.get_default("nothing"))
print(parser.format_help())
parser.print_usage()

strict = argparse.ArgumentParser(prog="strict", exit_on_error=False,
                                 formatter_class=argparse.ArgumentDefaultsHelpFormatter)
strict.add_argument("--port", type=int, default=8080, help="port to bind")
strict.add_argument("--host", default="localhost", help="interface")
strict.add_argument("mode", nargs="?", choices=["serve", "check"], default="serve", help="what to run")
for argv in (["--port", "99x"], ["--port"], ["check", "--host", "0.0.0.0"], ["stop"]):
    try:
        print(strict.parse_args(argv))
    except argparse.ArgumentError as err:
        print("ArgumentError:", err)
strict.print_help()


# a custom action: --label key=value pairs collected into a dict
class KeyValue(argparse.Action):
    def __call__(self, parser, namespace, values, option_string=None):
        pairs = dict(getattr(namespace, self.dest) or {})
        for item in values:
            if "=" not in item:
                raise argparse.ArgumentError(self, "expected KEY=VALUE, got %r" % item)
            key, value = item.split("=", 1)
            pairs[key] = value
        setattr(namespace, self.dest, pairs)


tagger = argparse.ArgumentParser(prog="tag", exit_on_error=False)
tagger.add_argument("--label", nargs="+", action=KeyValue, metavar="KEY=VALUE", help="attach labels")
tagger.add_argument("target")
print(tagger.parse_args(["web-01", "--label", "env=prod", "team=core", "--label", "tier=1"]))
try:
    tagger.parse_args(["--label", "broken", "web-02"])
except argparse.ArgumentError as err:
    print("ArgumentError:", err)
print(tagger.format_usage(), end="")

# without prog=, the program's own file name, as CPython takes it from sys.argv[0]
import os
import sys

print(argparse.ArgumentParser().prog, os.path.basename(sys.argv[0]), len(sys.argv))
