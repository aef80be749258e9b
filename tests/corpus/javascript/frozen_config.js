// features: object_static, object_literal, spread, try_catch, error_classes, destructuring, for_of
'use strict';
const defaults = Object.freeze({
  host: 'localhost',
  port: 8080,
  tls: Object.freeze({ enabled: false, cert: null }),
  retries: 3,
});

function deepFreeze(obj) {
  for (const v of Object.values(obj)) {
    if (v && typeof v === 'object' && !Object.isFrozen(v)) deepFreeze(v);
  }
  return Object.freeze(obj);
}

function merge(base, override) {
  const out = { ...base };
  for (const [k, v] of Object.entries(override)) {
    if (v && typeof v === 'object' && !Array.isArray(v) && typeof base[k] === 'object' && base[k] !== null) {
      out[k] = merge(base[k], v);
    } else {
      out[k] = v;
    }
  }
  return out;
}

const cfg = deepFreeze(merge(defaults, { port: 9090, tls: { enabled: true }, tags: ['a', 'b'] }));
console.log(cfg);
console.log(Object.isFrozen(cfg), Object.isFrozen(cfg.tls), Object.isFrozen(cfg.tags));

for (const attempt of [
  () => { cfg.port = 1; },
  () => { cfg.tls.enabled = false; },
  () => { cfg.tags.push('c'); },
  () => { delete cfg.host; },
  () => { cfg.newKey = 1; },
]) {
  try {
    attempt();
    console.log('no error');
  } catch (e) {
    console.log(e.constructor.name, e.message);
  }
}
console.log(cfg.port, cfg.tls.enabled, cfg.tags);

const sealed = Object.seal({ a: 1 });
sealed.a = 2;
try { sealed.b = 3; } catch (e) { console.log(e.message); }
console.log(sealed, Object.isSealed(sealed), Object.isFrozen(sealed));
const pre = Object.preventExtensions({ x: 1 });
console.log(Object.isExtensible(pre), Object.isExtensible({}));
const desc = Object.getOwnPropertyDescriptor(cfg, 'port');
console.log(desc);
