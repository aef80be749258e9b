// features: array_methods, template_string, string_concat
// An array that contains itself converts to "" where it recurs (V8).
const a = [1, 2];
a.push(a);
console.log(a.join("-"), String(a), `${a}`, [a, [a]].join("|"));
console.log(a.length, a[2] === a);
