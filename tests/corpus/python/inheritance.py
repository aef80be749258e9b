# features: class_definition, inheritance, super, constructor, builtins
class Animal:
    def __init__(self, name):
        self.name = name

    def speak(self):
        return "..."

    def describe(self):
        return self.name + " says " + self.speak()


class Dog(Animal):
    def speak(self):
        return "Woof"


class Puppy(Dog):
    def __init__(self, name, age):
        super().__init__(name)
        self.age = age

    def describe(self):
        return super().describe() + " (age " + str(self.age) + ")"


animals = [Animal("Generic"), Dog("Rex"), Puppy("Bit", 1)]
for a in animals:
    print(a.describe())
print(isinstance(animals[2], Animal), isinstance(animals[0], Dog))
print(animals[2].name, animals[2].age)
