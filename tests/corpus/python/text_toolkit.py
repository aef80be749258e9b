# features: string_methods, string_formatting, f_string, import_statement, builtins, slicing
# Text utilities: textwrap, string constants and Template, translate, padding, split variants, ascii().
import textwrap
import string

TEXT = ("The quick brown fox jumps over the lazy dog. Pack my box with five dozen "
        "liquor jugs! How vexingly quick daft zebras jump; the five boxing wizards jump quickly.")

for width in (30, 45):
    print(f"--- width {width} ---")
    print(textwrap.fill(TEXT, width=width))
print("--- indent ---")
print(textwrap.indent(textwrap.fill(TEXT, 40), "> "))
print(textwrap.wrap("short", 10), textwrap.wrap("", 10))
print(textwrap.shorten(TEXT, width=50, placeholder=" [...]"))
print(textwrap.dedent("""
    def f():
        return 1
    """))
words = TEXT.translate(str.maketrans("", "", string.punctuation)).lower().split()
print(len(words), sorted(set(words))[:8])
print(string.ascii_uppercase[::3], string.digits, string.capwords("hello   world foo"))
table = str.maketrans({"a": "4", "e": "3", "o": None})
print("hello amazing people".translate(table))
print("{:^20}|{:*<10}|{:>8.3f}".format("centered", "left", 3.14159))
print("%-10s|%5d|%05.1f|%x" % ("name", 42, 2.25, 255))
tmpl = string.Template("$who likes ${what}s, $$5")
print(tmpl.substitute(who="Tim", what="kiwi"))
print(tmpl.safe_substitute(who="Ann"))
print("Title Case Words".swapcase(), "abc".center(9, "-"), "x".zfill(4), "-42".zfill(6))
print("a,b,,c".split(","), "a b  c ".split(), " a b ".rsplit(None, 1), "k=v=w".partition("="))
print("line1\nline2\r\nline3".splitlines(keepends=True))
print("tab\there".expandtabs(4), repr("it's \"q\""), ascii("café"))
