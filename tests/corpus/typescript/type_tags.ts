// features: class_declaration, error_object, getter_setter, union_type, switch_statement, template_string
class ValidationError extends Error {
  constructor(message: string, readonly field: string) {
    super(message);
    Object.setPrototypeOf(this, new.target.prototype);
  }
  get [Symbol.toStringTag](): string { return "ValidationError"; }
}

class PlainError extends Error {}

class Money {
  constructor(readonly cents: number) {}
  get [Symbol.toStringTag]() { return "Money"; }
  toString(): string { return `$${(this.cents / 100).toFixed(2)}`; }
}

class Point { constructor(public x: number, public y: number) {} }

type Tag = "Array" | "Null" | "Undefined" | "Number" | "String" | "Boolean" | "Object" | "Function" | "Date" | "RegExp" | "Error" | string;

function typeOf(value: unknown): Tag {
  const text = Object.prototype.toString.call(value);
  return text.slice(8, -1);
}

const samples: [string, unknown][] = [
  ["array", [1, 2]],
  ["null", null],
  ["undefined", undefined],
  ["number", 42],
  ["string", "hi"],
  ["boolean", false],
  ["object", { a: 1 }],
  ["function", () => 1],
  ["date", new Date(0)],
  ["regexp", /ab+c/gi],
  ["error", new Error("boom")],
  ["range error", new RangeError("far")],
  ["plain subclass", new PlainError("plain")],
  ["tagged subclass", new ValidationError("bad email", "email")],
  ["tagged class", new Money(1999)],
  ["untagged class", new Point(1, 2)],
  ["map", new Map([[1, 2]])],
  ["set", new Set([1])],
  ["promise", Promise.resolve(1)],
  ["typed array", new Uint8Array(2)],
  ["symbol", Symbol("s")],
  ["bigint", 10n],
  ["tagged literal", { [Symbol.toStringTag]: "Custom", v: 1 }],
];

for (const [label, v] of samples) {
  console.log(`${label.padEnd(16)} ${Object.prototype.toString.call(v)}`);
}

// The instance's own toString still drives String() and templates.
const price = new Money(1999);
console.log(String(price), `${price}`, Object.prototype.toString.call(price));
const err = new ValidationError("bad email", "email");
console.log(String(err), "|", typeOf(err), "|", err.field, err instanceof ValidationError);

// A dispatch table on the tag, as a serializer would do it.
function describe(v: unknown): string {
  switch (typeOf(v)) {
    case "Array": return `list of ${(v as unknown[]).length}`;
    case "Date": return `date ${(v as Date).toISOString()}`;
    case "RegExp": return `pattern ${(v as RegExp).source}`;
    case "Error": return `error "${(v as Error).message}"`;
    case "Null": case "Undefined": return "nothing";
    default: return `${typeof v} (${typeOf(v)})`;
  }
}
for (const [, v] of samples.slice(0, 14)) console.log(describe(v));
