// node_core_modules.cpp - see node_core_modules.hpp. Each module is plain
// JavaScript lowered with the user's file, so a program's class can extend
// EventEmitter like any class of its own (ADR 0018). Each prelude caches
// its module on its function, so every require() of it is the same object.
#include "reddragon/frontend_js/node_core_modules.hpp"

#include <array>
#include <utility>

namespace reddragon::frontend_js {

namespace {

// events: EventEmitter; listeners per event name in a Map of {fn, once}.
constexpr std::string_view kEvents = R"JS(
function __node_events() {
  if (__node_events.m) return __node_events.m;
  class EventEmitter {
    constructor() { this._events = new Map(); this._max = 10; }
    _list(name) { if (this._events === undefined) { this._events = new Map(); this._max = 10; } return this._events.get(name); }
    _add(name, fn, once, prepend) {
      if (typeof fn !== 'function') { const e = new TypeError('The "listener" argument must be of type function. Received ' + (fn === null ? 'null' : 'type ' + typeof fn)); e.code = 'ERR_INVALID_ARG_TYPE'; throw e; }
      this._list(undefined);
      if (this._events.has('newListener')) this.emit('newListener', name, fn);
      let l = this._list(name);
      if (l === undefined) { l = []; this._events.set(name, l); }
      const rec = { fn: fn, once: once };
      if (prepend) l.unshift(rec); else l.push(rec);
      return this;
    }
    // EventEmitter.call(this) in a constructor function (the util.inherits
    // style): the VM calls a class's method with the object as `this`
    call() { this._events = new Map(); this._max = 10; }
    apply() { this._events = new Map(); this._max = 10; }
    on(name, fn) { return this._add(name, fn, false, false); }
    addListener(name, fn) { return this._add(name, fn, false, false); }
    prependListener(name, fn) { return this._add(name, fn, false, true); }
    once(name, fn) {
      // events.once(emitter, name): called on the class, or destructured
      if (!(this instanceof EventEmitter)) return staticOnce(name, fn);
      if (fn === undefined) return staticOnce(this, name);
      return this._add(name, fn, true, false);
    }
    prependOnceListener(name, fn) { return this._add(name, fn, true, true); }
    off(name, fn) { return this.removeListener(name, fn); }
    removeListener(name, fn) {
      const l = this._list(name);
      if (l === undefined) return this;
      for (let i = l.length - 1; i >= 0; i--) {
        if (l[i].fn === fn) { l.splice(i, 1); break; }
      }
      if (l.length === 0) this._events.delete(name);
      return this;
    }
    removeAllListeners(name) {
      this._list(name);
      if (name === undefined) this._events.clear(); else this._events.delete(name);
      return this;
    }
    emit(name, ...args) {
      const l = this._list(name);
      if (l === undefined || l.length === 0) {
        if (name === 'error') {
          const er = args[0];
          if (er instanceof Error) throw er;
          const e = new Error('Unhandled error. (' + (typeof er === 'string' ? "'" + er + "'" : String(er)) + ')'); e.code = 'ERR_UNHANDLED_ERROR'; e.context = er; throw e;
        }
        return false;
      }
      const snap = l.slice();
      for (const rec of snap) {
        if (rec.once) { const i = l.indexOf(rec); if (i >= 0) l.splice(i, 1); if (l.length === 0) this._events.delete(name); }
        rec.fn.apply(this, args);
      }
      return true;
    }
    listenerCount(name) { const l = this._list(name); return l === undefined ? 0 : l.length; }
    listeners(name) { const l = this._list(name); return l === undefined ? [] : l.map(r => r.fn); }
    rawListeners(name) { return this.listeners(name); }
    eventNames() { this._list(undefined); return Array.from(this._events.keys()); }
    setMaxListeners(n) { this._list(undefined); this._max = n; return this; }
    getMaxListeners() { this._list(undefined); return this._max; }
  }
  // for util.inherits: a class's methods are not reached through a
  // function's prototype chain here, so it copies these
  EventEmitter._methods = ['_list', '_add', 'on', 'addListener', 'prependListener', 'once', 'prependOnceListener',
    'off', 'removeListener', 'removeAllListeners', 'emit', 'listenerCount', 'listeners', 'rawListeners',
    'eventNames', 'setMaxListeners', 'getMaxListeners'];
  EventEmitter.EventEmitter = EventEmitter;
  EventEmitter.default = EventEmitter;
  EventEmitter.defaultMaxListeners = 10;
  function staticOnce(em, name) {
    return new Promise((resolve, reject) => {
      em.once(name, (...args) => resolve(args));
    });
  }
  __node_events.m = EventEmitter;
  return EventEmitter;
}
)JS";

// path (POSIX). The VM never reads the real working directory: resolve()
// starts from the fixed directory /work.
constexpr std::string_view kPath = R"JS(
function __node_path() {
  if (__node_path.m) return __node_path.m;
  // The VM never reads the real working directory: resolve() starts from a fixed one.
  const cwd = '/work';
  function normalizeParts(p, abs) {
    const out = [];
    for (const seg of p.split('/')) {
      if (seg === '' || seg === '.') continue;
      if (seg === '..') {
        if (out.length > 0 && out[out.length - 1] !== '..') out.pop();
        else if (!abs) out.push('..');
      } else out.push(seg);
    }
    return out;
  }
  function normalize(p) {
    if (p.length === 0) return '.';
    const abs = p[0] === '/';
    const trail = p[p.length - 1] === '/';
    let r = normalizeParts(p, abs).join('/');
    if (r.length === 0) { if (abs) return '/'; return trail ? './' : '.'; }
    if (trail) r += '/';
    return abs ? '/' + r : r;
  }
  function join(...parts) {
    const ne = parts.filter(x => x.length > 0);
    if (ne.length === 0) return '.';
    return normalize(ne.join('/'));
  }
  function resolve(...parts) {
    let r = '';
    for (let i = parts.length - 1; i >= -1 && (r.length === 0 || r[0] !== '/'); i--) {
      const p = i >= 0 ? parts[i] : cwd;
      if (p.length === 0) continue;
      r = r.length === 0 ? p : p + '/' + r;
    }
    const n = normalizeParts(r, true).join('/');
    return '/' + n;
  }
  function isAbsolute(p) { return p.length > 0 && p[0] === '/'; }
  function trimSlashes(p) {
    let e = p.length;
    while (e > 1 && p[e - 1] === '/') e--;
    return p.slice(0, e);
  }
  function basename(p, ext) {
    p = trimSlashes(p);
    const i = p.lastIndexOf('/');
    let b = i >= 0 ? p.slice(i + 1) : p;
    if (p === '/') b = '';
    if (ext !== undefined && b !== ext && b.endsWith(ext)) b = b.slice(0, b.length - ext.length);
    return b;
  }
  function dirname(p) {
    if (p.length === 0) return '.';
    p = trimSlashes(p);
    const i = p.lastIndexOf('/');
    if (i < 0) return '.';
    if (i === 0) return '/';
    return trimSlashes(p.slice(0, i));
  }
  function extname(p) {
    const b = basename(p);
    const i = b.lastIndexOf('.');
    if (i <= 0) return '';
    return b.slice(i);
  }
  function relative(from, to) {
    const f = resolve(from).split('/').filter(x => x.length > 0);
    const t = resolve(to).split('/').filter(x => x.length > 0);
    let i = 0;
    while (i < f.length && i < t.length && f[i] === t[i]) i++;
    const up = [];
    for (let k = i; k < f.length; k++) up.push('..');
    return up.concat(t.slice(i)).join('/');
  }
  function parse(p) {
    const root = isAbsolute(p) ? '/' : '';
    const base = basename(p);
    const ext = extname(p);
    let dir = dirname(p);
    if (dir === '.' && !p.startsWith('./') && p.indexOf('/') < 0) dir = '';
    return { root: root, dir: dir, base: base, ext: ext, name: ext.length > 0 ? base.slice(0, base.length - ext.length) : base };
  }
  function format(o) {
    const dir = o.dir || o.root || '';
    const base = o.base || ((o.name || '') + (o.ext ? (o.ext[0] === '.' ? '' : '.') + o.ext : ''));
    if (dir.length === 0) return base;
    return dir === o.root ? dir + base : dir + '/' + base;
  }
  function toNamespacedPath(p) { return p; }
  const path = { sep: '/', delimiter: ':', normalize: normalize, join: join, resolve: resolve, isAbsolute: isAbsolute,
    basename: basename, dirname: dirname, extname: extname, relative: relative, parse: parse, format: format,
    toNamespacedPath: toNamespacedPath };
  path.posix = path;
  path.default = path;
  __node_path.m = path;
  return path;
}
)JS";

