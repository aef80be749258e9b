// features: modules, async_await, arrow_function, class_declaration, symbols, template_string
// A job runner that adapts callback-style helpers with util.promisify
// (setTimeout's custom form, util.promisify.custom, `this` kept) and back
// with util.callbackify, and classifies its steps with util.types.
const util = require('util');

const sleep = util.promisify(setTimeout);
const tick = util.promisify(setImmediate);

function fetchRecord(id, cb) {
  setTimeout(() => (id < 0 ? cb(new RangeError(`bad id ${id}`)) : cb(null, { id, name: `rec${id}` })), id % 3);
}

function lookup(host, cb) {
  cb(null, '10.0.0.1', 4);
}
lookup[util.promisify.custom] = (host) => Promise.resolve({ host, address: '10.0.0.1', family: 4 });

class Store {
  constructor(prefix) {
    this.prefix = prefix;
  }
  load(key, cb) {
    setImmediate(() => cb(null, `${this.prefix}:${key}`));
  }
}

async function double(x) {
  if (x === 0) throw new Error('zero');
  return x * 2;
}
function* counter() {
  yield 1;
}
async function* stream() {
  yield 1;
}

async function main() {
  const v = await sleep(3, 'slept');
  console.log(v, await tick('ticked'), await sleep(1));
  const get = util.promisify(fetchRecord);
  console.log(await get(4));
  try {
    await get(-1);
  } catch (e) {
    console.log(`${e.name}: ${e.message}`);
  }
  const resolve = util.promisify(lookup);
  console.log(resolve === lookup[util.promisify.custom], await resolve('example.org'));
  console.log(typeof util.promisify.custom, util.promisify.custom === Symbol.for('nodejs.util.promisify.custom'));

  const store = new Store('cache');
  store.loadAsync = util.promisify(store.load);
  console.log(await store.loadAsync('user'));

  try {
    util.promisify(42);
  } catch (e) {
    console.log(e.name, e.code, e.message);
  }

  const cbDouble = util.callbackify(double);
  await new Promise((done) => {
    cbDouble(21, (err, r) => {
      console.log('callbackify ok', err, r);
      cbDouble(0, (err2) => {
        console.log('callbackify err', err2.message);
        done();
      });
    });
  });

  for (const f of [double, counter, stream, main, () => 1, function plain() {}]) {
    console.log(f.name.padEnd(7), Object.prototype.toString.call(f),
      util.types.isAsyncFunction(f), util.types.isGeneratorFunction(f));
  }
  console.log(util.types.isGeneratorObject(counter()), util.types.isGeneratorObject([]),
    util.types.isNativeError(new TypeError('t')), util.types.isNativeError({ message: 'x' }));

  const meta = Symbol('meta');
  const tagged = function handler() {};
  console.log(tagged[meta], tagged[Symbol.for('absent')], store.load[meta], tagged['missing']);
  tagged[meta] = { retries: 3 };
  console.log(tagged[meta]);
}

main().then(() => console.log('done'));
