// features: string_methods, number_semantics
// Position arguments go through ToIntegerOrInfinity: NaN and undefined are
// 0, fractions truncate, out-of-range positions give "" / NaN.
const s = "abc";
console.log(s.charCodeAt(NaN), s.charAt(1.7), s.charCodeAt(undefined), s.charAt(-0.5));
console.log(s.charAt(3) === "", s.charCodeAt(99), s.charCodeAt(-1), s.charAt(Infinity));
console.log(s.charCodeAt("1"), s.charAt("2"), s.charAt(null), s.charCodeAt(true));
