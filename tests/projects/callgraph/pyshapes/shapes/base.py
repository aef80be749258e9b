class Shape:
    def __init__(self, name):
        self.name = name

    def area(self):
        return 0.0

    def describe(self):
        return self.name + ": " + str(self.area())


def describe_all(shapes):
    return [s.describe() for s in shapes]
