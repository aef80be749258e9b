# features: for_statement, try_statement, dictionary, set_comprehension
# Cleaning up a registry while walking it: mutating a dict or set during a
# loop raises RuntimeError at the next step; iterating a copy (list(d),
# set(s)) or collecting first is the fix; changing values keeps the size
# and is allowed.
sessions = {"ann": 3, "bo": 0, "cy": 7, "dee": 0, "eve": 1}


def expire_wrong(table):
    for user in table:
        if table[user] == 0:
            del table[user]


def expire(table):
    for user in list(table):
        if table[user] == 0:
            del table[user]


try:
    expire_wrong(dict(sessions))
except RuntimeError as e:
    print("RuntimeError:", e)

live = dict(sessions)
expire(live)
print("after expire:", live)

for user in live:
    live[user] -= 1  # values only: same size
print("ticked:", live)

tags = {"red", "green", "blue"}
try:
    for t in tags:
        tags.add(t.upper())
except RuntimeError as e:
    print("RuntimeError:", e)
tags = {"red", "green", "blue"}
tags |= {t.upper() for t in tags}
print(sorted(tags))

queue = {"job1": "ok", "job2": "retry", "job3": "ok"}
retries = [j for j, state in queue.items() if state == "retry"]
for j in retries:
    queue[j + "-again"] = "pending"
print(queue)

counts = {}
for word in "the cat the hat the end".split():
    counts[word] = counts.get(word, 0) + 1
first_single = None
for word in counts:
    if counts[word] == 1:
        first_single = word
        counts["<seen>"] = 1  # a new key, but the loop stops before its next step
        break
print(first_single, counts)

it = iter(counts)
print(next(it), next(it))
counts.pop("cat")
try:
    next(it)
except RuntimeError as e:
    print("RuntimeError:", e)
