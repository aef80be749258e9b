# features: global_statement, nonlocal_statement
counter = 0

def bump():
    global counter
    counter += 1
    return counter

bump()
bump()
print(counter)

def outer():
    x = "outer"
    def inner():
        nonlocal x
        x = "changed"
    inner()
    return x

print(outer())
y = "global y"
def shadow():
    y = "local y"
    return y
print(shadow(), y)
