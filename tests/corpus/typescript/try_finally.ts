// features: try_statement, throw_statement, error_object, class_declaration, inheritance, finally_clause
class ValidationError extends Error {
  constructor(public field: string, message: string) {
    super(message);
    this.name = "ValidationError";
  }
}

function parseAge(s: string): number {
  const n = Number(s);
  if (isNaN(n)) throw new ValidationError("age", `not a number: ${s}`);
  if (n < 0) throw new RangeError("negative age");
  return n;
}

function attempt(s: string): string {
  const log: string[] = [];
  try {
    log.push("try");
    const a = parseAge(s);
    log.push(`ok ${a}`);
    return log.join(">");
  } catch (e) {
    if (e instanceof ValidationError) log.push(`bad ${e.field}: ${e.message}`);
    else if (e instanceof RangeError) log.push(`range: ${e.message}`);
    else log.push("other");
    return log.join(">");
  } finally {
    console.log("finally for", s);
  }
}

console.log(attempt("42"));
console.log(attempt("abc"));
console.log(attempt("-5"));

function nested(): number {
  let steps = 0;
  try {
    try {
      steps++;
      throw new Error("inner");
    } finally {
      steps += 10;
    }
  } catch (e) {
    steps += 100;
    console.log("caught", (e as Error).message);
  }
  return steps;
}
console.log(nested());

try {
  throw new ValidationError("x", "boom");
} catch (err: unknown) {
  if (err instanceof Error) console.log(err.name, err.message);
}
let counter = 0;
for (let i = 0; i < 3; i++) {
  try {
    if (i === 1) continue;
    counter += 1;
  } finally {
    counter += 10;
  }
}
console.log(counter);
