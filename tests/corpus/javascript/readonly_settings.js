// features: object_static, class_declaration, try_catch, json_stringify, for_in, spread, console_log
// Settings objects hardened with Object.defineProperty: hidden (non-
// enumerable) bookkeeping fields and read-only values that sloppy code
// cannot change silently.
function makeSettings(values) {
  const settings = { ...values };
  Object.defineProperty(settings, 'version', { value: 3 });
  Object.defineProperty(settings, 'loadedFrom', { value: 'defaults.json', enumerable: false, writable: true });
  Object.defineProperties(settings, {
    theme: { writable: false },
    checksum: { value: Object.keys(values).length * 31, enumerable: true },
  });
  return settings;
}

const s = makeSettings({ theme: 'dark', fontSize: 14 });
s.theme = 'light';
s.version = 4;
s.fontSize = 16;
s.loadedFrom = 'user.json';
console.log(s);
console.log(Object.keys(s), Object.getOwnPropertyNames(s));
console.log(JSON.stringify(s), s.version, s.loadedFrom, s.theme);
for (const k in s) console.log('setting', k);
console.log({ ...s }, Object.entries(s).length);

class Account {
  constructor(owner) {
    Object.defineProperty(this, 'id', { value: `acct-${owner.toLowerCase()}`, enumerable: true });
    Object.defineProperty(this, 'audit', { value: [] });
    this.owner = owner;
    this.balance = 0;
  }
  deposit(n) { this.balance += n; this.audit.push(`+${n}`); return this; }
}
const acct = new Account('Ada').deposit(50).deposit(25);
console.log(acct, acct.audit);
try {
  acct.id = 'stolen';
} catch (e) {
  console.log(`${e.name}: ${e.message}`);
}
console.log(JSON.stringify(acct), Object.keys(acct));
// the flags each property ended up with (defineProperty defaults them to false)
const audit = {};
Object.defineProperty(audit, 'secret', { value: 's3', enumerable: false });
Object.defineProperty(audit, 'version', { value: 4, enumerable: true });
Object.defineProperty(audit, 'counter', { value: 0, writable: true });
audit.note = 'plain';
for (const key of ['secret', 'version', 'counter', 'note', 'absent']) console.log(key, Object.getOwnPropertyDescriptor(audit, key));
