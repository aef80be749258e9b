// features: class_extends, error_classes, regex, closures, nullish_coalescing, json_stringify, template_string, map, sort, number_methods
'use strict';
// Molecular-weight calculator: parses formulas like Ca(OH)2, K4[Fe(CN)6], CuSO4·5H2O
const WEIGHTS = new Map(Object.entries({
  H: 1.008, He: 4.0026, C: 12.011, N: 14.007, O: 15.999, Na: 22.99, Mg: 24.305, Al: 26.982,
  S: 32.06, Cl: 35.45, K: 39.098, Ca: 40.078, Fe: 55.845, Cu: 63.546, Zn: 65.38, P: 30.974,
}));

class FormulaError extends Error {
  constructor(message, pos) {
    super(`${message} at position ${pos}`);
    this.name = 'FormulaError';
    this.pos = pos;
  }
}

function parse(formula) {
  let i = 0;
  const closers = { '(': ')', '[': ']' };
  function number() {
    const m = /^\d+/.exec(formula.slice(i));
    if (!m) return 1;
    i += m[0].length;
    return parseInt(m[0], 10);
  }
  function group(close) {
    const counts = {};
    const add = (el, n) => { counts[el] = (counts[el] ?? 0) + n; };
    while (i < formula.length) {
      const ch = formula[i];
      if (ch === close) { i++; return counts; }
      if (ch in closers) {
        i++;
        const inner = group(closers[ch]);
        const k = number();
        for (const [el, n] of Object.entries(inner)) add(el, n * k);
      } else if (ch === '·' || ch === '.') {
        i++;
        const k = number();
        const rest = group(close);
        for (const [el, n] of Object.entries(rest)) add(el, n * k);
        if (close) return counts;
        return counts;
      } else if (/[A-Z]/.test(ch)) {
        const m = /^[A-Z][a-z]?/.exec(formula.slice(i));
        let sym = m[0];
        if (!WEIGHTS.has(sym) && sym.length === 2 && WEIGHTS.has(sym[0])) sym = sym[0];
        if (!WEIGHTS.has(sym)) throw new FormulaError(`unknown element '${sym}'`, i);
        i += sym.length;
        add(sym, number());
      } else {
        throw new FormulaError(`unexpected '${ch}'`, i);
      }
    }
    if (close) throw new FormulaError(`missing '${close}'`, i);
    return counts;
  }
  return group(null);
}

function weight(counts) {
  return Object.entries(counts).reduce((sum, [el, n]) => sum + WEIGHTS.get(el) * n, 0);
}

function hill(counts) {
  const keys = Object.keys(counts).sort((a, b) => {
    const rank = (e) => (e === 'C' ? 0 : e === 'H' && 'C' in counts ? 1 : 2);
    return rank(a) - rank(b) || a.localeCompare(b);
  });
  return keys.map((k) => k + (counts[k] > 1 ? counts[k] : '')).join('');
}

const formulas = ['H2O', 'C6H12O6', 'Ca(OH)2', 'K4[Fe(CN)6]', 'CuSO4·5H2O', 'Al2(SO4)3', 'NaCl', 'C2H5OH',
  'Mg3(PO4)2', 'Xe', 'H2O)', 'Fe(NO3', '(NH4)2SO4'];
const results = [];
for (const f of formulas) {
  try {
    const counts = parse(f);
    const w = weight(counts);
    results.push({ f, w });
    const pct = Object.entries(counts)
      .map(([el, n]) => `${el} ${((WEIGHTS.get(el) * n / w) * 100).toFixed(1)}%`)
      .join(', ');
    console.log(`${f.padEnd(12)} ${hill(counts).padEnd(14)} ${w.toFixed(3).padStart(9)} g/mol  [${pct}]`);
  } catch (e) {
    if (!(e instanceof FormulaError)) throw e;
    console.log(`${f.padEnd(12)} ${e.name}: ${e.message} (pos=${e.pos})`);
  }
}
results.sort((a, b) => b.w - a.w);
console.log(results.slice(0, 3).map(({ f, w }) => `${f}=${Math.round(w)}`));
console.log(JSON.stringify(parse('K4[Fe(CN)6]')));
console.log(parse('CuSO4·5H2O'));
const moles = (grams, f) => grams / weight(parse(f));
console.log(moles(100, 'H2O').toPrecision(5), moles(1e-3, 'C6H12O6').toExponential(3));
console.log(new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(6.02214076e23 * moles(18, 'H2O')));
const avg = results.reduce((s, r) => s + r.w, 0) / results.length;
console.log(`avg ${avg.toFixed(2)}, max ${Math.max(...results.map((r) => r.w))}`);
console.log([...WEIGHTS.keys()].filter((k) => k.length === 1).join(''), WEIGHTS.size);
