exports.name = 'a';
const b = require('./cycle_b');
exports.describe = () => 'a sees ' + b.name + ', b saw ' + b.sawA;
