# features: class_definition, dunder_methods, arithmetic, string_formatting
class Clock:
    def __init__(self, hour, minute):
        total = (hour * 60 + minute) % (24 * 60)
        self.hour, self.minute = divmod(total, 60)

    def __repr__(self):
        return "{:02d}:{:02d}".format(self.hour, self.minute)

    def __eq__(self, other):
        return repr(self) == repr(other)

    def __add__(self, minutes):
        return Clock(self.hour, self.minute + minutes)

    def __sub__(self, minutes):
        return Clock(self.hour, self.minute - minutes)

print(Clock(8, 0), Clock(11, 9), Clock(25, 0), Clock(-1, 15), Clock(-25, -160))
print(Clock(10, 0) + 61, Clock(0, 30) - 60, Clock(15, 37) == Clock(15, 37), Clock(1, 1) == Clock(1, 2))
