// features: modules, arrow_function, async_await, class_declaration, template_string
// A report printer using node's util: format strings, inspect, promisify, deep equality.
const util = require('util');
const { format, inspect, promisify, isDeepStrictEqual, types } = require('node:util');

const rows = [
  { sku: 'A-1', qty: 3, price: 9.5, tags: ['new'] },
  { sku: 'B-22', qty: 0, price: 120, tags: [] },
  { sku: 'C-333', qty: 12, price: 0.25, tags: ['bulk', 'sale'] },
];
for (const r of rows) {
  console.log(format('%s: %d x %f = %i cents, tags %j', r.sku, r.qty, r.price, r.qty * r.price * 100, r.tags));
}
console.log(format('%s and %s', 'only one'));
console.log(format('100%% done', 'extra', 42));
console.log(format('%d apples, %i pears, %f plums', '7', 3.9, '2.5'));
console.log(format('%s', [1, 'two']), format('%O', { a: [1, 2] }), format('%o', 'str'));
console.log(format('%c styled %s', 'color: red', 'text'), format('no placeholders', 1, 'two', [3]));
console.log(format('%d', 'not a number'), format('%j', 'str'), format('%s', null), format('%s', undefined), format(1, 2));

const config = { name: 'svc', ports: [80, 443], limits: { cpu: { cores: 2, burst: { max: 4 } } }, tags: new Set(['a']) };
console.log(inspect(config));
console.log(inspect(config, { depth: 0 }));
console.log(inspect(config, { depth: null }));
console.log(inspect('quoted'), inspect(42), inspect([undefined, null]), inspect(new Map([['k', 1]])));

console.log(isDeepStrictEqual(config, { ...config }), isDeepStrictEqual([1, [2]], [1, [2]]), isDeepStrictEqual([1], ['1']));
console.log(types.isPromise(Promise.resolve()), types.isPromise({ then() {} }), types.isDate(new Date(0)), types.isRegExp(/x/), types.isRegExp('x'));

function legacyLookup(id, cb) {
  if (id < 0) cb(new RangeError(`bad id ${id}`));
  else cb(null, { id, label: `item-${id}` });
}
const lookup = promisify(legacyLookup);

function Animal(name) { this.name = name; }
Animal.prototype.speak = function () { return `${this.name} makes a sound`; };
function Dog(name) { Animal.call(this, name); }
util.inherits(Dog, Animal);
const d = new Dog('Rex');
console.log(d.speak(), d instanceof Animal);
const bytes = new util.TextEncoder().encode('naïve');
console.log(bytes.length, new util.TextDecoder().decode(bytes));
const oldApi = util.deprecate((x) => x * 2, 'oldApi() is deprecated');
console.log('deprecated still works:', oldApi(21));

async function main() {
  const item = await lookup(7);
  console.log('found', item);
  try {
    await lookup(-1);
  } catch (e) {
    console.log('lookup failed:', e.name, e.message);
  }
}
main().then(() => console.log('done'));
