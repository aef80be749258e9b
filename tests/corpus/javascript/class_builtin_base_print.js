// features: class_extends, console_log
// console.log of a class names its base, built-in ones included.
class Stack extends Array {
  peek() { return this[this.length - 1]; }
}
class Registry extends Map {}
class Tags extends Set {}
class Plain extends Object {}
class AppError extends Error {}
class Base {}
class Derived extends Base {}
console.log(Stack, Registry, Tags);
console.log([Plain, AppError, Derived, Base]);
const s = Stack.from([1, 2, 3]);
console.log(s.peek(), s instanceof Array);
