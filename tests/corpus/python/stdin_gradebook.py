# features: stdlib_typing_abc_sys, f_string, list_comprehension
import sys
from statistics import mean

count = int(input("how many students? "))
print()
students = {}
for _ in range(count):
    name, *scores = input().split()
    students[name] = [int(s) for s in scores]
print(f"{'name':<8}{'avg':>7}{'best':>6}")
for name, scores in sorted(students.items(), key=lambda kv: -mean(kv[1])):
    print(f"{name:<8}{mean(scores):>7.2f}{max(scores):>6}")
header = sys.stdin.readline()
print("section:", header.strip().upper(), repr(header[-1]))
comments = [line.rstrip("\n") for line in sys.stdin]
print(len(comments), "comments")
for i, c in enumerate(comments, 1):
    print(f"  {i}. {c or '(blank)'}")
print(repr(sys.stdin.read()), repr(sys.stdin.readline()))
try:
    input("one more? ")
except EOFError as e:
    print()
    print("EOFError:", e)
