# features: function_definition, for_range, arithmetic, return_statement
# Cross-language lowering equivalence (tests/equivalence): iterative factorial.
def factorial(n):
    result = 1
    for i in range(2, n + 1):
        result = result * i
    return result


for n in range(11):
    print(n, factorial(n))
