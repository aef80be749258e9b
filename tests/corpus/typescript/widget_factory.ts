// features: class_expression, class_declaration, typeof_operator, static_member, generic_function, inheritance, class_static_block, map_object
// A widget factory that builds classes on the fly (named class expressions
// referring to themselves) and checks what it got back with typeof.
interface Widget {
  render(): string;
}

class Registry {
  private static readonly kinds = new Map<string, new (label: string) => Widget>();
  static add(name: string, ctor: new (label: string) => Widget): void {
    Registry.kinds.set(name, ctor);
  }
  static make(name: string, label: string): Widget {
    const ctor = Registry.kinds.get(name);
    if (typeof ctor !== "function") throw new Error(`no widget kind "${name}"`);
    return new ctor(label);
  }
  static get names(): string[] {
    return [...Registry.kinds.keys()];
  }
}

function makeBoxed(border: string) {
  return class Boxed implements Widget {
    static made = 0;
    static {
      Boxed.made = 0;
    }
    constructor(private readonly label: string) {
      Boxed.made++;
    }
    render(): string {
      const line = border.repeat(this.label.length + 4);
      return `${line}\n${border} ${this.label} ${border}\n${line}`;
    }
    clone(): Boxed {
      return new Boxed(this.label + "'");
    }
    static describe(): string {
      return `${Boxed.name} with '${border}' (${Boxed.made} made, typeof ${typeof Boxed})`;
    }
  };
}

const Star = makeBoxed("*");
const Hash = makeBoxed("#");
Registry.add("star", Star);
Registry.add("hash", Hash);
Registry.add(
  "plain",
  class Plain {
    constructor(readonly label: string) {}
    render() {
      return `[${this.label}] (${Plain.name})`;
    }
  }
);

console.log(Registry.make("star", "hello").render());
console.log(new Hash("x").clone().render());
console.log(Registry.make("plain", "just text").render());
console.log(Star.describe());
console.log(Hash.describe());
try {
  Registry.make("fancy", "nope");
} catch (e) {
  console.log((e as Error).message);
}

class Base {}
abstract class Shape extends Base {}
enum Kind {
  A,
}
const Anon = class {};
const Counted = class Counted extends Base {
  static n = 0;
  bump(): number {
    return ++Counted.n;
  }
};
const c = new Counted();
c.bump();
console.log(typeof Base, typeof Shape, typeof Kind, typeof Anon, typeof Registry, typeof Star, c.bump());
console.log(Registry.names.join(","), Anon.name, Counted.name, Star.name);
console.log(typeof undeclaredGlobal === "undefined" ? "no such global" : "found");
declare const undeclaredGlobal: unknown;
