# features: augmented_assignment, default_parameter, class_definition, varargs
# op= changes a list/set/dict in place, so every alias sees it: a caller's
# list passed as a parameter, an attribute read before the update, a
# module-level list a function extends. Numbers and strings rebind.
def collect(into, *batches):
    for batch in batches:
        into += batch  # the caller's list grows
    return len(into)


def merge_tags(tags, extra):
    tags |= extra
    tags -= {"draft"}


def widen(grid_row, times):
    grid_row *= times


class Report:
    def __init__(self):
        self.lines = []
        self.words = 0
        self.seen = set()
        self.meta = {"v": 1}

    def add(self, text, more_meta):
        self.lines += [text]
        self.words += len(text.split())
        self.seen |= set(text.split())
        self.meta |= more_meta
        return self


log = ["boot"]
same = log
print(collect(log, ["a", "b"], ("c",), "de"), log, same is log)

tags = {"draft", "x"}
before = tags
merge_tags(tags, frozenset({"y", "z"}))
print(sorted(before), before is tags)

row = [0, 1]
alias = row
widen(row, 3)
print(alias)

r = Report()
lines, seen, meta = r.lines, r.seen, r.meta
r.add("hello big world", {"a": 2}).add("big news", {"v": 3})
print(lines, r.words, sorted(seen), meta, lines is r.lines)

history = []


def record(event):
    global history
    history += [event]


snapshot = history
record("start")
record("stop")
print(snapshot)

count = 0
text = "ab"
copy_of_text = text
step = 2.5
for _ in range(3):
    count += step
    text += "!"
print(count, text, copy_of_text)
t = (1, 2)
t_alias = t
t += (3,)
print(t, t_alias)
fs = frozenset({1})
fs_alias = fs
fs |= {2}
print(sorted(fs), sorted(fs_alias))
