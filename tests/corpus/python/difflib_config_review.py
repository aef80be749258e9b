# features: stdlib_difflib, yield, string_methods, for_statement, try_statement, except_clause, keyword_argument, f_string
import difflib

# A config-change reviewer: shows what changed between two revisions of a
# settings file in the usual diff formats, scores how similar values are and
# suggests the intended key when someone mistypes one.

OLD = """\
[server]
host = 10.0.0.5
port = 8080
workers = 4
# tuning
timeout = 30
keepalive = 5
log_level = info
[cache]
size = 256MB
ttl = 600
""".splitlines(keepends=True)

NEW = """\
[server]
host = 10.0.0.7
port = 8080
workers = 8

# tuning
timeout = 45
keepalive = 5
log_level = info
[cache]
size = 512MB
ttl = 600
eviction = lru
""".splitlines(keepends=True)

KNOWN_KEYS = ["host", "port", "workers", "timeout", "keepalive", "log_level", "size", "ttl", "eviction",
              "max_connections", "log_file"]


def show(title, lines):
    print(f"--- {title} ---")
    for line in lines:
        print(line, end="" if line.endswith("\n") else "\n")


show("unified", difflib.unified_diff(OLD, NEW, "settings.ini@r1", "settings.ini@r2", "2024-05-01", "2024-05-02"))
show("unified n=0", difflib.unified_diff(OLD, NEW, n=0))
show("context n=1", difflib.context_diff(OLD, NEW, "a/settings.ini", "b/settings.ini", n=1))
delta = list(difflib.ndiff(OLD, NEW))
show("ndiff", delta)
print("restore(1) == OLD:", list(difflib.restore(delta, 1)) == OLD)
print("restore(2) == NEW:", list(difflib.restore(delta, 2)) == NEW)
try:
    list(difflib.restore(delta, 3))
except ValueError as e:
    print("ValueError:", e)

show("ndiff, blank/comment lines junk", difflib.ndiff(OLD, NEW, linejunk=difflib.IS_LINE_JUNK))
show("lineterm=''", difflib.unified_diff(["a", "b", "c"], ["a", "B", "c", "d"], lineterm=""))

d = difflib.Differ()
show("Differ char guides", d.compare(["    worker_count = 4\n", "\tretries=3\n"], ["    worker_count = 16\n", "\tretry=3\n"]))

sm = difflib.SequenceMatcher(None, "keepalive_timeout", "keep_alive_timeout")
print(f"ratio={sm.ratio():.4f} quick={sm.quick_ratio():.4f} real_quick={sm.real_quick_ratio():.4f}")
for tag, i1, i2, j1, j2 in sm.get_opcodes():
    print(f"  {tag:<7} a[{i1}:{i2}]={sm.a[i1:i2]!r:<12} b[{j1}:{j2}]={sm.b[j1:j2]!r}")
print(sm.get_matching_blocks())
m = sm.find_longest_match(0, len(sm.a), 0, len(sm.b))
print(m, m.size, sm.a[m.a:m.a + m.size])

sm2 = difflib.SequenceMatcher(lambda c: c == " ", "private Thread currentThread;", "private volatile Thread currentThread;")
print(f"junk-aware ratio {sm2.ratio():.3f}, junk={sorted(sm2.bjunk)}")
for group in sm2.get_grouped_opcodes(2):
    print("  group:", group)

long_b = "ab" * 150 + "xyz"
print("autojunk popular:", sorted(difflib.SequenceMatcher(None, "abxyz", long_b).bpopular),
      "| off:", sorted(difflib.SequenceMatcher(None, "abxyz", long_b, autojunk=False).bpopular))
print("ratio, autojunk on/off: %.4f / %.4f" % (difflib.SequenceMatcher(None, "ab" * 120, long_b).ratio(),
                                             difflib.SequenceMatcher(None, "ab" * 120, long_b, False).ratio()))

for typo in ["timout", "wrokers", "log-level", "evict", "max_conn", "zzz"]:
    guesses = difflib.get_close_matches(typo, KNOWN_KEYS)
    print(f"unknown key {typo!r}: did you mean {guesses}?")
print(difflib.get_close_matches("log", KNOWN_KEYS, n=2, cutoff=0.3))
for bad in ({"n": 0}, {"cutoff": 1.5}):
    try:
        difflib.get_close_matches("x", KNOWN_KEYS, **bad)
    except ValueError as e:
        print("ValueError:", e)
try:
    list(difflib.unified_diff([b"raw\n"], ["text\n"]))
except TypeError as e:
    print("TypeError:", e)
print(list(difflib.diff_bytes(difflib.unified_diff, [b"caf\xe9\n", b"x\n"], [b"cafe\n", b"x\n"], b"old", b"new")))
print(difflib.IS_CHARACTER_JUNK(" "), difflib.IS_CHARACTER_JUNK("x"), difflib.IS_LINE_JUNK("  # note\n"),
      difflib.IS_LINE_JUNK("x = 1\n"))
