// features: as_expression, satisfies_expression, keyof_type, generic_function, spread_element, optional_chain, nullish_coalescing, console_log_object
interface DbConfig { host: string; port: number; user?: string }
interface AppConfig {
  name: string;
  debug: boolean;
  db: DbConfig;
  features: readonly string[];
  limits?: { rps?: number; burst?: number };
}

const DEFAULTS = {
  name: "app",
  debug: false,
  db: { host: "localhost", port: 5432 },
  features: [],
} as const satisfies Partial<AppConfig>;

type Key = keyof typeof DEFAULTS;
const keys: Key[] = Object.keys(DEFAULTS) as Key[];

function merge(overrides: Partial<AppConfig>): AppConfig {
  return {
    ...DEFAULTS,
    ...overrides,
    db: { ...DEFAULTS.db, ...overrides.db },
    features: [...DEFAULTS.features, ...(overrides.features ?? [])],
  };
}

function get<T extends object, K extends keyof T>(obj: T, key: K): T[K] {
  return obj[key];
}

const cfg = merge({ name: "shop", db: { host: "db.internal", port: 6543, user: "svc" }, features: ["search", "cart"] });
console.log(keys);
console.log(cfg);
console.log(get(cfg, "name"), get(cfg.db, "port"));
console.log("rps:", cfg.limits?.rps ?? "unlimited");
console.log("user upper:", cfg.db.user?.toUpperCase());
const plain = merge({});
console.log(plain.db.user?.toUpperCase(), plain.limits?.burst);
console.log(JSON.stringify(cfg, null, 2));
const validators: Partial<Record<keyof AppConfig, (c: AppConfig) => string | null>> = {
  name: c => (c.name.length < 3 ? "name too short" : null),
  db: c => (c.db.port < 1024 ? "privileged port" : null),
};
for (const [k, check] of Object.entries(validators)) {
  console.log(k, check?.(cfg) ?? "ok", check?.({ ...cfg, name: "x", db: { host: "h", port: 80 } }) ?? "ok");
}
