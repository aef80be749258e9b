from numbers_ import parity


def is_odd(n):
    if n == 0:
        return False
    return parity.is_even(n - 1)
