# features: string_methods, slicing, f_string, for_statement, dictionary
# A log cleaner: bounded searches, partitions from the right, prefixes and
# translation tables.
lines = [
    "INFO:2024-05-01:user=alice:action=login",
    "WARN:2024-05-01:user=bob:action=upload:size=120",
    "ERROR:2024-05-02:user=carol:action=upload:reason=disk full",
    "debug:2024-05-02:user=dave:action=logout",
]
for line in lines:
    level, _, rest = line.partition(":")
    head, sep, last = line.rpartition(":")
    key, _, value = last.rpartition("=")
    user_at = line.find("user=", 0, 40)
    print(f"{level.casefold():<6}{line[user_at:].split(':')[0].removeprefix('user='):<7}{key}={value!r} "
          f"rindex={line.rindex(':')} count={line.count(':', 10)} prefix={line.startswith('2024', len(level) + 1)}"
          f" ends={line.endswith('upload', 0, head.rfind(':') + 7)} up={line.isascii()}")
print("report.txt".removesuffix(".txt"), "report".removesuffix(""), "a-b-c".rpartition("x"), "abcabc".rfind("b", 0, 3))
print("abc".find("c", -1), "abc".find("a", -1), "abcabc".count("abc", 1), "xx".startswith(("a", "x"), 1), "abc".rfind("", 1))
print("name\tqty\tprice".expandtabs(10) + "|", "a\tbb\tccc".expandtabs(2) + "|", "x\ty".expandtabs(0))
print("Hello World".istitle(), "Hello world".istitle(), "HELLO".istitle(), "A1 B2".istitle(), "".istitle())
print("valid_name".isidentifier(), "2bad".isidentifier(), "with space".isidentifier(), "tab\t".isprintable(), "ok!".isprintable())
leet = str.maketrans("aeio", "4310", "!")
print("lovely weather!!".translate(leet), "mask".translate({ord("a"): "@", ord("s"): None, ord("k"): 75}))
print(sorted(str.maketrans({"a": "1", "b": None}).items()), "{name} owes {amount:.2f}".format_map({"name": "Bo", "amount": 3.5}))
try:
    "abc".rindex("z")
except ValueError as e:
    print("ValueError:", e)
try:
    str.maketrans("ab", "c")
except ValueError as e:
    print("ValueError:", e)
