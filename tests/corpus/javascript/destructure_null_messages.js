// features: destructuring, default_params, try_catch, for_of, template_string
// V8's TypeError for destructuring null/undefined names the first property and the value's source
// as V8 prints it (o.list[0], s.pop(...), (a || b), '.for', 'object null'); a first property with a
// default, or a nested pattern, fails on the read instead.
(() => {
const tests = [
  () => { const { x } = undefined; },
  () => { const { x } = null; },
  () => { const o = {}; const { x } = o.foo; },
  () => { const s = []; let x, y; ({ x, y } = s.pop()); },
  () => { const { a: { b } } = {}; },
  () => { function f({ a }) {} f(); },
  () => { const { ...r } = null; },
  () => { const {} = null; },
  () => { const { ['k' + 1]: v } = undefined; },
  () => { const { x = 1 } = undefined; },
  () => { const arr = [undefined]; const [{ q }] = arr; },
  () => { for (const { id } of [null]) {} },
  () => { const m = new Map(); const { w } = m.get('z'); },
  () => { const o = { p: null }; const { z } = o['p']; },
  () => { const { 'quoted-key': z } = undefined; },
  () => { const { 0: z } = null; },
  () => { [1].map(({ v }) => v); [undefined].map(({ v }) => v); },
];
for (const t of tests) { try { t(); console.log('ok'); } catch (e) { console.log(`${e.name}: ${e.message}`); } }
})();
(() => {
const o = { p: null, list: [], fn() { return undefined; } };
let a, b;
const i = 0;
const tests = [
  () => { function f({ a }) {} f(null); },
  () => { const { x: y = 1 } = undefined; },
  () => { const { x, y = 2 } = undefined; },
  () => { const { x } = o.list[0]; },
  () => { const { x } = o.list[i]; },
  () => { const { x } = o.fn(); },
  () => { const { x } = a || b; },
  () => { const { x } = this; },
  () => { const { x } = o?.p; },
  () => { const { x } = new Map().get(1); },
  () => { ({ a } = null); },
  () => { ({ a, b } = o.p); },
  () => { const { length } = null; },
  () => { const { x } = (0, o.p); },
  () => { const { x } = i ? o : o.p; },
  () => { const { x } = `${i}` && undefined; },
  () => { const { x } = o.list.at(-1); },
  () => { const { x } = [][0]; },
  () => { const g = { h: { k: undefined } }; const { x } = g.h.k; },
  () => { const { x } = o['list'][5]; },
  () => { const { x } = void 0; },
  () => { const { x } = JSON.parse('null'); },
  () => { const f2 = ({ a, b }) => a; f2(); },
  () => { const f3 = function ({ z }) {}; f3(null); },
  () => { class K { m({ q }) {} } new K().m(); },
  () => { const { x: { y } } = { x: null }; },
  () => { const [{ q }] = [null]; },
];
for (const t of tests) { try { t(); console.log('ok'); } catch (e) { console.log(`${e.name}: ${e.message}`); } }
})();
(() => {
let a;
const tests = [
  () => { for (const { id } of [null]) {} },
  () => { for (let { id, b } of [undefined]) {} },
  () => { for ({ a } of [null]) {} },
  () => { for (const {} of [null]) {} },
  () => { for (const [k, { v }] of new Map([[1, null]])) {} },
  () => { const i = 1, j = 2; const { x } = `${i}-${j}` && null; },
  () => { const { x } = `plain` && null; },
  () => { try { throw null; } catch ({ message }) {} },
  () => { [null].forEach(({ z }) => z); },
];
for (const t of tests) { try { t(); console.log('ok'); } catch (e) { console.log(`${e.name}: ${e.message}`); } }
})();
