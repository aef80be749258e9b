# features: string_methods, f_string, slicing, string_formatting
s = "  Hello, World  "
print(s.strip(), s.lower().strip(), s.upper().strip())
words = "the quick brown fox".split()
print(words, len(words))
print("-".join(words))
print("fox" in words, "cat" in words)
t = "abcdefgh"
print(t[2:5], t[::-1], t[-3:], t[:2], t[::2])
name, n = "Ada", 3
print(f"{name} has {n} items, {n * 2.5:.2f} total")
print(f"[{name:>6}] [{name:<6}] [{name:^7}] [{n:03d}]")
print("{} + {} = {}".format(1, 2, 1 + 2), "{0}{1}{0}".format("a", "b"))
print("%s is %d years, %.1f%%" % ("Bob", 30, 12.345))
print("a,b,,c".split(","), "x".join("abc"))
print("hello world".replace("o", "0").title(), "Hi".center(6, "*"))
print("abc".startswith("ab"), "abc".endswith("bc"), "banana".find("na"), "banana".count("a"))
print(repr("it's"), repr('say "hi"'), str(3.0), str(1e20), 0.1 + 0.2)
