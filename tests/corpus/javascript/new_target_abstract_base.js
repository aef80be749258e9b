// features: new_target, class_declaration, class_extends, error_classes, console_log
// An abstract base class refuses direct construction through new.target and
// records which concrete class each instance came from.
const created = [];
class Widget {
  constructor(label) {
    if (new.target === Widget) throw new TypeError('Widget is abstract; use a concrete widget');
    this.label = label;
    this.kind = new.target.name;
    const note = () => created.push(`${new.target.name}:${label}`);
    note();
  }
  render() {
    return `<${this.kind.toLowerCase()}>${this.label}</${this.kind.toLowerCase()}>`;
  }
}
class Button extends Widget {}
class IconButton extends Button {
  constructor(label, icon) {
    super(label);
    this.icon = icon;
  }
  render() {
    return super.render().replace('>', ` icon="${this.icon}">`);
  }
}
class Slider extends Widget {
  constructor(label, max = 10) {
    super(label);
    this.max = max;
  }
}
for (const make of [() => new Button('OK'), () => new IconButton('Save', 'disk'), () => new Slider('Volume'), () => new Widget('raw')]) {
  try {
    const w = make();
    console.log(w.kind, w.render(), w instanceof Widget);
  } catch (e) {
    console.log(`${e.name}: ${e.message}`);
  }
}
console.log(created);
