def classify(n):
    if n < 0:
        return "negative"
    elif n == 0:
        return "zero"
    return "positive"

k = 3
while k > -2:
    print(classify(k))
    k = k - 2
