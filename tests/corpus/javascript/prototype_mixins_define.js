// features: prototype, object_static, class_declaration, getters, symbols, generators, console_log
// Behaviour mixins copied onto classes with Object.defineProperty: each
// member's descriptor (methods, getters/setters, a symbol-keyed
// generator) is installed on the target's prototype, as a small UI
// component library does.
'use strict';

const Observable = {
  on(event, fn) { ((this.listeners ??= {})[event] ??= []).push(fn); return this; },
  emit(event, ...args) { for (const fn of this.listeners?.[event] ?? []) fn(...args); return this; },
};

class Listish {
  *[Symbol.iterator]() { yield* this.items; }
  get count() { return this.items.length; }
  get first() { return this.items[0]; }
  set first(v) { this.items[0] = v; }
  describe() { return `${this.constructor.name} with ${this.count} item(s)`; }
}

function mix(Target, ...sources) {
  const installed = [];
  for (const source of sources) {
    const proto = typeof source === 'function' ? source.prototype : source;
    for (const key of Reflect.ownKeys(proto)) {
      if (key === 'constructor') continue;
      Object.defineProperty(Target.prototype, key, Object.getOwnPropertyDescriptor(proto, key));
      installed.push(typeof key === 'symbol' ? key.description : key);
    }
  }
  return installed;
}

class Menu {
  constructor(...items) { this.items = items; }
  add(item) { this.items.push(item); return this.emit('add', item, this.count); }
}
class Toolbar {
  constructor(buttons) { this.items = buttons; }
}

console.log('Menu got', mix(Menu, Observable, Listish));
console.log('Toolbar got', mix(Toolbar, Listish));
Object.defineProperty(Toolbar.prototype, 'pressed', { value: function (i) { return `pressed ${this.items[i]}`; } });
Object.defineProperty(Toolbar.prototype, 'last', { get() { return this.items.at(-1); } });

const menu = new Menu('Open', 'Save');
const log = [];
menu.on('add', (item, n) => log.push(`${item}#${n}`));
menu.add('Close').add('Quit');
menu.first = 'New';
console.log([...menu], menu.count, menu.first, menu.describe(), log);

const bar = new Toolbar(['bold', 'italic', 'underline']);
console.log(bar.describe(), bar.first, bar.last, bar.pressed(1), Array.from(bar).join('|'));
console.log(typeof bar.on, 'count' in bar, Object.keys(bar), bar instanceof Toolbar);
const names = Object.getOwnPropertyNames(Menu.prototype);
console.log(names, Object.getOwnPropertySymbols(Toolbar.prototype).length);
