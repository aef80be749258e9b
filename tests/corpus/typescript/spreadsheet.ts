// features: index_signature, type_guard, regex, recursion, closure, static_member
// A spreadsheet with formulas (=A1+B2*2, =SUM(A1:A3)), dependency tracking and cycle detection.
type CellRef = `${string}${number}`;

interface Cell {
  raw: string;
  value?: number | string;
  error?: string;
}

class Sheet {
  private cells: { [ref: string]: Cell } = {};

  set(ref: CellRef, raw: string): void {
    this.cells[ref.toUpperCase()] = { raw };
  }

  private static expandRange(from: string, to: string): string[] {
    const [, c1, r1] = /^([A-Z])(\d+)$/.exec(from)!;
    const [, c2, r2] = /^([A-Z])(\d+)$/.exec(to)!;
    const refs: string[] = [];
    for (let c = c1.charCodeAt(0); c <= c2.charCodeAt(0); c++)
      for (let r = Number(r1); r <= Number(r2); r++) refs.push(String.fromCharCode(c) + r);
    return refs;
  }

  private static readonly functions: Record<string, (xs: number[]) => number> = {
    SUM: (xs) => xs.reduce((a, b) => a + b, 0),
    AVG: (xs) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0),
    MAX: (xs) => Math.max(...xs),
    MIN: (xs) => Math.min(...xs),
  };

  evaluate(ref: string, stack: string[] = []): number | string {
    const cell = this.cells[ref];
    if (!cell) return 0;
    if (stack.includes(ref)) throw new Error(`#CYCLE(${[...stack, ref].join(">")})`);
    if (!cell.raw.startsWith("=")) {
      const n = parseFloat(cell.raw);
      return isNaN(n) ? cell.raw : n;
    }
    const next = [...stack, ref];
    let expr = cell.raw.slice(1).toUpperCase();
    expr = expr.replace(/([A-Z]+)\(([A-Z]\d+):([A-Z]\d+)\)/g, (_, fn: string, a: string, b: string) => {
      const f = Sheet.functions[fn];
      if (!f) throw new Error(`#NAME(${fn})`);
      const vals = Sheet.expandRange(a, b).map((r) => this.evaluate(r, next)).filter((v): v is number => typeof v === "number");
      return String(f(vals));
    });
    expr = expr.replace(/[A-Z]\d+/g, (r) => {
      const v = this.evaluate(r, next);
      if (typeof v !== "number") throw new Error(`#VALUE(${r})`);
      return String(v);
    });
    return calc(expr);
  }

  recalc(): void {
    for (const ref of Object.keys(this.cells)) {
      const cell = this.cells[ref];
      try {
        cell.value = this.evaluate(ref);
        delete cell.error;
      } catch (e) {
        cell.error = (e as Error).message;
        cell.value = undefined;
      }
    }
  }

  print(): void {
    const refs = Object.keys(this.cells).sort((a, b) => a.slice(1).localeCompare(b.slice(1), undefined, { numeric: true }) || a.localeCompare(b));
    for (const ref of refs) {
      const c = this.cells[ref];
      const shown = c.error ?? (typeof c.value === "number" ? Number(c.value.toFixed(4)).toString() : c.value);
      console.log(`${ref.padEnd(4)}${c.raw.padEnd(18)}${shown}`);
    }
  }
}

// recursive-descent arithmetic over + - * / and parentheses
function calc(expr: string): number {
  const toks = expr.match(/\d+(?:\.\d+)?(?:e[+-]?\d+)?|[-+*/()]/gi) ?? [];
  let pos = 0;
  const peek = () => toks[pos];
  const factor = (): number => {
    const t = toks[pos++];
    if (t === "(") { const v = sum(); pos++; return v; }
    if (t === "-") return -factor();
    return parseFloat(t);
  };
  const term = (): number => {
    let v = factor();
    while (peek() === "*" || peek() === "/") v = toks[pos++] === "*" ? v * factor() : v / factor();
    return v;
  };
  const sum = (): number => {
    let v = term();
    while (peek() === "+" || peek() === "-") v = toks[pos++] === "+" ? v + term() : v - term();
    return v;
  };
  return sum();
}

const sheet = new Sheet();
sheet.set("A1", "10");
sheet.set("A2", "20.5");
sheet.set("A3", "=A1*2 - 1");
sheet.set("B1", "=SUM(A1:A3)");
sheet.set("B2", "=AVG(A1:A3)");
sheet.set("B3", "=(B1 + B2) / 3");
sheet.set("C1", "label");
sheet.set("C2", "=C1+1");
sheet.set("C3", "=D1");
sheet.set("D1", "=C3*2");
sheet.set("D2", "=MAX(A1:B3)");
sheet.set("D3", "=FOO(A1:A2)");
sheet.set("A10", "=A3/0");
sheet.set("A9", "=-A1+-(2*3)");
sheet.recalc();
sheet.print();
sheet.set("A1", "100");
sheet.recalc();
console.log(sheet.evaluate("B3"), sheet.evaluate("D2"));
