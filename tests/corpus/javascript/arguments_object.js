// features: arguments_object, function_declaration, rest_spread, arrow_function, array_from
// A variadic logger and helpers written the pre-ES6 way, with `arguments`.
function sum() {
  let total = 0;
  for (let i = 0; i < arguments.length; i++) total += arguments[i];
  return total;
}
console.log(sum(), sum(1), sum(1, 2, 3, 4));

function format(template) {
  // placeholders {1}, {2}, ... are the extra arguments
  let out = template;
  for (let i = 1; i < arguments.length; i++) out = out.replace("{" + i + "}", String(arguments[i]));
  return out;
}
console.log(format("{1} + {2} = {3}", 2, 3, 5));

function describe(name, age) {
  return name + " (" + age + ") of " + arguments.length;
}
console.log(describe("Ada"), describe("Ada", 36), describe("Ada", 36, "extra"));

function withRest(first, ...others) {
  return [first, others.length, arguments.length];
}
console.log(withRest("a", "b", "c"));

function outer() {
  // arrows see the enclosing function's arguments
  const pick = (i) => arguments[i];
  return [pick(0), pick(2)];
}
console.log(outer("x", "y", "z"));

function toArray() {
  return Array.from(arguments).map((x) => x * 2);
}
console.log(toArray(1, 2, 3), [...(function () { return arguments; })(7, 8)]);

function defaults(a, b = 10) {
  return a + b + arguments.length;
}
console.log(defaults(1), defaults(1, 2));
