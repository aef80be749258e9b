// A multi-file JavaScript project for `reddragon callgraph` (docs/callgraph.md):
// method dispatch through a class hierarchy, a require cycle with mutual
// recursion, a callback, and a module that is not in the project.
const { Circle } = require('./lib/circle');
const { Square } = require('./lib/square');
const { describeAll } = require('./lib/shape');
const { isEven } = require('./lib/even');
const chart = require('chart-missing');

function apply(fn, value) {
  return fn(value);
}

function report(shapes) {
  const lines = describeAll(shapes);
  chart.plot(lines);
  return lines;
}

function main() {
  const shapes = [new Circle(1), new Square(2)];
  console.log(report(shapes).join(', '));
  console.log(apply(isEven, 10));
  const sq = new Square(3);
  console.log(sq.area());
}

main();
