def square(x):
    return x * x

total = 0
for i in range(4):
    total = total + square(i)
print(total)
