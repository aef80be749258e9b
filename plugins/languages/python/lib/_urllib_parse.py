# urllib.parse, written for RedDragon's VM (lowered with the programs that
# import it; `import urllib.parse` binds lib/urllib.py with this module as its
# parse): CPython 3.11's splitting and joining of URLs (urlsplit/urlparse and
# their result tuples' hostname/port/username/password/geturl, urlunsplit,
# urlunparse, urljoin with RFC 3986 dot segments, urldefrag), percent-encoding
# (quote/unquote and their _plus and bytes forms) and query strings
# (parse_qs, parse_qsl, urlencode). Bytes URLs are not modelled.

from collections import namedtuple

uses_relative = ["", "ftp", "http", "gopher", "nntp", "imap", "wais", "file", "https", "shttp", "mms",
                 "prospero", "rtsp", "rtspu", "sftp", "svn", "svn+ssh", "ws", "wss"]
uses_netloc = ["", "ftp", "http", "gopher", "nntp", "telnet", "imap", "wais", "file", "mms", "https", "shttp",
               "snews", "prospero", "rtsp", "rtspu", "rsync", "svn", "svn+ssh", "sftp", "nfs", "git", "git+ssh",
               "ws", "wss"]
uses_params = ["", "ftp", "hdl", "prospero", "http", "imap", "https", "shttp", "rtsp", "rtspu", "sip", "sips",
               "mms", "sftp", "tel"]
scheme_chars = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789+-."
_ALWAYS_SAFE = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.-~"
_HEX = "0123456789ABCDEF"
_C0_OR_SPACE = "".join(chr(c) for c in range(33))


class _NetlocMixin:
    """hostname/port/username/password, read from netloc as CPython does."""
    __slots__ = ()

    @property
    def _userinfo(self):
        userinfo, have_info, _ = self.netloc.rpartition("@")
        if not have_info:
            return None, None
        username, have_password, password = userinfo.partition(":")
        return username, (password if have_password else None)

    @property
    def _hostinfo(self):
        hostinfo = self.netloc.rpartition("@")[2]
        _, have_open_br, bracketed = hostinfo.partition("[")
        if have_open_br:
            hostname, _, port = bracketed.partition("]")
            port = port.partition(":")[2]
        else:
            hostname, _, port = hostinfo.partition(":")
        return hostname, (port or None)

    @property
    def username(self):
        return self._userinfo[0]

    @property
    def password(self):
        return self._userinfo[1]

    @property
    def hostname(self):
        host = self._hostinfo[0]
        if not host:
            return None
        host, percent, zone = host.partition("%")  # an IPv6 zone keeps its case
        return host.lower() + percent + zone

    @property
    def port(self):
        port = self._hostinfo[1]
        if port is None:
            return None
        if not (port.isdigit() and port.isascii()):
            raise ValueError(f"Port could not be cast to integer value as {port!r}")
        port = int(port)
        if not 0 <= port <= 65535:
            raise ValueError("Port out of range 0-65535")
        return port


class SplitResult(namedtuple("SplitResult", "scheme netloc path query fragment"), _NetlocMixin):
    __slots__ = ()

    def geturl(self):
        return urlunsplit(self)


class ParseResult(namedtuple("ParseResult", "scheme netloc path params query fragment"), _NetlocMixin):
    __slots__ = ()

    def geturl(self):
        return urlunparse(self)


class DefragResult(namedtuple("DefragResult", "url fragment")):
    __slots__ = ()

    def geturl(self):
        return self.url + "#" + self.fragment if self.fragment else self.url


def _splitnetloc(url, start=0):
    delim = len(url)
    for c in "/?#":
        at = url.find(c, start)
        if at >= 0:
            delim = min(delim, at)
    return url[start:delim], url[delim:]


