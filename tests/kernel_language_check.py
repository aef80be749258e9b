#!/usr/bin/env python3
"""kernel.no_language_library: the kernel knows no language (ADR 0008).

Two checks, each hard to fool on its own:
1. Behaviour. A program per language is lowered by its frontend plugin, then
   relabelled as a language no plugin claims and run again: with no runtime
   the kernel alone must not produce the language's output (its library is
   not there), while the program with its language runs as the real one.
2. Sources. No string literal in kernel/ (comments removed) names a global
   or library member of a language: the runtimes own those names.

usage: kernel_language_check.py <source dir> <reddragon binary>
"""
import pathlib
import re
import subprocess
import sys
import tempfile

src = pathlib.Path(sys.argv[1])
rd = sys.argv[2]
failures = []

# --- 1. behaviour ------------------------------------------------------------------
PROGRAMS = {
    # language: (file name, source, what the language prints)
    "python": ("p.py", 'print(len("abc"), sorted([2, 1]))\n', "3 [1, 2]\n"),
    "javascript": ("p.js", 'console.log("hi", [1, 2].length);\n', "hi 2\n"),
    "typescript": ("p.ts", 'const n: number = Math.max(2, 7);\nconsole.log(`n=${n}`);\n', "n=7\n"),
    "java": ("P.java", 'public class P { public static void main(String[] a) { System.out.println("hi " + Math.abs(-2)); } }\n', "hi 2\n"),
    "c": ("p.c", '#include <stdio.h>\nint main(void) { printf("hi %d\\n", 2); return 0; }\n', "hi 2\n"),
    "go": ("p.go", 'package main\nimport "fmt"\nfunc main() { fmt.Println("hi", len("ab")) }\n', "hi 2\n"),
    "lua": ("p.lua", 'print(("hi"):upper(), #"ab", 10 / 2)\n', "HI\t2\t5.0\n"),
}
with tempfile.TemporaryDirectory() as tmp:
    for lang, (name, text, expected) in PROGRAMS.items():
        path = pathlib.Path(tmp, name)
        path.write_text(text)
        real = subprocess.run([rd, "run", str(path)], capture_output=True, text=True, timeout=60)
        if real.stdout != expected:
            failures.append(f"{lang}: with its runtime printed {real.stdout!r}, expected {expected!r} ({real.stderr.strip()})")
        ir = subprocess.run([rd, "ir", str(path)], capture_output=True, text=True, timeout=60)
        if ir.returncode != 0:
            failures.append(f"{lang}: could not lower: {ir.stderr.strip()}")
            continue
        bare_ir = re.sub(r'^\.language "[^"]*"', '.language "no-such-language"', ir.stdout, count=1, flags=re.M)
        bare_path = pathlib.Path(tmp, name + ".ir")
        bare_path.write_text(bare_ir)
        bare = subprocess.run([rd, "run", str(bare_path)], capture_output=True, text=True, timeout=60)
        if bare.stdout == expected or any(line and line in bare.stdout for line in expected.splitlines()):
            failures.append(f"{lang}: the kernel alone (no runtime) printed the language's output {bare.stdout!r}")

# --- 2. sources --------------------------------------------------------------------
# Globals and library members of the six languages' runtimes. A kernel
# string literal that is one of them (or a dotted path through one, like
# "System.out") means the kernel implements or special-cases that library.
# Words that are also the IR's own vocabulary (Array and Map type names,
# `__len__`-style protocol methods) are not listed.
LIBRARY_NAMES = set("""
console System println printf print_r puts putchar fputs sprintf snprintf fprintf strlen strcmp strcpy strcat
memset memcpy malloc calloc realloc fmt Println Printf Sprintf Sprintln Sprint Errorf strconv Itoa Atoi HasPrefix
TrimSpace parseInt parseFloat toUpperCase toLowerCase toFixed JSON stringify isArray Promise setTimeout
StringBuilder ArrayList LinkedList HashMap TreeMap HashSet TreeSet Arrays Collections Integer parseDouble valueOf
getOrDefault keySet entrySet len range sorted reversed enumerate zip isinstance issubclass hasattr getattr setattr
divmod hex oct bin sum any all filter repr ord chr sqrt isqrt math
""".split())
ident = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$")
literal = re.compile(r'"((?:[^"\\\n]|\\.)*)"')
for path in sorted(src.joinpath("kernel").rglob("*")):
    if path.suffix not in {".cpp", ".hpp", ".h", ".def"} or not path.is_file():
        continue
    code = path.read_text(errors="replace")
    code = re.sub(r"/\*.*?\*/", "", code, flags=re.S)
    code = re.sub(r"//[^\n]*", "", code)
    for lineno, line in enumerate(code.splitlines(), 1):
        for m in literal.finditer(line):
            text = m.group(1)
            if ident.match(text) and any(part in LIBRARY_NAMES for part in text.split(".")):
                failures.append(f"{path.relative_to(src)}:{lineno}: names the library member \"{text}\"")

for f in failures:
    print("FAIL:", f)
print(f"kernel.no_language_library: {len(PROGRAMS)} languages run, {len(failures)} problems")
sys.exit(1 if failures else 0)
