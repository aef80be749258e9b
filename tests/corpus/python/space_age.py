# features: class_definition, dictionary, float
class SpaceAge:
    RATIOS = {"earth": 1.0, "mercury": 0.2408467, "venus": 0.61519726, "mars": 1.8808158,
              "jupiter": 11.862615, "saturn": 29.447498, "uranus": 84.016846, "neptune": 164.79132}

    def __init__(self, seconds):
        self.seconds = seconds

    def on(self, planet):
        return round(self.seconds / 31557600 / self.RATIOS[planet], 2)

age = SpaceAge(1000000000)
for p in ["earth", "mercury", "venus", "mars", "jupiter", "saturn", "uranus", "neptune"]:
    print(p, age.on(p))
