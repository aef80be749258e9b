# features: recursion, while_statement, tuple_unpacking
def gcd(a, b):
    while b:
        a, b = b, a % b
    return a

def lcm(a, b):
    return a * b // gcd(a, b)

print(gcd(48, 18), gcd(17, 5), lcm(4, 6), lcm(21, 6))
acc = 1
for k in range(1, 21):
    acc = lcm(acc, k)
print(acc)
