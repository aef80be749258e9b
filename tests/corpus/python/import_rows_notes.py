# features: custom_exception, exception_hierarchy, try_statement, raise_statement
"""Importing CSV-like rows: errors raised deep in the parser get context
attached with add_note() (3.11) on the way up, and the report prints them."""


class ImportFailed(Exception):
    pass


class BadValue(ImportFailed, ValueError):
    pass


def parse_amount(text):
    try:
        return round(float(text), 2)
    except ValueError as e:
        e.add_note(f"amount field was {text!r}")
        raise


def parse_row(number, row):
    name, qty, amount = (part.strip() for part in row.split(","))
    try:
        if not qty.isdigit():
            raise BadValue(f"quantity {qty!r} is not a whole number")
        return name, int(qty), parse_amount(amount)
    except ValueError as e:
        e.add_note(f"in row {number}: {row!r}")
        raise


def import_all(rows):
    good, problems = [], []
    for number, row in enumerate(rows, 1):
        try:
            good.append(parse_row(number, row))
        except ValueError as e:
            problems.append(e)
    return good, problems


def main():
    rows = ["bolts, 10, 2.50", "nuts, x, 1.00", "washers, 5, cheap", "gears, 2, 12.125"]
    good, problems = import_all(rows)
    print("imported:", good)
    for e in problems:
        print(f"{type(e).__name__}: {e}")
        for note in e.__notes__:
            print("   note:", note)
    fresh = ImportFailed("nothing imported")
    print(hasattr(fresh, "__notes__"), fresh.args)
    try:
        fresh.add_note(42)
    except TypeError as e:
        print("TypeError:", e)
    fresh.add_note("source: upload.csv")
    print(fresh.__notes__, str(fresh), repr(fresh))


main()
