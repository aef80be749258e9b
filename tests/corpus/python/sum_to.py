# features: function_definition, while_statement, arithmetic, comparison, return_statement
# Cross-language lowering equivalence (tests/equivalence): sum of 1..n.
def sum_to(n):
    total = 0
    i = 1
    while i <= n:
        total = total + i
        i = i + 1
    return total


print(sum_to(100))
