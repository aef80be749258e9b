# features: function_definition, recursion, for_range, augmented_assignment
def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)

def fib_iter(n):
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a

print([fib(i) for i in range(15)])
print(fib_iter(90))
print(fib_iter(200))
