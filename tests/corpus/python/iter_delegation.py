# features: iteration_protocol, dunder_methods, class_definition, for_statement
"""Containers whose __iter__ hands back another iterable: reversed(), zip(),
enumerate(), map(), filter(), iter() and a generator, as collection classes
often delegate."""


class Playlist:
    def __init__(self, *songs):
        self.songs = list(songs)

    def __iter__(self):
        return iter(self.songs)

    def __reversed__(self):
        return reversed(self.songs)


class Newest(Playlist):
    def __iter__(self):
        return reversed(self.songs)


class Pairs:
    def __init__(self, keys, values):
        self.names, self.vals = keys, values

    def __iter__(self):
        return zip(self.names, self.vals)


class Numbered(Playlist):
    def __iter__(self):
        return enumerate(self.songs, 1)


class Loud(Playlist):
    def __iter__(self):
        return map(str.upper, filter(lambda s: len(s) > 3, self.songs))


class Lazy(Playlist):
    def __iter__(self):
        return (s[::-1] for s in self.songs)


p = Playlist("intro", "aria", "coda", "fugue")
print(list(p), list(reversed(p)))
n = Newest("intro", "aria", "coda")
print(list(n), [s for s in n], "aria" in n, sorted(n))
for i, song in Numbered("a", "b"):
    print(i, song)
print(dict(Pairs(["x", "y"], [1, 2])), list(Loud("hey", "ballad", "song")))
print(list(Lazy("abc", "de")), max(Newest("b", "c", "a")), ", ".join(Newest("1", "2")))
a, b, c = Newest("x", "y", "z")
print(a, b, c, tuple(Pairs("ab", "cd")), set(Numbered("q")))
it = iter(Newest("m", "n"))
print(next(it), next(it), next(it, "done"))
