# features: while_statement, function_definition, break_statement
def is_prime(n):
    if n < 2:
        return False
    i = 2
    while i * i <= n:
        if n % i == 0:
            return False
        i += 1
    return True

def prime(n):
    if n < 1:
        raise ValueError("there is no zeroth prime")
    count, candidate = 0, 1
    while count < n:
        candidate += 1
        if is_prime(candidate):
            count += 1
    return candidate

print(prime(1), prime(2), prime(6), prime(1000))
