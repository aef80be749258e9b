# features: import_statement, for_statement, try_statement, f_string, dictionary
# A key=value file whose values carry backslash escapes, read with the
# unicode_escape codec and written back with unicode_escape/raw_unicode_escape.
RAW = r"""
greeting = Hello,\tWorld!\n
path = C:\\Users\\ann
smile = \u263A and \U0001F600
octal = \101\102\103
quote = it\'s \"fine\"
latin = caf\xe9
joined = one \
two
bad = \x4
"""

settings = {}
for line in RAW.strip().replace("\\\n", "").splitlines():
    key, _, value = (part.strip() for part in line.partition("="))
    try:
        settings[key] = value.encode("latin-1").decode("unicode_escape")
    except UnicodeDecodeError as e:
        print(f"{key}: {e.reason} at {e.start}-{e.end - 1}")
for key, value in settings.items():
    print(f"{key:<9} {value!r:<28} len={len(value)}")

for key in ("greeting", "smile", "latin", "path"):
    text = settings[key]
    print(key, text.encode("unicode_escape"), text.encode("raw_unicode_escape"))
    assert text.encode("unicode_escape").decode("unicode_escape") == text
print(b"\\u00e9t\\xe9 \\n".decode("raw_unicode_escape"), b"\\x4z".decode("unicode_escape", "replace"), b"\\u12zz".decode("unicode-escape", "ignore"))
try:
    b"trailing\\".decode("unicode_escape")
except UnicodeDecodeError as e:
    print("UnicodeDecodeError:", e)
