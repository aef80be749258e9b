# eval, written for RedDragon's VM (lowered only with programs that call
# eval). The VM cannot lower code at run time, so this evaluates CPython's
# expression grammar directly: literals, names (locals, then globals, then
# the builtins, or globals['__builtins__'] when given), every operator with
# CPython's precedence, chained comparisons, `x if c else y`, calls with
# positional, keyword and starred arguments, attributes, subscripts and
# slices, tuples, lists, dicts and sets. Not covered: lambda,
# comprehensions, f-strings, the walrus; they raise SyntaxError naming the
# construct, so a program never takes a path CPython would not.

__all__ = ["eval"]

_KEYWORDS = ("and", "or", "not", "in", "is", "if", "else", "lambda", "for", "True", "False", "None")
_OPS3 = ("**=", "//=", ">>=", "<<=", "...")
_OPS2 = ("**", "//", "<<", ">>", "<=", ">=", "==", "!=", ":=", "->")
_OPS1 = "+-*/%@&|^~<>()[]{},:.;="
_MISSING = object()


class _Tok:
    def __init__(self, kind, value, pos):
        self.kind = kind
        self.value = value
        self.pos = pos


def _syntax(msg="invalid syntax"):
    return SyntaxError(msg)


def _string(src, i, n):
    # a string literal with optional r/b/u prefix; returns (value, end)
    prefix = ""
    while src[i] not in "'\"":
        prefix += src[i].lower()
        i += 1
    if "f" in prefix:
        raise _syntax("f-strings are not supported by eval here")
    q = src[i]
    triple = src[i:i + 3] == q * 3
    i += 3 if triple else 1
    out = []
    raw = "r" in prefix
    while True:
        if i >= n:
            raise _syntax("unterminated string literal")
        c = src[i]
        if triple and src[i:i + 3] == q * 3:
            i += 3
            break
        if not triple and c == q:
            i += 1
            break
        if not triple and c == "\n":
            raise _syntax("unterminated string literal")
        if c == "\\" and i + 1 < n:
            e = src[i + 1]
            if raw:
                out.append(c + e)
                i += 2
                continue
            simple = {"n": "\n", "t": "\t", "r": "\r", "\\": "\\", "'": "'", '"': '"', "0": "\0",
                      "a": "\a", "b": "\b", "f": "\f", "v": "\v", "\n": ""}
            if e in simple:
                out.append(simple[e])
                i += 2
                continue
            if e == "x":
                out.append(chr(int(src[i + 2:i + 4], 16)))
                i += 4
                continue
            if e == "u":
                out.append(chr(int(src[i + 2:i + 6], 16)))
                i += 6
                continue
            out.append(c + e)
            i += 2
            continue
        out.append(c)
        i += 1
    text = "".join(out)
    if "b" in prefix:
        return text.encode("latin-1"), i
    return text, i


def _number(src, i, n):
    j = i
    if src[i] == "0" and i + 1 < n and src[i + 1] in "xXoObB":
        base = {"x": 16, "o": 8, "b": 2}[src[i + 1].lower()]
        j = i + 2
        while j < n and (src[j].isalnum() or src[j] == "_"):
            j += 1
        return int(src[i + 2:j].replace("_", ""), base), j
    is_float = False
    while j < n and (src[j].isdigit() or src[j] == "_"):
        j += 1
    if j < n and src[j] == ".":
        is_float = True
        j += 1
        while j < n and (src[j].isdigit() or src[j] == "_"):
            j += 1
    if j < n and src[j] in "eE":
        k = j + 1
        if k < n and src[k] in "+-":
            k += 1
        if k < n and src[k].isdigit():
            is_float = True
            j = k
            while j < n and (src[j].isdigit() or src[j] == "_"):
                j += 1
    if j < n and src[j] in "jJ":
        raise _syntax("complex literals are not supported by eval here")
    text = src[i:j].replace("_", "")
    if j < n and (src[j].isalpha() or src[j] == "_"):
        raise _syntax("invalid decimal literal")
    return (float(text) if is_float else int(text)), j


