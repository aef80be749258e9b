counter = 0

def double(x):
    return helper(x) * 2

def helper(x):
    return x

def bump():
    global counter
    counter += 1

if __name__ == "__main__":
    print("not printed on import")
print("utils loaded")
