# difflib, written for RedDragon's VM (lowered with the programs that import
# it). SequenceMatcher follows the Ratcliff/Obershelp "gestalt" matching that
# CPython 3.11 documents: longest matching block first (earliest in a, then in
# b, on ties), extended over junk, recursing on both sides; b's elements that
# fill more than 1% of a b of 200+ items are "popular" and never start a match
# (autojunk). Every report built on it (ratios, opcodes, ndiff's '?' guides,
# unified and context diffs) therefore matches CPython's output.

from collections import namedtuple as _namedtuple
import heapq as _heapq
import re as _re

Match = _namedtuple("Match", "a b size")


def _calculate_ratio(matches, length):
    if length:
        return 2.0 * matches / length
    return 1.0


class SequenceMatcher:
    def __init__(self, isjunk=None, a="", b="", autojunk=True):
        self.isjunk = isjunk
        self.autojunk = autojunk
        self.a = self.b = None
        self.set_seqs(a, b)

    def set_seqs(self, a, b):
        self.set_seq1(a)
        self.set_seq2(b)

    def set_seq1(self, a):
        if a is self.a:
            return
        self.a = a
        self.matching_blocks = self.opcodes = None

    def set_seq2(self, b):
        if b is self.b:
            return
        self.b = b
        self.matching_blocks = self.opcodes = None
        self.fullbcount = None
        self._index_b()

    def _index_b(self):
        # b2j: element -> ascending positions in b, without junk and popular ones
        b = self.b
        b2j = {}
        for i, elt in enumerate(b):
            b2j.setdefault(elt, []).append(i)
        junk = set()
        if self.isjunk:
            for elt in b2j:
                if self.isjunk(elt):
                    junk.add(elt)
            for elt in junk:
                del b2j[elt]
        popular = set()
        n = len(b)
        if self.autojunk and n >= 200:
            limit = n // 100 + 1
            for elt, where in b2j.items():
                if len(where) > limit:
                    popular.add(elt)
            for elt in popular:
                del b2j[elt]
        self.b2j = b2j
        self.bjunk = junk
        self.bpopular = popular

    def find_longest_match(self, alo=0, ahi=None, blo=0, bhi=None):
        a, b, b2j, bjunk = self.a, self.b, self.b2j, self.bjunk
        if ahi is None:
            ahi = len(a)
        if bhi is None:
            bhi = len(b)
        besti, bestj, bestsize = alo, blo, 0
        # run[j] = length of the match of non-junk items ending at a[i-1], b[j]
        run = {}
        for i in range(alo, ahi):
            nextrun = {}
            for j in b2j.get(a[i], ()):
                if j < blo:
                    continue
                if j >= bhi:
                    break
                k = run.get(j - 1, 0) + 1
                nextrun[j] = k
                if k > bestsize:
                    besti, bestj, bestsize = i - k + 1, j - k + 1, k
            run = nextrun
        # grow the block over equal non-junk neighbours (popular items), then
        # over equal junk so junk next to a match is absorbed into it
        while besti > alo and bestj > blo and b[bestj - 1] not in bjunk and a[besti - 1] == b[bestj - 1]:
            besti, bestj, bestsize = besti - 1, bestj - 1, bestsize + 1
        while (besti + bestsize < ahi and bestj + bestsize < bhi
               and b[bestj + bestsize] not in bjunk and a[besti + bestsize] == b[bestj + bestsize]):
            bestsize += 1
        while besti > alo and bestj > blo and b[bestj - 1] in bjunk and a[besti - 1] == b[bestj - 1]:
            besti, bestj, bestsize = besti - 1, bestj - 1, bestsize + 1
        while (besti + bestsize < ahi and bestj + bestsize < bhi
               and b[bestj + bestsize] in bjunk and a[besti + bestsize] == b[bestj + bestsize]):
            bestsize += 1
        return Match(besti, bestj, bestsize)

    def get_matching_blocks(self):
        if self.matching_blocks is not None:
            return self.matching_blocks
        la, lb = len(self.a), len(self.b)
        pending = [(0, la, 0, lb)]
        found = []
        while pending:
            alo, ahi, blo, bhi = pending.pop()
            i, j, k = m = self.find_longest_match(alo, ahi, blo, bhi)
            if k:
                found.append(m)
                if alo < i and blo < j:
                    pending.append((alo, i, blo, j))
                if i + k < ahi and j + k < bhi:
                    pending.append((i + k, ahi, j + k, bhi))
        found.sort()
        # merge blocks that touch in both sequences
        merged = []
        i1 = j1 = k1 = 0
        for i2, j2, k2 in found:
            if i1 + k1 == i2 and j1 + k1 == j2:
                k1 += k2
            else:
                if k1:
                    merged.append(Match(i1, j1, k1))
                i1, j1, k1 = i2, j2, k2
        if k1:
            merged.append(Match(i1, j1, k1))
        merged.append(Match(la, lb, 0))
        self.matching_blocks = merged
        return merged

    def get_opcodes(self):
        if self.opcodes is not None:
            return self.opcodes
        i = j = 0
        codes = []
        for ai, bj, size in self.get_matching_blocks():
            if i < ai and j < bj:
                codes.append(("replace", i, ai, j, bj))
            elif i < ai:
                codes.append(("delete", i, ai, j, bj))
            elif j < bj:
                codes.append(("insert", i, ai, j, bj))
            i, j = ai + size, bj + size
            if size:
                codes.append(("equal", ai, i, bj, j))
        self.opcodes = codes
        return codes

    def get_grouped_opcodes(self, n=3):
        codes = self.get_opcodes()
        if not codes:
            codes = [("equal", 0, 1, 0, 1)]
        # trim the leading and trailing context to n lines (in the cached
        # list itself, as CPython does)
        tag, i1, i2, j1, j2 = codes[0]
        if tag == "equal":
            codes[0] = (tag, max(i1, i2 - n), i2, max(j1, j2 - n), j2)
        tag, i1, i2, j1, j2 = codes[-1]
        if tag == "equal":
            codes[-1] = (tag, i1, min(i2, i1 + n), j1, min(j2, j1 + n))
        group = []
        for tag, i1, i2, j1, j2 in codes:
            # a long equal run ends one hunk and starts the next
            if tag == "equal" and i2 - i1 > n + n:
                group.append((tag, i1, min(i2, i1 + n), j1, min(j2, j1 + n)))
                yield group
                group = []
                i1, j1 = max(i1, i2 - n), max(j1, j2 - n)
            group.append((tag, i1, i2, j1, j2))
        if group and not (len(group) == 1 and group[0][0] == "equal"):
            yield group

    def ratio(self):
        matches = sum(m.size for m in self.get_matching_blocks())
        return _calculate_ratio(matches, len(self.a) + len(self.b))

    def quick_ratio(self):
        # an upper bound: the multiset intersection of a and b
        if self.fullbcount is None:
            counts = {}
            for elt in self.b:
                counts[elt] = counts.get(elt, 0) + 1
            self.fullbcount = counts
        left = {}
        matches = 0
        for elt in self.a:
            have = left[elt] if elt in left else self.fullbcount.get(elt, 0)
            left[elt] = have - 1
            if have > 0:
                matches += 1
        return _calculate_ratio(matches, len(self.a) + len(self.b))

    def real_quick_ratio(self):
        la, lb = len(self.a), len(self.b)
        return _calculate_ratio(min(la, lb), la + lb)