def _tokens(src):
    toks = []
    i = 0
    n = len(src)
    depth = 0
    while i < n:
        c = src[i]
        if c in " \t\f":
            i += 1
            continue
        if c == "\\" and i + 1 < n and src[i + 1] == "\n":
            i += 2
            continue
        if c == "\n":
            if depth > 0:
                i += 1
                continue
            if src[i:].strip() == "":
                break
            raise _syntax()
        if c == "#":
            while i < n and src[i] != "\n":
                i += 1
            continue
        if c.isdigit() or (c == "." and i + 1 < n and src[i + 1].isdigit()):
            v, i2 = _number(src, i, n)
            toks.append(_Tok("num", v, i))
            i = i2
            continue
        if c.isalpha() or c == "_":
            j = i
            while j < n and (src[j].isalnum() or src[j] == "_"):
                j += 1
            word = src[i:j]
            if j < n and src[j] in "'\"" and word.lower() in ("r", "b", "u", "f", "rb", "br", "fr", "rf"):
                v, i2 = _string(src, i, n)
                toks.append(_Tok("str", v, i))
                i = i2
                continue
            toks.append(_Tok("kw" if word in _KEYWORDS else "name", word, i))
            i = j
            continue
        if c in "'\"":
            v, i2 = _string(src, i, n)
            toks.append(_Tok("str", v, i))
            i = i2
            continue
        three = src[i:i + 3]
        two = src[i:i + 2]
        if three in _OPS3:
            toks.append(_Tok("op", three, i))
            i += 3
            continue
        if two in _OPS2:
            toks.append(_Tok("op", two, i))
            i += 2
            continue
        if c in _OPS1:
            if c in "([{":
                depth += 1
            elif c in ")]}":
                depth -= 1
            toks.append(_Tok("op", c, i))
            i += 1
            continue
        raise _syntax("invalid character '%s'" % c)
    toks.append(_Tok("end", None, n))
    return toks


_SAFE_BUILTINS = None


def _builtins():
    global _SAFE_BUILTINS
    if _SAFE_BUILTINS is None:
        _SAFE_BUILTINS = {
            "abs": abs, "all": all, "any": any, "bool": bool, "chr": chr, "dict": dict, "divmod": divmod,
            "enumerate": enumerate, "filter": filter, "float": float, "format": format, "frozenset": frozenset,
            "hash": hash, "hex": hex, "int": int, "isinstance": isinstance, "len": len, "list": list,
            "map": map, "max": max, "min": min, "oct": oct, "ord": ord, "pow": pow, "print": print,
            "range": range, "repr": repr, "reversed": reversed, "round": round, "set": set, "sorted": sorted,
            "str": str, "sum": sum, "tuple": tuple, "type": type, "zip": zip, "bin": bin, "callable": callable,
            "getattr": getattr, "hasattr": hasattr, "iter": iter, "next": next, "slice": slice,
            "ValueError": ValueError, "TypeError": TypeError, "KeyError": KeyError,
            "ZeroDivisionError": ZeroDivisionError, "Exception": Exception,
        }
    return _SAFE_BUILTINS


