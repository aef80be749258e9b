class Shape {
  constructor(name) {
    this.name = name;
  }
  area() {
    return 0;
  }
  describe() {
    return this.name + ': ' + this.area();
  }
}

function describeAll(shapes) {
  return shapes.map((s) => s.describe());
}

module.exports = { Shape, describeAll };