def urlsplit(url, scheme="", allow_fragments=True):
    url = url.lstrip(_C0_OR_SPACE)
    scheme = scheme.strip(_C0_OR_SPACE)
    for c in "\t\r\n":  # WHATWG: tabs and newlines vanish
        url = url.replace(c, "")
        scheme = scheme.replace(c, "")
    netloc = query = fragment = ""
    i = url.find(":")
    if i > 0 and url[0].isascii() and url[0].isalpha() and all(c in scheme_chars for c in url[:i]):
        scheme, url = url[:i].lower(), url[i + 1:]
    if url[:2] == "//":
        netloc, url = _splitnetloc(url, 2)
        if ("[" in netloc) != ("]" in netloc):
            raise ValueError("Invalid IPv6 URL")
    if allow_fragments and "#" in url:
        url, fragment = url.split("#", 1)
    if "?" in url:
        url, query = url.split("?", 1)
    return SplitResult(scheme, netloc, url, query, fragment)


def _splitparams(url):
    if "/" in url:
        i = url.find(";", url.rfind("/"))
        if i < 0:
            return url, ""
    else:
        i = url.find(";")
    return url[:i], url[i + 1:]


def urlparse(url, scheme="", allow_fragments=True):
    scheme, netloc, url, query, fragment = urlsplit(url, scheme, allow_fragments)
    params = ""
    if scheme in uses_params and ";" in url:
        url, params = _splitparams(url)
    return ParseResult(scheme, netloc, url, params, query, fragment)


def urlunsplit(components):
    scheme, netloc, url, query, fragment = components
    if netloc or (scheme and scheme in uses_netloc and url[:2] != "//"):
        if url and url[:1] != "/":
            url = "/" + url
        url = "//" + (netloc or "") + url
    if scheme:
        url = scheme + ":" + url
    if query:
        url = url + "?" + query
    if fragment:
        url = url + "#" + fragment
    return url


def urlunparse(components):
    scheme, netloc, url, params, query, fragment = components
    if params:
        url = f"{url};{params}"
    return urlunsplit((scheme, netloc, url, query, fragment))


def urljoin(base, url, allow_fragments=True):
    if not base:
        return url
    if not url:
        return base
    bscheme, bnetloc, bpath, bparams, bquery, bfragment = urlparse(base, "", allow_fragments)
    scheme, netloc, path, params, query, fragment = urlparse(url, bscheme, allow_fragments)
    if scheme != bscheme or scheme not in uses_relative:
        return url
    if scheme in uses_netloc:
        if netloc:
            return urlunparse((scheme, netloc, path, params, query, fragment))
        netloc = bnetloc
    if not path and not params:
        return urlunparse((scheme, netloc, bpath, bparams, query or bquery, fragment))
    base_parts = bpath.split("/")
    if base_parts[-1] != "":
        del base_parts[-1]  # the last segment is a file, not a directory
    if path[:1] == "/":
        segments = path.split("/")
    else:
        segments = base_parts + path.split("/")
        segments[1:-1] = [s for s in segments[1:-1] if s]
    resolved = []
    for seg in segments:
        if seg == "..":
            if resolved:
                resolved.pop()
        elif seg != ".":
            resolved.append(seg)
    if segments[-1] in (".", ".."):
        resolved.append("")
    return urlunparse((scheme, netloc, "/".join(resolved) or "/", params, query, fragment))


def urldefrag(url):
    if "#" in url:
        s, n, p, a, q, frag = urlparse(url)
        return DefragResult(urlunparse((s, n, p, a, q, "")), frag)
    return DefragResult(url, "")


def quote_from_bytes(bs, safe="/"):
    if not isinstance(bs, (bytes, bytearray)):
        raise TypeError("quote_from_bytes() expected bytes")
    if not bs:
        return ""
    if isinstance(safe, str):
        safe = safe.encode("ascii", "ignore")
    ok = set(_ALWAYS_SAFE.encode("ascii")) | set(safe)
    out = []
    for b in bs:
        out.append(chr(b) if b in ok else "%" + _HEX[b >> 4] + _HEX[b & 15])
    return "".join(out)


def quote(string, safe="/", encoding=None, errors=None):
    if isinstance(string, str):
        if not string:
            return string
        string = string.encode(encoding or "utf-8", errors or "strict")
    elif encoding is not None or errors is not None:
        raise TypeError("quote() doesn't support 'encoding' for bytes")
    return quote_from_bytes(string, safe)


