// features: enum_declaration, interface_declaration, type_guard, generic_function, keyof_type, as_expression, switch_statement, object_destructuring, spread_element, string_methods, array_methods, template_string
enum LogLevel {
  Debug = "debug",
  Info = "info",
  Warn = "warn",
  Error = "error",
}

enum Mode {
  Development = "development",
  Production = "production",
  Test = "test",
}

interface Config {
  mode: Mode;
  level: LogLevel;
  port: number;
  features: string[];
  verbose: boolean;
}

const defaults: Config = {
  mode: Mode.Development,
  level: LogLevel.Info,
  port: 3000,
  features: [],
  verbose: false,
};

function isEnumValue<E extends Record<string, string>>(e: E, v: string): v is E[keyof E] {
  return (Object.values(e) as string[]).includes(v);
}

function parseConfig(text: string): { config: Config; errors: string[] } {
  const config: Config = { ...defaults, features: [...defaults.features] };
  const errors: string[] = [];
  text.split("\n").forEach((raw, idx) => {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) return;
    const eq = line.indexOf("=");
    if (eq < 0) {
      errors.push(`line ${idx + 1}: missing '='`);
      return;
    }
    const key = line.slice(0, eq).trim().toLowerCase();
    const value = line.slice(eq + 1).trim();
    switch (key) {
      case "mode":
        if (isEnumValue(Mode, value)) config.mode = value;
        else errors.push(`line ${idx + 1}: bad mode '${value}'`);
        break;
      case "level":
        if (isEnumValue(LogLevel, value.toLowerCase())) config.level = value.toLowerCase() as LogLevel;
        else errors.push(`line ${idx + 1}: bad level '${value}'`);
        break;
      case "port": {
        const n = Number(value);
        if (Number.isInteger(n) && n > 0 && n < 65536) config.port = n;
        else errors.push(`line ${idx + 1}: bad port '${value}'`);
        break;
      }
      case "features":
        config.features = value.split(",").map((s) => s.trim()).filter(Boolean);
        break;
      case "verbose":
        config.verbose = ["1", "true", "yes", "on"].includes(value.toLowerCase());
        break;
      default:
        errors.push(`line ${idx + 1}: unknown key '${key}'`);
    }
  });
  return { config, errors };
}

const input = `
# service config
mode = production
LEVEL = WARN
port = 8443
features = search, , export,beta
verbose = yes
colour = blue
port = 99999
mode = staging
just a line
`;

const { config, errors } = parseConfig(input);
console.log(JSON.stringify(config, null, 2));
errors.forEach((e) => console.log("error:", e));
console.log("is production:", config.mode === Mode.Production);
console.log("levels:", Object.keys(LogLevel).join(","));
const rank: Record<LogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3 };
for (const lv of Object.values(LogLevel)) {
  console.log(`${lv.padEnd(5)} shown=${rank[lv] >= rank[config.level]}`);
}
