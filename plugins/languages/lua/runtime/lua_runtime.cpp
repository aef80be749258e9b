// lua_runtime.cpp - Lua 5.4's runtime row: tables (array + hash part,
// metatables), multiple results (tuples, see the lowering), the IR
// operators with Lua's rules (integer/float subtypes, wrapping integers,
// string coercion, `..`, metamethods), rendering, errors (`error` values,
// pcall), and the base, table, math, os, io and coroutine libraries.
// The string library is in lua_strlib.cpp.
#include "lua_runtime.hpp"

#include <algorithm>
#include <cinttypes>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <limits>
#include <optional>

namespace reddragon::vm::lua {

using ir::Operator;

// ---- values -------------------------------------------------------------------

Value native(NativeFn fn, const char* name) { return make_native(fn, name); }

static Value table_class(Vm& vm) {
  Value& c = vm.run_state("lua.table_class");
  if (c.is_none() || c.is_undef()) c = new_class("table");
  return c;
}

bool is_table(const Value& v) {
  if (!v.is(Tag::Instance)) return false;
  auto* o = v.as<InstanceObj>();
  return o->fields.items.size() == 3 && o->klass() && o->klass()->name == "table";
}
Value new_table(Vm& vm) {
  auto* o = new InstanceObj();
  o->cls = table_class(vm);
  o->fields.items.emplace_back(vm.intern("__arr"), make_list({}));
  o->fields.items.emplace_back(vm.intern("__hash"), make<DictObj>());
  o->fields.items.emplace_back(vm.intern("__mt"), Value::none());
  return Value::object(o);
}
ListObj* arr_of(const Value& t) { return t.as<InstanceObj>()->fields.items[0].second.as<ListObj>(); }
DictObj* hash_of(const Value& t) { return t.as<InstanceObj>()->fields.items[1].second.as<DictObj>(); }
Value& mt_of(const Value& t) { return t.as<InstanceObj>()->fields.items[2].second; }

Value norm(const Value& v) {
  if (v.is(Tag::BigInt)) {
    BigInt m = v.as<BigIntObj>()->v & BigInt("18446744073709551615");
    if (v.as<BigIntObj>()->v < 0) {
      BigInt two64 = BigInt(1) << 64;
      m = ((v.as<BigIntObj>()->v % two64) + two64) % two64;
    }
    return Value::integer(static_cast<std::int64_t>(static_cast<std::uint64_t>(m)));
  }
  return v;
}
static Value norm_key(const Value& k) {
  if (k.is(Tag::Float)) {
    double d = k.d();
    if (d == std::floor(d) && d >= -9.2233720368547758e18 && d < 9.2233720368547758e18)
      return Value::integer(static_cast<std::int64_t>(d));
  }
  if (k.is(Tag::BigInt)) return norm(k);
  return k;
}

Value rawget(const Value& t, const Value& key) {
  Value k = norm_key(key);
  if (k.is(Tag::Int)) {
    auto* a = arr_of(t);
    std::int64_t i = k.i();
    if (i >= 1 && i <= static_cast<std::int64_t>(a->items.size())) return a->items[static_cast<std::size_t>(i - 1)];
  }
  if (k.is(Tag::Bool)) {  // the IR's dict equates true with 1: keep booleans apart
    Value* p = hash_of(t)->find(make_str(k.b() ? "\001true" : "\001false"));
    return p ? *p : Value::none();
  }
  auto* h = hash_of(t);
  if (h->entries.empty()) return Value::none();
  Value* p = h->find(k);
  return p ? *p : Value::none();
}

bool rawset(Vm& vm, const Value& t, const Value& key, const Value& v) {
  Value k = norm_key(key);
  if (k.is_none()) {
    rt_error(vm, "table index is nil");
    return false;
  }
  if (k.is(Tag::Float) && std::isnan(k.d())) {
    rt_error(vm, "table index is NaN");
    return false;
  }
  if (k.is(Tag::Bool)) k = make_str(k.b() ? "\001true" : "\001false");
  auto* a = arr_of(t);
  auto* h = hash_of(t);
  if (k.is(Tag::Int)) {
    std::int64_t i = k.i();
    auto n = static_cast<std::int64_t>(a->items.size());
    if (i >= 1 && i <= n) {
      a->items[static_cast<std::size_t>(i - 1)] = v;  // nil leaves a hole, as Lua's array part does
      if (v.is_none() && i == n)
        while (!a->items.empty() && a->items.back().is_none()) a->items.pop_back();
      return true;
    }
    if (i == n + 1 && !v.is_none()) {
      a->items.push_back(v);
      if (!h->entries.empty()) {
        if (Value* p = h->find(k)) *p = Value::none();
        while (true) {  // following keys join the array part
          Value nk = Value::integer(static_cast<std::int64_t>(a->items.size()) + 1);
          Value* p = h->find(nk);
          if (!p || p->is_none()) break;
          a->items.push_back(*p);
          *p = Value::none();
        }
      }
      return true;
    }
  }
  if (v.is_none()) {
    if (Value* p = h->find(k)) *p = Value::none();
    return true;
  }
  h->set(k, v);
  return true;
}

std::int64_t rawlen(const Value& t) { return static_cast<std::int64_t>(arr_of(t)->items.size()); }

static Value metamethod(Vm& vm, const Value& v, const char* name) {
  if (is_table(v)) {
    const Value& mt = mt_of(v);
    if (!is_table(mt)) return Value::none();
    return rawget(mt, make_str(name));
  }
  if (v.is(Tag::Str)) {
    if (std::strcmp(name, "__index") == 0) return string_lib(vm);
  }
  return Value::none();
}

Value first(const Value& v) {
  if (v.is(Tag::Tuple)) {
    auto& it = v.as<ListObj>()->items;
    return it.empty() ? Value::none() : it[0];
  }
  return v;
}
Value pack(std::vector<Value> items) { return make_list(std::move(items), Tag::Tuple); }

namespace {
Value callable(Vm& vm, const Value& f);  // defined with the base library below
}  // namespace
Value call1(Vm& vm, const Value& f, std::vector<Value> args) {
  // a metamethod (or __index) may itself be a table with __call, as in luaT_callTM
  Value r = vm.call_sync(is_table(f) ? callable(vm, f) : f, std::span<const Value>(args.data(), args.size()));
  if (vm.raising()) return Value::none();
  return first(r);
}

Value index(Vm& vm, const Value& obj, const Value& k) {
  Value cur = obj;
  for (int loop = 0; loop < 100; ++loop) {
    Value h;
    if (is_table(cur)) {
      Value v = rawget(cur, k);
      if (!v.is_none()) return v;
      h = metamethod(vm, cur, "__index");
      if (h.is_none()) return Value::none();
    } else if (cur.is(Tag::Str)) {
      return rawget(string_lib(vm), k);
    } else if (cur.is_symbolic()) {
      return vm.ir_load_index(cur, k);
    } else {
      rt_error(vm, "attempt to index a " + lua_typename(cur) + " value", loop == 0 ? 1 : 0);
      return Value::none();
    }
    if (h.is(Tag::Function) || h.is(Tag::Builtin) || h.is(Tag::BoundMethod)) return call1(vm, h, {cur, k});
    cur = h;
  }
  rt_error(vm, "'__index' chain too long; possible loop");
  return Value::none();
}

void setindex(Vm& vm, const Value& obj, const Value& k, const Value& v) {
  Value cur = obj;
  for (int loop = 0; loop < 100; ++loop) {
    if (!is_table(cur)) {
      if (cur.is_symbolic()) return vm.ir_store_index(cur, k, v);
      rt_error(vm, "attempt to index a " + lua_typename(cur) + " value", loop == 0 ? 1 : 0);
      return;
    }
    Value h = metamethod(vm, cur, "__newindex");
    if (h.is_none() || !rawget(cur, k).is_none()) {
      rawset(vm, cur, k, v);
      return;
    }
    if (h.is(Tag::Function) || h.is(Tag::Builtin)) {
      std::vector<Value> a{cur, k, v};
      vm.call_sync(h, std::span<const Value>(a.data(), a.size()));
      return;
    }
    cur = h;
  }
  rt_error(vm, "'__newindex' chain too long; possible loop");
}

void set_fn(Vm& vm, const Value& t, const char* name, NativeFn fn) { rawset(vm, t, make_str(name), native(fn, name)); }

// ---- errors -------------------------------------------------------------------

static Value error_class(Vm& vm) {
  Value& c = vm.run_state("lua.error_class");
  if (c.is_none() || c.is_undef()) c = vm.define_builtin_class("LuaError", "Exception");
  return c;
}
void raise_value(Vm& vm, const Value& v) {
  error_class(vm);
  Value exc = vm.make_exception("LuaError", v.is(Tag::Str) ? v.as<StrObj>()->s : raw_tostring(v));
  if (exc.is(Tag::Instance)) set_instance_field(vm, exc, "value", v);
  vm.raise_value(exc);
}
/// "chunk:line: " for a source position, as Lua names the script run (its
/// base name, as the lowering's chunk name); empty for none.
std::string where_prefix(const std::optional<SourcePos>& p) {
  if (!p) return {};
  std::string_view f = p->file;
  if (auto slash = f.find_last_of('/'); slash != std::string_view::npos) f.remove_prefix(slash + 1);
  return std::string(f) + ":" + std::to_string(p->line) + ": ";
}
static DictObj* names_map(Vm& vm);
static bool marked(Vm& vm, const std::optional<SourcePos>& at, int kind) {
  return at && names_map(vm)->find(Value::integer(kind - 2 * static_cast<std::int64_t>(at->instruction)));
}
static std::optional<SourcePos> lua_where(Vm& vm, unsigned level) {
  // Lua level `level` from a native (1: its caller). A function that left
  // by a tail call (`return f(x)`) has no frame in Lua: its caller's
  // position is the next one up. The lowering's __lua_cocall helper (calls
  // in coroutine variants) is no activation of Lua's either.
  if (level > 4096) return std::nullopt;  // deeper than any stack the budgets allow
  unsigned k = 0;
  std::optional<SourcePos> at;
  auto up = [&] {
    at = vm.where(++k);
    if (!at)
      if (auto caller = vm.where(k + 1); marked(vm, caller, -2)) at = caller, ++k;
  };
  up();
  for (unsigned l = 1; l < level; ++l) {
    up();
    while (marked(vm, at, -1)) up();
  }
  return at;
}
std::string where_prefix(Vm& vm, unsigned level) { return where_prefix(lua_where(vm, level)); }

static std::string operand_name(Vm& vm, std::uint32_t ins, int k);
/// luaL_argerror's naming: called from Lua code, the function is named as
/// the call site names it ("bad argument #1 to 'rep'" for string.rep(),
/// 'r' for a local r), and a method call does not count self ("calling
/// 'rep' on bad self" when self is the bad one). Called from a native, the
/// runtime's qualified name ('string.rep') stays, as pushglobalfuncname's.
static void name_as_called(Vm& vm, std::string& msg, const std::optional<SourcePos>& at) {
  if (!at || msg.compare(0, 14, "bad argument #") != 0) return;
  std::size_t num_end = msg.find(' ', 14), q = msg.find(" to '", 14);
  if (num_end == std::string::npos || q != num_end) return;
  std::size_t name_end = msg.find('\'', q + 5);
  if (name_end == std::string::npos) return;
  long arg = std::strtol(msg.c_str() + 14, nullptr, 10);
  std::string name = msg.substr(q + 5, name_end - (q + 5));
  std::string rest = msg.substr(name_end + 1);  // " (why)"
  std::string desc = operand_name(vm, at->instruction, 1);  // the call's callee: "method 'rep'"
  auto open = desc.find('\''), close = desc.rfind('\'');
  if (open != std::string::npos && close > open) {
    name = desc.substr(open + 1, close - open - 1);
    if (desc.compare(0, 7, "method ") == 0 && --arg == 0) {
      msg = "calling '" + name + "' on bad self" + rest;
      return;
    }
  } else if (auto dot = name.rfind('.'); dot != std::string::npos) {
    name.erase(0, dot + 1);  // a call the lowering did not describe: the field name
  }
  msg = "bad argument #" + std::to_string(arg) + " to '" + name + "'" + rest;
}
void error(Vm& vm, std::string msg) {
  // luaL_error: the position of the native's caller when that is Lua code
  std::optional<SourcePos> at = lua_where(vm, 1);
  name_as_called(vm, msg, at);
  raise_value(vm, make_str(where_prefix(at) + msg));
}

// ---- variable names in runtime errors ------------------------------------------------
// The lowering describes the operands of index, call and operator
// instructions ("local 'x'", "field 'n'") in one string handed over by
// `__lua_names` at the start of the run: lines "instruction\tfirst\tsecond".
// Read only when an error is raised, into a dict by instruction.

static Value lua_names(Vm& vm, const Value&, std::vector<Value>& a) {
  if (!a.empty() && a[0].is(Tag::Str)) vm.run_state("lua.names") = a[0];
  return Value::none();
}
/// The lowering's table as a dict by instruction (built on first use).
static DictObj* names_map(Vm& vm) {
  Value& map = vm.run_state("lua.names_map");
  if (!map.is(Tag::Dict)) {
    Value src = vm.run_state("lua.names");
    map = make<DictObj>();
    if (!src.is(Tag::Str)) return map.as<DictObj>();
    auto* d = map.as<DictObj>();
    const std::string& t = src.as<StrObj>()->s;
    for (std::size_t p = 0; p < t.size();) {
      std::size_t e = t.find('\n', p);
      if (e == std::string::npos) e = t.size();
      std::size_t tab = t.find('\t', p);
      if (t[p] == 'T' || t[p] == 'C')  // a tail call / a __lua_cocall: under -1 - 2i / -2 - 2i
        d->set(Value::integer((t[p] == 'T' ? -1 : -2) - 2 * std::strtoll(t.c_str() + p + 1, nullptr, 10)), Value::boolean(true));
      else if (tab < e)
        d->set(Value::integer(std::strtoll(t.c_str() + p, nullptr, 10)), make_str(t.substr(tab + 1, e - tab - 1)));
      p = e + 1;
    }
  }
  return map.as<DictObj>();
}
/// The description of operand k (1 or 2) of instruction ins, or "".
static std::string operand_name(Vm& vm, std::uint32_t ins, int k) {
  Value* v = names_map(vm)->find(Value::integer(ins));
  if (!v || !v->is(Tag::Str)) return {};
  const std::string& both = v->as<StrObj>()->s;
  std::size_t tab = both.find('\t');
  std::string r = k == 1 ? both.substr(0, tab) : (tab == std::string::npos ? "" : both.substr(tab + 1));
  return r;
}
static std::string with_name(Vm& vm, std::string msg, const std::optional<SourcePos>& at, int operand) {
  if (at && operand > 0)
    if (std::string n = operand_name(vm, at->instruction, operand); !n.empty()) msg += " (" + n + ")";
  return where_prefix(at) + msg;
}
void rt_error(Vm& vm, std::string msg, int operand) {
  // luaG_runerror: the running Lua instruction's position (none inside a native)
  std::optional<SourcePos> at = vm.where(0);
  raise_value(vm, make_str(with_name(vm, std::move(msg), at, operand)));
}

/// The Lua value of a caught exception (an `error` value, or the message of
/// a VM error, placed where it was raised when that is known).
static Value error_value(Vm& vm, const Value& exc, const std::optional<SourcePos>& at = std::nullopt) {
  if (exc.is(Tag::Instance)) {
    auto* o = exc.as<InstanceObj>();
    if (Value* p = o->fields.find(vm.intern("value"))) return *p;
    std::string m = vm.str(exc);
    // the VM's own errors, in Lua's words
    const std::string& cls = o->klass()->name;
    if (cls == "RecursionError") return make_str(where_prefix(at) + "stack overflow");
    static const std::string kNotCallable = "' object is not callable";
    if (cls == "TypeError" && m.size() > kNotCallable.size() + 1 && m[0] == '\'' &&
        m.compare(m.size() - kNotCallable.size(), kNotCallable.size(), kNotCallable) == 0) {
      std::string t = m.substr(1, m.size() - kNotCallable.size() - 1);
      if (t == "NoneType") t = "nil";
      else if (t == "bool") t = "boolean";
      else if (t == "int" || t == "float") t = "number";
      else if (t == "str") t = "string";
      return make_str(with_name(vm, "attempt to call a " + t + " value", at, 1));
    }
    return make_str(m.empty() ? cls : m);
  }
  return make_str(vm.str(exc));
}

// ---- numbers and rendering ------------------------------------------------------

std::string fmt_float(double d) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.14g", d);
  std::string s = buf;
  if (s.find_first_of(".eni") == std::string::npos) s += ".0";  // looks like an int
  return s;
}
std::string fmt_number(const Value& v0) {
  Value v = norm(v0);
  if (v.is(Tag::Int)) return std::to_string(v.i());
  if (v.is(Tag::Float)) return fmt_float(v.d());
  return "";
}

