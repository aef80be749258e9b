# features: stdlib_itertools_functools, dictionary_comprehension, generator_expression, lambda
import statistics
from functools import reduce
from itertools import groupby
from operator import itemgetter

records = [
    ("alice", "math", 91), ("bob", "math", 78), ("carol", "math", 85),
    ("alice", "physics", 88), ("bob", "physics", 64), ("carol", "physics", 95),
    ("alice", "art", 70), ("bob", "art", 99), ("carol", "art", 81),
]


def letter(score):
    for cutoff, grade in ((90, "A"), (80, "B"), (70, "C"), (60, "D")):
        if score >= cutoff:
            return grade
    return "F"


by_student = {}
for name, group in groupby(sorted(records), key=itemgetter(0)):
    scores = [s for _, _, s in group]
    by_student[name] = scores

for name, scores in by_student.items():
    avg = statistics.mean(scores)
    print(f"{name.capitalize():<6} {scores} avg={avg:.2f} grade={letter(avg)} median={statistics.median(scores)}")

subjects = sorted({subj for _, subj, _ in records})
for subj in subjects:
    scores = [s for _, sj, s in records if sj == subj]
    print(f"{subj:>8}: max {max(scores)} min {min(scores)} stdev {statistics.stdev(scores):.3f}")

best = max(records, key=itemgetter(2))
print("best:", best)
product = reduce(lambda a, b: a * b, [s for *_, s in records[:3]])
print(product, sum(1 for r in records if letter(r[2]) == "A"))
ranking = sorted(by_student, key=lambda n: -sum(by_student[n]))
print(" > ".join(ranking))
print({k: letter(v) for k, v in zip(by_student, map(statistics.mean, by_student.values()))})
