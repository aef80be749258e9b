// features: block_scope_per_iteration, closures, for_loop, for_of, for_in, arrow_function, array_methods, var_declaration, while_loop, template_string
// Each loop iteration gets a fresh let/const binding: closures created in
// the loop see the value of their own iteration, var sees the last one.
const fromFor = [];
for (let i = 0; i < 4; i++) {
  fromFor.push(() => i * i);
}
console.log(fromFor.map((f) => f()).join(","));

const fromVar = [];
for (var j = 0; j < 3; j++) {
  fromVar.push(() => j);
}
console.log(fromVar.map((f) => f()).join(","));

const fromOf = [];
for (const word of ["alpha", "beta", "gamma"]) {
  const upper = word.toUpperCase();
  fromOf.push(() => upper + ":" + word.length);
}
console.log(fromOf.map((f) => f()));

const fromIn = [];
const scores = { ann: 3, bob: 5, cy: 8 };
for (const name in scores) {
  fromIn.push(() => `${name}=${scores[name]}`);
}
console.log(fromIn.map((f) => f()).join(" "));

// Handlers registered in a while loop with a body-scoped const.
const handlers = [];
let n = 0;
while (n < 3) {
  const id = n * 10;
  handlers.push(() => "handler " + id);
  n++;
}
for (const h of handlers) console.log(h());
