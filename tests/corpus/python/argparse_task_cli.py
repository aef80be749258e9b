# features: stdlib_argparse
# A to-do list command line: a parser with counted, appended, versioned and
# choice-checked options and sub-commands, fed several argv lists (good ones,
# bad ones caught as SystemExit, -h), plus a flat parser with fixed-count
# positionals, "--", extend and an exclusive group.
import argparse
import sys


def positive(text):
    n = int(text)
    if n <= 0:
        raise argparse.ArgumentTypeError("%r is not a positive number" % text)
    return n


def build():
    p = argparse.ArgumentParser(prog="tasks", description="Manage a small task list kept in memory. "
                                "Tasks have a title, a priority and optional tags.",
                                epilog="Run 'tasks COMMAND -h' for details on a command.")
    p.add_argument("-v", "--verbose", action="count", default=0, help="more output (repeatable)")
    p.add_argument("-q", "--quiet", action="store_true", help="suppress the summary")
    p.add_argument("--format", choices=["plain", "csv", "json"], default="plain", help="output format (default: %(default)s)")
    p.add_argument("--limit", type=positive, metavar="N", help="show at most N tasks")
    p.add_argument("--tag", action="append", dest="tags", default=None, help="only tasks with this tag")
    p.add_argument("--version", action="version", version="%(prog)s 2.1")
    sub = p.add_subparsers(dest="command", title="commands", help="what to do")
    add = sub.add_parser("add", help="add a task")
    add.add_argument("title", help="task title")
    add.add_argument("-p", "--priority", type=int, choices=range(1, 6), default=3)
    add.add_argument("--tags", nargs="+", default=[])
    done = sub.add_parser("done", help="mark tasks done")
    done.add_argument("ids", nargs="+", type=int)
    ls = sub.add_parser("list", aliases=["ls"], help="list tasks")
    ls.add_argument("--all", action="store_true")
    return p


def show(parser, argv):
    print("$ tasks", " ".join(argv))
    try:
        ns = parser.parse_args(argv)
    except SystemExit as e:
        print("  -> exit", e.code)
        return None
    print(" ", ns)
    return ns


parser = build()
for argv in (["add", "Buy milk"], ["-vv", "--format=csv", "add", "-p", "5", "Fix bike", "--tags", "home", "urgent"],
             ["--tag", "home", "--tag", "work", "list", "--all"], ["-vqv", "ls"], ["done", "1", "2", "3"],
             ["--limit", "0", "list"], ["--limit", "x"], ["add"], ["add", "t", "-p", "9"], ["--format", "xml"],
             ["done", "one"], ["list", "--bogus", "extra"], ["frob"], ["--limit"], ["-h"], ["add", "--help"],
             ["--version"], []):
    show(parser, argv)

# a flat parser: positionals with fixed counts, optional ones, and "--"
flat = argparse.ArgumentParser(prog="cp2", add_help=True)
flat.add_argument("src", nargs=2, help="the two files to compare")
flat.add_argument("dest", nargs="?", default="out")
flat.add_argument("-n", "--dry-run", action="store_true")
flat.add_argument("--mode", type=lambda s: int(s, 8), default="644")
flat.add_argument("--exclude", action="extend", nargs="*", default=[])
flat.add_argument("-O", dest="opt", action="store_const", const=2, default=0)
g = flat.add_mutually_exclusive_group()
g.add_argument("--fast", action="store_true")
g.add_argument("--safe", action="store_true")
for argv in (["a", "b"], ["a", "b", "c", "-n"], ["--mode", "755", "a", "b", "--exclude", "x", "y"],
             ["-nO", "--", "-a", "-b"], ["--fast", "--safe", "a", "b"], ["--safe", "p", "q"], ["-O2", "a", "b"]):
    show(flat, argv)
print(flat.format_usage(), end="")
flat.print_help()
ns, rest = flat.parse_known_args(["a", "b", "--what", "c", "d"])
print(ns, rest)
print(vars(ns) == {"src": ["a", "b"], "dest": "c", "dry_run": False, "mode": 420, "exclude": [], "opt": 0, "fast": False, "safe": False})
print("mode" in ns, "nope" in ns, ns == argparse.Namespace(**vars(ns)))
flat.set_defaults(mode="600", extra=True)
print(flat.parse_args(["x", "y"]))
try:
    flat.error("custom failure")
except SystemExit as e:
    print("error ->", e.code)
