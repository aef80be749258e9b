# features: dictionary, builtins, class_definition
class School:
    def __init__(self):
        self.db = {}

    def add(self, name, grade):
        for names in self.db.values():
            if name in names:
                return False
        self.db.setdefault(grade, []).append(name)
        return True

    def grade(self, g):
        return sorted(self.db.get(g, []))

    def roster(self):
        return [n for g in sorted(self.db) for n in sorted(self.db[g])]

s = School()
print(s.add("Aimee", 2), s.add("Blair", 2), s.add("James", 2), s.add("Paul", 2), s.add("Blair", 1))
print(s.add("Chelsea", 3), s.add("Logan", 7))
print(s.roster())
print(s.grade(2), s.grade(5))
