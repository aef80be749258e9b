# features: class_definition, try_statement, builtins, raise_statement
class Queen:
    def __init__(self, row, column):
        if row < 0:
            raise ValueError("row not positive")
        if row > 7:
            raise ValueError("row not on board")
        if column < 0:
            raise ValueError("column not positive")
        if column > 7:
            raise ValueError("column not on board")
        self.row, self.column = row, column

    def can_attack(self, other):
        if self.row == other.row and self.column == other.column:
            raise ValueError("Invalid queen position: both queens in the same square")
        return (self.row == other.row or self.column == other.column
                or abs(self.row - other.row) == abs(self.column - other.column))

print(Queen(2, 4).can_attack(Queen(6, 6)), Queen(2, 4).can_attack(Queen(2, 6)), Queen(2, 2).can_attack(Queen(0, 4)))
for args in [(-2, 2), (8, 4), (2, -2), (4, 8)]:
    try:
        Queen(*args)
    except ValueError as e:
        print(e)
