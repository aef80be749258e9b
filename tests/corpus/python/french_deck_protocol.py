# features: class_definition, dunder_methods, iteration_protocol, stdlib_collections, slicing, tuple_unpacking, exception_hierarchy
# A card deck that only defines __len__ and __getitem__ (the classic
# "Pythonic data model" example): for, in, sorted, unpacking and reversed
# all work through the sequence protocol.
import collections

Card = collections.namedtuple("Card", ["rank", "suit"])


class FrenchDeck:
    ranks = [str(n) for n in range(2, 11)] + list("JQKA")
    suits = "spades diamonds clubs hearts".split()

    def __init__(self):
        self._cards = [Card(rank, suit) for suit in self.suits for rank in self.ranks]

    def __len__(self):
        return len(self._cards)

    def __getitem__(self, position):
        return self._cards[position]


suit_values = dict(spades=3, hearts=2, diamonds=1, clubs=0)


def spades_high(card):
    rank_value = FrenchDeck.ranks.index(card.rank)
    return rank_value * len(suit_values) + suit_values[card.suit]


deck = FrenchDeck()
print(len(deck), deck[0], deck[-1])
print(deck[:3])
print([c.rank for c in deck[12::13]])
print(Card("Q", "hearts") in deck, Card("7", "beasts") in deck)
top, second, *rest = deck
print(top.rank + top.suit[0], second.rank + second.suit[0], len(rest))
for card in reversed(deck):
    print("last card:", card)
    break
ordered = sorted(deck, key=spades_high)
print([f"{c.rank}{c.suit[0]}" for c in ordered[:5]], ordered[-1])
hearts = sum(1 for c in deck if c.suit == "hearts")
print(hearts, max(deck, key=spades_high), min(deck, key=spades_high))


class Countdown:
    """Indexable, unbounded above: iteration stops at the IndexError."""

    def __init__(self, start):
        self.start = start

    def __getitem__(self, i):
        if i > self.start:
            raise IndexError("countdown over")
        return self.start - i


print(list(Countdown(5)), 3 in Countdown(5), 9 in Countdown(5))
it = iter(Countdown(2))
print(next(it), next(it), next(it), next(it, "done"), list(it))
print(dict(enumerate(Countdown(3))), "-".join(map(str, Countdown(4))))


class Lookup:
    def __getitem__(self, key):
        return {"a": 1}[key]


try:
    list(Lookup())
except KeyError as e:
    print("KeyError:", e)


class Opaque:
    pass


try:
    for _ in Opaque():
        pass
except TypeError as e:
    print("TypeError:", e)