// util: format and inspect are console.log's and console.dir's text
// (__js_format, __js_inspect in javascript_runtime.cpp); deepEqual is
// shared with assert (which therefore brings util along).
constexpr std::string_view kUtil = R"JS(
function __node_util() {
  if (__node_util.m) return __node_util.m;
  function isDeepStrictEqual(a, b) { return deepEqual(a, b, true); }
  // node's comparison of assert.deepStrictEqual (strict) and deepEqual (loose)
  function deepEqual(a, b, strict) {
    if (strict ? Object.is(a, b) : (a == b || (a !== a && b !== b))) return true;
    if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
      return false;
    }
    if (Array.isArray(a) !== Array.isArray(b)) return false;
    if (a instanceof Date || b instanceof Date) {
      return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
    }
    if (a instanceof RegExp || b instanceof RegExp) {
      return a instanceof RegExp && b instanceof RegExp && String(a) === String(b);
    }
    if (a instanceof Map || b instanceof Map) {
      if (!(a instanceof Map && b instanceof Map) || a.size !== b.size) return false;
      for (const [k, v] of a) {
        if (!b.has(k) || !deepEqual(v, b.get(k), strict)) return false;
      }
      return true;
    }
    if (a instanceof Set || b instanceof Set) {
      if (!(a instanceof Set && b instanceof Set) || a.size !== b.size) return false;
      for (const v of a) {
        if (b.has(v)) continue;
        let found = false;
        for (const w of b) {
          if (deepEqual(v, w, strict)) { found = true; break; }
        }
        if (!found) return false;
      }
      return true;
    }
    if (a instanceof Error || b instanceof Error) {
      if (!(a instanceof Error && b instanceof Error) || a.message !== b.message || a.name !== b.name) return false;
    }
    const ka = Object.keys(a), kb = Object.keys(b);
    if (ka.length !== kb.length) return false;
    for (const k of ka) {
      if (!Object.prototype.hasOwnProperty.call(b, k)) return false;
      if (!deepEqual(a[k], b[k], strict)) return false;
    }
    return true;
  }
  function inspect(v, opts) { return __js_inspect(v, opts); }
  inspect.custom = Symbol.for('nodejs.util.inspect.custom');
  function format(...args) { return __js_format(...args); }
  function inherits(ctor, superCtor) {
    Object.setPrototypeOf(ctor.prototype, superCtor.prototype);
    try { ctor.super_ = superCtor; } catch (e) { /* a function of the file takes no properties here */ }
    // a class's methods (EventEmitter's) are not found through the chain here: copied
    for (const k of superCtor._methods || []) {
      if (ctor.prototype[k] === undefined) ctor.prototype[k] = superCtor.prototype[k];
    }
  }
  // node's promisify: a function's util.promisify.custom wins (setTimeout and
  // setImmediate have one resolving with their value); otherwise the callback's
  // first value resolves, its error rejects, and `this` is passed through.
  const kCustomPromisify = Symbol.for('nodejs.util.promisify.custom');
  function argTypeError(name, v) {
    const e = new TypeError('The "' + name + '" argument must be of type function. Received ' +
      (v === null || v === undefined ? String(v) : 'type ' + typeof v + ' (' + inspect(v) + ')'));
    e.code = 'ERR_INVALID_ARG_TYPE';
    return e;
  }
  function promisify(original) {
    if (typeof original !== 'function') throw argTypeError('original', original);
    if (original === setTimeout) return (delay, value) => new Promise((res) => setTimeout(() => res(value), delay));
    if (original === setImmediate) return (value) => new Promise((res) => setImmediate(() => res(value)));
    const custom = original[kCustomPromisify];
    if (custom !== undefined) {
      if (typeof custom !== 'function') throw argTypeError('util.promisify.custom', custom);
      return custom;
    }
    return function (...args) {
      return new Promise((resolve, reject) => {
        original.call(this, ...args, (err, value) => {
          if (err) reject(err); else resolve(value);
        });
      });
    };
  }
  promisify.custom = kCustomPromisify;
  function callbackify(original) {
    if (typeof original !== 'function') throw argTypeError('original', original);
    return function (...args) {
      const cb = args.pop();
      if (typeof cb !== 'function') throw argTypeError('last', cb);
      original.apply(this, args).then((v) => process.nextTick(cb, null, v), (err) => {
        if (!err) {
          const e = new Error('Promise was rejected with a falsy value');
          e.code = 'ERR_FALSY_VALUE_REJECTION';
          e.reason = err;
          err = e;
        }
        process.nextTick(cb, err);
      });
    };
  }
  function deprecate(fn, msg) { return fn; }
  const types = {
    isPromise: (v) => v instanceof Promise,
    isDate: (v) => v instanceof Date,
    isRegExp: (v) => v instanceof RegExp,
    isMap: (v) => v instanceof Map,
    isSet: (v) => v instanceof Set,
    isAsyncFunction: (v) => /^\[object Async(Generator)?Function\]$/.test(Object.prototype.toString.call(v)),
    isGeneratorFunction: (v) => /^\[object (Async)?GeneratorFunction\]$/.test(Object.prototype.toString.call(v)),
    isGeneratorObject: (v) => Object.prototype.toString.call(v) === '[object Generator]',
    isNativeError: (v) => v instanceof Error,
    isTypedArray: (v) => ArrayBuffer.isView(v) && !(v instanceof DataView),
    isUint8Array: (v) => v instanceof Uint8Array,
    isArrayBuffer: (v) => v instanceof ArrayBuffer,
    isDataView: (v) => v instanceof DataView,
  };
  const util = { format: format, inspect: inspect, inherits: inherits, promisify: promisify, callbackify: callbackify, deprecate: deprecate,
    isDeepStrictEqual: isDeepStrictEqual, types: types, __deepEqual: deepEqual,
    isArray: Array.isArray, TextEncoder: TextEncoder, TextDecoder: TextDecoder };
  util.default = util;
  __node_util.m = util;
  return util;
}
)JS";

