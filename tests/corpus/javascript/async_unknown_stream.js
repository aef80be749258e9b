// features: symbolic, async_await, for_of, break_continue, console_log
// expect: symbolic (./feed does not exist; expectations curated by hand from the VM)
// A consumer of a stream module that is not here: for await over the
// unknown stream takes its items as for-of over an unknown does (a
// bounded number of them), so the loop body is still code that runs.
const feed = require('./feed');

async function consume(source) {
  let count = 0;
  const kinds = [];
  for await (const message of source.subscribe('orders')) {
    count++;
    kinds.push(typeof message);
    if (count > 10) break;
  }
  console.log('messages seen:', count > 0 ? 'some' : 'none');
  for (const row of source.snapshot()) {
    console.log('snapshot row read');
    break;
  }
  return count;
}

async function known() {
  async function* three() { yield 1; yield 2; yield 3; }
  let total = 0;
  for await (const n of three()) total += n;
  for await (const v of [Promise.resolve('a'), 'b']) total += v.length;
  console.log('known total:', total);
}

known().then(() => consume(feed)).then(n => console.log('consumed', n > 0));
