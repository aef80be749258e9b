# features: uncaught_exception
def check(n):
    if n > 2:
        raise RuntimeError("too big: " + str(n))
    return n

for i in range(5):
    print(check(i))