class _Parser:
    def __init__(self, src, g, l):
        self.toks = _tokens(src)
        self.k = 0
        self.g = g
        self.l = l
        self.dry = False  # parsing an operand CPython would not evaluate

    def peek(self):
        return self.toks[self.k]

    def at(self, value):
        t = self.toks[self.k]
        return (t.kind == "op" or t.kind == "kw") and t.value == value

    def take(self, value):
        if self.at(value):
            self.k += 1
            return True
        return False

    def expect(self, value):
        if not self.take(value):
            t = self.peek()
            raise _syntax("invalid syntax")

    def lookup(self, name):
        if self.l is not None and name in self.l:
            return self.l[name]
        if name in self.g:
            return self.g[name]
        b = self.g.get("__builtins__", _MISSING)
        table = b if isinstance(b, dict) else _builtins()
        if name in table:
            return table[name]
        raise NameError("name '%s' is not defined" % name)

    # expression lists: a, b -> tuple
    def exprlist(self, stop):
        first = self.test()
        if not self.at(","):
            return first
        items = [first]
        while self.take(","):
            if self.peek().kind == "end" or any(self.at(s) for s in stop):
                break
            items.append(self.test())
        return tuple(items)

    def skip(self, parse):
        saved = self.dry
        self.dry = True
        parse()
        self.dry = saved

    def comprehension_ahead(self):
        # a `for` directly inside the bracket just opened
        depth = 0
        j = self.k
        while True:
            t = self.toks[j]
            if t.kind == "end":
                return False
            if t.kind == "op" and t.value in "([{":
                depth += 1
            elif t.kind == "op" and t.value in ")]}":
                if depth == 0:
                    return False
                depth -= 1
            elif t.kind == "kw" and t.value == "for" and depth == 0:
                return True
            j += 1

    def ternary_ahead(self):
        # whether an `if` at this bracket depth follows before the operand ends
        depth = 0
        j = self.k
        while True:
            t = self.toks[j]
            if t.kind == "end":
                return False
            if t.kind == "op":
                if t.value in "([{":
                    depth += 1
                elif t.value in ")]}":
                    if depth == 0:
                        return False
                    depth -= 1
                elif depth == 0 and t.value in (",", ":", "="):
                    return False
            elif t.kind == "kw" and depth == 0:
                if t.value == "if":
                    return True
                if t.value in ("else", "for", "lambda"):
                    return False
            j += 1

    def test(self):
        if self.at("lambda"):
            raise _syntax("lambda is not supported by eval here")
        if self.dry or not self.ternary_ahead():
            v = self.or_test()
            if self.take("if"):
                self.or_test()
                self.expect("else")
                self.test()
            return v
        # x if c else y: c first, then only the chosen side (CPython's order)
        a_start = self.k
        self.skip(self.or_test)
        self.expect("if")
        cond = self.or_test()
        self.expect("else")
        if not cond:
            return self.test()
        b_start = self.k
        self.k = a_start
        v = self.or_test()
        self.k = b_start
        self.skip(self.test)
        return v

    # `and` / `or` return an operand and evaluate the right one only when
    # it decides the result; a skipped operand is parsed dry (no effects)
    def or_test(self):
        v = self.and_test()
        while self.take("or"):
            if self.dry or v:
                self.skip(self.and_test)
            else:
                v = self.and_test()
        return v

    def and_test(self):
        v = self.not_test()
        while self.take("and"):
            if self.dry or not v:
                self.skip(self.not_test)
            else:
                v = self.not_test()
        return v

    def not_test(self):
        if self.take("not"):
            v = self.not_test()
            return None if self.dry else not v
        return self.comparison()

    def comparison(self):
        left = self.binary(0)
        result = True
        chained = False
        while True:
            op = None
            if self.peek().kind == "op" and self.peek().value in ("<", ">", "==", ">=", "<=", "!="):
                op = self.peek().value
                self.k += 1
            elif self.take("in"):
                op = "in"
            elif self.at("not") and self.toks[self.k + 1].kind == "kw" and self.toks[self.k + 1].value == "in":
                self.k += 2
                op = "not in"
            elif self.take("is"):
                op = "is not" if self.take("not") else "is"
            if op is None:
                return result if chained else left
            if self.dry or not result:
                self.skip(lambda: self.binary(0))  # a chain stops at its first false link
                result = False if not self.dry else result
            else:
                right = self.binary(0)
                result = _compare(op, left, right)
                left = right
            chained = True

    def binary(self, level):
        if level == len(_LEVELS):
            return self.factor()
        v = self.binary(level + 1)
        ops = _LEVELS[level]
        while True:
            t = self.peek()
            if t.kind != "op" or t.value not in ops:
                return v
            self.k += 1
            w = self.binary(level + 1)
            if not self.dry:
                v = _binop(t.value, v, w)

    def factor(self):
        for op in ("-", "+", "~"):
            if self.take(op):
                v = self.factor()
                if self.dry:
                    return None
                return -v if op == "-" else (+v if op == "+" else ~v)
        return self.power()

    def power(self):
        v = self.primary()
        if self.take("**"):
            w = self.factor()  # right-associative, binds tighter than a unary minus on its left
            return None if self.dry else v ** w
        return v

    def primary(self):
        v = self.atom()
        while True:
            if self.take("("):
                args, kwargs = self.call_args()
                v = None if self.dry else v(*args, **kwargs)
            elif self.take("["):
                key = self.subscript()
                self.expect("]")
                v = None if self.dry else v[key]
            elif self.take("."):
                t = self.peek()
                if t.kind != "name":
                    raise _syntax()
                self.k += 1
                v = None if self.dry else getattr(v, t.value)
            else:
                return v

    def call_args(self):
        args = []
        kwargs = {}
        while not self.take(")"):
            if self.take("*"):
                v = self.test()
                if not self.dry:
                    args.extend(v)
            elif self.take("**"):
                v = self.test()
                if not self.dry:
                    kwargs.update(v)
            elif self.peek().kind == "name" and self.toks[self.k + 1].kind == "op" and self.toks[self.k + 1].value == "=":
                name = self.peek().value
                self.k += 2
                kwargs[name] = self.test()
            else:
                args.append(self.test())
            if not self.take(","):
                self.expect(")")
                break
        return args, kwargs

    def subscript(self):
        items = [self.slice_item()]
        tup = False
        while self.take(","):
            tup = True
            if self.at("]"):
                break
            items.append(self.slice_item())
        return tuple(items) if tup else items[0]

    def slice_item(self):
        lo = hi = step = None
        if not self.at(":"):
            lo = self.test()
            if not self.at(":"):
                return lo
        self.expect(":")
        if not self.at("]") and not self.at(",") and not self.at(":"):
            hi = self.test()
        if self.take(":"):
            if not self.at("]") and not self.at(","):
                step = self.test()
        return None if self.dry else slice(lo, hi, step)

    def atom(self):
        t = self.peek()
        self.k += 1
        if t.kind == "num":
            return t.value
        if t.kind == "str":
            v = t.value
            while self.peek().kind == "str":  # adjacent literals concatenate
                v = v + self.peek().value
                self.k += 1
            return v
        if t.kind == "name":
            return None if self.dry else self.lookup(t.value)
        if t.kind == "kw":
            if t.value == "True":
                return True
            if t.value == "False":
                return False
            if t.value == "None":
                return None
            raise _syntax()
        if t.kind == "op":
            if t.value in "([{" and self.comprehension_ahead():
                raise _syntax("comprehensions are not supported by eval here")
            if t.value == "(":
                if self.take(")"):
                    return ()
                first = self.test()
                if self.at("for"):
                    raise _syntax("generator expressions are not supported by eval here")
                if self.take(")"):
                    return first
                items = [first]
                while self.take(","):
                    if self.at(")"):
                        break
                    items.append(self.test())
                self.expect(")")
                return tuple(items)
            if t.value == "[":
                items = []
                while not self.take("]"):
                    if self.take("*"):
                        v = self.test()
                        if not self.dry:
                            items.extend(v)
                    else:
                        items.append(self.test())
                    if self.at("for"):
                        raise _syntax("comprehensions are not supported by eval here")
                    if not self.take(","):
                        self.expect("]")
                        break
                return items
            if t.value == "{":
                return self.braces()
            if t.value == "...":
                return Ellipsis
        raise _syntax()

    def braces(self):
        if self.take("}"):
            return {}
        d = None
        s = None
        while True:
            if self.take("**"):
                if d is None:
                    d = {}
                v = self.binary(0)
                if not self.dry:
                    d.update(v)
            elif self.take("*"):
                if s is None:
                    s = []
                v = self.binary(0)
                if not self.dry:
                    s.extend(v)
            else:
                key = self.test()
                if self.at("for"):
                    raise _syntax("comprehensions are not supported by eval here")
                if self.take(":"):
                    if d is None:
                        d = {}
                    v = self.test()
                    if not self.dry:
                        d[key] = v
                else:
                    if s is None:
                        s = []
                    s.append(key)
            if not self.take(","):
                self.expect("}")
                break
            if self.take("}"):
                break
        if d is not None and s is not None:
            raise _syntax()
        if self.dry:
            return None
        return d if d is not None else set(s)


