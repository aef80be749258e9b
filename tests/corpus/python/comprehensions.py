# features: list_comprehension, dictionary_comprehension, set_comprehension, generator_expression
squares = [x * x for x in range(10)]
evens = [x for x in squares if x % 2 == 0]
pairs = [(x, y) for x in range(3) for y in range(x)]
index = {w: len(w) for w in ["apple", "kiwi", "banana"]}
letters = sorted({c for c in "mississippi"})
total = sum(x for x in range(101))
print(squares)
print(evens)
print(pairs)
print(index)
print(letters)
print(total)
x = 42
_ = [x for x in range(3)]
print(x)
