// features: array_literal, array_holes, array_methods, delete_operator, in_operator, object_static, console_log, for_of, rest_spread
// A seat map for a small theatre row kept as a sparse array: unsold seats
// are holes (never assigned), cancelled seats are deleted. node prints the
// holes as <n empty items>, and the array methods skip them.
const row = new Array(8);
console.log("empty row:", row, row.length);

function sell(seat, name) {
  row[seat] = name;
}
sell(0, "ana");
sell(3, "bo");
sell(4, "cy");
sell(7, "dee");
console.log("sold:", row);

delete row[3]; // bo cancelled
console.log("after cancel:", row, row.length);

let visits = 0;
row.forEach((name, seat) => {
  visits++;
  console.log(`  seat ${seat}: ${name}`);
});
console.log("forEach visited", visits, "of", row.length);

console.log("upper:", row.map((n) => n.toUpperCase()));
console.log("taken:", row.filter(() => true));
console.log("initials:", row.reduce((acc, n) => acc + n[0], ""));
console.log("some/every:", row.some((n) => n === undefined), row.every((n) => typeof n === "string"));
console.log("keys:", Object.keys(row), "entries:", Object.entries(row).length);
console.log("in:", 0 in row, 3 in row, 5 in row, row.hasOwnProperty(4), row.hasOwnProperty(5));
console.log("join:", row.join("|"));
console.log("indexOf undefined:", row.indexOf(undefined), "includes undefined:", row.includes(undefined));
console.log("find undefined slot:", row.findIndex((n) => n === undefined));

// spread, for-of and Array.from read holes as undefined
console.log("spread:", [...row]);
console.log("from:", Array.from(row, (n) => n ?? "-"));
const seen = [];
for (const n of row) seen.push(n === undefined ? "." : n[0]);
console.log("for-of:", seen.join(""));
for (const i in row) process.stdout.write(i + " ");
console.log("(for-in)");

// literal elisions and a grown length
const sparse = [1, , 3, , , 6];
console.log(sparse, sparse.length);
const grown = [1, 2];
grown.length = 5;
console.log(grown);
grown.length = 1;
console.log(grown);
const late = [];
late[4] = "e";
console.log(late, late.flat(), late.concat(["f"]), late.slice(2));
console.log([, , 1, ,], JSON.stringify([1, , 3]), String([1, , 3]));
const big = new Array(120);
big[110] = 1;
console.log(big);
console.log(Array(3).fill(0), Array.from({ length: 3 }));

// sorting moves undefined last and holes after it; the copying methods
// (toSorted, toReversed, with, toSpliced) read holes as undefined
const scores = [30, , 10, undefined, 20];
console.log(scores.toSorted((x, y) => x - y), scores.toReversed(), scores.with(0, 5), scores.toSpliced(0, 1));
console.log(scores.sort(), scores.length);