_LEVELS = (("|",), ("^",), ("&",), ("<<", ">>"), ("+", "-"), ("*", "/", "//", "%", "@"))


def _binop(op, a, b):
    if op == "+":
        return a + b
    if op == "-":
        return a - b
    if op == "*":
        return a * b
    if op == "/":
        return a / b
    if op == "//":
        return a // b
    if op == "%":
        return a % b
    if op == "|":
        return a | b
    if op == "^":
        return a ^ b
    if op == "&":
        return a & b
    if op == "<<":
        return a << b
    if op == ">>":
        return a >> b
    raise TypeError("unsupported operand type(s) for @")


def _compare(op, a, b):
    if op == "<":
        return a < b
    if op == ">":
        return a > b
    if op == "==":
        return a == b
    if op == ">=":
        return a >= b
    if op == "<=":
        return a <= b
    if op == "!=":
        return a != b
    if op == "in":
        return a in b
    if op == "not in":
        return a not in b
    if op == "is":
        return a is b
    return a is not b


def eval(source, globals=None, locals=None):
    if not isinstance(source, str):  # (the VM keeps bytes as str: no decode step)
        raise TypeError("eval() arg 1 must be a string, bytes or code object")
    if globals is None:
        globals = {}
    elif not isinstance(globals, dict):
        raise TypeError("globals must be a dict")
    p = _Parser(source.lstrip(" \t"), globals, locals)
    if p.peek().kind == "end":
        raise SyntaxError("invalid syntax")
    value = p.exprlist(())
    if p.peek().kind != "end":
        raise SyntaxError("invalid syntax")
    return value