def quote_plus(string, safe="", encoding=None, errors=None):
    if (isinstance(string, str) and " " not in string) or (isinstance(string, bytes) and b" " not in string):
        return quote(string, safe, encoding, errors)
    space = " " if isinstance(safe, str) else b" "
    return quote(string, safe + space, encoding, errors).replace(" ", "+")


def _hexval(c):
    return "0123456789abcdef".find(c.lower()) if c else -1


def unquote_to_bytes(string):
    if isinstance(string, str):
        string = string.encode("utf-8")
    out = bytearray()
    i, n = 0, len(string)
    while i < n:
        b = string[i]
        if b == 37 and i + 2 < n:  # %XX; a stray % stays
            h, l = _hexval(chr(string[i + 1])), _hexval(chr(string[i + 2]))
            if h >= 0 and l >= 0:
                out.append(h * 16 + l)
                i += 3
                continue
        out.append(b)
        i += 1
    return bytes(out)


def unquote(string, encoding="utf-8", errors="replace"):
    if isinstance(string, bytes):
        return unquote_to_bytes(string).decode(encoding, errors)
    if "%" not in string:
        return string
    return unquote_to_bytes(string).decode(encoding, errors)


def unquote_plus(string, encoding="utf-8", errors="replace"):
    return unquote(string.replace("+", " "), encoding, errors)


def parse_qsl(qs, keep_blank_values=False, strict_parsing=False, encoding="utf-8", errors="replace",
              max_num_fields=None, separator="&"):
    if not separator or not isinstance(separator, (str, bytes)):
        raise ValueError("Separator must be of type string or bytes.")
    if max_num_fields is not None:
        num_fields = 1 + qs.count(separator) if qs else 0
        if max_num_fields < num_fields:
            raise ValueError("Max number of fields exceeded")
    r = []
    for name_value in (qs.split(separator) if qs else []):
        if not name_value and not strict_parsing:
            continue
        nv = name_value.split("=", 1)
        if len(nv) != 2:
            if strict_parsing:
                raise ValueError(f"bad query field: {name_value!r}")
            if not keep_blank_values:
                continue
            nv.append("")
        if nv[1] or keep_blank_values:
            r.append((unquote(nv[0].replace("+", " "), encoding, errors),
                      unquote(nv[1].replace("+", " "), encoding, errors)))
    return r


def parse_qs(qs, keep_blank_values=False, strict_parsing=False, encoding="utf-8", errors="replace",
             max_num_fields=None, separator="&"):
    parsed = {}
    for name, value in parse_qsl(qs, keep_blank_values, strict_parsing, encoding, errors, max_num_fields, separator):
        if name in parsed:
            parsed[name].append(value)
        else:
            parsed[name] = [value]
    return parsed


def urlencode(query, doseq=False, safe="", encoding=None, errors=None, quote_via=quote_plus):
    if hasattr(query, "items"):
        query = query.items()
    else:
        try:
            if len(query) and not isinstance(query[0], tuple):
                raise TypeError
        except TypeError:
            raise TypeError("not a valid non-string sequence or mapping object") from None

    def q(x):
        if isinstance(x, bytes):
            return quote_via(x, safe)
        return quote_via(x if isinstance(x, str) else str(x), safe, encoding, errors)

    parts = []
    for k, v in query:
        k = q(k)
        if not doseq or isinstance(v, (str, bytes)):
            parts.append(k + "=" + q(v))
            continue
        try:
            len(v)
        except TypeError:
            parts.append(k + "=" + q(v))
        else:
            for elt in v:
                parts.append(k + "=" + q(elt))
    return "&".join(parts)


__all__ = ["urlparse", "urlunparse", "urljoin", "urldefrag", "urlsplit", "urlunsplit", "urlencode", "parse_qs",
           "parse_qsl", "quote", "quote_plus", "quote_from_bytes", "unquote", "unquote_plus", "unquote_to_bytes",
           "SplitResult", "ParseResult", "DefragResult", "uses_relative", "uses_netloc", "uses_params",
           "scheme_chars"]
