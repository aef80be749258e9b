// features: tagged_templates, template_string, string_methods, regex, rest_spread
// String.raw and a tag reading strings.raw: Windows paths, regex sources and a SQL-ish escaper.
const drive = 'D';
const path = String.raw`${drive}:\projects\new\tests\x41.txt`;
console.log(path, path.length, path.split('\\'));
const digits = String.raw`^\d{3}-\d{4}$`;
console.log(digits, new RegExp(digits).test('555-1234'), String.raw({ raw: 'abc' }, 1, 2, 3));

function sql(strings, ...values) {
  const esc = (v) => (typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`);
  return strings.raw.reduce((acc, raw, i) => acc + raw + (i < values.length ? esc(values[i]) : ''), '');
}
const name = "O'Brien";
console.log(sql`SELECT * FROM users WHERE name = ${name} AND age > ${30}\n-- raw newline kept`);

function show(strings, ...values) {
  return strings.map((s, i) => `[${JSON.stringify(s)} | ${JSON.stringify(strings.raw[i])}]`).join(' ') + ` ${values.length}`;
}
console.log(show`tab\there ${1} unicode \u00e9 ${2} end\\`);
console.log(show``, Array.isArray(show.length), String.raw`\``);
