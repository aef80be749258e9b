// features: class_static_block, static_member, class_declaration, arrow_function
// Static initialisation blocks computing class state once.
class Registry {
  static items: string[] = [];
  static ready: boolean;
  static {
    Registry.items.push("alpha", "beta");
    this.ready = Registry.items.length > 1;
  }
  static describe(): string {
    return `${Registry.items.length} items, ready=${Registry.ready}`;
  }
}
console.log(Registry.items, Registry.describe());

class Lookup {
  static codes: Record<string, number> = {};
  static {
    const names: string[] = ["ok", "warn", "fail"];
    names.forEach((n: string, i: number) => {
      Lookup.codes[n] = i * 10;
    });
  }
}
console.log(Lookup.codes);
