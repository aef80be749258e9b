// features: decorator, class_declaration, static_member, generic_function, map_object, rest_parameter, closure
// A command registry built with TS 5 standard decorators: class decorators
// register handlers, method decorators add logging, memoising and timing.
const registry = new Map<string, new () => object>();

function command(name: string) {
  console.log(`evaluating @command(${name})`);
  return function <T extends new () => object>(cls: T, ctx: ClassDecoratorContext<T>): T {
    console.log(`registering ${String(ctx.name)} as '${name}' (${ctx.kind})`);
    registry.set(name, cls);
    return cls;
  };
}

function memo(method: (this: any, n: number) => number, ctx: ClassMethodDecoratorContext) {
  const cache = new Map<number, number>();
  return function (this: any, n: number): number {
    if (cache.has(n)) return cache.get(n)!;
    const v = method.call(this, n);
    cache.set(n, v);
    return v;
  };
}

let calls = 0;
function counted(method: (...args: any[]) => any, ctx: ClassMethodDecoratorContext) {
  const label = `${ctx.static ? "static " : ""}${String(ctx.name)}`;
  return function (this: unknown, ...args: any[]) {
    calls++;
    console.log(`  call #${calls}: ${label}(${args.join(", ")})`);
    return method.apply(this, args);
  };
}

function ignored(_m: unknown, ctx: ClassMethodDecoratorContext) {
  console.log(`saw ${ctx.kind} ${String(ctx.name)}, private=${ctx.private}`);
}

@command("fib")
class Fib {
  steps = 0;
  @memo
  calc(n: number): number {
    this.steps++;
    return n < 2 ? n : this.calc(n - 1) + this.calc(n - 2);
  }
  @counted @ignored
  run(n: number): string { return `fib(${n}) = ${this.calc(n)} in ${this.steps} steps`; }
}

@command("greet")
class Greeter {
  @counted
  static shout(s: string): string { return s.toUpperCase() + "!"; }
  @counted
  run(who: string, times: number): string { return Array(times).fill(`hi ${who}`).join(" / "); }
}

console.log([...registry.keys()]);
const fib = new (registry.get("fib") as typeof Fib)();
console.log(fib.run(20));
console.log(fib.run(25));
const g = new Greeter();
console.log(g.run("ann", 2));
console.log(Greeter.shout("done"));
console.log("total calls", calls);
