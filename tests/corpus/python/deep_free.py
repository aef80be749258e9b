# features: for_range, list, dictionary, tuple
# Freeing a deeply nested value must not recurse as deep as the structure.
x = None
for i in range(400000):
    x = [x]
x = None
y = {}
for i in range(200000):
    y = {"next": y}
print("freed")
z = ()
for i in range(100000):
    z = (z,)
print(len(z))
