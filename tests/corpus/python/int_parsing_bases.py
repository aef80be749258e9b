# features: for_statement, try_statement, tuple_unpacking, builtins
# Reading register values written in hex, octal, binary or decimal, as a config loader would.
for s, b in [("0b101", 0), ("0x1F", 16), ("ff", 16), ("0o17", 0), ("17", 0), ("010", 0), ("0", 0), ("00", 0), ("0x", 16), ("-0x_1f", 0), ("12", 10), ("0b12", 2)]:
    try:
        print(s, b, int(s, b))
    except ValueError as e:
        print("ValueError:", e)
regs = {"ctrl": "0x1F", "mask": "0b1010_0101", "mode": "0o644", "count": "1_000"}
print({k: int(v, 0) for k, v in regs.items()}, hex(int(regs["ctrl"], 0) | 0x100))
