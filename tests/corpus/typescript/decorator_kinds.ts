// features: decorator, auto_accessor, getter_setter, field_definition, static_member, class_declaration, inheritance, generic_function, spread_element
// TS 5 standard decorators on every member kind: fields, accessors, getters, setters, methods, static members, addInitializer
const trace: string[] = [];

function bound<This, Args extends unknown[], R>(method: (this: This, ...args: Args) => R, ctx: ClassMethodDecoratorContext<This>) {
  trace.push(`decorate method ${String(ctx.name)} static=${ctx.static}`);
  ctx.addInitializer(function (this: This) {
    const self = this as Record<string | symbol, unknown>;
    self[ctx.name] = (method as Function).bind(this);
  });
}

function describe(tag: string) {
  return (_value: unknown, ctx: DecoratorContext) => {
    trace.push(`${tag}: ${ctx.kind} ${String(ctx.name)}`);
  };
}

function defaultTo<T>(fallback: T) {
  return (_v: undefined, ctx: ClassFieldDecoratorContext<any, any>) => (initial: any): any => {
    trace.push(`init ${String(ctx.name)} (${initial})`);
    return initial ?? fallback;
  };
}

function rounded(getter: () => number, ctx: ClassGetterDecoratorContext) {
  return function (this: unknown) {
    return Math.round(getter.call(this) * 100) / 100;
  };
}

function nonNegative(setter: (v: number) => void, ctx: ClassSetterDecoratorContext) {
  return function (this: unknown, v: number) {
    if (v < 0) throw new RangeError(`${String(ctx.name)} cannot be negative: ${v}`);
    setter.call(this, v);
  };
}

function trackHistory<This, V>(target: ClassAccessorDecoratorTarget<This, V>, ctx: ClassAccessorDecoratorContext<This, V>): ClassAccessorDecoratorResult<This, V> {
  const seen: V[] = [];
  return {
    get(this: This) { return target.get.call(this); },
    set(this: This, v: V) { seen.push(v); target.set.call(this, v); },
    init(v: V) { trace.push(`accessor ${String(ctx.name)} starts at ${v}`); return v; },
  };
}

function counted<T extends new (...args: any[]) => object>(cls: T, ctx: ClassDecoratorContext<T>) {
  let instances = 0;
  ctx.addInitializer(function () { trace.push(`class ${this.name} ready`); });
  return class extends cls {
    constructor(...args: any[]) {
      super(...args);
      instances++;
      trace.push(`${ctx.name} #${instances}`);
    }
  };
}

@counted
@describe("class")
class Account {
  @defaultTo("anonymous") owner: string | undefined;
  @defaultTo(0) @describe("field") opened = 2024;
  @describe("static field") static bank = "RD Bank";
  @trackHistory accessor tier = "basic";
  private _balance = 0;

  constructor(owner?: string) {
    this.owner = owner ?? this.owner;
  }

  @rounded get balance(): number { return this._balance; }
  @nonNegative set balance(v: number) { this._balance = v; }

  @bound deposit(amount: number): this {
    this._balance += amount / 3;
    return this;
  }

  @describe("static method") static create(owner: string) { return new Account(owner); }
}

const acct = new Account("Ada");
const deposit = acct.deposit;
deposit(10);
deposit(5);
console.log(acct.balance, acct.owner, acct.opened, acct.tier);
acct.tier = "gold";
try {
  acct.balance = -1;
} catch (e) {
  console.log((e as Error).message);
}
acct.balance = 7.123;
console.log(acct.balance, acct.tier, Account.bank);
const other = Account.create("Grace");
console.log(other.owner, other.balance);
console.log(new Account().owner);
for (const line of trace) console.log(line);
