# features: string_methods, named_expression, nonlocal_statement, f_string, stdlib_re, lambda, list, import_statement
# Converting a small Markdown document to HTML with re and html.escape/unescape.
import re
import html

DOC = """# Release notes
Some *emphasis* and **strong** text with `code <b>` and a [link](http://x.y/z?a=1&b=2).

## Changes
- Fixed the *parser*
- Added `--verbose`
- Removed 3 < 4 & 5 > 2 bug

1. first
2. second

> quoted **line**
> second line

---
Plain paragraph
continues here.
"""

def inline(text):
    text = html.escape(text, quote=False)
    text = re.sub(r"`([^`]+)`", r"<code>\1</code>", text)
    text = re.sub(r"\*\*(.+?)\*\*", r"<strong>\1</strong>", text)
    text = re.sub(r"\*(.+?)\*", r"<em>\1</em>", text)
    text = re.sub(r"\[([^\]]+)\]\(([^)]+)\)", lambda m: f'<a href="{m.group(2)}">{m.group(1)}</a>', text)
    return text

def render(doc):
    out, para, listkind = [], [], None
    def flush():
        nonlocal para, listkind
        if para:
            out.append("<p>" + " ".join(inline(p) for p in para) + "</p>")
            para = []
        if listkind:
            out.append(f"</{listkind}>")
            listkind = None
    quote = []
    for line in doc.splitlines() + [""]:
        if line.startswith("> "):
            quote.append(inline(line[2:]))
            continue
        elif quote:
            out.append("<blockquote>" + "<br>".join(quote) + "</blockquote>")
            quote = []
        if m := re.match(r"(#{1,6}) (.*)", line):
            flush()
            n = len(m.group(1))
            out.append(f"<h{n}>{inline(m.group(2))}</h{n}>")
        elif m := re.match(r"(?:[-*]|(\d+)\.) (.*)", line):
            kind = "ol" if m.group(1) else "ul"
            if listkind != kind:
                flush()
                out.append(f"<{kind}>")
                listkind = kind
            out.append(f"  <li>{inline(m.group(2))}</li>")
        elif line.strip() == "---":
            flush()
            out.append("<hr>")
        elif not line.strip():
            flush()
        else:
            para.append(line.strip())
    return "\n".join(out)

result = render(DOC)
print(result)
print(len(result.splitlines()), "lines;", result.count("<li>"), "items")
print(html.unescape("&lt;p&gt; &amp;amp; &quot;hi&quot; &#39;x&#39; &eacute;"))
print(html.escape('<a href="x">\'</a>'))
