# features: class_definition, custom_exception, raise_statement, try_statement, except_clause, dictionary, f_string, list
"""Score ten-pin bowling games, exercism style, with validation errors."""


class BowlingGame:
    def __init__(self):
        self.rolls = []
        self.frame = 1
        self.frame_rolls = []
        self.bonus_rolls_left = 0
        self.finished = False

    def roll(self, pins):
        if self.finished:
            raise IndexError("Cannot roll after game is over")
        if pins < 0 or pins > 10:
            raise ValueError("Pins must be between 0 and 10")
        if self.frame < 10:
            if self.frame_rolls and self.frame_rolls[0] + pins > 10:
                raise ValueError("Frame total exceeds 10 pins")
            self.frame_rolls.append(pins)
            self.rolls.append(pins)
            if pins == 10 and len(self.frame_rolls) == 1 or len(self.frame_rolls) == 2:
                self.frame += 1
                self.frame_rolls = []
        else:
            fr = self.frame_rolls
            if len(fr) == 1 and fr[0] != 10 and fr[0] + pins > 10:
                raise ValueError("Frame total exceeds 10 pins")
            if len(fr) == 2 and fr[0] == 10 and fr[1] != 10 and fr[1] + pins > 10:
                raise ValueError("Bonus rolls exceed 10 pins")
            fr.append(pins)
            self.rolls.append(pins)
            if len(fr) == 2 and sum(fr) < 10:
                self.finished = True
            elif len(fr) == 3:
                self.finished = True

    def score(self):
        if not self.finished:
            raise IndexError("Game is not finished")
        total = 0
        i = 0
        for _ in range(10):
            if self.rolls[i] == 10:
                total += 10 + self.rolls[i + 1] + self.rolls[i + 2]
                i += 1
            elif self.rolls[i] + self.rolls[i + 1] == 10:
                total += 10 + self.rolls[i + 2]
                i += 2
            else:
                total += self.rolls[i] + self.rolls[i + 1]
                i += 2
        return total


GAMES = {
    "gutter": [0] * 20,
    "all ones": [1] * 20,
    "one spare": [6, 4, 3] + [0] * 17,
    "one strike": [10, 5, 3] + [0] * 16,
    "perfect": [10] * 12,
    "all spares": [5, 5] * 10 + [5],
    "tenth strike": [0] * 18 + [10, 7, 3],
    "mixed": [10, 9, 1, 5, 5, 7, 2, 10, 10, 10, 9, 0, 8, 2, 9, 1, 10],
    "too many pins": [5, 6],
    "unfinished": [10, 10, 10],
    "over": [0] * 20 + [1],
    "negative": [-1],
}

for name, rolls in GAMES.items():
    game = BowlingGame()
    try:
        for r in rolls:
            game.roll(r)
        print(f"{name:<14} -> {game.score():>3}")
    except (ValueError, IndexError) as exc:
        print(f"{name:<14} !! {type(exc).__name__}: {exc}")
