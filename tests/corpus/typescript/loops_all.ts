// features: for_statement, for_of_statement, for_in_statement, while_statement, do_statement, break_statement, continue_statement, program, expression_statement, lexical_declaration, variable_declaration
const arr = [10, 20, 30, 40];
for (let i = 0; i < arr.length; i++) {
  console.log("for", i, arr[i]);
}
for (const v of arr) {
  if (v === 30) continue;
  console.log("for-of", v);
}
const obj: { [key: string]: number } = { a: 1, b: 2, c: 3 };
for (const k in obj) {
  console.log("for-in", k, obj[k]);
}
for (const idx in arr) {
  console.log("index", idx);
}
let n = 0;
while (true) {
  n++;
  if (n > 3) break;
}
console.log("while", n);
let m = 10;
do {
  m -= 3;
} while (m > 0);
console.log("do", m);
let k = 100;
do {
  k++;
} while (false);
console.log("do once", k);
let count = 0;
for (let i = 0, j = 10; i < j; i += 2, j--) {
  count++;
}
console.log("two vars", count);
for (const ch of "abc") console.log(ch);
var s = 0;
for (;;) {
  s += 5;
  if (s >= 20) break;
}
console.log(s);
