last = ""

def remember(value):
    global last
    last = value
