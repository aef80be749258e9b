// features: decorator, field_definition, class_declaration, generic_function, map_object, type_guard, arrow_function
// Validation framework built on standard class decorators and addInitializer
type Validator = (value: unknown) => string | null;
const registry = new Map<string, Array<{ field: string; check: Validator }>>();
const initOrder: string[] = [];

function required(_: undefined, ctx: ClassFieldDecoratorContext) {
  ctx.addInitializer(function (this: unknown) {
    initOrder.push(`init ${String(ctx.name)} on ${(this as object).constructor.name}`);
  });
  const field = String(ctx.name);
  return function <V>(this: any, v: V): V {
    const cls = this.constructor.name;
    if (!registry.has(cls)) registry.set(cls, []);
    const list = registry.get(cls)!;
    if (!list.some(r => r.field === field && r.check === isPresent)) list.push({ field, check: isPresent });
    return v;
  };
}
const isPresent: Validator = v => (v === "" || v === undefined || v === null ? "is required" : null);

function range(min: number, max: number) {
  return function (_: undefined, ctx: ClassFieldDecoratorContext) {
    const field = String(ctx.name);
    const check: Validator = v => (typeof v !== "number" || v < min || v > max ? `must be in ${min}..${max}` : null);
    return function (this: any, v: number) {
      const cls = this.constructor.name;
      const list = registry.get(cls) ?? [];
      if (!list.some(r => r.field === field && r.check.length === 1 && String(r.check) === String(check))) list.push({ field, check });
      registry.set(cls, list);
      return v;
    };
  };
}

function entity(tag: string) {
  return function <T extends new (...args: any[]) => object>(cls: T, ctx: ClassDecoratorContext<T>) {
    ctx.addInitializer(() => initOrder.push(`registered ${String(ctx.name)} as ${tag}`));
    return class extends cls {
      kind = tag;
    };
  };
}

function validate(obj: object): string[] {
  const rules = registry.get(obj.constructor.name) ?? registry.get(Object.getPrototypeOf(obj.constructor).name) ?? [];
  return rules.map(r => {
    const msg = r.check((obj as Record<string, unknown>)[r.field]);
    return msg ? `${r.field} ${msg}` : null;
  }).filter((m): m is string => m !== null);
}

@entity("person")
class Person {
  @required name: string;
  @range(0, 150) age: number;
  email = "";
  constructor(name: string, age: number) {
    this.name = name;
    this.age = age;
  }
}

const people = [new Person("Grace", 85), new Person("", 200), new Person("Linus", -1)];
for (const p of people) {
  const errs = validate(p);
  console.log(JSON.stringify(p), errs.length ? errs : "valid");
}
console.log(initOrder);
console.log((people[0] as any).kind, people[0] instanceof Person);
