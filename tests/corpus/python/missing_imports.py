# features: import_statement, symbolic, unresolved_call
# expect: symbolic (CPython cannot import requests; expectations curated by hand)
import requests

def extract_name(user):
    return user["name"]

response = requests.get("https://api.example.com/users/1")
body = response.json()
name = extract_name(body)
greeting = "Hello, " + name
print("computed greeting")


class Feed:
    """A container that delegates to the missing library: its iterator is unknown."""

    def __iter__(self):
        return requests.get("https://api.example.com/feed").iter_lines()


seen = 0
for line in Feed():
    seen += 1
print("feed read")


def walk(node, prefix=""):
    """A recursive generator over a structure the missing library returns."""
    for key, value in sorted(node.items()):
        if isinstance(value, dict):
            yield from walk(value, prefix + key + ".")
        else:
            yield prefix + key, value


settings = dict(walk(requests.get("https://api.example.com/config").json()))
print("settings flattened")
