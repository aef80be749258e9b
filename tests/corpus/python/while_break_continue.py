# features: while_statement, break_statement, continue_statement, for_statement
n = 0
total = 0
while True:
    n += 1
    if n % 2 == 0:
        continue
    if n > 15:
        break
    total += n
print(n, total)
for i in range(2, 20):
    for j in range(2, i):
        if i % j == 0:
            break
    else:
        print(i, end=" ")
print()
count = 0
while count < 3:
    count += 1
else:
    print("while-else ran", count)
