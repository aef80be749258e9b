// features: class_declaration, getters, default_params, destructuring, bitwise_operators, recursion, function_expression, object_static
class MinHeap {
  constructor(cmp = (a, b) => a - b) { this.data = []; this.cmp = cmp; }
  get size() { return this.data.length; }
  push(v) {
    const d = this.data; d.push(v);
    let i = d.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (this.cmp(d[i], d[p]) >= 0) break;
      [d[i], d[p]] = [d[p], d[i]]; i = p;
    }
  }
  pop() {
    const d = this.data;
    const top = d[0], last = d.pop();
    if (d.length) {
      d[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1, r = l + 1; let m = i;
        if (l < d.length && this.cmp(d[l], d[m]) < 0) m = l;
        if (r < d.length && this.cmp(d[r], d[m]) < 0) m = r;
        if (m === i) break;
        [d[i], d[m]] = [d[m], d[i]]; i = m;
      }
    }
    return top;
  }
}
const h = new MinHeap();
[5, 3, 9, 1, 7, 2, 8].forEach(x => h.push(x));
const out = [];
while (h.size) out.push(h.pop());
console.log(out.join(" "));
const tasks = new MinHeap((a, b) => a.pri - b.pri || a.name.localeCompare(b.name));
[["write", 2], ["test", 1], ["deploy", 3], ["review", 2], ["plan", 1]].forEach(([name, pri]) => tasks.push({ name, pri }));
while (tasks.size) { const t = tasks.pop(); console.log(`${t.pri} ${t.name}`); }
const huff = new MinHeap((a, b) => a.w - b.w || a.id - b.id);
const freq = { a: 45, b: 13, c: 12, d: 16, e: 9, f: 5 };
let id = 0;
for (const [ch, w] of Object.entries(freq)) huff.push({ ch, w, id: id++ });
while (huff.size > 1) { const x = huff.pop(), y = huff.pop(); huff.push({ w: x.w + y.w, left: x, right: y, id: id++ }); }
const codes = {};
(function walk(n, code) { if (n.ch) { codes[n.ch] = code || "0"; return; } walk(n.left, code + "0"); walk(n.right, code + "1"); })(huff.pop(), "");
console.log(codes);
console.log(Object.entries(codes).reduce((s, [c, code]) => s + freq[c] * code.length, 0));
console.log(Number.MAX_SAFE_INTEGER, 2 ** 53 + 1, 7 >>> 1, -7 >> 1, -7 >>> 28, 5 & 3, 5 | 3, 5 ^ 3, ~5);
