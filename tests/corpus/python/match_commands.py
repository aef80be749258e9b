# features: match_statement, string_methods, for_statement, function_definition
# A text-adventure command parser: sequence patterns over command.split().
def run(command):
    match command.split():
        case []:
            return "nothing to do"
        case ["quit" | "exit"]:
            return "bye"
        case ["look"]:
            return "you see a room"
        case ["go", direction] if direction in ("north", "south", "east", "west"):
            return f"you walk {direction}"
        case ["go", direction]:
            return f"you can't go {direction}"
        case ["get", item]:
            return f"you pick up the {item}"
        case ["drop", *items] if items:
            return "you drop " + ", ".join(items)
        case ["drop"]:
            return "drop what?"
        case ["say", first, *rest]:
            return f"you say {first!r} and {len(rest)} more word(s)"
        case [verb, *_, last] as words:
            return f"unknown verb {verb} ({len(words)} words, last {last})"
        case [single]:
            return f"unknown command {single}"


for line in ["", "quit", "exit", "look", "go north", "go up", "get lamp", "drop",
             "drop key coin gem", "say hello there friend", "dance wildly now", "jump"]:
    print(repr(line), "->", run(line))

# the subject is evaluated once
calls = []
def subject():
    calls.append(1)
    return ("point", 3, 4)

match subject():
    case ("line", a, b):
        print("line", a, b)
    case ("point", x, y):
        print("point", x, y)
print("subject evaluated", len(calls), "time(s)")

# tuples, lists and other sequences; never str or dict
def kind(v):
    match v:
        case (a, b):
            return f"pair {a} {b}"
        case [a, b, c]:
            return f"triple {a} {b} {c}"
        case [first, *others]:
            return f"first {first} of {1 + len(others)}"
        case _:
            return f"not a sequence pattern: {v!r}"

for v in [(1, 2), [1, 2], [1, 2, 3], (4, 5, 6, 7), "ab", "abc", {"a": 1, "b": 2}, 42, []]:
    print(kind(v))

# open sequence patterns and several subjects
match 1, 2:
    case 1, 3:
        print("no")
    case 1, x:
        print("x is", x)

data = [1, [2, 3], (4, 5)]
match data:
    case [a, [b, c], (d, e)]:
        print("nested", a + b + c + d + e)

# star in the middle
match list(range(10)):
    case [first, second, *middle, last]:
        print(first, second, middle, last)
