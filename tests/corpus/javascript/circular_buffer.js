// features: class_declaration, class_extends, error_classes, try_catch, array_methods, arrow_function, instanceof, getters, private_members
class BufferFullError extends Error {
  constructor() {
    super("Buffer is full");
    this.name = "BufferFullError";
  }
}

class BufferEmptyError extends Error {
  constructor() {
    super("Buffer is empty");
    this.name = "BufferEmptyError";
  }
}

class CircularBuffer {
  #items;
  #start = 0;
  #count = 0;

  constructor(capacity) {
    this.capacity = capacity;
    this.#items = new Array(capacity).fill(null);
  }

  get size() {
    return this.#count;
  }

  #slot(offset) {
    return (this.#start + offset) % this.capacity;
  }

  write(value) {
    if (this.#count === this.capacity) throw new BufferFullError();
    this.#items[this.#slot(this.#count)] = value;
    this.#count++;
  }

  forceWrite(value) {
    if (this.#count < this.capacity) return this.write(value);
    this.#items[this.#start] = value;
    this.#start = this.#slot(1);
  }

  read() {
    if (this.#count === 0) throw new BufferEmptyError();
    const value = this.#items[this.#start];
    this.#items[this.#start] = null;
    this.#start = this.#slot(1);
    this.#count--;
    return value;
  }

  clear() {
    this.#items.fill(null);
    this.#start = 0;
    this.#count = 0;
  }

  toArray() {
    return Array.from({ length: this.#count }, (_, i) => this.#items[this.#slot(i)]);
  }
}

function attempt(label, fn) {
  try {
    const result = fn();
    console.log(`${label}: ${result === undefined ? "ok" : result}`);
  } catch (err) {
    const kind = err instanceof BufferFullError ? "full" : err instanceof BufferEmptyError ? "empty" : "other";
    console.log(`${label}: ${err.name} (${kind}) - ${err.message}`);
  }
}

const buf = new CircularBuffer(3);
attempt("read empty", () => buf.read());
attempt("write 1", () => buf.write(1));
attempt("write 2", () => buf.write(2));
attempt("read", () => buf.read());
attempt("write 3", () => buf.write(3));
attempt("write 4", () => buf.write(4));
attempt("write 5", () => buf.write(5));
console.log("contents", buf.toArray(), "size", buf.size);
attempt("forceWrite 6", () => buf.forceWrite(6));
console.log("contents", buf.toArray());
attempt("read", () => buf.read());
attempt("read", () => buf.read());
attempt("read", () => buf.read());
attempt("read", () => buf.read());
buf.write("a");
buf.forceWrite("b");
buf.clear();
console.log("after clear", buf.toArray(), buf.size, Object.keys(buf));

const log = new CircularBuffer(4);
for (let i = 1; i <= 10; i++) log.forceWrite(`event-${i}`);
console.log(log.toArray().join(" | "));
const drained = [];
while (log.size > 0) drained.push(log.read().toUpperCase());
console.log(drained, log.size);
