class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def norm1(self):
        return self.x - self.y

p = Point(3, -4)
print(p.norm1())
