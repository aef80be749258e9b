# features: global_builtin_modules, stdlib_collections, yield, lambda, f_string, for_statement
import statistics
from collections import defaultdict

RAW = """name,course,score
ana,math,91
ben,math,78
cai,math,85
ana,physics,88
ben,physics,64
cai,physics,92
dee,math,70
dee,physics,
"""

def parse(text):
    lines = text.strip().splitlines()
    header = lines[0].split(",")
    for line in lines[1:]:
        row = dict(zip(header, line.split(",")))
        row["score"] = int(row["score"]) if row["score"] else None
        yield row

def letter(score):
    for cutoff, grade in ((90, "A"), (80, "B"), (70, "C"), (60, "D")):
        if score >= cutoff:
            return grade
    return "F"

by_course = defaultdict(list)
by_student = defaultdict(dict)
missing = []
for row in parse(RAW):
    if row["score"] is None:
        missing.append(f"{row['name']}/{row['course']}")
        continue
    by_course[row["course"]].append(row["score"])
    by_student[row["name"]][row["course"]] = row["score"]

for course, scores in sorted(by_course.items()):
    print(f"{course:8} n={len(scores)} mean={statistics.mean(scores):.2f} median={statistics.median(scores)} "
          f"stdev={statistics.stdev(scores):.2f}")
print("missing:", missing)
for name in sorted(by_student, key=lambda n: -statistics.fmean(by_student[n].values())):
    marks = by_student[name]
    avg = sum(marks.values()) / len(marks)
    grades = "".join(letter(s) for s in marks.values())
    print(f"{name:4} {avg:6.2f} {grades:3} {'*' if avg >= 85 else ''}")
all_scores = [s for v in by_course.values() for s in v]
print(statistics.mode([letter(s) for s in all_scores]), statistics.quantiles(all_scores, n=4))
