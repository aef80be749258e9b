// features: regex, string_methods, arrow_function, template_string, array_methods
// Text processing with regular expressions: a log parser, a slugifier, a
// template renderer and a tokenizer, the way scripts use them.
const log = `
2024-03-01 12:00:01 [INFO] user=alice action=login ip=10.0.0.1
2024-03-01 12:05:42 [WARN] user=bob action=upload size=10MB
2024-03-01 12:07:13 [ERROR] user=alice action=upload error="disk full"
2024-03-01 12:09:00 [INFO] user=carol action=logout
`;

const entries = log
  .trim()
  .split(/\r?\n/)
  .map((line) => {
    const m = line.match(/^(\S+) (\S+) \[(\w+)\] (.*)$/);
    const fields = {};
    for (const kv of m[4].matchAll(/(\w+)=("[^"]*"|\S+)/g)) {
      fields[kv[1]] = kv[2].replace(/^"|"$/g, "");
    }
    return { time: m[2], level: m[3], ...fields };
  });
for (const e of entries) console.log(`${e.time} ${e.level.padEnd(5)} ${e.user} ${e.action}${e.error ? " (" + e.error + ")" : ""}`);
console.log("errors:", entries.filter((e) => /^(WARN|ERROR)$/.test(e.level)).length);

const slugify = (s) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/[\s-]+/g, "-");
console.log(slugify("  Hello, World! Regex -- in JS  "));

const render = (tpl, vars) => tpl.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name) => (name in vars ? String(vars[name]) : `<${name}?>`));
console.log(render("Dear {{ name }}, you owe {{amount}} {{currency}}.", { name: "Ann", amount: 42 }));

function tokenize(src) {
  const spec = /\s*(?:(\d+\.?\d*)|([A-Za-z_]\w*)|(==|!=|<=|>=|[-+*\/()=<>]))/y;
  const tokens = [];
  let m;
  while (spec.lastIndex < src.length && (m = spec.exec(src)) !== null) {
    if (m[1] !== undefined) tokens.push(["num", m[1]]);
    else if (m[2] !== undefined) tokens.push(["id", m[2]]);
    else tokens.push(["op", m[3]]);
  }
  return tokens;
}
console.log(tokenize("x1 = (3.5 + y) * 2 >= z").map(([k, v]) => `${k}:${v}`).join(" "));

const emails = ["ann@example.com", "bad@", "bob.smith+tag@mail.co.uk", "@nope.org"];
const valid = emails.filter((e) => /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/.test(e));
console.log(valid);
console.log("CamelCaseToSnake".replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase());
console.log("a1b22c333".split(/\d+/).filter(Boolean), "a1b22c333".search(/\d{3}/));
console.log("tel: 555-0100, 555-0199".match(/\d{3}-\d{4}/g));
const dateRe = new RegExp("(\\d{4})-(\\d{2})-(\\d{2})");
const [, y, mo, d] = dateRe.exec("due 2024-12-31");
console.log(`${d}.${mo}.${y}`, dateRe.source, String(/x+/gi));
// a replacer that compiles many patterns while its own pattern is in use
let made = 0;
console.log("a-a-a".replace(/a/g, () => { for (let k = 0; k < 600; k++) new RegExp("x" + made++); return "b"; }), made);
