# features: set, dictionary, dictionary_comprehension, builtins, f_string, string_methods, for_statement, try_statement, except_clause
# Course enrollment analysis with set algebra: overlaps, exclusives, clashes and in-place updates.
enrolled = {
    "algebra": {"ana", "ben", "cho", "dev", "eli"},
    "biology": {"ben", "fay", "gus"},
    "chemistry": {"cho", "dev", "fay", "hal"},
    "drama": {"ivy", "jon"},
}
slots = {"algebra": "Mon 9", "biology": "Tue 11", "chemistry": "Mon 9", "drama": "Tue 11"}

everyone = set().union(*enrolled.values())
print(f"{len(everyone)} students:", " ".join(sorted(everyone)))
science = enrolled["biology"].union(enrolled["chemistry"], ["kim"])
print("science:", sorted(science))
print("all three:", enrolled["algebra"].intersection(enrolled["chemistry"], {"dev", "zed"}))
print("algebra only:", sorted(enrolled["algebra"].difference(enrolled["biology"], enrolled["chemistry"])))
print("bio xor chem:", sorted(enrolled["biology"].symmetric_difference(enrolled["chemistry"])))

for a in sorted(enrolled):
    for b in sorted(enrolled):
        if a < b and slots[a] == slots[b]:
            clash = enrolled[a] & enrolled[b]
            status = "ok" if enrolled[a].isdisjoint(enrolled[b]) else f"clash for {sorted(clash)}"
            print(f"{a}/{b} at {slots[a]}: {status}")

waitlist = {"algebra": ["lou", "ana"], "drama": ["ben", "ivy", "max"]}
for course, names in waitlist.items():
    before = len(enrolled[course])
    enrolled[course].update(names)
    print(f"{course}: +{len(enrolled[course]) - before}")

dropped = {"cho", "fay"}
for course in enrolled:
    enrolled[course].difference_update(dropped)
keep = {"ben", "gus", "hal", "ivy"}
enrolled["biology"].intersection_update(keep)
enrolled["drama"].symmetric_difference_update({"jon", "nia"})
print({c: sorted(s) for c, s in enrolled.items()})
print({"a", "b"}.issubset("abc"), {"a", "z"}.issuperset(["z"]), set("hello").isdisjoint("xyz"))
load = dict.fromkeys(sorted(everyone), 0)
for s in enrolled.values():
    for name in s:
        load[name] = load.get(name, 0) + 1
print({k: v for k, v in load.items() if v != 1})
print(dict.fromkeys(["x", "y"]), dict.fromkeys("ab", []))
try:
    dict.fromkeys([[1], [2]])
except TypeError as e:
    print("TypeError:", e)
print((255).bit_count(), (-10).bit_count(), (12).as_integer_ratio(), (7).numerator, True.denominator)
