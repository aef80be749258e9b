# features: while_statement, list, tuple, string_formatting
tasks = [("write", 3), ("test", 2), ("deploy", 1)]
clock = 0
log = []
while tasks:
    name, cost = tasks.pop(0)
    clock += cost
    log.append(f"{name}@{clock}")
    if name == "test" and clock < 10:
        tasks.append(("retest", 1))
print(", ".join(log), clock)
