const even = require('./even');

function isOdd(n) {
  if (n === 0) return false;
  return even.isEven(n - 1);
}

module.exports = { isOdd };
