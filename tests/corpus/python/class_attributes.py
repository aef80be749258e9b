# features: class_attribute
class Widget:
    count = 0
    registry = []

    def __init__(self, name):
        Widget.count += 1
        self.name = name
        self.id = Widget.count
        Widget.registry.append(name)

    def label(self):
        return f"#{self.id} {self.name}"

a = Widget("knob")
b = Widget("lever")
print(a.label(), b.label(), Widget.count, Widget.registry)
print(a.count, len(Widget.registry))
