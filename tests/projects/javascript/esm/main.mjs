import { square, CONST as C } from './util/math.mjs';
import Greeter from './util/greeter.mjs';
import * as ns from './util/math.mjs';
import { ping } from './util/ping.mjs';
console.log(square(5), C, ns.square(2), ns.CONST);
console.log(new Greeter('x').hello());
console.log(ping(3));
