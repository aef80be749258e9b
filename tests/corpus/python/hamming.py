# features: builtins, try_statement, generator_expression
def distance(a, b):
    if len(a) != len(b):
        raise ValueError("Strands must be of equal length.")
    return sum(1 for x, y in zip(a, b) if x != y)

print(distance("GAGCCTACTAACGGGAT", "CATCGTAATGACGGCCT"))
try:
    distance("AB", "A")
except ValueError as e:
    print(e)
