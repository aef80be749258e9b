// features: modules, async_await, destructuring
// import() in a CommonJS script: a promise of the module's namespace.
async function loadTools() {
  const loaded = await Promise.all([import('util'), import('path')]);
  return Object.fromEntries(['util', 'path'].map((n, i) => [n, loaded[i]]));
}

(async () => {
  const path = await import('path');
  console.log(path.join('reports', '2024', 'q1.csv'), path.extname('a/b.tar.gz'), typeof path.basename);
  const { sep, posix } = await import('path');
  console.log(sep, posix.normalize('/a/./b/../c'));
  const tools = await loadTools();
  console.log(Object.keys(tools), tools.util.format('%s=%d', 'n', 42));
  const pending = import('path');
  console.log(pending instanceof Promise);
  console.log((await pending).dirname('/x/y/z.txt'));
})();