def get_close_matches(word, possibilities, n=3, cutoff=0.6):
    if not n > 0:
        raise ValueError("n must be > 0: %r" % (n,))
    if not 0.0 <= cutoff <= 1.0:
        raise ValueError("cutoff must be in [0.0, 1.0]: %r" % (cutoff,))
    scored = []
    s = SequenceMatcher()
    s.set_seq2(word)
    for x in possibilities:
        s.set_seq1(x)
        if s.real_quick_ratio() >= cutoff and s.quick_ratio() >= cutoff and s.ratio() >= cutoff:
            scored.append((s.ratio(), x))
    return [x for _, x in _heapq.nlargest(n, scored)]


def _keep_original_ws(s, tags):
    # a guide line keeps the tabs/spaces of the line it annotates
    return "".join(c if t == " " and c.isspace() else t for c, t in zip(s, tags))


class Differ:
    def __init__(self, linejunk=None, charjunk=None):
        self.linejunk = linejunk
        self.charjunk = charjunk

    def compare(self, a, b):
        lines = SequenceMatcher(self.linejunk, a, b)
        for tag, alo, ahi, blo, bhi in lines.get_opcodes():
            if tag == "replace":
                g = self._fancy_replace(a, alo, ahi, b, blo, bhi)
            elif tag == "delete":
                g = self._dump("-", a, alo, ahi)
            elif tag == "insert":
                g = self._dump("+", b, blo, bhi)
            elif tag == "equal":
                g = self._dump(" ", a, alo, ahi)
            else:
                raise ValueError("unknown tag %r" % (tag,))
            yield from g

    def _dump(self, tag, x, lo, hi):
        for i in range(lo, hi):
            yield "%s %s" % (tag, x[i])

    def _plain_replace(self, a, alo, ahi, b, blo, bhi):
        # the shorter block is shown first
        if bhi - blo < ahi - alo:
            first, second = self._dump("+", b, blo, bhi), self._dump("-", a, alo, ahi)
        else:
            first, second = self._dump("-", a, alo, ahi), self._dump("+", b, blo, bhi)
        yield from first
        yield from second

    def _fancy_replace(self, a, alo, ahi, b, blo, bhi):
        # synch on the most similar pair of lines (ratio above 0.75), or on
        # the first identical pair when no pair is similar enough
        best_ratio, cutoff = 0.74, 0.75
        chars = SequenceMatcher(self.charjunk)
        eqi = eqj = None
        best_i = best_j = None
        for j in range(blo, bhi):
            bj = b[j]
            chars.set_seq2(bj)
            for i in range(alo, ahi):
                ai = a[i]
                if ai == bj:
                    if eqi is None:
                        eqi, eqj = i, j
                    continue
                chars.set_seq1(ai)
                if (chars.real_quick_ratio() > best_ratio and chars.quick_ratio() > best_ratio
                        and chars.ratio() > best_ratio):
                    best_ratio, best_i, best_j = chars.ratio(), i, j
        if best_ratio < cutoff:
            if eqi is None:
                yield from self._plain_replace(a, alo, ahi, b, blo, bhi)
                return
            best_i, best_j, best_ratio = eqi, eqj, 1.0
        else:
            eqi = None
        yield from self._fancy_helper(a, alo, best_i, b, blo, best_j)
        aelt, belt = a[best_i], b[best_j]
        if eqi is None:
            atags = btags = ""
            chars.set_seqs(aelt, belt)
            for tag, ai1, ai2, bj1, bj2 in chars.get_opcodes():
                la, lb = ai2 - ai1, bj2 - bj1
                if tag == "replace":
                    atags += "^" * la
                    btags += "^" * lb
                elif tag == "delete":
                    atags += "-" * la
                elif tag == "insert":
                    btags += "+" * lb
                elif tag == "equal":
                    atags += " " * la
                    btags += " " * lb
                else:
                    raise ValueError("unknown tag %r" % (tag,))
            yield from self._qformat(aelt, belt, atags, btags)
        else:
            yield "  " + aelt
        yield from self._fancy_helper(a, best_i + 1, ahi, b, best_j + 1, bhi)

    def _fancy_helper(self, a, alo, ahi, b, blo, bhi):
        if alo < ahi:
            if blo < bhi:
                yield from self._fancy_replace(a, alo, ahi, b, blo, bhi)
            else:
                yield from self._dump("-", a, alo, ahi)
        elif blo < bhi:
            yield from self._dump("+", b, blo, bhi)

    def _qformat(self, aline, bline, atags, btags):
        atags = _keep_original_ws(aline, atags).rstrip()
        btags = _keep_original_ws(bline, btags).rstrip()
        yield "- " + aline
        if atags:
            yield "? %s\n" % atags
        yield "+ " + bline
        if btags:
            yield "? %s\n" % btags


