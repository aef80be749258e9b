# html, written for RedDragon's VM (lowered with the programs that import it):
# escape as CPython 3.11, and unescape with numeric character references
# (CPython's replacements for invalid ones) and the named references of
# HTML 4 / Latin-1 plus the common typographic ones; html.entities' full
# HTML5 table (2,231 names) is not carried, so a rarer name stays as written.

_LATIN1 = ("nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr "
           "deg plusmn sup2 sup3 acute micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest "
           "Agrave Aacute Acirc Atilde Auml Aring AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml "
           "ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN szlig "
           "agrave aacute acirc atilde auml aring aelig ccedil egrave eacute ecirc euml igrave iacute icirc iuml "
           "eth ntilde ograve oacute ocirc otilde ouml divide oslash ugrave uacute ucirc uuml yacute thorn yuml").split()

# names HTML5 also accepts without the semicolon (the legacy ones)
_LEGACY = {"amp": "&", "AMP": "&", "lt": "<", "LT": "<", "gt": ">", "GT": ">", "quot": '"', "QUOT": '"',
           "COPY": "\xa9", "REG": "\xae"}
for _i, _n in enumerate(_LATIN1):
    _LEGACY[_n] = chr(0xA0 + _i)

_NAMED = dict(_LEGACY)
_NAMED.update({
    "apos": "'", "ensp": "\u2002", "emsp": "\u2003", "thinsp": "\u2009", "ndash": "\u2013", "mdash": "\u2014",
    "lsquo": "\u2018", "rsquo": "\u2019", "sbquo": "\u201a", "ldquo": "\u201c", "rdquo": "\u201d",
    "bdquo": "\u201e", "dagger": "\u2020", "Dagger": "\u2021", "bull": "\u2022", "hellip": "\u2026",
    "permil": "\u2030", "prime": "\u2032", "Prime": "\u2033", "lsaquo": "\u2039", "rsaquo": "\u203a",
    "euro": "\u20ac", "trade": "\u2122", "larr": "\u2190", "uarr": "\u2191", "rarr": "\u2192",
    "darr": "\u2193", "harr": "\u2194", "lArr": "\u21d0", "rArr": "\u21d2", "hArr": "\u21d4",
    "forall": "\u2200", "part": "\u2202", "exist": "\u2203", "empty": "\u2205", "nabla": "\u2207",
    "isin": "\u2208", "notin": "\u2209", "sum": "\u2211", "minus": "\u2212", "radic": "\u221a",
    "infin": "\u221e", "and": "\u2227", "or": "\u2228", "cap": "\u2229", "cup": "\u222a", "int": "\u222b",
    "ne": "\u2260", "equiv": "\u2261", "le": "\u2264", "ge": "\u2265", "sub": "\u2282", "sup": "\u2283",
    "loz": "\u25ca", "spades": "\u2660", "clubs": "\u2663", "hearts": "\u2665", "diams": "\u2666",
    "OElig": "\u0152", "oelig": "\u0153", "Scaron": "\u0160", "scaron": "\u0161", "Yuml": "\u0178",
    "fnof": "\u0192", "circ": "\u02c6", "tilde": "\u02dc", "zwnj": "\u200c", "zwj": "\u200d",
    "lrm": "\u200e", "rlm": "\u200f", "check": "\u2713", "cross": "\u2717", "star": "\u2606",
    "starf": "\u2605", "Tab": "\t", "NewLine": "\n", "nbsp": "\xa0",
})
_GREEK = "Alpha Beta Gamma Delta Epsilon Zeta Eta Theta Iota Kappa Lambda Mu Nu Xi Omicron Pi Rho".split()
for _i, _n in enumerate(_GREEK):
    _NAMED[_n] = chr(0x391 + _i)
    _NAMED[_n.lower()] = chr(0x3B1 + _i)
for _i, _n in enumerate("Sigma Tau Upsilon Phi Chi Psi Omega".split()):
    _NAMED[_n] = chr(0x3A3 + _i)
    _NAMED[_n.lower()] = chr(0x3C3 + _i)
_NAMED["sigmaf"] = "\u03c2"

# CPython's html._invalid_charrefs: C1 controls read as windows-1252
_CP1252 = {0x80: "\u20ac", 0x81: "\x81", 0x82: "\u201a", 0x83: "\u0192", 0x84: "\u201e", 0x85: "\u2026",
           0x86: "\u2020", 0x87: "\u2021", 0x88: "\u02c6", 0x89: "\u2030", 0x8a: "\u0160", 0x8b: "\u2039",
           0x8c: "\u0152", 0x8d: "\x8d", 0x8e: "\u017d", 0x8f: "\x8f", 0x90: "\x90", 0x91: "\u2018",
           0x92: "\u2019", 0x93: "\u201c", 0x94: "\u201d", 0x95: "\u2022", 0x96: "\u2013", 0x97: "\u2014",
           0x98: "\u02dc", 0x99: "\u2122", 0x9a: "\u0161", 0x9b: "\u203a", 0x9c: "\u0153", 0x9d: "\x9d",
           0x9e: "\u017e", 0x9f: "\u0178", 0x0d: "\r", 0x00: "\ufffd"}


def escape(s, quote=True):
    s = s.replace("&", "&amp;")
    s = s.replace("<", "&lt;")
    s = s.replace(">", "&gt;")
    if quote:
        s = s.replace('"', "&quot;")
        s = s.replace("'", "&#x27;")
    return s


def _charref(digits, hexa):
    num = int(digits, 16) if hexa else int(digits)
    if num in _CP1252:
        return _CP1252[num]
    if 0xD800 <= num <= 0xDFFF or num > 0x10FFFF:
        return "\ufffd"
    return chr(num)


def _hexdigit(c):
    return c in "0123456789abcdefABCDEF"


def unescape(s):
    if "&" not in s:
        return s
    out = []
    i = 0
    n = len(s)
    while i < n:
        c = s[i]
        if c != "&":
            out.append(c)
            i += 1
            continue
        j = i + 1
        if j < n and s[j] == "#":
            k = j + 1
            hexa = k < n and s[k] in "xX"
            if hexa:
                k += 1
            start = k
            while k < n and (_hexdigit(s[k]) if hexa else s[k].isdigit() and s[k] < "\x80"):
                k += 1
            if k > start:
                out.append(_charref(s[start:k], hexa))
                i = k + 1 if k < n and s[k] == ";" else k
                continue
            out.append("&")
            i += 1
            continue
        k = j
        while k < n and k - j < 32 and (s[k].isalnum() and s[k] < "\x80"):
            k += 1
        name = s[j:k]
        if k < n and s[k] == ";" and name in _NAMED:
            out.append(_NAMED[name])
            i = k + 1
            continue
        # the longest legacy name the text starts with, no semicolon needed
        for m in range(len(name), 1, -1):
            if name[:m] in _LEGACY:
                out.append(_LEGACY[name[:m]])
                i = j + m
                break
        else:
            out.append("&")
            i += 1
    return "".join(out)


__all__ = ["escape", "unescape"]
