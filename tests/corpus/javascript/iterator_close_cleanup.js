// features: for_of, generators, symbols, destructuring, try_catch, finally
// Leaving a for-of early (break, return, throw) closes its iterator: a
// generator's finally blocks run and a user iterator's return() is called.
const log = [];

function* readLines(name, lines) {
  log.push(`open ${name}`);
  try {
    for (const line of lines) yield line;
  } finally {
    log.push(`close ${name}`);
  }
}

class Cursor {
  constructor(rows) { this.rows = rows; this.pos = 0; this.closed = false; }
  [Symbol.iterator]() { return this; }
  next() {
    if (this.pos >= this.rows.length) return { value: undefined, done: true };
    return { value: this.rows[this.pos++], done: false };
  }
  return() {
    this.closed = true;
    log.push(`cursor closed at ${this.pos}`);
    return { value: undefined, done: true };
  }
}

function firstError(lines) {
  for (const line of readLines("app.log", lines)) {
    if (line.startsWith("ERROR")) return line;
  }
  return null;
}

function parseAll(name, lines) {
  const out = [];
  for (const line of readLines(name, lines)) {
    const [key, value] = line.split("=");
    if (value === undefined) throw new SyntaxError(`bad line in ${name}: ${line}`);
    out.push([key.trim(), Number(value)]);
  }
  return out;
}

console.log(firstError(["INFO start", "ERROR disk full", "INFO retry"]));
try {
  console.log(parseAll("a.cfg", ["x = 1", "y = 2"]));
  console.log(parseAll("b.cfg", ["x = 1", "oops", "z = 3"]));
} catch (e) {
  console.log(`${e.name}: ${e.message}`);
}

const cur = new Cursor([10, 20, 30, 40]);
let sum = 0;
for (const v of cur) {
  sum += v;
  if (sum > 25) break;
}
console.log("sum", sum, "closed", cur.closed);

const cur2 = new Cursor([1, 2, 3]);
try {
  for (const v of cur2) {
    if (v === 2) throw new RangeError("two is not allowed");
  }
} catch (e) {
  console.log(e.message, "closed", cur2.closed);
}

// an iterator whose next() throws is not closed
const flaky = {
  [Symbol.iterator]() {
    let n = 0;
    return {
      next() {
        if (++n === 3) throw new Error("source went away");
        return { value: n, done: false };
      },
      return() { log.push("flaky closed (wrong)"); return { done: true }; },
    };
  },
};
try {
  for (const v of flaky) log.push(`flaky ${v}`);
} catch (e) {
  console.log("flaky:", e.message);
}

// an error from return() during a throw is dropped: the body's error wins
const stubborn = {
  [Symbol.iterator]() {
    return {
      next: () => ({ value: "row", done: false }),
      return() { throw new Error("cannot close"); },
    };
  },
};
try {
  for (const r of stubborn) throw new TypeError(`cannot handle ${r}`);
} catch (e) {
  console.log(e.constructor.name, e.message);
}
try {
  for (const r of stubborn) break;
} catch (e) {
  console.log("on break:", e.message);
}

// nested loops: continue outer closes the inner generator each time
outer: for (const section of ["a", "b"]) {
  for (const line of readLines(`sec-${section}`, ["1", "2", "3"])) {
    if (line === "2") continue outer;
    log.push(`${section}:${line}`);
  }
}

// destructuring takes what it needs, then closes
const [first, second] = readLines("pair.txt", ["p", "q", "r"]);
console.log(first, second);

for (const entry of log) console.log(" -", entry);