// assert: AssertionError (code ERR_ASSERTION) with node 20's default
// messages for primitives; objects print whole after "+ actual - expected",
// not as node's line diff.
constexpr std::string_view kAssert = R"JS(
function __node_assert() {
  if (__node_assert.m) return __node_assert.m;
  const util = __node_util();
  const inspect = (v) => util.inspect(v);
  const prim = (v) => typeof v !== 'object' || v === null;
  class AssertionError extends Error {
    constructor(options) {
      let msg = options.message;
      // node 20 follows a user's message to strictEqual with the values compared
      if (msg !== undefined && options.operator === 'strictEqual' && prim(options.actual) && prim(options.expected))
        msg += '\n\n' + inspect(options.actual) + ' !== ' + inspect(options.expected) + '\n';
      else if (msg === undefined) msg = options.text === undefined ? 'Failed' : options.text;
      super(msg);
      this.name = 'AssertionError';
      this.code = 'ERR_ASSERTION';
      this.actual = options.actual;
      this.expected = options.expected;
      this.operator = options.operator;
      this.generatedMessage = options.message === undefined;
    }
  }
  // node's messages for primitives; objects print whole after
  // "+ actual - expected", not as node's line diff
  const headers = {
    strictEqual: 'Expected values to be strictly equal:',
    deepStrictEqual: 'Expected values to be strictly deep-equal:',
    deepEqual: 'Expected values to be loosely deep-equal:',
  };
  function fail3(actual, expected, message, operator, text) {
    if (message instanceof Error) throw message;
    throw new AssertionError({ message: message, text: text, actual: actual, expected: expected, operator: operator });
  }
  function compared(op, actual, expected, sign) {
    const a = inspect(actual), e = inspect(expected);
    const oneLine = a.indexOf('\n') < 0 && e.indexOf('\n') < 0;
    if (oneLine && prim(actual) && prim(expected)) {
      if (op === 'equal' || op === 'deepEqual') return a + ' ' + sign + ' ' + e;
      if (typeof actual === 'string' && typeof expected === 'string') {
        let i = 0;
        while (i < a.length && i < e.length && a[i] === e[i]) i++;
        return headers[op] + '\n+ actual - expected\n\n+ ' + a + '\n- ' + e + '\n' + ' '.repeat(i + 2) + '^';
      }
      return headers[op] + '\n\n' + a + ' ' + sign + ' ' + e + '\n';
    }
    return (headers[op] || 'Expected values to be loosely equal:') + '\n+ actual - expected\n\n+ ' + a + '\n- ' + e + '\n';
  }
  function ok(value, message) {
    if (!value) fail3(value, true, message, '==', message === undefined && arguments.length === 0 ?
      'No value argument passed to `assert.ok()`' : 'The expression evaluated to a falsy value:\n\n  assert.ok(' + inspect(value) + ')\n');
  }
  const assert = function assert(value, message) {
    if (!value) fail3(value, true, message, '==', 'The expression evaluated to a falsy value:\n\n  assert(' + inspect(value) + ')\n');
  };
  assert.ok = ok;
  assert.AssertionError = AssertionError;
  assert.fail = (message) => {
    if (message instanceof Error) throw message;
    throw new AssertionError({ message: message, operator: 'fail' });
  };
  assert.equal = (a, e, message) => {
    if (!(a == e || (a !== a && e !== e))) fail3(a, e, message, '==', compared('equal', a, e, '=='));
  };
  assert.notEqual = (a, e, message) => {
    if (a == e || (a !== a && e !== e)) fail3(a, e, message, '!=', inspect(a) + ' != ' + inspect(e));
  };
  assert.strictEqual = (a, e, message) => {
    if (!Object.is(a, e)) fail3(a, e, message, 'strictEqual', compared('strictEqual', a, e, '!=='));
  };
  assert.notStrictEqual = (a, e, message) => {
    if (Object.is(a, e)) fail3(a, e, message, 'notStrictEqual', 'Expected "actual" to be strictly unequal to: ' + inspect(e));
  };
  assert.deepEqual = (a, e, message) => {
    if (!util.__deepEqual(a, e, false)) fail3(a, e, message, 'deepEqual', compared('deepEqual', a, e, '!='));
  };
  assert.notDeepEqual = (a, e, message) => {
    if (util.__deepEqual(a, e, false)) fail3(a, e, message, 'notDeepEqual', '"actual" deepEqual "expected"');
  };
  assert.deepStrictEqual = (a, e, message) => {
    if (!util.__deepEqual(a, e, true)) fail3(a, e, message, 'deepStrictEqual', compared('deepStrictEqual', a, e, '!=='));
  };
  assert.notDeepStrictEqual = (a, e, message) => {
    if (util.__deepEqual(a, e, true)) fail3(a, e, message, 'notDeepStrictEqual', 'Expected "actual" not to be strictly deep-equal to: ' + inspect(e));
  };
  assert.match = (s, re, message) => {
    if (!re.test(s)) fail3(s, re, message, 'match', 'The input did not match the regular expression ' + String(re) + '. Input:\n\n' + inspect(s) + '\n');
  };
  assert.doesNotMatch = (s, re, message) => {
    if (re.test(s)) fail3(s, re, message, 'doesNotMatch', 'The input was expected to not match the regular expression ' + String(re) + '. Input:\n\n' + inspect(s) + '\n');
  };
  function isErrorClass(c) {
    return c === Error || (c.prototype !== undefined && c.prototype instanceof Error) || /^[A-Z]\w*Error$/.test(c.name || '');
  }
  // the thrown value against throws()'s second argument
  function check(actual, expected, message) {
    if (expected === undefined || typeof expected === 'string') return;
    if (expected instanceof RegExp) {
      if (!expected.test(String(actual))) fail3(actual, expected, message, 'throws',
        'The input did not match the regular expression ' + String(expected) + '. Input:\n\n' + inspect(String(actual)) + '\n');
      return;
    }
    if (typeof expected === 'function') {
      let inst = false;
      try { inst = actual instanceof expected; } catch (e) { inst = false; }  // an arrow has no prototype
      if (inst) return;
      if (isErrorClass(expected)) throw actual;
      if (expected.call({}, actual) !== true) fail3(actual, expected, message, 'throws',
        'The ' + (expected.name ? '"' + expected.name + '" ' : '') + 'validation function is expected to return "true". Received ' + inspect(expected.call({}, actual)));
      return;
    }
    for (const k of Object.keys(expected)) {
      const want = expected[k], got = actual[k];
      const same = want instanceof RegExp && typeof got === 'string' ? want.test(got) : util.__deepEqual(got, want, true);
      if (!same) fail3(actual, expected, message, 'throws', 'Expected values to be strictly deep-equal:\n+ actual - expected\n\n+ ' + k + ': ' + inspect(got) + '\n- ' + k + ': ' + inspect(want) + '\n');
    }
  }
  function missing(expected, message, what) {
    let text = 'Missing expected ' + what;
    if (typeof expected === 'function' && expected.name && isErrorClass(expected)) text += ' (' + expected.name + ')';
    const msg = typeof expected === 'string' ? expected : message;
    fail3(undefined, expected, msg === undefined ? text + '.' : text + ': ' + msg, 'throws');
  }
  assert.throws = (fn, expected, message) => {
    let threw = false, actual;
    try { fn(); } catch (e) { threw = true; actual = e; }
    if (!threw) missing(expected, message, 'exception');
    check(actual, expected, message);
  };
  assert.doesNotThrow = (fn, message) => {
    try { fn(); } catch (e) {
      fail3(e, undefined, undefined, 'doesNotThrow', 'Got unwanted exception' + (typeof message === 'string' ? ': ' + message : '.') + '\nActual message: "' + (e && e.message) + '"');
    }
  };
  assert.rejects = async (p, expected, message) => {
    let threw = false, actual;
    try { await (typeof p === 'function' ? p() : p); } catch (e) { threw = true; actual = e; }
    if (!threw) missing(expected, message, 'rejection');
    check(actual, expected, message);
  };
  // assert/strict: equal is strictEqual, deepEqual deepStrictEqual, ...
  const strict = function strict(value, message) { assert(value, message); };
  strict.ok = assert.ok;
  strict.AssertionError = assert.AssertionError;
  strict.fail = assert.fail;
  strict.strictEqual = assert.strictEqual;
  strict.notStrictEqual = assert.notStrictEqual;
  strict.deepStrictEqual = assert.deepStrictEqual;
  strict.notDeepStrictEqual = assert.notDeepStrictEqual;
  strict.match = assert.match;
  strict.doesNotMatch = assert.doesNotMatch;
  strict.throws = assert.throws;
  strict.doesNotThrow = assert.doesNotThrow;
  strict.rejects = assert.rejects;
  strict.equal = assert.strictEqual;
  strict.notEqual = assert.notStrictEqual;
  strict.deepEqual = assert.deepStrictEqual;
  strict.notDeepEqual = assert.notDeepStrictEqual;
  strict.strict = strict;
  strict.default = strict;
  assert.strict = strict;
  assert.default = assert;
  __node_assert.m = assert;
  return assert;
}
)JS";

