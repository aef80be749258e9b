// features: async_await, arrow_function, closures
// `await (expr)(args)` forms: awaiting an immediately invoked async arrow,
// a parenthesized function reference, or a comma expression.
const delay = (ms, value) => new Promise((resolve) => setTimeout(() => resolve(value), ms));

const api = {
  users: async () => [{ id: 1, name: 'Ana' }, { id: 2, name: 'Ben' }],
  find: async (id) => ({ id, name: id === 1 ? 'Ana' : 'Ben' }),
};

async function main() {
  // a one-off async block whose result is awaited in place
  const config = await (async () => {
    await delay(2);
    return { retries: 3, verbose: true };
  })();
  console.log('config', config);

  const count = await (api.users)().then((list) => list.length);
  console.log('users', count, (await (api.find)(2)).name);

  const picked = await (delay)(1, ['x', 'y']);
  console.log('picked', picked.join('+'), await (0, delay)(1, 'comma form'));

  const timed = await (async (label) => {
    const started = 0;
    await delay(3);
    return `${label} finished (${started})`;
  })('job');
  console.log(timed);

  let attempts = 0;
  const value = await (async function retry() {
    attempts++;
    if (attempts < 3) return retry();
    return `ok after ${attempts}`;
  })();
  console.log(value);
}

main().then(() => console.log('done'));
