#!/usr/bin/env python3
"""Feature inventories stay honest: every tag on a corpus program names a
feature of its language's inventory, and every implemented or partial
feature is covered by at least one tagged corpus program.
usage: features_check.py <source dir>"""
import glob, os, sys

root = sys.argv[1]
failed = False
for inv in sorted(glob.glob(os.path.join(root, "plugins/languages/*/features.tsv"))):
    lang = os.path.basename(os.path.dirname(inv))
    features = {}
    for line in open(inv):
        if not line.strip() or line.startswith("#"):
            continue
        name, status, _ = line.rstrip("\n").split("\t", 2)
        assert status in ("implemented", "partial", "unsupported"), (inv, line)
        assert name not in features, ("duplicate feature", name)
        features[name] = status
    covered = {}
    for prog in sorted(glob.glob(os.path.join(root, "tests/corpus", lang, "*"))):
        if prog.endswith((".expected", ".expected_status", ".expected_stderr", ".json", ".stdin")):
            continue
        first = open(prog, errors="replace").readline()
        marker = first.find("features:")
        if marker < 0:
            print(f"{prog}: first line has no 'features:' tag list"); failed = True; continue
        for tag in [t.strip() for t in first[marker + 9:].split(",") if t.strip()]:
            if tag not in features:
                print(f"{prog}: unknown feature tag '{tag}' (not in {inv})"); failed = True
            covered.setdefault(tag, []).append(os.path.basename(prog))
    for name, status in features.items():
        if status != "unsupported" and name not in covered:
            print(f"{lang}: feature '{name}' is {status} but no corpus program is tagged with it"); failed = True
    n = {s: sum(1 for v in features.values() if v == s) for s in ("implemented", "partial", "unsupported")}
    print(f"{lang}: {n['implemented']} implemented, {n['partial']} partial, {n['unsupported']} unsupported; "
          f"{len([f for f in covered if f in features])} features covered by tests")

# Library inventories (library.tsv beside features.tsv): member<TAB>status<TAB>description.
# Each implemented or partial member must be exercised by a corpus program of
# its language: its last name component (after '.', '#', '::' or ':') appears
# there as a word. A cheap check, but it fails when nothing uses a member.
import re
for inv in sorted(glob.glob(os.path.join(root, "plugins/languages/*/library.tsv"))):
    lang = os.path.basename(os.path.dirname(inv))
    texts = []
    for prog in sorted(glob.glob(os.path.join(root, "tests/corpus", lang, "*"))):
        if not prog.endswith((".expected", ".expected_status", ".expected_stderr", ".json", ".stdin")):
            texts.append(open(prog, errors="replace").read())
    corpus = "\n".join(texts)
    members = {}
    for line in open(inv):
        if not line.strip() or line.startswith("#"):
            continue
        parts = line.rstrip("\n").split("\t", 2)
        if len(parts) != 3 or parts[1] not in ("implemented", "partial", "unsupported"):
            print(f"{inv}: malformed line: {line.rstrip()}"); failed = True; continue
        name, status, _ = parts
        if name in members:
            print(f"{inv}: duplicate member {name}"); failed = True
        members[name] = status
    untested = []
    for name, status in members.items():
        if status == "unsupported":
            continue
        leaf = re.split(r"\.|#|::|:", name)[-1]
        if not re.match(r"[A-Za-z_]", leaf):
            continue  # an operator member (Array#[]=, Integer#>>): used by its syntax, not its name
        tail = r"(?![A-Za-z0-9_])" if re.match(r".*\w$", leaf) else ""  # `default=` may touch its value
        if leaf and not re.search(r"(?<![A-Za-z0-9_])" + re.escape(leaf) + tail, corpus):
            untested.append(name)
    if untested:
        print(f"{lang} library: implemented/partial but used by no corpus program: {', '.join(untested)}"); failed = True
    n = {s: sum(1 for v in members.values() if v == s) for s in ("implemented", "partial", "unsupported")}
    print(f"{lang} library: {n['implemented']} implemented, {n['partial']} partial, {n['unsupported']} unsupported "
          f"of {len(members)} members")
if failed:
    sys.exit(1)
