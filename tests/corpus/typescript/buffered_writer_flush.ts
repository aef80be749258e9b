// features: generator_function, async_function, try_statement, class_declaration
// A buffered writer whose cleanup must suspend (flush with await, or yield the
// final chunk) while an exception or a return() is still on its way out.
class Sink {
  readonly lines: string[] = [];
  async write(s: string): Promise<void> { await null; this.lines.push(s); }
}

async function* writer(sink: Sink, batch: number): AsyncGenerator<number, string, string | undefined> {
  const buf: string[] = [];
  let written = 0;
  try {
    for (;;) {
      const line = yield written;
      if (line === undefined) continue;
      if (line.includes("\u0000")) throw new TypeError(`binary data in ${JSON.stringify(line.slice(0, 3))}`);
      buf.push(line);
      if (buf.length >= batch) { await sink.write(buf.splice(0).join("|")); written += batch; }
    }
  } finally {
    if (buf.length) {
      await sink.write(buf.splice(0).join("|") + " (flushed)");
      console.log("  flushed on the way out");
    }
  }
}

// A sync chunker: its finally yields the partial chunk, then the error goes on.
function* chunks(text: string, size: number): Generator<string> {
  let cur = "";
  try {
    for (const ch of text) {
      if (ch === "#") throw new SyntaxError(`comment marker at ${text.indexOf("#")}`);
      cur += ch;
      if (cur.length === size) { yield cur; cur = ""; }
    }
  } finally {
    if (cur) yield `${cur}~`;
  }
}

async function main(): Promise<void> {
  const sink = new Sink();
  const w = writer(sink, 2);
  await w.next();
  for (const l of ["a", "b", "c"]) console.log("written so far", (await w.next(l)).value);
  console.log("close:", await w.return("closed"));
  console.log(sink.lines);

  const sink2 = new Sink();
  const w2 = writer(sink2, 3);
  await w2.next();
  await w2.next("x");
  try { await w2.next("bad\u0000data"); } catch (e) { console.log(`${(e as Error).name}: ${(e as Error).message}`); }
  console.log(sink2.lines, await w2.next("late"));

  const got: string[] = [];
  try {
    for (const c of chunks("abcdefg#hij", 3)) got.push(c);
  } catch (e) {
    console.log("chunker stopped:", (e as Error).message);
  }
  console.log(got);

  const it = chunks("abcdefgh", 3);
  console.log(it.next(), it.return("done early"), it.next());
  const it2 = chunks("abcd", 3);
  it2.next(); it2.next();
  console.log(it2.return("x"), it2.next(), it2.next());
}

main();