std::string lua_typename(const Value& v) {
  switch (v.tag()) {
    case Tag::None: return "nil";
    case Tag::Bool: return "boolean";
    case Tag::Int:
    case Tag::Float:
    case Tag::BigInt: return "number";
    case Tag::Str: return "string";
    case Tag::Function:
    case Tag::Builtin:
    case Tag::BoundMethod: return "function";
    case Tag::Instance:
      if (is_table(v)) return "table";
      if (v.as<InstanceObj>()->klass() && v.as<InstanceObj>()->klass()->name == "thread") return "thread";
      return "userdata";
    case Tag::Generator: return "thread";
    default: return "userdata";
  }
}

std::string raw_tostring(const Value& v) {
  switch (v.tag()) {
    case Tag::None: return "nil";
    case Tag::Bool: return v.b() ? "true" : "false";
    case Tag::Int:
    case Tag::Float:
    case Tag::BigInt: return fmt_number(v);
    case Tag::Str: return v.as<StrObj>()->s;
    default: break;
  }
  char buf[64];
  std::string tn = lua_typename(v);
  if (v.tag() >= kFirstHeapTag) {
    std::snprintf(buf, sizeof buf, ": %p", static_cast<const void*>(v.obj()));  // as lua_pushfstring's %p
    return tn + buf;
  }
  return tn;
}

std::string tostring(Vm& vm, const Value& v) {
  if (is_table(v)) {
    Value h = metamethod(vm, v, "__tostring");
    if (!h.is_none()) {
      Value r = call1(vm, h, {v});
      if (vm.raising()) return "";
      if (!r.is(Tag::Str)) {
        if (r.is(Tag::Int) || r.is(Tag::Float)) return fmt_number(r);
        error(vm, "'__tostring' must return a string");
        return "";
      }
      return r.as<StrObj>()->s;
    }
    Value nm = metamethod(vm, v, "__name");
    if (nm.is(Tag::Str)) {
      char buf[64];
      std::snprintf(buf, sizeof buf, ": %p", static_cast<const void*>(v.obj()));  // as lua_pushfstring's %p
      return nm.as<StrObj>()->s + buf;
    }
  }
  if (v.is_symbolic()) return vm.str(v);
  return raw_tostring(v);
}

bool str2number(std::string_view s, Value& out) {
  std::size_t a = 0, e = s.size();
  while (a < e && std::isspace(static_cast<unsigned char>(s[a]))) ++a;
  while (e > a && std::isspace(static_cast<unsigned char>(s[e - 1]))) --e;
  if (a == e) return false;
  std::string t(s.substr(a, e - a));
  std::size_t p = 0;
  bool neg = false;
  if (t[p] == '-' || t[p] == '+') neg = t[p++] == '-';
  if (p + 1 < t.size() && t[p] == '0' && (t[p + 1] == 'x' || t[p + 1] == 'X')) {
    std::string rest = t.substr(p + 2);
    if (rest.empty()) return false;
    if (rest.find_first_of(".pP") == std::string::npos) {
      std::uint64_t v = 0;
      for (char c : rest) {
        if (!std::isxdigit(static_cast<unsigned char>(c))) return false;
        v = v * 16 + static_cast<std::uint64_t>(std::isdigit(static_cast<unsigned char>(c)) ? c - '0' : std::tolower(c) - 'a' + 10);
      }
      out = Value::integer(static_cast<std::int64_t>(neg ? (~v + 1) : v));
      return true;
    }
    char* end = nullptr;
    double d = std::strtod(t.c_str(), &end);
    if (!end || *end) return false;
    out = Value::real(d);
    return true;
  }
  for (char c : t.substr(p))
    if (!(std::isdigit(static_cast<unsigned char>(c)) || c == '.' || c == 'e' || c == 'E' || c == '+' || c == '-')) return false;
  if (t.substr(p).find_first_of(".eE") == std::string::npos) {
    errno = 0;
    char* end = nullptr;
    long long v = std::strtoll(t.c_str(), &end, 10);
    if (end && *end == 0 && errno == 0) {
      out = Value::integer(v);
      return true;
    }
  }
  char* end = nullptr;
  double d = std::strtod(t.c_str(), &end);
  if (!end || *end || end == t.c_str()) return false;
  out = Value::real(d);
  return true;
}

bool tonumber(const Value& v, Value& out) {
  switch (v.tag()) {
    case Tag::Int:
    case Tag::Float: out = v; return true;
    case Tag::BigInt: out = norm(v); return true;
    case Tag::Str: return str2number(v.as<StrObj>()->s, out);
    default: return false;
  }
}
bool tointeger(const Value& v, std::int64_t& out) {
  Value n;
  if (!tonumber(v, n)) return false;
  if (n.is(Tag::Int)) {
    out = n.i();
    return true;
  }
  double d = n.d();
  if (d != std::floor(d) || !(d >= -9.2233720368547758e18 && d < 9.2233720368547758e18)) return false;
  out = static_cast<std::int64_t>(d);
  return true;
}

bool lua_truthy(const Value& v) { return !(v.is_none() || (v.is(Tag::Bool) && !v.b())); }

bool raw_equal(const Value& a0, const Value& b0) {
  Value a = norm(a0), b = norm(b0);
  if (a.is(Tag::Int) && b.is(Tag::Int)) return a.i() == b.i();
  if ((a.is(Tag::Int) || a.is(Tag::Float)) && (b.is(Tag::Int) || b.is(Tag::Float))) {
    if (a.is(Tag::Float) && b.is(Tag::Float)) return a.d() == b.d();
    // int vs float: exact comparison
    double f = a.is(Tag::Float) ? a.d() : b.d();
    std::int64_t i = a.is(Tag::Int) ? a.i() : b.i();
    if (f != std::floor(f) || !(f >= -9.2233720368547758e18 && f < 9.2233720368547758e18)) return false;
    return static_cast<std::int64_t>(f) == i;
  }
  if (a.tag() != b.tag()) return false;
  switch (a.tag()) {
    case Tag::None: return true;
    case Tag::Bool: return a.b() == b.b();
    case Tag::Str: return a.as<StrObj>()->s == b.as<StrObj>()->s;
    default: return a.obj() == b.obj();
  }
}

// ---- operators ------------------------------------------------------------------

static const char* event_of(Operator op) {
  switch (op) {
    case Operator::Add: return "__add";
    case Operator::Sub: return "__sub";
    case Operator::Mul: return "__mul";
    case Operator::Div: return "__div";
    case Operator::Mod: return "__mod";
    case Operator::Pow: return "__pow";
    case Operator::FloorDiv: return "__idiv";
    case Operator::BitAnd: return "__band";
    case Operator::BitOr: return "__bor";
    case Operator::BitXor: return "__bxor";
    case Operator::Shl: return "__shl";
    case Operator::Shr: return "__shr";
    case Operator::Concat: return "__concat";
    default: return nullptr;
  }
}

static Value try_bin_meta(Vm& vm, const char* ev, const Value& a, const Value& b, bool& found) {
  Value h = metamethod(vm, a, ev);
  if (h.is_none()) h = metamethod(vm, b, ev);
  found = !h.is_none();
  if (!found) return Value::none();
  return call1(vm, h, {a, b});
}

static std::int64_t shift_left(std::int64_t x, std::int64_t n) {
  auto ux = static_cast<std::uint64_t>(x);
  if (n <= -64 || n >= 64) return 0;
  if (n >= 0) return static_cast<std::int64_t>(ux << n);
  return static_cast<std::int64_t>(ux >> (-n));
}

static Value arith(Vm& vm, Operator op, const Value& a, const Value& b) {
  Value x, y;
  bool bitwise = op == Operator::BitAnd || op == Operator::BitOr || op == Operator::BitXor || op == Operator::Shl ||
                 op == Operator::Shr;
  // strings convert for arithmetic (the string library's metamethods), never for bitwise operators
  if ((!bitwise || (!a.is(Tag::Str) && !b.is(Tag::Str))) && tonumber(a, x) && tonumber(b, y)) {
    if (bitwise) {
      std::int64_t i, j;
      if (!tointeger(x, i) || !tointeger(y, j)) {
        rt_error(vm, "number has no integer representation");
        return Value::none();
      }
      switch (op) {
        case Operator::BitAnd: return Value::integer(i & j);
        case Operator::BitOr: return Value::integer(i | j);
        case Operator::BitXor: return Value::integer(i ^ j);
        case Operator::Shl: return Value::integer(shift_left(i, j));
        default: return Value::integer(shift_left(i, j == std::numeric_limits<std::int64_t>::min() ? 64 : -j));
      }
    }
    if (x.is(Tag::Int) && y.is(Tag::Int) && op != Operator::Div && op != Operator::Pow) {
      auto i = static_cast<std::uint64_t>(x.i()), j = static_cast<std::uint64_t>(y.i());
      switch (op) {
        case Operator::Add: return Value::integer(static_cast<std::int64_t>(i + j));
        case Operator::Sub: return Value::integer(static_cast<std::int64_t>(i - j));
        case Operator::Mul: return Value::integer(static_cast<std::int64_t>(i * j));
        case Operator::Mod: {
          std::int64_t m = x.i(), n = y.i();
          if (n == 0) {
            rt_error(vm, "attempt to perform 'n%0'");
            return Value::none();
          }
          if (n == -1) return Value::integer(0);
          std::int64_t r = m % n;
          if (r != 0 && ((r ^ n) < 0)) r += n;
          return Value::integer(r);
        }
        case Operator::FloorDiv: {
          std::int64_t m = x.i(), n = y.i();
          if (n == 0) {
            rt_error(vm, "attempt to divide by zero");
            return Value::none();
          }
          if (n == -1) return Value::integer(static_cast<std::int64_t>(0 - static_cast<std::uint64_t>(m)));
          std::int64_t q = m / n;
          if ((m % n != 0) && ((m ^ n) < 0)) --q;
          return Value::integer(q);
        }
        default: break;
      }
    }
    double p = x.is(Tag::Int) ? static_cast<double>(x.i()) : x.d();
    double q = y.is(Tag::Int) ? static_cast<double>(y.i()) : y.d();
    switch (op) {
      case Operator::Add: return Value::real(p + q);
      case Operator::Sub: return Value::real(p - q);
      case Operator::Mul: return Value::real(p * q);
      case Operator::Div: return Value::real(p / q);
      case Operator::Pow: return Value::real(q == 2 ? p * p : (q == 0.5 ? std::sqrt(p) : std::pow(p, q)));
      case Operator::FloorDiv: return Value::real(std::floor(p / q));
      case Operator::Mod: {
        double m;
        if (std::isinf(q) && std::isfinite(p)) m = (p >= 0) == (q > 0) || p == 0 ? p : q;
        else {
          m = std::fmod(p, q);
          if (m != 0 && ((m > 0) != (q > 0))) m += q;
        }
        return Value::real(m);
      }
      default: break;
    }
  }
  bool found = false;
  Value r = try_bin_meta(vm, event_of(op), a, b, found);
  if (found || vm.raising()) return r;
  // luaG_opinterror: the first operand is blamed unless it is a number
  auto isnum = [](const Value& v) { return v.is(Tag::Int) || v.is(Tag::Float) || v.is(Tag::BigInt); };
  const Value& bad = !isnum(a) ? a : b;
  if (bitwise && isnum(a) && isnum(b)) {
    rt_error(vm, "number has no integer representation");
  } else if (!bitwise && (a.is(Tag::Str) || b.is(Tag::Str))) {  // the string library's metamethods
    rt_error(vm, std::string("attempt to ") + (event_of(op) + 2) + " a '" + lua_typename(a) + "' with a '" + lua_typename(b) + "'");
  } else {
    rt_error(vm, std::string(bitwise ? "attempt to perform bitwise operation on a " : "attempt to perform arithmetic on a ") +
                  lua_typename(bad) + " value", !isnum(a) ? 1 : 2);
  }
  return Value::none();
}

/// An integer against a float, exactly (Lua's LTintfloat: 2^63 - 1 < 2^63.0
/// although the integer converts to that float).
static int int_float_cmp(std::int64_t i, double f) {
  if (std::isnan(f)) return 2;
  if (f >= 9223372036854775808.0) return -1;
  if (f < -9223372036854775808.0) return 1;
  double fl = std::floor(f);
  auto fi = static_cast<std::int64_t>(fl);
  if (i != fi) return i < fi ? -1 : 1;
  return f > fl ? -1 : 0;
}
static int num_cmp(const Value& x, const Value& y) {  // -1, 0, 1; 2 for unordered
  if (x.is(Tag::Int) && y.is(Tag::Int)) return x.i() < y.i() ? -1 : (x.i() > y.i() ? 1 : 0);
  if (x.is(Tag::Int) && y.is(Tag::Float)) return int_float_cmp(x.i(), y.d());
  if (x.is(Tag::Float) && y.is(Tag::Int)) {
    int c = int_float_cmp(y.i(), x.d());
    return c == 2 ? 2 : -c;
  }
  double p = x.is(Tag::Int) ? static_cast<double>(x.i()) : x.d();
  double q = y.is(Tag::Int) ? static_cast<double>(y.i()) : y.d();
  if (std::isnan(p) || std::isnan(q)) return 2;
  return p < q ? -1 : (p > q ? 1 : 0);
}

