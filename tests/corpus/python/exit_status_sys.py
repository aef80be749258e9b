# features: stdlib_typing_abc_sys, try_statement, raise_statement
import sys


def main(argv):
    total = 0
    for tok in ["3", "4", "x", "5"]:
        try:
            total += int(tok)
        except ValueError:
            print(f"skipping {tok!r}")
    print("total", total)
    if total != 12:
        return 1
    try:
        sys.exit(7)
    except SystemExit as e:
        print("caught exit", e.code, e)
    return 4


if __name__ == "__main__":
    sys.exit(main(sys.argv))
