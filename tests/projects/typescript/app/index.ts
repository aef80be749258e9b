import { add, Point } from './src/math';
import Counter from './src/counter';
import * as fmt from './src/util';

const c = new Counter();
c.tick();
c.tick();
const p: Point = { x: add(1, 2), y: 4 };
console.log(fmt.show(p), c.count);