/// The limit of an integer `for` loop whose counter would overflow past
/// math.maxinteger (or mininteger) after its last iteration (__lua_forlimit):
/// a tuple (limit, start, marker) that the loop's condition compares so that
/// a wrapped counter ends the loop, as Lua's precomputed iteration count does.
/// Programs never see it (multiple results are truncated before any operator).
static const char kForLimitMark[] = "\x01lua for limit";
static bool is_for_limit(const Value& v) {
  if (!v.is(Tag::Tuple)) return false;
  const auto& xs = v.as<ListObj>()->items;
  return xs.size() == 3 && xs[2].is(Tag::Str) && xs[2].as<StrObj>()->s == kForLimitMark;
}
/// ascending: counter <= limit (the limit on the right); descending: limit <= counter.
static Value for_limit_cmp(const Value& limit, const Value& counter, bool ascending) {
  const auto& xs = limit.as<ListObj>()->items;
  Value c = norm(counter);
  if (!c.is(Tag::Int)) return Value::boolean(false);
  std::int64_t l = xs[0].i(), start = xs[1].i(), i = c.i();
  if (ascending) return Value::boolean(i >= start && i <= l);  // below the start: it wrapped
  return Value::boolean(i <= start && i >= l);
}
/// a < b (le: a <= b) with Lua's rules; raises on incomparable values.
static Value less(Vm& vm, const Value& a0, const Value& b0, bool le) {
  if (is_for_limit(b0)) return for_limit_cmp(b0, a0, true);
  if (is_for_limit(a0)) return for_limit_cmp(a0, b0, false);
  Value a = norm(a0), b = norm(b0);
  bool an = a.is(Tag::Int) || a.is(Tag::Float), bn = b.is(Tag::Int) || b.is(Tag::Float);
  if (an && bn) {
    int c = num_cmp(a, b);
    return Value::boolean(c != 2 && (le ? c <= 0 : c < 0));
  }
  if (a.is(Tag::Str) && b.is(Tag::Str)) {
    int c = a.as<StrObj>()->s.compare(b.as<StrObj>()->s);
    return Value::boolean(le ? c <= 0 : c < 0);
  }
  bool found = false;
  Value r = try_bin_meta(vm, le ? "__le" : "__lt", a, b, found);
  if (vm.raising()) return Value::none();
  if (found) return Value::boolean(lua_truthy(r));
  if (le) {  // lua5.4 is built with LUA_COMPAT_LT_LE: a <= b is not (b < a) without __le
    r = try_bin_meta(vm, "__lt", b, a, found);
    if (vm.raising()) return Value::none();
    if (found) return Value::boolean(!lua_truthy(r));
  }
  std::string ta = lua_typename(a);
  std::string tb = lua_typename(b);
  if (ta == tb) rt_error(vm, "attempt to compare two " + ta + " values");
  else rt_error(vm, "attempt to compare " + ta + " with " + tb);
  return Value::none();
}

static Value equal(Vm& vm, const Value& a, const Value& b) {
  if (raw_equal(a, b)) return Value::boolean(true);
  if (is_table(a) && is_table(b)) {
    bool found = false;
    Value r = try_bin_meta(vm, "__eq", a, b, found);
    if (vm.raising()) return Value::none();
    if (found) return Value::boolean(lua_truthy(r));
  }
  return Value::boolean(false);
}

static bool concat_piece(const Value& v, std::string& out) {
  if (v.is(Tag::Str)) {
    out += v.as<StrObj>()->s;
    return true;
  }
  if (v.is(Tag::Int) || v.is(Tag::Float) || v.is(Tag::BigInt)) {
    out += fmt_number(v);
    return true;
  }
  return false;
}

Value binop_hook(Vm& vm, Operator op, const Value& a, const Value& b) {
  if (a.is_symbolic() || b.is_symbolic()) return Value::undef();
  switch (op) {
    case Operator::Add:
    case Operator::Sub:
    case Operator::Mul:
    case Operator::Div:
    case Operator::Mod:
    case Operator::Pow:
    case Operator::FloorDiv:
    case Operator::BitAnd:
    case Operator::BitOr:
    case Operator::BitXor:
    case Operator::Shl:
    case Operator::Shr: return arith(vm, op, a, b);
    case Operator::Concat: {
      std::string s;
      if (concat_piece(a, s) && concat_piece(b, s)) {
        if (!vm.charge_bytes(s.size())) return Value::none();
        return make_str(std::move(s));
      }
      bool found = false;
      Value r = try_bin_meta(vm, "__concat", a, b, found);
      if (found || vm.raising()) return r;
      std::string t;
      const Value& bad = concat_piece(a, t) ? b : a;
      rt_error(vm, "attempt to concatenate a " + lua_typename(bad) + " value", concat_piece(a, t) ? 2 : 1);
      return Value::none();
    }
    case Operator::Eq: return equal(vm, a, b);
    case Operator::Ne: {
      Value r = equal(vm, a, b);
      return vm.raising() ? r : Value::boolean(!r.b());
    }
    case Operator::Lt: return less(vm, a, b, false);
    case Operator::Le: return less(vm, a, b, true);
    case Operator::Gt: return less(vm, b, a, false);
    case Operator::Ge: return less(vm, b, a, true);
    default: return Value::undef();
  }
}

Value unop_hook(Vm& vm, Operator op, const Value& a) {
  if (a.is_symbolic()) return Value::undef();
  switch (op) {
    case Operator::Not: return Value::boolean(!lua_truthy(a));
    case Operator::Neg: {
      Value x;
      if (tonumber(a, x)) {
        if (x.is(Tag::Int)) return Value::integer(static_cast<std::int64_t>(0 - static_cast<std::uint64_t>(x.i())));
        return Value::real(-x.d());
      }
      Value h = metamethod(vm, a, "__unm");
      if (!h.is_none()) return call1(vm, h, {a, a});
      if (a.is(Tag::Str)) rt_error(vm, "attempt to unm a 'string' with a 'string'");  // the string library's __unm
      else rt_error(vm, "attempt to perform arithmetic on a " + lua_typename(a) + " value", 1);
      return Value::none();
    }
    case Operator::BitNot: {
      std::int64_t i;
      if (!a.is(Tag::Str) && tointeger(a, i)) return Value::integer(~i);
      Value h = metamethod(vm, a, "__bnot");
      if (!h.is_none()) return call1(vm, h, {a, a});
      if (a.is(Tag::Int) || a.is(Tag::Float) || a.is(Tag::BigInt)) rt_error(vm, "number has no integer representation");
      else rt_error(vm, "attempt to perform bitwise operation on a " + lua_typename(a) + " value", 1);
      return Value::none();
    }
    case Operator::Len: {
      if (a.is(Tag::Str)) return Value::integer(static_cast<std::int64_t>(a.as<StrObj>()->s.size()));
      if (is_table(a)) {
        Value h = metamethod(vm, a, "__len");
        if (!h.is_none()) return call1(vm, h, {a});
        return Value::integer(rawlen(a));
      }
      rt_error(vm, "attempt to get length of a " + lua_typename(a) + " value", 1);
      return Value::none();
    }
    default: return Value::undef();
  }
}

bool truthy_hook(const Value& v) { return lua_truthy(v); }

Value load_index_hook(Vm& vm, const Value& obj, const Value& idx) {
  if (obj.is_symbolic() || idx.is_symbolic()) return Value::undef();
  return index(vm, obj, idx);
}
bool store_index_hook(Vm& vm, const Value& obj, const Value& idx, const Value& v) {
  if (obj.is_symbolic()) return false;
  setindex(vm, obj, idx, v);
  return true;
}
bool repr_hook(Vm&, const Value& v, std::string& out) {
  if (v.is_symbolic() || v.is(Tag::Tuple) || v.is(Tag::List) || v.is(Tag::Dict)) return false;
  out = raw_tostring(v);
  return true;
}
void describe_exception(Vm& vm, const Value& exc, std::string& type, std::string& msg) {
  Value v = error_value(vm, exc, vm.raised_where());
  type = "lua5.4";
  if (v.is(Tag::Str) || v.is(Tag::Int) || v.is(Tag::Float)) msg = raw_tostring(v);
  else if (is_table(v) && !metamethod(vm, v, "__tostring").is_none()) msg = tostring(vm, v);
  else msg = "(error object is a " + lua_typename(v) + " value)";
}

// ---- lowering helpers ---------------------------------------------------------

