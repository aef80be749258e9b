// features: higher_order, arrow_function, closures, array_methods, rest_spread
const pipe = (...fns) => (x) => fns.reduce((v, f) => f(v), x);
const map = (f) => (xs) => xs.map(f);
const filter = (p) => (xs) => xs.filter(p);
const sum = (xs) => xs.reduce((a, b) => a + b, 0);

const sumOfOddSquares = pipe(filter((x) => x % 2 === 1), map((x) => x * x), sum);
console.log(sumOfOddSquares([1, 2, 3, 4, 5, 6, 7]));

function curry(fn) {
  return function curried(...args) {
    if (args.length >= fn.length) return fn(...args);
    return (...more) => curried(...args, ...more);
  };
}
const add3 = curry((a, b, c) => a + b + c);
console.log(add3(1)(2)(3), add3(1, 2)(3), add3(1)(2, 3));

function groupBy(xs, keyFn) {
  const out = {};
  for (const x of xs) {
    const k = keyFn(x);
    (out[k] = out[k] || []).push(x);
  }
  return out;
}
console.log(groupBy(["one", "two", "three", "four", "five", "six"], (w) => w.length));
const once = (f) => {
  let done = false, result;
  return (...a) => (done ? result : ((done = true), (result = f(...a))));
};
const init = once((x) => x * 100);
console.log(init(1), init(2), init(3));

// arity as fn.length reports it: parameters before a rest one, not a method's this
class Shape { area(w, h, ...extra) { return w * h; } }
const variadic = (first, ...others) => others.length;
console.log(variadic.length, ((...all) => all).length, Shape.prototype.area.length, new Shape().area.length);
const curriedArea = curry((w, h) => w * h);
console.log(curriedArea(3)(4), curry(function (a, b, c) { return a + b + c; })(1)(2)(3));
