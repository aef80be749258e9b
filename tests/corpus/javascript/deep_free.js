// features: for_loop, object_literal, nested_arrays, console_log
// Freeing a deeply nested value must not recurse as deep as the structure.
let x = {};
for (let i = 0; i < 1000000; i++) x = { a: x };
x = null;
let y = [];
for (let i = 0; i < 300000; i++) y = [y];
y = null;
console.log("freed");