// crypto: createHash/createHmac/hash over the SDK's digests (__js_digest,
// runtime/javascript_crypto.cpp); data goes through Buffer for node's input
// and output encodings. The random functions have no reproducible value:
// they call an unresolved global, so they stay symbolic like a missing module.
constexpr std::string_view kCrypto = R"JS(
function __node_crypto() {
  if (__node_crypto.m) return __node_crypto.m;
  const algo = (name) => {
    let a = String(name).toLowerCase();
    if (a.startsWith('rsa-')) a = a.slice(4);
    if (a === 'sha-1') a = 'sha1';
    a = a.replace(/^sha2?-(224|256|384|512)$/, 'sha$1');
    return a;
  };
  const bytesOf = (data, enc) => {
    if (typeof data === 'string') return Array.from(Buffer.from(data, enc === undefined ? 'utf8' : enc));
    if (data instanceof ArrayBuffer) return Array.from(new Uint8Array(data));
    if (data !== null && typeof data === 'object' && typeof data.length === 'number' && ArrayBuffer.isView(data))
      return Array.from(new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
    const e = new TypeError('The "data" argument must be of type string or an instance of Buffer, TypedArray, or DataView. Received ' +
      (data === null ? 'null' : data === undefined ? 'undefined' : 'type ' + typeof data + ' (' + String(data) + ')'));
    e.code = 'ERR_INVALID_ARG_TYPE';
    throw e;
  };
  const output = (bytes, enc) => {
    const b = Buffer.from(bytes);
    return enc === undefined || enc === 'buffer' ? b : b.toString(enc);
  };
  const finalized = () => { const e = new Error('Digest already called'); e.code = 'ERR_CRYPTO_HASH_FINALIZED'; return e; };
  class Hash {
    constructor(name, options) {
      this._alg = algo(name);
      this._len = options && options.outputLength !== undefined ? options.outputLength : undefined;
      if (__js_digest('size', this._alg) === undefined) throw new Error('Digest method not supported');
      this._data = [];
      this._done = false;
    }
    update(data, enc) {
      if (this._done) throw finalized();
      for (const b of bytesOf(data, enc)) this._data.push(b);
      return this;
    }
    digest(enc) {
      if (this._done) throw finalized();
      this._done = true;
      return output(__js_digest('digest', this._alg, this._data, this._len), enc);
    }
    copy(options) {
      if (this._done) throw finalized();
      const c = new Hash(this._alg, options === undefined ? { outputLength: this._len } : options);
      c._data = this._data.slice();
      return c;
    }
  }
  // an HMAC is a hash of the message whose digest wraps the key around it (RFC 2104)
  class Hmac extends Hash {
    constructor(name, key, options) {
      const alg = algo(name);
      const block = __js_digest('block', alg);
      if (block === undefined || alg.startsWith('shake')) throw new Error('Invalid digest: ' + name);
      super(alg);
      let k = typeof key === 'string' ? bytesOf(key, 'utf8') : bytesOf(key && key.export ? key.export() : key);
      if (k.length > block) k = __js_digest('digest', alg, k);
      this._key = k.concat(new Array(block - k.length).fill(0));
    }
    digest(enc) {
      if (this._done) throw finalized();
      this._done = true;
      const inner = __js_digest('digest', this._alg, this._key.map((b) => b ^ 0x36).concat(this._data));
      return output(__js_digest('digest', this._alg, this._key.map((b) => b ^ 0x5c).concat(inner)), enc);
    }
  }
  Hmac.prototype.copy = undefined;  // node's Hmac cannot be copied
  const names = ['blake2b512', 'blake2s256', 'md5', 'sha1', 'sha224', 'sha256', 'sha3-224', 'sha3-256', 'sha3-384',
    'sha3-512', 'sha384', 'sha512', 'shake128', 'shake256'];
  const crypto = {
    createHash: (name, options) => new Hash(name, options),
    createHmac: (name, key, options) => new Hmac(name, key, options),
    hash: (name, data, enc) => new Hash(name).update(data).digest(enc === undefined ? 'hex' : enc),
    getHashes: () => names.slice(),
    timingSafeEqual(a, b) {
      const x = bytesOf(a), y = bytesOf(b);
      if (x.length !== y.length) {
        const e = new RangeError('Input buffers must have the same byte length');
        e.code = 'ERR_CRYPTO_TIMING_SAFE_EQUAL_LENGTH';
        throw e;
      }
      return x.every((v, i) => v === y[i]);
    },
    randomUUID: (...a) => crypto_randomUUID(...a),
    randomBytes: (...a) => crypto_randomBytes(...a),
    randomInt: (...a) => crypto_randomInt(...a),
    getRandomValues: (...a) => crypto_getRandomValues(...a),
    Hash: Hash,
    Hmac: Hmac,
  };
  crypto.default = crypto;
  __node_crypto.m = crypto;
  return crypto;
}
)JS";

