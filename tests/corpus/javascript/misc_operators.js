// features: class_expression, sequence_expression, void_operator, debugger_statement, empty_statement, unicode_strings, literals, comments
/* block comment */
const Pair = class {
  constructor(a, b) {
    this.a = a;
    this.b = b;
  }
  swap() {
    return new Pair(this.b, this.a);
  }
};
console.log(new Pair(1, 2).swap());

let i = 0, j = 10;
for (i = 0, j = 10; i < j; i += 3, j -= 3);
console.log(i, j, (1, 2, 3));
console.log(void 0, void "ignored" === undefined);
debugger;
console.log(0x1f, 0o17, 0b1011, 1_000_000, 1.5e3, .5, 5., 017);
console.log("tab\there", 'quote\'s', "\u0041\x42", `line1
line2`);
console.log("héllo wörld", "naïve café", ["ünïcode"]);
let counter = 0;
const bump = () => (counter++, counter * 10);
console.log(bump(), bump(), counter);
let x = 5;
x **= 2;
x %= 7;
x <<= 3;
x >>= 1;
x >>>= 0;
x |= 1;
x &= 0xff;
x ^= 3;
console.log(x, -x, +"42", +true, -"3");
