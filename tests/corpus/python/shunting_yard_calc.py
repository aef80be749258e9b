# features: stdlib_itertools_functools, while_statement, try_statement, f_string
import operator

OPS = {"+": (1, operator.add), "-": (1, operator.sub), "*": (2, operator.mul), "/": (2, operator.truediv), "^": (3, operator.pow)}


def tokenize(expr):
    tokens, num = [], ""
    for ch in expr:
        if ch.isdigit() or ch == ".":
            num += ch
            continue
        if num:
            tokens.append(float(num) if "." in num else int(num))
            num = ""
        if ch in OPS or ch in "()":
            tokens.append(ch)
        elif not ch.isspace():
            raise ValueError(f"unexpected character {ch!r}")
    if num:
        tokens.append(float(num) if "." in num else int(num))
    return tokens


def to_rpn(tokens):
    out, stack = [], []
    for t in tokens:
        if isinstance(t, (int, float)):
            out.append(t)
        elif t == "(":
            stack.append(t)
        elif t == ")":
            while stack and stack[-1] != "(":
                out.append(stack.pop())
            if not stack:
                raise ValueError("unbalanced parentheses")
            stack.pop()
        else:
            prec = OPS[t][0]
            while stack and stack[-1] != "(" and (OPS[stack[-1]][0] > prec or (OPS[stack[-1]][0] == prec and t != "^")):
                out.append(stack.pop())
            stack.append(t)
    while stack:
        if stack[-1] == "(":
            raise ValueError("unbalanced parentheses")
        out.append(stack.pop())
    return out


def evaluate(rpn):
    st = []
    for t in rpn:
        if isinstance(t, str):
            b, a = st.pop(), st.pop()
            st.append(OPS[t][1](a, b))
        else:
            st.append(t)
    return st[0]


for e in ["1 + 2 * 3", "(1 + 2) * 3", "2 ^ 3 ^ 2", "10 / 4", "7 - 2 - 1", "2 * (3 + 4) ^ 2 / 7", "1 / 0", "(1 + 2", "3 $ 4", "0.1 + 0.2"]:
    try:
        rpn = to_rpn(tokenize(e))
        print(f"{e:<20} => {' '.join(map(str, rpn)):<20} = {evaluate(rpn)}")
    except (ValueError, ZeroDivisionError) as ex:
        print(f"{e:<20} !! {type(ex).__name__}: {ex}")
