# features: default_parameter, keyword_argument, varargs
def greet(name, greeting="Hello", punct="!"):
    return f"{greeting}, {name}{punct}"

print(greet("Ann"))
print(greet("Bob", "Hi"))
print(greet("Cy", punct="?"))
print(greet(greeting="Yo", name="Di"))

def total(*nums, scale=1):
    return sum(nums) * scale

print(total(1, 2, 3), total(4, 5, scale=10), total())

def describe(**info):
    return ", ".join(f"{k}={v}" for k, v in sorted(info.items()))

print(describe(b=2, a=1))
print("a", "b", "c", sep="-", end=".\n")
