def bubble_sort(items):
    n = len(items)
    for i in range(n):
        for j in range(n - 1 - i):
            if items[j] > items[j + 1]:
                t = items[j]
                items[j] = items[j + 1]
                items[j + 1] = t
    return items

data = [(i * 7919) % 1009 for i in range(300)]
print(bubble_sort(data)[:5])