_BLANK_OR_COMMENT = _re.compile(r"\s*(?:#\s*)?$")


def IS_LINE_JUNK(line, pat=_BLANK_OR_COMMENT.match):
    return pat(line) is not None


def IS_CHARACTER_JUNK(ch, ws=" \t"):
    return ch in ws


def ndiff(a, b, linejunk=None, charjunk=IS_CHARACTER_JUNK):
    return Differ(linejunk, charjunk).compare(a, b)


def restore(delta, which):
    try:
        tag = {1: "- ", 2: "+ "}[int(which)]
    except KeyError:
        raise ValueError("unknown delta choice (must be 1 or 2): %r" % which) from None
    for line in delta:
        if line[:2] in ("  ", tag):
            yield line[2:]


def _check_types(a, b, *args):
    if a and not isinstance(a[0], str):
        raise TypeError("lines to compare must be str, not %s (%r)" % (type(a[0]).__name__, a[0]))
    if b and not isinstance(b[0], str):
        raise TypeError("lines to compare must be str, not %s (%r)" % (type(b[0]).__name__, b[0]))
    for arg in args:
        if not isinstance(arg, str):
            raise TypeError("all arguments must be str, not: %r" % (arg,))


def _range_unified(start, stop):
    first = start + 1
    length = stop - start
    if length == 1:
        return "%d" % first
    if not length:
        first -= 1   # an empty range is named by the line before it
    return "%d,%d" % (first, length)


