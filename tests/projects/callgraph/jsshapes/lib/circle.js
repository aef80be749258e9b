const { Shape } = require('./shape');

class Circle extends Shape {
  constructor(r) {
    super('circle');
    this.r = r;
  }
  area() {
    return 3 * this.r * this.r;
  }
}

module.exports = { Circle };
