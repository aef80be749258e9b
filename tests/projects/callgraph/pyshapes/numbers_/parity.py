from numbers_ import odd


def is_even(n):
    if n == 0:
        return True
    return odd.is_odd(n - 1)
