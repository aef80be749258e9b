// features: class_declaration, class_extends, error_classes, closures, arrow_function, regex, try_catch, map, template_string, console_log
'use strict';
// A small Forth-like stack language: numbers, arithmetic, stack words,
// user definitions with : ... ;, IF ELSE THEN and DO LOOP.

class ForthError extends Error {
  constructor(message, word) {
    super(message);
    this.name = 'ForthError';
    this.word = word;
  }
}

class Forth {
  constructor() {
    this.stack = [];
    this.output = [];
    this.dict = new Map();
    this.builtins = {
      '+': () => this.binary((a, b) => a + b),
      '-': () => this.binary((a, b) => a - b),
      '*': () => this.binary((a, b) => a * b),
      '/': () => this.binary((a, b) => {
        if (b === 0) throw new ForthError('division by zero', '/');
        return Math.trunc(a / b);
      }),
      mod: () => this.binary((a, b) => a % b),
      '=': () => this.binary((a, b) => (a === b ? -1 : 0)),
      '<': () => this.binary((a, b) => (a < b ? -1 : 0)),
      '>': () => this.binary((a, b) => (a > b ? -1 : 0)),
      dup: () => { const a = this.pop('dup'); this.stack.push(a, a); },
      drop: () => { this.pop('drop'); },
      swap: () => { const b = this.pop('swap'); const a = this.pop('swap'); this.stack.push(b, a); },
      over: () => { const b = this.pop('over'); const a = this.pop('over'); this.stack.push(a, b, a); },
      rot: () => { const c = this.pop('rot'); const b = this.pop('rot'); const a = this.pop('rot'); this.stack.push(b, c, a); },
      '.': () => { this.output.push(String(this.pop('.'))); },
      emit: () => { this.output.push(String.fromCharCode(this.pop('emit'))); },
      cr: () => { this.output.push('\n'); },
      '.s': () => { this.output.push(`<${this.stack.length}> ${this.stack.join(' ')}`); },
    };
  }

  pop(word) {
    if (this.stack.length === 0) throw new ForthError('stack underflow', word);
    return this.stack.pop();
  }

  binary(fn) {
    const b = this.pop('binary');
    const a = this.pop('binary');
    this.stack.push(fn(a, b));
  }

  tokenize(src) {
    return src.split(/\s+/).filter((t) => t.length > 0).map((t) => t.toLowerCase());
  }

  run(src) {
    const tokens = this.tokenize(src);
    let i = 0;
    while (i < tokens.length) {
      if (tokens[i] === ':') {
        const end = tokens.indexOf(';', i);
        if (end < 0) throw new ForthError('unterminated definition', tokens[i + 1]);
        const name = tokens[i + 1];
        if (/^-?\d+$/.test(name)) throw new ForthError('cannot redefine numbers', name);
        // expand existing user words now, like classic Forth's early binding
        const body = tokens.slice(i + 2, end).flatMap((t) => this.dict.get(t) ?? [t]);
        this.dict.set(name, body);
        i = end + 1;
      } else {
        const j = this.findEndOfStatement(tokens, i);
        this.exec(tokens.slice(i, j));
        i = j;
      }
    }
    return this;
  }

  findEndOfStatement(tokens, i) {
    const j = tokens.indexOf(':', i);
    return j < 0 ? tokens.length : j;
  }

  exec(code) {
    for (let pc = 0; pc < code.length; pc++) {
      const w = code[pc];
      if (/^-?\d+$/.test(w)) { this.stack.push(parseInt(w, 10)); continue; }
      if (w === 'if') {
        const { elseAt, thenAt } = this.matchIf(code, pc);
        const cond = this.pop('if');
        if (cond !== 0) {
          this.exec(code.slice(pc + 1, elseAt ?? thenAt));
        } else if (elseAt !== undefined) {
          this.exec(code.slice(elseAt + 1, thenAt));
        }
        pc = thenAt;
        continue;
      }
      if (w === 'do') {
        const loopAt = code.indexOf('loop', pc);
        const start = this.pop('do');
        const limit = this.pop('do');
        const body = code.slice(pc + 1, loopAt);
        for (let k = start; k < limit; k++) {
          this.exec(body.map((t) => (t === 'i' ? String(k) : t)));
        }
        pc = loopAt;
        continue;
      }
      if (this.dict.has(w)) { this.exec(this.dict.get(w)); continue; }
      const fn = this.builtins[w];
      if (!fn) throw new ForthError(`undefined word '${w}'`, w);
      fn();
    }
  }

  matchIf(code, pc) {
    let depth = 0;
    let elseAt;
    for (let k = pc + 1; k < code.length; k++) {
      if (code[k] === 'if') depth++;
      else if (code[k] === 'then') {
        if (depth === 0) return { elseAt, thenAt: k };
        depth--;
      } else if (code[k] === 'else' && depth === 0) elseAt = k;
    }
    throw new ForthError('IF without THEN', 'if');
  }
}

const programs = [
  '1 2 3 + * .',
  ': square dup * ; 7 square . 12 square .',
  ': abs dup 0 < if -1 * then ; -15 abs . 4 abs .',
  ': sign dup 0 < if drop -1 else 0 > if 1 else 0 then then ; -3 sign . 0 sign . 9 sign .',
  '10 0 do i . loop',
  ': stars 0 do 42 emit loop cr ; 3 stars 5 stars',
  '1 2 3 rot .s',
  '5 2 over over .s',
  '100 7 mod . 100 7 / .',
  '1 0 /',
  'drop',
  'foo bar',
  ': 5 6 ;',
];

for (const src of programs) {
  const vm = new Forth();
  try {
    vm.run(src);
    console.log(`${src.padEnd(58)} => ${vm.output.join(' ').replace(/ ?\n ?/g, '|')}`);
  } catch (e) {
    if (e instanceof ForthError) {
      console.log(`${src.padEnd(58)} !! ${e.name}: ${e.message} (word: ${e.word})`);
    } else {
      throw e;
    }
  }
}

const shared = new Forth();
shared.run(': double 2 * ;').run(': quad double double ;').run(': double 3 * ;');
shared.run('5 quad . 5 double .');
console.log('early binding:', shared.output.join(' '));
console.log('words:', [...shared.dict.keys()].sort().join(', '));
