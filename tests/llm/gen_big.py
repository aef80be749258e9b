#!/usr/bin/env python3
"""Writes a 5,000-line program in the fake model's Haskell-like language:
~1,250 one-line functions (each with a comment and a signature) and a main
that calls functions from the first, middle and last chunks.
usage: gen_big.py OUT  -> prints the value main prints"""
import sys

lines, i = [], 0
while len(lines) < 4990:
    lines += [f"-- f{i} adds {i}", f"f{i} :: Int -> Int", f"f{i} x = x + {i}", ""]
    i += 1
last = i - 1
lines += [f"main = print (f1 (f10 (f100 (f1000 (f{last} 0)))))"]
while len(lines) < 5000:
    lines.insert(-1, "")
with open(sys.argv[1], "w") as f:
    f.write("\n".join(lines) + "\n")
print(1 + 10 + 100 + 1000 + last)
