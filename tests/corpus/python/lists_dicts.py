# features: list, dictionary, for_statement, tuple_unpacking
nums = [5, 3, 8, 1]
nums.append(7)
nums.insert(0, 10)
nums.sort()
print(nums, nums.pop(), nums.pop(0), nums)
nums.reverse()
print(nums, nums.index(5), len(nums), min(nums), max(nums), sum(nums))
inventory = {"apples": 3, "pears": 0}
inventory["plums"] = 7
inventory["apples"] += 2
for k, v in inventory.items():
    print(k, v)
print(list(inventory.keys()), list(inventory.values()))
print(inventory.get("kiwi", 0), inventory.get("plums"))
del inventory["pears"]
print(inventory, "pears" in inventory, len(inventory))
matrix = [[1, 2], [3, 4]]
print([row[1] for row in matrix], matrix[1][0])
print(sorted([3, 1, 2], reverse=True), sorted(["bb", "a", "ccc"], key=len))
print(list(zip([1, 2, 3], "abc")), list(enumerate(["x", "y"], 1)))
a, *rest = [1, 2, 3, 4]
print(a, rest)
