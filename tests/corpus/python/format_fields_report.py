# features: string_formatting, class_definition, dictionary
"""Report templates filled by str.format: field names that reach into
arguments (attributes, keys, indexes), conversions, nested width/precision
fields, and the errors a bad template raises."""


class Employee:
    def __init__(self, name, dept, salary, langs):
        self.name = name
        self.dept = dept
        self.salary = salary
        self.langs = langs


STAFF = [
    Employee("Ada", {"name": "Research", "floor": 3}, 98000.5, ["python", "c"]),
    Employee("Linus", {"name": "Kernel", "floor": 1}, 87500.0, ["c"]),
    Employee("Grace", {"name": "Compilers", "floor": 2}, 105250.75, ["cobol", "fortran", "asm"]),
]

ROW = "{e.name:<8}{e.dept[name]:>10} fl.{e.dept[floor]} {e.salary:>{w},.{p}f}  first={e.langs[0]!r}"


def main():
    for width, prec in [(12, 2), (10, 0)]:
        print("--- width {0}, precision {1} ---".format(width, prec))
        for e in STAFF:
            print(ROW.format(e=e, w=width, p=prec))
    totals = {"count": len(STAFF), "sum": sum(e.salary for e in STAFF)}
    print("{t[count]} people, payroll {t[sum]:,.2f}".format(t=totals))
    print("{0.name} and {1.name} share {0.langs[0]}".format(STAFF[0], STAFF[1]))
    print("{0[0]}{0[2]}{1[1]}".format("abc", ("x", "y")), "{:{fill}{align}{width}}|".format("mid", fill="*", align="^", width=9))
    print("{:{}.{}}|{:>{}}|".format(3.14159, 8, 3, "r", 4), "{0!s:>6}|{0!r:<8}|{1!a}".format("hi", "naïve"))
    print("{{literal}} {} {}".format(1, 2), "{0}{1}{0}".format("=", "+"), "{name}{name}".format(name="ab"))
    print("{.real} {.imag} {.__class__.__name__}".format(2 + 3j, 2 + 3j, 1.5))
    print("{d[key with spaces]} {d[-1]}".format(d={"key with spaces": 1, "-1": "str key"}))
    print("{:+} {:+.1f} {:.0f} {:z.1f} {:.2e} {: .1f}".format(-0.0, -0.0, -0.4, -0.04, -0.0, 0.5))
    print(format(-0.0, ".3f"), "%.1f|%+.2f|%e" % (-0.0, -0.001, -0.0), f"{-0.0:>6}|{-1e-9:.3f}")
    templates = ["{", "}", "x}y", "{0!x}", "{} {0}", "{0} {}", "{5}", "{missing}", "{0[}", "{0:{1:{2}}}",
                 "{0.}", "{0[]}", "{0!}", "{0!r", "{0[0]x}"]
    for tpl in templates:
        try:
            print(repr(tpl), "->", tpl.format("ab", 2, 3))
        except (ValueError, IndexError, KeyError) as e:
            print(repr(tpl), "->", type(e).__name__, e)
    print("{0:{1}}".format(7, "03"), "{:{}}".format("s", ">3"), "{:_x} {:,d} {:#o}".format(65535, 10 ** 6, 8))


main()
