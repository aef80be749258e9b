# features: stdlib_dataclasses, stdlib_json, f_string, class_definition, raise_statement, dictionary_comprehension
"""Parse raw HTTP/1.1 requests: request line, headers, cookies, query strings, chunked bodies."""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from http import HTTPStatus
from urllib.parse import urlsplit, parse_qs, unquote_plus


class BadRequest(Exception):
    def __init__(self, status: HTTPStatus, detail: str):
        super().__init__(f"{status.value} {status.phrase}: {detail}")
        self.status = status


class Headers:
    """Case-insensitive multi-dict preserving original spelling of the first occurrence."""

    def __init__(self):
        self._items: list[tuple[str, str]] = []

    def add(self, name: str, value: str) -> None:
        self._items.append((name, value))

    def get_all(self, name: str) -> list[str]:
        return [v for k, v in self._items if k.lower() == name.lower()]

    def __getitem__(self, name: str) -> str:
        values = self.get_all(name)
        if not values:
            raise KeyError(name)
        return ", ".join(values)

    def get(self, name: str, default: str | None = None) -> str | None:
        try:
            return self[name]
        except KeyError:
            return default

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and bool(self.get_all(name))

    def __len__(self) -> int:
        return len(self._items)

    def __iter__(self):
        seen = set()
        for k, _ in self._items:
            if k.lower() not in seen:
                seen.add(k.lower())
                yield k


@dataclass
class Request:
    method: str
    path: str
    version: str
    headers: Headers
    query: dict[str, list[str]] = field(default_factory=dict)
    body: bytes = b""

    @property
    def cookies(self) -> dict[str, str]:
        jar = {}
        for header in self.headers.get_all("Cookie"):
            for part in header.split(";"):
                name, sep, value = part.strip().partition("=")
                if sep:
                    jar[name] = unquote_plus(value)
        return jar

    def json(self):
        if not self.headers.get("Content-Type", "").startswith("application/json"):
            raise BadRequest(HTTPStatus.UNSUPPORTED_MEDIA_TYPE, self.headers.get("Content-Type", "none"))
        return json.loads(self.body)


def decode_chunked(data: bytes) -> bytes:
    out = bytearray()
    while True:
        size_line, _, data = data.partition(b"\r\n")
        size = int(size_line.split(b";")[0], 16)
        if size == 0:
            return bytes(out)
        out += data[:size]
        data = data[size + 2:]


def parse(raw: bytes) -> Request:
    head, sep, body = raw.partition(b"\r\n\r\n")
    if not sep:
        raise BadRequest(HTTPStatus.BAD_REQUEST, "no header terminator")
    lines = head.decode("latin-1").split("\r\n")
    try:
        method, target, version = lines[0].split(" ")
    except ValueError as exc:
        raise BadRequest(HTTPStatus.BAD_REQUEST, f"request line {lines[0]!r}") from exc
    if method not in {"GET", "POST", "PUT", "DELETE", "HEAD"}:
        raise BadRequest(HTTPStatus.METHOD_NOT_ALLOWED, method)
    if version != "HTTP/1.1":
        raise BadRequest(HTTPStatus.HTTP_VERSION_NOT_SUPPORTED, version)
    headers = Headers()
    for line in lines[1:]:
        name, colon, value = line.partition(":")
        if not colon or name != name.strip():
            raise BadRequest(HTTPStatus.BAD_REQUEST, f"header {line!r}")
        headers.add(name, value.strip())
    if headers.get("Transfer-Encoding", "").lower() == "chunked":
        body = decode_chunked(body)
    elif "Content-Length" in headers:
        length = int(headers["content-length"])
        if len(body) < length:
            raise BadRequest(HTTPStatus.BAD_REQUEST, f"body {len(body)} < {length}")
        body = body[:length]
    parts = urlsplit(target)
    return Request(method, unquote_plus(parts.path), version, headers, parse_qs(parts.query), body)


SAMPLES = [
    b"GET /search/caf%C3%A9?q=hello+world&tag=a&tag=b&empty= HTTP/1.1\r\nHost: example.org\r\n"
    b"Cookie: session=abc123; theme=dark\r\ncookie: lang=en%20GB\r\nAccept: text/html\r\n"
    b"Accept: application/json;q=0.9\r\n\r\n",
    b"POST /api/items HTTP/1.1\r\nHost: api.local\r\nContent-Type: application/json\r\n"
    b"Content-Length: 38\r\n\r\n{\"name\": \"widget\", \"qty\": 3, \"x\": 1}  trailing",
    b"PUT /upload HTTP/1.1\r\nTransfer-Encoding: chunked\r\nContent-Type: text/plain\r\n\r\n"
    b"5\r\nHello\r\n7;ext=1\r\n, world\r\n1\r\n!\r\n0\r\n\r\n",
    b"PATCH /x HTTP/1.1\r\n\r\n",
    b"GET /old HTTP/1.0\r\n\r\n",
    b"GET /bad HTTP/1.1\r\nNoColonHere\r\n\r\n",
    b"GET / HTTP/1.1\r\nHost: x\r\n",
    b"GET /a b HTTP/1.1\r\n\r\n",
    b"POST /short HTTP/1.1\r\nContent-Length: 10\r\n\r\nabc",
]


def main():
    for i, raw in enumerate(SAMPLES, 1):
        print(f"--- request {i} ({len(raw)} bytes)")
        try:
            req = parse(raw)
        except BadRequest as err:
            cause = f" (caused by {type(err.__cause__).__name__})" if err.__cause__ else ""
            print(f"  rejected -> {err}{cause}")
            continue
        print(f"  {req.method} {req.path!r} {req.version}, {len(req.headers)} header lines")
        for name in req.headers:
            print(f"    {name.title():<18}= {req.headers[name]}")
        if req.query:
            print("  query:", {k: v for k, v in sorted(req.query.items())})
        if req.cookies:
            print("  cookies:", req.cookies)
        if req.body:
            print(f"  body: {req.body!r}")
            try:
                data = req.json()
                print("  json:", json.dumps(data, sort_keys=True), "total", data["qty"] * 2)
            except BadRequest as err:
                print("  not json:", err.status.name, int(err.status))
    print(HTTPStatus(404).phrase, HTTPStatus.OK == 200, HTTPStatus.NOT_FOUND.description)


if __name__ == "__main__":
    main()
