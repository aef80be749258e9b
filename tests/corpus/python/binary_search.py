# features: while_statement, arithmetic, function_definition, builtins
def find(items, target):
    lo, hi = 0, len(items) - 1
    while lo <= hi:
        mid = (lo + hi) // 2
        if items[mid] == target:
            return mid
        if items[mid] < target:
            lo = mid + 1
        else:
            hi = mid - 1
    return None

items = [1, 3, 4, 6, 8, 9, 11]
for t in [6, 1, 11, 7, 0]:
    print(t, find(items, t))
