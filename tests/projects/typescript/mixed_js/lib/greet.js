// JavaScript importing a TypeScript module.
import { Circle, label } from './shapes';
import makeId from './ids';

export function greet(who) {
  return 'hello from js, ' + who + ' (' + label + ', ' + makeId('g') + ')';
}

export class Registry {
  constructor() {
    this.items = [];
  }
  add(shape) {
    if (!(shape instanceof Circle)) throw new Error('not a circle');
    this.items.push(shape);
  }
  describe() {
    return this.items.map((s) => s.toString()).join(', ');
  }
  totalArea() {
    return this.items.reduce((a, s) => a + s.area(), 0);
  }
}
