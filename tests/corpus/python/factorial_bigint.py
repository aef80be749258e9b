# features: while_statement, big_integer, augmented_assignment, function_definition
def factorial(n):
    result = 1
    i = 2
    while i <= n:
        result *= i
        i += 1
    return result

for n in [0, 1, 5, 20, 21, 30]:
    print(n, factorial(n))
print(factorial(50) // factorial(48))
print(2 ** 64, -(2 ** 63) - 1, 10 ** 30 % 7)
# true division of big ints rounds once, to the nearest float (as Fraction -> float does)
print(factorial(25) / factorial(23), factorial(30) / 7, -(2 ** 70) / 3, (2 ** 53 + 1) / 1, 1 / 10 ** 400)
print(435948443929464009 / 126100789566373888, 12345678901234567891 / 10)
try:
    print(10 ** 400 / 3)
except OverflowError as e:
    print("OverflowError:", e)
