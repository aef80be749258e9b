// features: auto_accessor, static_member, access_modifier, override_modifier, inheritance, parameter_property, getter_setter
// TS 5 auto-accessors: `accessor x = v` keeps its value in a private slot behind a get/set pair,
// with any modifier in front (static, private, protected, public, override).
class Widget {
  static accessor created = 0;
  static accessor registry: string[] = [];
  static accessor firstId = Widget.created + 100;
  private accessor secret = "s3";
  protected accessor level: number;
  accessor label: string | undefined;
  accessor tags: string[] = [];

  constructor(public id: number) {
    this.level = id * 10;
    Widget.created++;
    Widget.registry.push(`w${id}`);
  }

  describe(): string {
    return `${this.secret}/${this.level}/${this.label ?? "-"}/${this.tags.join("+")}`;
  }
}

class Button extends Widget {
  override accessor label = "OK";
  public accessor clicks = 0;

  click(): number {
    this.clicks += 1;
    return ++this.level;
  }
}

const w = new Widget(1);
const b = new Button(2);
b.tags.push("primary");
console.log(w, b);
console.log(w.describe(), b.describe());
console.log(b.click(), b.click(), b.clicks, b.describe());
w.label = "plain";
w.tags = ["a", "b"];
console.log(w.describe(), "label" in w, Object.keys(w), JSON.stringify(b));
console.log(Widget.created, Widget.registry, Widget.firstId);
const d = Object.getOwnPropertyDescriptor(Widget.prototype, "label");
console.log(typeof d?.get, typeof d?.set, d?.enumerable);
