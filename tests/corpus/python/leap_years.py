# features: boolean_operators, function_definition
def leap(y):
    return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)

for y in [1996, 1997, 1900, 2000, 2100, 2400]:
    print(y, leap(y))
