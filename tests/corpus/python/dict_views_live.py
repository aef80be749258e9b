# features: dictionary, for_statement, try_statement, set
# A shift roster kept in a dict; the report holds on to views of it and
# sees every later change, as CPython's dict views do.

roster = {"ana": "morning", "ben": "evening", "cy": "night"}
names = roster.keys()
shifts = roster.values()
pairs = roster.items()

print("initial:", names, len(names))
roster["dee"] = "morning"
roster["ben"] = "morning"
del roster["cy"]
print("after edits:", names)
print("shifts now:", shifts)
print("pairs now:", pairs)
print("len of views:", len(names), len(shifts), len(pairs))
print("'dee' in names:", "dee" in names, "| 'cy' in names:", "cy" in names)
print("('ben', 'morning') in pairs:", ("ben", "morning") in pairs)
print("('ben', 'evening') in pairs:", ("ben", "evening") in pairs)
print("'morning' in shifts:", "morning" in shifts, "| 'night' in shifts:", "night" in shifts)
print("newest first:", list(reversed(names)))
print("pairs newest first:", list(reversed(pairs)))
print("values newest first:", list(reversed(shifts)))

# set algebra on keys and items views gives plain sets
trained = ["ana", "dee", "eve"]
print("trained and rostered:", sorted(names & trained))
print("rostered, untrained:", sorted(names - trained))
print("either:", sorted(names | trained))
print("exactly one:", sorted(names ^ trained))
print("from the left:", sorted(set(trained) - names), sorted(set(trained) & names))
print("morning pairs:", sorted(pairs & {("ana", "morning"), ("zed", "morning")}))
print("disjoint from {'x'}:", names.isdisjoint({"x"}), "| from trained:", names.isdisjoint(trained))
print("keys == set:", names == {"ana", "ben", "dee"}, names != {"ana"})
print("subset:", names <= {"ana", "ben", "dee", "zed"}, names < {"ana", "ben", "dee"})
print("keys == list:", names == ["ana", "ben", "dee"])
print("values == values:", shifts == roster.values(), shifts == shifts)
print("type names:", type(names).__name__, type(shifts).__name__, type(pairs).__name__)
print("mapping:", names.mapping, names.mapping["ana"], len(pairs.mapping))
print("mapping repr:", repr(shifts.mapping))
print("truthiness:", bool(names), bool({}.keys()))

# iterating a view while the dict grows is an error in CPython
try:
    for name in roster.keys():
        roster[name.upper()] = "night"
except RuntimeError as exc:
    print("RuntimeError:", exc)
print("roster size after the failed loop:", len(roster))

try:
    for name, shift in roster.items():
        if shift == "night":
            del roster[name]
except RuntimeError as exc:
    print("RuntimeError:", exc)

# the safe way: iterate over a copy
for name in list(roster.keys()):
    if name.isupper():
        del roster[name]
print("cleaned:", pairs)

it = iter(shifts)
print("first value:", next(it))
roster["fay"] = "evening"
try:
    next(it)
except RuntimeError as exc:
    print("stale iterator:", exc)

totals = {}
for shift in roster.values():
    totals[shift] = totals.get(shift, 0) + 1
for shift, count in sorted(totals.items()):
    print(f"{shift:>8}: {count}")
empty = {}
print(empty.keys(), empty.values(), empty.items())
