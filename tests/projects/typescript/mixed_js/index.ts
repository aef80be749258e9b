// A TypeScript entry importing JavaScript modules that import TypeScript.
import { greet, Registry } from './lib/greet';
import { Circle, PI_ISH } from './lib/shapes';
import makeId from './lib/ids';

const r = new Registry();
r.add(new Circle(2));
r.add(new Circle(0.5));
console.log(greet('ts entry'));
console.log(r.describe());
console.log(makeId('c'), makeId('c'));
const total: number = r.totalArea();
console.log(total.toFixed(3), PI_ISH);
try {
  r.add({ r: 1 });
} catch (e) {
  console.log('rejected:', (e as Error).message);
}
