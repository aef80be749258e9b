// features: class_extends, class_fields, private_members, getters, labeled_statements, break_continue, instanceof, json_stringify, console_log
class Command {
  constructor(label) { this.label = label; }
  execute() { throw new Error('abstract'); }
  undo() { throw new Error('abstract'); }
}
class Insert extends Command {
  constructor(pos, text) { super(`insert "${text}" @${pos}`); this.pos = pos; this.text = text; }
  execute(doc) { return doc.slice(0, this.pos) + this.text + doc.slice(this.pos); }
  undo(doc) { return doc.slice(0, this.pos) + doc.slice(this.pos + this.text.length); }
}
class Delete extends Command {
  constructor(pos, len) { super(`delete ${len} @${pos}`); this.pos = pos; this.len = len; this.removed = ''; }
  execute(doc) { this.removed = doc.substr(this.pos, this.len); return doc.slice(0, this.pos) + doc.slice(this.pos + this.len); }
  undo(doc) { return doc.slice(0, this.pos) + this.removed + doc.slice(this.pos); }
}
class Replace extends Command {
  constructor(from, to) { super(`replace ${from}->${to}`); Object.assign(this, { from, to, before: null }); }
  execute(doc) { this.before = doc; return doc.replaceAll(this.from, this.to); }
  undo() { return this.before; }
}

class Editor {
  doc = '';
  #done = [];
  #undone = [];
  run(cmd) { this.doc = cmd.execute(this.doc); this.#done.push(cmd); this.#undone.length = 0; return this; }
  undo() {
    const cmd = this.#done.pop();
    if (!cmd) return false;
    this.doc = cmd.undo(this.doc);
    this.#undone.push(cmd);
    return true;
  }
  redo() {
    const cmd = this.#undone.pop();
    if (!cmd) return false;
    this.doc = cmd.execute(this.doc);
    this.#done.push(cmd);
    return true;
  }
  get history() { return this.#done.map(c => c.label); }
}

const ed = new Editor();
ed.run(new Insert(0, 'Hello world')).run(new Insert(5, ',')).run(new Replace('o', '0')).run(new Delete(0, 7));
console.log(JSON.stringify(ed.doc), ed.history);
while (ed.undo()) console.log('undo ->', JSON.stringify(ed.doc));
console.log(ed.redo(), ed.redo(), JSON.stringify(ed.doc));
ed.run(new Insert(ed.doc.length, '!'));
console.log(ed.redo(), JSON.stringify(ed.doc), ed.history.length);
console.log(ed);
const macro = [new Insert(0, '> '), new Replace(' ', '_')];
for (const c of macro) ed.run(c);
console.log(ed.doc, ed.history.at(-1), macro[1] instanceof Command, Object.getPrototypeOf(Replace) === Command);
let n = 0;
outer: for (const word of ed.doc.split('_')) {
  for (const ch of word) {
    if (ch === '!') break outer;
    if (ch === ',') continue outer;
    n++;
  }
}
console.log('letters before "!":', n);
