// features: namespace_declaration, nested_namespace, export_statement, closure, template_string, update_expression, compound_assignment, console_log_object
// A namespace's exported let/var is a live binding: writes inside the
// namespace and writes from outside (N.x = v) are seen on both sides.
namespace Logger {
  export type Level = "debug" | "info" | "warn";
  const order: Level[] = ["debug", "info", "warn"];
  export let level: Level = "info";
  export let lines = 0, dropped = 0;
  export var prefix = "[app]";
  export const history: string[] = [];

  export function log(lvl: Level, msg: string): void {
    if (order.indexOf(lvl) < order.indexOf(level)) {
      dropped++;
      return;
    }
    lines += 1;
    history.push(`${prefix} ${lvl.toUpperCase()} ${msg}`);
  }
  export function quiet(): void {
    level = "warn";
  }
}

namespace Geometry.Units {
  export let scale = 1;
  export function toPixels(mm: number): number {
    return mm * scale;
  }
}

namespace Ids {
  export let next = 1;
  export function take(): string {
    return `id-${next++}`;
  }
}

Logger.log("debug", "starting");
Logger.log("info", "loaded 3 files");
Logger.quiet();
console.log(`level after quiet(): ${Logger.level}`);
Logger.log("info", "not shown");
Logger.level = "debug";
Logger.prefix = "[svc]";
Logger.log("debug", "shown again");
Logger.lines += 10;
Logger.log("warn", "disk almost full");
console.log(Logger.history);
console.log(`lines=${Logger.lines} dropped=${Logger.dropped}`);
console.log(Logger);
console.log(JSON.stringify(Logger), Object.keys(Logger).join(","));
console.log(Object.entries(Logger).filter(([, v]) => typeof v === "number"));
const { level, lines } = Logger;
console.log(level, lines, { ...Logger }.dropped);

console.log(Geometry.Units.toPixels(10));
Geometry.Units.scale = 3.5;
console.log(Geometry.Units.toPixels(10), Geometry.Units.scale);

const a = Ids.take(), b = Ids.take();
Ids.next = 100;
console.log(a, b, Ids.take(), Ids.next);
Ids.next++;
console.log(Ids.take());
for (const k in Ids) console.log("key", k, typeof (Ids as Record<string, unknown>)[k]);
