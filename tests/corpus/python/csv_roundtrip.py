# features: import_statement, import_from_statement, class_definition, with_statement, for_statement, f_string, try_statement, global_builtin_modules
# A CSV export/import round trip through io.StringIO, as a report tool would do it.
import csv
import io

orders = [
    {"id": 1, "customer": "Ada Lovelace", "note": 'said "rush it"', "total": 12.5},
    {"id": 2, "customer": "Smith, John", "note": "", "total": 7},
    {"id": 3, "customer": "Zoë", "note": "line one\nline two", "total": 100.25},
]

buf = io.StringIO()
w = csv.DictWriter(buf, fieldnames=["id", "customer", "note", "total"])
w.writeheader()
w.writerows(orders)
text = buf.getvalue()
print(repr(text))

back = list(csv.DictReader(io.StringIO(text)))
for row in back:
    print(row)
print(sum(float(r["total"]) for r in back))

rows = list(csv.reader(["name;qty", "bolt;10", '"nut; hex";4', "", "washer;"], delimiter=";"))
print(rows)
r = csv.reader(io.StringIO('a, b,"c ""x"""\n1,  2,3\n'), skipinitialspace=True)
for rec in r:
    print(r.line_num, rec)

out = io.StringIO()
wr = csv.writer(out, quoting=csv.QUOTE_NONNUMERIC, lineterminator="\n")
wr.writerow(["label", 1, 2.5, None])
wr.writerows([("x", -3, 0.1, "y")])
wa = csv.writer(out, quoting=csv.QUOTE_ALL, delimiter="|")
wa.writerow(["p", 5])
print(out.getvalue(), end="")
print(list(csv.reader(io.StringIO(out.getvalue().split("\r\n")[0]), quoting=csv.QUOTE_NONNUMERIC)))

dr = csv.DictReader(["a,b", "1,2,3", "4"], restkey="extra", restval="?")
print(dr.fieldnames, [dict(x) for x in dr])
try:
    csv.DictWriter(io.StringIO(), ["a"]).writerow({"a": 1, "b": 2})
except ValueError as e:
    print("ValueError:", e)
try:
    csv.writer(io.StringIO(), quoting=csv.QUOTE_NONE).writerow(["a,b"])
except csv.Error as e:
    print("csv.Error:", e)

s = io.StringIO("first\nsecond\nthird")
print(repr(s.readline()), s.read(3), s.tell(), s.readlines())
s.seek(0)
print([line.rstrip() for line in s])
s = io.StringIO("hello world")
s.seek(6)
s.write("there")
print(s.getvalue(), s.tell(), s.truncate(5), s.getvalue())
with io.StringIO() as log:
    print("a", 1, sep="-", file=log)
    print("b", end="!", file=log)
    log.writelines(["c", "d"])
    print(repr(log.getvalue()))
print(log.closed)
try:
    log.getvalue()
except ValueError as e:
    print("ValueError:", e)
csv.register_dialect("pipes", delimiter="|", lineterminator="\n")
p = io.StringIO()
csv.writer(p, "pipes").writerow(["a|b", 2])
print(repr(p.getvalue()), list(csv.reader(p.getvalue().splitlines(), "pipes")))
