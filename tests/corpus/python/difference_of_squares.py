# features: arithmetic, generator_expression, big_integer
def square_of_sum(n):
    return sum(range(1, n + 1)) ** 2

def sum_of_squares(n):
    return sum(i * i for i in range(1, n + 1))

for n in [1, 5, 10, 100, 10000]:
    print(n, square_of_sum(n), sum_of_squares(n), square_of_sum(n) - sum_of_squares(n))
