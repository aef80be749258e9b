# features: global_builtin_modules, stdlib_collections, string_methods, dictionary, try_statement, except_clause
# urllib.parse: urlparse/urlsplit and their namedtuple results, urlunparse/urlunsplit, urljoin, urldefrag, quote/unquote, parse_qs/parse_qsl, urlencode.
# A link checker normalises the links of a crawled page against its base URL,
# groups them by host and rebuilds their query strings.
import urllib.parse
from urllib.parse import (urlparse, urlsplit, urlunparse, urlunsplit, urljoin, urldefrag, quote, quote_plus,
                          quote_from_bytes, unquote, unquote_plus, unquote_to_bytes, parse_qs, parse_qsl, urlencode)

page = "https://Docs.Example.com:443/guide/v2/start.html;lang=en?tab=intro&tab=faq#setup"
p = urlparse(page)
print(p)
print(p.scheme, p.netloc, p.path, p.params, p.query, p.fragment, sep=" | ")
print(p.hostname, p.port, p.username, p.password, p.geturl() == page)
s = urlsplit(page)
print(s)
print(s.path, s[2], len(s), tuple(s)[:2], s._replace(fragment="").geturl())
print(urlunsplit(("http", "h", "a/b", "q=1", "")), urlunparse(("ftp", "files", "/x", "type=i", "", "top")))
print(urlunsplit(("file", "", "/etc/hosts", "", "")), urlunsplit(("mailto", "", "a@b.c", "", "")))

for url in ["http://alice:s3cret@[fe80::1%25eth0]:8080/p", "https://bob@host/", "//cdn.net/lib.js",
            "host.com:80/path", "HTTP://UPPER.example/Path", "no-scheme", "a:b", "news:comp.lang.python",
            "http://x.org/a?b#c?d", "http://x.org/a#c?d", ""]:
    r = urlparse(url)
    print(f"{url!r:45} {r.scheme!r:8} {r.netloc!r:28} {r.path!r:16} h={r.hostname!r} port={r.port!r} user={r.username!r} pw={r.password!r}")
print(urlsplit("http://x.org/a#frag", allow_fragments=False))
print(urlparse("path/only", scheme="https"))
for bad in ["http://host:99999/", "http://host:port/"]:
    try:
        urlparse(bad).port
    except ValueError as e:
        print("ValueError:", e)
try:
    urlsplit("http://[::1/")
except ValueError as e:
    print("ValueError:", e)

base = "http://a/b/c/d;p?q"
for rel in ["g:h", "g", "./g", "g/", "/g", "//g", "?y", "g?y", "#s", "g#s", "g?y#s", ";x", "g;x", "", ".", "./",
            "..", "../", "../g", "../..", "../../", "../../g", "../../../g", "/./g", "/../g", "g.", ".g", "g/../h"]:
    print(f"{rel!r:12} -> {urljoin(base, rel)}")
print(urljoin("", "x"), urljoin("http://a/b", ""), urljoin("http://a/b/", "ftp://other/x"))
print(urldefrag("http://x.org/doc#sec-2"), urldefrag("http://x.org/doc").fragment == "", urldefrag("a#b").geturl())

for text in ["plain", "a b&c=d", "100% sure/maybe?", "naïve café ✓", "~user_name-1.0", ""]:
    print(f"{text!r:22} {quote(text)!r:40} {quote(text, safe='')!r:40} {quote_plus(text)!r}")
print(quote("/a b/c", safe="/ "), quote_plus("a+b c", safe="+"), quote(b"\x00\xffA"), quote_from_bytes(b"a/b c", safe=""))
for enc in ["caf%C3%A9", "100%25", "%zz%4", "a+b%20c", "%E2%9C%93%", "%ff"]:
    print(f"{enc!r:14} {unquote(enc)!r:12} {unquote_plus(enc)!r:12} {unquote_to_bytes(enc)!r}")

query = "tab=intro&tab=faq&empty=&flag&sp=a+b&pct=50%25&&x=1;y=2"
print(parse_qs(query))
print(parse_qs(query, keep_blank_values=True))
print(parse_qsl(query, keep_blank_values=True))
print(parse_qsl("a=1;b=2;a=3", separator=";"), parse_qs(""))
for kwargs in [dict(strict_parsing=True), dict(max_num_fields=3), dict(separator="")]:
    try:
        print(parse_qsl("a=1&b&c=3&d=4", **kwargs))
    except ValueError as e:
        print("ValueError:", e)

params = {"q": "red dragon", "page": 2, "tags": ["vm", "ir/lowering"], "utf": "ü", "b": b"\x01 x"}
print(urlencode(params))
print(urlencode(params, doseq=True))
print(urlencode([("k", "v w"), ("k", "x/y")], safe="/"), urlencode({"a": "b c"}, quote_via=quote))
print(urlencode({"n": (1, 2)}, doseq=True), urlencode({"n": 3}, doseq=True))
try:
    urlencode("abc")
except TypeError as e:
    print("TypeError:", e)

links = ["../index.html", "/api/v2/users?sort=name&limit=10", "https://other.org/x?a=1", "faq.html#top",
         "//static.example.com/app.js", "mailto:help@example.com", "?tab=new"]
by_host = {}
for link in links:
    absolute, _frag = urldefrag(urljoin(page, link))
    parts = urlsplit(absolute)
    by_host.setdefault(parts.hostname or parts.scheme, []).append(parts.path or parts.geturl())
for host, paths in sorted(by_host.items()):
    print(f"{host}: {paths}")
u = urlsplit("https://shop.example/search?q=lamp&page=1&sort=price")
qs = dict(parse_qsl(u.query))
qs["page"] = str(int(qs["page"]) + 1)
print(urlunsplit(u._replace(query=urlencode(qs))), urllib.parse.quote("x y"), urllib.parse.SplitResult.__name__)
