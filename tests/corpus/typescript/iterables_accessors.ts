// features: generator_function, getter_setter, labeled_statement, class_declaration, for_of_statement, spread_element
// Typed iterables, object-literal accessors, call/bind and labelled blocks.
class Countdown implements Iterable<number> {
  constructor(private readonly from: number) {}
  *[Symbol.iterator](): Iterator<number> {
    for (let n = this.from; n > 0; n--) yield n;
  }
}
console.log([...new Countdown(3)], Array.from(new Countdown(2)));

const pairs: Iterable<[string, number]> = {
  [Symbol.iterator]() {
    const keys: string[] = ["a", "b"];
    let i = 0;
    return {
      next: (): IteratorResult<[string, number]> =>
        i < keys.length ? { value: [keys[i], i++], done: false } : { value: undefined, done: true },
    };
  },
};
for (const [k, v] of pairs) console.log(k, v);
console.log(new Map(pairs));

interface Temperature { celsius: number; readonly fahrenheit: number }
const temp = {
  celsius: 25,
  get fahrenheit(): number { return this.celsius * 9 / 5 + 32; },
};
const t: Temperature = temp;
console.log(t.fahrenheit);

function describe(this: { name: string }, suffix: string): string {
  return this.name + suffix;
}
const bound = describe.bind({ name: "ts" });
console.log(describe.call({ name: "x" }, "!"), bound("?"));

function total(...nums: number[]): number {
  let sum = 0;
  scan: {
    for (const n of nums) {
      if (n < 0) break scan;
      sum += n;
    }
    return sum;
  }
  return -1;
}
console.log(total(1, 2, 3), total(1, -1));
console.log(2n ** 70n, typeof 1n);
