// features: string_methods, array_methods, arrow_function, template_string, for_of, console_log
// Cleans user-entered records, then builds query strings for a search API.
const raw = ["   Alice Smith  ", "\tbob JONES\n", "  Ünal Çelik ", "carol  "];
for (const r of raw) {
  console.log(`[${r.trimStart()}] [${r.trimEnd()}] [${r.trimLeft()}] [${r.trimRight()}]`);
}
const names = raw.map((r) => r.trim()).map((n) => n.toLocaleLowerCase());
console.log(names, names.map((n) => n.toLocaleUpperCase()));
console.log("well formed:", names.every((n) => n.isWellFormed()), names.map((n) => n.toWellFormed()).join("|"));
const s = new String("boxed");
console.log(typeof s.valueOf(), "plain".valueOf());

// the latest entry matching a condition
const log = [{ user: "alice", ok: true }, { user: "bob", ok: false }, { user: "alice", ok: false }, { user: "carol", ok: true }];
console.log(log.findLast((e) => !e.ok), log.findLastIndex((e) => e.user === "alice"), log.findLastIndex((e) => e.user === "dave"));

// query strings
const params = { q: "fish & chips", city: "Zürich", tags: "a/b,c", page: 2 };
const qs = Object.entries(params).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join("&");
console.log(qs);
const back = Object.fromEntries(qs.split("&").map((p) => p.split("=").map(decodeURIComponent)));
console.log(back);
const url = "https://example.com/search path/ä?q=a b&x=1#top";
console.log(encodeURI(url));
console.log(decodeURI(encodeURI(url)) === url, decodeURI("%41%2F%3F"), decodeURIComponent("%41%2F%3F"));
try {
  decodeURIComponent("%E0%A4%A");
} catch (e) {
  console.log(e.name + ": " + e.message);
}