namespace {

Value lua1(Vm&, const Value&, std::vector<Value>& a) { return a.empty() ? Value::none() : first(a[0]); }
Value lua_pack(Vm&, const Value&, std::vector<Value>& a) {
  if (a.empty()) return pack({});
  if (a[0].is(Tag::Tuple)) return a[0];
  return pack({a[0]});
}
Value lua_pack_args(Vm&, const Value&, std::vector<Value>& a) { return pack(std::move(a)); }
Value lua_at(Vm&, const Value&, std::vector<Value>& a) {
  if (a.size() < 2 || !a[1].is(Tag::Int)) return Value::none();
  if (!a[0].is(Tag::Tuple)) return a[1].i() == 0 ? a[0] : Value::none();
  auto& it = a[0].as<ListObj>()->items;
  auto k = static_cast<std::size_t>(a[1].i());
  return k < it.size() ? it[k] : Value::none();
}
Value lua_table(Vm& vm, const Value&, std::vector<Value>&) { return new_table(vm); }
/// __lua_setlist(t, v1, ..., vn): the positional fields of a constructor,
/// stored last (as Lua's SETLIST) into t[1..n], nils included as holes.
Value lua_setlist(Vm& vm, const Value&, std::vector<Value>& a) {
  if (a.empty() || !is_table(a[0])) return Value::none();
  auto* arr = arr_of(a[0]);
  auto* h = hash_of(a[0]);
  if (arr->items.empty() && h->entries.empty()) {
    arr->items.assign(a.begin() + 1, a.end());
    while (!arr->items.empty() && arr->items.back().is_none()) arr->items.pop_back();
    return Value::none();
  }
  for (std::size_t k = 1; k < a.size(); ++k) rawset(vm, a[0], Value::integer(static_cast<std::int64_t>(k)), a[k]);
  return Value::none();
}
Value lua_forprep(Vm& vm, const Value&, std::vector<Value>& a) {
  if (a.size() < 3) return Value::none();
  if (a[0].is_symbolic() || a[1].is_symbolic() || a[2].is_symbolic()) return a[0];
  // numeric strings are converted (then the loop is a float loop, as in Lua)
  Value i, l, s;
  const char* bad = !tonumber(a[0], i) ? "initial value" : !tonumber(a[1], l) ? "limit" : !tonumber(a[2], s) ? "step" : nullptr;
  if (bad) {
    const Value& v = a[bad[0] == 'i' ? 0 : bad[0] == 'l' ? 1 : 2];
    return error(vm, std::string("bad 'for' ") + bad + " (number expected, got " + lua_typename(v) + ")"), Value::none();
  }
  i = norm(i), l = norm(l), s = norm(s);
  if ((s.is(Tag::Int) && s.i() == 0) || (s.is(Tag::Float) && s.d() == 0)) return error(vm, "'for' step is zero"), Value::none();
  if (i.is(Tag::Int) && s.is(Tag::Int) && !a[0].is(Tag::Str) && !a[2].is(Tag::Str)) return i;
  return Value::real(i.is(Tag::Int) ? static_cast<double>(i.i()) : i.d());
}
/// The limit an integer loop compares with: the limit itself, or (when the
/// counter would overflow after the last iteration, e.g. up to
/// math.maxinteger) a for-limit tuple, see is_for_limit. Float limits of
/// integer loops are clipped as Lua's forlimit does.
Value lua_forlimit(Vm&, const Value&, std::vector<Value>& a) {
  if (a.size() < 3) return a.size() > 1 ? a[1] : Value::none();
  Value l;
  if (a[1].is_symbolic() || !tonumber(a[1], l)) return a[1];  // symbolic, or forprep raised
  l = norm(l);
  Value i = norm(a[0]), s = norm(a[2]);
  if (!i.is(Tag::Int) || !s.is(Tag::Int) || s.i() == 0) return l;  // a float loop compares with the number
  const std::int64_t init = i.i(), step = s.i();
  constexpr std::int64_t kMax = std::numeric_limits<std::int64_t>::max(), kMin = std::numeric_limits<std::int64_t>::min();
  std::int64_t lim;
  if (l.is(Tag::Int)) {
    lim = l.i();
  } else {
    double f = step > 0 ? std::floor(l.d()) : std::ceil(l.d());
    if (std::isnan(f)) return l;
    if (f >= 9223372036854775808.0) lim = kMax;
    else if (f < -9223372036854775808.0) lim = kMin;
    else lim = static_cast<std::int64_t>(f);
  }
  if (step > 0 ? init > lim : init < lim) return l;  // no iteration
  auto u = [](std::int64_t x) { return static_cast<std::uint64_t>(x); };
  bool overflows;
  if (step > 0) {
    std::uint64_t last = u(init) + (u(lim) - u(init)) / u(step) * u(step);
    overflows = static_cast<std::int64_t>(last) > kMax - step;
  } else {
    std::uint64_t mag = u(0) - u(step);  // |step|, also for mininteger
    std::uint64_t last = u(init) - (u(init) - u(lim)) / mag * mag;
    overflows = static_cast<std::int64_t>(last) < kMin - step;
  }
  if (!overflows) return Value::integer(lim);
  return pack({Value::integer(lim), Value::integer(init), make_str(kForLimitMark)});
}
Value lua_forcond(Vm& vm, const Value&, std::vector<Value>& a) {
  if (a.size() < 3) return Value::boolean(false);
  if (a[0].is_symbolic() || a[1].is_symbolic() || a[2].is_symbolic()) return vm.fresh_symbolic("for_cond");
  Value s = norm(a[2]);
  bool up = s.is(Tag::Int) ? s.i() > 0 : s.d() > 0;
  return up ? less(vm, a[0], a[1], true) : less(vm, a[1], a[0], true);
}

/// A table's __call metamethod bound to the table: what calling it runs.
Value call_metamethod(Vm& vm, const Value& self, std::vector<Value>& a) {
  Value mm = metamethod(vm, self, "__call");
  a.insert(a.begin(), self);
  return vm.call_sync(mm, std::span<const Value>(a.data(), a.size()));
}
/// f itself, or for a table with __call, a callable that runs it.
Value callable(Vm& vm, const Value& f) {
  if (is_table(f) && !metamethod(vm, f, "__call").is_none()) return make_native(call_metamethod, "__call", f);
  return f;
}
Value lua_callable(Vm& vm, const Value&, std::vector<Value>& a) { return a.empty() ? Value::none() : callable(vm, a[0]); }

// ---- base library ---------------------------------------------------------------

bool any_of_symbolic(const std::vector<Value>& a) {
  for (const Value& v : a)
    if (v.is_symbolic()) return true;
  return false;
}
/// The type of argument k as luaL_typeerror names it ("no value" when absent).
std::string arg_type(const std::vector<Value>& a, std::size_t k) { return k < a.size() ? lua_typename(a[k]) : "no value"; }
/// luaL_argerror through pcall: "bad argument #k to 'fn' (msg)".
Value arg_error(Vm& vm, std::size_t k, const char* fn, const std::string& msg) {
  error(vm, "bad argument #" + std::to_string(k) + " to '" + fn + "' (" + msg + ")");
  return Value::none();
}
Value lua_print(Vm& vm, const Value&, std::vector<Value>& a) {
  std::string out;
  for (std::size_t k = 0; k < a.size(); ++k) {
    if (k) out += '\t';
    out += tostring(vm, a[k]);
    if (vm.raising()) return Value::none();
  }
  out += '\n';
  if (!vm.charge_bytes(out.size())) return Value::none();  // the text copied out
  vm.write_out(out);
  return pack({});
}
Value lua_type(Vm& vm, const Value&, std::vector<Value>& a) {
  if (a.empty()) return error(vm, "bad argument #1 to 'type' (value expected)"), Value::none();
  if (a[0].is_symbolic()) return vm.fresh_symbolic("type", vm.call_expr("type", a));
  return make_str(lua_typename(a[0]));
}
Value lua_tostring(Vm& vm, const Value&, std::vector<Value>& a) {
  if (a.empty()) return error(vm, "bad argument #1 to 'tostring' (value expected)"), Value::none();
  if (a[0].is_symbolic()) return vm.fresh_symbolic("tostring", vm.call_expr("tostring", a));
  if (a[0].is(Tag::Str)) return a[0];  // itself: no copy
  std::string s = tostring(vm, a[0]);
  if (vm.raising()) return Value::none();
  return make_str(std::move(s));
}
Value lua_tonumber(Vm& vm, const Value&, std::vector<Value>& a) {
  if (a.empty()) return error(vm, "bad argument #1 to 'tonumber' (value expected)"), Value::none();
  if (a[0].is_symbolic()) return vm.fresh_symbolic("tonumber", vm.call_expr("tonumber", a));
  // a numeral is read byte by byte
  if (a[0].is(Tag::Str) && !vm.charge_bytes(a[0].as<StrObj>()->s.size())) return Value::none();
  if (a.size() < 2 || a[1].is_none()) {
    Value out;
    if (a[0].is(Tag::Str) || a[0].is(Tag::Int) || a[0].is(Tag::Float) || a[0].is(Tag::BigInt))
      if (tonumber(a[0], out)) return out;
    return Value::none();
  }
  std::int64_t base = 10;
  Value bnum;
  if (!tonumber(a[1], bnum)) return arg_error(vm, 2, "tonumber", "number expected, got " + lua_typename(a[1]));
  if (!tointeger(bnum, base)) return arg_error(vm, 2, "tonumber", "number has no integer representation");
  if (base < 2 || base > 36) return error(vm, "bad argument #2 to 'tonumber' (base out of range)"), Value::none();
  if (!a[0].is(Tag::Str)) return error(vm, "bad argument #1 to 'tonumber' (string expected, got " + lua_typename(a[0]) + ")"), Value::none();
  const std::string& s = a[0].as<StrObj>()->s;
  std::size_t p = 0, e = s.size();
  while (p < e && std::isspace(static_cast<unsigned char>(s[p]))) ++p;
  while (e > p && std::isspace(static_cast<unsigned char>(s[e - 1]))) --e;
  bool neg = false;
  if (p < e && s[p] == '-') neg = true, ++p;
  if (p >= e) return Value::none();
  std::uint64_t v = 0;
  for (; p < e; ++p) {
    int c = std::tolower(static_cast<unsigned char>(s[p]));
    int d = std::isdigit(c) ? c - '0' : (std::isalpha(c) ? c - 'a' + 10 : 99);
    if (d >= base) return Value::none();
    v = v * static_cast<std::uint64_t>(base) + static_cast<std::uint64_t>(d);
  }
  return Value::integer(static_cast<std::int64_t>(neg ? 0 - v : v));
}

Value next_impl(Vm& vm, const Value& t, const Value& key) {
  auto* arr = arr_of(t);
  auto* h = hash_of(t);
  std::size_t hpos = 0;
  Value k = norm_key(key);
  if (k.is(Tag::Bool)) k = make_str(k.b() ? "\001true" : "\001false");
  std::size_t apos = arr->items.size();
  if (k.is_none()) {
    apos = 0;
  } else if (k.is(Tag::Int) && k.i() >= 1 && k.i() <= static_cast<std::int64_t>(arr->items.size())) {
    apos = static_cast<std::size_t>(k.i());
  }
  if (k.is_none() || apos < arr->items.size() || (k.is(Tag::Int) && k.i() == static_cast<std::int64_t>(arr->items.size()))) {
    for (; apos < arr->items.size(); ++apos)
      if (!arr->items[apos].is_none()) return pack({Value::integer(static_cast<std::int64_t>(apos + 1)), arr->items[apos]});
  } else {
    auto it = h->index.find(k);
    if (it != h->index.end()) hpos = it->second + 1;
    else if (!(k.is(Tag::Int) && k.i() >= 1)) return rt_error(vm, "invalid key to 'next'"), Value::none();
    // else: an array key removed (trimmed) during the traversal: the hash part follows
  }
  for (; hpos < h->entries.size(); ++hpos) {
    auto& [ek, ev] = h->entries[hpos];
    if (ev.is_none()) continue;
    Value kk = ek;
    if (kk.is(Tag::Str) && !kk.as<StrObj>()->s.empty() && kk.as<StrObj>()->s[0] == '\001') {
      const std::string& s = kk.as<StrObj>()->s;
      if (s == "\001true") kk = Value::boolean(true);
      else if (s == "\001false") kk = Value::boolean(false);
    }
    return pack({kk, ev});
  }
  return Value::none();
}
Value next_checked(Vm& vm, std::vector<Value>& a, const char* name) {
  if (a.empty() || !is_table(a[0])) {
    if (!a.empty() && a[0].is_symbolic()) return Value::none();
    return arg_error(vm, 1, name, "table expected, got " + arg_type(a, 0));
  }
  return next_impl(vm, a[0], a.size() > 1 ? a[1] : Value::none());
}
Value lua_next(Vm& vm, const Value&, std::vector<Value>& a) { return next_checked(vm, a, "next"); }
/// next as pairs returns it: called by a generic for, Lua names it 'for iterator'.
Value lua_next_for(Vm& vm, const Value&, std::vector<Value>& a) { return next_checked(vm, a, "for iterator"); }
Value lua_pairs(Vm& vm, const Value&, std::vector<Value>& a) {
  if (a.empty()) return arg_error(vm, 1, "pairs", "value expected");
  if (a[0].is_symbolic()) return pack({native(lua_next, "next"), a[0], Value::none()});
  Value h = metamethod(vm, a[0], "__pairs");
  if (!h.is_none()) {
    std::vector<Value> args{a[0]};
    Value r = vm.call_sync(h, std::span<const Value>(args.data(), args.size()));
    return r;
  }
  // like luaB_pairs, any value without __pairs gives (next, v, nil): next complains when the loop starts
  return pack({native(lua_next_for, "next"), a[0], Value::none()});
}
Value ipairs_iter(Vm& vm, const Value&, std::vector<Value>& a) {
  if (a.size() < 2 || !a[1].is(Tag::Int)) return Value::none();
  auto i = static_cast<std::int64_t>(static_cast<std::uint64_t>(a[1].i()) + 1);
  Value v = is_table(a[0]) && mt_of(a[0]).is_none() ? rawget(a[0], Value::integer(i)) : index(vm, a[0], Value::integer(i));
  if (vm.raising() || v.is_none()) return Value::none();
  return pack({Value::integer(i), v});
}
Value lua_ipairs(Vm& vm, const Value&, std::vector<Value>& a) {
  if (a.empty()) return error(vm, "bad argument #1 to 'ipairs' (value expected)"), Value::none();
  return pack({native(ipairs_iter, "ipairs_iter"), a[0], Value::integer(0)});
}
Value lua_select(Vm& vm, const Value&, std::vector<Value>& a) {
  if (a.empty()) return error(vm, "bad argument #1 to 'select' (number expected, got no value)"), Value::none();
  auto n = static_cast<std::int64_t>(a.size()) - 1;
  if (a[0].is(Tag::Str) && a[0].as<StrObj>()->s == "#") return Value::integer(n);
  std::int64_t i;
  Value num;
  if (!tonumber(a[0], num)) return arg_error(vm, 1, "select", "number expected, got " + lua_typename(a[0]));
  if (!tointeger(num, i)) return arg_error(vm, 1, "select", "number has no integer representation");
  if (i < 0) i = n + i + 1;
  if (i < 1) return error(vm, "bad argument #1 to 'select' (index out of range)"), Value::none();
  if (i <= n && !vm.charge_copy(static_cast<std::size_t>(n - i + 1))) return Value::none();
  std::vector<Value> out;
  for (std::int64_t k = i; k <= n; ++k) out.push_back(a[static_cast<std::size_t>(k)]);
  return pack(std::move(out));
}
/// luaL_checkinteger for argument k of the library function fn ("table.move").
bool check_int(Vm& vm, const std::vector<Value>& a, std::size_t k, const char* fn, std::int64_t& out) {
  Value n;
  if (k < a.size() && tonumber(a[k], n) && tointeger(n, out)) return true;
  std::string why = k >= a.size() ? "number expected, got no value"
                    : !tonumber(a[k], n) ? "number expected, got " + lua_typename(a[k])
                                         : "number has no integer representation";
  arg_error(vm, k + 1, fn, why);
  return false;
}
Value lua_rawget(Vm& vm, const Value&, std::vector<Value>& a) {
  if (a.empty() || !is_table(a[0])) return arg_error(vm, 1, "rawget", "table expected, got " + arg_type(a, 0));
  if (a.size() < 2) return arg_error(vm, 2, "rawget", "value expected");
  return rawget(a[0], a[1]);
}
Value lua_rawset(Vm& vm, const Value&, std::vector<Value>& a) {
  if (a.empty() || !is_table(a[0])) return arg_error(vm, 1, "rawset", "table expected, got " + arg_type(a, 0));
  if (a.size() < 2) return arg_error(vm, 2, "rawset", "value expected");
  if (a.size() < 3) return arg_error(vm, 3, "rawset", "value expected");
  rawset(vm, a[0], a[1], a[2]);
  return a[0];
}
Value lua_rawequal(Vm& vm, const Value&, std::vector<Value>& a) {
  if (a.size() < 2) return arg_error(vm, a.size() + 1, "rawequal", "value expected");
  return Value::boolean(raw_equal(a[0], a[1]));
}
Value lua_rawlen(Vm& vm, const Value&, std::vector<Value>& a) {
  if (!a.empty() && is_table(a[0])) return Value::integer(rawlen(a[0]));
  if (!a.empty() && a[0].is(Tag::Str)) return Value::integer(static_cast<std::int64_t>(a[0].as<StrObj>()->s.size()));
  return arg_error(vm, 1, "rawlen", "table or string expected, got " + arg_type(a, 0));
}
Value lua_setmetatable(Vm& vm, const Value&, std::vector<Value>& a) {
  if (a.empty() || !is_table(a[0]))
    return error(vm, "bad argument #1 to 'setmetatable' (table expected, got " + (a.empty() ? std::string("no value") : lua_typename(a[0])) + ")"), Value::none();
  Value mt = a.size() > 1 ? a[1] : Value::none();
  if (a.size() < 2 || (!mt.is_none() && !is_table(mt))) return arg_error(vm, 2, "setmetatable", "nil or table expected, got " + arg_type(a, 1));
  if (is_table(mt_of(a[0])) && !rawget(mt_of(a[0]), make_str("__metatable")).is_none())
    return error(vm, "cannot change a protected metatable"), Value::none();
  mt_of(a[0]) = mt;
  return a[0];
}
Value lua_getmetatable(Vm& vm, const Value&, std::vector<Value>& a) {
  if (a.empty()) return arg_error(vm, 1, "getmetatable", "value expected");
  if (a[0].is(Tag::Str)) {
    Value& smt = vm.run_state("lua.string_mt");
    if (!is_table(smt)) {
      smt = new_table(vm);
      rawset(vm, smt, make_str("__index"), string_lib(vm));
    }
    return smt;
  }
  if (!is_table(a[0])) return Value::none();
  Value mt = mt_of(a[0]);
  if (is_table(mt)) {
    Value prot = rawget(mt, make_str("__metatable"));
    if (!prot.is_none()) return prot;
  }
  return mt;
}
Value lua_error(Vm& vm, const Value&, std::vector<Value>& a) {
  Value v = a.empty() ? Value::none() : a[0];
  std::int64_t level = 1;
  if (a.size() > 1 && !a[1].is_none()) {
    Value n;
    if (!tonumber(a[1], n) || !tointeger(n, level)) {
      std::string why = !tonumber(a[1], n) ? "number expected, got " + lua_typename(a[1]) : "number has no integer representation";
      return arg_error(vm, 2, "error", why);
    }
  }
  // luaB_error: a string message gets the position of the function `level`
  // calls up (1: error's caller), none when that is a native or off the stack
  if (v.is(Tag::Str) && level > 0 && level <= 0xffff)
    v = make_str(where_prefix(vm, static_cast<unsigned>(level)) + v.as<StrObj>()->s);
  raise_value(vm, v);
  return Value::none();
}
Value lua_assert(Vm& vm, const Value&, std::vector<Value>& a) {
  if (a.empty()) return error(vm, "bad argument #1 to 'assert' (value expected)"), Value::none();
  if (a[0].is_symbolic()) return pack(std::move(a));
  if (lua_truthy(a[0])) return pack(std::move(a));
  // luaB_assert: error(msg, 1), so a string message (or the default one)
  // gets the position of the assert call in Lua code (none through pcall(assert, ...))
  Value msg = a.size() > 1 ? a[1] : make_str("assertion failed!");
  if (msg.is(Tag::Str)) msg = make_str(where_prefix(vm, 1) + msg.as<StrObj>()->s);
  raise_value(vm, msg);
  return Value::none();
}
/// Runs f(args) protected: (true, results...) or (false, error value).
Value protected_call(Vm& vm, const Value& f, std::vector<Value> args, const Value* handler) {
  Value r = vm.call_sync(callable(vm, f), std::span<const Value>(args.data(), args.size()));
  if (vm.raising()) {
    Value exc = vm.current_exception();
    if (!exc.is(Tag::Instance)) return Value::none();  // a halt or an exhausted budget: not catchable
    std::optional<SourcePos> at = vm.raised_where();
    vm.clear_raise();
    Value ev = error_value(vm, exc, at);
    if (handler) {
      ev = call1(vm, *handler, {ev});
      if (vm.raising()) return Value::none();
    }
    return pack({Value::boolean(false), ev});
  }
  std::vector<Value> out{Value::boolean(true)};
  if (r.is(Tag::Tuple)) {
    for (const Value& x : r.as<ListObj>()->items) out.push_back(x);
  } else {
    out.push_back(r);
  }
  return pack(std::move(out));
}
/// Cells of per-iteration locals that closures share (lowering: cells_).
Value lua_cell(Vm&, const Value&, std::vector<Value>& a) { return make_list({a.empty() ? Value::none() : a[0]}); }
Value lua_cellget(Vm&, const Value&, std::vector<Value>& a) {
  if (a.empty() || !a[0].is(Tag::List) || a[0].as<ListObj>()->items.empty()) return Value::none();
  return a[0].as<ListObj>()->items[0];
}
Value lua_cellset(Vm&, const Value&, std::vector<Value>& a) {
  if (a.size() >= 2 && a[0].is(Tag::List) && !a[0].as<ListObj>()->items.empty()) a[0].as<ListObj>()->items[0] = a[1];
  return Value::none();
}
/// pcall lowered inside a coroutine (try region around a delegate call):
/// __lua_pcall_ok(results) is (true, results...); __lua_pcall_err(exc,
/// handler) is (false, error value), through xpcall's handler when given.
Value lua_pcall_ok(Vm&, const Value&, std::vector<Value>& a) {
  std::vector<Value> out{Value::boolean(true)};
  if (!a.empty() && a[0].is(Tag::Tuple)) {
    for (const Value& x : a[0].as<ListObj>()->items) out.push_back(x);
  } else if (!a.empty()) {
    out.push_back(a[0]);
  }
  return pack(std::move(out));
}
Value lua_pcall_err(Vm& vm, const Value&, std::vector<Value>& a) {
  Value ev = a.empty() ? Value::none() : error_value(vm, a[0]);
  if (a.size() > 1 && !a[1].is_none()) {
    ev = call1(vm, a[1], {ev});
    if (vm.raising()) return Value::none();
  }
  return pack({Value::boolean(false), ev});
}
Value lua_pcall(Vm& vm, const Value&, std::vector<Value>& a) {
  if (a.empty()) return error(vm, "bad argument #1 to 'pcall' (value expected)"), Value::none();
  std::vector<Value> args(a.begin() + 1, a.end());
  return protected_call(vm, a[0], std::move(args), nullptr);
}
/// xpcall's message handler must be a function (luaL_checktype), checked
/// before f runs; also the check of the coroutine lowering of xpcall.
Value lua_xpcall_handler(Vm& vm, const Value&, std::vector<Value>& a) {
  Value h = a.empty() ? Value::none() : a[0];
  if (!h.is_symbolic() && lua_typename(h) != "function")
    return error(vm, "bad argument #2 to 'xpcall' (function expected, got " + (a.empty() ? std::string("no value") : lua_typename(h)) + ")"), Value::none();
  return h;
}
Value lua_xpcall(Vm& vm, const Value& self, std::vector<Value>& a) {
  if (a.size() < 2) return error(vm, "bad argument #2 to 'xpcall' (function expected, got no value)"), Value::none();
  std::vector<Value> hv{a[1]};
  lua_xpcall_handler(vm, self, hv);
  if (vm.raising()) return Value::none();
  std::vector<Value> args(a.begin() + 2, a.end());
  Value h = a[1];
  return protected_call(vm, a[0], std::move(args), &h);
}
/// The table library reads and writes with lua_geti/lua_seti and takes the
/// length with luaL_len: a table with a metatable goes through __index,
/// __newindex and __len; a plain one is accessed raw (the fast path).
Value geti(Vm& vm, const Value& t, std::int64_t i) {
  if (mt_of(t).is_none()) return rawget(t, Value::integer(i));
  return index(vm, t, Value::integer(i));
}
void seti(Vm& vm, const Value& t, std::int64_t i, const Value& v) {
  if (mt_of(t).is_none()) rawset(vm, t, Value::integer(i), v);
  else setindex(vm, t, Value::integer(i), v);
}
/// luaL_len: false (and a raised error) when __len fails or is no integer.
bool len_of(Vm& vm, const Value& t, std::int64_t& n) {
  if (!mt_of(t).is_none()) {
    Value h = metamethod(vm, t, "__len");
    if (!h.is_none()) {
      Value r = call1(vm, h, {t});
      if (vm.raising()) return false;
      if (!tointeger(r, n) || r.is(Tag::Str)) return error(vm, "object length is not an integer"), false;
      return true;
    }
  }
  n = rawlen(t);
  return true;
}
Value lua_unpack(Vm& vm, const Value&, std::vector<Value>& a) {
  if (!a.empty() && a[0].is_symbolic()) return vm.fresh_symbolic("unpack", vm.call_expr("table.unpack", a));
  // like tunpack, no type check: the length (luaL_len) and the items (lua_geti) decide
  const Value t = a.empty() ? Value::none() : a[0];
  const bool tab = is_table(t);
  std::int64_t i = 1, j = 0;
  if (a.size() > 1 && !a[1].is_none() && !tointeger(a[1], i)) return arg_error(vm, 2, "table.unpack", "number expected, got " + arg_type(a, 1));
  if (a.size() > 2 && !a[2].is_none()) {
    if (!tointeger(a[2], j)) return arg_error(vm, 3, "table.unpack", "number expected, got " + arg_type(a, 2));
  } else if (tab) {
    if (!len_of(vm, t, j)) return Value::none();
  } else if (t.is(Tag::Str)) {
    j = static_cast<std::int64_t>(t.as<StrObj>()->s.size());
  } else {
    return error(vm, "attempt to get length of a " + lua_typename(t) + " value"), Value::none();
  }
  if (i > j) return pack({});
  if (!tab && !t.is(Tag::Str)) return error(vm, "attempt to index a " + lua_typename(t) + " value"), Value::none();
  std::uint64_t count = static_cast<std::uint64_t>(j) - static_cast<std::uint64_t>(i) + 1;
  if (count == 0 || count >= 10000000) return error(vm, "too many results to unpack"), Value::none();
  if (!vm.charge_items(count)) return Value::none();
  std::vector<Value> out;
  for (std::uint64_t k = 0; k < count; ++k) {
    out.push_back(tab ? geti(vm, t, static_cast<std::int64_t>(static_cast<std::uint64_t>(i) + k)) : Value::none());
    if (vm.raising()) return Value::none();
  }
  return pack(std::move(out));
}

// ---- table library ----------------------------------------------------------------

bool check_table(Vm& vm, std::vector<Value>& a, const char* fn) {
  if (!a.empty() && is_table(a[0])) return true;
  error(vm, std::string("bad argument #1 to 'table.") + fn + "' (table expected, got " + (a.empty() ? "no value" : lua_typename(a[0])) + ")");
  return false;
}
Value tbl_insert(Vm& vm, const Value&, std::vector<Value>& a) {
  if (!check_table(vm, a, "insert")) return Value::none();
  std::int64_t n;
  if (!len_of(vm, a[0], n)) return Value::none();
  const bool raw = mt_of(a[0]).is_none();
  if (a.size() == 2) {
    seti(vm, a[0], static_cast<std::int64_t>(static_cast<std::uint64_t>(n) + 1), a[1]);
    return pack({});
  }
  if (a.size() != 3) return error(vm, "wrong number of arguments to 'insert'"), Value::none();
  std::int64_t pos;
  if (!check_int(vm, a, 1, "table.insert", pos)) return Value::none();
  if (pos < 1 || pos > n + 1) return error(vm, "bad argument #2 to 'table.insert' (position out of bounds)"), Value::none();
  auto* arr = arr_of(a[0]);
  if (raw && n == static_cast<std::int64_t>(arr->items.size()) && !a[2].is_none()) {
    if (!vm.charge_copy(arr->items.size() - static_cast<std::size_t>(pos - 1))) return Value::none();  // the items shifted
    arr->items.insert(arr->items.begin() + (pos - 1), a[2]);
    return pack({});
  }
  if (!vm.charge_items(static_cast<std::size_t>(n - pos + 1))) return Value::none();
  for (std::int64_t k = n; k >= pos && !vm.raising(); --k) seti(vm, a[0], k + 1, geti(vm, a[0], k));
  if (!vm.raising()) seti(vm, a[0], pos, a[2]);
  return pack({});
}
/// ltablib.c tremove: pos defaults to #t, must be in [1, #t + 1] when given
/// otherwise; t[pos] is returned, the rest shifts down, the last slot is nil.
Value tbl_remove(Vm& vm, const Value&, std::vector<Value>& a) {
  if (!check_table(vm, a, "remove")) return Value::none();
  std::int64_t n;
  if (!len_of(vm, a[0], n)) return Value::none();
  std::int64_t pos = n;
  if (a.size() > 1 && !a[1].is_none()) {
    if (!tointeger(a[1], pos))
      return error(vm, "bad argument #2 to 'table.remove' (number expected, got " + lua_typename(a[1]) + ")"), Value::none();
    if (pos != n && static_cast<std::uint64_t>(pos) - 1u > static_cast<std::uint64_t>(n))
      return error(vm, "bad argument #1 to 'table.remove' (position out of bounds)"), Value::none();  // sic: 5.4.4 says #1
  }
  auto* arr = arr_of(a[0]);
  if (mt_of(a[0]).is_none() && pos >= 1 && pos <= n && n == static_cast<std::int64_t>(arr->items.size())) {
    Value v = arr->items[static_cast<std::size_t>(pos - 1)];  // the array part: one erase
    if (!vm.charge_copy(arr->items.size() - static_cast<std::size_t>(pos))) return Value::none();  // the items shifted
    arr->items.erase(arr->items.begin() + (pos - 1));
    while (!arr->items.empty() && arr->items.back().is_none()) arr->items.pop_back();
    return v;
  }
  Value v = geti(vm, a[0], pos);
  if (n > pos && !vm.charge_items(static_cast<std::size_t>(n - pos))) return Value::none();
  for (; pos < n && !vm.raising(); ++pos) seti(vm, a[0], pos, geti(vm, a[0], pos + 1));
  if (!vm.raising()) seti(vm, a[0], pos, Value::none());
  return vm.raising() ? Value::none() : v;
}
Value tbl_concat(Vm& vm, const Value&, std::vector<Value>& a) {
  if (!check_table(vm, a, "concat")) return Value::none();
  std::string sep;
  if (a.size() > 1 && !a[1].is_none()) {
    if (a[1].is(Tag::Str)) sep = a[1].as<StrObj>()->s;
    else if (a[1].is(Tag::Int) || a[1].is(Tag::Float) || a[1].is(Tag::BigInt)) sep = fmt_number(a[1]);
    else return arg_error(vm, 2, "table.concat", "string expected, got " + lua_typename(a[1]));
  }
  std::int64_t i = 1, j = 0;
  if (a.size() > 2 && !a[2].is_none() && !check_int(vm, a, 2, "table.concat", i)) return Value::none();
  if (a.size() > 3 && !a[3].is_none()) {
    if (!check_int(vm, a, 3, "table.concat", j)) return Value::none();
  } else if (!len_of(vm, a[0], j)) {
    return Value::none();
  }
  std::string out;
  if (i > j) return make_str("");
  std::uint64_t count = static_cast<std::uint64_t>(j) - static_cast<std::uint64_t>(i) + 1;
  std::size_t charged = 0;  // bytes of out paid for
  for (std::uint64_t n = 0; n < count || count == 0; ++n) {
    auto k = static_cast<std::int64_t>(static_cast<std::uint64_t>(i) + n);
    Value v = geti(vm, a[0], k);
    if (vm.raising()) return Value::none();
    if (!concat_piece(v, out))
      return error(vm, "invalid value (" + lua_typename(v) + ") at index " + std::to_string(k) + " in table for 'concat'"), Value::none();
    if (n + 1 < count) out += sep;
    // every 64 items: those items, and the bytes appended since
    if ((n & 63) == 63) {
      if (!vm.charge(8 + (out.size() - charged) / 64)) return Value::none();
      charged = out.size();
    }
  }
  return make_str(std::move(out));
}
Value tbl_unpack(Vm& vm, const Value& self, std::vector<Value>& a) { return lua_unpack(vm, self, a); }
Value tbl_pack(Vm& vm, const Value&, std::vector<Value>& a) {
  if (!vm.charge_copy(a.size())) return Value::none();
  Value t = new_table(vm);
  for (std::size_t k = 0; k < a.size(); ++k) rawset(vm, t, Value::integer(static_cast<std::int64_t>(k + 1)), a[k]);
  rawset(vm, t, make_str("n"), Value::integer(static_cast<std::int64_t>(a.size())));
  return t;
}
/// table.sort: Lua 5.4's own quicksort (ltablib.c auxsort/partition), step
/// for step and on the table itself (values read and written in Lua's
/// order), so an unstable sort puts equal elements where lua5.4 does, an
/// inconsistent comparator fails the same way and one that looks at or
/// changes the table sees what it would see in Lua.
struct LuaSorter {
  Vm& vm;
  const Value& t;
  const Value& cmp;
  bool failed = false;
  unsigned rnd = 0;
  Value get(std::size_t i) {
    Value v = geti(vm, t, static_cast<std::int64_t>(i));
    if (vm.raising()) failed = true;
    return v;
  }
  void set(std::size_t i, const Value& v) {
    if (failed) return;
    seti(vm, t, static_cast<std::int64_t>(i), v);
    if (vm.raising()) failed = true;
  }
  bool lt(const Value& x, const Value& y) {
    if (failed) return false;
    Value r = cmp.is_none() ? less(vm, x, y, false) : call1(vm, cmp, {x, y});
    if (vm.raising()) failed = true;
    return !failed && lua_truthy(r);
  }
  void fail(const char* msg) {
    if (!failed) error(vm, msg);
    failed = true;
  }
  /// a[lo+1 .. up-2] around the pivot P (held in a[up-1]); P's final index.
  std::size_t partition(std::size_t lo, std::size_t up, const Value& pivot) {
    std::size_t i = lo, j = up - 1;
    for (;;) {
      Value vi, vj;
      while (!failed && lt(vi = get(++i), pivot)) {
        if (i == up - 1) fail("invalid order function for sorting");
      }
      while (!failed && lt(pivot, vj = get(--j))) {
        if (j < i) fail("invalid order function for sorting");
      }
      if (failed) return i;
      if (j < i) {
        set(up - 1, vi);
        set(i, pivot);
        return i;
      }
      set(i, vj);
      set(j, vi);
    }
  }
  void sort(std::size_t lo, std::size_t up) {
    while (lo < up && !failed) {
      if (!vm.charge_items(up - lo + 1)) {
        failed = true;
        return;
      }
      Value vlo = get(lo), vup = get(up);
      if (lt(vup, vlo)) {
        set(lo, vup);
        set(up, vlo);
      }
      if (failed || up - lo == 1) return;
      std::size_t p;
      if (up - lo < 100 || rnd == 0) {
        p = (lo + up) / 2;
      } else {  // Lua randomizes from clock()/time(); any fixed choice is as valid
        std::size_t r4 = (up - lo) / 4;
        p = rnd % (r4 * 2) + (lo + r4);
      }
      Value vp = get(p);
      vlo = get(lo);
      if (lt(vp, vlo)) {
        set(p, vlo);
        set(lo, vp);
      } else if (!failed) {
        vup = get(up);
        if (lt(vup, vp)) {
          set(p, vup);
          set(up, vp);
        }
      }
      if (failed || up - lo == 2) return;
      const Value pivot = get(p);
      set(p, get(up - 1));
      set(up - 1, pivot);
      p = partition(lo, up, pivot);
      if (failed) return;
      std::size_t n;
      if (p - lo < up - p) {
        sort(lo, p - 1);  // recursion on the smaller half only: depth O(log n)
        n = p - lo;
        lo = p + 1;
      } else {
        sort(p + 1, up);
        n = up - p;
        up = p - 1;
      }
      if ((up - lo) / 128 > n) rnd = rnd * 1103515245u + 12345u + static_cast<unsigned>(n);  // imbalanced
    }
  }
};
Value tbl_sort(Vm& vm, const Value&, std::vector<Value>& a) {
  if (!check_table(vm, a, "sort")) return Value::none();
  std::int64_t n;
  if (!len_of(vm, a[0], n)) return Value::none();
  Value cmp = a.size() > 1 ? a[1] : Value::none();
  if (n <= 1) return pack({});
  if (n >= 2147483647) return error(vm, "bad argument #1 to 'table.sort' (array too big)"), Value::none();
  if (!cmp.is_none() && !cmp.is_symbolic() && lua_typename(cmp) != "function")
    return error(vm, "bad argument #2 to 'table.sort' (function expected, got " + lua_typename(cmp) + ")"), Value::none();
  LuaSorter s{vm, a[0], cmp};
  s.sort(1, static_cast<std::size_t>(n));
  if (s.failed) return Value::none();
  return pack({});
}
Value tbl_move(Vm& vm, const Value&, std::vector<Value>& a) {
  std::int64_t f = 1, e = 0, t = 1;  // tmove checks the integers first, then the tables
  if (!check_int(vm, a, 1, "table.move", f) || !check_int(vm, a, 2, "table.move", e) || !check_int(vm, a, 3, "table.move", t))
    return Value::none();
  if (!is_table(a[0])) return arg_error(vm, 1, "table.move", "table expected, got " + arg_type(a, 0));
  if (a.size() > 4 && !a[4].is_none() && !is_table(a[4])) return arg_error(vm, 5, "table.move", "table expected, got " + lua_typename(a[4]));
  Value dst = a.size() > 4 && is_table(a[4]) ? a[4] : a[0];
  if (e >= f) {
    if (f <= 0 && e >= std::numeric_limits<std::int64_t>::max() + f)
      return error(vm, "bad argument #3 to 'table.move' (too many elements to move)"), Value::none();
    if (t > std::numeric_limits<std::int64_t>::max() - (e - f))
      return error(vm, "bad argument #4 to 'table.move' (destination wrap around)"), Value::none();
    if (!vm.charge_items(static_cast<std::size_t>(e - f) + 1)) return Value::none();
    if (t > e || t <= f || !raw_equal(dst, a[0])) {
      for (std::int64_t i = 0; i <= e - f && !vm.raising(); ++i) seti(vm, dst, t + i, geti(vm, a[0], f + i));
    } else {
      for (std::int64_t i = e - f; i >= 0 && !vm.raising(); --i) seti(vm, dst, t + i, geti(vm, a[0], f + i));
    }
  }
  return dst;
}

// ---- math library ------------------------------------------------------------------

bool num_arg(Vm& vm, std::vector<Value>& a, std::size_t k, const char* fn, Value& out) {
  if (k < a.size() && tonumber(a[k], out) && !a[k].is(Tag::Str)) return true;
  if (k < a.size() && a[k].is(Tag::Str) && tonumber(a[k], out)) return true;
  error(vm, "bad argument #" + std::to_string(k + 1) + " to 'math." + fn + "' (number expected, got " +
                (k < a.size() ? lua_typename(a[k]) : std::string("no value")) + ")");
  return false;
}
double dbl(const Value& v) { return v.is(Tag::Int) ? static_cast<double>(v.i()) : v.d(); }
Value float_to_int_or_float(double d) {
  if (d >= -9.2233720368547758e18 && d < 9.2233720368547758e18) return Value::integer(static_cast<std::int64_t>(d));
  return Value::real(d);
}
bool sym_args(const std::vector<Value>& a) {
  for (auto& v : a)
    if (v.is_symbolic()) return true;
  return false;
}
#define MATH_SYM(name)                                                                       \
  if (sym_args(a)) return vm.fresh_symbolic("math." name, vm.call_expr("math." name, a));
Value m_floor(Vm& vm, const Value&, std::vector<Value>& a) {
  MATH_SYM("floor");
  Value x;
  if (!num_arg(vm, a, 0, "floor", x)) return Value::none();
  if (x.is(Tag::Int)) return x;
  return float_to_int_or_float(std::floor(x.d()));
}
Value m_ceil(Vm& vm, const Value&, std::vector<Value>& a) {
  MATH_SYM("ceil");
  Value x;
  if (!num_arg(vm, a, 0, "ceil", x)) return Value::none();
  if (x.is(Tag::Int)) return x;
  return float_to_int_or_float(std::ceil(x.d()));
}
Value m_abs(Vm& vm, const Value&, std::vector<Value>& a) {
  MATH_SYM("abs");
  Value x;
  if (!num_arg(vm, a, 0, "abs", x)) return Value::none();
  if (x.is(Tag::Int)) return Value::integer(x.i() < 0 ? static_cast<std::int64_t>(0 - static_cast<std::uint64_t>(x.i())) : x.i());
  return Value::real(std::fabs(x.d()));
}
/// math.max/min as lmathlib.c: any values compared with Lua's < (numbers,
/// strings, __lt), the first of the extreme ones returned as it is.
Value m_minmax(Vm& vm, std::vector<Value>& a, bool mx, const char* fn) {
  if (sym_args(a)) {
    const char* nm = mx ? "math.max" : "math.min";
    return vm.fresh_symbolic(nm, vm.call_expr(nm, a));
  }
  if (a.empty()) return error(vm, std::string("bad argument #1 to 'math.") + fn + "' (value expected)"), Value::none();
  std::size_t best = 0;
  for (std::size_t k = 1; k < a.size(); ++k) {
    Value r = mx ? less(vm, a[best], a[k], false) : less(vm, a[k], a[best], false);
    if (vm.raising()) return Value::none();
    if (r.b()) best = k;
  }
  return a[best];
}
Value m_max(Vm& vm, const Value&, std::vector<Value>& a) { return m_minmax(vm, a, true, "max"); }
Value m_min(Vm& vm, const Value&, std::vector<Value>& a) { return m_minmax(vm, a, false, "min"); }
#define MATH_F1(fname, expr)                                       \
  Value m_##fname(Vm& vm, const Value&, std::vector<Value>& a) {   \
    MATH_SYM(#fname);                                              \
    Value x;                                                       \
    if (!num_arg(vm, a, 0, #fname, x)) return Value::none();       \
    double d = dbl(x);                                             \
    return Value::real(expr);                                      \
  }
MATH_F1(sqrt, std::sqrt(d))
MATH_F1(deg, d * (180.0 / 3.141592653589793))
MATH_F1(rad, d * (3.141592653589793 / 180.0))
MATH_F1(sin, std::sin(d))
MATH_F1(cos, std::cos(d))
MATH_F1(tan, std::tan(d))
MATH_F1(asin, std::asin(d))
MATH_F1(acos, std::acos(d))
MATH_F1(exp, std::exp(d))
// LUA_COMPAT_MATHLIB functions, present in lua5.4 as built by distributions
MATH_F1(cosh, std::cosh(d))
MATH_F1(sinh, std::sinh(d))
MATH_F1(tanh, std::tanh(d))
MATH_F1(log10, std::log10(d))
Value m_pow(Vm& vm, const Value&, std::vector<Value>& a) {
  MATH_SYM("pow");
  Value x, y;
  if (!num_arg(vm, a, 0, "pow", x) || !num_arg(vm, a, 1, "pow", y)) return Value::none();
  return Value::real(std::pow(dbl(x), dbl(y)));
}
Value m_ldexp(Vm& vm, const Value&, std::vector<Value>& a) {
  MATH_SYM("ldexp");
  Value x;
  std::int64_t e;
  if (!num_arg(vm, a, 0, "ldexp", x) || !check_int(vm, a, 1, "math.ldexp", e)) return Value::none();
  return Value::real(std::ldexp(dbl(x), static_cast<int>(std::clamp<std::int64_t>(e, -100000, 100000))));
}
Value m_frexp(Vm& vm, const Value&, std::vector<Value>& a) {
  MATH_SYM("frexp");
  Value x;
  if (!num_arg(vm, a, 0, "frexp", x)) return Value::none();
  int e = 0;
  double m = std::frexp(dbl(x), &e);
  return pack({Value::real(m), Value::integer(e)});
}
Value m_atan(Vm& vm, const Value&, std::vector<Value>& a) {
  MATH_SYM("atan");
  Value y, x = Value::real(1.0);
  if (!num_arg(vm, a, 0, "atan", y)) return Value::none();
  if (a.size() > 1 && !num_arg(vm, a, 1, "atan", x)) return Value::none();
  return Value::real(std::atan2(dbl(y), dbl(x)));
}
Value m_log(Vm& vm, const Value&, std::vector<Value>& a) {
  MATH_SYM("log");
  Value x;
  if (!num_arg(vm, a, 0, "log", x)) return Value::none();
  double d = dbl(x);
  if (a.size() < 2 || a[1].is_none()) return Value::real(std::log(d));
  Value b;
  if (!num_arg(vm, a, 1, "log", b)) return Value::none();
  double bd = dbl(b);
  if (bd == 2.0) return Value::real(std::log2(d));
  if (bd == 10.0) return Value::real(std::log10(d));
  return Value::real(std::log(d) / std::log(bd));
}
Value m_fmod(Vm& vm, const Value&, std::vector<Value>& a) {
  MATH_SYM("fmod");
  Value x, y;
  if (!num_arg(vm, a, 0, "fmod", x) || !num_arg(vm, a, 1, "fmod", y)) return Value::none();
  if (x.is(Tag::Int) && y.is(Tag::Int)) {
    if (y.i() == 0) return error(vm, "bad argument #2 to 'math.fmod' (zero)"), Value::none();
    if (y.i() == -1) return Value::integer(0);
    return Value::integer(x.i() % y.i());
  }
  return Value::real(std::fmod(dbl(x), dbl(y)));
}
Value m_modf(Vm& vm, const Value&, std::vector<Value>& a) {
  MATH_SYM("modf");
  Value x;
  if (!num_arg(vm, a, 0, "modf", x)) return Value::none();
  if (x.is(Tag::Int)) return pack({x, Value::real(0.0)});
  double d = x.d();
  double ip = d >= 0 ? std::floor(d) : std::ceil(d);
  double frac = std::isinf(d) ? 0.0 : d - ip;
  return pack({float_to_int_or_float(ip), Value::real(frac)});
}
Value m_tointeger(Vm& vm, const Value&, std::vector<Value>& a) {
  MATH_SYM("tointeger");
  if (a.empty()) return arg_error(vm, 1, "math.tointeger", "value expected");
  if (a[0].is(Tag::Int)) return a[0];
  if (a[0].is(Tag::Float) || a[0].is(Tag::Str)) {
    std::int64_t i;
    if (tointeger(a[0], i)) return Value::integer(i);
  }
  return Value::none();
}
Value m_type(Vm& vm, const Value&, std::vector<Value>& a) {
  MATH_SYM("type");
  if (a.empty()) return error(vm, "bad argument #1 to 'math.type' (value expected)"), Value::none();
  Value v = norm(a[0]);
  if (v.is(Tag::Int)) return make_str("integer");
  if (v.is(Tag::Float)) return make_str("float");
  return Value::none();
}
/// luaL_checkinteger for argument k of math.<fn>.
bool math_int_arg(Vm& vm, const std::vector<Value>& a, std::size_t k, const char* fn, std::int64_t& out) {
  return check_int(vm, a, k, (std::string("math.") + fn).c_str(), out);
}
Value m_ult(Vm& vm, const Value&, std::vector<Value>& a) {
  std::int64_t x = 0, y = 0;
  if (!math_int_arg(vm, a, 0, "ult", x) || !math_int_arg(vm, a, 1, "ult", y)) return Value::none();
  return Value::boolean(static_cast<std::uint64_t>(x) < static_cast<std::uint64_t>(y));
}

// xoshiro256**, seeded as Lua 5.4's math.randomseed(n) seeds it
struct Rng {
  std::uint64_t s[4];
};
std::uint64_t rotl(std::uint64_t x, int n) { return (x << n) | (x >> (64 - n)); }
std::uint64_t xoshiro(std::uint64_t* s) {
  const std::uint64_t result = rotl(s[1] * 5, 7) * 9;
  const std::uint64_t t = s[1] << 17;
  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = rotl(s[3], 45);
  return result;
}
std::uint64_t* rng_state(Vm& vm) {
  Value& st = vm.run_state("lua.rng");
  if (!st.is(Tag::List)) {
    // a fixed default seed: runs are deterministic (real Lua seeds randomly)
    std::vector<Value> w(4, Value::integer(0));
    st = make_list(std::move(w));
    std::uint64_t s[4] = {0, 0xff, 0, 0};
    for (int k = 0; k < 16; ++k) xoshiro(s);
    for (int k = 0; k < 4; ++k) st.as<ListObj>()->items[static_cast<std::size_t>(k)] = Value::integer(static_cast<std::int64_t>(s[k]));
  }
  static thread_local std::uint64_t buf[4];
  for (int k = 0; k < 4; ++k) buf[k] = static_cast<std::uint64_t>(st.as<ListObj>()->items[static_cast<std::size_t>(k)].i());
  return buf;
}
void rng_save(Vm& vm, const std::uint64_t* s) {
  Value& st = vm.run_state("lua.rng");
  for (int k = 0; k < 4; ++k) st.as<ListObj>()->items[static_cast<std::size_t>(k)] = Value::integer(static_cast<std::int64_t>(s[k]));
}
Value m_randomseed(Vm& vm, const Value&, std::vector<Value>& a) {
  std::uint64_t* s = rng_state(vm);
  std::int64_t n1 = 0, n2 = 0;  // no argument: Lua seeds randomly, the run uses 0 (deterministic)
  if (!a.empty() && !math_int_arg(vm, a, 0, "randomseed", n1)) return Value::none();
  if (a.size() > 1 && !a[1].is_none() && !math_int_arg(vm, a, 1, "randomseed", n2)) return Value::none();
  s[0] = static_cast<std::uint64_t>(n1);
  s[1] = 0xff;
  s[2] = static_cast<std::uint64_t>(n2);
  s[3] = 0;
  for (int k = 0; k < 16; ++k) xoshiro(s);
  rng_save(vm, s);
  return pack({Value::integer(n1), Value::integer(n2)});
}
Value m_random(Vm& vm, const Value&, std::vector<Value>& a) {
  std::uint64_t* s = rng_state(vm);
  std::uint64_t rv = xoshiro(s);
  std::int64_t low, up;
  if (a.empty()) {
    rng_save(vm, s);
    return Value::real(static_cast<double>(rv >> 11) * 0x1.0p-53);
  }
  if (a.size() > 2) return error(vm, "wrong number of arguments"), Value::none();
  if (a.size() == 1) {
    low = 1;
    if (!math_int_arg(vm, a, 0, "random", up)) return Value::none();
    if (up == 0) {
      rng_save(vm, s);
      return Value::integer(static_cast<std::int64_t>(rv));
    }
  } else {
    if (!math_int_arg(vm, a, 0, "random", low) || !math_int_arg(vm, a, 1, "random", up)) return Value::none();
  }
  if (low > up) return error(vm, "bad argument #1 to 'math.random' (interval is empty)"), Value::none();
  std::uint64_t n = static_cast<std::uint64_t>(up) - static_cast<std::uint64_t>(low);
  std::uint64_t ran = rv;
  if ((n & (n + 1)) == 0) {
    ran &= n;
  } else {
    std::uint64_t lim = n;
    lim |= lim >> 1;
    lim |= lim >> 2;
    lim |= lim >> 4;
    lim |= lim >> 8;
    lim |= lim >> 16;
    lim |= lim >> 32;
    while ((ran &= lim) > n) ran = xoshiro(s);
  }
  rng_save(vm, s);
  return Value::integer(static_cast<std::int64_t>(ran + static_cast<std::uint64_t>(low)));
}

// ---- os / io ---------------------------------------------------------------------------

// os.time / os.date: the current time is symbolic (the run is deterministic);
// an explicit date table or time is computed as loslib.c does, with local
// time taken as UTC (the run does not read the host's time zone).
void set_date_fields(Vm& vm, const Value& t, const std::tm& tm) {
  auto seti_field = [&](const char* k, std::int64_t v) { setindex(vm, t, make_str(k), Value::integer(v)); };
  seti_field("year", tm.tm_year + 1900LL);
  seti_field("month", tm.tm_mon + 1LL);
  seti_field("day", tm.tm_mday);
  seti_field("hour", tm.tm_hour);
  seti_field("min", tm.tm_min);
  seti_field("sec", tm.tm_sec);
  seti_field("yday", tm.tm_yday + 1LL);
  seti_field("wday", tm.tm_wday + 1LL);
  if (tm.tm_isdst >= 0) setindex(vm, t, make_str("isdst"), Value::boolean(tm.tm_isdst != 0));
}
/// loslib.c getfield: an integer field (minus delta), d when absent (d < 0: required).
bool date_field(Vm& vm, const Value& t, const char* key, int d, int delta, int& out) {
  Value v = index(vm, t, make_str(key));
  if (vm.raising()) return false;
  std::int64_t res;
  if (v.is(Tag::Bool) || !tointeger(v, res)) {
    if (!v.is_none()) return error(vm, std::string("field '") + key + "' is not an integer"), false;
    if (d < 0) return error(vm, std::string("field '") + key + "' missing in date table"), false;
    out = d;
    return true;
  }
  if (!(res >= 0 ? res - delta <= INT32_MAX : INT32_MIN + static_cast<std::int64_t>(delta) <= res))
    return error(vm, std::string("field '") + key + "' is out-of-bound"), false;
  out = static_cast<int>(res - delta);
  return true;
}
Value os_time(Vm& vm, const Value&, std::vector<Value>& a) {
  if (a.empty() || a[0].is_none() || a[0].is_symbolic()) return vm.fresh_symbolic("os.time", vm.call_expr("os.time", a));
  if (!is_table(a[0])) return arg_error(vm, 1, "os.time", "table expected, got " + lua_typename(a[0]));
  std::tm tm{};
  if (!date_field(vm, a[0], "year", -1, 1900, tm.tm_year) || !date_field(vm, a[0], "month", -1, 1, tm.tm_mon) ||
      !date_field(vm, a[0], "day", -1, 0, tm.tm_mday) || !date_field(vm, a[0], "hour", 12, 0, tm.tm_hour) ||
      !date_field(vm, a[0], "min", 0, 0, tm.tm_min) || !date_field(vm, a[0], "sec", 0, 0, tm.tm_sec))
    return Value::none();
  Value dst = index(vm, a[0], make_str("isdst"));
  tm.tm_isdst = dst.is_none() ? -1 : (lua_truthy(dst) ? 1 : 0);
  std::time_t t = timegm(&tm);  // normalises tm as mktime does
  if (t == static_cast<std::time_t>(-1)) return error(vm, "time result cannot be represented in this installation"), Value::none();
  tm.tm_isdst = 0;
  set_date_fields(vm, a[0], tm);
  return vm.raising() ? Value::none() : Value::integer(static_cast<std::int64_t>(t));
}
Value os_clock(Vm& vm, const Value&, std::vector<Value>& a) { return vm.fresh_symbolic("os.clock", vm.call_expr("os.clock", a)); }
Value os_date(Vm& vm, const Value&, std::vector<Value>& a) {
  if (a.size() < 2 || a[1].is_none() || any_of_symbolic(a)) return vm.fresh_symbolic("os.date", vm.call_expr("os.date", a));
  std::string fmt = "%c";
  if (!a[0].is_none()) {
    if (a[0].is(Tag::Str)) fmt = a[0].as<StrObj>()->s;
    else if (a[0].is(Tag::Int) || a[0].is(Tag::Float)) fmt = fmt_number(a[0]);
    else return arg_error(vm, 1, "os.date", "string expected, got " + lua_typename(a[0]));
  }
  std::int64_t ti;
  if (!check_int(vm, a, 1, "os.date", ti)) return Value::none();
  auto t = static_cast<std::time_t>(ti);
  std::tm tm{};
  std::size_t p = 0;
  if (!fmt.empty() && fmt[0] == '!') p = 1;  // UTC; local time is UTC here too
  if (!gmtime_r(&t, &tm)) return error(vm, "date result cannot be represented in this installation"), Value::none();
  if (fmt.compare(p, std::string::npos, "*t") == 0) {
    Value r = new_table(vm);
    set_date_fields(vm, r, tm);
    return r;
  }
  // loslib.c checkoption: C99 one- and two-character conversions, each through strftime
  static const char kOne[] = "aAbBcCdDeFgGhHIjmMnprRStTuUVwWxXyYzZ%";
  static const char* const kTwo[] = {"Ec", "EC", "Ex", "EX", "Ey", "EY", "Od", "Oe", "OH", "OI", "Om",
                                     "OM", "OS", "Ou", "OU", "OV", "Ow", "OW", "Oy"};
  std::string out;
  for (; p < fmt.size(); ++p) {
    if (fmt[p] != '%') {
      out += fmt[p];
      continue;
    }
    ++p;
    std::string cc;
    if (p < fmt.size() && fmt[p] != '\0' && std::strchr(kOne, fmt[p])) {
      cc = fmt.substr(p, 1);
    } else {
      for (const char* two : kTwo)
        if (fmt.compare(p, 2, two) == 0) cc = two;
      if (cc.empty()) return arg_error(vm, 1, "os.date", "invalid conversion specifier '%" + fmt.substr(p) + "'");
    }
    p += cc.size() - 1;
    char buf[256];
    std::size_t n = std::strftime(buf, sizeof buf, ("%" + cc).c_str(), &tm);
    out.append(buf, n);
    if (!vm.charge_bytes(out.size())) return Value::none();
  }
  return make_str(std::move(out));
}
Value os_difftime(Vm& vm, const Value&, std::vector<Value>& a) {
  if (any_of_symbolic(a)) return vm.fresh_symbolic("os.difftime", vm.call_expr("os.difftime", a));
  std::int64_t t1, t2;
  if (!check_int(vm, a, 0, "os.difftime", t1) || !check_int(vm, a, 1, "os.difftime", t2)) return Value::none();
  return Value::real(static_cast<double>(t1) - static_cast<double>(t2));
}
Value os_getenv(Vm& vm, const Value&, std::vector<Value>& a) { return vm.fresh_symbolic("os.getenv", vm.call_expr("os.getenv", a)); }
Value os_exit(Vm& vm, const Value&, std::vector<Value>& a) {
  int status = 0;
  if (!a.empty()) {
    if (a[0].is(Tag::Bool)) status = a[0].b() ? 0 : 1;
    else if (a[0].is(Tag::Int)) status = static_cast<int>(a[0].i());
  }
  vm.exit_program(status);
  return Value::none();
}
Value io_write_impl(Vm& vm, std::vector<Value>& a, std::size_t from) {
  std::string out;
  for (std::size_t k = from; k < a.size(); ++k) {
    if (a[k].is(Tag::Str)) out += a[k].as<StrObj>()->s;
    else if (a[k].is(Tag::Float)) {  // LUA_NUMBER_FMT "%.14g" as is: io.write(1.0) writes "1"
      char buf[64];
      std::snprintf(buf, sizeof buf, "%.14g", a[k].d());
      out += buf;
    } else if (a[k].is(Tag::Int) || a[k].is(Tag::BigInt)) out += fmt_number(a[k]);
    else if (a[k].is_symbolic()) out += vm.str(a[k]);
    else return error(vm, "bad argument #" + std::to_string(k + 1 - from) + " to 'write' (string expected, got " + lua_typename(a[k]) + ")"), Value::none();
  }
  if (!vm.charge_bytes(out.size())) return Value::none();
  vm.write_out(out);
  Value& stdout_t = vm.run_state("lua.io_stdout");
  return stdout_t.is_none() || stdout_t.is_undef() ? Value::none() : stdout_t;
}
Value io_write(Vm& vm, const Value&, std::vector<Value>& a) { return io_write_impl(vm, a, 0); }
/// io.stderr:write: checks its arguments as write does and returns the file;
/// the VM models only standard output, so the text itself is dropped.
Value stderr_write(Vm& vm, const Value&, std::vector<Value>& a) {
  for (std::size_t k = 1; k < a.size(); ++k)
    if (!(a[k].is(Tag::Str) || a[k].is(Tag::Int) || a[k].is(Tag::Float) || a[k].is(Tag::BigInt) || a[k].is_symbolic()))
      return error(vm, "bad argument #" + std::to_string(k) + " to 'write' (string expected, got " + lua_typename(a[k]) + ")"), Value::none();
  return a.empty() ? Value::none() : a[0];
}
Value file_write(Vm& vm, const Value&, std::vector<Value>& a) { return io_write_impl(vm, a, 1); }
Value io_read(Vm& vm, const Value&, std::vector<Value>& a) { return vm.fresh_symbolic("io.read", vm.call_expr("io.read", a)); }
Value io_lines(Vm& vm, const Value&, std::vector<Value>& a) { return vm.fresh_symbolic("io.lines", vm.call_expr("io.lines", a)); }

Value lua_require(Vm& vm, const Value&, std::vector<Value>& a) {
  return vm.unresolved_call("require", a, vm.call_expr("require", a));
}
/// load / loadfile / dofile: functions (type(load) is "function"), but a chunk
/// can not be compiled at run time, so a call goes to the resolver (symbolic).
Value lua_load(Vm& vm, const Value&, std::vector<Value>& a) { return vm.unresolved_call("load", a, vm.call_expr("load", a)); }
Value lua_loadfile(Vm& vm, const Value&, std::vector<Value>& a) {
  return vm.unresolved_call("loadfile", a, vm.call_expr("loadfile", a));
}
Value lua_dofile(Vm& vm, const Value&, std::vector<Value>& a) { return vm.unresolved_call("dofile", a, vm.call_expr("dofile", a)); }

// ---- coroutines (on the kernel's generators) ------------------------------------------------
// The lowering gives every function that calls coroutine.yield (or is passed
// to coroutine.create/wrap) a generator variant, registered with
// __lua_cofn(f, variant). A coroutine is an instance of the run's `thread`
// class holding its function, its generator once started, and its status.

DictObj* variants(Vm& vm) {
  Value& d = vm.run_state("lua.covariants");
  if (!d.is(Tag::Dict)) d = make<DictObj>();
  return d.as<DictObj>();
}
Value variant_of(Vm& vm, const Value& f) {
  if (!(f.is(Tag::Function))) return Value::none();
  Value* p = variants(vm)->find(f);
  return p ? *p : Value::none();
}
Value lua_cofn(Vm& vm, const Value&, std::vector<Value>& a) {
  if (a.size() < 2) return Value::none();
  variants(vm)->set(a[0], a[1]);
  return a[0];
}
Value lua_cocall(Vm& vm, const Value&, std::vector<Value>& a) {
  if (a.empty()) return Value::none();
  Value f = a[0];
  if (!f.is_symbolic() && lua_typename(f) != "function" && !(is_table(f) && !metamethod(vm, f, "__call").is_none())) {
    // what the call instruction would raise, at the coroutine's line (none
    // for pcall's call: pcall is a C function in Lua)
    std::optional<SourcePos> at = vm.where(1);
    if (!marked(vm, at, -2)) at.reset();
    raise_value(vm, make_str(with_name(vm, "attempt to call a " + lua_typename(f) + " value", at, 1)));
    return Value::none();
  }
  std::vector<Value> args(a.begin() + 1, a.end());
  Value v = variant_of(vm, f);
  Value r = vm.call_sync(v.is_none() ? callable(vm, f) : v, std::span<const Value>(args.data(), args.size()));
  if (vm.raising()) return Value::none();
  return r;
}
Value lua_isgen(Vm&, const Value&, std::vector<Value>& a) { return Value::boolean(!a.empty() && a[0].is(Tag::Generator)); }

Value thread_class(Vm& vm) {
  Value& c = vm.run_state("lua.thread_class");
  if (!c.is(Tag::Class)) c = new_class("thread");
  return c;
}
bool is_thread(const Value& v) {
  return v.is(Tag::Instance) && v.as<InstanceObj>()->klass() && v.as<InstanceObj>()->klass()->name == "thread";
}
Value tfield(Vm& vm, const Value& co, const char* f) {
  Value* p = co.as<InstanceObj>()->fields.find(vm.intern(f));
  return p ? *p : Value::none();
}
void tset(Vm& vm, const Value& co, const char* f, Value v) { co.as<InstanceObj>()->fields.set(vm.intern(f), std::move(v)); }
ListObj* costack(Vm& vm);
/// The main thread (coroutine.running() outside any coroutine): running
/// while no coroutine runs, normal while one does; it can not be resumed.
Value main_thread(Vm& vm) {
  Value& m = vm.run_state("lua.main_thread");
  if (!m.is(Tag::Instance)) {
    auto* o = new InstanceObj();
    o->cls = thread_class(vm);
    m = Value::object(o);
    tset(vm, m, "main", Value::boolean(true));
  }
  return m;
}
std::string tstatus(Vm& vm, const Value& co) {
  if (lua_truthy(tfield(vm, co, "main"))) return costack(vm)->items.empty() ? "running" : "normal";
  Value s = tfield(vm, co, "status");
  return s.is(Tag::Str) ? s.as<StrObj>()->s : "dead";
}
ListObj* costack(Vm& vm) {
  Value& st = vm.run_state("lua.costack");
  if (!st.is(Tag::List)) st = make_list({});
  return st.as<ListObj>();
}
Value co_create(Vm& vm, const Value&, std::vector<Value>& a) {
  if (a.empty() || !(a[0].is(Tag::Function) || a[0].is(Tag::Builtin)))
    return arg_error(vm, 1, "coroutine.create", "function expected, got " + arg_type(a, 0));
  auto* o = new InstanceObj();
  o->cls = thread_class(vm);
  Value co = Value::object(o);
  tset(vm, co, "fn", a[0]);
  tset(vm, co, "gen", Value::none());
  tset(vm, co, "status", make_str("suspended"));
  return co;
}
/// Resumes co with args: true and the yielded/returned values, or false and the error.
bool co_resume(Vm& vm, const Value& co, std::vector<Value> args, std::vector<Value>& results) {
  std::string st = tstatus(vm, co);
  if (st != "suspended") {
    results = {make_str(st == "dead" ? "cannot resume dead coroutine" : "cannot resume non-suspended coroutine")};
    return false;
  }
  auto* stack = costack(vm);
  if (stack->items.size() >= 190) {
    results = {make_str("C stack overflow")};
    return false;
  }
  if (!stack->items.empty()) tset(vm, stack->items.back(), "status", make_str("normal"));
  stack->items.push_back(co);
  tset(vm, co, "status", make_str("running"));
  auto unpack = [](const Value& v, std::vector<Value>& out) {
    if (v.is(Tag::Tuple)) out = v.as<ListObj>()->items;
    else out = {v};
  };
  Value out;
  Vm::Resumed r = Vm::Resumed::Raised;
  Value gen = tfield(vm, co, "gen");
  if (gen.is_none()) {
    Value fn = tfield(vm, co, "fn");
    Value var = variant_of(vm, fn);
    Value started = vm.call_sync(var.is_none() ? fn : var, std::span<const Value>(args.data(), args.size()));
    if (vm.raising()) {
      r = Vm::Resumed::Raised;
    } else if (started.is(Tag::Generator)) {
      tset(vm, co, "gen", started);
      r = vm.resume(started, Value::none(), false, out);
    } else {  // no yield in it: ran to completion
      out = started;
      r = Vm::Resumed::Returned;
    }
  } else {
    r = vm.resume(gen, pack(std::move(args)), false, out);
  }
  stack = costack(vm);
  if (!stack->items.empty()) stack->items.pop_back();
  if (!stack->items.empty()) tset(vm, stack->items.back(), "status", make_str("running"));
  switch (r) {
    case Vm::Resumed::Yielded:
      tset(vm, co, "status", make_str("suspended"));
      unpack(out, results);
      return true;
    case Vm::Resumed::Returned:
      tset(vm, co, "status", make_str("dead"));
      tset(vm, co, "gen", Value::none());
      unpack(out, results);
      return true;
    default: {
      tset(vm, co, "status", make_str("dead"));
      tset(vm, co, "gen", Value::none());
      if (!vm.raising()) {
        results = {make_str("coroutine failed")};
        return false;
      }
      Value exc = vm.current_exception();
      if (!exc.is(Tag::Instance)) return false;  // a halt or budget: keeps unwinding
      std::optional<SourcePos> at = vm.raised_where();
      vm.clear_raise();
      results = {error_value(vm, exc, at)};
      return false;
    }
  }
}
Value co_resume_fn(Vm& vm, const Value&, std::vector<Value>& a) {
  if (a.empty() || !is_thread(a[0])) return arg_error(vm, 1, "coroutine.resume", "thread expected, got " + arg_type(a, 0));
  std::vector<Value> results;
  bool ok = co_resume(vm, a[0], std::vector<Value>(a.begin() + 1, a.end()), results);
  if (vm.raising()) return Value::none();
  std::vector<Value> out{Value::boolean(ok)};
  out.insert(out.end(), results.begin(), results.end());
  return pack(std::move(out));
}
Value co_yield_outside(Vm& vm, const Value&, std::vector<Value>&) {
  rt_error(vm, "attempt to yield from outside a coroutine");  // lua_yieldk: no position
  return Value::none();
}
Value co_status(Vm& vm, const Value&, std::vector<Value>& a) {
  if (a.empty() || !is_thread(a[0])) return arg_error(vm, 1, "coroutine.status", "thread expected, got " + arg_type(a, 0));
  return make_str(tstatus(vm, a[0]));
}
Value co_wrap_call(Vm& vm, const Value& self, std::vector<Value>& a) {
  std::vector<Value> results;
  bool ok = co_resume(vm, self, std::move(a), results);
  if (vm.raising()) return Value::none();
  if (!ok) {
    Value e = results.empty() ? Value::none() : results[0];
    raise_value(vm, e);
    return Value::none();
  }
  return pack(std::move(results));
}
Value co_wrap(Vm& vm, const Value& self, std::vector<Value>& a) {
  if (a.empty() || !(a[0].is(Tag::Function) || a[0].is(Tag::Builtin)))
    return arg_error(vm, 1, "coroutine.wrap", "function expected, got " + arg_type(a, 0));
  Value co = co_create(vm, self, a);
  if (vm.raising()) return Value::none();
  return make_native(co_wrap_call, "wrap", co);
}
Value co_isyieldable(Vm& vm, const Value&, std::vector<Value>&) { return Value::boolean(!costack(vm)->items.empty()); }
Value co_running(Vm& vm, const Value&, std::vector<Value>&) {
  auto* st = costack(vm);
  if (st->items.empty()) return pack({main_thread(vm), Value::boolean(true)});
  return pack({st->items.back(), Value::boolean(false)});
}
Value co_close(Vm& vm, const Value&, std::vector<Value>& a) {
  if (a.empty() || !is_thread(a[0])) return arg_error(vm, 1, "coroutine.close", "thread expected, got " + arg_type(a, 0));
  std::string st = tstatus(vm, a[0]);
  if (st == "running" || st == "normal") return error(vm, "cannot close a " + st + " coroutine"), Value::none();
  tset(vm, a[0], "status", make_str("dead"));
  tset(vm, a[0], "gen", Value::none());
  return Value::boolean(true);
}

}  // namespace

namespace {
/// collectgarbage: no collector to drive; the options answer as lua5.4's
/// standalone interpreter would (it starts in generational mode), with the
/// memory count a fixed figure.
Value lua_collectgarbage(Vm& vm, const Value&, std::vector<Value>& a) {
  std::string opt = "collect";
  if (!a.empty() && !a[0].is_none()) {
    if (!a[0].is(Tag::Str)) return arg_error(vm, 1, "collectgarbage", "string expected, got " + lua_typename(a[0]));
    opt = a[0].as<StrObj>()->s;
  }
  Value& st = vm.run_state("lua.gc");  // [mode, running, pause, stepmul]
  if (!st.is(Tag::List)) st = make_list({make_str("generational"), Value::boolean(true), Value::integer(200), Value::integer(100)});
  auto& f = st.as<ListObj>()->items;
  auto swap_param = [&](std::size_t k) {
    std::int64_t v = 0;
    if (a.size() > 1 && !a[1].is_none() && !check_int(vm, a, 1, "collectgarbage", v)) return Value::none();
    Value old = f[k];
    f[k] = Value::integer(v);
    return old;
  };
  if (opt == "collect") return Value::integer(0);
  if (opt == "count") return Value::real(24.0);
  if (opt == "step") {  // a step of some size finishes the (small) cycle; a basic step does not
    std::int64_t n = 0;
    if (a.size() > 1 && !a[1].is_none() && !check_int(vm, a, 1, "collectgarbage", n)) return Value::none();
    return Value::boolean(n > 0);
  }
  if (opt == "isrunning") return f[1];
  if (opt == "stop") return f[1] = Value::boolean(false), Value::integer(0);
  if (opt == "restart") return f[1] = Value::boolean(true), Value::integer(0);
  if (opt == "setpause") return swap_param(2);
  if (opt == "setstepmul") return swap_param(3);
  if (opt == "incremental" || opt == "generational") {
    Value old = f[0];
    f[0] = make_str(opt);
    return old;
  }
  return arg_error(vm, 1, "collectgarbage", "invalid option '" + opt + "'");
}
}  // namespace

Value string_lib(Vm& vm) {
  Value& s = vm.run_state("lua.string");
  if (!is_table(s)) {
    s = new_table(vm);
    fill_string_lib(vm, s);
  }
  return s;
}

namespace {

Value make_lib(Vm& vm, std::string_view name) {
  Value t = new_table(vm);
  if (name == "table") {
    set_fn(vm, t, "insert", tbl_insert);
    set_fn(vm, t, "remove", tbl_remove);
    set_fn(vm, t, "concat", tbl_concat);
    set_fn(vm, t, "unpack", tbl_unpack);
    set_fn(vm, t, "pack", tbl_pack);
    set_fn(vm, t, "sort", tbl_sort);
    set_fn(vm, t, "move", tbl_move);
  } else if (name == "math") {
    set_fn(vm, t, "floor", m_floor);
    set_fn(vm, t, "ceil", m_ceil);
    set_fn(vm, t, "abs", m_abs);
    set_fn(vm, t, "max", m_max);
    set_fn(vm, t, "min", m_min);
    set_fn(vm, t, "sqrt", m_sqrt);
    set_fn(vm, t, "deg", m_deg);
    set_fn(vm, t, "rad", m_rad);
    set_fn(vm, t, "sin", m_sin);
    set_fn(vm, t, "cos", m_cos);
    set_fn(vm, t, "tan", m_tan);
    set_fn(vm, t, "asin", m_asin);
    set_fn(vm, t, "acos", m_acos);
    set_fn(vm, t, "atan", m_atan);
    set_fn(vm, t, "exp", m_exp);
    set_fn(vm, t, "log", m_log);
    set_fn(vm, t, "fmod", m_fmod);
    set_fn(vm, t, "modf", m_modf);
    set_fn(vm, t, "tointeger", m_tointeger);
    set_fn(vm, t, "type", m_type);
    set_fn(vm, t, "ult", m_ult);
    set_fn(vm, t, "pow", m_pow);
    set_fn(vm, t, "ldexp", m_ldexp);
    set_fn(vm, t, "frexp", m_frexp);
    set_fn(vm, t, "cosh", m_cosh);
    set_fn(vm, t, "sinh", m_sinh);
    set_fn(vm, t, "tanh", m_tanh);
    set_fn(vm, t, "log10", m_log10);
    set_fn(vm, t, "atan2", m_atan);
    set_fn(vm, t, "random", m_random);
    set_fn(vm, t, "randomseed", m_randomseed);
    rawset(vm, t, make_str("pi"), Value::real(3.141592653589793));
    rawset(vm, t, make_str("huge"), Value::real(HUGE_VAL));
    rawset(vm, t, make_str("maxinteger"), Value::integer(std::numeric_limits<std::int64_t>::max()));
    rawset(vm, t, make_str("mininteger"), Value::integer(std::numeric_limits<std::int64_t>::min()));
  } else if (name == "os") {
    set_fn(vm, t, "time", os_time);
    set_fn(vm, t, "clock", os_clock);
    set_fn(vm, t, "date", os_date);
    set_fn(vm, t, "difftime", os_difftime);
    set_fn(vm, t, "getenv", os_getenv);
    set_fn(vm, t, "exit", os_exit);
  } else if (name == "io") {
    set_fn(vm, t, "write", io_write);
    set_fn(vm, t, "read", io_read);
    set_fn(vm, t, "lines", io_lines);
    Value out = new_table(vm);
    set_fn(vm, out, "write", file_write);
    vm.run_state("lua.io_stdout") = out;
    rawset(vm, t, make_str("stdout"), out);
    Value err = new_table(vm);
    set_fn(vm, err, "write", stderr_write);
    rawset(vm, t, make_str("stderr"), err);
  }
  return t;
}

Value global_hook(Vm& vm, std::string_view name) {
  struct Fn {
    const char* name;
    NativeFn fn;
  };
  static const Fn kFns[] = {
      {"print", lua_print},       {"type", lua_type},
      {"tostring", lua_tostring}, {"tonumber", lua_tonumber},
      {"pairs", lua_pairs},       {"ipairs", lua_ipairs},
      {"next", lua_next},         {"select", lua_select},
      {"rawget", lua_rawget},     {"rawset", lua_rawset},
      {"rawequal", lua_rawequal}, {"rawlen", lua_rawlen},
      {"setmetatable", lua_setmetatable}, {"getmetatable", lua_getmetatable},
      {"error", lua_error},       {"assert", lua_assert},
      {"pcall", lua_pcall},       {"xpcall", lua_xpcall},
      {"require", lua_require},   {"load", lua_load},
      {"loadfile", lua_loadfile}, {"dofile", lua_dofile},
      {"__lua1", lua1},           {"__lua_pack", lua_pack},
      {"__lua_pack_args", lua_pack_args}, {"__lua_at", lua_at},
      {"__lua_table", lua_table}, {"__lua_setlist", lua_setlist},
      {"__lua_forprep", lua_forprep}, {"__lua_forcond", lua_forcond}, {"__lua_forlimit", lua_forlimit},
      {"__lua_cofn", lua_cofn},   {"__lua_callable", lua_callable},   {"__lua_cocall", lua_cocall}, {"__lua_isgen", lua_isgen},
      {"__lua_cell", lua_cell},   {"__lua_cellget", lua_cellget}, {"__lua_cellset", lua_cellset},
      {"__lua_names", lua_names},
      {"__lua_pcall_ok", lua_pcall_ok}, {"__lua_pcall_err", lua_pcall_err}, {"__lua_xpcall_handler", lua_xpcall_handler},
  };
  for (const auto& f : kFns)
    if (name == f.name) return native(f.fn, f.name);
  if (name == "string") return string_lib(vm);
  if (name == "table" || name == "math" || name == "os" || name == "io") return make_lib(vm, name);
  if (name == "coroutine") {
    Value c = new_table(vm);
    set_fn(vm, c, "create", co_create);
    set_fn(vm, c, "resume", co_resume_fn);
    set_fn(vm, c, "yield", co_yield_outside);
    set_fn(vm, c, "status", co_status);
    set_fn(vm, c, "wrap", co_wrap);
    set_fn(vm, c, "isyieldable", co_isyieldable);
    set_fn(vm, c, "running", co_running);
    set_fn(vm, c, "close", co_close);
    return c;
  }
  if (name == "utf8") {
    Value u = new_table(vm);
    fill_utf8_lib(vm, u);
    return u;
  }
  if (name == "_VERSION") return make_str("Lua 5.4");
  if (name == "collectgarbage") return native(lua_collectgarbage, "collectgarbage");
  // Lua 5.1/5.2 globals that 5.4 no longer has: nil, as in lua5.4, so the
  // idiom `local unpack = unpack or table.unpack` picks the 5.4 function
  static const char* const kRemoved[] = {"unpack", "loadstring", "setfenv", "getfenv", "module", "bit32", "gcinfo", "newproxy"};
  for (const char* r : kRemoved)
    if (name == r) return Value::none();
  if (name == "arg") return new_table(vm);  // the script's arguments: none
  // Any other name is a global the program never assigns: one an embedding
  // host or another module provides (or a typo). It stays unknown (symbolic,
  // calls go to the resolver) rather than nil, as unknown names do in every
  // language; globals the program assigns start as nil (see the lowering).
  return Value::undef();
}

}  // namespace


}  // namespace reddragon::vm::lua

namespace reddragon::vm {
extern const LanguageRuntime kLuaRuntime;
const LanguageRuntime kLuaRuntime{.language = "lua",
                                  .global = lua::global_hook,
                                  .binop = lua::binop_hook,
                                  .unop = lua::unop_hook,
                                  .truthy = lua::truthy_hook,
                                  .load_index = lua::load_index_hook,
                                  .store_index = lua::store_index_hook,
                                  .repr = lua::repr_hook,
                                  .describe_exception = lua::describe_exception};
}  // namespace reddragon::vm
