function add(a, b) { return a + b; }
module.exports = { add, PI: 3 };
