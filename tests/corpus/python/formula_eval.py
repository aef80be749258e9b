# features: builtins, try_statement, except_clause, dictionary, f_string, function_definition
# A small formula sheet: named formulas are checked against a whitelist of
# characters, then evaluated with eval() over the values computed so far.
import re

SAFE = re.compile(r"[\w\s.+\-*/%()<>=!,\[\]:'|^&]+")


def evaluate(formulas, inputs):
    env = dict(inputs)
    results = {}
    for name, expr in formulas.items():
        if not SAFE.fullmatch(expr):
            results[name] = "rejected"
            continue
        try:
            env[name] = eval(expr, {"__builtins__": {"min": min, "max": max, "round": round, "abs": abs}}, env)
            results[name] = env[name]
        except ZeroDivisionError:
            results[name] = "#DIV/0"
        except NameError as e:
            results[name] = f"#NAME ({e})"
        except SyntaxError:
            results[name] = "#SYNTAX"
    return results


formulas = {
    "gross": "price * qty",
    "discount": "gross * 0.1 if qty >= 10 else 0",
    "net": "round(gross - discount, 2)",
    "per_unit": "net / qty",
    "safe_ratio": "qty and net / qty",
    "empty_ratio": "zero and net / zero",
    "bounded": "max(0, min(100, net - 250))",
    "chained": "0 < qty <= 12 != 13",
    "power": "-2 ** 2 + 2 ** 3 ** 2",
    "bits": "(qty << 2) | 1 ^ 3 & 6",
    "floor": "(-7 // 2, -7 % 3, 7.5 // 2)",
    "broken": "net * (qty + ",
    "unknown": "tax * net",
    "crash": "net / zero",
    "sneaky": "__import__('os').system('ls')",
    "lists": "[qty, net][1:] + [abs(-qty)]",
    "text": "'x' * 3 + 'y'",
    "quoted": "price \\u0024",
}
for name, value in evaluate(formulas, {"price": 24.5, "qty": 12, "zero": 0}).items():
    print(f"{name:>12}: {value!r}")

print(eval("1 + 2 * 3"), eval("len(word) * 2", {"word": "abc"}), eval("  (1, 2)[-1]"))
for bad in ["", "1 +", "(1", "1 2"]:
    try:
        eval(bad)
    except SyntaxError:
        print(repr(bad), "-> SyntaxError")
