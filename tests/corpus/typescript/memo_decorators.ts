// features: decorator, auto_accessor, generic_function, rest_parameter, map_object, closure, field_definition
// Method/field/accessor decorators: logging, memoization, validation
const callLog: string[] = [];

function logged<This, Args extends any[], R>(target: (this: This, ...args: Args) => R, context: ClassMethodDecoratorContext<This, (this: This, ...args: Args) => R>) {
  const name = String(context.name);
  return function (this: This, ...args: Args): R {
    callLog.push(`${name}(${args.join(", ")})`);
    return target.call(this, ...args);
  };
}

function memoize<This, R>(target: (this: This, n: number) => R, context: ClassMethodDecoratorContext<This, (this: This, n: number) => R>) {
  const cache = new Map<number, R>();
  return function (this: This, n: number): R {
    if (cache.has(n)) return cache.get(n)!;
    const r = target.call(this, n);
    cache.set(n, r);
    return r;
  };
}

function clamp(min: number, max: number) {
  return function (_value: undefined, context: ClassFieldDecoratorContext) {
    return function (initial: number): number {
      const v = Math.min(max, Math.max(min, initial));
      if (v !== initial) callLog.push(`clamped ${String(context.name)}: ${initial} -> ${v}`);
      return v;
    };
  };
}

function uppercase(value: undefined, context: ClassFieldDecoratorContext) {
  return (initial: string) => initial.toUpperCase();
}

function tracked<This, V>(target: ClassAccessorDecoratorTarget<This, V>, context: ClassAccessorDecoratorContext<This, V>): ClassAccessorDecoratorResult<This, V> {
  return {
    get(this: This) { return target.get.call(this); },
    set(this: This, v: V) {
      callLog.push(`set ${String(context.name)} = ${v}`);
      target.set.call(this, v);
    },
  };
}

class MathBox {
  calls = 0;
  @clamp(0, 10) level = 42;
  @uppercase label = "box";
  @tracked accessor mode = "fast";

  @memoize
  fib(n: number): number {
    this.calls++;
    return n < 2 ? n : this.fib(n - 1) + this.fib(n - 2);
  }

  @logged
  add(a: number, b: number): number { return a + b; }

  @logged
  @logged
  twice(x: number): number { return x * 2; }
}

const box = new MathBox();
console.log(box.level, box.label, box.mode);
console.log("fib(30) =", box.fib(30), "calls:", box.calls);
console.log("fib(31) =", box.fib(31), "calls:", box.calls);
console.log(box.add(2, 3), box.twice(21));
box.mode = "slow";
box.mode = "eco";
console.log(box.mode);
console.log(callLog.join("\n"));