// fs: readFileSync of the program's standard input (fd 0, /dev/stdin;
// docs/adr/0020-program-standard-input.md). Every other file, and every
// other member, is the program's input or an effect: an unknown value.
constexpr std::string_view kFs = R"JS(
function __node_fs() {
  if (__node_fs.m) return __node_fs.m;
  function isStdin(p) { return p === 0 || p === '/dev/stdin' || p === '/proc/self/fd/0'; }
  function readFileSync(p, options) {
    if (!isStdin(p)) return __js_unknown('fs.readFileSync(' + JSON.stringify(p) + ')');
    return __js_stdin('all');
  }
  const known = { readFileSync: readFileSync };
  const fs = new Proxy({}, {
    get(target, key) {
      if (typeof key !== 'string') return undefined;
      if (key in known) return known[key];
      if (!(key in target)) target[key] = __js_unknown('fs.' + key);
      return target[key];
    },
  });
  __node_fs.m = fs;
  return fs;
}
)JS";

// readline over process.stdin: 'line' events for each line of the
// program's standard input, then 'close', emitted after the program's own
// code (as the data arrives in node); question() answers with the next
// line; the interface is also an async iterator of the lines.
constexpr std::string_view kReadline = R"JS(
function __node_readline() {
  if (__node_readline.m) return __node_readline.m;
  const EventEmitter = __node_events();
  class Interface extends EventEmitter {
    constructor(opts) {
      super();
      this._lines = null;
      this.closed = false;
      this.terminal = false;
      this._prompt = '> ';
      this._questions = [];
      this._output = opts && opts.output;
      setImmediate(() => this._pump());
    }
    _take() { if (this._lines === null) this._lines = __js_stdin('lines'); return this._lines; }
    _pump() {
      const lines = this._take();
      while (!this.closed && lines.length > 0) {
        const line = lines.shift();
        if (this._questions.length > 0) this._questions.shift()(line);
        else this.emit('line', line);
      }
      if (!this.closed) this.close();
    }
    setPrompt(p) { this._prompt = p; }
    getPrompt() { return this._prompt; }
    prompt() { if (this._output && this._output.write) this._output.write(this._prompt); }
    question(query, opts, cb) {
      if (typeof opts === 'function') cb = opts;
      if (this._output && this._output.write) this._output.write(query);
      this._questions.push(cb);
    }
    write() {}
    pause() { return this; }
    resume() { return this; }
    close() {
      if (this.closed) return;
      this.closed = true;
      this.emit('close');
    }
    [Symbol.asyncIterator]() {
      const lines = this._take();
      const self = this;
      return {
        next() {
          if (lines.length > 0) return Promise.resolve({ value: lines.shift(), done: false });
          self.close();
          return Promise.resolve({ value: undefined, done: true });
        },
        return() { self.close(); return Promise.resolve({ value: undefined, done: true }); },
        [Symbol.asyncIterator]() { return this; },
      };
    }
  }
  function createInterface(input, output) {
    const opts = input && typeof input === 'object' && 'input' in input ? input : { input: input, output: output };
    return new Interface(opts);
  }
  const readline = { createInterface: createInterface, Interface: Interface };
  readline.default = readline;
  __node_readline.m = readline;
  return readline;
}
)JS";

