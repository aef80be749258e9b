// features: setters, getters, getters_object_literal, object_static, class_declaration, console_log
// A settings form applies user input by field name: `obj[field] = value`
// and Object.assign(obj, patch) go through the setters (validation,
// unit conversion, change logs) exactly as `obj.field = value` does.
'use strict';
class Thermostat {
  #celsius = 20;
  changes = [];
  get celsius() { return this.#celsius; }
  set celsius(c) {
    if (typeof c !== 'number' || Number.isNaN(c)) throw new TypeError(`bad temperature: ${c}`);
    this.#celsius = Math.min(30, Math.max(5, c));
    this.changes.push(this.#celsius);
  }
  get fahrenheit() { return this.#celsius * 9 / 5 + 32; }
  set fahrenheit(f) { this.celsius = (f - 32) * 5 / 9; }
  get model() { return 'T-1000'; }
}
const t = new Thermostat();
Object.assign(t, { fahrenheit: 212 });
console.log(t.celsius, t.fahrenheit, t.changes);
for (const [field, value] of Object.entries({ celsius: 18.5, fahrenheit: 50 })) t[field] = value;
console.log(t.celsius, t.changes, Object.keys(t));
try { Object.assign(t, { model: 'X' }); } catch (e) { console.log(e.constructor.name, e.message); }
try { t['celsius'] = 'warm'; } catch (e) { console.log(e.constructor.name, e.message); }

const audit = [];
const profile = {
  _email: 'a@example.com',
  get email() { return this._email; },
  set email(v) {
    audit.push(`email ${this._email} -> ${v}`);
    this._email = v.trim().toLowerCase();
  },
};
const form = { email: '  Ana@Example.COM ', nickname: 'ana' };
for (const field of Object.keys(form)) profile[field] = form[field];
Object.assign(profile, { email: 'ANA@NEW.ORG' });
console.log(profile.email, profile.nickname, audit);
const draft = Object.create(profile);
draft['email'] = 'Draft@X.io';   // the inherited setter runs on the draft
console.log(draft.email, Object.keys(draft), profile.email);
const counters = {};
Object.defineProperty(counters, 'hits', { set(v) { this._hits = (this._hits ?? 0) + v; }, get() { return this._hits; } });
for (const k of ['hits', 'hits', 'misses']) counters[k] = 1;
console.log(counters.hits, counters.misses, Object.assign({}, { a: 1 }, null, { b: 2 }));
