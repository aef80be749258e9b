# features: function_definition, if_statement, comparison, string
def classify(x):
    if x > 0:
        label = "positive"
    elif x < 0:
        label = "negative"
    else:
        label = "zero"
    return label

for v in [5, -3, 0]:
    print(v, classify(v))
result = classify(5)
print(result)
