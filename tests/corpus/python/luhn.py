# features: builtins, string_methods
def valid(number):
    digits = number.replace(" ", "")
    if len(digits) <= 1 or not digits.isdigit():
        return False
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0

for n in ["4539 3195 0343 6467", "8273 1232 7352 0569", "0", " 0", "059", "055 444 285", "055a 444 285"]:
    print(repr(n), valid(n))
