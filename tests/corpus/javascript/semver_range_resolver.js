// features: class_declaration, static_members, class_fields, regex, symbols, sort, map, try_catch, error_classes, recursion
// Semantic versioning: parse, compare, sort, range matching and dependency resolution
class SemVer {
  static PATTERN = /^v?(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-([0-9A-Za-z.-]+))?(?:\+([0-9A-Za-z.-]+))?$/;
  constructor(text) {
    const m = SemVer.PATTERN.exec(text.trim());
    if (!m) throw new TypeError(`Invalid version: ${text}`);
    [this.major, this.minor, this.patch] = m.slice(1, 4).map(Number);
    this.prerelease = m[4] ? m[4].split('.').map(p => (/^\d+$/.test(p) ? Number(p) : p)) : [];
    this.build = m[5] ?? null;
  }
  static compare(a, b) {
    for (const k of ['major', 'minor', 'patch']) if (a[k] !== b[k]) return Math.sign(a[k] - b[k]);
    if (!a.prerelease.length || !b.prerelease.length) return b.prerelease.length - a.prerelease.length ? Math.sign(b.prerelease.length - a.prerelease.length) : 0;
    for (let i = 0; i < Math.max(a.prerelease.length, b.prerelease.length); i++) {
      const x = a.prerelease[i], y = b.prerelease[i];
      if (x === undefined) return -1;
      if (y === undefined) return 1;
      if (x === y) continue;
      if (typeof x === 'number' && typeof y === 'number') return x < y ? -1 : 1;
      if (typeof x === 'number') return -1;
      if (typeof y === 'number') return 1;
      return x < y ? -1 : 1;
    }
    return 0;
  }
  bump(part) {
    const v = new SemVer(this.toString());
    v.prerelease = []; v.build = null;
    switch (part) {
      case 'major': v.major++; v.minor = 0; v.patch = 0; break;
      case 'minor': v.minor++; v.patch = 0; break;
      case 'patch': v.patch++; break;
      default: throw new RangeError(`unknown part ${part}`);
    }
    return v;
  }
  toString() {
    return `${this.major}.${this.minor}.${this.patch}${this.prerelease.length ? '-' + this.prerelease.join('.') : ''}${this.build ? '+' + this.build : ''}`;
  }
  [Symbol.toPrimitive](hint) { return hint === 'number' ? this.major * 1e6 + this.minor * 1e3 + this.patch : this.toString(); }
}

function parseComparator(token) {
  const m = token.match(/^(\^|~|>=|<=|>|<|=)?(.+)$/);
  const op = m[1] ?? '=';
  const v = new SemVer(m[2]);
  const cmp = x => SemVer.compare(x, v);
  switch (op) {
    case '^': {
      const upper = v.major > 0 ? v.bump('major') : v.minor > 0 ? v.bump('minor') : v.bump('patch');
      return x => cmp(x) >= 0 && SemVer.compare(x, upper) < 0;
    }
    case '~': { const upper = v.bump('minor'); return x => cmp(x) >= 0 && SemVer.compare(x, upper) < 0; }
    case '>=': return x => cmp(x) >= 0;
    case '<=': return x => cmp(x) <= 0;
    case '>': return x => cmp(x) > 0;
    case '<': return x => cmp(x) < 0;
    default: return x => cmp(x) === 0;
  }
}

function satisfies(version, range) {
  const v = version instanceof SemVer ? version : new SemVer(version);
  return range.split('||').some(alt => {
    const tokens = alt.trim().split(/\s+/).filter(Boolean);
    const ok = tokens.every(t => parseComparator(t)(v));
    return ok && (!v.prerelease.length || tokens.some(t => t.includes('-')));
  });
}

const published = ['1.0.0', '1.2.3', '1.10.0', '2.0.0-alpha.1', '2.0.0-alpha.beta', '2.0.0-beta.2',
  '2.0.0-beta.11', '2.0.0-rc.1', '2.0.0', '2.1.0+build.5', '0.3.7', '0.3.9', '0.4.0', 'v2.3.1'];
const versions = published.map(s => new SemVer(s)).sort(SemVer.compare);
console.log('Sorted:', versions.join(' < '));
console.log('Latest:', `${versions.at(-1)}`, 'numeric key:', +versions.at(-1));

const ranges = ['^1.2.0', '~1.2.0', '>=2.0.0-beta.2 <2.0.0', '^0.3.8', '>1.0.0 <2.0.0 || >=2.3.0', '=1.10.0', '<0.4.0'];
for (const r of ranges) {
  const matching = versions.filter(v => satisfies(v, r));
  const best = matching.at(-1);
  console.log(`${r.padEnd(26)} -> [${matching.join(', ')}] best=${best ?? 'none'}`);
}

const base = new SemVer('1.9.4-rc.1+sha.abc');
console.log(['major', 'minor', 'patch'].map(p => `${p}: ${base.bump(p)}`).join(', '));
console.log(`template: ${base}, concat: ` + base, 'compare:', SemVer.compare(base, new SemVer('1.9.4')));

const registry = {
  app: { '1.0.0': { log: '~1.2.0', web: '^2.0.0' } },
  web: { '1.5.0': {}, '2.0.0': { log: '^1.0.0', util: '>=0.3.8 <0.4.0' }, '2.1.0': { log: '^1.10.0', util: '^0.4.0' } },
  log: { '1.2.3': {}, '1.2.9': {}, '1.10.0': {} },
  util: { '0.3.7': {}, '0.3.9': {}, '0.4.0': {} },
};
function resolve(name, range, chosen = new Map(), depth = 0) {
  const candidates = Object.keys(registry[name] ?? {}).map(v => new SemVer(v)).sort(SemVer.compare).reverse();
  for (const cand of candidates) {
    if (!satisfies(cand, range)) continue;
    if (chosen.has(name)) {
      if (String(chosen.get(name)) === String(cand)) return chosen;
      continue;
    }
    const attempt = new Map(chosen).set(name, cand);
    try {
      let state = attempt;
      for (const [dep, r] of Object.entries(registry[name][cand])) state = resolve(dep, r, state, depth + 1);
      return state;
    } catch (e) {
      console.log(`${'  '.repeat(depth)}backtrack ${name}@${cand}: ${e.message}`);
    }
  }
  throw new Error(`no version of ${name} satisfies ${range}${chosen.has(name) ? ` (have ${chosen.get(name)})` : ''}`);
}
const plan = resolve('app', '^1.0.0');
console.log('Resolved:', Object.fromEntries([...plan].map(([k, v]) => [k, v.toString()])));
for (const bad of ['1.2', '01.2.3', '1.2.3-']) {
  try { new SemVer(bad); } catch (e) { console.log(`${e.constructor.name}: ${e.message}`); }
}
