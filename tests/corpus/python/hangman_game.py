# features: property_descriptor, class_attribute, try_statement, except_clause, set, f_string, generator_expression, dictionary_comprehension
"""A scripted hangman session with properties and state reporting."""


class Hangman:
    MAX_MISSES = 6

    def __init__(self, word):
        self._word = word.lower()
        self.guessed = set()
        self.misses = []

    @property
    def masked(self):
        return " ".join(c if c in self.guessed or not c.isalpha() else "_" for c in self._word)

    @property
    def remaining(self):
        return self.MAX_MISSES - len(self.misses)

    @property
    def status(self):
        if all(c in self.guessed for c in self._word if c.isalpha()):
            return "won"
        if self.remaining <= 0:
            return "lost"
        return "playing"

    def guess(self, letter):
        letter = letter.strip().lower()
        if len(letter) != 1 or not letter.isalpha():
            raise ValueError(f"invalid guess: {letter!r}")
        if self.status != "playing":
            raise RuntimeError("game over")
        if letter in self.guessed or letter in self.misses:
            return "repeat"
        if letter in self._word:
            self.guessed.add(letter)
            return f"hit x{self._word.count(letter)}"
        self.misses.append(letter)
        return "miss"

    def __str__(self):
        return f"[{self.masked}] misses={''.join(self.misses) or '-'} left={self.remaining}"


def play(word, guesses):
    game = Hangman(word)
    print(f"== {len(word)} letters")
    for g in guesses:
        try:
            result = game.guess(g)
        except ValueError as e:
            print("  !", e)
            continue
        except RuntimeError as e:
            print("  !", e)
            break
        print(f"  {g!r:>5} {result:<7} {game}")
    print("  =>", game.status.upper())
    return game.status


results = [
    play("python", "etaonp yh"),
    play("mississippi", ["s", "i", "x", "S", "12", "m", "p"]),
    play("jazz", "eiouasnrl"),
    play("well-known", "lwnoke"),
]
print({r: results.count(r) for r in sorted(set(results))})
