# One identity function called with tainted and with constant data: only
# the call that passed the tainted value returns it (the call site is the
# context), and a sanitizer stops the flow.
import os
import shlex

def ident(x):
    return x

def store(box, value):
    box.append(value)

user = input()
tainted = ident(user)
clean = ident("ls")
os.system(clean)
parts = []
store(parts, user)
os.system(" ".join(parts))
os.system(shlex.quote(user))
eval(tainted)
