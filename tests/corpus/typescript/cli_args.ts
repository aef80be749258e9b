// features: type_guard, union_type, literal_type, in_operator, switch_statement, map_object, error_object, nullish_coalescing
// Command-line argument parser with discriminated unions, type guards and assertion functions
type OptionSpec =
  | { kind: "flag"; name: string; short?: string; help: string }
  | { kind: "value"; name: string; short?: string; help: string; default?: string }
  | { kind: "list"; name: string; help: string };

type ParsedValue = boolean | string | string[];
interface ParseResult { options: Map<string, ParsedValue>; positionals: string[]; errors: string[] }

function isFlag(spec: OptionSpec): spec is Extract<OptionSpec, { kind: "flag" }> {
  return spec.kind === "flag";
}

function assertDefined<T>(v: T | undefined, what: string): asserts v is T {
  if (v === undefined) throw new Error(`missing ${what}`);
}

function assertString(v: unknown): asserts v is string {
  if (typeof v !== "string") throw new TypeError(`expected string, got ${typeof v}`);
}

class ArgParser {
  private specs: OptionSpec[] = [];
  constructor(private prog: string) {}
  add(spec: OptionSpec): this { this.specs.push(spec); return this; }

  private find(token: string): OptionSpec | undefined {
    if (token.startsWith("--")) return this.specs.find(s => s.name === token.slice(2));
    return this.specs.find(s => s.kind !== "list" && s.short === token.slice(1));
  }

  parse(argv: readonly string[]): ParseResult {
    const options = new Map<string, ParsedValue>();
    const positionals: string[] = [];
    const errors: string[] = [];
    for (const s of this.specs) {
      if (isFlag(s)) options.set(s.name, false);
      else if (s.kind === "value" && s.default !== undefined) options.set(s.name, s.default);
      else if (s.kind === "list") options.set(s.name, []);
    }
    for (let i = 0; i < argv.length; i++) {
      let tok = argv[i];
      if (tok === "--") { positionals.push(...argv.slice(i + 1)); break; }
      if (!tok.startsWith("-") || tok === "-") { positionals.push(tok); continue; }
      let inline: string | undefined;
      const eq = tok.indexOf("=");
      if (eq > 0) { inline = tok.slice(eq + 1); tok = tok.slice(0, eq); }
      const spec = this.find(tok);
      if (!spec) { errors.push(`unknown option ${tok}`); continue; }
      switch (spec.kind) {
        case "flag":
          options.set(spec.name, true);
          break;
        case "value":
        case "list": {
          const val = inline ?? argv[++i];
          if (val === undefined) { errors.push(`option --${spec.name} needs a value`); break; }
          if (spec.kind === "list") (options.get(spec.name) as string[]).push(...val.split(","));
          else options.set(spec.name, val);
        }
      }
    }
    return { options, positionals, errors };
  }

  help(): string {
    const lines = [`usage: ${this.prog} [options] [args...]`];
    for (const s of this.specs) {
      const short = "short" in s && s.short ? `-${s.short}, ` : "    ";
      const arg = s.kind === "flag" ? "" : s.kind === "list" ? " A,B,..." : " VALUE";
      const def = s.kind === "value" && s.default ? ` (default ${s.default})` : "";
      lines.push(`  ${(short + "--" + s.name + arg).padEnd(24)}${s.help}${def}`);
    }
    return lines.join("\n");
  }
}

const parser = new ArgParser("pack")
  .add({ kind: "flag", name: "verbose", short: "v", help: "print more" })
  .add({ kind: "value", name: "output", short: "o", help: "output file", default: "out.tar" })
  .add({ kind: "value", name: "level", help: "compression level" })
  .add({ kind: "list", name: "exclude", help: "patterns to skip" });

console.log(parser.help());
const runs: string[][] = [
  ["-v", "src", "docs", "--level=9"],
  ["--output", "x.tgz", "--exclude", "*.log,*.tmp", "--exclude=node_modules", "a"],
  ["--bogus", "-o"],
  ["file1", "--", "--verbose", "-x"],
];
for (const argv of runs) {
  const r = parser.parse(argv);
  console.log("argv:", argv.join(" "));
  console.log("  options:", Object.fromEntries(r.options));
  console.log("  positionals:", r.positionals, "errors:", r.errors);
}
const r = parser.parse(["--level", "3"]);
const level = r.options.get("level");
assertDefined(level, "level");
assertString(level);
console.log("level as number:", parseInt(level, 10) * 2);
try {
  assertDefined(parser.parse([]).options.get("level"), "level");
} catch (e) {
  console.log(`caught: ${(e as Error).message}`);
}
try {
  assertString(r.options.get("verbose"));
} catch (e) {
  console.log(e instanceof TypeError, String(e));
}
