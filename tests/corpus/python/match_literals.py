# features: match_statement, if_statement, for_statement, function_definition, string
# Literal, value, OR, as, group and wildcard patterns, guards, binding rules.
def http_status(code):
    match code:
        case 200 | 201 | 204:
            return "success"
        case 301 | 302 as redirect:
            return f"redirect ({redirect})"
        case 400:
            return "bad request"
        case 404:
            return "not found"
        case -1:
            return "negative one"
        case 418:
            return "I'm a teapot"
        case int(c) if 500 <= c < 600:
            return "server error"
        case _:
            return "something else"

for c in [200, 204, 302, 400, 404, -1, 418, 503, 999, 200.0, True]:
    print(c, http_status(c))

# None/True/False compare with `is`; numbers and strings with ==
def lit(v):
    match v:
        case None:
            return "None"
        case True:
            return "True"
        case False:
            return "False"
        case 0:
            return "zero"
        case 1.5:
            return "one and a half"
        case -2.5:
            return "minus two and a half"
        case "yes" | "y":
            return "affirmative"
        case "multi" "part":
            return "concatenated literal"
        case _:
            return "other"

for v in [None, True, False, 0, 0.0, 1, 1.5, -2.5, "yes", "y", "multipart", "no", []]:
    print(repr(v), "->", lit(v))

# value patterns: dotted names compare with ==
class Color:
    RED = "red"
    GREEN = "green"
    BLUE = "blue"

class Palette:
    primary = Color

def paint(c):
    match c:
        case Color.RED:
            return "stop"
        case Palette.primary.GREEN:
            return "go"
        case Color.BLUE | "cyan" as cool:
            return f"cool colour {cool}"
        case other:
            return f"unknown colour {other}"

for c in ["red", "green", "blue", "cyan", "pink"]:
    print(c, paint(c))

# group patterns and nested OR / as
def shape(p):
    match p:
        case (0 | 1) as bit:
            return f"bit {bit}"
        case ((2 | 3) as small, (4 | 5) as big):
            return f"small {small} big {big}"
        case [("a" | "b") as letter, *_] as whole:
            return f"starts with {letter}, {len(whole)} items"
        case [[x, y] | (x, y, _)]:
            return f"nested x={x} y={y}"
        case _:
            return "no shape"

for p in [0, 1, 2, (2, 5), [3, 4], ["b", 1, 2], ["c"], [[7, 8]], [(9, 10, 11)], [(1, 2, 3, 4)]]:
    print(repr(p), "->", shape(p))

# the first matching case wins; guards fall through to later cases
def first(n):
    match n:
        case x if x > 100:
            return "big"
        case x if x > 10:
            return "medium"
        case 5:
            return "five"
        case x:
            return f"small {x}"

print([first(n) for n in [500, 50, 5, 1]])

# no case matches: nothing happens
match 42:
    case 1:
        print("one")
    case "42":
        print("string")
print("after unmatched match")

# captured names stay bound after the match statement, even when the guard fails
match (1, 2):
    case (a, b) if a > b:
        print("never")
    case _:
        pass
print("a and b are still bound:", a, b)

match {"key": "value"}:
    case {"key": found}:
        pass
print("found =", found)

# the wildcard never binds
_ = "untouched"
pair = [1, 2]
match pair:
    case [_, _]:
        print("two items, _ is still", repr(_))

# match inside loops with break/continue/return
total = 0
for item in [1, "skip", 2, None, 3, "stop", 4]:
    match item:
        case "skip":
            continue
        case "stop":
            break
        case None:
            total += 100
        case n:
            total += n
print("total", total)

def find_first_pair(items):
    for it in items:
        match it:
            case [a, b]:
                return a, b
    return None

print(find_first_pair([1, [1, 2, 3], (4, 5), [6, 7]]))
print(find_first_pair([1, 2]))
