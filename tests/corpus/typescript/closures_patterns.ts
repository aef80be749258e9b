// features: closure, function_expression, array_destructuring, object_destructuring, rest_pattern, default_value_pattern, optional_chain
function makeAcc(start: number): (n: number) => number {
  let total = start;
  return function (n: number): number {
    total += n;
    return total;
  };
}
const acc = makeAcc(10);
acc(5);
console.log(acc(7));

interface Pt { x: number; y: number; label?: string }
const pt: Pt = { x: 3, y: 4 };
const { x, y, label = "none" } = pt;
console.log(x, y, label);
const [first, second = 99, ...others] = [1, 2, 3, 4];
console.log(first, second, others.length);
const [p, q = 8] = [5];
console.log(p, q);
function sumPair([a, b]: [number, number]): number {
  return a + b;
}
console.log(sumPair([20, 22]));
const maybe: { inner?: { value: number } } = { inner: { value: 6 } };
const none: { inner?: { value: number } } = {};
console.log(maybe.inner?.value, none.inner?.value);
