# features: stdlib_heapq_bisect_string, set, set_comprehension, string_methods, import_statement, for_statement
import string
import textwrap

# A newsletter formatter: wrapped paragraphs, indented quotes, a template
# header, and sets of numbers printed in CPython's hash-table order.
text = ("RedDragon's weekly digest covers well-known topics, state-of-the-art tooling and "
        "extraordinarily long words like supercalifragilisticexpialidocious, plus\ttabs and  double  spaces.")
for width in (12, 30, 50):
    print(f"--- width {width}")
    print(textwrap.fill(text, width=width))
print(textwrap.wrap(text, width=25, initial_indent="* ", subsequent_indent="  ", max_lines=3))
print(textwrap.wrap("a-b-c well-known mother-in-law", 8, break_on_hyphens=False))
print(textwrap.wrap("short", 10, break_long_words=False), textwrap.wrap("", 10), textwrap.wrap("word " * 4, 9, drop_whitespace=False))
print(textwrap.shorten(text, width=40), "|", textwrap.shorten("tiny", 10), "|", textwrap.shorten(text, 40, placeholder="..."))
quote = textwrap.dedent("""\
        First line of a quote
          an indented continuation

        last line
""")
print(quote, end="")
print(textwrap.indent(quote, "> "), end="")
print(textwrap.indent(quote, "+ ", lambda line: True), end="")
print(textwrap.TextWrapper(width=20, fix_sentence_endings=True).fill("One. Two? Three! Four five six seven."))
try:
    textwrap.wrap("x", 0)
except ValueError as e:
    print("ValueError:", e)

header = string.Template("Issue #$issue for ${reader}: $$0 due, ${missing} stays")
print(header.safe_substitute(issue=42, reader="Ana"))
print(header.substitute({"issue": 7, "reader": "Bo"}, missing="nothing"))
print(header.get_identifiers(), header.is_valid(), string.Template("bad $").is_valid())
for bad in ["$who", "price: $5"]:
    try:
        string.Template(bad).substitute(other=1)
    except (KeyError, ValueError) as e:
        print(type(e).__name__, e)

ids = set(range(30, 0, -4))
print(ids, {100, 5, 64, 1000, 7}, {x % 7 for x in range(40)}, {-1, -2, 0, 2 ** 65, 1.5})
a, b = {1, 2, 3, 40, 50}, {3, 40, 99, 1024}
print(a | b, a & b, a - b, a ^ b, list(a | b), tuple({33, 1, 3, 100}))
print({(r, c) for r in range(2) for c in range(3)}, set(range(1000, 0, -111)))
queue = {9, 17, 1, 33}
print(queue.pop(), sorted(queue))
