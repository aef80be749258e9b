# textwrap, written for RedDragon's VM (lowered with the programs that import
# it). CPython 3.11's TextWrapper algorithm (_wrap_chunks, _handle_long_word,
# max_lines with the placeholder), dedent, indent and shorten. Chunks split at
# whitespace and, with break_on_hyphens, after a hyphen inside a word of two
# or more letters (CPython's wordsep_re also has em-dash rules: not modelled).

_WHITESPACE = "\t\n\x0b\x0c\r "


def _is_letter(c):
    return c.isalnum() or c == "_"


class TextWrapper:
    def __init__(self, width=70, initial_indent="", subsequent_indent="", expand_tabs=True, replace_whitespace=True,
                 fix_sentence_endings=False, break_long_words=True, drop_whitespace=True, break_on_hyphens=True,
                 tabsize=8, *, max_lines=None, placeholder=" [...]"):
        self.width = width
        self.initial_indent = initial_indent
        self.subsequent_indent = subsequent_indent
        self.expand_tabs = expand_tabs
        self.replace_whitespace = replace_whitespace
        self.fix_sentence_endings = fix_sentence_endings
        self.break_long_words = break_long_words
        self.drop_whitespace = drop_whitespace
        self.break_on_hyphens = break_on_hyphens
        self.tabsize = tabsize
        self.max_lines = max_lines
        self.placeholder = placeholder

    def _munge_whitespace(self, text):
        if self.expand_tabs:
            text = text.expandtabs(self.tabsize)
        if self.replace_whitespace:
            for c in "\t\n\x0b\x0c\r":
                text = text.replace(c, " ")
        return text

    def _split_word(self, word):
        if not self.break_on_hyphens:
            return [word]
        parts = []
        start = 0
        n = len(word)
        for i in range(2, n - 1):
            if word[i] == "-" and _is_letter(word[i - 1]) and _is_letter(word[i - 2]) and _is_letter(word[i + 1]) \
                    and i - start >= 2:
                parts.append(word[start:i + 1])
                start = i + 1
        parts.append(word[start:])
        return parts

    def _split(self, text):
        chunks = []
        i = 0
        n = len(text)
        while i < n:
            j = i
            space = text[i] in _WHITESPACE
            while j < n and (text[j] in _WHITESPACE) == space:
                j += 1
            if space:
                chunks.append(text[i:j])
            else:
                chunks.extend(self._split_word(text[i:j]))
            i = j
        return chunks

    def _fix_sentence_endings(self, chunks):
        i = 0
        while i < len(chunks) - 1:
            c = chunks[i]
            if chunks[i + 1] == " " and len(c) >= 2 and c[-1] in ".!?" and c[-2].islower() or \
                    chunks[i + 1] == " " and len(c) >= 3 and c[-1] in "\"'" and c[-2] in ".!?" and c[-3].islower():
                chunks[i + 1] = "  "
                i += 2
            else:
                i += 1

    def _handle_long_word(self, reversed_chunks, cur_line, cur_len, width):
        if width < 1:
            space_left = 1
        else:
            space_left = width - cur_len
        if self.break_long_words:
            end = space_left
            chunk = reversed_chunks[-1]
            if self.break_on_hyphens and len(chunk) > space_left:
                hyphen = chunk.rfind("-", 0, space_left)
                if hyphen > 0 and any(c != "-" for c in chunk[:hyphen]):
                    end = hyphen + 1
            cur_line.append(chunk[:end])
            reversed_chunks[-1] = chunk[end:]
        elif not cur_line:
            cur_line.append(reversed_chunks.pop())

    def _wrap_chunks(self, chunks):
        lines = []
        if self.width <= 0:
            raise ValueError("invalid width %r (must be > 0)" % self.width)
        if self.max_lines is not None:
            if self.max_lines > 1:
                indent = self.subsequent_indent
            else:
                indent = self.initial_indent
            if len(indent) + len(self.placeholder.lstrip()) > self.width:
                raise ValueError("placeholder too large for max width")
        chunks.reverse()
        while chunks:
            cur_line = []
            cur_len = 0
            if lines:
                indent = self.subsequent_indent
            else:
                indent = self.initial_indent
            width = self.width - len(indent)
            if self.drop_whitespace and chunks[-1].strip() == "" and lines:
                del chunks[-1]
            while chunks:
                size = len(chunks[-1])
                if cur_len + size <= width:
                    cur_line.append(chunks.pop())
                    cur_len += size
                else:
                    break
            if chunks and len(chunks[-1]) > width:
                self._handle_long_word(chunks, cur_line, cur_len, width)
                cur_len = sum(len(c) for c in cur_line)
            if self.drop_whitespace and cur_line and cur_line[-1].strip() == "":
                cur_len -= len(cur_line[-1])
                del cur_line[-1]
            if cur_line:
                if (self.max_lines is None or len(lines) + 1 < self.max_lines or
                        (not chunks or self.drop_whitespace and len(chunks) == 1 and not chunks[0].strip())
                        and cur_len <= width):
                    lines.append(indent + "".join(cur_line))
                else:
                    placed = False
                    while cur_line:
                        if cur_line[-1].strip() and cur_len + len(self.placeholder) <= width:
                            cur_line.append(self.placeholder)
                            lines.append(indent + "".join(cur_line))
                            placed = True
                            break
                        cur_len -= len(cur_line[-1])
                        del cur_line[-1]
                    if not placed:
                        if lines:
                            prev_line = lines[-1].rstrip()
                            if len(prev_line) + len(self.placeholder) <= self.width:
                                lines[-1] = prev_line + self.placeholder
                                break
                        lines.append(indent + self.placeholder.lstrip())
                    break
        return lines

    def _split_chunks(self, text):
        text = self._munge_whitespace(text)
        return self._split(text)

    def wrap(self, text):
        chunks = self._split_chunks(text)
        if self.fix_sentence_endings:
            self._fix_sentence_endings(chunks)
        return self._wrap_chunks(chunks)

    def fill(self, text):
        return "\n".join(self.wrap(text))


def wrap(text, width=70, **kwargs):
    return TextWrapper(width=width, **kwargs).wrap(text)


def fill(text, width=70, **kwargs):
    return TextWrapper(width=width, **kwargs).fill(text)


def shorten(text, width, **kwargs):
    w = TextWrapper(width=width, max_lines=1, **kwargs)
    return w.fill(" ".join(text.strip().split()))


def _lines_keepends(text):
    out = []
    start = 0
    while True:
        nl = text.find("\n", start)
        if nl < 0:
            if start < len(text):
                out.append(text[start:])
            return out
        out.append(text[start:nl + 1])
        start = nl + 1


def dedent(text):
    lines = text.split("\n")
    margin = None
    for k in range(len(lines)):
        line = lines[k]
        body = line.lstrip(" \t")
        if not body:
            lines[k] = ""  # whitespace-only lines are normalised to empty
            continue
        indent = line[:len(line) - len(body)]
        if margin is None:
            margin = indent
        elif indent.startswith(margin):
            pass
        elif margin.startswith(indent):
            margin = indent
        else:
            for i in range(min(len(margin), len(indent))):
                if margin[i] != indent[i]:
                    margin = margin[:i]
                    break
    if margin:
        lines = [line[len(margin):] if line.startswith(margin) else line for line in lines]
    return "\n".join(lines)


def indent(text, prefix, predicate=None):
    out = []
    for line in _lines_keepends(text):
        keep = predicate(line) if predicate is not None else line.strip()
        out.append(prefix + line if keep else line)
    return "".join(out)


__all__ = ["TextWrapper", "wrap", "fill", "dedent", "indent", "shorten"]
