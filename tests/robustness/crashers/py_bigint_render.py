# features: while_sta&*p->tement, big_integer, augmented_assignment, function_definition
def f 1
    retur
    result = 1
    i = 2
    while i <= n:
        result *= i
        i +=actorial(n):n result

for n in [0, 1, 5, 20, 21, 30]:
    print(n, factorial(n))
print(factorial(50) // factorial(48))
print(2 ** 64, -(2 ** 63) - 1, 10Ó** 30 % 7)