// process.stdin (the lowerer reads `process.stdin` as __node_stdin()): a
// readable stream of the program's standard input, which flows once a
// 'data' or 'readable' listener is added or resume() is called: the whole
// input as one chunk after the program's own code (as it arrives in node),
// then 'end'. Chunks are Buffers, or strings after setEncoding().
constexpr std::string_view kStdin = R"JS(
function __node_stdin() {
  if (__node_stdin.m) return __node_stdin.m;
  const EventEmitter = __node_events();
  class ReadStream extends EventEmitter {
    constructor() {
      super();
      this.fd = 0;
      this.isTTY = undefined;
      this.readable = true;
      this.readableEnded = false;
      this.readableEncoding = null;
      this._flowing = false;
      this._text = null;
    }
    _take() { if (this._text === null) this._text = __js_stdin('all'); return this._text; }
    _start() {
      if (this._flowing) return;
      this._flowing = true;
      setImmediate(() => this._flow());
    }
    _flow() {
      const text = this._take();
      this._text = '';
      if (this.listenerCount('readable') > 0) {
        this._pending = this._chunk(text);
        if (text.length > 0) this.emit('readable');
        this._pending = null;
        this.emit('readable');
      } else if (text.length > 0) {
        this.emit('data', this._chunk(text));
      }
      this.readable = false;
      this.readableEnded = true;
      this.emit('end');  // (node keeps fd 0 open: no 'close')
    }
    on(name, fn) {
      super.on(name, fn);
      if (name === 'data' || name === 'readable') this._start();
      return this;
    }
    addListener(name, fn) { return this.on(name, fn); }
    once(name, fn) {
      super.once(name, fn);
      if (name === 'data' || name === 'readable') this._start();
      return this;
    }
    // a Buffer until setEncoding names an encoding, as node gives
    _chunk(text) { return this.readableEncoding ? text : Buffer.from(text); }
    read() {
      const t = this._pending;
      this._pending = null;
      return t === undefined ? null : t;
    }
    setEncoding(enc) { this.readableEncoding = enc; return this; }
    resume() { this._start(); return this; }
    pause() { return this; }
    unref() { return this; }
    ref() { return this; }
    pipe(dest) { this.on('data', (c) => dest.write(c)); return dest; }
    [Symbol.asyncIterator]() {
      let text = this._take();
      this._text = '';
      const self = this;
      return {
        next() {
          if (text.length > 0) { const t = self._chunk(text); text = ''; return Promise.resolve({ value: t, done: false }); }
          self.readableEnded = true;
          return Promise.resolve({ value: undefined, done: true });
        },
        return() { return Promise.resolve({ value: undefined, done: true }); },
        [Symbol.asyncIterator]() { return this; },
      };
    }
  }
  __node_stdin.m = new ReadStream();
  return __node_stdin.m;
}
)JS";

