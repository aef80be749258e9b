// features: proxy_reflect, object_static, try_catch, console_log
// An audited settings object: a Proxy records every defineProperty /
// getOwnPropertyDescriptor / getPrototypeOf the program performs, refuses
// to define keys starting with '_', and sessions hand out revocable views.
'use strict';

const audit = [];
function audited(target, name) {
  return new Proxy(target, {
    defineProperty(t, key, desc) {
      audit.push(`${name}: define ${String(key)} ${JSON.stringify(desc)}`);
      if (typeof key === 'string' && key.startsWith('_')) return false;
      return Reflect.defineProperty(t, key, desc);
    },
    getOwnPropertyDescriptor(t, key) {
      audit.push(`${name}: describe ${String(key)}`);
      return Reflect.getOwnPropertyDescriptor(t, key);
    },
    getPrototypeOf(t) {
      audit.push(`${name}: prototype`);
      return Reflect.getPrototypeOf(t);
    },
  });
}

class Settings {
  constructor() { this.theme = 'dark'; }
}
const settings = audited(new Settings(), 'settings');
const plain = audited({ volume: 3 }, 'plain');

Object.defineProperty(settings, 'fontSize', { value: 14, writable: true, enumerable: true, configurable: true });
console.log(Object.getOwnPropertyDescriptor(settings, 'theme'));
console.log(Object.getOwnPropertyDescriptor(plain, 'missing'));
console.log(settings instanceof Settings, plain instanceof Settings, Object.getPrototypeOf(plain) === Object.prototype);
try {
  Object.defineProperty(settings, '_secret', { value: 1 });
} catch (e) {
  console.log(e.constructor.name, e.message);
}
console.log('reflect define:', Reflect.defineProperty(plain, '_hidden', { value: 2 }), Reflect.defineProperty(plain, 'ok', { value: 2, enumerable: true }));
plain.volume = 5;
plain.muted = false;
console.log(plain.volume, plain.muted, plain.ok, settings.fontSize);
audit.forEach((line, i) => console.log(String(i + 1).padStart(2), line));

// revocable views
function openSession(data) {
  const { proxy, revoke } = Proxy.revocable(data, {
    get(t, key, r) { return key === 'password' ? '***' : Reflect.get(t, key, r); },
  });
  return { view: proxy, close: revoke };
}
const account = { user: 'ada', password: 'hunter2', visits: 3 };
const session = openSession(account);
console.log(session.view.user, session.view.password, session.view.visits, 'user' in session.view);
session.view.visits += 1;
console.log(account.visits, typeof session.close, Object.keys(Proxy.revocable({}, {})).join(','));
session.close();
session.close();
for (const attempt of [() => session.view.user, () => { session.view.x = 1; }, () => 'user' in session.view,
  () => delete session.view.user, () => Object.keys(session.view)]) {
  try {
    console.log('still works:', attempt());
  } catch (e) {
    console.log(`${e.name}: ${e.message}`);
  }
}
const fn = Proxy.revocable(function greet(n) { return `hi ${n}`; }, {});
console.log(fn.proxy('bob'));
fn.revoke();
try { fn.proxy('again'); } catch (e) { console.log(e.message); }
