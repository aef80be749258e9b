# features: stdlib_heapq_bisect_string, stdlib_random, stdlib_itertools_functools, yield, f_string, while_statement, tuple_unpacking
"""A discrete-event simulation of a coffee shop with a priority queue and generators."""
import heapq
import random
from itertools import count

random.seed(7)
events = []
seq = count()


def schedule(t, kind, who):
    heapq.heappush(events, (t, next(seq), kind, who))


def customers(n):
    t = 0
    for i in range(n):
        t += random.randint(1, 4)
        yield t, f"c{i}"


baristas_free = 2
waiting = []
log = []
served = {}
for t, who in customers(8):
    schedule(t, "arrive", who)

while events:
    t, _, kind, who = heapq.heappop(events)
    if kind == "arrive":
        if baristas_free:
            baristas_free -= 1
            dur = random.choice([2, 3, 5])
            schedule(t + dur, "done", who)
            log.append(f"t={t:>2} {who} served immediately ({dur}m)")
        else:
            waiting.append((t, who))
            log.append(f"t={t:>2} {who} waits (queue {len(waiting)})")
    else:
        served[who] = t
        if waiting:
            since, nxt = waiting.pop(0)
            dur = random.choice([2, 3, 5])
            schedule(t + dur, "done", nxt)
            log.append(f"t={t:>2} {who} done; {nxt} starts after {t - since}m wait")
        else:
            baristas_free += 1
            log.append(f"t={t:>2} {who} done; barista idle")
print("\n".join(log))
print("finish order:", sorted(served, key=served.get))
print("last finish at", max(served.values()))
print(random.random() < 1, random.sample(range(10), 3), random.uniform(1, 2) < 2)
deck = list("AKQJ")
random.shuffle(deck)
print(deck, random.choices("xyz", k=4), random.randrange(0, 100, 5))
