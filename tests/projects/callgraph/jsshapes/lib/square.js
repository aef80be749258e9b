const { Shape } = require('./shape');

class Square extends Shape {
  constructor(side) {
    super('square');
    this.side = side;
  }
  area() {
    return this.side * this.side;
  }
}

module.exports = { Square };
