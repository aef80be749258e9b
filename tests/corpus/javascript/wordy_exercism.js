// features: error_classes, regex, class_extends, json_stringify, destructuring
const cases = [
 {
  "input": "What is 5?",
  "expected": 5
 },
 {
  "input": "What is 0?",
  "expected": 0
 },
 {
  "input": "What is -123?",
  "expected": -123
 },
 {
  "input": "What is 1 plus 1?",
  "expected": 2
 },
 {
  "input": "What is 0 plus 2?",
  "expected": 2
 },
 {
  "input": "What is 3 plus 0?",
  "expected": 3
 },
 {
  "input": "What is 53 plus 2?",
  "expected": 55
 },
 {
  "input": "What is -1 plus -10?",
  "expected": -11
 },
 {
  "input": "What is 123 plus 45678?",
  "expected": 45801
 },
 {
  "input": "What is 4 minus -12?",
  "expected": 16
 },
 {
  "input": "What is -3 multiplied by 25?",
  "expected": -75
 },
 {
  "input": "What is 33 divided by -3?",
  "expected": -11
 },
 {
  "input": "What is 1 plus 1 plus 1?",
  "expected": 3
 },
 {
  "input": "What is 1 plus 5 minus -2?",
  "expected": 8
 },
 {
  "input": "What is 20 minus 4 minus 13?",
  "expected": 3
 },
 {
  "input": "What is 17 minus 6 plus 3?",
  "expected": 14
 },
 {
  "input": "What is 2 multiplied by -2 multiplied by 3?",
  "expected": -12
 },
 {
  "input": "What is -3 plus 7 multiplied by -2?",
  "expected": -8
 }
];

class WordyError extends Error {
  constructor(message) { super(message); this.name = 'WordyError'; }
}

const OPS = {
  plus: (a, b) => a + b,
  minus: (a, b) => a - b,
  'multiplied by': (a, b) => a * b,
  'divided by': (a, b) => Math.trunc(a / b),
  'raised to the': (a, b) => a ** b,
};

function answer(question) {
  const m = /^What is(.*)\?$/.exec(question);
  if (!m) throw new WordyError('unknown operation');
  const tokens = m[1].trim().match(/-?\d+(?:st|nd|rd|th)?(?: power)?|multiplied by|divided by|raised to the|\S+/g) ?? [];
  if (tokens.length === 0) throw new WordyError('syntax error');
  const num = (t) => {
    if (t === undefined || !/^-?\d+$/.test(t)) throw new WordyError(t in OPS || t === undefined ? 'syntax error' : 'unknown operation');
    return parseInt(t, 10);
  };
  let acc = num(tokens[0]);
  for (let i = 1; i < tokens.length; i += 2) {
    const op = tokens[i];
    if (!(op in OPS)) throw new WordyError(/^-?\d+$/.test(op) ? 'syntax error' : 'unknown operation');
    let rhs = tokens[i + 1];
    if (op === 'raised to the' && rhs) rhs = rhs.replace(/(st|nd|rd|th) power$/, '');
    acc = OPS[op](acc, num(rhs));
  }
  return acc;
}

let pass = 0;
for (const { input, expected } of cases) {
  let got;
  try { got = answer(input); } catch (e) { if (!(e instanceof WordyError)) throw e; got = { error: e.message }; }
  const ok = JSON.stringify(got) === JSON.stringify(expected);
  pass += ok;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${input.padEnd(48)} => ${typeof got === 'object' ? `error(${got.error})` : got}`);
}
console.log(`${pass}/${cases.length} passed`);
console.log(cases.filter(c => typeof c.expected === 'object').length, 'error cases');
console.log(Object.keys(OPS).map(k => k.split(' ')[0]));
