# features: string_methods
for s in ["abc", "ABC", "123", "a1", " ", ""]:
    print(repr(s), s.isalpha(), s.isdigit(), s.isalnum(), s.isspace(), s.isupper(), s.islower())
print("7".zfill(3), "-7".zfill(4), "ab".ljust(4, ".") + "|", "ab".rjust(4) + "|")
print("key=value=x".partition("="), "a b  c".split(" "), "  x  ".lstrip() + "|", "  x  ".rstrip() + "|")
print("Hello".swapcase(), "hello world".capitalize(), "a-b-c".rsplit("-", 1), "one\ntwo\n".splitlines())
