// features: non_null_assertion, as_expression, type_assertion, compound_assignment, update_expression, closure, template_string
// Counters kept in `T | undefined` variables, updated through `x!`, `x as T`
// and `<T>x` targets as strict-mode code often does, plus a function with
// properties added by Object.assign(fn, {...}).
let hits: number | undefined = 0;
let misses: number | undefined = 0;
let lastKey: string | undefined;
let seen: Map<string, number> | undefined = new Map();

function lookup(key: string, present: boolean): void {
  if (present) {
    hits! += 1;
    seen!.set(key, (seen!.get(key) ?? 0) + 1);
  } else {
    misses!++;
    (misses as number) += 0;
  }
  lastKey! ??= key;
  lastKey = key;
}

const keys: Array<[string, boolean]> = [["a", true], ["b", false], ["a", true], ["c", true], ["d", false]];
for (const [k, p] of keys) lookup(k, p);
console.log(`hits=${hits} misses=${misses} last=${lastKey}`, seen);

let ratio: number | undefined;
ratio! = hits! / (hits! + misses!);
(<number>ratio) *= 100;
console.log(ratio.toFixed(1) + "%");
(hits!)--;
--(misses as number);
console.log(hits, misses);

let tableName: string | undefined = "cache";
tableName! += "-v2";
tableName! ||= "never";
console.log(tableName);

function tagged(): string {
  return "fn";
}
const withMeta = Object.assign(tagged, { version: 2, owner: "ops" });
console.log(withMeta === tagged, withMeta(), withMeta.version, (tagged as typeof withMeta).owner);
