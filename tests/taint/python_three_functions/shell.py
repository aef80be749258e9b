import os

def quote_args(arg):
    text = arg.strip()
    return "'" + text + "'"

def run(line):
    status = os.system(line)
    return status
