// features: static_member, access_modifier, optional_parameter, nullish_coalescing, compound_assignment, generic_class, private_field
// Lazily created singletons (private static instance?: T) and a service locator, as app code writes them.
class Logger {
  private static instance?: Logger;
  private static created = 0;
  private lines: string[] = [];

  private constructor(private readonly prefix: string) {
    Logger.created++;
  }

  static get(): Logger {
    if (!Logger.instance) Logger.instance = new Logger("[app]");
    return Logger.instance;
  }

  static reset(): void {
    Logger.instance = undefined;
  }

  static get createdCount(): number {
    return Logger.created;
  }

  info(msg: string): void {
    this.lines.push(`${this.prefix} ${msg}`);
  }

  dump(): string[] {
    return [...this.lines];
  }
}

class Config {
  static #current?: Config;
  static defaults?: Record<string, string>;
  private values = new Map<string, string>();

  static load(entries?: [string, string][]): Config {
    const c = (Config.#current ??= new Config());
    for (const [k, v] of entries ?? []) c.values.set(k, v);
    return c;
  }

  get(key: string): string {
    return this.values.get(key) ?? Config.defaults?.[key] ?? "<unset>";
  }
}

type Factory<T> = () => T;
class Locator {
  private static factories = new Map<string, Factory<unknown>>();
  private static cache = new Map<string, unknown>();
  static lastResolved?: string;

  static register<T>(name: string, f: Factory<T>): void {
    Locator.factories.set(name, f);
  }

  static resolve<T>(name: string): T {
    Locator.lastResolved = name;
    if (!Locator.cache.has(name)) {
      const f = Locator.factories.get(name);
      if (!f) throw new Error(`no service '${name}'`);
      Locator.cache.set(name, f());
    }
    return Locator.cache.get(name) as T;
  }
}

console.log(Config.defaults, Locator.lastResolved);
const log = Logger.get();
log.info("starting");
Logger.get().info("same instance");
console.log(Logger.get() === log, Logger.createdCount, log.dump());
Logger.reset();
Logger.get().info("after reset");
console.log(Logger.get() === log, Logger.createdCount, Logger.get().dump());

const cfg = Config.load([["env", "prod"]]);
console.log(cfg.get("env"), cfg.get("region"));
Config.defaults = { region: "eu-west" };
console.log(Config.load([["debug", "0"]]) === cfg, cfg.get("region"), cfg.get("debug"), cfg.get("missing"));

let built = 0;
Locator.register("clock", () => ({ now: () => 1000 + built++ }));
Locator.register("log", () => Logger.get());
const clock = Locator.resolve<{ now(): number }>("clock");
console.log(clock.now(), Locator.resolve<{ now(): number }>("clock").now(), built, Locator.lastResolved);
Locator.resolve<Logger>("log").info("via locator");
console.log(Logger.get().dump().length, Locator.lastResolved);
try {
  Locator.resolve("db");
} catch (e) {
  console.log((e as Error).message, Locator.lastResolved);
}
