# features: stdlib_re, function_definition, lambda, dictionary, f_string
# Templating and rewriting text with sub/subn: group references in templates,
# replacement functions that receive a Match, counts and escaping.
import re

template = "Dear {name}, your order #{order} of {count} item(s) ships on {date}. {unknown}"
values = {"name": "Ada", "order": 1042, "count": 3, "date": "2024-05-01"}


def fill(m):
    key = m.group(1)
    return str(values[key]) if key in values else m.group(0)


print(re.sub(r"\{(\w+)\}", fill, template))

# Template references: \1, \g<1>, \g<name>, \g<0>.
print(re.sub(r"(\d{4})-(\d{2})-(\d{2})", r"\3/\2/\1", "from 2024-05-01 to 2024-06-15"))
print(re.sub(r"(?P<y>\d{4})-(?P<m>\d\d)-(?P<d>\d\d)", r"\g<d>.\g<m>.\g<y>", "due 2023-12-31"))
print(re.sub(r"(\w+)@(\w+)\.com", r"\g<2> at \g<1>", "mail bob@example.com or eve@corp.com"))
print(re.sub(r"\d+", r"<\g<0>>", "a1b22c333"))
print(re.sub(r"(a)(x)?", r"[\1\2]", "ab ax"))
print(re.sub(r"\s+", " ", "  too   many\t\tspaces \n here  ").strip())
print(re.sub(r"(?m)^", "> ", "quoted\nreply\nlines"))

# Counting and limiting replacements.
text = "cat hat bat rat"
print(re.subn(r"\b(\w)at\b", r"\1ot", text))
print(re.sub(r"at", "AT", text, count=2), re.subn("z", "Z", text))
print(re.subn(r"x*", "-", "abxd"))

# A function replacement sees the whole Match.
def shout(m):
    word = m.group()
    return word.upper() if len(word) > 3 else word


print(re.sub(r"\w+", shout, "the quick brown fox jumps"))
print(re.sub(r"\d+", lambda m: str(int(m.group()) * 2), "3 apples and 12 pears"))
print(re.sub(r"(?P<key>\w+)=(?P<val>\w+)", lambda m: f"{m['val']}={m['key']}", "a=1, b=2"))
money = re.compile(r"\$(\d+)\.(\d\d)")
print(money.sub(lambda m: f"{int(m.group(1)) * 100 + int(m.group(2))}c", "pay $3.50 or $10.05"))
m = money.search("total $7.25")
print(m.expand(r"\1 dollars and \2 cents"), m.expand(r"\g<0>!"))

# Escaping user text for a pattern.
needle = "1+1=2? (yes)"
print(re.escape(needle))
print(re.findall(re.escape(needle), "is 1+1=2? (yes) or 1+1=2? (no)"))
print(re.sub(re.escape("a.b"), "X", "a.b axb a.b"))

# CPython's errors for bad templates.
for bad in [r"\2", r"\g<nope>", r"\q"]:
    try:
        re.sub(r"(a)", bad, "abc")
    except re.error as e:
        print("re.error:", e)
    except IndexError as e:
        print("IndexError:", e)
