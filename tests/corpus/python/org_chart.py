# features: stdlib_json, stdlib_collections, recursion, default_parameter, f_string
import json
from collections import deque

DATA = '''
[
  {"id": 1, "name": "Ada", "title": "CEO", "manager": null, "salary": 250000},
  {"id": 2, "name": "Brian", "title": "CTO", "manager": 1, "salary": 190000},
  {"id": 3, "name": "Chen", "title": "CFO", "manager": 1, "salary": 185000},
  {"id": 4, "name": "Dana", "title": "Engineer", "manager": 2, "salary": 120000},
  {"id": 5, "name": "Eli", "title": "Engineer", "manager": 2, "salary": 118500},
  {"id": 6, "name": "Fay", "title": "Accountant", "manager": 3, "salary": 90000},
  {"id": 7, "name": "Gus", "title": "Intern", "manager": 4, "salary": 30000}
]
'''

people = {p["id"]: p for p in json.loads(DATA)}
reports = {pid: [] for pid in people}
root = None
for p in people.values():
    if p["manager"] is None:
        root = p["id"]
    else:
        reports[p["manager"]].append(p["id"])

def show(pid, depth=0):
    p = people[pid]
    print("    " * depth + f"- {p['name']} ({p['title']})")
    for r in sorted(reports[pid], key=lambda i: people[i]["name"]):
        show(r, depth + 1)

show(root)

def team_cost(pid):
    return people[pid]["salary"] + sum(team_cost(r) for r in reports[pid])

for pid in (1, 2, 3):
    print(f"{people[pid]['name']:6} team cost {team_cost(pid):>10,}")

levels = {}
q = deque([(root, 0)])
while q:
    pid, lvl = q.popleft()
    levels.setdefault(lvl, []).append(people[pid]["name"])
    q.extend((r, lvl + 1) for r in reports[pid])
print(json.dumps(levels, indent=2))
print(json.dumps({"headcount": len(people), "avg": round(sum(p["salary"] for p in people.values()) / len(people), 2)}, sort_keys=True))
