# features: for_statement, tuple_unpacking, list
def bubble_sort(items):
    items = list(items)
    n = len(items)
    for i in range(n):
        swapped = False
        for j in range(n - 1 - i):
            if items[j] > items[j + 1]:
                items[j], items[j + 1] = items[j + 1], items[j]
                swapped = True
        if not swapped:
            break
    return items

data = [(i * 7919) % 101 for i in range(30)]
print(data)
print(bubble_sort(data))
print(bubble_sort(["pear", "apple", "fig"]))
