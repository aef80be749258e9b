// features: modules, arrow_function, try_catch, class_declaration, async_await, destructuring
// A tiny test runner over node's assert, the way a project's test file reads.
// The last check fails uncaught: node ends the run with status 1.
const assert = require('assert');
const { strictEqual, deepStrictEqual } = require('node:assert');
const strictAssert = require('node:assert/strict');

function slugify(s) {
  return s.trim().toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}
function parsePrice(text) {
  const m = /^\$(\d+)(?:\.(\d\d))?$/.exec(text);
  if (!m) throw new RangeError(`not a price: ${text}`);
  return Number(m[1]) * 100 + Number(m[2] || 0);
}
class ValidationError extends Error {
  constructor(field) {
    super(`invalid ${field}`);
    this.name = 'ValidationError';
    this.field = field;
  }
}
function validate(user) {
  if (!user.email || !user.email.includes('@')) throw new ValidationError('email');
  return true;
}

let passed = 0;
const failures = [];
function test(name, fn) {
  try {
    fn();
    passed++;
    console.log(`ok - ${name}`);
  } catch (e) {
    failures.push(name);
    console.log(`not ok - ${name}`);
    console.log(`  ${e.name} [${e.code}] operator=${e.operator} generated=${e.generatedMessage}`);
    console.log(`  ${e.message.split('\n').join('\n  ')}`);
    if (e.code === 'ERR_ASSERTION') console.log('  actual:', e.actual, 'expected:', e.expected);
  }
}

test('slugify basics', () => {
  strictEqual(slugify('  Hello World! '), 'hello-world');
  assert.equal(slugify('A--B'), 'a-b');
  assert.notStrictEqual(slugify('x'), 'X');
  assert.notEqual(slugify('1'), 2);
});
test('slugify keeps digits', () => assert.strictEqual(slugify('Top 10 Tips'), 'top-10-tip'));
test('prices in cents', () => {
  assert.strictEqual(parsePrice('$12.50'), 1250);
  assert.ok(parsePrice('$3') === 300);
  assert(parsePrice('$0.99') < 100, 'under a dollar');
});
test('bad prices throw', () => {
  assert.throws(() => parsePrice('12'), RangeError);
  assert.throws(() => parsePrice('$1.5'), /not a price: \$1\.5/);
  assert.throws(() => parsePrice('abc'), { name: 'RangeError', message: 'not a price: abc' });
  assert.throws(() => parsePrice('?'), (e) => e instanceof RangeError && e.message.endsWith('?'));
});
test('valid price does not throw', () => assert.throws(() => parsePrice('$5'), RangeError));
test('loose equality', () => assert.equal(5, '6'));
test('structures', () => {
  deepStrictEqual({ tags: ['a', 'b'], n: 1 }, { n: 1, tags: ['a', 'b'] });
  assert.deepEqual([1, 2, 3], ['1', 2, 3]);
  assert.deepStrictEqual(new Map([['k', [1]]]), new Map([['k', [1]]]));
  assert.deepStrictEqual(new Set([1, 2]), new Set([2, 1]));
  assert.notDeepStrictEqual([1, 2, 3], ['1', 2, 3]);
  assert.deepStrictEqual(new Date(0), new Date(0));
});
test('strict deep inequality', () => assert.deepStrictEqual([1, 2, 3].length, '3'));
test('user validation', () => {
  assert.strictEqual(validate({ email: 'a@b.c' }), true);
  assert.throws(() => validate({ email: 'nope' }), ValidationError);
  assert.throws(() => validate({}), { field: 'email', message: 'invalid email' });
});
test('no surprises', () => {
  assert.doesNotThrow(() => parsePrice('$1.00'));
  assert.doesNotMatch('plain', /\d/);
  assert.notDeepEqual({ a: 1 }, { a: 2 });
});
test('match', () => {
  assert.match('v1.2.3', /^v\d+\.\d+\.\d+$/);
  assert.match('release-candidate', /^\d/);
});
test('strict mode equal', () => strictAssert.equal(1, '1'));
test('custom message', () => assert.strictEqual(1 + 1, 3, 'math is broken'));
test('explicit fail', () => assert.fail('not implemented yet'));
test('strings', () => assert.strictEqual('apple', 'apples'));
test('falsy value', () => assert.ok(0, 'zero is falsy'));

const e = new assert.AssertionError({ message: 'made by hand', actual: 1, expected: 2, operator: 'strictEqual' });
console.log(e instanceof Error, e.name, e.code, e.message);

async function later() {
  await assert.rejects(async () => { throw new TypeError('async boom'); }, TypeError);
  await assert.rejects(Promise.reject(new Error('x')), /x/);
  console.log('rejects checked');
}
later();

console.log(`${passed} passed, ${failures.length} failed: ${failures.join(', ')}`);
assert.strictEqual(failures.length, 0);
