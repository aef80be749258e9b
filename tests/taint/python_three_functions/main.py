# A command built from argv in main.py, passed through two functions of
# shell.py and one of main.py, reaches os.system in shell.py.
import sys
from shell import quote_args, run

def build(name):
    cmd = "ls " + quote_args(name)
    return cmd

target = sys.argv[1]
command = build(target)
run(command)
safe = build("docs")
print(safe)
