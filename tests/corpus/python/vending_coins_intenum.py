# features: stdlib_enum, arithmetic, builtins, keyword_argument, float
from enum import IntEnum, IntFlag
from functools import partial


class Coin(IntEnum):
    PENNY = 1
    NICKEL = 5
    DIME = 10
    QUARTER = 25


class Access(IntFlag):
    READ = 4
    WRITE = 2
    EXEC = 1


def make_change(cents):
    out = {}
    for coin in sorted(Coin, reverse=True):
        n, cents = divmod(cents, coin)
        if n:
            out[coin.name] = n
    return out


for amount in (0, 41, 99, 130):
    print(amount, make_change(amount))

# an IntEnum member is an int for every operator, on either side
d = Coin.DIME
print(37 // d, 37 % d, d // 3, d % 3, 2 ** Coin.NICKEL, d ** 2, d / 4, 7 - d, d * 1.5)
print(d & 3, 3 | d, d ^ 15, 1 << Coin.NICKEL, d >> 1, ~d, -d, +d, abs(-d), round(d))
print(divmod(d, 3), divmod(100, Coin.QUARTER), sum(Coin), max(Coin) - min(Coin), d.bit_length())
print(["x"] * Coin.NICKEL == ["x"] * 5, "ab" * Coin.PENNY, bool(d), hex(d), f"{d:04d}", f"{Coin.QUARTER}")

rw = Access.READ | Access.WRITE
print(rw, int(rw), repr(~Access.READ), ~Access.EXEC, rw & 6, rw - 1, rw * 2, rw + Access.EXEC)

# round() with a negative ndigits: a multiple of a power of ten, ties to even
prices = [1234.5678, 1250.0, 1350.0, -1250.0, 0.5, 49.99]
print([round(p, -2) for p in prices], [round(p, -1) for p in prices])
print([round(n, -1) for n in (15, 25, -35, 1234)], round(10 ** 20 + 5 * 10 ** 9, -10), round(7, -3))
print(round(number=2.675, ndigits=2), round(3.5, ndigits=None), round(-0.4))

# pow's named parameters, as partial() passes them
square = partial(pow, exp=2)
mod_inverse = partial(pow, exp=-1, mod=97)
print(list(map(square, range(6))), mod_inverse(10), pow(base=3, exp=4, mod=5), pow(2, 10, None))
for bad in (lambda: pow(2, power=3), lambda: divmod(a=7, b=2), lambda: round(1.5, digits=0)):
    try:
        bad()
    except TypeError as exc:
        print("TypeError:", exc)

# float.hex / float.fromhex: the exact binary value in hexadecimal
for x in (1.5, 0.1, -2.0, 1e-310, 0.0, float("inf")):
    h = x.hex()
    print(f"{x!r:>8} {h:<24} {float.fromhex(h) == x}")
print(float.fromhex("0x1.8p1"), float.fromhex(" -1p-2 "), float.fromhex("0X.8"), float.fromhex("ff"), float.fromhex("-inf"))
for text in ("0x1p2000", "0xg", ""):
    try:
        float.fromhex(text)
    except (ValueError, OverflowError) as exc:
        print(type(exc).__name__ + ":", exc)
