# features: stdlib_heapq_bisect_string, class_definition, try_statement, except_clause
# string.Formatter: format/vformat, parse, positional/keyword/attribute/index fields, nested specs, and
# subclasses overriding format_field, get_value and check_unused_args; its ValueErrors.
import string
f = string.Formatter()
print(f.format("{0} + {1} = {2:>5}", 1, 2, 3), f.format("{name!r:^10}|{x[1]}|{p.real}", name="ab", x=[4, 5], p=3))
print(f.format("{} {} {:.{prec}f}", "a", "b", 3.14159, prec=2), f.format("{{lit}} {0!s}", 7))
print(list(f.parse("hi {0!r:>{w}} there {x.y[2]} end")))
class Upper(string.Formatter):
    def format_field(self, value, spec):
        return super().format_field(value, spec).upper()
    def get_value(self, key, args, kwargs):
        if isinstance(key, str) and key not in kwargs:
            return f"<{key}?>"
        return super().get_value(key, args, kwargs)
print(Upper().format("{a} and {b:>6} and {0}", "zero", a="x"))
class Strict(string.Formatter):
    def check_unused_args(self, used, args, kwargs):
        extra = set(kwargs) - used
        if extra:
            raise KeyError(f"unused: {sorted(extra)}")
try:
    Strict().format("{a}", a=1, b=2)
except KeyError as e:
    print("KeyError:", e)
for bad in ["{0} {}", "{", "}", "{0!x}"]:
    try:
        f.format(bad, 1, 2)
    except ValueError as e:
        print("ValueError:", e)
print(f.vformat("{0}-{k}", (1,), {"k": "v"}), f.convert_field("é", "a"))
print(f.format("{0[a]}|{1.imag}|{0[b]!r:>6}", {"a": 1, "b": "q"}, 2j), f.get_field("0.real", (5,), {}))
print(f.format("{:*^9}|{:+d}|{:,}|{!a}", "mid", 4, 1234567, "ñ"), string.Formatter().format("plain"))
