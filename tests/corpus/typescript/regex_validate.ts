// features: regex, interface_declaration, arrow_function, type_annotation
// Form validation with typed rules built on regular expressions.
interface Rule {
  field: string;
  pattern: RegExp;
  message: string;
}

const rules: Rule[] = [
  { field: "username", pattern: /^[a-z][a-z0-9_]{2,15}$/, message: "3-16 chars, starts with a letter" },
  { field: "email", pattern: /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i, message: "not an email" },
  { field: "zip", pattern: /^\d{5}(-\d{4})?$/, message: "5 digits, optional +4" },
];

type Form = Record<string, string>;

function validate(form: Form): string[] {
  const errors: string[] = [];
  for (const { field, pattern, message } of rules) {
    const value = (form[field] ?? "").trim();
    if (!pattern.test(value)) errors.push(`${field}: ${message}`);
  }
  return errors;
}

const forms: Form[] = [
  { username: "alice_01", email: "Alice@Example.ORG", zip: "12345" },
  { username: "9lives", email: "cat@home", zip: "1234" },
  { username: "bob", email: "bob@mail.com", zip: "12345-6789" },
];
forms.forEach((f, i) => {
  const errs = validate(f);
  console.log(`form ${i}: ${errs.length === 0 ? "ok" : errs.join("; ")}`);
});

const mask = (s: string): string => s.replace(/(?<=.{2}).(?=.*@)/g, "*");
console.log(mask("alice@example.org"));
const words: string[] = "Typed, regular; expressions!".split(/[^A-Za-z]+/).filter((w) => w.length > 0);
console.log(words, words.map((w) => w.replace(/^./, (c) => c.toUpperCase())).join(""));
