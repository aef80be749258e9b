# features: function_definition, while_statement, arithmetic, comparison, return_statement
# Cross-language lowering equivalence (tests/equivalence): Euclid's gcd.
def gcd(a, b):
    while b != 0:
        t = b
        b = a % b
        a = t
    return a


print(gcd(48, 18))
print(gcd(270, 192))
print(gcd(17, 5))
