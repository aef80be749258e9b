# features: string_formatting, f_string, exception_hierarchy
# Format-spec codes as people write them: chars from ints, 'n', precision without a type, and the errors.
print(f"{10:c}|{65:c}|{0x1F600:c}|{97:>4c}|{1e6:n}|{1234567:n}|{3.0:.2}|{2.5:n}|{True:d}|{True:c}")
for spec, val in [("d", 2.0), ("x", 1.5), ("s", 5), ("c", 1.0), ("+c", 65), ("#c", 65), ("c", -1), ("c", 0x110000), ("s", 2.5)]:
    try:
        print(repr(format(val, spec)))
    except (ValueError, OverflowError) as e:
        print(type(e).__name__, e)
for v in (3.0, 1e20, 12345.0, 0.5, 100.0, -0.0, 1e-5, float("inf"), 99.99, 9.96, 1234.5, 10.0, 0.0001, 123456789.0):
    print(f"{v:.2}|{v:.1}|{v:.6}|{v:10.3}|{v:.0}|{v:.4}|{v:#.3}|{v:#g}|{v:g}")
