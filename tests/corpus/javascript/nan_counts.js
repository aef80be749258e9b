// features: string_methods, number_methods, number_semantics, async_await
// NaN, Infinity and huge numbers as counts, positions, radixes and delays (ToIntegerOrInfinity).
console.log("ab".repeat(NaN) === "", "ab".repeat(2.7), "x".padStart(NaN, "-"), "x".padEnd(1e300 > 0 ? 3 : 0, "-"));
console.log(String.fromCharCode(NaN, 65 + 65536, -65471, Infinity, 1e300).length, String.fromCharCode(65 + 65536));
console.log((255).toString(16), "abc".at(NaN), "abc".substr(NaN, 2), "abc".split("", NaN), [1,2,3].slice(NaN), (1.5).toFixed(NaN));
console.log(new Array(3).length, "abc".charAt(1e300), "abc".codePointAt(NaN), [1,2,3].at(-1e300));
setTimeout(() => console.log("timer"), NaN);
setTimeout(() => console.log("timer2"), 1e300);