constexpr std::array<std::pair<std::string_view, std::string_view>, 8> kModules{{
    {"events", kEvents}, {"path", kPath}, {"util", kUtil}, {"assert", kAssert}, {"crypto", kCrypto}, {"fs", kFs},
    {"readline", kReadline}, {"stdin", kStdin}}};

bool names(std::string_view text, std::string_view mod) {
  for (std::string_view q : {"'", "\"", "`"}) {
    for (std::string_view pre : {"", "node:"}) {
      std::string s;
      s.append(q).append(pre).append(mod).append(q);
      if (text.find(s) != std::string_view::npos) return true;
      s.back() = '/';  // a subpath: 'assert/strict', 'path/posix', 'util/types'
      if (text.find(s) != std::string_view::npos) return true;
    }
  }
  return false;
}

}  // namespace

std::string_view node_core_module(std::string_view spec, std::string_view* member) {
  if (spec.starts_with("node:")) spec.remove_prefix(5);
  std::string_view sub;
  if (spec == "assert/strict" || spec == "path/posix" || spec == "util/types") {
    sub = spec.substr(spec.find('/') + 1);
    spec = spec.substr(0, spec.find('/'));
  }
  for (const auto& [name, src] : kModules) {
    if (spec != name || name == "stdin") continue;  // (process.stdin's prelude is no module)
    if (member) *member = sub;
    return name;
  }
  return {};
}

std::string with_node_core_modules(std::string_view text) {
  std::string out;
  for (const auto& [name, src] : kModules) {
    // stdin is no module: its prelude is process.stdin's (and needs events)
    const bool stdin = text.find("process.stdin") != std::string_view::npos;
    if (name == "stdin" ? !stdin
                        : !names(text, name) && !(name == "util" && names(text, "assert")) &&
                              !(name == "events" && (names(text, "readline") || stdin)))
      continue;
    if (out.empty()) out.assign(text).append("\n");
    out.append(src);
  }
  return out;
}

}  // namespace reddragon::frontend_js
