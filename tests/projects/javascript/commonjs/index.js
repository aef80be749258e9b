const math = require('./lib/math');
const { greet } = require('./lib');
const counter = require('./lib/counter.js');
let optional;
try { optional = require('./missing'); } catch (e) { optional = null; }
console.log(math.add(2, 3), math.PI);
console.log(greet('world'));
counter.inc(); counter.inc();
console.log(counter.get());
const a = require('./lib/cycle_a');
console.log(a.describe());
console.log('done');