def _range_context(start, stop):
    first = start + 1
    length = stop - start
    if not length:
        first -= 1
    if length <= 1:
        return "%d" % first
    return "%d,%d" % (first, first + length - 1)


def _file_header(mark, name, date, lineterm):
    return "%s %s%s%s" % (mark, name, "\t" + date if date else "", lineterm)


def unified_diff(a, b, fromfile="", tofile="", fromfiledate="", tofiledate="", n=3, lineterm="\n"):
    _check_types(a, b, fromfile, tofile, fromfiledate, tofiledate, lineterm)
    started = False
    for group in SequenceMatcher(None, a, b).get_grouped_opcodes(n):
        if not started:
            started = True
            yield _file_header("---", fromfile, fromfiledate, lineterm)
            yield _file_header("+++", tofile, tofiledate, lineterm)
        first, last = group[0], group[-1]
        yield "@@ -%s +%s @@%s" % (_range_unified(first[1], last[2]), _range_unified(first[3], last[4]), lineterm)
        for tag, i1, i2, j1, j2 in group:
            if tag == "equal":
                for line in a[i1:i2]:
                    yield " " + line
                continue
            if tag in ("replace", "delete"):
                for line in a[i1:i2]:
                    yield "-" + line
            if tag in ("replace", "insert"):
                for line in b[j1:j2]:
                    yield "+" + line


_CONTEXT_PREFIX = {"insert": "+ ", "delete": "- ", "replace": "! ", "equal": "  "}


def context_diff(a, b, fromfile="", tofile="", fromfiledate="", tofiledate="", n=3, lineterm="\n"):
    _check_types(a, b, fromfile, tofile, fromfiledate, tofiledate, lineterm)
    started = False
    for group in SequenceMatcher(None, a, b).get_grouped_opcodes(n):
        if not started:
            started = True
            yield _file_header("***", fromfile, fromfiledate, lineterm)
            yield _file_header("---", tofile, tofiledate, lineterm)
        first, last = group[0], group[-1]
        yield "***************" + lineterm
        yield "*** %s ****%s" % (_range_context(first[1], last[2]), lineterm)
        if any(g[0] in ("replace", "delete") for g in group):
            for tag, i1, i2, _, _ in group:
                if tag != "insert":
                    for line in a[i1:i2]:
                        yield _CONTEXT_PREFIX[tag] + line
        yield "--- %s ----%s" % (_range_context(first[3], last[4]), lineterm)
        if any(g[0] in ("replace", "insert") for g in group):
            for tag, _, _, j1, j2 in group:
                if tag != "delete":
                    for line in b[j1:j2]:
                        yield _CONTEXT_PREFIX[tag] + line


def diff_bytes(dfunc, a, b, fromfile=b"", tofile=b"", fromfiledate=b"", tofiledate=b"", n=3, lineterm=b"\n"):
    # run a str differ over latin-1 decodings (one char per byte, as
    # surrogateescape gives) and encode its lines back
    def decode(s):
        try:
            return s.decode("latin-1")
        except AttributeError as err:
            raise TypeError("all arguments must be bytes, not %s (%r)" % (type(s).__name__, s)) from err
    a = list(map(decode, a))
    b = list(map(decode, b))
    fromfile, tofile = decode(fromfile), decode(tofile)
    fromfiledate, tofiledate = decode(fromfiledate), decode(tofiledate)
    lineterm = decode(lineterm)
    for line in dfunc(a, b, fromfile, tofile, fromfiledate, tofiledate, n, lineterm):
        yield line.encode("latin-1")


__all__ = ["get_close_matches", "ndiff", "restore", "SequenceMatcher", "Differ", "IS_CHARACTER_JUNK",
           "IS_LINE_JUNK", "context_diff", "unified_diff", "diff_bytes", "Match"]
