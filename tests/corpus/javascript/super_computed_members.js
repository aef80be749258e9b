// features: class_extends, super_method, symbols, computed_keys, closures
// Stream-like classes override symbol-keyed methods and reach the parent's
// through super[key](...), also from arrow callbacks inside a method.
const WRITE = Symbol('write');
const FLUSH = Symbol('flush');

class Sink {
  constructor() { this.chunks = []; }
  [WRITE](chunk) { this.chunks.push(chunk); return this.chunks.length; }
  [FLUSH]() { const out = this.chunks.join(''); this.chunks = []; return out; }
  describe() { return `Sink(${this.chunks.length})`; }
}

class UpperSink extends Sink {
  [WRITE](chunk) { return super[WRITE](chunk.toUpperCase()); }
  writeAll(parts) {
    parts.forEach(p => super[WRITE](p + '!'));
    return this;
  }
  [FLUSH]() { return `<${super[FLUSH]()}>`; }
  describe() {
    const key = 'describe';
    return 'Upper' + super[key]();
  }
}

const s = new UpperSink();
console.log(s[WRITE]('ab'), s[WRITE]('cd'), s.describe());
console.log(s.writeAll(['x', 'y']).describe(), s[FLUSH](), s.describe());
const methods = [WRITE, FLUSH].map(k => typeof UpperSink.prototype[k]);
console.log(methods, WRITE.toString(), FLUSH.description);
