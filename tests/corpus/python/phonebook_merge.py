# features: dictionary, tuple_unpacking, try_statement, except_clause, builtins, string_methods, f_string, splat_argument
# Merging contact lists from several sources: dict.update from pairs, zip, keyword arguments and mappings.
office = {"ana": "555-0101", "bo": "555-0102"}
csv_rows = "chen,555-0199\ndara,555-0142\nbo,555-0177"
office.update(line.split(",") for line in csv_rows.splitlines())
print(office)
names = ["eli", "fay"]
numbers = ["555-0111", "555-0112"]
office.update(zip(names, numbers))
office.update([("gus", "555-0120")], hal="555-0121")
print(len(office), sorted(office))


class Directory:
    def __init__(self, entries):
        self._entries = dict(entries)

    def keys(self):
        return sorted(self._entries)

    def __getitem__(self, name):
        return self._entries[name].replace("555", "(555)")

    def __iter__(self):
        return iter(self.keys())


remote = Directory({"ivy": "555-0130", "ana": "555-0000"})
office.update(remote)
print(office["ana"], office["ivy"])


def card(**fields):
    return " | ".join(f"{k}={v}" for k, v in fields.items())


print(card(**remote))
print(card(**{"name": "ana"}, **remote))
for bad in ([("x", 1, 2)], ["xyz"], [5]):
    try:
        office.update(bad)
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ":", e)
print(dict([("a", 1), ["b", 2], "cd"]))
by_exchange = {}
for name, number in sorted(office.items()):
    prefix = number.rsplit("-", 1)[0]
    by_exchange.setdefault(prefix, []).append(name)
print(by_exchange)
