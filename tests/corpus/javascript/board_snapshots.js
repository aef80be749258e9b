// features: prototype, class_declaration, object_static, instanceof, try_catch
// Immutable updates of class instances the way people copy them without
// running the constructor: Object.create(C.prototype) plus Object.assign
// (or property descriptors), and structuredClone refusing functions with a
// DataCloneError.
class Card {
  static created = 0;
  constructor(title, column) {
    Card.created++;
    this.title = title;
    this.column = column;
  }
  get label() { return `[${this.column}] ${this.title}`; }
  moveTo(column) { return Object.assign(Object.create(Card.prototype), this, { column }); }
}
class Bug extends Card {
  constructor(title, severity) { super(title, "todo"); this.severity = severity; }
  get label() { return `${super.label} sev${this.severity}`; }
}

const cards = [new Card("Write docs", "todo"), new Bug("Crash on save", 1), new Card("Ship", "doing")];
const moved = cards.map(c => c.moveTo("done"));
console.log(moved.map(c => c.label));
console.log("constructor ran", Card.created, "times; instanceof Card:", moved.every(c => c instanceof Card), "| a moved Bug stays a Bug?", moved[1] instanceof Bug);
console.log(moved[0], Object.getPrototypeOf(moved[0]) === Card.prototype, moved[0].constructor.name);

const blank = Object.create(Bug.prototype);
console.log("blank:", blank instanceof Bug, blank instanceof Card, Object.keys(blank), blank.title);
const described = Object.create(Card.prototype, {
  title: { value: "Frozen title", enumerable: true },
  column: { value: "review", enumerable: true, writable: true },
});
described.column = "done";
console.log(described.label, Object.keys(described), Object.getOwnPropertyDescriptor(described, "title").writable);

for (const value of [{ ok: 1, nested: [1, { deep: true }] }, { fn() {} }, [Symbol("s")], new Map([[1, { a: 1 }]])]) {
  try {
    const copy = structuredClone(value);
    console.log("cloned:", copy);
  } catch (e) {
    console.log(`${e.name} (code ${e.code})`, e instanceof Error);
  }
}
