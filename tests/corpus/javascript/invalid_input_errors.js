// features: modules, error_classes, object_static, class_declaration, try_catch, console_log
// A link checker that reports why inputs are rejected: node's URL errors
// carry a code and the offending input; frozen value objects name
// themselves in assignment errors (by class, or [object Object] when they
// define their own toString).
'use strict';

class Money {
  constructor(cents) { this.cents = cents; Object.freeze(this); }
  toString() { return `$${(this.cents / 100).toFixed(2)}`; }
}
class Point {
  constructor(x, y) { this.x = x; this.y = y; Object.freeze(this); }
}
class Label extends Money {}

const links = ['https://example.com/a?b=1', 'not a url', 'http://', 'mailto:x@y.z', '//no-scheme', ''];
for (const link of links) {
  try {
    const u = new URL(link);
    console.log('valid', u.protocol, JSON.stringify(u.pathname));
  } catch (e) {
    console.log(`${e.name} [${e.code}] input=${JSON.stringify(e.input)} keys=${Object.keys(e).join(',')} base=${e.base}`);
  }
}
for (const [rel, base] of [['page', 'nope'], ['../x', 'https://h.io/a/b/c']]) {
  try {
    console.log('resolved', new URL(rel, base).href);
  } catch (e) {
    console.log(e instanceof TypeError, e.code, e.input, e.base, e.message);
  }
}

const values = [new Money(1250), new Point(1, 2), new Label(5), Object.freeze({ n: 1 }),
  Object.freeze({ n: 1, toString() { return 'custom'; } }), Object.freeze([1, 2])];
for (const v of values) {
  try {
    v[Array.isArray(v) ? 0 : Object.keys(v)[0]] = 99;
  } catch (e) {
    console.log(`${e.constructor.name}: ${e.message}`);
  }
  try {
    delete v[Array.isArray(v) ? 0 : Object.keys(v)[0]];
  } catch (e) {
    console.log(`  ${e.message}`);
  }
}
console.log(`${values[0]}`, String(values[2]), values[1]);
