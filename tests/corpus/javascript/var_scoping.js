// features: let_const, var_declaration, closures, function_hoisting
console.log(hoisted(3));

function hoisted(n) {
  return n * 2;
}

var total = 0;
for (var i = 0; i < 4; i++) {
  total += i;
}
console.log(total, i);

let counter = 0;
function bump() {
  counter = counter + 1;
  return counter;
}
bump();
bump();
console.log(counter);

const config = { level: 1 };
config.level = 2;
console.log(config.level);

function outer() {
  let x = "outer";
  function inner() {
    return x + "-inner";
  }
  x = "changed";
  return inner();
}
console.log(outer());
const makeAdder = (captured) => (v) => v + captured;
const adders = [];
for (let k = 1; k <= 3; k++) {
  adders.push(makeAdder(k * 10));
}
console.log(adders.map((f) => f(1)));
