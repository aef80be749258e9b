// features: async_await, symbols, for_of, labeled_statements
// for await over an async iterator ([Symbol.asyncIterator]) and over
// arrays of promises.
const delay = (ms, v) => new Promise((resolve) => setTimeout(() => resolve(v), ms));

function pages(count) {
  // a paginated API: each page arrives later
  return {
    [Symbol.asyncIterator]() {
      let page = 0;
      return {
        next: async () => {
          if (page >= count) return { done: true, value: undefined };
          page += 1;
          const rows = await delay(5 * page, [page * 10, page * 10 + 1]);
          return { done: false, value: { page, rows } };
        },
      };
    },
  };
}

async function main() {
  const all = [];
  for await (const { page, rows } of pages(3)) {
    console.log("page", page, rows);
    all.push(...rows);
  }
  console.log("total", all.length);

  for await (const v of [delay(20, "slow"), Promise.resolve("fast"), "plain"]) console.log(v);

  search: for await (const p of pages(5)) {
    for (const r of p.rows) {
      if (r === 21) {
        console.log("found in page", p.page);
        break search;
      }
    }
  }
}
main().then(() => console.log("done"));
console.log("started");
