// features: as_expression, interface_declaration, readonly_modifier, try_statement, getter_setter, object_literal
// tsc --strict emits "use strict": writes a frozen object, a frozen array or
// a getter-only property refuses raise TypeError instead of being ignored.
interface Settings { theme: string; fontSize: number; plugins: string[] }

const defaults: Readonly<Settings> = Object.freeze({ theme: "dark", fontSize: 12, plugins: ["lint"] });

function tryWrite(label: string, write: () => void): void {
  try {
    write();
    console.log(`${label}: ok`);
  } catch (e) {
    console.log(`${label}: ${(e as Error).constructor.name}: ${(e as Error).message}`);
  }
}

tryWrite("assign", () => { (defaults as Settings).theme = "light"; });
tryWrite("add", () => { (defaults as Settings & { extra?: number }).extra = 1; });
tryWrite("delete", () => { delete (defaults as Partial<Settings>).fontSize; });
tryWrite("nested", () => { defaults.plugins.push("format"); }); // freeze is shallow

const sizes = Object.freeze([10, 12, 14]);
tryWrite("push", () => { (sizes as number[]).push(16); });
tryWrite("index", () => { (sizes as number[])[0] = 8; });

const sealed = Object.seal({ retries: 3 });
tryWrite("sealed update", () => { sealed.retries = 5; });
tryWrite("sealed add", () => { (sealed as { retries: number; delay?: number }).delay = 100; });

class Version {
  constructor(private readonly major: number, private readonly minor: number) {}
  get label(): string { return `v${this.major}.${this.minor}`; }
}
const v = new Version(2, 1);
tryWrite("getter only", () => { (v as unknown as { label: string }).label = "v3"; });

const locked = {};
Object.defineProperty(locked, "id", { value: 42, writable: false, enumerable: true });
tryWrite("read-only", () => { (locked as { id: number }).id = 7; });

console.log(defaults, sizes, sealed, v.label, locked);
console.log(Object.isFrozen(defaults), Object.isSealed(sealed), Object.isFrozen(defaults.plugins));
