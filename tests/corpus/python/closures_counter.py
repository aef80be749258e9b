# features: closure, nonlocal_statement, tuple
def make_counter(start=0):
    count = start
    def increment(step=1):
        nonlocal count
        count += step
        return count
    def get():
        return count
    return increment, get

inc, get = make_counter()
inc()
inc()
inc(10)
print(get())
inc2, get2 = make_counter(100)
inc2()
print(get(), get2())

def adder(n):
    return lambda x: x + n
add5 = adder(5)
print(add5(10), adder(1)(1))
