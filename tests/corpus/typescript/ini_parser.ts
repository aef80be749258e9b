// features: index_signature, type_alias_declaration, union_type, regex, error_object, parameter_property, generic_function, optional_chain
// INI config parser with sections, typed getters and error reporting
type Scalar = string | number | boolean;
interface Section { [key: string]: Scalar }
type Config = Record<string, Section>;

class ParseError extends Error {
  constructor(message: string, public readonly line: number) {
    super(`line ${line}: ${message}`);
    this.name = "ParseError";
  }
}

function coerce(raw: string): Scalar {
  const v = raw.trim();
  if (/^(true|yes|on)$/i.test(v)) return true;
  if (/^(false|no|off)$/i.test(v)) return false;
  if (/^-?\d+(\.\d+)?$/.test(v)) return Number(v);
  const quoted = v.match(/^"(.*)"$/);
  return quoted ? quoted[1].replace(/\\n/g, "\n") : v;
}

function parseIni(text: string): Config {
  const config: Config = {};
  let current = "global";
  config[current] = {};
  text.split("\n").forEach((rawLine, idx) => {
    const line = rawLine.replace(/[;#].*$/, "").trim();
    if (line === "") return;
    const header = /^\[([\w.\-]+)\]$/.exec(line);
    if (header) {
      current = header[1];
      config[current] ??= {};
      return;
    }
    const eq = line.indexOf("=");
    if (eq < 1) throw new ParseError(`expected key = value, got "${line}"`, idx + 1);
    const key = line.slice(0, eq).trim();
    config[current][key] = coerce(line.slice(eq + 1));
  });
  return config;
}

function get<T extends Scalar>(cfg: Config, path: string, fallback: T): T {
  const [section, key] = path.includes(".") ? [path.slice(0, path.lastIndexOf(".")), path.slice(path.lastIndexOf(".") + 1)] : ["global", path];
  const v = cfg[section]?.[key];
  return (typeof v === typeof fallback ? v : fallback) as T;
}

const source = `
; application settings
name = "Demo App"
debug = yes

[server]
host = 0.0.0.0
port = 8080   # default port
timeout = 2.5

[database.primary]
user = admin
pool = 16
ssl = off
motd = "Hello\\nWorld"
`;

const cfg = parseIni(source);
for (const [section, values] of Object.entries(cfg)) {
  console.log(`[${section}]`);
  for (const [k, v] of Object.entries(values)) console.log(`  ${k} = ${JSON.stringify(v)} (${typeof v})`);
}
console.log(get(cfg, "server.port", 80) + 1);
console.log(get(cfg, "server.missing", "none"));
console.log(get(cfg, "database.primary.ssl", true));
console.log(get(cfg, "debug", false));
console.log(get(cfg, "database.primary.motd", ""));
console.log(JSON.stringify(cfg, null, 2));

for (const bad of ["[ok]\nkey value", "a=1\n\n=2"]) {
  try {
    parseIni(bad);
  } catch (e) {
    if (e instanceof ParseError) console.log(e.name, e.line, e.message);
    else throw e;
  }
}
