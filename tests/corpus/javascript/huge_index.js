// features: array_methods, string_index, number_semantics, object_literal
// Indexes far beyond any array: read as missing, never as a wrapped integer.
const a = [10, 20, 30];
const s = "abc";
console.log(a[1e30], a[-1e30], a[Infinity], a["1e30"], a["-1e21"], a[2 ** 64]);
console.log(s[1e30], s[Infinity], s["1e30"]);
console.log(a[1.0], a["2"], s[2.0], 1e21, 1e21 + 1, -1e21);
const big = {};
big[1e21] = "x";
console.log(Object.keys(big), big["1e+21"]);
