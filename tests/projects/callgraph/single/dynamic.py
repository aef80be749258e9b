class Greeter:
    def hello(self):
        return "hi"
    def bye(self):
        return "bye"
def pick(obj, name):
    return getattr(obj, name)
g = Greeter()
f = pick(g, "hello")
print(f())
table = {"b": g.bye}
print(table["b"]())
