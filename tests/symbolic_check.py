#!/usr/bin/env python3
"""symbolic.<lang>: decisions on unknowns in one language (issue #13).

Runs a program whose inputs are all unknown (tests/symbolic/) once, and
with --explore, and checks what must hold whatever the solver's choices:
  * no run prints "impossible" (a nested branch no input reaches);
  * every path runs to "end": loops over an unknown list and `while` on an
    unknown condition end, and the lines after them print;
  * a path prints "hit", with the model 7 and 3 for the two unknowns of the
    header (x + y == 10 and x - y == 4);
  * "overflow" (x + 1 < x) prints only where the header names the unknown
    and the maximum it must then be (fixed-width int), never otherwise.
The header line: `symbolic-check: unknowns=A,B overflow=none|C=MAX`.

usage: symbolic_check.py <reddragon> <program>
"""
import json
import re
import subprocess
import sys

rd, prog = sys.argv[1], sys.argv[2]
header = re.search(r"symbolic-check: unknowns=(\S+),(\S+) overflow=(\S+)", open(prog).read())
if not header:
    sys.exit(f"{prog}: no symbolic-check header")
ux, uy, overflow = header.group(1), header.group(2), header.group(3)
failures = []

single = subprocess.run([rd, "run", "--json", prog], capture_output=True, text=True, timeout=120)
doc = json.loads(single.stdout)
if doc["status"] != "completed":
    failures.append(f"single run: status {doc['status']} ({single.stderr.strip()})")
if "impossible" in doc["stdout"]:
    failures.append("single run printed 'impossible'")
if not doc["stdout"].endswith("end\n"):
    failures.append(f"single run did not reach the end: {doc['stdout']!r}")
if not doc["decisions"] or not doc["path_conditions"]:
    failures.append("single run recorded no decisions")

ex = subprocess.run([rd, "run", "--explore", "--json", "--max-paths", "1000", prog],
                    capture_output=True, text=True, timeout=300)
doc = json.loads(ex.stdout)
paths = doc["paths"]
if doc["budget_hit"] is not None:
    failures.append(f"explore stopped by {doc['budget_hit']}")
if doc["paths_pruned"] < 1:
    failures.append("explore pruned nothing (the nested `x < 3` side is infeasible)")
hits = 0
overflows = 0
for k, p in enumerate(paths):
    out = p["stdout"]
    if p["status"] != "completed":
        failures.append(f"path {k}: status {p['status']}")
    if "impossible" in out:
        failures.append(f"path {k} printed 'impossible' under {p['path_condition']}")
    for marker in ("after-list-loop", "after-while", "end"):
        if marker + "\n" not in out:
            failures.append(f"path {k} lacks {marker!r}: {out!r}")
    model = p["model"]
    if "hit" in out.split("\n"):
        hits += 1
        if model.get(ux) != "7" or model.get(uy) != "3":
            failures.append(f"path {k} prints hit with model {model}, expected {ux} = 7, {uy} = 3")
    if "overflow" in out.split("\n"):
        overflows += 1
        if overflow == "none":
            failures.append(f"path {k} overflows where integers do not: {p['path_condition']}")
        else:
            name, value = overflow.rsplit("=", 1)
            if model.get(name) != value:
                failures.append(f"path {k} overflows with model {model}, expected {name} = {value}")
if hits == 0:
    failures.append("no path prints 'hit' (x + y == 10 and x - y == 4 is feasible)")
if overflow != "none" and overflows == 0:
    failures.append("no path overflows (x + 1 < x is feasible at the maximum)")
if len(paths) < 8:
    failures.append(f"only {len(paths)} paths explored")

for f in failures:
    print("FAIL:", f)
print(f"{prog}: {len(paths)} paths, {doc['paths_pruned']} pruned, {hits} hit, {overflows} overflow, {len(failures)} problems")
sys.exit(1 if failures else 0)
