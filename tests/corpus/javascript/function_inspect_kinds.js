// features: console_log, async_await, generators, class_declaration, class_extends, arrow_function, function_declaration, function_properties
// A small plugin registry that prints its handlers as node's console.log
// shows them: async, generator and async generator functions, classes,
// anonymous functions, bound functions and functions carrying properties.
async function fetchUser(id) { return { id }; }
function* range(n) { for (let i = 0; i < n; i++) yield i; }
async function* pages(n) { for (let i = 0; i < n; i++) yield [i]; }
function plain(x) { return x; }
plain.version = 2;
plain.aliases = ["p", "pl"];

class Plugin {}
class CachePlugin extends Plugin {}

const registry = {
  fetchUser,
  range,
  pages,
  plain,
  Plugin,
  CachePlugin,
  inline: (x) => x * 2,
  anon: function () {},
  method() {},
  async load() {},
  *items() {},
  async *stream() {},
};
console.log(registry);
console.log([fetchUser, range, pages]);
console.log(plain);
console.log(fetchUser, range, pages, Plugin, CachePlugin);

const bound = plain.bind(null, 1);
console.log(bound, typeof bound);
console.log(Math.max, [].map);
console.log({ handler: function named() {}, list: [() => {}, async () => {}] });

// the kinds still run as themselves
console.log([...range(3)]);
fetchUser(7).then((u) => console.log("fetched", u));
(async () => {
  for await (const p of pages(2)) console.log("page", p);
})();
