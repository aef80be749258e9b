// features: class_declaration, private_members, getters, string_methods, in_operator, array_methods, template_string, console_log
class Editor {
  #text = "";
  #undo = [];
  #redo = [];
  get text() { return this.#text; }
  #apply(next) { this.#undo.push(this.#text); this.#redo.length = 0; this.#text = next; return this; }
  insert(pos, s) { return this.#apply(this.#text.slice(0, pos) + s + this.#text.slice(pos)); }
  remove(pos, n) { return this.#apply(this.#text.slice(0, pos) + this.#text.slice(pos + n)); }
  replaceAll(a, b) { return this.#apply(this.#text.split(a).join(b)); }
  undo() { if (this.#undo.length) { this.#redo.push(this.#text); this.#text = this.#undo.pop(); } return this; }
  redo() { if (this.#redo.length) { this.#undo.push(this.#text); this.#text = this.#redo.pop(); } return this; }
  get history() { return { undo: this.#undo.length, redo: this.#redo.length }; }
}
const ed = new Editor();
ed.insert(0, "hello world").insert(5, ",").insert(ed.text.length, "!");
console.log(JSON.stringify(ed.text), ed.history);
ed.replaceAll("o", "0");
console.log(ed.text);
ed.undo(); console.log(ed.text);
ed.undo().undo(); console.log(ed.text, ed.history);
ed.redo(); console.log(ed.text);
ed.remove(0, 6); console.log(`[${ed.text}]`, ed.history);
ed.redo(); console.log(ed.text);
const lines = "alpha\nbeta\ngamma\ndelta".split("\n");
const numbered = lines.map((l, i) => `${String(i + 1).padStart(3)}| ${l}`);
console.log(numbered.join("\n"));
console.log(lines.findIndex(l => l.startsWith("g")), lines.map(l => l.at(-1)).join(""), lines.toString());
console.log(ed, Object.keys(ed), typeof ed.undo, "text" in ed, ed.hasOwnProperty("text"));
