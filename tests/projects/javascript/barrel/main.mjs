import { a1, a2, bee, cee, ns, loc } from './lib/index.mjs';
console.log(a1, a2(), bee, cee, ns.a1, loc);
import C, { b } from './lib/b.mjs';
import * as B from './lib/b.mjs';
console.log(C, b, B.default, B.b);
