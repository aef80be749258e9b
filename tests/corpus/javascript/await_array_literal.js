// features: async_await, array_methods
// Awaiting expressions that start with an array literal: `await [..].reduce(...)`
// folds an async accumulator, `await [..].map(...)` is the array of promises.
const prices = { apple: 3, pear: 4, fig: 7 };
const lookup = async (name) => {
  await null;
  if (!(name in prices)) throw new Error(`no price for ${name}`);
  return prices[name];
};

async function total(names) {
  return await names.reduce(async (accP, n) => (await accP) + (await lookup(n)), Promise.resolve(0));
}

(async () => {
  const sum = await ['apple', 'pear', 'fig'].reduce(async (acc, n) => (await acc) + (await lookup(n)), 0);
  console.log('sum', sum);
  const pending = await ['apple', 'fig'].map(lookup);
  console.log(pending.length, pending[0] instanceof Promise, await Promise.all(pending));
  const first = await ['fig', 'apple'].sort()[0];
  console.log(first, await [1, 2, 3], await [10, 20].length);
  console.log(await total(['pear', 'pear']));
  try {
    await ['apple', 'kiwi'].reduce(async (acc, n) => (await acc) + (await lookup(n)), 0);
  } catch (e) {
    console.log('error:', e.message);
  }
  const nested = await Promise.all([1, 2].map(async (x) => await [x, x * 10].join('/')));
  console.log(nested);
})();
