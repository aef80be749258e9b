# features: builtin_subclass_new, super, operator_overloading, string_methods, f_string
class Cents(int):
    def __new__(cls, value):
        if isinstance(value, str):
            dollars, _, cents = value.partition(".")
            value = int(dollars) * 100 + int(cents.ljust(2, "0")[:2])
        return super().__new__(cls, value)

    def __str__(self):
        sign = "-" if self < 0 else ""
        return f"{sign}${abs(int(self)) // 100}.{abs(int(self)) % 100:02d}"

    def __repr__(self):
        return f"Cents({int(self)})"

    def __add__(self, other):
        return Cents(int(self) + int(other))

prices = [Cents("3.5"), Cents("10.99"), Cents(250)]
total = Cents(0)
for p in prices:
    total = total + p
print(prices)
print(total, total > 1000, isinstance(total, int))
print(sorted(prices))
print(sum(prices), max(prices))
print(str(Cents(-125)))
