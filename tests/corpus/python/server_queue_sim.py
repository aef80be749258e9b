# features: stdlib_random, stdlib_collections, lambda, f_string, tuple_unpacking
import random
from collections import deque
from statistics import mean

random.seed(42)
arrivals = []
t = 0.0
for i in range(12):
    t += random.expovariate(1 / 3)
    arrivals.append((round(t, 2), random.randint(2, 6)))

def simulate(servers):
    free_at = [0.0] * servers
    waits = []
    log = deque(maxlen=3)
    for i, (arrive, service) in enumerate(arrivals):
        k = min(range(servers), key=lambda s: free_at[s])
        start = max(arrive, free_at[k])
        waits.append(start - arrive)
        free_at[k] = start + service
        log.append(f"c{i}@{arrive:.2f}->s{k}")
    return mean(waits), max(waits), max(free_at), list(log)

print(arrivals[:4])
for n in (1, 2, 3):
    avg, worst, end, tail = simulate(n)
    print(f"servers={n} avg_wait={avg:.3f} max_wait={worst:.2f} done={end:.2f} {tail}")
print(random.choice("abcdef"), random.sample(range(100), 4), round(random.random(), 6))
deck = list(range(10))
random.shuffle(deck)
print(deck, random.uniform(1, 2))
