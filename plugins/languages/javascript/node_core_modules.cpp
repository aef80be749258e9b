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
      let l = this._list(name);
      if (l === undefined) { l = []; this._events.set(name, l); }
      const rec = { fn: fn, once: once };
      if (prepend) l.unshift(rec); else l.push(rec);
      return this;
    }
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

constexpr std::array<std::pair<std::string_view, std::string_view>, 2> kModules{{
    {"events", kEvents}, {"path", kPath}}};

bool names(std::string_view text, std::string_view mod) {
  for (std::string_view q : {"'", "\"", "`"}) {
    for (std::string_view pre : {"", "node:"}) {
      std::string s;
      s.append(q).append(pre).append(mod).append(q);
      if (text.find(s) != std::string_view::npos) return true;
    }
  }
  return false;
}

}  // namespace

std::string_view node_core_module(std::string_view spec) {
  if (spec.starts_with("node:")) spec.remove_prefix(5);
  for (const auto& [name, src] : kModules)
    if (spec == name) return name;
  return {};
}

std::string with_node_core_modules(std::string_view text) {
  std::string out;
  for (const auto& [name, src] : kModules) {
    if (!names(text, name)) continue;
    if (out.empty()) out.assign(text).append("\n");
    out.append(src);
  }
  return out;
}

}  // namespace reddragon::frontend_js
