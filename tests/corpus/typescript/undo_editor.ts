// features: abstract_class, abstract_method, method_override, optional_chain, instanceof_operator, getter_setter
// A text buffer with undo/redo via the command pattern.
abstract class Command {
  abstract readonly label: string;
  abstract apply(doc: Doc): void;
  abstract revert(doc: Doc): void;
  merge?(next: Command): boolean;
}

class Doc {
  text = "";
  cursor = 0;
  toString(): string {
    return `${this.text.slice(0, this.cursor)}|${this.text.slice(this.cursor)}`;
  }
}

class Insert extends Command {
  constructor(private at: number, private chars: string) { super(); }
  get label() { return `insert "${this.chars}"`; }
  apply(doc: Doc) {
    doc.text = doc.text.slice(0, this.at) + this.chars + doc.text.slice(this.at);
    doc.cursor = this.at + this.chars.length;
  }
  revert(doc: Doc) {
    doc.text = doc.text.slice(0, this.at) + doc.text.slice(this.at + this.chars.length);
    doc.cursor = this.at;
  }
  override merge(next: Command): boolean {
    if (next instanceof Insert && next.at === this.at + this.chars.length && !/\s/.test(next.chars)) {
      this.chars += next.chars;
      return true;
    }
    return false;
  }
}

class Delete extends Command {
  private removed = "";
  constructor(private at: number, private count: number) { super(); }
  get label() { return `delete ${this.count}`; }
  apply(doc: Doc) {
    this.removed = doc.text.substr(this.at, this.count);
    doc.text = doc.text.slice(0, this.at) + doc.text.slice(this.at + this.count);
    doc.cursor = this.at;
  }
  revert(doc: Doc) {
    doc.text = doc.text.slice(0, this.at) + this.removed + doc.text.slice(this.at);
    doc.cursor = this.at + this.removed.length;
  }
}

class Replace extends Command {
  private before: string[] = [];
  readonly label: string;
  constructor(private find: string, private repl: string) {
    super();
    this.label = `replace ${find}->${repl}`;
  }
  apply(doc: Doc) {
    this.before.push(doc.text);
    doc.text = doc.text.split(this.find).join(this.repl);
    doc.cursor = Math.min(doc.cursor, doc.text.length);
  }
  revert(doc: Doc) {
    doc.text = this.before.pop() ?? doc.text;
  }
}

class Editor {
  readonly doc = new Doc();
  private undoStack: Command[] = [];
  private redoStack: Command[] = [];

  exec(cmd: Command): void {
    cmd.apply(this.doc);
    const last = this.undoStack[this.undoStack.length - 1];
    if (!last?.merge?.(cmd)) this.undoStack.push(cmd);
    this.redoStack.length = 0;
  }
  type(s: string): void {
    for (const ch of s) this.exec(new Insert(this.doc.cursor, ch));
  }
  undo(): string | undefined {
    const c = this.undoStack.pop();
    if (!c) return undefined;
    c.revert(this.doc);
    this.redoStack.push(c);
    return c.label;
  }
  redo(): string | undefined {
    const c = this.redoStack.pop();
    c?.apply(this.doc);
    if (c) this.undoStack.push(c);
    return c?.label;
  }
  history(): string[] {
    return this.undoStack.map((c, i) => `${i + 1}. ${c.label}`);
  }
}

const ed = new Editor();
ed.type("hello world");
console.log(String(ed.doc), ed.history());
ed.exec(new Delete(0, 1));
ed.type("J");
ed.exec(new Replace("o", "0"));
console.log(`${ed.doc}`);
console.log(ed.undo(), `${ed.doc}`);
console.log(ed.undo(), ed.undo(), `${ed.doc}`);
console.log(ed.redo(), `${ed.doc}`);
ed.type("!");
console.log(ed.redo(), `${ed.doc}`, ed.history().join("; "));
while (ed.undo() !== undefined);
console.log(JSON.stringify(ed.doc.toString()), ed.redo(), ed.redo(), `${ed.doc}`);
