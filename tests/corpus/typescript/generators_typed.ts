// features: generator_function, class_declaration, interface_declaration, generic_function, for_of_statement
// Typed generators: a paginated fetch simulation, a generic window
// function and an event stream consumed with next().
interface Page<T> {
  items: T[];
  next: number | null;
}

const DATA: string[] = ["ant", "bee", "cat", "dog", "eel", "fox", "gnu"];

function fetchPage(cursor: number, size: number): Page<string> {
  const items = DATA.slice(cursor, cursor + size);
  const next = cursor + size < DATA.length ? cursor + size : null;
  return { items, next };
}

function* paginate(size: number): Generator<string, number, undefined> {
  let cursor: number | null = 0;
  let pages = 0;
  while (cursor !== null) {
    const page = fetchPage(cursor, size);
    pages++;
    yield* page.items;
    cursor = page.next;
  }
  return pages;
}

function* windows<T>(items: Iterable<T>, size: number): Generator<T[]> {
  const buf: T[] = [];
  for (const item of items) {
    buf.push(item);
    if (buf.length > size) buf.shift();
    if (buf.length === size) yield [...buf];
  }
}

for (const w of windows(paginate(3), 3)) {
  console.log(w.join("-"));
}

const it = paginate(4);
let step = it.next();
const seen: string[] = [];
while (!step.done) {
  seen.push(step.value.toUpperCase());
  step = it.next();
}
console.log(seen.join(","), "pages:", step.value);

type UiEvent = { kind: "click" | "key"; at: number };

class EventStream {
  private t = 0;
  constructor(private readonly pattern: Array<UiEvent["kind"]>) {}
  *events(limit: number): Generator<UiEvent> {
    for (let i = 0; i < limit; i++) {
      this.t += 10;
      yield { kind: this.pattern[i % this.pattern.length], at: this.t };
    }
  }
}

const stream = new EventStream(["click", "key", "key"]);
const counts: Record<string, number> = {};
for (const e of stream.events(7)) {
  counts[e.kind] = (counts[e.kind] ?? 0) + 1;
}
console.log(counts);
const lastKey = [...stream.events(4)].filter((e) => e.kind === "key").pop();
console.log(lastKey);
