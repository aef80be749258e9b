# features: stdlib_random, import_statement, import_from_statement, list, list_comprehension, dictionary
import random
from random import Random

# Seeded runs reproduce CPython's Mersenne Twister sequences exactly.
random.seed(42)
print([random.randint(1, 6) for _ in range(12)])
print(random.random(), random.uniform(1.5, 2.5))
deck = [r + s for s in "SHDC" for r in "A23456789TJQK"]
random.shuffle(deck)
print(deck[:10])
print(random.choice(deck), random.sample(range(1000), 6), random.sample("abcdefgh", 3))
print(random.randrange(10), random.randrange(5, 100, 5), random.randrange(100, 0, -3), random.getrandbits(80))
print(round(random.gauss(10, 2), 9), round(random.normalvariate(0, 1), 9), round(random.expovariate(1.5), 9))
print(round(random.triangular(0, 10, 3), 9), round(random.betavariate(2, 5), 9), round(random.gammavariate(3, 2), 9))
print(random.choices(["red", "green", "blue"], weights=[5, 3, 1], k=8), random.choices("xy", k=4))
rng = Random(2024)
walk, seen = 0, {}
for step in range(300):
    walk += rng.choice((-1, 1))
    seen[walk] = seen.get(walk, 0) + 1
print(walk, max(seen, key=seen.get), len(seen))
state = rng.getstate()
a = [rng.random() for _ in range(3)]
rng.setstate(state)
print(a == [rng.random() for _ in range(3)])
for seed in (0, 1, 2 ** 64 + 3, -7, 3.25):
    r = Random(seed)
    print(seed, r.random(), r.randint(0, 10 ** 12))
try:
    random.choice([])
except IndexError as e:
    print("IndexError:", e)
try:
    random.randrange(5, 5)
except ValueError as e:
    print("ValueError:", e)
try:
    random.sample([1, 2], 3)
except ValueError as e:
    print("ValueError:", e)
