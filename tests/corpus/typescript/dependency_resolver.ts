// features: namespace_declaration, index_signature, error_object, regex, closure, map_object
// Package dependency resolution: topological order, cycles, version ranges.
namespace Semver {
  export interface Version { major: number; minor: number; patch: number }
  export function parse(s: string): Version {
    const m = /^(\d+)\.(\d+)\.(\d+)$/.exec(s);
    if (!m) throw new Error(`bad version '${s}'`);
    return { major: +m[1], minor: +m[2], patch: +m[3] };
  }
  export function compare(a: Version, b: Version): number {
    return a.major - b.major || a.minor - b.minor || a.patch - b.patch;
  }
  export function satisfies(v: string, range: string): boolean {
    const ver = parse(v);
    if (range.startsWith("^")) {
      const base = parse(range.slice(1));
      return ver.major === base.major && compare(ver, base) >= 0;
    }
    if (range.startsWith("~")) {
      const base = parse(range.slice(1));
      return ver.major === base.major && ver.minor === base.minor && compare(ver, base) >= 0;
    }
    if (range === "*") return true;
    return compare(ver, parse(range)) === 0;
  }
}

class CycleError extends Error {
  constructor(readonly path: string[]) {
    super(`cycle: ${path.join(" -> ")}`);
  }
}

interface Manifest {
  readonly versions: Record<string, Record<string, string>>;
}

const registry: Record<string, Manifest> = {
  app: { versions: { "1.0.0": { web: "^2.1.0", log: "~1.2.0", util: "*" } } },
  web: {
    versions: {
      "2.0.0": { http: "^1.0.0" },
      "2.3.1": { http: "^1.4.0", log: "^1.0.0" },
      "3.0.0": { http: "^2.0.0" },
    },
  },
  http: { versions: { "1.3.9": {}, "1.5.2": { util: "^0.9.0" }, "2.0.0": {} } },
  log: { versions: { "1.2.0": {}, "1.2.7": { util: "^0.9.1" }, "1.3.0": {} } },
  util: { versions: { "0.9.0": {}, "0.9.4": {}, "1.0.0": {} } },
  a: { versions: { "1.0.0": { b: "*" } } },
  b: { versions: { "1.0.0": { c: "*" } } },
  c: { versions: { "1.0.0": { a: "*" } } },
};

function pick(name: string, range: string): string {
  const pkg = registry[name];
  if (!pkg) throw new Error(`unknown package ${name}`);
  const candidates = Object.keys(pkg.versions)
    .filter((v) => Semver.satisfies(v, range))
    .sort((x, y) => Semver.compare(Semver.parse(y), Semver.parse(x)));
  if (candidates.length === 0) throw new Error(`no version of ${name} matches ${range}`);
  return candidates[0];
}

function resolve(root: string, range = "*"): string[] {
  const chosen = new Map<string, string>();
  const order: string[] = [];
  const visiting: string[] = [];
  const visit = (name: string, r: string): void => {
    const idx = visiting.indexOf(name);
    if (idx >= 0) throw new CycleError([...visiting.slice(idx), name]);
    const existing = chosen.get(name);
    if (existing !== undefined) {
      if (!Semver.satisfies(existing, r)) throw new Error(`conflict: ${name}@${existing} does not satisfy ${r}`);
      return;
    }
    const v = pick(name, r);
    visiting.push(name);
    for (const [dep, depRange] of Object.entries(registry[name].versions[v])) visit(dep, depRange);
    visiting.pop();
    chosen.set(name, v);
    order.push(`${name}@${v}`);
  };
  visit(root, range);
  return order;
}

for (const [root, range] of [["app", "*"], ["web", "^2.0.0"], ["web", "3.0.0"], ["a", "*"], ["http", "^3.0.0"], ["nope", "*"]]) {
  try {
    console.log(`${root}: ${resolve(root, range).join(", ")}`);
  } catch (e) {
    if (e instanceof CycleError) console.log(`${root}: ${e.message} (${e.path.length} nodes)`);
    else if (e instanceof Error) console.log(`${root}: error ${e.message}`);
  }
}
console.log(Semver.satisfies("1.2.9", "~1.2.0"), Semver.satisfies("1.3.0", "~1.2.0"), Semver.parse("10.20.30"));
