class Shape:
    def describe(self):
        return "shape"
