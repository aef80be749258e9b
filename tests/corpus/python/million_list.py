# features: list, while_statement
items = []
i = 0
while i < 1000000:
    items.append(i * 2)
    i += 1
print(len(items), items[-1], sum(items))
squares = [n * n for n in range(100000)]
print(squares[-1], len(squares))
