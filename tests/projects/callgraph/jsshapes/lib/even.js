const odd = require('./odd');

function isEven(n) {
  if (n === 0) return true;
  return odd.isOdd(n - 1);
}

module.exports = { isEven };
