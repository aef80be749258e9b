// javascript.cpp - the JavaScript run-time library (globals and semantic
// differences), shared with TypeScript.
//
// Values: numbers are Int while integral and exact (|x| <= 2^53, not -0),
// else Float (doubles); `undefined` is None; `null` is a Float with a
// reserved signalling-NaN payload (non-heap, so it needs no per-run
// storage); strings are Str; arrays List; plain objects Dict with string
// keys; Set is a Set; Map is an instance (class "Map") holding a Dict in its
// `__jsmap` field; Error is Python's Exception (TypeError, RangeError ->
// ValueError, ReferenceError -> NameError keep JavaScript names).
#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <functional>
#include <limits>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "reddragon/text/number.hpp"
#include "reddragon/vm/runtime.hpp"
#include "reddragon/vm/objects.hpp"
#include "reddragon/vm/bigint.hpp"
#include "javascript_promise.hpp"
#include "javascript_json_parse.hpp"
#include "javascript_regex.hpp"
#include "javascript_stdin.hpp"
#include "javascript_uri.hpp"
#include "reddragon/text/case.hpp"
#include "reddragon/text/normalize.hpp"
#include "javascript_date.hpp"
#include "javascript_utf16.hpp"
#include "javascript_integrity.hpp"
#include "javascript_locale.hpp"
#include "javascript_typed.hpp"
#include "javascript_url.hpp"
#include "javascript_crypto.hpp"
#include "javascript_proxy.hpp"

namespace reddragon::vm {
namespace {

using Args = std::vector<Value>;
#define NATIVE(name) Value name(Vm& in, const Value& self, Args& a)
#define UNUSED (void)in; (void)self; (void)a
constexpr std::uint64_t kNullBits = 0x7FF40000000ABCDEull;

Value js_null() {
  double d;
  std::memcpy(&d, &kNullBits, sizeof d);
  return Value::real(d);
}
bool is_null(const Value& v) {
  if (!v.is(Tag::Float)) return false;
  double d = v.d();
  std::uint64_t b;
  std::memcpy(&b, &d, sizeof b);
  return b == kNullBits;
}
bool is_nullish(const Value& v) { return v.is_none() || is_null(v); }
// An array's hole (`new Array(3)`, `[1, , 3]`, `delete a[1]`, a grown
// length): undefined to everything (a None), marked so that inspection,
// `in`, Object.keys and the iteration methods can skip it; reads of the
// element (a[i], for-of, spread) give a plain undefined.
constexpr std::int64_t kHoleMark = 0x401E;
Value js_hole() { return Value::none_marked(kHoleMark); }
bool is_hole(const Value& v) { return v.is_none() && v.i() == kHoleMark; }
/// v, an undefined for a hole.
Value unhole(const Value& v) { return v.is_none() ? Value::none() : v; }
Value list_of(std::vector<Value> items);
/// Array v as iteration reads it (for-of, spread, Array.from): v itself,
/// or a copy with undefined in its holes.
Value holes_read(const Value& v) {
  auto& it = v.as<ListObj>()->items;
  if (std::find_if(it.begin(), it.end(), is_hole) == it.end()) return v;
  std::vector<Value> copy(it.begin(), it.end());
  for (auto& x : copy) x = unhole(x);
  return list_of(std::move(copy));
}
bool is_num(const Value& v) { return (v.is(Tag::Int) || v.is(Tag::Float)) && !is_null(v); }
const std::string& S(const Value& v) { return v.as<StrObj>()->s; }

Value num(double d) {
  if (d == std::floor(d) && std::fabs(d) <= 9007199254740992.0 && !(d == 0 && std::signbit(d)))
    return Value::integer(static_cast<std::int64_t>(d));
  return Value::real(d);
}
double to_num(Vm& in, const Value& v);
std::string to_str(Vm& in, const Value& v);
Value member(Vm& in, const Value& obj, std::string_view name);
Value call_with_this(Vm& in, const Value& f, const Value& self, std::span<const Value> args);

// --- BigInt -----------------------------------------------------------------------
// A JavaScript bigint is an instance of the run's class "bigint" whose one
// field holds the integer (Int, or the VM's arbitrary-precision BigInt), so
// it stays distinct from numbers (the VM's ints are JavaScript numbers).
bool is_big(const Value& v) {
  if (!v.is(Tag::Instance)) return false;
  auto* inst = v.as<InstanceObj>();
  auto* k = inst->klass();
  return k->mro.size() == 1 && !k->builtin && k->name == "bigint" && inst->fields.items.size() == 1;
}
Value native_class(Vm& in, std::string_view key, const char* name) {
  Value& c = in.run_state(key);
  if (!c.is(Tag::Class)) {
    auto* k = new ClassObj();
    k->name = name;
    c = Value::object(k);
    k->mro.push_back(c);
  }
  return c;
}
BigInt big_of(const Value& v) { return to_big(v.as<InstanceObj>()->fields.items[0].second); }
Value make_big(Vm& in, const BigInt& x) {
  auto* inst = new InstanceObj();
  inst->cls = native_class(in, "javascript.bigint_class", "bigint");
  inst->fields.set(in.intern("__bigint"), make_int(x));
  return Value::object(inst);
}
std::string big_str(const Value& v) { return big_of(v).str(); }

// --- Date -------------------------------------------------------------------------
// A Date is an instance of the run's class "Date" whose one field holds the
// time value (ms since the epoch, NaN when invalid); javascript_date.cpp
// has the calendar. The VM's local time zone is UTC.
bool is_date(const Value& v) {
  if (!v.is(Tag::Instance)) return false;
  auto* inst = v.as<InstanceObj>();
  auto* k = inst->klass();
  return k->mro.size() == 1 && !k->builtin && k->name == "Date" && inst->fields.items.size() == 1 &&
         inst->fields.items[0].second.is(Tag::Float);
}
double date_of(const Value& v) { return v.as<InstanceObj>()->fields.items[0].second.d(); }
void set_date(const Value& v, double t) { v.as<InstanceObj>()->fields.items[0].second = Value::real(t); }
Value make_date_value(Vm& in, double t) {
  auto* inst = new InstanceObj();
  inst->cls = native_class(in, "javascript.date_class", "Date");
  inst->fields.set(in.intern("__jsdate"), Value::real(t));
  return Value::object(inst);
}


// --- numbers -------------------------------------------------------------------
std::string fmt_num(double d) {
  if (std::isnan(d)) return "NaN";
  if (std::isinf(d)) return d > 0 ? "Infinity" : "-Infinity";
  if (d == 0) return "0";
  bool neg = d < 0;
  std::string digits;
  int exp;
  text::shortest_digits(d, digits, exp);
  int k = static_cast<int>(digits.size()), n = exp + 1;
  std::string out;
  if (k <= n && n <= 21) {
    out = digits + std::string(static_cast<std::size_t>(n - k), '0');
  } else if (0 < n && n <= 21) {
    out = digits.substr(0, static_cast<std::size_t>(n)) + "." + digits.substr(static_cast<std::size_t>(n));
  } else if (-6 < n && n <= 0) {
    out = "0." + std::string(static_cast<std::size_t>(-n), '0') + digits;
  } else {
    out = digits.substr(0, 1);
    if (k > 1) out += "." + digits.substr(1);
    out += "e";
    out += (n - 1 >= 0 ? "+" : "-");
    out += std::to_string(std::abs(n - 1));
  }
  return neg ? "-" + out : out;
}
std::string fmt_value_num(const Value& v) {
  if (v.is(Tag::Int)) {
    std::int64_t i = v.i();
    if (i > 9007199254740992LL || i < -9007199254740992LL) return fmt_num(static_cast<double>(i));
    return std::to_string(i);
  }
  double d = v.d();
  if (d == 0 && std::signbit(d)) return "0";
  return fmt_num(d);
}

double parse_num(std::string_view s) {
  std::size_t a = 0, b = s.size();
  while (a < b && std::isspace(static_cast<unsigned char>(s[a]))) ++a;
  while (b > a && std::isspace(static_cast<unsigned char>(s[b - 1]))) --b;
  s = s.substr(a, b - a);
  if (s.empty()) return 0;
  if (s == "Infinity" || s == "+Infinity") return INFINITY;
  if (s == "-Infinity") return -INFINITY;
  if (s.size() > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X' || s[1] == 'b' || s[1] == 'B' || s[1] == 'o' || s[1] == 'O')) {
    int base = (s[1] == 'x' || s[1] == 'X') ? 16 : (s[1] == 'b' || s[1] == 'B') ? 2 : 8;
    double r = 0;
    for (char c : s.substr(2)) {
      int d = std::isdigit(static_cast<unsigned char>(c)) ? c - '0' : std::isalpha(static_cast<unsigned char>(c)) ? (std::tolower(c) - 'a' + 10) : 99;
      if (d >= base) return NAN;
      r = r * base + d;
    }
    return r;
  }
  std::string t(s);
  char* end = nullptr;
  double r = std::strtod(t.c_str(), &end);
  if (end != t.c_str() + t.size()) return NAN;
  for (char c : t)
    if (std::isalpha(static_cast<unsigned char>(c)) && c != 'e' && c != 'E') return NAN;
  return r;
}

bool is_object_value(const Value& v) { return v.is(Tag::Dict) || (v.is(Tag::Instance) && !is_big(v)) || v.is(Tag::List); }
/// ECMAScript ToPrimitive of an object: [Symbol.toPrimitive](hint), then
/// valueOf/toString (toString first for hint "string"); a Date's default
/// hint is "string". Values that are not objects come back as they are.
Value to_primitive(Vm& in, const Value& v, const char* hint) {
  if (!is_object_value(v)) return v;
  if (is_date(v)) {
    if (std::string_view(hint) == "number") return num(date_of(v));
    return make_str(to_str(in, v));
  }
  if (v.is(Tag::List)) return make_str(to_str(in, v));
  static thread_local int nesting = 0;  // toString/valueOf calling back into conversions
  if (nesting > 16) return make_str("[object Object]");
  struct Nest { Nest() { ++nesting; } ~Nest() { --nesting; } } nest;
  auto callable = [](const Value& f) { return f.is(Tag::Function) || (f.is(Tag::BoundMethod) && f.as<BoundMethodObj>()->func.is(Tag::Function)); };
  if (Value tp = member(in, v, "__sym_toPrimitive"); callable(tp)) {
    Value h = make_str(hint);
    return call_with_this(in, tp, v, std::span<const Value>(&h, 1));
  }
  if (std::string_view(hint) != "string") {
    if (Value vo = member(in, v, "valueOf"); callable(vo)) {
      Value r = call_with_this(in, vo, v, {});
      if (in.raising() || !is_object_value(r)) return r;
    }
  }
  return make_str(to_str(in, v));
}
double to_num(Vm& in, const Value& v) {
  switch (v.tag()) {
    case Tag::Int: return static_cast<double>(v.i());
    case Tag::Float: return is_null(v) ? 0.0 : v.d();
    case Tag::Bool: return v.b() ? 1 : 0;
    case Tag::None: return NAN;
    case Tag::Str: return parse_num(S(v));
    case Tag::Instance:
      if (is_big(v)) return big_of(v).convert_to<double>();
      if (is_date(v)) return date_of(v);
      [[fallthrough]];
    case Tag::Dict: {
      Value p = to_primitive(in, v, "number");
      return in.raising() || p.is(Tag::Dict) || p.is(Tag::Instance) ? NAN : to_num(in, p);
    }
    case Tag::List: {
      auto& it = v.as<ListObj>()->items;
      if (it.empty()) return 0;
      if (it.size() == 1) return parse_num(to_str(in, it[0]));
      return NAN;
    }
    default: return NAN;
  }
}
Value to_number_value(Vm& in, const Value& v) {
  if (v.is(Tag::Int)) return v;
  return num(to_num(in, v));
}
std::int32_t to_int32(double d) {
  if (std::isnan(d) || std::isinf(d)) return 0;
  double t = std::trunc(d);
  double m = std::fmod(t, 4294967296.0);
  if (m < 0) m += 4294967296.0;
  std::uint32_t u = static_cast<std::uint32_t>(m);
  return static_cast<std::int32_t>(u);
}

// --- classification ------------------------------------------------------------------
/// The field holding a Map's entries (interned per program: no cache that
/// could outlive a run).
Name map_field(Vm& in) { return in.intern("__jsmap"); }
DictObj* as_map(Vm& in, const Value& v) {
  if (!v.is(Tag::Instance)) return nullptr;
  Value* m = v.as<InstanceObj>()->fields.find(map_field(in));
  return m && m->is(Tag::Dict) ? m->as<DictObj>() : nullptr;
}
// Subclasses of Map and Set (`class Counter extends Map`): the parent is a
// native constructor, not a class, so the VM records it as an unresolved
// parent; super(...) gives the instance its entries (exotic_init): a Map's
// in the __jsmap field as `new Map` does, a Set's in "#jsset" (a Set is
// the VM's set value; '#' keeps the field out of keys, JSON and printing).
Name set_field(Vm& in) { return in.intern("#jsset"); }
DictObj* as_set_instance(Vm& in, const Value& v) {
  if (!v.is(Tag::Instance)) return nullptr;
  Value* s = v.as<InstanceObj>()->fields.find(set_field(in));
  return s && s->is(Tag::Set) ? s->as<DictObj>() : nullptr;
}
/// keys()/values()/entries() of Maps, Sets and arrays answer snapshot
/// arrays; which iterator each stands for (node prints `[Map Iterator] {
/// 'a' }`, `Object [Array Iterator] {}`) is kept in a side table keyed by
/// the array, which it holds (so the address is not reused while listed);
/// past kIterTableMax entries the older half is dropped.
Value mark_iterator(Vm& in, Value list, const char* kind) {
  Value& table_v = in.run_state("javascript.iter_kinds");
  if (!table_v.is(Tag::Dict)) table_v = make<DictObj>();
  auto* t = table_v.as<DictObj>();
  constexpr std::size_t kIterTableMax = 4096;
  if (t->entries.size() >= kIterTableMax) {
    Value fresh = make<DictObj>();
    for (std::size_t k = t->entries.size() / 2; k < t->entries.size(); ++k)
      fresh.as<DictObj>()->set(t->entries[k].first, t->entries[k].second);
    table_v = fresh;
    t = fresh.as<DictObj>();
  }
  t->set(Value::integer(static_cast<std::int64_t>(reinterpret_cast<std::uintptr_t>(list.obj()))), make_list({list, make_str(kind)}));
  return list;
}
/// The iterator kind of a snapshot array ("" for any other array).
std::string iterator_kind(Vm& in, const Value& list) {
  Value& table_v = in.run_state("javascript.iter_kinds");
  if (!table_v.is(Tag::Dict)) return "";
  Value* e = table_v.as<DictObj>()->find(Value::integer(static_cast<std::int64_t>(reinterpret_cast<std::uintptr_t>(list.obj()))));
  if (e == nullptr || !e->is(Tag::List) || e->as<ListObj>()->items[0].obj() != list.obj()) return "";
  return S(e->as<ListObj>()->items[1]);
}
/// An iterator snapshot's Object.prototype.toString text ("[object Map Iterator]"; an
/// entries() iterator is a Map/Set Iterator too), or "" for an ordinary array.
std::string iterator_tag_text(Vm& in, const Value& list) {
  if (!in.run_state("javascript.iter_kinds").is(Tag::Dict)) return "";  // (no iterator made yet)
  std::string k = iterator_kind(in, list);
  if (k.empty()) return k;
  if (k == "Map Entries") k = "Map Iterator";
  else if (k == "Set Entries") k = "Set Iterator";
  return "[object " + k + "]";
}
/// A WeakMap/WeakSet/WeakRef/FinalizationRegistry: an instance of its own one-class chain so named.
bool is_weak_kind(const Value& v, std::string_view name) {
  return v.is(Tag::Instance) && v.as<InstanceObj>()->klass()->name == name &&
         v.as<InstanceObj>()->klass()->mro.size() == 1;
}
/// The built-in collection a class extends through its chain: "Map", "Set" or "".
std::string_view exotic_base(const ClassObj* c) {
  for (auto& k : c->mro)
    for (auto& p : k.as<ClassObj>()->unresolved_parents) {
      if (p == "Map" || p == "WeakMap") return "Map";
      if (p == "Set" || p == "WeakSet") return "Set";
      if (p == "Array") return "Array";
    }
  return "";
}
// Subclasses of Array (`class Stack extends Array`): an instance is an
// array (a List) marked in Obj::rt_flags, its class kept in a run table
// keyed by the list's address (only marked lists are looked up; a stale
// entry is overwritten when the address is reused by another marked list).
constexpr std::uint8_t kArraySubclass = 1;
Value& array_classes(Vm& in) {
  Value& t = in.run_state("javascript.array_classes");
  if (t.is_none()) t = make<DictObj>();
  return t;
}
Value list_key(const Value& l) { return Value::integer(static_cast<std::int64_t>(reinterpret_cast<std::uintptr_t>(l.obj()))); }
/// The Array subclass list l is an instance of (None: a plain array).
Value array_class(Vm& in, const Value& l) {
  if (!l.is(Tag::List) || !(l.obj()->rt_flags & kArraySubclass)) return Value::none();
  Value* c = array_classes(in).as<DictObj>()->find(list_key(l));
  return c ? *c : Value::none();
}
void set_array_class(Vm& in, const Value& l, const Value& cls) {
  if (!l.is(Tag::List) || !cls.is(Tag::Class)) return;
  l.obj()->rt_flags |= kArraySubclass;
  array_classes(in).as<DictObj>()->set(list_key(l), cls);
}
/// A result of map/filter/slice/concat... of an Array subclass instance is
/// one too (node's Symbol.species).
Value species(Vm& in, const Value& self, Value result) {
  if (self.is(Tag::List) && (self.obj()->rt_flags & kArraySubclass)) set_array_class(in, result, array_class(in, self));
  return result;
}
/// A member the instance's own classes declare (method, field default, getter or setter).
bool user_member(Vm& in, const InstanceObj* inst, const std::string& f) {
  for (auto& c : inst->klass()->mro) {
    auto* k = c.as<ClassObj>();
    if (k->builtin) break;
    if (k->attrs.find(in.intern(f)) || k->attrs.find(in.intern("__get_" + f)) || k->attrs.find(in.intern("__set_" + f)))
      return true;
  }
  return false;
}
/// A class whose chain reaches a built-in error class (Error, TypeError, a subclass).
bool is_error_class(const Value& c) {
  for (auto& k : c.as<ClassObj>()->mro)
    if (k.as<ClassObj>()->builtin) return true;
  return false;
}
/// A name the class chain of a program declares (not the built-in bases).
bool user_attr(Vm& in, const Value& c, Name n) {
  for (auto& k : c.as<ClassObj>()->mro) {
    if (k.as<ClassObj>()->builtin) break;
    if (k.as<ClassObj>()->attrs.find(n) || k.as<ClassObj>()->attrs.find(in.intern("__get_" + in.name(n)))) return true;
  }
  return false;
}
bool is_error(const Value& v) {
  if (!v.is(Tag::Instance)) return false;
  for (auto& c : v.as<InstanceObj>()->klass()->mro)
    if (c.as<ClassObj>()->builtin) return true;
  return false;
}
std::string js_error_name(const std::string& py) {
  if (py == "Exception" || py == "BaseException") return "Error";
  if (py == "ValueError" || py == "IndexError" || py == "RecursionError") return "RangeError";
  if (py == "NameError") return "ReferenceError";
  if (py == "RuntimeError") return "SyntaxError";
  if (py == "KeyError" || py == "AttributeError" || py == "ZeroDivisionError") return "TypeError";
  return py;
}
std::string error_name(Vm& in, const Value& v) {
  auto* inst = v.as<InstanceObj>();
  if (Value* n = inst->fields.find(in.intern("name")); n && n->is(Tag::Str)) return S(*n);
  for (auto& c : inst->klass()->mro) {
    auto* k = c.as<ClassObj>();
    if (Value* n = k->attrs.find(in.intern("name")); n && n->is(Tag::Str)) return S(*n);
    if (Value* g = k->attrs.find(in.intern("__get_name")); g && g->is(Tag::Function)) {  // get name() { ... }
      Value n = in.call_sync(*g, std::vector<Value>{v});
      if (n.is(Tag::Str)) return S(n);
    }
    if (k->builtin) return js_error_name(k->name);
  }
  return "Error";
}
std::string error_message(Vm& in, const Value& v) {
  auto* inst = v.as<InstanceObj>();
  if (Value* m = inst->fields.find(in.intern("message"))) return to_str(in, *m);
  if (Value* a = inst->fields.find(in.intern("args")); a && (a->is(Tag::Tuple) || a->is(Tag::List))) {
    auto& it = a->as<ListObj>()->items;
    if (!it.empty() && !it[0].is_none()) return it[0].is(Tag::Str) ? S(it[0]) : to_str(in, it[0]);  // Error(undefined): ''

  }
  return "";
}

// Symbols are strings the programs cannot spell: "__sym_iterator" (a
// well-known symbol, the member name the lowering gives it), "__sym_#N:desc"
// (the Nth Symbol(desc) of the run; "__sym_#N" without a description) and
// "__sym_@key" (Symbol.for(key): one per key). Keys starting "__sym_" are
// hidden from Object.keys, for-in and JSON (hidden_key).
bool is_symbol(const Value& v) { return v.is(Tag::Str) && v.as<StrObj>()->s.rfind("__sym_", 0) == 0; }
/// The symbol's description; false when it has none (Symbol()).
bool symbol_description(const std::string& s, std::string& out) {
  std::string_view r = std::string_view(s).substr(6);
  if (!r.empty() && r[0] == '#') {
    auto colon = r.find(':');
    if (colon == std::string_view::npos) return false;
    out = std::string(r.substr(colon + 1));
  } else if (!r.empty() && r[0] == '@') {
    out = std::string(r.substr(1));
  } else {
    out = "Symbol." + std::string(r);
  }
  return true;
}
std::string symbol_text(const std::string& s) {
  std::string d;
  symbol_description(s, d);
  return "Symbol(" + d + ")";
}

extern const char kFnKey[];
std::string type_of(Vm& in, const Value& v) {
  (void)in;
  switch (v.tag()) {
    case Tag::None: return "undefined";
    case Tag::Bool: return "boolean";
    case Tag::Int: return "number";
    case Tag::Float: return is_null(v) ? "object" : "number";
    case Tag::Str: return is_symbol(v) ? "symbol" : "string";
    case Tag::BigInt: return "bigint";
    case Tag::Instance:
      if (js::is_proxy(v)) return type_of(in, js::proxy_target(v));
      return is_big(v) ? "bigint" : "object";
    case Tag::Function: case Tag::BoundMethod: case Tag::Builtin: case Tag::Class: return "function";
    case Tag::Dict: return v.as<DictObj>()->find(make_str(kFnKey)) ? "function" : "object";
    default: return "object";
  }
}

// --- calling back into user code ---------------------------------------------------
std::size_t arity(const Value& f) {
  if (f.is(Tag::Function)) {
    auto* fi = f.as<FunctionObj>()->sig;
    if (fi->varargs >= 0 || fi->kwargs >= 0) return SIZE_MAX;
    return fi->params.size();
  }
  if (f.is(Tag::BoundMethod)) {
    std::size_t a = arity(f.as<BoundMethodObj>()->func);
    return a == SIZE_MAX || a == 0 ? a : a - 1;
  }
  return SIZE_MAX;
}
Value call(Vm& in, const Value& f, std::initializer_list<Value> args) {
  std::size_t n = std::min(arity(f), args.size());
  std::vector<Value> a(args.begin(), args.begin() + static_cast<std::ptrdiff_t>(n));
  if (!(f.is(Tag::Function) || f.is(Tag::BoundMethod) || f.is(Tag::Builtin) || f.is(Tag::Class))) {
    in.raise("TypeError", to_str(in, f) + " is not a function");
    return Value::none();
  }
  return in.call_sync(f, a);
}
/// A function taking `this` as its first parameter (a method, or a
/// `function` that reads `this`), plain or bound to a receiver.
const FunctionObj* this_fn(Vm& in, const Value& f) {
  const Value& u = f.is(Tag::BoundMethod) ? f.as<BoundMethodObj>()->func : f;
  if (!u.is(Tag::Function)) return nullptr;
  auto* fi = u.as<FunctionObj>()->sig;
  return !fi->params.empty() && in.name(fi->params[0]) == "this" ? u.as<FunctionObj>() : nullptr;
}
/// `f` with `self` as its `this` (a property read through `self`).
/// Obj::rt_flags of a BoundMethodObj made by a property read: in JavaScript the
/// value read is the function itself (a.m === b.m), so equality, Map/Set keys
/// and indexOf see the function; the receiver only serves the call.
constexpr std::uint8_t kReadBound = 0x40;
Value with_this(Vm& in, const Value& f, const Value& self) {
  const FunctionObj* fo = this_fn(in, f);
  if (!fo) return f;
  auto* bm = new BoundMethodObj();
  bm->self = self;
  bm->func = f.is(Tag::BoundMethod) ? f.as<BoundMethodObj>()->func : f;
  bm->rt_flags |= kReadBound;
  return Value::object(bm);
}
/// The function a method read stands for (else v itself).
const Value& read_fn(const Value& v) {
  return v.is(Tag::BoundMethod) && (v.obj()->rt_flags & kReadBound) ? v.as<BoundMethodObj>()->func : v;
}/// Calls `f` with an explicit `this` (call/apply/bind): a function that
/// takes `this` gets it first, any other callee ignores it. Arguments
/// beyond what f declares are dropped, as JavaScript ignores them.
/// Methods of Array.prototype / Object.prototype read as values (to be
/// called through call/apply): self is the method's name.
Value proto_dispatch(Vm& in, const Value& name, const Value& self, Args& a);
std::string builtin_fn_name(const BuiltinObj* b);
Value str_proto_method(Vm& in, const Value& self, Args& a);
Value proto_method(Vm& in, const Value& self, Args& a) {
  if (a.empty()) return Value::none();
  Args rest(a.begin() + 1, a.end());
  return proto_dispatch(in, self, a[0], rest);
}
Value kind_proto_method(Vm& in, const Value& self, Args& a);
Value error_proto_toString(Vm& in, const Value& self, Args& a);
Value call_with_this(Vm& in, const Value& f, const Value& self, std::span<const Value> args) {
  if (f.is_symbolic()) {  // an unknown bound target: an unknown result
    std::vector<Value> all(args.begin(), args.end());
    return in.unresolved_call("call", all, in.call_expr("call", all));
  }
  if (!(f.is(Tag::Function) || f.is(Tag::BoundMethod) || f.is(Tag::Builtin) || f.is(Tag::Class))) {
    in.raise("TypeError", "not a function");
    return Value::none();
  }
  if (f.is(Tag::Builtin) && f.as<BuiltinObj>()->fn == proto_method) {  // Array.prototype.slice.call(a, 1)
    std::vector<Value> rest(args.begin(), args.end());
    return proto_dispatch(in, f.as<BuiltinObj>()->self, self, rest);
  }
  if (f.is(Tag::Builtin) && f.as<BuiltinObj>()->native_name && std::string_view(f.as<BuiltinObj>()->native_name) == "array_method") {
    // [].slice.call(arguments): an array's method read from an array, run on the given receiver
    std::vector<Value> rest(args.begin(), args.end());
    return proto_dispatch(in, make_str(builtin_fn_name(f.as<BuiltinObj>())), self, rest);
  }
  if (f.is(Tag::Builtin) && (f.as<BuiltinObj>()->fn == str_proto_method || f.as<BuiltinObj>()->fn == kind_proto_method ||
                             f.as<BuiltinObj>()->fn == error_proto_toString)) {
    // String.prototype.trim.call(s), Date.prototype.getTime.call(d): the receiver first
    std::vector<Value> all{self};
    all.insert(all.end(), args.begin(), args.end());
    return f.as<BuiltinObj>()->fn(in, f.as<BuiltinObj>()->self, all);
  }
  std::vector<Value> all;
  Value callee = f;
  if (this_fn(in, f)) {
    callee = f.is(Tag::BoundMethod) ? f.as<BoundMethodObj>()->func : f;
    all.push_back(self);
  }
  std::size_t room = arity(callee);
  room = room == SIZE_MAX ? SIZE_MAX : room - all.size();
  for (std::size_t i = 0; i < args.size() && i < room; ++i) all.push_back(args[i]);
  return in.call_sync(callee, all);
}
bool js_truthy(const Value& v) {
  switch (v.tag()) {
    case Tag::None: return false;
    case Tag::Bool: return v.b();
    case Tag::Int: return v.i() != 0;
    case Tag::Float: return !(v.d() == 0 || std::isnan(v.d()));
    case Tag::Str: return !v.as<StrObj>()->s.empty();
    case Tag::Instance: return !is_big(v) || big_of(v) != 0;
    default: return true;
  }
}

// --- properties: accessors, prototypes, properties of functions ------------------
const char kProtoKey[] = "\x01proto";  ///< hidden key: a plain object's prototype
const char kCtorKey[] = "\x01" "ctor";  ///< hidden key: a prototype's constructor ("\x01c" would be one escape)
const char kFnKey[] = "\x01" "fn";       ///< hidden key: a constructor the runtime keeps as an object (Object)
/// A getter/setter property's value read through `self`.
Value accessor_read(Vm& in, const Value& acc, const Value& self) {
  const Value& g = acc.as<AccessorObj>()->get;
  if (g.is_none() || g.is_undef()) return Value::none();
  Value fn = g;
  std::vector<Value> args;
  if (this_fn(in, fn)) {
    if (fn.is(Tag::BoundMethod)) fn = fn.as<BoundMethodObj>()->func;
    args.push_back(self);
  }
  return in.call_sync(fn, args);
}
/// An accessor standing for a variable (TypeScript's exported namespace
/// `let`, whose getter the lowerer names __ns_get_<name>): a data property
/// to the program.
bool live_binding(const Value& acc) {
  const Value& g = acc.as<AccessorObj>()->get;
  return g.is(Tag::Function) && g.as<FunctionObj>()->sig->name.rfind("__ns_get_", 0) == 0;
}
/// The prototype a plain object was made with (Object.create, `new F`),
/// or Undef.
/// An instance's hidden field (private-named: no property) holding the class
/// it was made with, once Object.setPrototypeOf gave it another.
constexpr const char* kMadeAsField = "#made as";
Value proto_of(const Value& obj) {
  if (!obj.is(Tag::Dict)) return Value::undef();
  Value* p = obj.as<DictObj>()->find(make_str(kProtoKey));
  return p ? *p : Value::undef();
}
/// Set once the run gives a plain object an accessor with a setter: from
/// then on a computed store (`o[k] = v`) or Object.assign into a plain object
/// looks for one along the chain; before, such stores need no lookup.
thread_local bool g_dict_setters = false;
/// A property found along the prototype chain of `obj` (own first), or
/// nullptr; `holder` is the object that has it. Bounded, so a cycle made
/// with setPrototypeOf cannot hang.
Value* find_inherited(const Value& obj, const Value& key, Value& holder) {
  Value cur = obj;
  for (int guard = 0; guard < 10000 && cur.is(Tag::Dict); ++guard) {
    auto* d = cur.as<DictObj>();
    if (Value* v = d->find(key)) {
      holder = cur;
      return v;
    }
    Value* p = d->find(make_str(kProtoKey));
    if (!p) break;
    cur = *p;
  }
  return nullptr;
}
/// Properties assigned to functions (`f.count = 1`, `F.prototype`): one
/// table per run, keyed by the function (a `this`-taking function by its
/// underlying function, so every binding of it shares them).
DictObj* fn_props(Vm& in, const Value& f, bool create) {
  Value& t = in.run_state("javascript.function_props");
  if (t.is_none()) {
    if (!create) return nullptr;
    t = make<DictObj>();
  }
  const Value& key = f.is(Tag::BoundMethod) ? f.as<BoundMethodObj>()->func : f;
  Value* d = t.as<DictObj>()->find(key);
  if (d) return d->as<DictObj>();
  if (!create) return nullptr;
  Value nd = make<DictObj>();
  t.as<DictObj>()->set(key, nd);
  return nd.as<DictObj>();
}
/// `F.prototype`: made on first use, its constructor (hidden) is F.
Value fn_prototype(Vm& in, const Value& f) {
  DictObj* props = fn_props(in, f, true);
  if (Value* p = props->find(make_str("prototype"))) return *p;
  Value proto = make<DictObj>();
  proto.as<DictObj>()->set(make_str(kCtorKey), f);  // as the program holds it (F === x.constructor)
  props->set(make_str("prototype"), proto);
  return proto;
}

// --- string conversion and inspection ------------------------------------------------
/// Arrays being converted to strings: as in V8, an array met again inside
/// itself converts to "" (otherwise `a.push(a); a.join()` never ends).
struct JoinGuard {
  static std::vector<const void*>& active() {
    thread_local std::vector<const void*> v;
    return v;
  }
  bool cyclic;
  explicit JoinGuard(const void* p) {
    auto& a = active();
    cyclic = std::find(a.begin(), a.end(), p) != a.end() || a.size() > 1000;
    if (!cyclic) a.push_back(p);
  }
  ~JoinGuard() {
    if (!cyclic) active().pop_back();
  }
};

/// `[Symbol.toPrimitive]("string")` of an object that has one (a primitive
/// result), else Undef.
Value string_primitive(Vm& in, const Value& v) {
  Value tp = member(in, v, "__sym_toPrimitive");
  if (!(tp.is(Tag::Function) || tp.is(Tag::BoundMethod))) return Value::undef();
  Value h = make_str("string");
  Value r = call_with_this(in, tp, v, std::span<const Value>(&h, 1));
  return is_object_value(r) ? Value::undef() : r;
}
/// Object.prototype.toString's text of an object without its own toString:
/// "[object Tag]" when it (or its class) has a string [Symbol.toStringTag].
std::string object_tag_text(Vm& in, const Value& v) {
  if (std::string t = iterator_tag_text(in, v); !t.empty()) return t;  // [1].values(), 'ab'[Symbol.iterator]()
  Value tag = member(in, v, "__sym_toStringTag");
  if (in.raising()) return "";
  return tag.is(Tag::Str) ? "[object " + S(tag) + "]" : "[object Object]";
}
std::string to_str(Vm& in, const Value& v) {
  if (is_big(v)) return big_str(v);
  if (is_date(v)) return std::isnan(date_of(v)) ? "Invalid Date" : js::date_string(date_of(v));
  switch (v.tag()) {
    case Tag::None: return "undefined";
    case Tag::Bool: return v.b() ? "true" : "false";
    case Tag::Int: case Tag::Float: return is_null(v) ? "null" : fmt_value_num(v);
    case Tag::Str: return S(v);
    case Tag::List: case Tag::Tuple: {
      if (v.obj()->rt_flags & kArraySubclass)  // an Array subclass's own toString
        if (Value c = array_class(in, v); c.is(Tag::Class))
          for (auto& k : c.as<ClassObj>()->mro) {
            if (k.as<ClassObj>()->builtin) break;
            if (Value* m = k.as<ClassObj>()->attrs.find(in.intern("toString")); m && m->is(Tag::Function)) {
              Value r = in.call_sync(*m, std::vector<Value>{v});
              return in.raising() ? std::string() : to_str(in, r);
            }
          }
      if (std::string tag = iterator_tag_text(in, v); !tag.empty()) return tag;  // `${m.keys()}`
      JoinGuard guard(v.as<ListObj>());
      if (guard.cyclic) return "";
      std::string out;
      bool first = true;
      for (auto& x : v.as<ListObj>()->items) {
        if (!first) out += ",";
        first = false;
        if (!is_nullish(x)) out += to_str(in, x);
      }
      return out;
    }
    case Tag::Dict: {
      if (Value p = string_primitive(in, v); !p.is_undef()) return in.raising() ? "" : to_str(in, p);
      Value holder;
      Value* f = find_inherited(v, make_str("toString"), holder);
      if (f && (f->is(Tag::Function) || f->is(Tag::BoundMethod))) {  // own or inherited toString
        Value r = call_with_this(in, *f, v, {});
        if (in.raising()) return "";
        return to_str(in, r);
      }
      if (proto_of(v).is_heap()) {  // a chain ending in a class (Object.create(Error.prototype)): its toString
        Value cur = v;
        for (int guard = 0; guard < 10000 && cur.is(Tag::Dict); ++guard) cur = proto_of(cur);
        if (cur.is(Tag::Class)) {
          Value m = member(in, v, "toString");
          if (m.is(Tag::BoundMethod) || m.is(Tag::Builtin)) {
            Value r = in.call_sync(m, {});
            return in.raising() ? "" : to_str(in, r);
          }
        }
      }
      return object_tag_text(in, v);
    }
    case Tag::Instance: {
      if (js::is_regex(in, v)) return js::regex_text(in, v);
      if (js::binary_instanceof(in, v, "Buffer")) {  // node's Buffer converts as its toString(): utf8 text
        Value r = in.call_sync(js::typed_member(in, v, "toString"), {});
        return r.is(Tag::Str) ? S(r) : "";
      }
      if (std::vector<Value> elems; js::typed_items(in, v, elems)) return to_str(in, make_list(std::move(elems)));
      if (js::is_binary(in, v)) return "[object " + v.as<InstanceObj>()->klass()->name + "]";
      if (std::string t; js::url_text(in, v, t)) return t;
      if (Value p = string_primitive(in, v); !p.is_undef()) return in.raising() ? "" : to_str(in, p);
      Value m = in.ir_load_attr(v, in.intern("toString"));
      if (in.raising()) in.clear_raise();
      else if (m.is(Tag::BoundMethod)) return to_str(in, in.call_sync(m, std::vector<Value>{}));
      if (is_error(v)) {
        std::string msg = error_message(in, v);
        return error_name(in, v) + (msg.empty() ? "" : ": " + msg);
      }
      if (as_map(in, v)) return "[object Map]";
      return object_tag_text(in, v);
    }
    case Tag::Set: return "[object Set]";
    case Tag::Generator: return "[object Generator]";
    case Tag::Function: return "function " + v.as<FunctionObj>()->sig->name + "() { [native code] }";
    case Tag::Builtin:  // a built-in function's text, as V8 gives it
      if (v.as<BuiltinObj>()->native_name) return "function " + builtin_fn_name(v.as<BuiltinObj>()) + "() { [native code] }";
      return in.str(v);
    default: return in.str(v);
  }
}

/// The code unit of a lone surrogate stored at s[i] (WTF-8: ED A0..BF xx), else 0.
std::uint32_t lone_surrogate_at(const std::string& s, std::size_t i) {
  if (i + 2 >= s.size() || static_cast<unsigned char>(s[i]) != 0xED || (static_cast<unsigned char>(s[i + 1]) & 0xE0) != 0xA0)
    return 0;
  return 0xD000u | ((static_cast<unsigned char>(s[i + 1]) & 0x3Fu) << 6) | (static_cast<unsigned char>(s[i + 2]) & 0x3Fu);
}
/// A high surrogate at s[i] followed by a low one (halves stored apart, then
/// joined by concatenation): the UTF-8 of the character they make, else "".
std::string surrogate_pair_at(const std::string& s, std::size_t i) {
  const std::uint32_t hi = lone_surrogate_at(s, i), lo = hi >= 0xD800 && hi < 0xDC00 ? lone_surrogate_at(s, i + 3) : 0;
  if (lo < 0xDC00) return "";
  const std::uint32_t cp = 0x10000 + ((hi - 0xD800) << 10) + (lo - 0xDC00);
  return {static_cast<char>(0xF0 | (cp >> 18)), static_cast<char>(0x80 | ((cp >> 12) & 0x3F)),
          static_cast<char>(0x80 | ((cp >> 6) & 0x3F)), static_cast<char>(0x80 | (cp & 0x3F))};
}
/// Text as written to stdout/stderr: a lone surrogate (not UTF-8) becomes U+FFFD, as node's encoder writes it.
std::string output_text(std::string s) {
  if (s.find('\xED') == std::string::npos) return s;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (std::string pair = surrogate_pair_at(s, i); !pair.empty()) s.replace(i, 6, pair);
    else if (lone_surrogate_at(s, i)) s.replace(i, 3, "\xEF\xBF\xBD");
  }
  return s;
}
/// s[i..] as \uXXXX when it is a lone surrogate (util.inspect and JSON.stringify escape them); false otherwise.
bool escape_lone_surrogate(const std::string& s, std::size_t& i, std::string& out) {
  const std::uint32_t u = lone_surrogate_at(s, i);
  if (!u) return false;
  if (std::string pair = surrogate_pair_at(s, i); !pair.empty()) {
    out += pair;
    i += 5;
    return true;
  }
  char b[16];
  std::snprintf(b, sizeof b, "\\u%04x", static_cast<unsigned>(u));
  out += b;
  i += 2;
  return true;
}
std::string quote(const std::string& s) {
  char q = '\'';
  if (s.find('\'') != std::string::npos) q = s.find('"') == std::string::npos ? '"' : (s.find('`') == std::string::npos ? '`' : '\'');
  std::string out(1, q);
  for (std::size_t i = 0; i < s.size(); ++i) {
    const char c = s[i];
    if (escape_lone_surrogate(s, i, out)) continue;
    if (c == q) { out += '\\'; out += c; }
    else if (c == '\n') out += "\\n";
    else if (c == '\t') out += "\\t";
    else if (c == '\\') out += "\\\\";
    else if (c == '\r') out += "\\r";
    else out += c;
  }
  out += q;
  return out;
}
bool ident_key(const std::string& k) {
  if (k.empty() || std::isdigit(static_cast<unsigned char>(k[0]))) return false;
  for (char c : k)
    if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '$')) return false;
  return true;
}
std::string key_text(Vm& in, const Value& k) {
  std::string s = k.is(Tag::Str) ? S(k) : to_str(in, k);
  return ident_key(s) ? s : quote(s);
}

std::string inspect(Vm& in, const Value& v, int depth, int indent, bool top);
std::string inspect_rec(Vm& in, const Value& v, int depth, int indent, bool top);

int g_cur_depth = 0;  ///< node's ctx.currentDepth: depth of the last container formatted
int g_max_depth = 2;  ///< node's ctx.depth: deeper containers print as [Object], [Array], ... (console.dir's depth)
bool g_show_hidden = false;  ///< node's ctx.showHidden (%o): an array's [length], a function's [length] and [name]
int g_compact = 3;  ///< node's ctx.compact (util.inspect's compact option): a number, 0 for false, -1 for true
double g_break_length = 80;  ///< node's ctx.breakLength (Infinity allowed)
double g_max_array_length = 100;  ///< node's ctx.maxArrayLength: array entries shown
double g_max_string_length = INFINITY;  ///< node's ctx.maxStringLength: UTF-16 units of a nested string shown
bool g_sorted = false;  ///< node's ctx.sorted: an object's, Map's or Set's entries in sorted order
int g_getters = 0;  ///< node's ctx.getters: 1 true, 2 'get' (getters without setters), 3 'set' (with setters)

// node's ctx.seen (the containers being formatted, innermost last) and
// ctx.circular (containers met again inside themselves, numbered from 1 in
// the order found): a container met again prints [Circular *N], and the
// container itself is prefixed <ref *N> once its contents are formatted.
struct InspectCtx {
  std::vector<const Obj*> seen, circular;
};
std::vector<const Obj*> g_seen, g_circular;
bool being_formatted(const Obj* o) { return std::find(g_seen.begin(), g_seen.end(), o) != g_seen.end(); }

std::string circular_ref(const Obj* o) {
  auto it = std::find(g_circular.begin(), g_circular.end(), o);
  if (it == g_circular.end()) it = g_circular.insert(g_circular.end(), o);
  return "[Circular *" + std::to_string(it - g_circular.begin() + 1) + "]";
}
/// Marks a container as being formatted for its lifetime; ref() is its
/// "<ref *N>" label when something inside referred back to it.
struct Seen {
  explicit Seen(const Obj* o) : o_(o) { g_seen.push_back(o); }
  ~Seen() { g_seen.pop_back(); }
  Seen(const Seen&) = delete;
  Seen& operator=(const Seen&) = delete;
  std::string ref() const {
    auto it = std::find(g_circular.begin(), g_circular.end(), o_);
    return it == g_circular.end() ? std::string() : "<ref *" + std::to_string(it - g_circular.begin() + 1) + ">";
  }
 private:
  const Obj* o_;
};

/// node's groupArrayElements (arrays of more than 6 entries in columns).
/// The columns a terminal gives text (node's getStringWidth): East Asian
/// wide characters and emoji take two, combining marks none.
std::size_t display_width(const std::string& s) {
  std::size_t w = 0;
  for (std::size_t i = 0; i < s.size();) {
    const auto c = static_cast<unsigned char>(s[i]);
    std::uint32_t cp = c;
    std::size_t n = 1;
    if (c >= 0xC0) {
      n = std::min<std::size_t>(c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : 2, s.size() - i);
      cp = c & (0xFF >> (n + 1));
      for (std::size_t j = 1; j < n; ++j) cp = (cp << 6) | (static_cast<unsigned char>(s[i + j]) & 0x3F);
    }
    i += n;
    if (cp >= 0x300 && cp < 0x370) continue;
    const bool wide = (cp >= 0x1100 && cp <= 0x115F) || (cp >= 0x2E80 && cp <= 0xA4CF) || (cp >= 0xAC00 && cp <= 0xD7A3) ||
                      (cp >= 0xF900 && cp <= 0xFAFF) || (cp >= 0xFE30 && cp <= 0xFE4F) || (cp >= 0xFF00 && cp <= 0xFF60) ||
                      (cp >= 0xFFE0 && cp <= 0xFFE6) || (cp >= 0x1F300 && cp <= 0x1F64F) || (cp >= 0x1F900 && cp <= 0x1F9FF) ||
                      (cp >= 0x20000 && cp <= 0x3FFFD);
    w += wide ? 2 : 1;
  }
  return w;
}
std::vector<std::string> group_array(const std::vector<std::string>& output, int indent, bool numbers) {
  const std::size_t separator_space = 2;
  std::size_t total_length = 0, max_length = 0;
  std::size_t output_length = output.size();
  if (output_length > 0 && output.back().rfind("... ", 0) == 0) --output_length;
  std::vector<std::size_t> data_len(output_length);
  for (std::size_t i = 0; i < output_length; ++i) {
    data_len[i] = display_width(output[i]);
    total_length += data_len[i] + separator_space;
    max_length = std::max(max_length, data_len[i]);
  }
  const std::size_t actual_max = max_length + separator_space;
  if (static_cast<double>(actual_max * 3 + static_cast<std::size_t>(indent)) < g_break_length &&
      (static_cast<double>(total_length) / static_cast<double>(actual_max) > 5 || max_length <= 6)) {
    const double approx = 2.5;
    const double average_bias = std::sqrt(static_cast<double>(actual_max) - static_cast<double>(total_length) / static_cast<double>(output.size()));
    const double biased_max = std::max(static_cast<double>(actual_max) - 3 - average_bias, 1.0);
    const double columns_d = std::min({std::round(std::sqrt(approx * biased_max * static_cast<double>(output_length)) / biased_max),
                                       std::floor((g_break_length - static_cast<double>(indent)) / static_cast<double>(actual_max)), 4.0 * g_compact, 15.0});
    const std::size_t columns = static_cast<std::size_t>(columns_d);
    if (columns <= 1) return output;
    std::vector<std::size_t> max_line;
    for (std::size_t i = 0; i < columns; ++i) {
      std::size_t line_length = 0;
      for (std::size_t j = i; j < output_length; j += columns) line_length = std::max(line_length, data_len[j]);
      max_line.push_back(line_length + separator_space);
    }
    std::vector<std::string> tmp;
    for (std::size_t i = 0; i < output_length; i += columns) {
      std::size_t max = std::min(i + columns, output_length);
      std::string str;
      std::size_t j = i;
      for (; j < max - 1; ++j) {
        std::string cell = output[j] + ", ";
        std::size_t w = max_line[j - i];
        const std::size_t cw = data_len[j] + 2;
        std::string fill(w > cw ? w - cw : 0, ' ');
        str += numbers ? fill + cell : cell + fill;
      }
      if (numbers) {
        std::size_t w = max_line[j - i] - separator_space;
        str += std::string(w > data_len[j] ? w - data_len[j] : 0, ' ') + output[j];
      } else {
        str += output[j];
      }
      tmp.push_back(str);
    }
    if (output_length < output.size()) tmp.push_back(output.back());
    return tmp;
  }
  return output;
}

/// node's isBelowBreakLength: the entries, a separator each and `start`
/// fit in breakLength, and the base is one line.
bool below_break_length(const std::vector<std::string>& output, std::size_t start, const std::string& base) {
  double total = static_cast<double>(output.size() + start);
  if (total + static_cast<double>(output.size()) > g_break_length) return false;
  for (auto& p : output) {
    total += static_cast<double>(js::utf16_length(p));
    if (total > g_break_length) return false;
  }
  return base.find('\n') == std::string::npos;
}

/// node's reduceToSingleString with compact true: one line when it fits in
/// breakLength, else an entry per line under the first.
std::string wrap_filled(const std::string& brace0, const std::vector<std::string>& parts, const char* close, int indent,
                        const std::string& base) {
  std::string out = brace0 + (base.empty() ? "" : " " + base);
  std::string sep;
  if (below_break_length(parts, 0, base)) {
    out += " ";
    sep = ", ";
  } else {
    const std::string ind(static_cast<std::size_t>(indent), ' ');
    out += base.empty() && brace0.size() == 1 ? " " : "\n" + ind + "  ";
    sep = ",\n" + ind + "  ";
  }
  for (std::size_t i = 0; i < parts.size(); ++i) out += (i ? sep : "") + parts[i];
  return out + " " + close;
}

/// node's reduceToSingleString: with compact a number (3 by default) the
/// innermost `compact` levels share a line when they fit in breakLength
/// (arrays of more than 6 entries in columns); compact false puts every
/// entry on its own line; compact true fills lines the old way. With
/// sorted, an object's (Map's, Set's) entries are ordered first.
std::string wrap(const std::string& brace0, const std::vector<std::string>& parts, const char* close, int indent,
                 int depth, bool is_array, bool numbers, const std::string& base = std::string()) {
  std::vector<std::string> output = parts;
  if (g_sorted && !is_array) std::sort(output.begin(), output.end());
  if (g_compact == -1) return wrap_filled(brace0, output, close, indent, base);
  const std::string lead = base.empty() ? std::string() : base + " ";
  if (g_compact >= 1) {
    if (is_array && output.size() > 6) output = group_array(output, indent, numbers);
    if (g_cur_depth - depth < g_compact && output.size() == parts.size()) {
      std::size_t start = output.size() + static_cast<std::size_t>(indent) + brace0.size() + base.size() + 10;
      bool nl = false;
      for (auto& p : output) nl |= p.find('\n') != std::string::npos;
      if (!nl && below_break_length(output, start, base)) {
        std::string out = lead + brace0 + " ";
        for (std::size_t i = 0; i < output.size(); ++i) out += (i ? ", " : "") + output[i];
        return out + " " + close;
      }
    }
  }
  std::string ind = "\n" + std::string(static_cast<std::size_t>(indent), ' ');
  std::string out = lead + brace0 + ind + "  ";
  for (std::size_t i = 0; i < output.size(); ++i) out += (i ? "," + ind + "  " : "") + output[i];
  return out + ind + close;
}

/// node's formatSet/formatMap past maxArrayLength: `... n more items`.
void more_items(std::vector<std::string>& parts, std::size_t total) {
  if (const std::size_t rest = total - parts.size(); rest > 0)
    parts.push_back("... " + std::to_string(rest) + " more item" + (rest > 1 ? "s" : ""));
}

/// node's formatProperty: `key: value`; with compact true an object's
/// property values are indented by 3 and one wider than breakLength starts
/// on the next line.
std::string prop_text(Vm& in, const std::string& key, const Value& x, int depth, int indent) {
  const int diff = g_compact == -1 ? 3 : 2;
  std::string str = inspect_rec(in, x, depth + 1, indent + diff, false);
  if (diff == 3) {
    const auto nl = static_cast<std::size_t>(std::count(str.begin(), str.end(), '\n'));  // zero-width there
    if (g_break_length < static_cast<double>(display_width(str) - nl))
      return key + ":\n" + std::string(static_cast<std::size_t>(indent + diff), ' ') + str;
  }
  return key + ": " + str;
}

/// Keys in JavaScript's property order: array indices ascending first.
bool index_key(const Value& k, std::uint64_t& n) {
  if (k.is_int()) {
    if (k.i() < 0) return false;
    n = static_cast<std::uint64_t>(k.i());
    return true;
  }
  if (!k.is(Tag::Str)) return false;
  const std::string& s = k.as<StrObj>()->s;
  if (s.empty() || s.size() > 10 || (s.size() > 1 && s[0] == '0')) return false;
  n = 0;
  for (char c : s) {
    if (c < '0' || c > '9') return false;
    n = n * 10 + static_cast<std::uint64_t>(c - '0');
  }
  return n < 4294967295ull;
}
/// Keys the runtime keeps in plain objects but JavaScript does not list:
/// the prototype link and a prototype's constructor ("\x01..."), and
/// symbol-keyed members ("__sym_iterator", see symbol_key).
bool hidden_key(const Value& k) {
  if (!k.is(Tag::Str)) return false;
  const std::string& s = k.as<StrObj>()->s;
  return (!s.empty() && s[0] == '\x01') || s.rfind("__sym_", 0) == 0;
}
std::vector<const std::pair<Value, Value>*> ordered(const DictObj* d) {
  std::vector<const std::pair<Value, Value>*> out;
  out.reserve(d->entries.size());
  bool any = false;
  std::uint64_t n;
  for (auto& e : d->entries) {
    if (hidden_key(e.first)) continue;
    out.push_back(&e);
    any |= index_key(e.first, n);
  }
  if (!any) return out;
  std::stable_sort(out.begin(), out.end(), [](auto* x, auto* y) {
    std::uint64_t a = 0, b = 0;
    bool ia = index_key(x->first, a), ib = index_key(y->first, b);
    if (ia && ib) return a < b;
    return ia && !ib;
  });
  return out;
}

std::vector<std::pair<Value, Value>> own_entries(Vm& in, const Value& v);
/// node's customInspect: an object with a [util.inspect.custom] method
/// (Symbol.for('nodejs.util.inspect.custom')) prints as what the method
/// returns, called with (depth left, options); a string result is printed
/// as it is (its lines indented to the current level), another value is
/// inspected in its place, the object itself means no custom text.
bool custom_inspect(Vm& in, const Value& v, int depth, int indent, bool top, std::string& out) {
  Value fn = member(in, v, "__sym_@nodejs.util.inspect.custom");
  if (!(fn.is(Tag::Function) || fn.is(Tag::BoundMethod) || fn.is(Tag::Builtin))) return false;
  Value opts = make<DictObj>();
  opts.as<DictObj>()->set(make_str("depth"), num(g_max_depth));
  Value args[2] = {num(g_max_depth - depth), opts};
  Value r = call_with_this(in, fn, v, std::span<const Value>(args, 2));
  if (in.raising()) return true;
  if (is_object_value(r) && r.obj() == v.obj()) return false;
  if (!r.is(Tag::Str) || is_symbol(r)) {
    out = inspect_rec(in, r, depth, indent, top);
    return true;
  }
  const std::string pad = "\n" + std::string(static_cast<std::size_t>(indent), ' ');
  for (char c : S(r)) {
    if (c == '\n') out += pad;
    else out += c;
  }
  return true;
}
std::string function_kind(Vm& in, const FunctionObj* f);
NATIVE(f_bound);
/// `[Function: f] { prop: 1 }`: a function's own enumerable properties after its tag.
std::string with_fn_props(Vm& in, const Value& f, std::string text, int depth, int indent) {
  if (depth > g_max_depth) return text;
  auto props = own_entries(in, f);
  std::erase_if(props, [&](const auto& e) { return e.first.is(Tag::Str) && S(e.first) == "prototype"; });
  if (props.empty()) return text;
  if (being_formatted(f.obj())) return circular_ref(f.obj());
  Seen seen(f.obj());
  g_cur_depth = depth;
  std::vector<std::string> parts;
  for (auto& [key, x] : props) parts.push_back(prop_text(in, key_text(in, key), x, depth, indent));
  return wrap(text + " {", parts, "}", indent, depth, false, false, seen.ref());
}
Value get_prop_for(Vm& in, const Value& obj, const Value& key, const Value& receiver);
std::vector<Value> own_prop_keys(Vm& in, const Value& obj);
/// A function's `name` from its IR name: "" for an anonymous one, `get x` /
/// `set x` for an accessor, `[Symbol.iterator]` / `[desc]` for a
/// symbol-keyed method.
std::string fn_display_name(const std::string& n) {
  if (n == "__lambda") return "";
  if (n.rfind("__get_", 0) == 0 || n.rfind("__set_", 0) == 0) {
    std::string rest = fn_display_name(n.substr(6));
    return (n[2] == 'g' ? "get " : "set ") + rest;
  }
  if (n.rfind("__sym_#", 0) == 0) {  // Symbol(desc): [desc]
    const std::size_t colon = n.find(':');
    return colon == std::string::npos ? "" : "[" + n.substr(colon + 1) + "]";
  }
  if (n.rfind("__sym_@", 0) == 0) return "[" + n.substr(7) + "]";  // Symbol.for(key)
  if (n.rfind("__sym_", 0) == 0) return "[Symbol." + n.substr(6) + "]";
  return n;
}
/// An error as node's inspect prints it: its stack (the header named as
/// improveStack does, `Oops [Error]: ...` for a class that kept the name
/// Error; the frames, which no deterministic run can reproduce, as one
/// `at <anonymous>` line indented to its depth), then its own enumerable
/// properties and [cause] in braces.
std::string inspect_error(Vm& in, const Value& v, int depth, int indent) {
  auto* inst = v.as<InstanceObj>();
  const std::string name = error_name(in, v), msg = error_message(in, v);
  if (in.raising()) return "";
  std::string ctor;
  for (auto& c : inst->klass()->mro) {
    auto* k = c.as<ClassObj>();
    if (k->name == "__class") continue;
    ctor = k->builtin ? js_error_name(k->name) : k->name;
    break;
  }
  std::string head = name;
  if (name.size() >= 5 && name.compare(name.size() - 5, 5, "Error") == 0 && !ctor.empty() && ctor != name)
    head = ctor.find(name) != std::string::npos ? ctor : ctor + " [" + name + "]";
  const std::string stack = head + (msg.empty() ? "" : ": " + msg) + "\n" + std::string(static_cast<std::size_t>(indent), ' ') + "    at <anonymous>";
  std::vector<std::string> parts;
  bool has_cause = false;
  for (const Value& k : own_prop_keys(in, v)) {
    if (!k.is(Tag::Str)) continue;
    const std::string& ks = S(k);
    if (ks == "cause") has_cause = true;
    Value x = get_prop_for(in, v, k, v);
    if (in.raising()) return "";
    if ((ks == "name" || ks == "message" || ks == "stack") && x.is(Tag::Str) && stack.find(S(x)) != std::string::npos) continue;
    parts.push_back(prop_text(in, key_text(in, k), x, depth, indent));
  }
  if (!has_cause)
    if (Value* args = inst->fields.find(in.intern("args")); args && (args->is(Tag::Tuple) || args->is(Tag::List)))
      if (auto& it = args->as<ListObj>()->items; it.size() > 1 && it[1].is(Tag::Dict))
        if (Value* c = it[1].as<DictObj>()->find(make_str("cause")))
          parts.push_back("[cause]: " + inspect_rec(in, *c, depth + 1, indent + 2, false));
  if (Value* errs = inst->fields.find(in.intern("errors")); errs && errs->is(Tag::List) && js::property_hidden(in, v, make_str("errors")))
    parts.push_back("[errors]: " + inspect_rec(in, *errs, depth + 1, indent + 2, false));  // an AggregateError's
  if (parts.empty()) return stack;
  if (being_formatted(v.obj())) return circular_ref(v.obj());
  Seen seen(v.obj());
  g_cur_depth = depth;
  return wrap("{", parts, "}", indent, depth, false, false, stack);
}

std::string inspect_rec(Vm& in, const Value& v, int depth, int indent, bool top) {
  if (js::is_proxy(v)) return inspect_rec(in, js::proxy_target(v), depth, indent, top);  // (node: showProxy off)
  if (v.is(Tag::Instance) || v.is(Tag::Dict))
    if (std::string text; custom_inspect(in, v, depth, indent, top, text)) return text;
  switch (v.tag()) {
    case Tag::Str:
      if (is_symbol(v)) return symbol_text(S(v));
      if (top) return S(v);
      if (std::isfinite(g_max_string_length)) {  // node's maxStringLength: the rest counted, not shown
        js::Utf16 u(in, v);
        const auto keep = static_cast<std::size_t>(std::max(g_max_string_length, 0.0));
        if (u.size() > keep) {
          const std::size_t rest = u.size() - keep;
          return quote(u.substr(0, keep)) + "... " + std::to_string(rest) + " more character" + (rest > 1 ? "s" : "");
        }
      }
      return quote(S(v));
    case Tag::Float:
      if (v.d() == 0 && std::signbit(v.d())) return "-0";
      return to_str(in, v);
    case Tag::None: case Tag::Bool: case Tag::Int: return to_str(in, v);
    case Tag::Function: {
      const std::string n = fn_display_name(v.as<FunctionObj>()->sig->name);
      const std::string kind = function_kind(in, v.as<FunctionObj>());
      std::string text = n.empty() ? "[" + kind + " (anonymous)]" : "[" + kind + ": " + n + "]";
      if (g_show_hidden) {  // (a function declaration's [prototype] is not shown)
        const std::size_t params = v.as<FunctionObj>()->sig->params.size();
        const bool has_this = !v.as<FunctionObj>()->sig->params.empty() && in.name(v.as<FunctionObj>()->sig->params[0]) == "this";
        text += " { [length]: " + std::to_string(params - (has_this ? 1 : 0)) + ", [name]: " + quote(n) + " }";
        return text;
      }
      return with_fn_props(in, v, text, depth, indent);
    }
    case Tag::Builtin: {
      auto* b = v.as<BuiltinObj>();
      if (b->fn == f_bound && b->self.is(Tag::Tuple) && !b->self.as<ListObj>()->items.empty()) {  // bind(): "bound f"
        Value t = b->self.as<ListObj>()->items[0];
        if (t.is(Tag::BoundMethod)) t = t.as<BoundMethodObj>()->func;
        std::string tn = t.is(Tag::Function) ? t.as<FunctionObj>()->sig->name
                         : t.is(Tag::Builtin) && t.as<BuiltinObj>()->native_name ? builtin_fn_name(t.as<BuiltinObj>())
                                                                                 : std::string();
        if (tn == "__lambda") tn.clear();
        return "[Function: bound " + tn + "]";
      }
      return "[Function: " + (b->native_name ? builtin_fn_name(b) : std::string("native")) + "]";
    }
    case Tag::BoundMethod:
      if (v.as<BoundMethodObj>()->func.is(Tag::Function)) return inspect_rec(in, v.as<BoundMethodObj>()->func, depth, indent, top);
      return "[Function: bound]";
    case Tag::Generator: return "Object [Generator] {}";
    case Tag::Class: {  // [class B extends A], [class (anonymous)]
      auto* k = v.as<ClassObj>();
      if (k->builtin) return "[Function: " + js_error_name(k->name) + "]";  // Error, TypeError: native functions
      // `class B extends mixin(A)`: node sees no plain heritage and prints a function
      if (k->mro.size() > 1 && k->mro[1].is(Tag::Class) && k->mro[1].as<ClassObj>()->name == "__class" && k->name != "__class")
        return "[Function: " + k->name + "]";
      std::string out = "[class " + (k->name == "__class" ? std::string("(anonymous)") : js_error_name(k->name));
      if (k->mro.size() > 1 && k->mro[1].is(Tag::Class)) {
        const std::string& p = k->mro[1].as<ClassObj>()->name;
        out += " extends " + (p == "__class" ? std::string() : js_error_name(p));
      } else if (!k->unresolved_parents.empty()) {  // a built-in base: [class Stack extends Array]
        out += " extends " + std::string(k->unresolved_parents.front());
      }
      out += "]";
      // its static fields follow, as node prints them: [class A] { count: 1 }
      if (depth <= g_max_depth) {
        auto statics = own_entries(in, v);
        std::vector<std::pair<std::string, Value>> sym_statics;  // `static [sym] = 1` (not static methods)
        for (auto& [nm, x] : k->attrs.items)
          if (in.name(nm).rfind("__sym_", 0) == 0 && !x.is(Tag::Function) && !x.is(Tag::Accessor))
            sym_statics.emplace_back("[" + symbol_text(in.name(nm)) + "]", x);
        if (!statics.empty() || !sym_statics.empty()) {
          if (being_formatted(v.obj())) return circular_ref(v.obj());
          Seen seen(v.obj());
          g_cur_depth = depth;
          std::vector<std::string> parts;
          for (auto& [key, x] : statics) parts.push_back(prop_text(in, key_text(in, key), x, depth, indent));
          for (auto& [key, x] : sym_statics) parts.push_back(prop_text(in, key, x, depth, indent));
          // node's base is the class's name (after a <ref *1> marker), its brace `{`
          const std::string ref = seen.ref();
          return wrap("{", parts, "}", indent, depth, false, false, ref.empty() ? out : ref + " " + out);
        }
      }
      return out;
    }
    case Tag::List: case Tag::Tuple: {
      auto& items = v.as<ListObj>()->items;
      if (std::string kind = v.is(Tag::List) ? iterator_kind(in, v) : std::string(); !kind.empty()) {
        if (kind.rfind("Map ", 0) != 0 && kind.rfind("Set ", 0) != 0) return "Object [" + kind + "] {}";
        if (depth > g_max_depth) return "[Object]";
        std::vector<std::string> parts;
        for (auto& x : items) parts.push_back(inspect_rec(in, x, depth + 1, indent + 2, false));
        if (parts.empty()) return "[" + kind + "] {  }";
        return wrap("[" + kind + "] {", parts, "}", indent, depth, false, false, "");
      }
      std::string sub;  // an Array subclass instance: `Stack(2) [ 1, 2 ]`
      if (v.is(Tag::List) && (v.obj()->rt_flags & kArraySubclass))
        if (Value c = array_class(in, v); c.is(Tag::Class)) sub = c.as<ClassObj>()->name + "(" + std::to_string(items.size()) + ") ";
      if (items.empty()) return sub + (g_show_hidden ? "[ [length]: 0 ]" : "[]");
      if (being_formatted(v.obj())) return circular_ref(v.obj());
      if (depth > g_max_depth) return "[Array]";
      Seen seen(v.obj());
      g_cur_depth = depth;
      std::vector<std::string> parts;
      // node's formatArray / formatSpecialArray: at most 100 entries, a run
      // of holes is one entry `<n empty items>`
      const std::size_t n = static_cast<std::size_t>(std::min(static_cast<double>(items.size()), g_max_array_length));
      auto empty_items = [](std::size_t k) { return "<" + std::to_string(k) + " empty item" + (k > 1 ? "s" : "") + ">"; };
      std::size_t index = 0;
      while (index < items.size() && parts.size() < n) {
        if (is_hole(items[index])) {
          std::size_t j = index;
          while (j < items.size() && is_hole(items[j])) ++j;
          if (j == items.size()) break;  // trailing holes: below
          parts.push_back(empty_items(j - index));
          index = j;
          if (parts.size() == n) break;
        }
        parts.push_back(inspect_rec(in, items[index], depth + 1, indent + 2, false));
        ++index;
      }
      if (const std::size_t remaining = items.size() - index; remaining > 0) {
        if (parts.size() != n) parts.push_back(empty_items(remaining));
        else parts.push_back("... " + std::to_string(remaining) + " more item" + (remaining > 1 ? "s" : ""));
      }
      bool numbers = true;  // (node looks at the array's first entries-many elements)
      for (std::size_t i = 0; i < parts.size() && i < items.size(); ++i) numbers &= is_num(items[i]) || is_big(items[i]);  // padStart
      if (g_show_hidden) parts.push_back("[length]: " + std::to_string(items.size()));
      Value props = js::match_property(in, v, "");  // a match array's index, input, groups
      if (props.is(Tag::Dict)) {
        for (auto& [k, x] : props.as<DictObj>()->entries) parts.push_back(prop_text(in, S(k), x, depth, indent));
        return wrap("[", parts, "]", indent, depth, false, false, seen.ref());  // node groups only plain arrays
      }
      return wrap(sub + "[", parts, "]", indent, depth, true, numbers, seen.ref());
    }
    case Tag::Dict: {
      auto* d = v.as<DictObj>();
      if (std::string kind = iterator_kind(in, v); !kind.empty()) return "Object [" + kind + "] {}";
      // `new F()` objects print as `F { ... }`, Object.create(null) ones as node does
      std::string prefix;
      if (Value* pr = d->find(make_str(kProtoKey))) {
        if (pr->is(Tag::Dict)) {
          if (Value* c = pr->as<DictObj>()->find(make_str(kCtorKey)); c && (c->is(Tag::Function) || c->is(Tag::BoundMethod))) {
            const Value& fn = c->is(Tag::BoundMethod) ? c->as<BoundMethodObj>()->func : *c;
            if (fn.is(Tag::Function)) prefix = fn.as<FunctionObj>()->sig->name + " ";
          }
        } else if (is_null(*pr)) {
          prefix = "[Object: null prototype] ";
        }
      }
      if (Value* fn = d->find(make_str(kFnKey)); fn && fn->is(Tag::Str)) prefix = "[Function: " + S(*fn) + "] ";
      // a non-enumerable [Symbol.toStringTag] (Math's): `Object [Math] {}`
      // (an enumerable one is listed with the members instead)
      if (Value* tag = d->find(make_str("__sym_toStringTag"));
          prefix.empty() && tag && tag->is(Tag::Str) && js::property_hidden(in, v, make_str("__sym_toStringTag")))
        prefix = "Object [" + S(*tag) + "] ";
      auto items = ordered(d);
      std::erase_if(items, [&](const auto* e) { return js::property_hidden(in, v, e->first); });  // enumerable: false
      std::vector<const std::pair<Value, Value>*> syms;
      for (auto& e : d->entries)
        if (e.first.is(Tag::Str) && S(e.first).rfind("__sym_", 0) == 0 && !js::property_hidden(in, v, e.first))
          syms.push_back(&e);
      if (items.empty() && syms.empty()) return prefix.rfind("[Function: ", 0) == 0 ? prefix.substr(0, prefix.size() - 1) : prefix + "{}";
      if (being_formatted(v.obj())) return circular_ref(v.obj());
      if (depth > g_max_depth) return prefix.empty() ? "[Object]" : "[" + prefix.substr(0, prefix.size() - 1) + "]";
      Seen seen(v.obj());
      g_cur_depth = depth;
      std::vector<std::string> parts;
      auto value_text = [&](const Value& x) {
        if (x.is(Tag::Accessor)) {
          auto* acc = x.as<AccessorObj>();
          bool g = !acc->get.is_none() && !acc->get.is_undef(), st = !acc->set.is_none() && !acc->set.is_undef();
          const std::string label = g && st ? "Getter/Setter" : g ? "Getter" : "Setter";
          if (g && (g_getters == 1 || (g_getters == 2 && !st) || (g_getters == 3 && st))) {  // node's getters option: the value read
            Value r = accessor_read(in, x, v);
            if (in.raising()) {
              Value e = in.current_exception();
              in.clear_raise();
              return "[" + label + ": <Inspection threw (" + error_message(in, e) + ")>]";
            }
            if (is_null(r)) return "[" + label + ": null]";
            const bool object = r.is(Tag::Dict) || r.is(Tag::List) || r.is(Tag::Instance) || r.is(Tag::Set);
            std::string t = inspect_rec(in, r, depth + 1, indent + 2, false);
            return object ? "[" + label + "] " + t : "[" + label + ": " + t + "]";
          }
          return "[" + label + "]";
        }
        return std::string();
      };
      auto prop = [&](const std::string& key, const Value& x) {
        if (x.is(Tag::Accessor) && live_binding(x)) {  // shown as the variable's value
          Value r = accessor_read(in, x, v);
          if (in.raising()) in.clear_raise();
          return prop_text(in, key, r, depth, indent);
        }
        return x.is(Tag::Accessor) ? key + ": " + value_text(x) : prop_text(in, key, x, depth, indent);
      };
      for (auto* e : items) parts.push_back(prop(key_text(in, e->first), e->second));
      for (auto* e : syms) parts.push_back(prop("[" + symbol_text(S(e->first)) + "]", e->second));
      return wrap(prefix + "{", parts, "}", indent, depth, false, false, seen.ref());
    }
    case Tag::Set: {
      auto* d = v.as<DictObj>();
      std::string prefix = "Set(" + std::to_string(d->entries.size()) + ") {";
      if (d->entries.empty()) return prefix + "}";
      if (being_formatted(v.obj())) return circular_ref(v.obj());
      if (depth > g_max_depth) return "[Set]";
      Seen seen(v.obj());
      g_cur_depth = depth;
      std::vector<std::string> parts;
      for (auto& e : d->entries) {
        if (static_cast<double>(parts.size()) >= g_max_array_length) break;  // maxArrayLength
        parts.push_back(inspect_rec(in, e.first, depth + 1, indent + 2, false));
      }
      more_items(parts, d->entries.size());
      return wrap(prefix, parts, "}", indent, depth, false, false, seen.ref());
    }
    case Tag::Instance: {
      if (is_big(v)) return big_str(v) + "n";
      if (is_date(v)) return std::isnan(date_of(v)) ? "Invalid Date" : js::date_iso(date_of(v));
      if (js::is_promise(in, v))
        return js::promise_inspect(in, v, [](Vm& vm, const Value& x) { return inspect_rec(vm, x, 1, 2, false); });
      if (js::is_regex(in, v)) return js::regex_text(in, v);
      if (js::is_async_generator(in, v)) return "Object [AsyncGenerator] {}";
      if (std::string open; js::is_binary(in, v)) {  // typed arrays, ArrayBuffer, DataView
        std::vector<Value> elems;
        std::vector<std::string> parts;
        Value buffer;
        js::typed_inspect(in, v, open, elems, parts, buffer);
        if (open.back() == '>') return open;  // a Buffer: <Buffer 68 69>
        if (open.back() == '[') {
          if (elems.empty()) return open + "]";
          if (depth > g_max_depth) return "[" + open.substr(0, open.find('(')) + "]";
          std::size_t n = std::min<std::size_t>(elems.size(), 100);
          for (std::size_t i = 0; i < n; ++i) parts.push_back(inspect_rec(in, elems[i], depth + 1, indent + 2, false));
          if (elems.size() > 100) parts.push_back("... " + std::to_string(elems.size() - 100) + " more item" + (elems.size() - 100 > 1 ? "s" : ""));
          return wrap(open, parts, "]", indent, depth, true, true, "");
        }
        if (!buffer.is_none()) parts.push_back("buffer: " + inspect_rec(in, buffer, depth + 1, indent + 2, false));
        return wrap(open, parts, "}", indent, depth, false, false, "");
      }
      if (std::string open; js::is_url_object(v)) {
        if (depth > g_max_depth) return std::string("[") + (js::url_instanceof(v, "URL") ? "URL" : "URLSearchParams") + "]";
        static thread_local int url_depth = 0, url_indent = 0;
        const int saved_depth = url_depth, saved_indent = url_indent;
        url_depth = depth;
        url_indent = indent;
        std::vector<std::string> parts;
        js::url_inspect(in, v, indent, open, parts, [](Vm& vm, const Value& x) { return inspect_rec(vm, x, url_depth + 1, url_indent + 2, false); });
        url_depth = saved_depth;
        url_indent = saved_indent;
        if (parts.empty()) return open;
        return wrap(open, parts, "}", indent, depth, false, false, "");
      }
      if (is_weak_kind(v, "WeakMap") || is_weak_kind(v, "WeakSet"))
        return v.as<InstanceObj>()->klass()->name + " { <items unknown> }";
      DictObj* sub_set = as_set_instance(in, v);
      if (DictObj* m = sub_set ? sub_set : as_map(in, v)) {  // `Counter(2) [Map] {...}` for a subclass
        const std::string kind = sub_set ? "Set" : "Map";
        const std::string& cname = v.as<InstanceObj>()->klass()->name;
        std::string prefix = (cname == kind ? kind : cname) + "(" + std::to_string(m->entries.size()) + ") " +
                             (cname == kind ? "" : "[" + kind + "] ") + "{";
        std::vector<std::pair<Name, Value>> own;  // a subclass instance's fields follow the entries
        for (auto& [k, x] : v.as<InstanceObj>()->fields.items)
          if (k != map_field(in) && in.name(k).rfind('#', 0) != 0) own.emplace_back(k, x);
        if (m->entries.empty() && own.empty()) return prefix + "}";
        if (being_formatted(v.obj())) return circular_ref(v.obj());
        if (depth > g_max_depth) return "[" + (cname == kind ? kind : cname) + "]";
        Seen seen(v.obj());
        g_cur_depth = depth;
        std::vector<std::string> parts;
        for (auto& [k, x] : m->entries) {
          if (static_cast<double>(parts.size()) >= g_max_array_length) break;  // maxArrayLength
          parts.push_back(inspect_rec(in, k, depth + 1, indent + 2, false) +
                          (sub_set ? "" : " => " + inspect_rec(in, x, depth + 1, indent + 2, false)));
        }
        more_items(parts, m->entries.size());
        for (auto& [k, x] : own)
          parts.push_back(prop_text(in, key_text(in, make_str(in.name(k))), x, depth, indent));
        return wrap(prefix, parts, "}", indent, depth, false, false, seen.ref());
      }
      auto* inst = v.as<InstanceObj>();
      if (is_error(v)) return inspect_error(in, v, depth, indent);
      std::string cname = inst->klass()->name;
      for (std::size_t i = 1; cname == "__class" && i < inst->klass()->mro.size(); ++i)  // an anonymous class: its nearest named ancestor
        if (inst->klass()->mro[i].is(Tag::Class) && !inst->klass()->mro[i].as<ClassObj>()->builtin)
          cname = inst->klass()->mro[i].as<ClassObj>()->name;
      auto shown = [&](Name k) { return in.name(k).rfind('#', 0) != 0 && !js::property_hidden(in, v, make_str(in.name(k))); };
      bool any = false;
      for (auto& [k, x] : inst->fields.items) any |= shown(k);
      if (cname == "__class") cname.clear();  // node prints an anonymous class's instances as plain objects
      std::string label = cname;  // with an inherited [Symbol.toStringTag]: `C [Tag] {}`
      if (!inst->fields.find(in.intern("__sym_toStringTag"))) {
        Value tag = member(in, v, "__sym_toStringTag");
        if (in.raising()) return "";
        if (tag.is(Tag::Str) && !S(tag).empty() && S(tag) != cname)
          label = (cname.empty() ? std::string("Object") : cname) + " [" + S(tag) + "]";
      }
      if (!any) return label.empty() ? "{}" : label + " {}";
      if (being_formatted(v.obj())) return circular_ref(v.obj());
      if (depth > g_max_depth) return "[" + (cname.empty() ? std::string("Object") : cname) + "]";
      Seen seen(v.obj());
      g_cur_depth = depth;
      std::vector<std::string> parts;
      for (auto& [k, x] : inst->fields.items)  // string keys, then symbol keys (node's own-key order)
        if (shown(k) && in.name(k).rfind("__sym_", 0) != 0) parts.push_back(prop_text(in, key_text(in, make_str(in.name(k))), x, depth, indent));
      for (auto& [k, x] : inst->fields.items)
        if (shown(k) && in.name(k).rfind("__sym_", 0) == 0) parts.push_back(prop_text(in, "[" + symbol_text(in.name(k)) + "]", x, depth, indent));
      return wrap(label.empty() ? std::string("{") : label + " {", parts, "}", indent, depth, false, false, seen.ref());
    }
    default: return in.repr(v);
  }
}

/// One console.log argument (or %o / %O / %s operand): node's inspect()
/// with a fresh context (the circular-reference numbering restarts).
std::string inspect(Vm& in, const Value& v, int depth, int indent, bool top) {
  InspectCtx saved{std::move(g_seen), std::move(g_circular)};
  g_seen.clear();
  g_circular.clear();
  std::string out = inspect_rec(in, v, depth, indent, top);
  g_seen = std::move(saved.seen);
  g_circular = std::move(saved.circular);
  return out;
}

bool json_value(Vm& in, const Value& v, const std::string& gap, const std::string& ind, std::string& out, int depth);
std::string format_log(Vm& in, Args& a) {
  std::string out;
  std::size_t start = 0;
  // a lone string is printed as it is: node reads directives (%% too) only
  // when arguments follow
  if (a.size() > 1 && a[0].is(Tag::Str) && S(a[0]).find('%') != std::string::npos) {
    const std::string& f = S(a[0]);
    std::size_t k = 1;
    for (std::size_t i = 0; i < f.size(); ++i) {
      if (f[i] == '%' && i + 1 < f.size()) {
        char c = f[i + 1];
        if (c == '%') { out += '%'; ++i; continue; }
        if ((c == 's' || c == 'd' || c == 'i' || c == 'f' || c == 'o' || c == 'O' || c == 'j' || c == 'c') && k < a.size()) {
          const Value& x = a[k++];
          if (c == 'c') {  // CSS styling: consumed, nothing printed
            ++i;
            continue;
          }
          if (c == 'j' && !x.is_symbolic()) {  // JSON.stringify's text ('undefined' when it has none)
            std::string js;
            bool ok = json_value(in, x, "", "", js, 0);
            if (in.raising()) return out;
            out += ok ? js : "undefined";
            ++i;
            continue;
          }
          if (x.is_symbolic()) out += in.repr(x);  // whatever the directive: shown as unknown
          else if (c == 's') out += x.is(Tag::Str) ? S(x) : inspect(in, x, 1, 0, false);
          else if (c == 'd' || c == 'i') {
            double d = to_num(in, x);
            out += fmt_num(c == 'i' ? std::trunc(d) : d);
          } else if (c == 'f') out += fmt_num(to_num(in, x));
          else if (c == 'o') {  // node: inspect with showHidden and depth 4
            const int saved_depth = std::exchange(g_max_depth, 4);
            const bool saved_hidden = std::exchange(g_show_hidden, true);
            out += inspect(in, x, 0, 0, false);
            g_max_depth = saved_depth;
            g_show_hidden = saved_hidden;
          } else out += inspect(in, x, 0, 0, false);
          ++i;
          continue;
        }
      }
      out += f[i];
    }
    start = k;
    for (std::size_t i = start; i < a.size(); ++i) out += " " + inspect(in, a[i], 0, 0, true);
    return out;
  }
  for (std::size_t i = start; i < a.size(); ++i) {
    if (i > start) out += " ";
    out += inspect(in, a[i], 0, 0, true);
  }
  return out;
}

// --- JSON ----------------------------------------------------------------------
std::string json_quote(const std::string& s) {
  std::string out = "\"";
  for (std::size_t i = 0; i < s.size(); ++i) {
    const char c = s[i];
    if (escape_lone_surrogate(s, i, out)) continue;
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\t': out += "\\t"; break;
      case '\r': out += "\\r"; break;
      default:
        if (static_cast<unsigned char>(c) < 0x20) {
          char b[8];
          std::snprintf(b, sizeof b, "\\u%04x", c);
          out += b;
        } else out += c;
    }
  }
  return out + "\"";
}
/// JSON.stringify's replacer: a function called (key, value) with the holder
/// as this, or an array naming the properties kept (in its order).
struct JsonReplacer {
  Value fn;
  std::vector<std::string> keys;
  bool has_keys = false;
};
thread_local const JsonReplacer* g_json_replacer = nullptr;
/// The value stringified for holder[key]: the replacer function's result.
Value json_replaced(Vm& in, const Value& holder, const std::string& key, const Value& v) {
  if (g_json_replacer == nullptr || g_json_replacer->fn.is_none()) return v;
  std::vector<Value> args{make_str(key), v};
  return call_with_this(in, g_json_replacer->fn, holder, args);
}
/// The objects being serialised, outermost first, each with the step that
/// reached it ("property 'k'", "index 3"): a cycle is V8's TypeError, whose
/// message draws the circle as V8 does (two steps, "...", the last).
struct JsonPath {
  std::vector<std::pair<const Obj*, std::string>> stack;
  std::string step;  ///< how the value about to be serialised was reached
};
thread_local JsonPath* g_json_path = nullptr;
constexpr int kMaxJsonDepth = 4000;  // deeper: V8 overflows its stack (RangeError; node measured 4,185 levels)

std::string json_ctor_name(const Value& v) {
  if (v.is(Tag::List) || v.is(Tag::Tuple)) return "Array";
  if (v.is(Tag::Instance)) return v.as<InstanceObj>()->klass()->name;
  return "Object";
}

/// Raises V8's circular-structure TypeError for v, found at index `at` of the path.
void json_circular(Vm& in, std::size_t at, const std::string& closing) {
  const auto& st = g_json_path->stack;
  auto line = [&](std::size_t i) {
    const Obj* o = st[i].first;
    Value ov = Value::object(const_cast<Obj*>(o));
    return "\n    |     " + st[i].second + " -> object with constructor '" + json_ctor_name(ov) + "'";
  };
  Value start = Value::object(const_cast<Obj*>(st[at].first));
  std::string msg = "Converting circular structure to JSON\n    --> starting at object with constructor '" + json_ctor_name(start) + "'";
  const std::size_t prefix_end = std::min(st.size(), at + 3);
  for (std::size_t i = at + 1; i < prefix_end; ++i) msg += line(i);
  if (st.size() > prefix_end + 1) msg += "\n    |     ...";
  for (std::size_t i = std::max(prefix_end, st.size() - 1); i < st.size(); ++i) msg += line(i);
  msg += "\n    --- " + closing + " closes the circle";
  in.raise("TypeError", msg);
}

bool json_value(Vm& in, const Value& v, const std::string& gap, const std::string& ind, std::string& out, int depth);

bool json(Vm& in, const Value& v, const std::string& gap, const std::string& ind, std::string& out, int depth) {
  if (depth > kMaxJsonDepth) {
    if (!in.raising()) in.raise("RangeError", "Maximum call stack size exceeded");
    return false;
  }
  const bool container = v.is(Tag::List) || v.is(Tag::Tuple) || v.is(Tag::Dict) || (v.is(Tag::Instance) && !is_big(v) && !is_date(v));
  if (!container || g_json_path == nullptr) return json_value(in, v, gap, ind, out, depth);
  auto& st = g_json_path->stack;
  for (std::size_t i = 0; i < st.size(); ++i)
    if (st[i].first == v.obj()) {
      json_circular(in, i, g_json_path->step);
      return false;
    }
  st.emplace_back(v.obj(), std::move(g_json_path->step));
  bool ok = json_value(in, v, gap, ind, out, depth);
  st.pop_back();
  return ok;
}

Value proxy_snapshot(Vm& in, const Value& p);
bool json_value(Vm& in, const Value& v, const std::string& gap, const std::string& ind, std::string& out, int depth) {
  if (is_null(v)) { out += "null"; return true; }
  if (js::is_proxy(v)) {  // its keys and values as the traps give them
    Value snap = proxy_snapshot(in, v);
    return !in.raising() && json_value(in, snap, gap, ind, out, depth);
  }
  switch (v.tag()) {
    case Tag::None: case Tag::Function: case Tag::BoundMethod: case Tag::Builtin: return false;
    case Tag::Bool: out += v.b() ? "true" : "false"; return true;
    case Tag::Int: case Tag::Float: {
      double d = to_num(in, v);
      out += std::isfinite(d) ? fmt_value_num(v) : "null";
      return true;
    }
    case Tag::Str:
      if (is_symbol(v)) return false;  // a symbol value serializes as undefined (null in an array)
      out += json_quote(S(v));
      return true;
    case Tag::List: case Tag::Tuple: {
      auto& items = v.as<ListObj>()->items;
      if (items.empty()) { out += "[]"; return true; }
      std::string inner = ind + gap;
      out += "[";
      for (std::size_t i = 0; i < items.size(); ++i) {
        if (i) out += ",";
        if (!gap.empty()) out += "\n" + inner;
        Value item = json_replaced(in, v, std::to_string(i), items[i]);
        if (in.raising()) return false;
        if (g_json_path) g_json_path->step = "index " + std::to_string(i);
        if (!json(in, item, gap, inner, out, depth + 1)) {
          if (in.raising()) return false;
          out += "null";
        }
      }
      if (!gap.empty()) out += "\n" + ind;
      out += "]";
      return true;
    }
    case Tag::Dict: case Tag::Instance: {
      if (is_big(v)) {
        in.raise("TypeError", "Do not know how to serialize a BigInt");
        return false;
      }
      if (is_date(v)) {  // toJSON
        out += std::isnan(date_of(v)) ? "null" : json_quote(js::date_iso(date_of(v)));
        return true;
      }
      if (Value tj = member(in, v, "toJSON"); tj.is(Tag::Function) || tj.is(Tag::BoundMethod) || tj.is(Tag::Builtin)) {  // a user toJSON
        Value r = call_with_this(in, tj, v, {});
        if (in.raising()) return false;
        if (r.is(Tag::Dict) || r.is(Tag::Instance)) {
          if (r.obj() == v.obj()) return false;  // (would recurse forever)
        }
        return json(in, r, gap, ind, out, depth + 1);
      }
      std::vector<std::pair<std::string, Value>> kv;
      if (v.is(Tag::Dict)) {
        for (auto* e : ordered(v.as<DictObj>()))
          if (!js::property_hidden(in, v, e->first))
            kv.emplace_back(to_str(in, e->first), e->second.is(Tag::Accessor) ? accessor_read(in, e->second, v) : e->second);
      } else {
        // a Map's entries are no properties (a subclass's own fields are)
        for (auto& [k, x] : v.as<InstanceObj>()->fields.items)
          if (in.name(k).rfind('#', 0) != 0 && in.name(k).rfind("__sym_", 0) != 0 && k != map_field(in) &&
              !(in.name(k) == "args" && is_error(v)) &&  // an Error's constructor arguments (message, options)
              !js::property_hidden(in, v, make_str(in.name(k))))
            kv.emplace_back(in.name(k), x);
      }
      if (g_json_replacer != nullptr && g_json_replacer->has_keys) {  // the allowlist, in its order
        // Each listed key is read with [[Get]], so an inherited property or a
        // class getter (a computed `points`) is kept too, not only own ones.
        std::vector<std::pair<std::string, Value>> kept;
        for (const std::string& want : g_json_replacer->keys) {
          auto own = std::find_if(kv.begin(), kv.end(), [&](const auto& e) { return e.first == want; });
          if (own != kv.end()) {
            kept.push_back(*own);
          } else if (want.rfind('#', 0) != 0 && want.rfind("__", 0) != 0) {  // (no private or internal slot)
            Value x = get_prop_for(in, v, make_str(want), v);
            if (in.raising()) return false;
            kept.emplace_back(want, x);
          }
        }
        kv = std::move(kept);
      }
      std::string inner = ind + gap;
      out += "{";
      bool any = false;
      for (auto& [k, x0] : kv) {
        std::string piece;
        Value x = json_replaced(in, v, k, x0);
        if (in.raising()) return false;
        if (g_json_path) g_json_path->step = "property '" + k + "'";
        if (!json(in, x, gap, inner, piece, depth + 1)) {
          if (in.raising()) return false;
          continue;
        }
        if (any) out += ",";
        any = true;
        if (!gap.empty()) out += "\n" + inner;
        out += json_quote(k) + (gap.empty() ? ":" : ": ") + piece;
      }
      if (any && !gap.empty()) out += "\n" + ind;
      out += "}";
      return true;
    }
    case Tag::Set: out += "{}"; return true;
    default: return false;
  }
}

// --- helpers for natives ---------------------------------------------------------
const Value& arg(Args& a, std::size_t k) {
  static const Value none;
  return k < a.size() ? a[k] : none;
}
std::int64_t rel_index(Vm& in, const Value& v, std::int64_t len, std::int64_t dflt) {
  if (v.is_none()) return dflt;
  double d = to_num(in, v);
  if (std::isnan(d)) d = 0;
  d = std::trunc(d);
  if (d < 0) d = std::max(0.0, static_cast<double>(len) + d);
  return static_cast<std::int64_t>(std::min(d, static_cast<double>(len)));
}
Value list_of(std::vector<Value> items) { return make_list(std::move(items)); }
/// ECMAScript's ToIntegerOrInfinity, saturated to int64 (NaN is 0): user
/// numbers reach counts, radixes and positions, and casting a double beyond
/// an integer type's range (NaN, 1e300, Infinity) is undefined behaviour.
static std::int64_t to_integer(Vm& in, const Value& v) {
  const double d = std::trunc(to_num(in, v));
  if (std::isnan(d)) return 0;
  if (d >= 9.2e18) return static_cast<std::int64_t>(9.2e18);
  if (d <= -9.2e18) return -static_cast<std::int64_t>(9.2e18);
  return static_cast<std::int64_t>(d);
}
/// ToUint16 (String.fromCharCode): the number modulo 2^16, NaN and infinities 0.
static std::uint32_t to_uint16(Vm& in, const Value& v) {
  const double d = std::trunc(to_num(in, v));
  if (!std::isfinite(d)) return 0;
  const double m = std::fmod(d, 65536.0);
  return static_cast<std::uint32_t>(m < 0 ? m + 65536.0 : m);
}
/// A built-in method's identity whichever way it was read: from a value
/// ([].push, 'x'.trim: bound to it for the call) or from the kind's
/// prototype (Array.prototype.push): its kind and name, so that
/// [].push === Array.prototype.push. False for other built-ins.
Value inst_toString(Vm& in, const Value& self, Args& a);
bool method_identity(const BuiltinObj* b, std::string_view& kind, std::string& name) {
  // an error's toString (read from an error or from Error.prototype) is Error.prototype.toString
  if (b->fn == error_proto_toString || b->fn == inst_toString) {
    kind = b->fn == error_proto_toString || is_error(b->self) ? "Error" : "Object";  // ({}).toString is Object.prototype's
    name = "toString";
    return true;
  }
  static constexpr std::pair<std::string_view, std::string_view> kBound[] = {
      {"array_method", "Array"}, {"string_method", "String"}, {"map_method", "Map"},
      {"set_method", "Set"},     {"number_method", "Number"}, {"date_method", "Date"}};
  const std::string_view n = b->native_name ? b->native_name : "";
  for (const auto& [bn, k] : kBound)
    if (n == bn) {
      kind = k;
      name = builtin_fn_name(b);
      return true;
    }
  if ((b->fn == proto_method || b->fn == str_proto_method) && b->self.is(Tag::Str)) {
    name = S(b->self);
    static constexpr std::string_view kObj[] = {"hasOwnProperty", "isPrototypeOf", "propertyIsEnumerable", "toString", "toLocaleString", "valueOf"};
    kind = b->fn == str_proto_method ? "String" : std::find(std::begin(kObj), std::end(kObj), name) != std::end(kObj) ? "Object" : "Array";
    return true;
  }
  if (b->fn == kind_proto_method && b->self.is(Tag::Tuple) && b->self.as<ListObj>()->items.size() == 2) {
    auto& it = b->self.as<ListObj>()->items;
    if (!it[0].is(Tag::Str) || !it[1].is(Tag::Str)) return false;
    kind = S(it[0]);
    name = S(it[1]);
    return true;
  }
  return false;
}
bool same_method(const BuiltinObj* x, const BuiltinObj* y) {
  std::string_view kx, ky;
  std::string nx, ny;
  return method_identity(x, kx, nx) && method_identity(y, ky, ny) && kx == ky && nx == ny;
}
bool strict_eq(const Value& a, const Value& b);
bool same_value_zero(const Value& a, const Value& b) {
  if (is_num(a) && is_num(b)) {
    double x = a.is_int() ? static_cast<double>(a.i()) : a.d(), y = b.is_int() ? static_cast<double>(b.i()) : b.d();
    return x == y || (std::isnan(x) && std::isnan(y));
  }
  return strict_eq(a, b);
}
bool strict_eq(const Value& a0, const Value& b0) {
  const Value& a = read_fn(a0);
  const Value& b = read_fn(b0);
  if (is_null(a) || is_null(b)) return is_null(a) && is_null(b);
  if (is_num(a) && is_num(b)) {
    if (a.is_int() && b.is_int()) return a.i() == b.i();
    double x = a.is_int() ? static_cast<double>(a.i()) : a.d(), y = b.is_int() ? static_cast<double>(b.i()) : b.d();
    return x == y;
  }
  if (a.tag() != b.tag()) return false;
  if (is_big(a) && is_big(b)) return big_of(a) == big_of(b);
  switch (a.tag()) {
    case Tag::None: return true;
    case Tag::Bool: return a.b() == b.b();
    case Tag::Str: return S(a) == S(b);
    case Tag::Builtin: {  // a global constructor is made at each read: Date === new Date().constructor
      if (a.obj() == b.obj()) return true;
      auto *x = a.as<BuiltinObj>(), *y = b.as<BuiltinObj>();
      const bool same_self = (x->self.is_none() && y->self.is_none()) || (x->self.is(Tag::Str) && y->self.is(Tag::Str) && S(x->self) == S(y->self));
      if (x->fn == y->fn && same_self && x->native_name && y->native_name && std::string_view(x->native_name) == y->native_name) return true;
      return same_method(x, y);
    }
    default: return a.is_heap() && a.obj() == b.obj();
  }
}
bool loose_eq(Vm& in, const Value& a, const Value& b) {
  if (is_nullish(a) || is_nullish(b)) return is_nullish(a) && is_nullish(b);
  if (a.tag() == b.tag() || (is_num(a) && is_num(b))) return strict_eq(a, b);
  if ((is_num(a) || a.is(Tag::Str) || a.is(Tag::Bool)) && (is_num(b) || b.is(Tag::Str) || b.is(Tag::Bool)))
    return to_num(in, a) == to_num(in, b);
  if (is_object_value(a) && is_object_value(b)) return false;  // two objects: identity (strict_eq above)
  // an object against a primitive: ToPrimitive with the default hint ([Symbol.toPrimitive], valueOf, toString)
  if (is_object_value(a)) {
    Value p = to_primitive(in, a, "default");
    return !in.raising() && !is_object_value(p) && loose_eq(in, p, b);
  }
  if (is_object_value(b)) {
    Value p = to_primitive(in, b, "default");
    return !in.raising() && !is_object_value(p) && loose_eq(in, a, p);
  }
  if (a.is_heap() && !a.is(Tag::Str)) return loose_eq(in, make_str(to_str(in, a)), b);
  if (b.is_heap() && !b.is(Tag::Str)) return loose_eq(in, a, make_str(to_str(in, b)));
  return false;
}
/// Value used as a property key (objects have string keys).
Value prop_key(Vm& in, const Value& k) {
  if (k.is(Tag::Str)) return k;
  return make_str(to_str(in, k));
}
/// The number form of a property key ("2" -> 2), else None: entries that
/// internal stores keyed by the number itself are still found. (`o[k] = v`
/// in programs stores the string form: js_store_index.)
Value raw_key(const Value& k) {
  if (!k.is(Tag::Str)) return k;
  const std::string& s = S(k);
  std::int64_t n = 0;
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), n);
  if (ec != std::errc() || end != s.data() + s.size() || std::to_string(n) != s) return Value::none();
  return Value::integer(n);
}
/// The entry of an object (dict) for property key `k`, whether stored under
/// its string form or as the number itself.
Value* dict_prop(Vm& in, DictObj* d, const Value& k) {
  if (Value* v = d->find(prop_key(in, k))) return v;
  Value r = raw_key(k);
  return r.is_none() ? nullptr : d->find(r);
}
Value js_load_attr(Vm& in, const Value& obj, Name field);
Value iter_result(Value value, bool done);
/// A member as `obj.name` reads it (the runtime's rules, then the IR's), or
/// Undef when there is none.
Value member(Vm& in, const Value& obj, std::string_view name) {
  Name n = in.intern(name);
  Value r = js_load_attr(in, obj, n);
  if (r.is_undef()) {
    r = in.ir_load_attr(obj, n);
    if (in.raising()) {
      in.clear_raise();
      return Value::undef();
    }
  }
  return r.is_none() ? Value::undef() : r;
}
/// One step of a JavaScript iterator (self: the object with `next`): its
/// `value`, or StopIteration when `done` (an unknown result counts as done,
/// so iterating it stays bounded).
NATIVE(js_iter_step) {
  UNUSED;
  Value nx = member(in, self, "next");
  if (nx.is_undef()) {
    in.raise("TypeError", to_str(in, self) + " is not an iterator");
    return Value::none();
  }
  Value r = in.call_sync(nx, {});
  if (in.raising()) return Value::none();
  if (r.is_symbolic()) {
    in.raise("StopIteration", "");
    return Value::none();
  }
  if (!(r.is(Tag::Dict) || r.is(Tag::Instance))) {
    in.raise("TypeError", "Iterator result " + to_str(in, r) + " is not an object");
    return Value::none();
  }
  Value done = member(in, r, "done");
  if (in.raising()) return Value::none();
  if (done.is_symbolic() || js_truthy(done)) {
    in.raise("StopIteration", "");
    return Value::none();
  }
  Value v = member(in, r, "value");
  return v.is_undef() ? Value::none() : v;
}
/// The iterator `obj[Symbol.iterator]()` gives, for the VM's iteration
/// protocol (a generator as it is, an object with next() as a lazy
/// iterator); Undef when obj has no such method.
Value user_iterator(Vm& in, const Value& obj) {
  if (!(obj.is(Tag::Dict) || obj.is(Tag::Instance)) || as_map(in, obj)) return Value::undef();
  Value m = member(in, obj, "__sym_iterator");
  if (m.is_undef() || in.raising()) return Value::undef();
  Value it;
  if (m.is_symbolic()) it = in.fresh_symbolic("iterator");
  else it = in.call_sync(m, {});
  if (in.raising()) return Value::none();
  if (it.is(Tag::Generator) || it.is_symbolic() || it.is(Tag::List)) return it;
  if (!(it.is(Tag::Dict) || it.is(Tag::Instance))) {
    in.raise("TypeError", "Result of the Symbol.iterator method is not an object");
    return Value::none();
  }
  auto* io = new IteratorObj();
  io->ikind = IterKind::User;
  io->seq = make_native(js_iter_step, "next", it);
  return Value::object(io);
}
/// `[Symbol.iterator]()` of a built-in iterable: a `{ next }` object over
/// its items.
NATIVE(js_builtin_next) {
  UNUSED;
  if (self.is(Tag::Iterator) && self.as<IteratorObj>()->ikind == IterKind::Symbolic) {
    // an unknown's items (for await): done is `len(x) <= pos`, which the
    // loop's test decides (bounded by symbolic.loop_bound) as for-of's
    auto* it = self.as<IteratorObj>();
    Value done = in.ir_binop(ir::Operator::Le, in.ir_unop(ir::Operator::Len, it->seq), Value::integer(it->pos));
    if (in.raising()) return Value::none();
    Value r = iter_result(in.next(self), false);
    r.as<DictObj>()->set(make_str("done"), done);
    return r;
  }
  if (!in.has_next(self)) return iter_result(Value::none(), true);
  Value v = in.next(self);
  return iter_result(std::move(v), false);
}
std::vector<Value> iter_items(Vm& in, const Value& v);
/// `{ next, [Symbol.iterator] }` over the VM iterator it: iterable itself, as
/// `arr.values()` is (spread, for-of); [Symbol.iterator] rewraps the same iterator.
Value iter_object(const Value& it);
NATIVE(js_iter_again) { UNUSED; return iter_object(self); }
Value iter_object(const Value& it) {
  Value d = make<DictObj>();
  d.as<DictObj>()->set(make_str("next"), make_native(js_builtin_next, "next", it));
  d.as<DictObj>()->set(make_str("__sym_iterator"), make_native(js_iter_again, "[Symbol.iterator]", it));
  return d;
}
NATIVE(js_values_iter) {
  UNUSED;
  Value it = in.iter(self.is(Tag::List) || self.is(Tag::Generator) ? self : list_of(iter_items(in, self)));
  if (in.raising()) return Value::none();
  if (self.is(Tag::List)) return mark_iterator(in, iter_object(it), "Array Iterator");
  if (self.is(Tag::Str)) return mark_iterator(in, iter_object(it), "String Iterator");
  return iter_object(it);
}
/// `for await (x of src)`: src's [Symbol.asyncIterator]() (its next()
/// results are awaited by the loop), else a `{ next }` over src's items as
/// for-of sees them (each item awaited by the loop).
Value i_of(Vm& in, const Value& self, Args& a);
/// A for-await loop's test: the step result `r` is not done (an unknown
/// `done` stays unknown, for the loop's test to decide).
NATIVE(i_iter_more) {
  UNUSED;
  Value d = member(in, arg(a, 0), "done");
  if (in.raising()) return Value::none();
  if (d.is_symbolic()) return in.ir_unop(ir::Operator::Not, d);
  return Value::boolean(d.is_undef() || !js_truthy(d));
}
NATIVE(i_async_iter) {
  UNUSED;
  const Value& v = arg(a, 0);
  if (v.is_symbolic()) {
    Value d = make<DictObj>();
    d.as<DictObj>()->set(make_str("next"), make_native(js_builtin_next, "next", in.iter(v)));
    return d;
  }
  if (v.is(Tag::Dict) || v.is(Tag::Instance)) {
    Value m = member(in, v, "__sym_asyncIterator");
    if (!m.is_undef() && !in.raising()) return in.call_sync(m, {});
  }
  Value seq = i_of(in, Value::none(), a);
  if (in.raising()) return Value::none();
  Value it = in.iter(seq);
  if (in.raising()) return Value::none();
  Value d = make<DictObj>();
  d.as<DictObj>()->set(make_str("next"), make_native(js_builtin_next, "next", it));
  return d;
}
std::vector<Value> iter_items(Vm& in, const Value& v) {
  std::vector<Value> out;
  if (js::is_proxy(v)) {  // an array's items read through the traps; another target iterates itself
    if (!js::proxy_target(v).is(Tag::List)) return iter_items(in, js::proxy_target(v));
    Value snap = proxy_snapshot(in, v);
    return in.raising() ? out : snap.as<ListObj>()->items;
  }
  if (js::typed_items(in, v, out) || js::url_items(in, v, out)) return out;
  if (v.is(Tag::Dict) || v.is(Tag::Instance)) {
    Value it = user_iterator(in, v);
    if (in.raising()) return out;
    if (!it.is_undef()) {
      if (it.is(Tag::List)) return it.as<ListObj>()->items;
      Value cur = in.iter(it);
      while (!in.raising() && in.has_next(cur)) {
        out.push_back(in.next(cur));
        if (!in.charge_copy(1)) break;
      }
      return out;
    }
  }
  if (v.is(Tag::List) || v.is(Tag::Tuple)) return holes_read(v).as<ListObj>()->items;
  if (v.is(Tag::Str)) {
    const std::string& s = S(v);
    for (std::size_t i = 0; i < s.size();) {
      std::size_t n = 1;
      unsigned char c = static_cast<unsigned char>(s[i]);
      if (c >= 0xF0) n = 4; else if (c >= 0xE0) n = 3; else if (c >= 0xC0) n = 2;
      out.push_back(make_str(s.substr(i, n)));
      i += n;
    }
    return out;
  }
  if (v.is(Tag::Set)) {
    for (auto& e : v.as<DictObj>()->entries) out.push_back(e.first);
    return out;
  }
  if (DictObj* m = as_map(in, v)) {
    for (auto& [k, x] : m->entries) out.push_back(list_of({k, x}));
    return out;
  }
  if (v.is(Tag::Dict)) {  // not iterable in JS; keys as a convenience
    for (auto& e : v.as<DictObj>()->entries) out.push_back(e.first);
    return out;
  }
  if (v.is_symbolic()) {
    // An unknown iterable yields what the VM's iteration protocol gives for
    // it (a bounded run of symbolic elements), never a TypeError.
    Value it = in.iter(v);
    while (!in.raising() && in.has_next(it)) {
      out.push_back(in.next(it));
    }
    return out;
  }
  if (!in.items_of(v, out)) {
    if (v.is(Tag::Generator) && in.raising()) return out;  // the generator's own error
    in.clear_raise();
    in.raise("TypeError", to_str(in, v) + " is not iterable");
  }
  return out;
}

// --- natives ---------------------------------------------------------------------

/// console.group's depth: each level indents every line written by two
/// spaces (stdout's and stderr's alike, as node's console does).
void console_write(Vm& in, const std::string& text, bool err = false) {
  Value& d = in.run_state("javascript.console_group");
  std::int64_t depth = d.is_int() ? d.i() : 0;
  std::string out;
  if (depth == 0) {
    out = text + "\n";
  } else {
    std::string pad(static_cast<std::size_t>(depth) * 2, ' ');
    out = pad;
    for (char c : text) {
      out += c;
      if (c == '\n') out += pad;
    }
    out += "\n";
  }
  if (err) in.write_err(output_text(std::move(out)));
  else in.write_out(output_text(std::move(out)));
}
NATIVE(n_log) {
  UNUSED;
  console_write(in, format_log(in, a));
  return Value::none();
}
/// console.error / console.warn: as console.log, on the program's stderr.
NATIVE(n_error) {
  UNUSED;
  console_write(in, format_log(in, a), true);
  return Value::none();
}
/// console.assert(cond, ...data): "Assertion failed[: data]" on stderr when cond is falsy.
NATIVE(n_assert) {
  UNUSED;
  if (!a.empty() && js_truthy(a[0])) return Value::none();
  Args rest(a.begin() + (a.empty() ? 0 : 1), a.end());
  if (rest.empty()) {
    console_write(in, "Assertion failed", true);
    return Value::none();
  }
  rest[0] = make_str("Assertion failed: " + to_str(in, rest[0]));  // node: `${data[0]}`, the rest formatted
  if (in.raising()) return Value::none();
  console_write(in, format_log(in, rest), true);
  return Value::none();
}
/// console.trace(...data): "Trace: data" on stderr (without node's stack lines).
NATIVE(n_trace) {
  UNUSED;
  console_write(in, a.empty() ? std::string("Trace") : "Trace: " + format_log(in, a), true);
  return Value::none();
}
NATIVE(n_group) {
  UNUSED;
  if (!a.empty()) console_write(in, format_log(in, a));
  Value& d = in.run_state("javascript.console_group");
  d = Value::integer((d.is_int() ? d.i() : 0) + 1);
  return Value::none();
}
NATIVE(n_groupEnd) {
  UNUSED;
  Value& d = in.run_state("javascript.console_group");
  d = Value::integer(std::max<std::int64_t>(0, (d.is_int() ? d.i() : 0) - 1));
  return Value::none();
}
/// console.count(label = "default"): "label: n", the counts kept per run.
/// process.stdout.write(s): the text as it is (no newline, no group indent).
NATIVE(p_write) {
  UNUSED;
  in.write_out(output_text(to_str(in, arg(a, 0))));
  return Value::boolean(true);
}
/// process.stderr.write(s): the same on the program's stderr.
NATIVE(p_write_err) {
  UNUSED;
  in.write_err(output_text(to_str(in, arg(a, 0))));
  return Value::boolean(true);
}
/// process.exit(code): ends the run at once, after the 'exit' listeners
/// (without a code: process.exitCode).
NATIVE(p_exit) {
  UNUSED;
  const Value& c = arg(a, 0);
  Value& busy = in.run_state("javascript.process_exiting");
  if (!busy.is_none()) return Value::none();  // process.exit inside an 'exit' listener
  busy = Value::boolean(true);
  int code = c.is_int() ? static_cast<int>(c.i()) : 0;
  if (const Value& p = in.run_state("javascript.process"); c.is_none() && p.is(Tag::Dict))
    if (const Value* ec = p.as<DictObj>()->find(make_str("exitCode")); ec && ec->is_int()) code = static_cast<int>(ec->i());
  js::emit_process_event(in, "exit", code);
  in.exit_program(code);
  return Value::none();
}
/// process.on / once / addListener(event, fn): kept for the end of the run.
NATIVE(p_on) {
  UNUSED;
  js::add_process_listener(in, arg(a, 0), arg(a, 1), false);
  return in.run_state("javascript.process");
}
NATIVE(p_once) {
  UNUSED;
  js::add_process_listener(in, arg(a, 0), arg(a, 1), true);
  return in.run_state("javascript.process");
}
NATIVE(n_count) {
  UNUSED;
  std::string label = arg(a, 0).is_none() ? "default" : to_str(in, arg(a, 0));
  Value& t = in.run_state("javascript.console_counts");
  if (!t.is(Tag::Dict)) t = make<DictObj>();
  Value key = make_str(label);
  Value* c = t.as<DictObj>()->find(key);
  std::int64_t n = (c != nullptr && c->is_int() ? c->i() : 0) + 1;
  if (self.is(Tag::Str) && S(self) == "reset") n = 0;
  t.as<DictObj>()->set(key, Value::integer(n));
  if (n > 0) console_write(in, label + ": " + std::to_string(n));
  return Value::none();
}
/// console.time / timeLog / timeEnd(label = "default"): the run keeps its
/// labels; the elapsed time is the clock's, so it prints as an unknown
/// (`label: <sym>ms`), as Date.now() does. A label started twice, or logged
/// or ended without a start, is node's warning on stderr and prints nothing.
NATIVE(n_time) {
  UNUSED;
  std::string label = arg(a, 0).is_none() ? "default" : to_str(in, arg(a, 0));
  if (in.raising()) return Value::none();
  const std::string_view op = self.is(Tag::Str) ? S(self) : std::string_view("time");
  Value& t = in.run_state("javascript.console_timers");
  if (!t.is(Tag::Dict)) t = make<DictObj>();
  auto* timers = t.as<DictObj>();
  Value key = make_str(label);
  const bool running = timers->find(key) != nullptr;
  if (op == "time") {
    if (running) in.write_err(output_text("(node) Warning: Label '" + label + "' already exists for console.time()\n"));
    else timers->set(key, Value::boolean(true));
    return Value::none();
  }
  if (!running) {
    in.write_err(output_text("(node) Warning: No such label '" + label + "' for console." + std::string(op) + "()\n"));
    return Value::none();
  }
  Value elapsed = in.fresh_symbolic("console." + std::string(op) + "(" + label + ")");
  std::string line = label + ": " + to_str(in, elapsed) + "ms";
  if (op == "timeLog" && a.size() > 1) {
    Args data(a.begin() + 1, a.end());
    line += " " + format_log(in, data);
  }
  if (op == "timeEnd") timers->erase(key);
  console_write(in, line);
  return Value::none();
}
/// console.clear, timeStamp, profile, profileEnd: nothing when stdout is not
/// a terminal and no inspector is attached (node's behaviour for a piped run).
NATIVE(n_console_noop) { UNUSED; return Value::none(); }
/// The own enumerable (key, value) pairs console.table lays out as columns;
/// false for a primitive (shown in the Values column).
bool table_cells(Vm& in, const Value& v, std::vector<std::pair<std::string, Value>>& out) {
  out.clear();
  if (v.is(Tag::List) || v.is(Tag::Tuple)) {
    const auto& items = v.as<ListObj>()->items;
    for (std::size_t i = 0; i < items.size(); ++i) out.emplace_back(std::to_string(i), items[i]);
    return true;
  }
  if (v.is(Tag::Dict) && !as_map(in, v)) {
    for (auto* e : ordered(v.as<DictObj>())) out.emplace_back(to_str(in, e->first), e->second);
    return true;
  }
  if (v.is(Tag::Instance) && !is_big(v) && !is_error(v) && !as_map(in, v)) {
    for (auto& [k, x] : v.as<InstanceObj>()->fields.items)
      if (in.name(k).rfind('#', 0) != 0) out.emplace_back(in.name(k), x);
    return true;
  }
  return false;
}
/// console.table(data): node's box table, an (index) column, one column per
/// key in first-seen order and a Values column for primitive rows.
NATIVE(n_table) {
  UNUSED;
  std::vector<std::pair<std::string, Value>> rows, cells;
  if (a.empty() || !table_cells(in, a[0], rows)) return n_log(in, self, a);
  // columns: keys in first-seen order, integer keys first in ascending order
  // (node gathers them as the keys of one object)
  std::vector<std::string> keys;
  std::unordered_map<std::string, std::size_t> seen_key;
  std::vector<std::vector<std::pair<std::string, std::string>>> row_cells;
  std::vector<std::string> values;
  bool any_value = false;
  for (auto& [key, row] : rows) {
    if (!in.charge(1)) return Value::none();
    row_cells.emplace_back();
    values.emplace_back();
    if (table_cells(in, row, cells)) {
      for (auto& [ck, cv] : cells) {
        if (seen_key.emplace(ck, keys.size()).second) keys.push_back(ck);
        row_cells.back().emplace_back(ck, inspect(in, cv, 1, 0, false));
      }
    } else {
      values.back() = inspect(in, row, 1, 0, false);
      any_value = true;
    }
  }
  auto index_of = [](const std::string& k, std::uint64_t& n) { return index_key(make_str(k), n); };
  std::stable_sort(keys.begin(), keys.end(), [&](const std::string& x, const std::string& y) {
    std::uint64_t nx = 0, ny = 0;
    bool ix = index_of(x, nx), iy = index_of(y, ny);
    if (ix && iy) return nx < ny;
    return ix && !iy;
  });
  if (a.size() > 1 && a[1].is(Tag::List)) {  // console.table(data, columns): those columns, in that order
    keys.clear();
    for (auto& k : a[1].as<ListObj>()->items) keys.push_back(to_str(in, k));
  }
  std::vector<std::string> cols{"(index)"};
  std::unordered_map<std::string, std::size_t> col_of;
  for (auto& k : keys) {
    col_of[k] = cols.size();
    cols.push_back(k);
  }
  if (any_value) cols.push_back("Values");
  std::vector<std::vector<std::string>> grid;  // per row, per column ("" when absent)
  for (std::size_t r = 0; r < rows.size(); ++r) {
    std::vector<std::string> line(cols.size());
    line[0] = rows[r].first;
    for (auto& [ck, text] : row_cells[r])
      if (auto it = col_of.find(ck); it != col_of.end()) line[it->second] = text;
    if (any_value) line.back() = values[r];
    grid.push_back(std::move(line));
  }
  std::vector<std::size_t> width(cols.size());
  for (std::size_t c = 0; c < cols.size(); ++c) {
    width[c] = display_width(cols[c]);
    for (auto& line : grid) width[c] = std::max(width[c], display_width(line[c]));
  }
  auto rule = [&](const char* l, const char* m, const char* r) {
    std::string out = l;
    for (std::size_t c = 0; c < cols.size(); ++c) {
      for (std::size_t k = 0; k < width[c] + 2; ++k) out += "─";
      out += c + 1 < cols.size() ? m : r;
    }
    return out;
  };
  auto line_of = [&](const std::vector<std::string>& cells_) {
    std::string out = "│";
    for (std::size_t c = 0; c < cols.size(); ++c)
      out += " " + cells_[c] + std::string(width[c] - display_width(cells_[c]), ' ') + " │";
    return out;
  };
  std::string out = rule("┌", "┬", "┐") + "\n" + line_of(cols) + "\n" + rule("├", "┼", "┤") + "\n";
  for (auto& line : grid) out += line_of(line) + "\n";
  out += rule("└", "┴", "┘");
  console_write(in, out);
  return Value::none();
}
/// console.dir(obj): obj inspected alone; later arguments (options) ignored.
/// console.dir(v, {depth}): depth null or Infinity shows every level.
NATIVE(n_dir) {
  UNUSED;
  Args first{arg(a, 0)};
  int depth = 2;
  if (arg(a, 1).is(Tag::Dict))
    if (Value* d = arg(a, 1).as<DictObj>()->find(make_str("depth"))) {
      if (is_null(*d)) depth = 1 << 20;
      else if (is_num(*d)) depth = static_cast<int>(std::clamp(to_num(in, *d), -1.0, 1048576.0));
    }
  const int saved = std::exchange(g_max_depth, depth);
  std::string text = inspect(in, first[0], 0, 0, true);
  g_max_depth = saved;
  console_write(in, text);
  return Value::none();
}
/// __js_inspect(v, opts) and __js_format(...): node's util.inspect and
/// util.format for the util prelude (node_core_modules.cpp): the text
/// console.dir and console.log would print, returned instead.
NATIVE(n_js_inspect) {
  int depth = 2;
  if (arg(a, 1).is(Tag::Dict))
    if (Value* d = arg(a, 1).as<DictObj>()->find(make_str("depth"))) {
      if (is_null(*d)) depth = 1 << 20;
      else if (is_num(*d)) depth = static_cast<int>(std::clamp(to_num(in, *d), -1.0, 1048576.0));
    }
  (void)self;
  int compact = 3;
  double break_length = 80, max_array = 100, max_string = INFINITY;
  bool sorted = false;
  int getters = 0;
  if (arg(a, 1).is(Tag::Dict)) {
    if (Value* c = arg(a, 1).as<DictObj>()->find(make_str("compact"))) {
      if (c->is(Tag::Bool)) compact = c->b() ? -1 : 0;
      else if (is_num(*c)) compact = static_cast<int>(std::clamp(to_num(in, *c), 0.0, 1048576.0));
    }
    if (Value* b = arg(a, 1).as<DictObj>()->find(make_str("breakLength")); b && is_num(*b) && !std::isnan(to_num(in, *b)))
      break_length = to_num(in, *b);
    // maxArrayLength / maxStringLength: null or Infinity for all
    if (Value* m = arg(a, 1).as<DictObj>()->find(make_str("maxArrayLength")))
      max_array = is_null(*m) ? INFINITY : is_num(*m) ? std::max(to_num(in, *m), 0.0) : max_array;
    if (Value* m = arg(a, 1).as<DictObj>()->find(make_str("maxStringLength")))
      max_string = is_null(*m) ? INFINITY : is_num(*m) ? std::max(to_num(in, *m), 0.0) : max_string;
    if (Value* so = arg(a, 1).as<DictObj>()->find(make_str("sorted"))) sorted = so->is(Tag::Bool) && so->b();
    if (Value* ge = arg(a, 1).as<DictObj>()->find(make_str("getters")))
      getters = ge->is(Tag::Bool) ? (ge->b() ? 1 : 0) : ge->is(Tag::Str) ? (S(*ge) == "get" ? 2 : S(*ge) == "set" ? 3 : 0) : 0;
  }
  const int saved = std::exchange(g_max_depth, depth);
  const int saved_compact = std::exchange(g_compact, compact);
  const double saved_break = std::exchange(g_break_length, break_length);
  const double saved_array = std::exchange(g_max_array_length, max_array);
  const double saved_string = std::exchange(g_max_string_length, max_string);
  const bool saved_sorted = std::exchange(g_sorted, sorted);
  const int saved_getters = std::exchange(g_getters, getters);
  std::string text = inspect(in, arg(a, 0), 0, 0, false);  // a string quoted, as util.inspect does
  g_max_array_length = saved_array;
  g_max_string_length = saved_string;
  g_sorted = saved_sorted;
  g_getters = saved_getters;
  g_max_depth = saved;
  g_compact = saved_compact;
  g_break_length = saved_break;
  return make_str(text);
}
NATIVE(n_js_format) {
  (void)self;
  return make_str(format_log(in, a));
}

// Math
double d0(Vm& in, Args& a) { return a.empty() ? NAN : to_num(in, a[0]); }
NATIVE(m_floor) { UNUSED; return num(std::floor(d0(in, a))); }
NATIVE(m_ceil) { UNUSED; return num(std::ceil(d0(in, a))); }
NATIVE(m_round) {
  UNUSED;
  // floor(d + 0.5) would round 0.49999999999999994 up: the sum rounds to 1
  const double d = d0(in, a);
  double r = std::floor(d);
  if (d - r >= 0.5) r += 1;
  return num(r == 0 && std::signbit(d) ? -0.0 : r);  // Math.round(-0.2) is -0
}
NATIVE(m_trunc) { UNUSED; return num(std::trunc(d0(in, a))); }
NATIVE(m_abs) { UNUSED; return num(std::fabs(d0(in, a))); }
NATIVE(m_sqrt) { UNUSED; return num(std::sqrt(d0(in, a))); }
NATIVE(m_cbrt) {
  UNUSED;
  double x = d0(in, a), r = std::cbrt(x), k = std::round(r);
  return num(k * k * k == x ? k : r);
}
NATIVE(m_sign) { UNUSED; double d = d0(in, a); return num(std::isnan(d) ? d : d > 0 ? 1 : d < 0 ? -1 : d); }
NATIVE(m_log) { UNUSED; return num(std::log(d0(in, a))); }
NATIVE(m_log2) { UNUSED; return num(std::log2(d0(in, a))); }
NATIVE(m_log10) { UNUSED; return num(std::log10(d0(in, a))); }
NATIVE(m_exp) { UNUSED; return num(std::exp(d0(in, a))); }
NATIVE(m_sin) { UNUSED; return num(std::sin(d0(in, a))); }
NATIVE(m_cos) { UNUSED; return num(std::cos(d0(in, a))); }
NATIVE(m_tan) { UNUSED; return num(std::tan(d0(in, a))); }
NATIVE(m_atan) { UNUSED; return num(std::atan(d0(in, a))); }
NATIVE(m_asin) { UNUSED; return num(std::asin(d0(in, a))); }
NATIVE(m_acos) { UNUSED; return num(std::acos(d0(in, a))); }
NATIVE(m_sinh) { UNUSED; return num(std::sinh(d0(in, a))); }
NATIVE(m_cosh) { UNUSED; return num(std::cosh(d0(in, a))); }
NATIVE(m_tanh) { UNUSED; return num(std::tanh(d0(in, a))); }
NATIVE(m_asinh) { UNUSED; return num(std::asinh(d0(in, a))); }
NATIVE(m_acosh) { UNUSED; return num(std::acosh(d0(in, a))); }
NATIVE(m_atanh) { UNUSED; return num(std::atanh(d0(in, a))); }
NATIVE(m_expm1) { UNUSED; return num(std::expm1(d0(in, a))); }
NATIVE(m_log1p) { UNUSED; return num(std::log1p(d0(in, a))); }
NATIVE(m_fround) { UNUSED; return num(static_cast<double>(static_cast<float>(d0(in, a)))); }
NATIVE(m_clz32) {
  UNUSED;
  auto x = static_cast<std::uint32_t>(to_int32(d0(in, a)));
  int n = 0;
  for (std::uint32_t bit = 0x80000000u; bit != 0 && (x & bit) == 0; bit >>= 1) ++n;
  return Value::integer(n);
}
NATIVE(m_imul) {
  UNUSED;
  auto x = static_cast<std::uint32_t>(to_int32(to_num(in, arg(a, 0))));
  auto y = static_cast<std::uint32_t>(to_int32(to_num(in, arg(a, 1))));
  return Value::integer(static_cast<std::int32_t>(x * y));  // wraps mod 2^32 as Math.imul does
}
NATIVE(m_atan2) { UNUSED; return num(std::atan2(to_num(in, arg(a, 0)), to_num(in, arg(a, 1)))); }
NATIVE(m_pow) { UNUSED; return num(std::pow(to_num(in, arg(a, 0)), to_num(in, arg(a, 1)))); }
/// Math.hypot as V8 computes it (its last digit shows): each value scaled
/// by the largest, the squares summed with Kahan compensation, the root
/// scaled back; an Infinity wins over NaN.
NATIVE(m_hypot) {
  UNUSED;
  std::vector<double> abs;
  abs.reserve(a.size());
  double max = 0;
  bool nan = false;
  for (auto& x : a) {
    const double d = std::fabs(to_num(in, x));
    if (in.raising()) return Value::none();
    abs.push_back(d);
    if (std::isnan(d)) nan = true;
    else if (d > max) max = d;
  }
  if (std::isinf(max)) return num(INFINITY);
  if (nan) return num(NAN);
  if (max == 0) return num(0);
  double sum = 0, compensation = 0;
  for (double d : abs) {
    const double n = d / max;
    const double summand = n * n - compensation;
    const double next = sum + summand;
    compensation = (next - sum) - summand;
    sum = next;
  }
  return num(std::sqrt(sum) * max);
}
NATIVE(m_max) {
  UNUSED;
  double r = -INFINITY;
  for (auto& x : a) {
    double d = to_num(in, x);
    if (std::isnan(d)) return num(NAN);
    if (d > r || (d == 0 && r == 0 && !std::signbit(d))) r = d;  // +0 is above -0
  }
  return num(r);
}
NATIVE(m_min) {
  UNUSED;
  double r = INFINITY;
  for (auto& x : a) {
    double d = to_num(in, x);
    if (std::isnan(d)) return num(NAN);
    if (d < r || (d == 0 && r == 0 && std::signbit(d))) r = d;  // -0 is below +0
  }
  return num(r);
}
std::uint64_t g_rand = 88172645463325252ull;
NATIVE(m_random) {
  UNUSED;
  g_rand ^= g_rand << 13; g_rand ^= g_rand >> 7; g_rand ^= g_rand << 17;
  return Value::real(static_cast<double>(g_rand >> 11) / 9007199254740992.0);
}

// global functions
NATIVE(g_parseInt) {
  UNUSED;
  std::string s = to_str(in, arg(a, 0));
  int radix = a.size() > 1 && !a[1].is_none() ? static_cast<int>(std::clamp<std::int64_t>(to_integer(in, a[1]), -1000, 1000)) : 10;
  std::size_t i = 0;
  while (i < s.size() && std::isspace(static_cast<unsigned char>(s[i]))) ++i;
  bool neg = false;
  if (i < s.size() && (s[i] == '-' || s[i] == '+')) neg = s[i++] == '-';
  if ((radix == 16 || a.size() < 2 || radix == 0) && i + 1 < s.size() && s[i] == '0' && (s[i + 1] == 'x' || s[i + 1] == 'X')) {
    radix = 16;
    i += 2;
  }
  if (radix == 0) radix = 10;
  double r = 0;
  bool any = false;
  for (; i < s.size(); ++i) {
    char c = s[i];
    int d = std::isdigit(static_cast<unsigned char>(c)) ? c - '0' : std::isalpha(static_cast<unsigned char>(c)) ? std::tolower(c) - 'a' + 10 : 99;
    if (d >= radix) break;
    r = r * radix + d;
    any = true;
  }
  if (!any) return num(NAN);
  return num(neg ? -r : r);
}
NATIVE(g_parseFloat) {
  UNUSED;
  std::string s = to_str(in, arg(a, 0));
  std::size_t i = 0;
  while (i < s.size() && std::isspace(static_cast<unsigned char>(s[i]))) ++i;
  if (s.compare(i, 8, "Infinity") == 0) return num(INFINITY);
  if (s.compare(i, 9, "-Infinity") == 0) return num(-INFINITY);
  char* end = nullptr;
  std::string t = s.substr(i);
  for (char& c : t) if (c == 'x' || c == 'X') { c = '\0'; break; }
  double d = std::strtod(t.c_str(), &end);
  if (end == t.c_str()) return num(NAN);
  return num(d);
}
NATIVE(g_isNaN) { UNUSED; return Value::boolean(std::isnan(to_num(in, arg(a, 0)))); }
NATIVE(g_isFinite) { UNUSED; return Value::boolean(std::isfinite(to_num(in, arg(a, 0)))); }
NATIVE(g_escape) { UNUSED; return make_str(js::legacy_escape(to_str(in, arg(a, 0)))); }
NATIVE(g_unescape) { UNUSED; return make_str(js::legacy_unescape(to_str(in, arg(a, 0)))); }
NATIVE(g_encodeURIComponent) { UNUSED; return make_str(js::uri_encode(to_str(in, arg(a, 0)), "")); }
NATIVE(g_encodeURI) { UNUSED; return make_str(js::uri_encode(to_str(in, arg(a, 0)), js::kUriReserved)); }
Value uri_decoded(Vm& in, const Value& v, std::string_view reserved) {
  std::string s = to_str(in, v);
  if (!in.charge_bytes(s.size())) return Value::none();
  auto r = js::uri_decode(s, reserved);
  if (!r) {
    in.define_builtin_class("URIError", "Exception");
    in.raise("URIError", "URI malformed");
    return Value::none();
  }
  return make_str(*r);
}
NATIVE(g_decodeURIComponent) { UNUSED; return uri_decoded(in, arg(a, 0), ""); }
NATIVE(g_decodeURI) { UNUSED; return uri_decoded(in, arg(a, 0), js::kUriReserved); }
NATIVE(g_Number) { UNUSED; return a.empty() ? Value::integer(0) : num(to_num(in, a[0])); }
NATIVE(g_String) {
  UNUSED;
  if (!a.empty() && is_symbol(a[0])) return make_str(symbol_text(S(a[0])));
  return make_str(a.empty() ? std::string() : to_str(in, a[0]));
}
NATIVE(g_Boolean) { UNUSED; return Value::boolean(js_truthy(arg(a, 0))); }
NATIVE(num_isSafeInteger) {
  UNUSED;
  const Value& v = arg(a, 0);
  if (v.is_int()) return Value::boolean(v.i() <= 9007199254740991LL && v.i() >= -9007199254740991LL);
  return Value::boolean(is_num(v) && std::isfinite(v.d()) && v.d() == std::trunc(v.d()) && std::fabs(v.d()) <= 9007199254740991.0);
}
NATIVE(num_isInteger) {
  UNUSED;
  const Value& v = arg(a, 0);
  if (v.is_int()) return Value::boolean(true);
  return Value::boolean(is_num(v) && std::isfinite(v.d()) && v.d() == std::trunc(v.d()));
}
NATIVE(num_isFinite) { UNUSED; return Value::boolean(is_num(arg(a, 0)) && std::isfinite(to_num(in, arg(a, 0)))); }
NATIVE(num_isNaN) { UNUSED; return Value::boolean(is_num(arg(a, 0)) && std::isnan(to_num(in, arg(a, 0)))); }
NATIVE(str_fromCharCode) {
  UNUSED;
  std::vector<std::uint32_t> units;
  for (auto& x : a) units.push_back(to_uint16(in, x));
  return make_str(js::from_code_units(units));
}
NATIVE(str_fromCodePoint) {
  UNUSED;
  std::string out;
  for (auto& x : a) {
    const double d = to_num(in, x);
    if (!(d >= 0 && d <= 0x10FFFF && d == std::trunc(d))) {
      in.raise("ValueError", "Invalid code point " + to_str(in, x));  // RangeError
      return Value::none();
    }
    out += js::encode_code_point(static_cast<std::uint32_t>(d));
  }
  return make_str(out);
}

// JSON / Object / Array statics
NATIVE(json_stringify) {
  UNUSED;
  std::string gap;
  if (a.size() > 2) {
    if (is_num(a[2])) gap = std::string(static_cast<std::size_t>(std::clamp(to_num(in, a[2]), 0.0, 10.0)), ' ');
    else if (a[2].is(Tag::Str)) gap = S(a[2]);
  }
  JsonReplacer rep;
  const Value& r = arg(a, 1);
  if (r.is(Tag::Function) || r.is(Tag::BoundMethod) || r.is(Tag::Builtin)) rep.fn = r;
  else if (r.is(Tag::List)) {
    rep.has_keys = true;
    for (const Value& k : r.as<ListObj>()->items)
      if ((k.is(Tag::Str) || is_num(k)) && std::find(rep.keys.begin(), rep.keys.end(), to_str(in, k)) == rep.keys.end())
        rep.keys.push_back(to_str(in, k));
  }
  struct Restore {
    const JsonReplacer* saved = g_json_replacer;
    ~Restore() { g_json_replacer = saved; }
  } restore;
  g_json_replacer = &rep;
  Value root = arg(a, 0);
  if (!rep.fn.is_none()) {
    Value holder = make<DictObj>();
    holder.as<DictObj>()->set(make_str(""), root);
    root = json_replaced(in, holder, "", root);
    if (in.raising()) return Value::none();
  }
  std::string out;
  JsonPath path;
  struct RestorePath {
    JsonPath* saved = g_json_path;
    ~RestorePath() { g_json_path = saved; }
  } restore_path;
  g_json_path = &path;
  if (!json(in, root, gap, "", out, 0)) return Value::none();
  if (!in.charge_bytes(out.size())) return Value::none();  // the walk is linear in the text
  return make_str(out);
}
/// JSON.parse: the runtime has no JSON reader, so the parsed value is an
/// unknown one derived from the text (not a TypeError).
/// JSON.parse of an unknown text is an unknown value derived from it.
NATIVE(json_parse) {
  UNUSED;
  if (!a.empty() && a[0].is_symbolic()) {
    auto e = in.call_expr("JSON.parse", a);
    return in.fresh_symbolic(render_expr(*e), e);
  }
  return js::json_parse(in, to_str(in, arg(a, 0)), arg(a, 1));
}
std::vector<std::pair<Value, Value>> own_entries(Vm& in, const Value& v);
/// Own enumerable keys (no getter runs).
std::vector<Value> own_keys(Vm& in, const Value& v) {
  std::vector<Value> r;
  if (js::is_proxy(v)) {  // the ownKeys trap's string keys
    for (auto& k : js::proxy_own_keys(in, v))
      if (k.is(Tag::Str) && !is_symbol(k)) r.push_back(k);
    return r;
  }
  if (js::is_binary(in, v)) {  // a typed array's indices; the other binary objects have no own keys
    std::vector<Value> elems;
    js::typed_items(in, v, elems);
    for (std::size_t i = 0; i < elems.size(); ++i) r.push_back(make_str(std::to_string(i)));
    return r;
  }
  if (v.is(Tag::Dict)) {
    for (auto* e : ordered(v.as<DictObj>()))
      if (!js::property_hidden(in, v, e->first)) r.push_back(prop_key(in, e->first));
    return r;
  }
  for (auto& [k, x] : own_entries(in, v)) r.push_back(k);
  return r;
}
std::vector<std::pair<Value, Value>> own_entries(Vm& in, const Value& v) {
  std::vector<std::pair<Value, Value>> out;
  if (js::is_proxy(v)) {  // the ownKeys trap's string keys, each read through the get trap
    for (auto& k : own_keys(in, v)) {
      Value x = js::proxy_get(in, v, k);
      if (in.raising()) break;
      out.emplace_back(k, x);
    }
    return out;
  }
  if (v.is(Tag::Dict)) {
    for (auto* e : ordered(v.as<DictObj>())) {
      if (js::property_hidden(in, v, e->first)) continue;  // defined enumerable: false
      Value x = e->second;
      if (x.is(Tag::Accessor)) {
        x = accessor_read(in, x, v);
        if (in.raising()) break;
      }
      out.emplace_back(prop_key(in, e->first), x);
    }
  } else if (v.is(Tag::Instance) && (!as_map(in, v) || !exotic_base(v.as<InstanceObj>()->klass()).empty())) {
    for (auto& [k, x] : v.as<InstanceObj>()->fields.items) {
      const std::string& kn = in.name(k);
      if (!kn.empty() && kn[0] == '#') continue;  // private fields are not properties
      if (k == map_field(in)) continue;           // a Map subclass's entries
      if (kn == "args" && is_error(v)) continue;   // an Error's constructor arguments (message, options)
      if (kn.rfind("__sym_", 0) == 0) continue;    // this[sym] = x: listed by getOwnPropertySymbols
      if (js::property_hidden(in, v, make_str(kn))) continue;
      out.emplace_back(make_str(kn), x);
    }
  } else if (v.is(Tag::Class)) {  // static fields (static methods, like methods, are not enumerable)
    for (auto& [k, x] : v.as<ClassObj>()->attrs.items) {
      const std::string& kn = in.name(k);
      if (kn.empty() || kn[0] == '#' || kn.rfind("__", 0) == 0 || x.is(Tag::Function) || x.is(Tag::Accessor)) continue;
      out.emplace_back(make_str(kn), x);
    }
  } else if (v.is(Tag::Function) || v.is(Tag::BoundMethod)) {  // properties assigned to a function
    if (DictObj* props = fn_props(in, v, false))
      for (auto* e : ordered(props))
        if (!e->second.is(Tag::Accessor) && !hidden_key(e->first)) out.emplace_back(prop_key(in, e->first), e->second);
  } else if (v.is(Tag::List)) {
    auto& it = v.as<ListObj>()->items;
    for (std::size_t i = 0; i < it.size(); ++i)
      if (!is_hole(it[i])) out.emplace_back(make_str(std::to_string(i)), it[i]);
  } else if (v.is(Tag::Str)) {
    const std::string& s = S(v);
    for (std::size_t i = 0; i < s.size(); ++i) out.emplace_back(make_str(std::to_string(i)), make_str(s.substr(i, 1)));
  }
  return out;
}
/// The own enumerable symbol-keyed properties of a plain object or an
/// instance (getters read), which Object.assign, spread and rest copy
/// after the string-keyed ones.
std::vector<std::pair<Value, Value>> own_symbol_entries(Vm& in, const Value& v) {
  std::vector<std::pair<Value, Value>> out;
  auto add = [&](const Value& k, Value x) {
    if (!is_symbol(k) || js::property_hidden(in, v, k)) return;
    if (x.is(Tag::Accessor)) x = accessor_read(in, x, v);
    if (!in.raising()) out.emplace_back(k, x);
  };
  if (v.is(Tag::Dict) && !js::is_proxy(v)) {
    for (auto& e : v.as<DictObj>()->entries)
      if (!in.raising()) add(e.first, e.second);
  } else if (v.is(Tag::Instance)) {
    for (auto& [k, x] : v.as<InstanceObj>()->fields.items)
      if (!in.raising() && in.name(k).rfind("__sym_", 0) == 0) add(make_str(in.name(k)), x);
  }
  return out;
}
/// An instance's own property keys, enumerable or not: its string-keyed
/// fields, or (symbols) its symbol-keyed ones; private fields and the
/// runtime's own slots are not properties.
std::vector<Value> instance_own_keys(Vm& in, const Value& v, bool symbols) {
  std::vector<Value> r;
  if (as_map(in, v) && exotic_base(v.as<InstanceObj>()->klass()).empty()) return r;
  for (auto& [k, x] : v.as<InstanceObj>()->fields.items) {
    const std::string& kn = in.name(k);
    if (kn.empty() || kn[0] == '#' || k == map_field(in)) continue;
    if ((kn.rfind("__sym_", 0) == 0) == symbols) r.push_back(make_str(kn));
  }
  return r;
}
NATIVE(obj_keys) {
  UNUSED;
  return list_of(own_keys(in, arg(a, 0)));
}
NATIVE(obj_values) {
  UNUSED;
  std::vector<Value> r;
  for (auto& [k, x] : own_entries(in, arg(a, 0))) r.push_back(x);
  return list_of(std::move(r));
}
NATIVE(obj_entries) {
  UNUSED;
  std::vector<Value> r;
  for (auto& [k, x] : own_entries(in, arg(a, 0))) r.push_back(list_of({k, x}));
  return list_of(std::move(r));
}
NATIVE(i_set);
NATIVE(obj_assign) {
  UNUSED;
  Value target = arg(a, 0);
  for (std::size_t i = 1; i < a.size(); ++i) {
    auto entries = own_entries(in, a[i]), syms = own_symbol_entries(in, a[i]);
    entries.insert(entries.end(), syms.begin(), syms.end());
    for (auto& [k, x] : entries) {
      // [[Set]]: a setter of the target (a class's, or a plain object's) runs
      Value holder;
      Value* acc = target.is(Tag::Dict) && g_dict_setters ? find_inherited(target, k, holder) : nullptr;
      if ((acc && acc->is(Tag::Accessor)) || (target.is(Tag::Instance) && k.is(Tag::Str))) {
        Args args{target, k, x, Value::boolean(true)};  // (a failed write throws, as in strict code)
        i_set(in, target, args);
        if (in.raising()) return Value::none();
      } else if (target.is(Tag::Dict)) target.as<DictObj>()->set(k, x);
      else if (target.is(Tag::Instance)) target.as<InstanceObj>()->fields.set(in.intern(S(k)), x);
      else if (target.is(Tag::Class)) in.ir_store_attr(target, in.intern(S(k)), x);  // C.prototype is C: mixins
      else {  // a function (Object.assign(fn, {props})) or any other object: its property write
        Args args{target, k, x, Value::boolean(true)};
        i_set(in, target, args);
        if (in.raising()) return Value::none();
      }
    }
  }
  return target;
}
NATIVE(obj_fromEntries) {
  UNUSED;
  Value d = make<DictObj>();
  for (auto& e : iter_items(in, arg(a, 0))) {
    if (!e.is(Tag::List)) continue;
    auto& it = e.as<ListObj>()->items;
    d.as<DictObj>()->set(prop_key(in, it.size() > 0 ? it[0] : Value()), it.size() > 1 ? it[1] : Value());
  }
  return d;
}
NATIVE(arr_isArray) {
  UNUSED;
  return Value::boolean(arg(a, 0).is(Tag::List) || (js::is_proxy(arg(a, 0)) && js::proxy_target(arg(a, 0)).is(Tag::List)));
}
NATIVE(arr_from) {
  UNUSED;
  const Value& src = arg(a, 0);
  std::vector<Value> items;
  if (src.is(Tag::Dict) && member(in, src, "__sym_iterator").is_undef()) {
    Value* len = src.as<DictObj>()->find(make_str("length"));
    std::int64_t n = len ? to_integer(in, *len) : 0;
    if (!in.charge_copy(static_cast<std::size_t>(std::clamp<std::int64_t>(n, 0, 1 << 24)))) return Value::none();
    items.assign(static_cast<std::size_t>(std::max<std::int64_t>(0, std::min<std::int64_t>(n, 1 << 24))), Value::none());
  } else {
    items = iter_items(in, src);
    if (!in.charge_copy(items.size())) return Value::none();
  }
  if (a.size() > 1 && !a[1].is_none()) {
    for (std::size_t i = 0; i < items.size() && !in.raising(); ++i)
      items[i] = call(in, a[1], {items[i], Value::integer(static_cast<std::int64_t>(i))});
  }
  return list_of(std::move(items));
}
NATIVE(arr_of) { UNUSED; return list_of(a); }
NATIVE(arr_ctor) {
  UNUSED;
  if (a.size() == 1 && is_num(a[0])) {
    const double len = to_num(in, a[0]);
    if (!(len >= 0 && len <= 4294967295.0 && len == std::trunc(len))) {
      in.raise("ValueError", "Invalid array length");  // RangeError
      return Value::none();
    }
    std::int64_t n = to_integer(in, a[0]);
    std::vector<Value> items(static_cast<std::size_t>(std::clamp<std::int64_t>(n, 0, 1 << 24)), js_hole());
    return list_of(std::move(items));
  }
  return list_of(a);
}
// structuredClone: a deep copy of objects, arrays, Maps, Sets and Dates
// (shared and cyclic references kept); class instances become plain objects,
// functions and symbols raise DataCloneError.
Value clone_rec(Vm& in, const Value& v, std::unordered_map<const Obj*, Value>& done, int depth);
NATIVE(map_ctor);
NATIVE(g_structuredClone) {
  UNUSED;
  std::unordered_map<const Obj*, Value> done;
  return clone_rec(in, arg(a, 0), done, 0);
}
Value data_clone_error(Vm& in, const std::string& what) {
  in.raise("DataCloneError", what + " could not be cloned.");
  if (Value e = in.current_exception(); e.is(Tag::Instance)) {  // a DOMException: name DataCloneError, code 25
    set_instance_field(in, e, "name", make_str("DataCloneError"));
    set_instance_field(in, e, "code", Value::integer(25));
  }
  return Value::none();
}
Value clone_rec(Vm& in, const Value& v, std::unordered_map<const Obj*, Value>& done, int depth) {
  if (is_symbol(v)) return data_clone_error(in, symbol_text(S(v)));
  if (!v.is_heap() || v.is(Tag::Str) || is_big(v)) return v;
  if (auto it = done.find(v.obj()); it != done.end()) return it->second;
  if (depth > 10000 || !in.charge(1)) {
    if (!in.raising()) in.raise("ValueError", "Maximum call stack size exceeded");  // RangeError
    return Value::none();
  }
  if (is_date(v)) return done[v.obj()] = make_date_value(in, date_of(v));
  if (v.is(Tag::List)) {
    Value out = make_list({});
    done[v.obj()] = out;
    for (const Value& x : v.as<ListObj>()->items) {
      Value c = clone_rec(in, x, done, depth + 1);
      if (in.raising()) return Value::none();
      out.as<ListObj>()->items.push_back(std::move(c));
    }
    return out;
  }
  if (v.is(Tag::Set) || v.is(Tag::Dict)) {
    Value out = make<DictObj>(v.tag());
    done[v.obj()] = out;
    for (const auto& e : v.as<DictObj>()->entries) {
      if (v.is(Tag::Dict) && (hidden_key(e.first) || e.second.is(Tag::Accessor))) continue;
      Value k = v.is(Tag::Set) ? clone_rec(in, e.first, done, depth + 1) : e.first;
      Value c = v.is(Tag::Set) ? e.second : clone_rec(in, e.second, done, depth + 1);
      if (in.raising()) return Value::none();
      out.as<DictObj>()->set(k, c);
    }
    return out;
  }
  if (DictObj* m = as_map(in, v)) {
    Args none;
    Value out = map_ctor(in, Value::none(), none);
    done[v.obj()] = out;
    DictObj* om = as_map(in, out);
    for (const auto& e : m->entries) {
      Value k = clone_rec(in, e.first, done, depth + 1);
      Value c = clone_rec(in, e.second, done, depth + 1);
      if (in.raising()) return Value::none();
      om->set(k, c);
    }
    return out;
  }
  if (v.is(Tag::Instance) && !is_error(v) && !js::is_promise(in, v)) {  // a class instance: its own fields
    Value out = make<DictObj>();
    done[v.obj()] = out;
    for (const auto& f : v.as<InstanceObj>()->fields.items) {
      const std::string& name = in.name(f.first);
      if (f.second.is(Tag::Accessor) || name.rfind('#', 0) == 0 || name.rfind("__", 0) == 0) continue;
      Value c = clone_rec(in, f.second, done, depth + 1);
      if (in.raising()) return Value::none();
      out.as<DictObj>()->set(make_str(name), c);
    }
    return out;
  }
  if (is_error(v)) return v;
  return data_clone_error(in, inspect(in, v, 0, 0, true));
}
// Map and Set keys compare by SameValueZero: -0 is stored as 0, and NaN
// (which the VM's dict never finds: NaN != NaN) is looked up by a scan.
bool nan_key(const Value& k) { return k.is(Tag::Float) && !is_null(k) && std::isnan(k.d()); }
/// A bigint key is one object per value for the run (bigints are primitives:
/// `new Set([1n, 1n])` has one element, `m.get(2n + 3n)` finds 5n), while the
/// VM's dict compares instances by identity.
Value canonical_big(Vm& in, const Value& k) {
  Value& table = in.run_state("javascript.bigint_keys");
  if (!table.is(Tag::Dict)) table = make<DictObj>();
  const Value& n = k.as<InstanceObj>()->fields.items[0].second;  // the Int or VM BigInt it holds
  if (Value* seen = table.as<DictObj>()->find(n)) return *seen;
  table.as<DictObj>()->set(n, k);
  return k;
}
Value kind_prototype(Vm& in, std::string_view kind);
Value proto_object(Vm& in, bool array);
Value svz_norm(Vm& in, const Value& k) {
  if (k.is(Tag::Float) && k.d() == 0) return Value::integer(0);
  if (is_big(k)) return canonical_big(in, k);
  if (std::string_view kind; k.is(Tag::Builtin)) {  // a built-in method: its prototype's (one Set entry for [].push and Array.prototype.push)
    std::string name;
    if (method_identity(k.as<BuiltinObj>(), kind, name)) {
      Value proto = kind == "Object" ? proto_object(in, false) : kind_prototype(in, kind);
      if (proto.is(Tag::Dict))
        if (Value* m = proto.as<DictObj>()->find(make_str(name))) return *m;
    }
  }
  return read_fn(k);
}
std::size_t nan_slot(DictObj* d) {
  for (std::size_t i = 0; i < d->entries.size(); ++i)
    if (nan_key(d->entries[i].first)) return i;
  return d->entries.size();
}
Value* svz_find(Vm& in, DictObj* d, const Value& k) {
  if (!nan_key(k)) return d->find(svz_norm(in, k));
  std::size_t i = nan_slot(d);
  return i < d->entries.size() ? &d->entries[i].second : nullptr;
}
void svz_set(Vm& in, DictObj* d, const Value& k, Value v) {
  if (Value* slot = svz_find(in, d, k)) { *slot = std::move(v); return; }
  d->set(svz_norm(in, k), std::move(v));
}
bool svz_erase(Vm& in, DictObj* d, const Value& k) {
  if (!nan_key(k)) return d->erase(svz_norm(in, k));
  std::size_t i = nan_slot(d);
  if (i == d->entries.size()) return false;
  d->entries.erase(d->entries.begin() + static_cast<std::ptrdiff_t>(i));
  d->index.clear();
  for (std::uint32_t j = 0; j < d->entries.size(); ++j) d->index.emplace(d->entries[j].first, j);
  return true;
}
NATIVE(map_ctor) {
  UNUSED;
  auto* c = new ClassObj();
  c->name = "Map";
  Value cv = Value::object(c);
  c->mro.push_back(cv);
  auto* inst = new InstanceObj();
  inst->cls = cv;
  Value iv = Value::object(inst);
  Value d = make<DictObj>();
  inst->fields.set(map_field(in), d);
  if (!a.empty() && !a[0].is_none())
    for (auto& e : iter_items(in, a[0])) {
      if (!e.is(Tag::List)) continue;
      auto& it = e.as<ListObj>()->items;
      svz_set(in, d.as<DictObj>(), it.size() > 0 ? it[0] : Value(), it.size() > 1 ? it[1] : Value());
    }
  return iv;
}
/// super(iterable) of a Map or Set subclass (self: [instance, "Map"|"Set"]).
NATIVE(exotic_init) {
  UNUSED;
  const Value& inst = self.as<ListObj>()->items[0];
  const bool map = S(self.as<ListObj>()->items[1]) == "Map";
  Value d = map ? make<DictObj>() : make<DictObj>(Tag::Set);
  inst.as<InstanceObj>()->fields.set(map ? map_field(in) : set_field(in), d);
  if (!a.empty() && !a[0].is_none())
    for (auto& e : iter_items(in, a[0])) {
      if (in.raising()) break;
      if (!map) {
        svz_set(in, d.as<DictObj>(), e, Value::none());
        continue;
      }
      if (!e.is(Tag::List)) continue;
      auto& it = e.as<ListObj>()->items;
      svz_set(in, d.as<DictObj>(), it.size() > 0 ? it[0] : Value(), it.size() > 1 ? it[1] : Value());
    }
  return Value::none();
}
NATIVE(set_ctor) {
  UNUSED;
  Value s = make<DictObj>(Tag::Set);
  if (!a.empty() && !a[0].is_none())
    for (auto& e : iter_items(in, a[0])) svz_set(in, s.as<DictObj>(), e, Value::none());
  return s;
}

// WeakMap, WeakSet, WeakRef, FinalizationRegistry: nothing here is ever
// collected, so a WeakMap is a Map and a WeakSet a Set-holding instance
// whose per-instance class carries the name (node prints their contents as
// `<items unknown>`); a WeakRef keeps its target in "#target".
Value weak_instance(Vm& in, const char* name) {
  (void)in;
  auto* c = new ClassObj();
  c->name = name;
  Value cv = Value::object(c);
  c->mro.push_back(cv);
  auto* inst = new InstanceObj();
  inst->cls = cv;
  return Value::object(inst);
}
NATIVE(weakmap_ctor) {
  Value m = map_ctor(in, self, a);
  if (m.is(Tag::Instance)) m.as<InstanceObj>()->klass()->name = "WeakMap";
  return m;
}
NATIVE(weakset_ctor) {
  UNUSED;
  Value inst = weak_instance(in, "WeakSet");
  Value s = make<DictObj>(Tag::Set);
  inst.as<InstanceObj>()->fields.set(set_field(in), s);
  if (!a.empty() && !a[0].is_none())
    for (auto& e : iter_items(in, a[0])) svz_set(in, s.as<DictObj>(), e, Value::none());
  return inst;
}
NATIVE(weakref_deref) {
  UNUSED;
  Value* t = self.as<InstanceObj>()->fields.find(in.intern("#target"));
  return t ? *t : Value::none();
}
NATIVE(weakref_ctor) {
  UNUSED;
  if (!arg(a, 0).is_heap() || arg(a, 0).is(Tag::Str)) {
    in.raise("TypeError", "WeakRef: invalid target");
    return Value::none();
  }
  Value inst = weak_instance(in, "WeakRef");
  inst.as<InstanceObj>()->fields.set(in.intern("#target"), arg(a, 0));
  return inst;
}
NATIVE(finreg_ignore) { UNUSED; return Value::none(); }
NATIVE(finreg_unregister) { UNUSED; return Value::boolean(false); }
NATIVE(finreg_ctor) {
  UNUSED;
  return weak_instance(in, "FinalizationRegistry");
}

/// AggregateError(errors, message, options), new or as super(...) of a
/// subclass: `errors` is an array of the iterable's items (not enumerable:
/// inspect prints it [errors]); message and options are kept as
/// Error(message, options) keeps them (options.cause is the cause).
void aggregate_init(Vm& in, const Value& self, std::span<const Value> a) {
  if (!self.is(Tag::Instance)) return;
  std::vector<Value> errs = a.empty() || a[0].is_none() ? std::vector<Value>{} : iter_items(in, a[0]);
  if (in.raising()) return;
  std::vector<Value> args{a.size() > 1 && !a[1].is_none() ? make_str(to_str(in, a[1])) : make_str("")};
  if (a.size() > 2) args.push_back(a[2]);
  auto* inst = self.as<InstanceObj>();
  inst->fields.set(in.intern("args"), make_list(std::move(args), Tag::Tuple));
  inst->fields.set(in.intern("errors"), list_of(std::move(errs)));
  js::set_property_flags(in, self, make_str("errors"), true, false);
}
NATIVE(aggregate_super_init) {
  UNUSED;
  aggregate_init(in, self, a);
  return Value::none();
}
/// LanguageRuntime::construct_builtin: `new AggregateError(...)`; the other
/// Error classes keep the IR's exception holding their arguments.
Value js_construct_builtin(Vm& in, const Value& cls, std::span<const Value> a) {
  if (cls.as<ClassObj>()->name != "AggregateError") return Value::undef();
  Value e = in.make_exception("AggregateError", "");
  aggregate_init(in, e, a);
  return in.raising() ? Value::none() : e;
}

// --- live Map / Set iteration -------------------------------------------------------
// JS iterates a Map's or Set's entries live: entries added during the loop
// are visited, deleted ones not yet reached are not (a worklist Set that
// grows while for-of walks it). The entries vector compacts on erase, so
// the cursor is re-found each step from the visited keys: the last one still
// at or before the index it had when visited (an index that grew means the
// key was deleted and re-added: it is visited again at its new place; a
// key re-added at the very index it had is not told apart, and not revisited).
// State (a list): [entries dict, mode 0 keys / 1 values / 2 [k, v], then
// (key, index) per visited key]; the dict slot is None once exhausted.
std::int64_t live_cursor(std::vector<Value>& st) {
  auto* d = st[0].as<DictObj>();
  while (st.size() > 2) {
    auto it = d->index.find(st[st.size() - 2]);
    if (it != d->index.end() && static_cast<std::int64_t>(it->second) <= st.back().i()) return it->second + 1;
    st.pop_back();
    st.pop_back();
  }
  return 0;
}
/// The next entry of a live iteration (false when exhausted: it stays so).
bool live_step(std::vector<Value>& st, Value& out) {
  if (!st[0].is(Tag::Dict) && !st[0].is(Tag::Set)) return false;
  std::int64_t pos = live_cursor(st);
  auto& entries = st[0].as<DictObj>()->entries;
  if (pos >= static_cast<std::int64_t>(entries.size())) {
    st.resize(2);
    st[0] = Value::none();
    return false;
  }
  const auto& e = entries[static_cast<std::size_t>(pos)];
  const std::int64_t mode = st[1].i();
  out = mode == 0 ? e.first : mode == 1 ? e.second : list_of({e.first, e.second});
  st.push_back(e.first);
  st.push_back(Value::integer(pos));
  return true;
}
NATIVE(js_live_next) {
  UNUSED;
  Value out;
  if (!live_step(self.as<ListObj>()->items, out)) in.raise("StopIteration", "");
  return out;
}
Value live_state(const Value& dict, std::int64_t mode) { return list_of({dict, Value::integer(mode)}); }
/// A VM iterator over dict's entries, live (for-of over a Map or Set).
Value live_iterator(const Value& dict, std::int64_t mode) {
  auto* io = new IteratorObj();
  io->ikind = IterKind::User;
  io->seq = make_native(js_live_next, "next", live_state(dict, mode));
  return Value::object(io);
}
/// The entries dict of a Map (its __jsmap field) or a Set (the set itself,
/// or a Set subclass instance's); Undef for anything else.
Value collection_entries(Vm& in, const Value& v) {
  if (v.is(Tag::Set)) return v;
  if (!v.is(Tag::Instance)) return Value::undef();
  if (Value* m = v.as<InstanceObj>()->fields.find(map_field(in)); m && m->is(Tag::Dict)) return *m;
  if (Value* s = v.as<InstanceObj>()->fields.find(set_field(in)); s && s->is(Tag::Set)) return *s;
  return Value::undef();
}

// lowering intrinsics
NATIVE(i_of) {
  UNUSED;
  const Value& v = arg(a, 0);
  // a symbolic goes to the loop's __iter protocol as it is
  if (v.is(Tag::List)) return holes_read(v);
  if (v.is(Tag::Tuple) || v.is_symbolic()) return v;
  if (v.is(Tag::Generator)) return v;  // lazily: for-of resumes it item by item
  if (v.is(Tag::Set) || as_map(in, v)) return live_iterator(collection_entries(in, v), v.is(Tag::Set) ? 0 : 2);
  if (Value it = user_iterator(in, v); !it.is_undef()) return it;  // [Symbol.iterator](): item by item
  if (in.raising()) return Value::none();
  return list_of(iter_items(in, v));
}
/// What array destructuring indexes: arrays and unknowns as they are, any
/// other iterable's items.
NATIVE(i_iter_close);
NATIVE(i_indexable) {
  UNUSED;
  const Value& v = arg(a, 0);
  if ((v.is(Tag::Dict) || v.is(Tag::Instance)) && !as_map(in, v) && member(in, v, "__sym_iterator").is_undef()) return v;
  if (v.is(Tag::List) || v.is(Tag::Tuple) || v.is_symbolic()) return v;
  if (arg(a, 1).is_int() && (v.is(Tag::Generator) || v.is(Tag::Dict) || v.is(Tag::Instance))) {
    // `[a, b] = it` without a rest: as many items as the pattern takes, then
    // the iterator is closed (a generator's finally blocks, a user return())
    Value it = v.is(Tag::Generator) ? v : user_iterator(in, v);
    if (in.raising()) return Value::none();
    if (!it.is_undef() && !it.is(Tag::List) && !it.is_symbolic()) {
      std::vector<Value> out;
      Value cur = in.iter(it);
      for (std::int64_t i = 0; i < arg(a, 1).i() && !in.raising() && in.has_next(cur); ++i) out.push_back(in.next(cur));
      if (in.raising()) return Value::none();
      Args close{cur};
      i_iter_close(in, self, close);
      return list_of(std::move(out));
    }
  }
  return list_of(iter_items(in, v));
}
/// `...x` in an array literal or call: the items themselves; an unknown x
/// spreads the elements the VM's iteration protocol yields for it.
NATIVE(i_spread) {
  UNUSED;
  const Value& v = arg(a, 0);
  if (v.is(Tag::List)) return holes_read(v);
  if (v.is(Tag::Tuple) || v.is(Tag::Set)) return v;
  return list_of(iter_items(in, v));
}
// --- generators (the kernel's, kernel/vm/generator.cpp) -------------------------------
/// `{ value, done }`: what next()/return()/throw() answer.
Value iter_result(Value value, bool done) {
  Value d = make<DictObj>();
  d.as<DictObj>()->set(make_str("value"), std::move(value));
  d.as<DictObj>()->set(make_str("done"), Value::boolean(done));
  return d;
}
/// One resume: a yield is `{value, done: false}`, a return `{value, done: true}`.
bool is_gen_return(const Value& e);
Value gen_step(Vm& in, const Value& g, Value sent, bool throw_in) {
  auto* gen = g.as<GeneratorObj>();
  if (gen->buffered && !throw_in) {  // a for-of's has-next check ran it ahead
    gen->buffered = false;
    return iter_result(std::move(gen->lookahead), false);
  }
  Value out;
  switch (in.resume(g, std::move(sent), throw_in, out)) {
    case Vm::Resumed::Yielded: return iter_result(std::move(out), false);
    case Vm::Resumed::Returned: return iter_result(std::move(out), true);
    case Vm::Resumed::Raised:
      // a return() whose finally block yielded ends here: done, with return()'s value
      if (Value e = in.current_exception(); is_gen_return(e)) {
        in.clear_raise();
        return iter_result(instance_field(in, e, "value"), true);
      }
      break;
  }
  return Value::none();
}
NATIVE(obj_self) { UNUSED; return self; }
/// Symbol(desc): user symbols are not modelled (a TypeError names the gap).
/// Symbol(desc): a fresh symbol (numbered per run).
NATIVE(sym_ctor) {
  UNUSED;
  Value& count = in.run_state("javascript.symbol_count");
  const std::int64_t n = count.is_int() ? count.i() + 1 : 1;
  count = Value::integer(n);
  std::string s = "__sym_#" + std::to_string(n);
  if (!a.empty() && !a[0].is_none()) s += ":" + to_str(in, a[0]);
  return make_str(s);
}
NATIVE(sym_for) { UNUSED; return make_str("__sym_@" + to_str(in, arg(a, 0))); }
NATIVE(sym_keyFor) {
  UNUSED;
  if (!is_symbol(arg(a, 0))) {
    in.raise("TypeError", to_str(in, arg(a, 0)) + " is not a symbol");
    return Value::none();
  }
  const std::string& s = S(arg(a, 0));
  return s.rfind("__sym_@", 0) == 0 ? make_str(s.substr(7)) : Value::none();
}
NATIVE(sym_toString) { UNUSED; return make_str(symbol_text(S(self))); }
/// The own keys of a class's prototype (a class stands for it: C.prototype,
/// Object.getPrototypeOf(obj)): 'constructor', then its methods and
/// accessors in definition order; or (symbols) its symbol-keyed ones.
std::vector<Value> class_proto_keys(Vm& in, const Value& cls, bool symbols) {
  std::vector<Value> r;
  if (!symbols) r.push_back(make_str("constructor"));
  std::vector<std::string> seen;
  for (auto& [k, x] : cls.as<ClassObj>()->attrs.items) {
    std::string kn = in.name(k);
    if (!x.is(Tag::Function) || x.as<FunctionObj>()->sig->params.empty() || in.name(x.as<FunctionObj>()->sig->params[0]) != "this")
      continue;  // static members (accessors too), fields
    if (kn.rfind("__get_", 0) == 0 || kn.rfind("__set_", 0) == 0) kn = kn.substr(6);
    const bool sym = kn.rfind("__sym_", 0) == 0;
    if (sym != symbols || kn.empty() || kn[0] == '#' || (!sym && kn.rfind("__", 0) == 0)) continue;  // private, __init__
    if (std::find(seen.begin(), seen.end(), kn) != seen.end()) continue;
    seen.push_back(kn);
    r.push_back(make_str(kn));
  }
  return r;
}
NATIVE(obj_getOwnPropertySymbols) {
  UNUSED;
  if (arg(a, 0).is(Tag::Class) && !arg(a, 0).as<ClassObj>()->builtin) return list_of(class_proto_keys(in, arg(a, 0), true));
  if (arg(a, 0).is(Tag::Instance)) return list_of(instance_own_keys(in, arg(a, 0), true));
  std::vector<Value> r;
  if (arg(a, 0).is(Tag::Dict))
    for (auto& e : arg(a, 0).as<DictObj>()->entries)
      if (is_symbol(e.first)) r.push_back(e.first);
  return list_of(std::move(r));
}
NATIVE(gen_next) { UNUSED; return gen_step(in, self, arg(a, 0), false); }
NATIVE(gen_throw) { UNUSED; return gen_step(in, self, arg(a, 0), true); }
/// The exception gen.return(v) unwinds a suspended generator body with:
/// its finally blocks run, its catch clauses rethrow it (__js_is_gen_return).
bool is_gen_return(const Value& e) {
  return e.is(Tag::Instance) && e.as<InstanceObj>()->klass()->name == "GeneratorReturn";
}
Value gen_return_marker(Vm& in, const Value& v) {
  in.define_builtin_class("GeneratorReturn", "BaseException");
  Value marker = in.make_exception("GeneratorReturn", "");
  set_instance_field(in, marker, "value", v);
  return marker;
}
NATIVE(i_is_gen_return) { UNUSED; return Value::boolean(is_gen_return(arg(a, 0))); }
NATIVE(gen_return) {
  UNUSED;
  auto* g = self.as<GeneratorObj>();
  g->buffered = false;
  if (g->state != GeneratorObj::Suspended) {
    g->state = GeneratorObj::Done;
    return iter_result(arg(a, 0), true);
  }
  Value out;
  switch (in.resume(self, gen_return_marker(in, arg(a, 0)), true, out)) {
    case Vm::Resumed::Yielded: return iter_result(out, false);  // a finally block yielded
    case Vm::Resumed::Returned: return iter_result(out, true);  // a finally block returned
    case Vm::Resumed::Raised:
      if (!is_gen_return(in.current_exception())) return Value::none();  // a finally block threw
      in.clear_raise();
      g->state = GeneratorObj::Done;
      return iter_result(arg(a, 0), true);
  }
  return Value::none();
}
/// The end of a for-of that may have left by `break`: a generator still
/// suspended is closed, as the loop's IteratorClose does.
NATIVE(i_iter_close) {
  UNUSED;
  const Value& it = arg(a, 0);
  if (it.is(Tag::Iterator) && it.as<IteratorObj>()->ikind == IterKind::User) {  // a user iterator left early: its return()
    auto* io = it.as<IteratorObj>();
    if (io->done || !io->seq.is(Tag::Builtin) || io->seq.as<BuiltinObj>()->fn != js_iter_step) return Value::none();
    io->done = true;
    io->buffered = false;
    const Value user = io->seq.as<BuiltinObj>()->self;
    Value ret = member(in, user, "return");
    if (in.raising() || !(ret.is(Tag::Function) || ret.is(Tag::BoundMethod) || ret.is(Tag::Builtin))) return Value::none();
    call_with_this(in, ret, user, {});
    return Value::none();
  }
  if (!it.is(Tag::Generator) || it.as<GeneratorObj>()->state != GeneratorObj::Suspended) return Value::none();
  Args none{Value::none()};
  gen_return(in, it, none);
  return Value::none();
}

/// A for-of left by an exception from its body: the iterator is closed as
/// above, and an error its return() (or a generator's finally) raises is
/// dropped so the body's exception propagates (IteratorClose, throw completion).
NATIVE(i_iter_close_thrown) {
  Args close{arg(a, 0)};
  i_iter_close(in, self, close);
  if (in.raising()) in.clear_raise();  // (a spent budget stays raised)
  return Value::none();
}

/// A for-await left early: the result of its iterator's return() (a promise
/// the loop awaits), or undefined when it has none.
NATIVE(i_async_iter_close) {
  UNUSED;
  const Value& it = arg(a, 0);
  if (!(it.is(Tag::Dict) || it.is(Tag::Instance))) return Value::none();
  Value ret = member(in, it, "return");
  if (in.raising() || !(ret.is(Tag::Function) || ret.is(Tag::BoundMethod) || ret.is(Tag::Builtin))) return Value::none();
  return call_with_this(in, ret, it, {});
}

/// Whether a default, `??` or `?.` sees a missing value; an unknown one is
/// taken as present (its unknown members follow), never as undefined.
NATIVE(i_undef) { UNUSED; return Value::boolean(arg(a, 0).is_none()); }
NATIVE(i_nullish) { UNUSED; return Value::boolean(is_nullish(arg(a, 0))); }
/// __js_destructure(v, first property or undefined, site or undefined): V8's
/// check before an object pattern reads null or undefined. Without a site (a
/// parameter) the site is the value's type as V8's default call site prints it.
NATIVE(i_destructure) {
  UNUSED;
  const Value& v = arg(a, 0);
  if (!is_nullish(v)) return Value::none();
  const std::string what = is_null(v) ? "null" : "undefined";
  const std::string site = arg(a, 2).is(Tag::Str) ? S(arg(a, 2)) : is_null(v) ? "object null" : "undefined";
  if (arg(a, 1).is(Tag::Str))
    in.raise("TypeError", "Cannot destructure property '" + S(arg(a, 1)) + "' of '" + site + "' as it is " + what + ".");
  else
    in.raise("TypeError", "Cannot destructure '" + site + "' as it is " + what + ".");
  return Value::none();
}
NATIVE(i_keys) {
  UNUSED;
  if (arg(a, 0).is_symbolic()) return arg(a, 0);  // for-in over an unknown object: its unknown keys
  return list_of(own_keys(in, arg(a, 0)));
}
NATIVE(i_rest) {
  UNUSED;
  std::vector<Value> items = iter_items(in, arg(a, 0));
  std::size_t k = static_cast<std::size_t>(std::max<std::int64_t>(0, arg(a, 1).is_int() ? arg(a, 1).i() : 0));
  if (k > items.size()) k = items.size();
  return list_of(std::vector<Value>(items.begin() + static_cast<std::ptrdiff_t>(k), items.end()));
}
NATIVE(i_omit) {
  UNUSED;
  Value d = make<DictObj>();
  auto entries = own_entries(in, arg(a, 0)), syms = own_symbol_entries(in, arg(a, 0));
  entries.insert(entries.end(), syms.begin(), syms.end());
  for (auto& [k, x] : entries) {
    bool used = false;
    for (std::size_t i = 1; i < a.size(); ++i) used |= strict_eq(prop_key(in, a[i]), k);
    if (!used) d.as<DictObj>()->set(k, x);
  }
  return d;
}
NATIVE(i_array) {
  UNUSED;
  const Value& v = arg(a, 0);
  if (v.is(Tag::Tuple)) return list_of(v.as<ListObj>()->items);
  return v;
}
NATIVE(i_key) { UNUSED; return prop_key(in, arg(a, 0)); }
NATIVE(i_assign) {
  UNUSED;
  Value target = arg(a, 0);
  if (target.is(Tag::Dict)) {
    for (auto& [k, x] : own_entries(in, arg(a, 1))) target.as<DictObj>()->set(k, x);
    for (auto& [k, x] : own_symbol_entries(in, arg(a, 1))) target.as<DictObj>()->set(k, x);
  }
  return target;
}
/// Object.is: SameValue (NaN is NaN, 0 is not -0).
NATIVE(obj_is) {
  UNUSED;
  const Value x = arg(a, 0), y = arg(a, 1);
  if (is_num(x) && is_num(y)) {
    double p = to_num(in, x), q = to_num(in, y);
    if (std::isnan(p) || std::isnan(q)) return Value::boolean(std::isnan(p) && std::isnan(q));
    return Value::boolean(p == q && std::signbit(p) == std::signbit(q));
  }
  return Value::boolean(strict_eq(x, y));
}
/// A member every object inherits from Object.prototype (`'toString' in o`).
bool object_proto_member(const Value& k) {
  if (!k.is(Tag::Str)) return false;
  static constexpr std::string_view kNames[] = {"constructor", "hasOwnProperty", "isPrototypeOf", "propertyIsEnumerable",
                                                "toString", "toLocaleString", "valueOf", "__proto__"};
  return std::find(std::begin(kNames), std::end(kNames), S(k)) != std::end(kNames);
}
bool array_proto_member(const std::string& k);
NATIVE(i_has) {
  UNUSED;
  const Value& o = arg(a, 0);
  const Value& k = arg(a, 1);
  // private members are fields named "#x": only a brand check (`#x in o`, 3rd argument) may see
  // them, and only class instances (or classes, for static ones) have any
  const bool brand = a.size() > 2 && arg(a, 2).is(Tag::Bool) && arg(a, 2).b();
  if (brand && ((!o.is(Tag::Instance) && !o.is(Tag::Class)) || js::is_proxy(o))) return Value::boolean(false);
  if (js::is_proxy(o)) return Value::boolean(js::proxy_has(in, o, prop_key(in, k)));
  if (o.is(Tag::Dict)) {
    if (dict_prop(in, o.as<DictObj>(), k)) return Value::boolean(true);
    Value holder, key = prop_key(in, k);
    if (!hidden_key(key) && find_inherited(o, key, holder) != nullptr) return Value::boolean(true);
    Value cur = o;  // the chain's end: Object.prototype, unless Object.create(null)
    for (int guard = 0; guard < 10000 && cur.is(Tag::Dict); ++guard) cur = proto_of(cur);
    return Value::boolean(!is_null(cur) && object_proto_member(key));
  }
  if (o.is(Tag::List)) {
    if (k.is(Tag::Str) && S(k) == "length") return Value::boolean(true);
    if (k.is(Tag::Str) && (array_proto_member(S(k)) || object_proto_member(k))) return Value::boolean(true);
    double d = to_num(in, k);  // a hole is no element
    auto& items = o.as<ListObj>()->items;
    return Value::boolean(d >= 0 && d < static_cast<double>(items.size()) && d == std::trunc(d) && !is_hole(items[static_cast<std::size_t>(d)]));
  }
  if (o.is(Tag::Instance)) {
    std::string key = to_str(in, k);
    if (!brand && !key.empty() && key[0] == '#') return Value::boolean(false);
    if (o.as<InstanceObj>()->fields.find(in.intern(key))) return Value::boolean(true);
    const Name plain = in.intern(key), getter = in.intern("__get_" + key), setter = in.intern("__set_" + key);
    for (auto& c : o.as<InstanceObj>()->klass()->mro) {  // methods and accessors of the class chain
      auto& attrs = c.as<ClassObj>()->attrs;
      if (attrs.find(plain) || attrs.find(getter) || attrs.find(setter)) return Value::boolean(true);
    }
    return Value::boolean(object_proto_member(make_str(key)));
  }
  if (o.is(Tag::Class) && !o.as<ClassObj>()->builtin) {  // a class stands for its prototype (k in C.prototype)
    std::string key = to_str(in, k);
    if (!brand && !key.empty() && key[0] == '#') return Value::boolean(false);
    if (key == "constructor" || key == "prototype" || key == "name" || key == "length") return Value::boolean(true);
    const Name plain = in.intern(key), getter = in.intern("__get_" + key), setter = in.intern("__set_" + key);
    for (auto& c : o.as<ClassObj>()->mro) {
      if (!c.is(Tag::Class)) continue;
      auto& attrs = c.as<ClassObj>()->attrs;
      if (attrs.find(plain) || attrs.find(getter) || attrs.find(setter)) return Value::boolean(true);
    }
    return Value::boolean(object_proto_member(make_str(key)));
  }
  return Value::boolean(false);
}
bool js_store_index(Vm& in, const Value& obj, const Value& idx, const Value& v);
/// `o.f = v` / `o[k] = v` where a setter may run, `.length` may resize, or (a
/// 4th argument: strict code) the object may be frozen, sealed or not extensible.
/// A write to an accessor without a setter: ignored, a TypeError in
/// strict code (i_set's 4th argument).
void getter_only_write(Vm& in, Args& a, const std::string& prop, const std::string& cls) {
  if (a.size() > 3 && js_truthy(a[3]))
    in.raise("TypeError", "Cannot set property " + prop + " of #<" + (cls == "__class" ? std::string("Object") : cls) +
                              "> which has only a getter");
}
NATIVE(i_set) {
  UNUSED;
  const Value& o = arg(a, 0);
  if (js::is_proxy(o)) {
    js::proxy_set(in, o, prop_key(in, arg(a, 1)), arg(a, 2), a.size() > 3 && js_truthy(a[3]));
    return Value::none();
  }
  if (a.size() > 3 && js::write_refused(in, o, arg(a, 1), js_truthy(a[3]))) return Value::none();
  if (!arg(a, 1).is(Tag::Str)) {
    if (a.size() > 3 && !js_store_index(in, o, arg(a, 1), arg(a, 2))) in.ir_store_index(o, arg(a, 1), arg(a, 2));
    return Value::none();
  }
  const std::string& f = S(arg(a, 1));
  if (o.is(Tag::List) && f == "length") {  // truncates, or grows with holes
    const double d = to_num(in, arg(a, 2));
    if (!(d >= 0 && d == std::trunc(d) && d < 4294967296.0)) {
      in.raise("ValueError", "Invalid array length");  // RangeError
      return Value::none();
    }
    auto& items = o.as<ListObj>()->items;
    const auto n = static_cast<std::size_t>(d);
    if (n > items.size()) {
      if (n - items.size() > static_cast<std::size_t>(1 << 24)) {
        in.raise("ValueError", "array length " + std::to_string(n) + " leaves a gap larger than the VM fills");  // RangeError
        return Value::none();
      }
      if (!in.charge_bytes((n - items.size()) * sizeof(Value))) return Value::none();
    }
    items.resize(n, js_hole());
    return Value::none();
  }
  if (o.is(Tag::Function) || o.is(Tag::BoundMethod)) {  // a property of a function
    fn_props(in, o, true)->set(arg(a, 1), arg(a, 2));
    return Value::none();
  }
  if (o.is(Tag::Class) && !o.as<ClassObj>()->builtin && arg(a, 2).is(Tag::BoundMethod)) {
    // C.prototype.m = function () { this... }: the function (its first
    // parameter `this`) becomes a method, bound to the instance it is read from
    const auto* bm = arg(a, 2).as<BoundMethodObj>();
    if (bm->self.is_none() && bm->func.is(Tag::Function) && !bm->func.as<FunctionObj>()->sig->params.empty() &&
        in.name(bm->func.as<FunctionObj>()->sig->params[0]) == "this") {
      in.ir_store_attr(o, in.intern(f), bm->func);
      return Value::none();
    }
  }
  if (o.is(Tag::Dict)) {
    // an accessor (own or inherited) runs its setter; one without a setter ignores the write
    Value holder;
    if (Value* cur = find_inherited(o, arg(a, 1), holder); cur && cur->is(Tag::Accessor)) {
      Value fset = cur->as<AccessorObj>()->set;
      if (!fset.is_none() && !fset.is_undef()) {
        if (this_fn(in, fset)) call_with_this(in, fset, o, std::span<const Value>(&a[2], 1));
        else in.call_sync(fset, std::span<const Value>(&a[2], 1));
      } else {
        getter_only_write(in, a, f, "Object");
      }
      return Value::none();
    }
    o.as<DictObj>()->set(arg(a, 1), arg(a, 2));
    return Value::none();
  }
  if (o.is(Tag::Instance)) {
    const std::string& cname = o.as<InstanceObj>()->klass()->name;
    if (Value* cur = o.as<InstanceObj>()->fields.find(in.intern(f)); cur && cur->is(Tag::Accessor)) {
      Value fset = cur->as<AccessorObj>()->set;
      if (!fset.is_none() && !fset.is_undef()) call_with_this(in, fset, o, std::span<const Value>(&a[2], 1));
      else getter_only_write(in, a, f, cname);
      return Value::none();
    }
    Name setter = in.intern("__set_" + f), getter = in.intern("__get_" + f);
    for (auto& c : o.as<InstanceObj>()->klass()->mro) {
      auto* k = c.as<ClassObj>();
      if (Value* fn = k->attrs.find(setter)) {
        in.call_sync(*fn, std::vector<Value>{o, arg(a, 2)});
        return Value::none();
      }
      if (k->attrs.find(getter)) {  // the nearest accessor has only a getter: no own field is made
        getter_only_write(in, a, f, cname);
        return Value::none();
      }
      if (k->builtin) break;
    }
  }
  in.ir_store_attr(o, in.intern(f), arg(a, 2));
  return Value::none();
}
/// __js_hole(): an elision's slot in an array literal (`[1, , 3]`).
NATIVE(i_hole) {
  UNUSED;
  return js_hole();
}
NATIVE(i_delete) {
  UNUSED;
  const Value& o = arg(a, 0);
  if (js::is_proxy(o)) {
    bool ok = js::proxy_delete(in, o, prop_key(in, arg(a, 1)));
    if (!ok && !in.raising() && js_truthy(arg(a, 2)))
      in.raise("TypeError", "'deleteProperty' on proxy: trap returned falsish for property '" + to_str(in, arg(a, 1)) + "'");
    return Value::boolean(ok);
  }
  if (js::delete_refused(in, o, arg(a, 1), js_truthy(arg(a, 2)))) return Value::boolean(false);
  if (o.is(Tag::Dict)) {
    DictObj* d = o.as<DictObj>();
    const Value& k = arg(a, 1);
    if (!d->erase(prop_key(in, k))) {
      Value r = raw_key(k);
      if (!r.is_none()) d->erase(r);
    }
  } else if (o.is(Tag::List)) {  // delete a[i]: a hole, the length kept
    auto& items = o.as<ListObj>()->items;
    const Value& k = arg(a, 1);
    const double d = is_num(k) || k.is(Tag::Str) ? to_num(in, k) : NAN;
    if (d >= 0 && d == std::trunc(d) && d < static_cast<double>(items.size())) items[static_cast<std::size_t>(d)] = js_hole();
  } else if (o.is(Tag::Instance)) {
    auto& items = o.as<InstanceObj>()->fields.items;
    Name n = in.intern(to_str(in, arg(a, 1)));
    items.erase(std::remove_if(items.begin(), items.end(), [&](auto& p) { return p.first == n; }), items.end());
  }
  return Value::boolean(true);
}

// --- template strings' `raw` ------------------------------------------------------
// A tagged template's strings array keeps its source text in a side table
// (arrays have no named properties here); the table holds the array, so its
// address is not reused while listed; past kRawTableMax the older half goes.
Value raw_table_key(const Value& list) {
  return Value::integer(static_cast<std::int64_t>(reinterpret_cast<std::uintptr_t>(list.obj())));
}
NATIVE(i_template) {
  UNUSED;
  const Value& cooked = arg(a, 0);
  if (!cooked.is(Tag::List)) return cooked;
  Value& table_v = in.run_state("javascript.template_raw");
  if (!table_v.is(Tag::Dict)) table_v = make<DictObj>();
  constexpr std::size_t kRawTableMax = 4096;
  if (table_v.as<DictObj>()->entries.size() >= kRawTableMax) {
    Value fresh = make<DictObj>();
    auto& old = table_v.as<DictObj>()->entries;
    for (std::size_t k = old.size() / 2; k < old.size(); ++k) fresh.as<DictObj>()->set(old[k].first, old[k].second);
    table_v = fresh;
  }
  table_v.as<DictObj>()->set(raw_table_key(cooked), make_list({cooked, arg(a, 1)}, Tag::Tuple));
  return cooked;
}
/// strings.raw of a tagged template's strings array; Undef for any other array.
Value template_raw(Vm& in, const Value& list) {
  Value& table_v = in.run_state("javascript.template_raw");
  if (!table_v.is(Tag::Dict)) return Value::undef();
  Value* e = table_v.as<DictObj>()->find(raw_table_key(list));
  if (e == nullptr || e->as<ListObj>()->items[0].obj() != list.obj()) return Value::undef();
  return e->as<ListObj>()->items[1];
}
/// String.raw`...` / String.raw({raw: [...]}, ...subs): the raw pieces joined by the substitutions.
NATIVE(str_raw) {
  UNUSED;
  Value raw = member(in, arg(a, 0), "raw");
  if (in.raising()) return Value::none();
  if (!raw.is(Tag::List) && !raw.is(Tag::Str)) {
    in.raise("TypeError", "Cannot convert undefined or null to object");
    return Value::none();
  }
  std::string out;
  const std::vector<Value> pieces = raw.is(Tag::List) ? raw.as<ListObj>()->items : iter_items(in, raw);  // a string: its characters
  for (std::size_t k = 0; k < pieces.size(); ++k) {
    out += to_str(in, pieces[k]);
    if (k + 1 < pieces.size() && k + 1 < a.size()) out += to_str(in, a[k + 1]);
    if (!in.charge(1)) return Value::none();
  }
  return make_str(out);
}

/// A bigint literal: `123n` is `__js_bigint(123)`.
NATIVE(i_bigint) {
  UNUSED;
  const Value& v = arg(a, 0);
  if (v.is_int() || v.is(Tag::BigInt)) return make_big(in, to_big(v));
  return Value::none();
}
/// 1234567n.toLocaleString() -> "1,234,567" (en-US grouping; the locale argument is not read).
NATIVE(big_toLocaleString) {
  UNUSED;
  std::string s = big_of(self).str();
  const std::size_t start = s[0] == '-' ? 1 : 0;
  for (std::size_t i = s.size(); i > start + 3; i -= 3) s.insert(i - 3, 1, ',');
  return make_str(s);
}
NATIVE(big_toString) {
  UNUSED;
  std::int64_t radix = a.empty() || a[0].is_none() ? 10 : to_integer(in, a[0]);
  if (radix < 2 || radix > 36) {
    in.raise("ValueError", "toString() radix argument must be between 2 and 36");
    return Value::none();
  }
  BigInt x = big_of(self);
  if (radix == 10) return make_str(x.str());
  bool neg = x < 0;
  if (neg) x = -x;
  std::string out;
  if (!in.charge_bytes(static_cast<std::size_t>(int_bits(x)))) return Value::none();
  do {
    int d = static_cast<int>(x % radix);
    out.push_back(static_cast<char>(d < 10 ? '0' + d : 'a' + d - 10));
    x /= radix;
  } while (x != 0);
  if (neg) out.push_back('-');
  std::reverse(out.begin(), out.end());
  return make_str(out);
}
/// BigInt(x): from an integral number, a boolean, a bigint or a string of
/// an integer (decimal, 0x, 0o, 0b).
/// BigInt.asUintN(bits, x) / asIntN: x modulo 2^bits (as signed for asIntN).
Value big_as_n(Vm& in, Args& a, bool as_signed) {
  const double bits = to_num(in, arg(a, 0));
  if (!(bits >= 0 && bits <= 9007199254740991.0) || bits != std::trunc(bits)) {
    in.raise("ValueError", "Invalid value: not (convertible to) a safe integer");  // RangeError
    return Value::none();
  }
  if (!is_big(arg(a, 1))) {
    in.raise("TypeError", "Cannot convert " + to_str(in, arg(a, 1)) + " to a BigInt");
    return Value::none();
  }
  BigInt x = big_of(arg(a, 1));
  const auto n = static_cast<std::size_t>(bits);
  if (n == 0) return make_big(in, BigInt(0));
  if (n > int_bits(x) + 1 && (as_signed || x >= 0)) return arg(a, 1);  // already in range
  if (n > (1u << 20)) {
    in.raise("ValueError", "BigInt.asUintN width " + std::to_string(n) + " is more than the VM computes");  // RangeError
    return Value::none();
  }
  BigInt m = BigInt(1) << n;
  BigInt r = x % m;
  if (r < 0) r += m;
  if (as_signed && r >= (m >> 1)) r -= m;
  return make_big(in, r);
}
NATIVE(big_asUintN) { UNUSED; return big_as_n(in, a, false); }
NATIVE(big_asIntN) { UNUSED; return big_as_n(in, a, true); }
NATIVE(g_BigInt) {
  UNUSED;
  const Value& v = arg(a, 0);
  if (is_big(v)) return v;
  if (v.is_int()) return make_big(in, BigInt(v.i()));
  if (v.is(Tag::Bool)) return make_big(in, BigInt(v.b() ? 1 : 0));
  if (v.is(Tag::Float) && !is_null(v)) {
    double d = v.d();
    if (!std::isfinite(d) || d != std::trunc(d)) {
      in.raise("ValueError", "The number " + to_str(in, v) + " cannot be converted to a BigInt because it is not an integer");
      return Value::none();
    }
    return make_big(in, BigInt(d));
  }
  if (v.is(Tag::Str)) {
    std::string t = S(v);
    std::size_t b = t.find_first_not_of(" \t\n\r"), e = t.find_last_not_of(" \t\n\r");
    t = b == std::string::npos ? std::string() : t.substr(b, e - b + 1);
    if (!in.charge_bytes(t.size() * t.size() / 64 + 1)) return Value::none();
    bool neg = false;
    std::size_t i = 0;
    int base = 10;
    if (!t.empty() && (t[0] == '-' || t[0] == '+')) {
      neg = t[0] == '-';
      i = 1;
    } else if (t.size() > 2 && t[0] == '0' && std::strchr("xXoObB", t[1])) {
      base = (t[1] == 'x' || t[1] == 'X') ? 16 : (t[1] == 'o' || t[1] == 'O') ? 8 : 2;
      i = 2;
    }
    BigInt x = 0;
    bool ok = t.size() <= 100000;
    for (std::size_t k = i; ok && k < t.size(); ++k) {
      char c = static_cast<char>(std::tolower(static_cast<unsigned char>(t[k])));
      int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'z' ? c - 'a' + 10 : 99;
      if (d >= base) ok = false;
      else x = x * base + d;
    }
    if (ok && (i < t.size() || t.empty())) return make_big(in, neg ? BigInt(-x) : x);
    in.raise("RuntimeError", "Cannot convert " + S(v) + " to a BigInt");
    return Value::none();
  }
  in.raise("TypeError", "Cannot convert " + to_str(in, v) + " to a BigInt");
  return Value::none();
}

/// `get x() {}` / `set x(v) {}` in an object literal: (obj, "x", fn, "get"|"set").
/// __js_home(f, cls): a method installed after its class was made (a
/// computed key) gets the class as its home, so super works inside it.
NATIVE(i_home) {
  UNUSED;
  if (arg(a, 0).is(Tag::Function) && arg(a, 1).is(Tag::Class)) arg(a, 0).as<FunctionObj>()->owner_class = arg(a, 1);
  return arg(a, 0);
}
/// __js_super_get(super, key): super[key], the parent's member by a computed name.
NATIVE(i_super_get) {
  UNUSED;
  const Value& k = arg(a, 1);
  if (k.is_symbolic()) return in.fresh_symbolic("super[" + to_str(in, k) + "]");
  return in.ir_load_attr(arg(a, 0), in.intern(k.is(Tag::Str) ? S(k) : to_str(in, k)));
}
NATIVE(i_accessor) {
  UNUSED;
  const Value& o = arg(a, 0);
  if (!o.is(Tag::Dict)) return Value::none();
  Value* cur = o.as<DictObj>()->find(arg(a, 1));
  Value acc;
  if (cur && cur->is(Tag::Accessor)) {
    acc = *cur;
  } else {
    acc = make<AccessorObj>();
    o.as<DictObj>()->set(arg(a, 1), acc);
  }
  if (arg(a, 3).is(Tag::Str) && S(arg(a, 3)) == "set") {
    acc.as<AccessorObj>()->set = arg(a, 2);
    g_dict_setters = true;
  } else {
    acc.as<AccessorObj>()->get = arg(a, 2);
  }
  return Value::none();
}
/// `new F(args)` of a constructor function: a plain object whose
/// prototype is F.prototype, F run with it as `this`; an object F returns
/// replaces it.
/// super(...args) in an Array subclass's constructor: the array's items,
/// as Array(...args) makes them (self: the new array).
NATIVE(array_super_init) {
  Value made = arr_ctor(in, Value::none(), a);
  if (in.raising()) return Value::none();
  self.as<ListObj>()->items = made.as<ListObj>()->items;
  return Value::none();
}
/// `new Stack(...args)` of `class Stack extends Array`: an array marked with
/// the class, its constructor run with it as `this` (none: Array's).
Value new_array_subclass(Vm& in, const Value& cls, std::span<const Value> args) {
  Value list = list_of({});
  set_array_class(in, list, cls);
  Name init = in.intern("__init__");
  for (auto& k : cls.as<ClassObj>()->mro) {
    auto* kc = k.as<ClassObj>();
    if (kc->builtin) break;
    if (Value* ctor = kc->attrs.find(init); ctor && ctor->is(Tag::Function)) {
      std::vector<Value> call_args{list};
      call_args.insert(call_args.end(), args.begin(), args.end());
      in.call_sync(*ctor, call_args);
      return in.raising() ? Value::none() : list;
    }
  }
  Args b(args.begin(), args.end());
  array_super_init(in, list, b);
  return list;
}
/// Stack.from / Stack.of of an Array subclass: Array's, as the subclass.
NATIVE(array_subclass_static) {
  const auto& t = self.as<ListObj>()->items;  // [class, "from"|"of"]
  Value r = S(t[1]) == "from" ? arr_from(in, Value::none(), a) : arr_of(in, Value::none(), a);
  if (!in.raising()) set_array_class(in, r, t[0]);
  return r;
}
Value new_of(Vm& in, Args& a);
NATIVE(i_new) {
  UNUSED;
  const Value& f = arg(a, 0);
  std::span<const Value> rest(a);
  rest = rest.subspan(a.empty() ? 0 : 1);
  if (js::is_function_proxy(f)) return js::function_proxy_construct(in, f, rest, new_of);
  if (f.is(Tag::Class) && exotic_base(f.as<ClassObj>()) == "Array") return new_array_subclass(in, f, rest);
  if (f.is(Tag::Class) || f.is(Tag::Builtin) || f.is_symbolic()) return in.call_sync(f, rest);
  if (!(f.is(Tag::Function) || f.is(Tag::BoundMethod))) {
    in.raise("TypeError", to_str(in, f) + " is not a constructor");
    return Value::none();
  }
  Value obj = make<DictObj>();
  obj.as<DictObj>()->set(make_str(kProtoKey), fn_prototype(in, f));
  // the constructions under way, innermost last: new.target in f reads it
  Value& st = in.run_state("javascript.new_targets");
  if (!st.is(Tag::List)) st = make<ListObj>(Tag::List);
  ListObj* under_way = st.as<ListObj>();
  under_way->items.push_back(make_list({f, obj}, Tag::Tuple));
  Value r = call_with_this(in, f, obj, rest);
  under_way->items.pop_back();
  if (in.raising()) return Value::none();
  if (r.is(Tag::Dict) || r.is(Tag::Instance) || r.is(Tag::List)) return r;
  return obj;
}
Value new_of(Vm& in, Args& a) { return i_new(in, Value::none(), a); }
/// new.target in a plain function: the function a construction under way
/// called with this `this`, else undefined (a plain call, a method call).
NATIVE(i_new_target) {
  UNUSED;
  const Value& self_obj = arg(a, 0);
  if (!self_obj.is(Tag::Dict)) return Value::none();
  Value& st = in.run_state("javascript.new_targets");
  if (!st.is(Tag::List)) return Value::none();
  const auto& items = st.as<ListObj>()->items;
  for (auto it = items.rbegin(); it != items.rend(); ++it)
    if (it->as<ListObj>()->items[1].obj() == self_obj.obj()) return it->as<ListObj>()->items[0];
  return Value::none();
}
/// new.target in a class constructor: the class `new` named, which is the
/// instance's constructor unless Object.setPrototypeOf changed its class
/// while it was built (then the class it was made with, kept aside).
Value js_load_attr(Vm& in, const Value& obj, Name field);
NATIVE(i_ctor_new_target) {
  UNUSED;
  const Value& t = arg(a, 0);
  if (t.is(Tag::Instance))
    if (Value* c = t.as<InstanceObj>()->fields.find(in.intern(kMadeAsField))) return *c;
  const Name ctor = in.intern("constructor");
  Value r = js_load_attr(in, t, ctor);
  return r.is_undef() && !in.raising() ? in.ir_load_attr(t, ctor) : r;
}
NATIVE(obj_defineProperty);
/// The singleton Object.prototype of the run (what plain objects inherit).
Value proto_object(Vm& in, bool array);
Value object_prototype(Vm& in) { return proto_object(in, false); }
std::string_view builtin_kind(Vm& in, const Value& v);
Value kind_prototype(Vm& in, std::string_view kind);
NATIVE(obj_create) {
  UNUSED;
  const Value& p = arg(a, 0);
  if (p.is(Tag::Class) && !p.as<ClassObj>()->builtin) {
    // Object.create(C.prototype) (C.prototype is C here): an instance of C
    // whose constructor did not run, its methods and instanceof C intact
    Value obj = make<InstanceObj>();
    obj.as<InstanceObj>()->cls = p;
    if (a.size() > 1 && a[1].is(Tag::Dict))
      for (auto* e : ordered(a[1].as<DictObj>())) {
        Args b{obj, e->first, e->second};
        obj_defineProperty(in, Value::none(), b);
      }
    return obj;
  }
  // (Error.prototype, a built-in error class here: a plain object whose chain ends in it)
  if (!(p.is(Tag::Dict) || p.is(Tag::Instance) || is_null(p) || p.is_symbolic() || (p.is(Tag::Class) && is_error_class(p)))) {
    in.raise("TypeError", "Object prototype may only be an Object or null: " + to_str(in, p));
    return Value::none();
  }
  Value obj = make<DictObj>();
  if (!(p.is_heap() && p.obj() == object_prototype(in).obj())) obj.as<DictObj>()->set(make_str(kProtoKey), p);
  if (a.size() > 1 && a[1].is(Tag::Dict)) {  // property descriptors
    for (auto* e : ordered(a[1].as<DictObj>())) {
      Args b{obj, e->first, e->second};
      obj_defineProperty(in, Value::none(), b);
    }
  }
  return obj;
}
NATIVE(obj_getPrototypeOf) {
  UNUSED;
  const Value& o = arg(a, 0);
  if (js::is_proxy(o)) {  // the getPrototypeOf trap, else the target's
    Value target = js::proxy_target(o), r;
    if (js::proxy_trap(in, o, "getPrototypeOf", std::span<const Value>(&target, 1), r)) return in.raising() ? Value::none() : r;
    Args b{target};
    return obj_getPrototypeOf(in, self, b);
  }
  if (o.is_symbolic()) return in.unresolved_call("Object.getPrototypeOf", a, in.call_expr("Object.getPrototypeOf", a));
  if (o.is(Tag::Dict)) {
    if (o.obj() == object_prototype(in).obj()) return js_null();  // the end of every chain
    Value p = proto_of(o);
    return p.is_undef() ? object_prototype(in) : p;
  }
  if (std::string_view k = builtin_kind(in, o); !k.empty()) return kind_prototype(in, k);  // Date.prototype, ...
  if (o.is(Tag::Instance)) return o.as<InstanceObj>()->cls;  // a class stands for its prototype
  if (o.is(Tag::Class)) {
    // C.prototype is C: a subclass's is its parent's (TypeError's Error's), a base class's Object.prototype
    auto& mro = o.as<ClassObj>()->mro;
    if (mro.size() > 1 && (!mro[1].as<ClassObj>()->builtin || mro[1].as<ClassObj>()->name == "Exception" ||
                           !o.as<ClassObj>()->builtin))
      return mro[1];
    return object_prototype(in);
  }
  return object_prototype(in);
}
NATIVE(obj_setPrototypeOf) {
  UNUSED;
  const Value& o = arg(a, 0);
  if (o.is(Tag::Dict)) {
    const Value& p = arg(a, 1);
    Value cur = p;
    for (int guard = 0; guard < 10000 && cur.is(Tag::Dict); ++guard, cur = proto_of(cur))
      if (cur.obj() == o.obj()) {
        in.raise("TypeError", "Cyclic __proto__ value");
        return Value::none();
      }
    if (p.is_heap() && p.obj() == object_prototype(in).obj()) o.as<DictObj>()->erase(make_str(kProtoKey));
    else o.as<DictObj>()->set(make_str(kProtoKey), p);
  } else if (o.is(Tag::Instance) && arg(a, 1).is(Tag::Class) && !js::is_proxy(o) && builtin_kind(in, o).empty()) {
    // a class stands for its prototype: setPrototypeOf(obj, D.prototype) makes a class's instance a D
    // (its methods, getters, instanceof and constructor); an Error stays an Error, a Map/Set a collection
    auto* inst = o.as<InstanceObj>();
    const Value& c = arg(a, 1);
    if (is_error(o) == is_error_class(c) && exotic_base(inst->klass()) == exotic_base(c.as<ClassObj>())) {
      if (!inst->fields.find(in.intern(kMadeAsField))) inst->fields.set(in.intern(kMadeAsField), inst->cls);  // new.target's
      inst->cls = c;
    }
  }
  return o;
}
/// `{ __proto__: p }` in an object literal: p becomes the prototype when it
/// is an object or null (any other value is ignored).
NATIVE(i_literal_proto) {
  UNUSED;
  const Value& p = arg(a, 1);
  if (p.is(Tag::Dict) || p.is(Tag::Instance) || p.is(Tag::Class) || is_null(p)) return obj_setPrototypeOf(in, self, a);
  return arg(a, 0);
}
/// Object.defineProperty(o, key, {value | get/set}): plain objects and
/// instances; the enumerable/writable/configurable flags are not kept.
NATIVE(obj_defineProperty) {
  UNUSED;
  const Value& o = arg(a, 0);
  const Value& desc = arg(a, 2);
  if (js::is_proxy(o)) {  // the defineProperty trap (falsish: a TypeError), else the target's
    Value targs[3] = {js::proxy_target(o), prop_key(in, arg(a, 1)), desc}, r;
    if (js::proxy_trap(in, o, "defineProperty", targs, r)) {
      if (!in.raising() && !js_truthy(r))
        in.raise("TypeError", "'defineProperty' on proxy: trap returned falsish for property '" + to_str(in, arg(a, 1)) + "'");
      return o;
    }
    if (in.raising()) return Value::none();
    Args b{targs[0], arg(a, 1), desc};
    obj_defineProperty(in, self, b);
    return o;
  }
  if (!desc.is(Tag::Dict)) {
    if (!o.is_symbolic()) in.raise("TypeError", "Property description must be an object: " + to_str(in, desc));
    return o;
  }
  Value key = prop_key(in, arg(a, 1));
  auto* dd = desc.as<DictObj>();
  {  // absent flags are false for a new property and kept for an existing one
    bool exists = false;
    Value current;
    if (o.is(Tag::Dict)) {
      if (Value* c = o.as<DictObj>()->find(key)) exists = true, current = *c;
    } else if (o.is(Tag::Instance) && key.is(Tag::Str)) {
      if (Value* c = o.as<InstanceObj>()->fields.find(in.intern(S(key)))) exists = true, current = *c;
    } else if (o.is(Tag::List)) {
      std::uint64_t i;
      if (index_key(key, i) && i < o.as<ListObj>()->items.size()) exists = true, current = o.as<ListObj>()->items[static_cast<std::size_t>(i)];
    }
    auto flag = [&](const char* name, bool cur) {
      Value* v = dd->find(make_str(name));
      return v ? js_truthy(*v) : cur;
    };
    const bool accessor = dd->find(make_str("get")) || dd->find(make_str("set"));
    const bool was_readonly = exists && js::property_readonly(in, o, key);
    const bool was_fixed = exists && (js::property_fixed(in, o, key) || js::integrity_of(in, o) >= js::Integrity::kSealed);
    const bool writable = accessor || flag("writable", exists && !was_readonly);
    const bool enumerable = flag("enumerable", exists && !js::property_hidden(in, o, key));
    const bool configurable = flag("configurable", exists && !was_fixed);
    if (was_fixed) {  // a non-configurable property may only be made read-only, or given its own value again
      Value* v = dd->find(make_str("value"));
      const bool changes = configurable || enumerable == js::property_hidden(in, o, key) || accessor != current.is(Tag::Accessor) ||
                           (was_readonly && !current.is(Tag::Accessor) && (writable || (v && !strict_eq(*v, current))));
      if (changes) {
        in.raise("TypeError", "Cannot redefine property: " + to_str(in, key));
        return Value::none();
      }
    }
    if (o.is(Tag::Dict) || o.is(Tag::Instance) || o.is(Tag::List)) js::set_property_flags(in, o, key, writable, enumerable, configurable);
  }
  Value* get = dd->find(make_str("get"));
  Value* set = dd->find(make_str("set"));
  if (o.is(Tag::Class) && !o.as<ClassObj>()->builtin && key.is(Tag::Str)) {
    // C.prototype (a class stands for it): a method, or a getter/setter as
    // the class's own are held (`__get_k`), so instances read them (mixins)
    auto method = [&](const Value& f) {
      if (f.is(Tag::BoundMethod) && f.as<BoundMethodObj>()->self.is_none()) return f.as<BoundMethodObj>()->func;
      return f;
    };
    if (get || set) {
      if (get && !get->is_none()) in.ir_store_attr(o, in.intern("__get_" + S(key)), method(*get));
      if (set && !set->is_none()) in.ir_store_attr(o, in.intern("__set_" + S(key)), method(*set));
    } else if (Value* v = dd->find(make_str("value"))) {
      in.ir_store_attr(o, in.intern(S(key)), method(*v));
    }
    return o;
  }
  Value stored;
  if (get || set) {
    stored = make<AccessorObj>();
    if (get) stored.as<AccessorObj>()->get = *get;
    if (set) stored.as<AccessorObj>()->set = *set;
    if (set) g_dict_setters = true;
  } else {
    Value* v = dd->find(make_str("value"));
    if (!v) {  // flags only: an existing property keeps its value
      if (o.is(Tag::Dict) && o.as<DictObj>()->find(key)) return o;
      if (o.is(Tag::Instance) && key.is(Tag::Str) && o.as<InstanceObj>()->fields.find(in.intern(S(key)))) return o;
    }
    stored = v ? *v : Value::none();
  }
  if (o.is(Tag::Dict)) o.as<DictObj>()->set(key, stored);
  else if (o.is(Tag::Instance) && key.is(Tag::Str)) o.as<InstanceObj>()->fields.set(in.intern(S(key)), stored);
  else if ((o.is(Tag::Function) || o.is(Tag::BoundMethod)) && key.is(Tag::Str)) fn_props(in, o, true)->set(key, stored);
  return o;
}
NATIVE(obj_defineProperties) {
  UNUSED;
  if (arg(a, 1).is(Tag::Dict))
    for (auto* e : ordered(arg(a, 1).as<DictObj>())) {
      Args b{arg(a, 0), e->first, e->second};
      obj_defineProperty(in, Value::none(), b);
    }
  return arg(a, 0);
}
NATIVE(obj_getOwnPropertyNames) {
  UNUSED;
  std::vector<Value> r;
  if (arg(a, 0).is(Tag::Dict)) {
    for (auto* e : ordered(arg(a, 0).as<DictObj>())) r.push_back(prop_key(in, e->first));
    return list_of(std::move(r));
  }
  if (arg(a, 0).is(Tag::Class) && !arg(a, 0).as<ClassObj>()->builtin) return list_of(class_proto_keys(in, arg(a, 0), false));
  if (arg(a, 0).is(Tag::Instance) && !is_error(arg(a, 0))) return list_of(instance_own_keys(in, arg(a, 0), false));
  if (is_error(arg(a, 0))) {  // V8 makes stack, then message (when given) and cause, before the program's own
    auto* inst = arg(a, 0).as<InstanceObj>();
    r.push_back(make_str("stack"));
    const Value* args = inst->fields.find(in.intern("args"));
    const auto* given = args && (args->is(Tag::Tuple) || args->is(Tag::List)) ? &args->as<ListObj>()->items : nullptr;
    if (inst->fields.find(in.intern("message")) || (given && !given->empty() && !(*given)[0].is_none()))
      r.push_back(make_str("message"));
    if (given && given->size() > 1 && (*given)[1].is(Tag::Dict) && (*given)[1].as<DictObj>()->find(make_str("cause")))
      r.push_back(make_str("cause"));
  }
  for (auto& [k, x] : own_entries(in, arg(a, 0)))
    if (!is_error(arg(a, 0)) || !k.is(Tag::Str) ||
        std::find_if(r.begin(), r.end(), [&](const Value& n) { return S(n) == S(k); }) == r.end())
      r.push_back(k);
  if (arg(a, 0).is(Tag::List)) r.push_back(make_str("length"));
  return list_of(std::move(r));
}

// --- methods of built-in values ------------------------------------------------
using Method = Value (*)(Vm&, const Value&, Args&);

// strings: indices and lengths count UTF-16 code units (js::Utf16)
NATIVE(s_charAt) {
  UNUSED;
  js::Utf16 s(in, self);
  double i = a.empty() ? 0 : std::trunc(to_num(in, a[0]));  // ToIntegerOrInfinity
  if (std::isnan(i)) i = 0;
  if (!(i >= 0 && i < static_cast<double>(s.size()))) return make_str("");
  return make_str(s.substr(static_cast<std::size_t>(i), static_cast<std::size_t>(i) + 1));
}
Value code_at(Vm& in, const Value& self, Args& a, bool point) {
  js::Utf16 s(in, self);
  double i = a.empty() ? 0 : std::trunc(to_num(in, a[0]));  // ToIntegerOrInfinity
  if (std::isnan(i)) i = 0;
  if (!(i >= 0 && i < static_cast<double>(s.size()))) return point ? Value::none() : num(NAN);
  const auto k = static_cast<std::size_t>(i);
  return Value::integer(point ? s.code_point(k) : s.unit(k));
}
NATIVE(s_charCodeAt) { UNUSED; return code_at(in, self, a, false); }
// A string position argument: ToIntegerOrInfinity clamped to [0, n];
// absent/undefined/NaN gives `dflt`.
static std::size_t str_pos(Vm& in, Args& a, std::size_t i, std::size_t n, std::size_t dflt) {
  if (a.size() <= i || a[i].is(Tag::None)) return dflt;
  double d = to_num(in, a[i]);
  if (std::isnan(d)) return 0;
  if (d <= 0) return 0;
  if (d >= static_cast<double>(n)) return n;
  return static_cast<std::size_t>(d);
}
NATIVE(s_indexOf) {
  UNUSED;
  const std::string& s = S(self);
  js::Utf16 u(in, self);
  std::string t = to_str(in, arg(a, 0));
  std::size_t from = u.byte_of(str_pos(in, a, 1, u.size(), 0));
  auto p = s.find(t, from);
  if (!in.charge_bytes((p == std::string::npos ? s.size() : p + t.size()) - std::min(from, s.size()))) return Value::none();
  return Value::integer(p == std::string::npos ? -1 : static_cast<std::int64_t>(u.unit_of(p)));
}
NATIVE(s_lastIndexOf) {
  UNUSED;
  const std::string& s = S(self);
  js::Utf16 u(in, self);
  std::size_t from = u.size();
  if (a.size() > 1 && !a[1].is(Tag::None)) {
    double d = to_num(in, a[1]);
    if (!std::isnan(d)) from = d <= 0 ? 0 : (d >= static_cast<double>(u.size()) ? u.size() : static_cast<std::size_t>(d));
  }
  from = u.byte_of(from);
  auto p = s.rfind(to_str(in, arg(a, 0)), from);
  if (!in.charge_bytes(p == std::string::npos ? from : from - std::min(from, p))) return Value::none();
  return Value::integer(p == std::string::npos ? -1 : static_cast<std::int64_t>(u.unit_of(p)));
}
NATIVE(s_includes) {
  UNUSED;
  const std::string& s = S(self);
  js::Utf16 u(in, self);
  std::size_t from = u.byte_of(str_pos(in, a, 1, u.size(), 0));
  std::string t = to_str(in, arg(a, 0));
  auto p = s.find(t, from);
  if (!in.charge_bytes((p == std::string::npos ? s.size() : p + t.size()) - std::min(from, s.size()))) return Value::none();
  return Value::boolean(p != std::string::npos);
}
NATIVE(s_startsWith) {
  UNUSED;
  const std::string& s = S(self);
  std::string t = to_str(in, arg(a, 0));
  js::Utf16 u(in, self);
  std::size_t p = u.byte_of(str_pos(in, a, 1, u.size(), 0));
  if (!in.charge_bytes(t.size())) return Value::none();
  return Value::boolean(s.size() - p >= t.size() && s.compare(p, t.size(), t) == 0);
}
NATIVE(s_endsWith) {
  UNUSED;
  const std::string& s = S(self);
  std::string t = to_str(in, arg(a, 0));
  js::Utf16 u(in, self);
  std::size_t e = u.byte_of(str_pos(in, a, 1, u.size(), u.size()));
  if (!in.charge_bytes(t.size())) return Value::none();
  return Value::boolean(e >= t.size() && s.compare(e - t.size(), t.size(), t) == 0);
}
NATIVE(s_slice) {
  UNUSED;
  js::Utf16 s(in, self);
  std::int64_t n = static_cast<std::int64_t>(s.size());
  std::int64_t b = rel_index(in, arg(a, 0), n, 0), e = rel_index(in, arg(a, 1), n, n);
  if (b < e && !in.charge_bytes(static_cast<std::size_t>(e - b))) return Value::none();
  return make_str(b < e ? s.substr(static_cast<std::size_t>(b), static_cast<std::size_t>(e)) : "");
}
NATIVE(s_substring) {
  UNUSED;
  js::Utf16 s(in, self);
  double n = static_cast<double>(s.size());
  auto clamp = [&](const Value& v, double d) {
    if (v.is_none()) return d;
    double x = to_num(in, v);
    if (std::isnan(x)) x = 0;
    return std::clamp(std::trunc(x), 0.0, n);
  };
  double b = clamp(arg(a, 0), 0), e = clamp(arg(a, 1), n);
  if (b > e) std::swap(b, e);
  if (!in.charge_bytes(static_cast<std::size_t>(e - b))) return Value::none();
  return make_str(s.substr(static_cast<std::size_t>(b), static_cast<std::size_t>(e)));
}
NATIVE(s_substr) {
  UNUSED;
  js::Utf16 s(in, self);
  std::int64_t n = static_cast<std::int64_t>(s.size());
  std::int64_t b = rel_index(in, arg(a, 0), n, 0);
  std::int64_t len = a.size() > 1 && !a[1].is_none() ? to_integer(in, a[1]) : n - b;
  if (len <= 0) return make_str("");
  if (!in.charge_bytes(static_cast<std::size_t>(std::min<std::int64_t>(len, n)))) return Value::none();
  return make_str(s.substr(static_cast<std::size_t>(b), static_cast<std::size_t>(std::min(n, b + std::min(len, n)))));
}
NATIVE(s_toUpperCase) {
  UNUSED;
  if (!in.charge_bytes(S(self).size())) return Value::none();
  return make_str(text::full_case(S(self), true));
}
NATIVE(s_toLowerCase) {
  UNUSED;
  if (!in.charge_bytes(S(self).size())) return Value::none();
  return make_str(text::full_case(S(self), false));
}
/// The length of the JavaScript white space or line terminator starting at
/// s[i] (ASCII ones, NBSP, ZWNBSP, the Zs spaces, U+2028/9), 0 if none.
std::size_t js_space_at(const std::string& s, std::size_t i) {
  const auto c = static_cast<unsigned char>(s[i]);
  if (c < 0x80) return c == ' ' || (c >= '\t' && c <= '\r') ? 1 : 0;
  auto at = [&](std::size_t k) { return i + k < s.size() ? static_cast<unsigned char>(s[i + k]) : 0u; };
  if (c == 0xC2) return at(1) == 0xA0 ? 2 : 0;                                    // U+00A0
  if (c == 0xE1) return at(1) == 0x9A && at(2) == 0x80 ? 3 : 0;                  // U+1680
  if (c == 0xE2 && at(1) == 0x80) return at(2) <= 0x8A || at(2) == 0xA8 || at(2) == 0xA9 || at(2) == 0xAF ? 3 : 0;  // U+2000-200A, 2028, 2029, 202F
  if (c == 0xE2 && at(1) == 0x81) return at(2) == 0x9F ? 3 : 0;                  // U+205F
  if (c == 0xE3) return at(1) == 0x80 && at(2) == 0x80 ? 3 : 0;                  // U+3000
  if (c == 0xEF) return at(1) == 0xBB && at(2) == 0xBF ? 3 : 0;                  // U+FEFF
  return 0;
}
std::string trim(const std::string& s, bool l, bool r) {
  std::size_t b = 0, e = s.size();
  if (l) {
    while (b < e) {
      const std::size_t n = js_space_at(s, b);
      if (n == 0) break;
      b += n;
    }
  }
  if (r)
    while (e > b) {
      std::size_t k = e - 1;  // the start of the last character
      while (k > b && (static_cast<unsigned char>(s[k]) & 0xC0) == 0x80) --k;
      std::size_t n = js_space_at(s, k);
      if (n == 0 || k + n != e) break;
      e = k;
    }
  return s.substr(b, e - b);
}
// (a trim copies the string)
NATIVE(s_trim) { UNUSED; return in.charge_bytes(S(self).size()) ? make_str(trim(S(self), true, true)) : Value::none(); }
// strings are UTF-8 text: no lone surrogates
NATIVE(s_isWellFormed) { UNUSED; return Value::boolean(true); }
NATIVE(s_trimStart) { UNUSED; return in.charge_bytes(S(self).size()) ? make_str(trim(S(self), true, false)) : Value::none(); }
NATIVE(s_trimEnd) { UNUSED; return in.charge_bytes(S(self).size()) ? make_str(trim(S(self), false, true)) : Value::none(); }
NATIVE(s_repeat) {
  UNUSED;
  double n = to_num(in, arg(a, 0));
  if (n < 0 || std::isinf(n)) { in.raise("ValueError", "Invalid count value: " + fmt_num(n)); return Value::none(); }
  n = std::isnan(n) ? 0 : std::min(std::trunc(n), static_cast<double>(1u << 28));  // NaN repeats 0 times
  // charged for what it builds (capped at 256 MiB as below)
  const double want = std::min(n * static_cast<double>(S(self).size()), static_cast<double>(1u << 28));
  if (!in.charge_bytes(static_cast<std::size_t>(want))) return Value::none();
  std::string out;
  for (std::int64_t i = 0; i < static_cast<std::int64_t>(n) && out.size() < (1u << 28); ++i) out += S(self);
  return make_str(out);
}
/// padStart/padEnd: the target length and the fill are counted in UTF-16 units.
std::string pad(Vm& in, const Value& self, Args& a, bool start) {
  const std::string& s = S(self);
  const std::size_t have = js::Utf16(in, self).size();
  std::size_t n = static_cast<std::size_t>(std::max<std::int64_t>(0, to_integer(in, arg(a, 0))));
  Value fillv = a.size() > 1 && !a[1].is_none() ? make_str(to_str(in, a[1])) : make_str(" ");
  js::Utf16 fill(in, fillv);
  if (n <= have || fill.size() == 0) return s;
  if (!in.charge_bytes(n)) return s;  // the caller sees in.raising()
  const std::size_t want = n - have;
  std::string p;
  for (std::size_t i = 0; i + fill.size() <= want; i += fill.size()) p += S(fillv);
  p += fill.substr(0, want % fill.size());
  return start ? p + s : s + p;
}
NATIVE(s_padStart) { UNUSED; return make_str(pad(in, self, a, true)); }
NATIVE(s_padEnd) { UNUSED; return make_str(pad(in, self, a, false)); }
/// A string method given a RegExp (javascript_regex.cpp).
bool regex_arg(Vm& in, const Args& a) { return !a.empty() && js::is_regex(in, a[0]); }
Value with_regex(Vm& in, std::string_view name, const Value& self, const Args& a) {
  return js::regex_string_method(in, name, self, a[0], std::span<const Value>(a).subspan(1));
}
/// match/matchAll/search with a string: the string is a pattern.
Value as_regex(Vm& in, const Args& a, const char* flags) {
  std::vector<Value> args{make_str(a.empty() || a[0].is_none() ? std::string() : to_str(in, a[0])), make_str(flags)};
  return in.call_sync(js::regex_global(in, "RegExp"), args);
}
NATIVE(s_match) {
  UNUSED;
  if (regex_arg(in, a)) return with_regex(in, "match", self, a);
  Value re = as_regex(in, a, "");
  return in.raising() ? Value::none() : js::regex_string_method(in, "match", self, re, {});
}
NATIVE(s_matchAll) {
  UNUSED;
  Value r;
  if (regex_arg(in, a)) r = with_regex(in, "matchAll", self, a);
  else if (Value re = as_regex(in, a, "g"); !in.raising()) r = js::regex_string_method(in, "matchAll", self, re, {});
  if (in.raising() || !r.is(Tag::List)) return r;
  return mark_iterator(in, r, "RegExp String Iterator");
}
NATIVE(s_search) {
  UNUSED;
  if (regex_arg(in, a)) return with_regex(in, "search", self, a);
  Value re = as_regex(in, a, "");
  return in.raising() ? Value::none() : js::regex_string_method(in, "search", self, re, {});
}
NATIVE(s_split) {
  UNUSED;
  if (regex_arg(in, a)) return with_regex(in, "split", self, a);
  const std::string& s = S(self);
  std::vector<Value> out;
  if (a.empty() || a[0].is_none()) return list_of({self});
  std::string sep = to_str(in, a[0]);
  std::size_t limit = a.size() > 1 && !a[1].is_none() ? static_cast<std::size_t>(std::max<std::int64_t>(0, to_integer(in, a[1]))) : SIZE_MAX;
  if (!in.charge_bytes(s.size())) return Value::none();  // a scan and a copy of every byte
  if (sep.empty()) {  // one string per UTF-16 unit
    js::Utf16 u(in, self);
    for (std::size_t i = 0; i < u.size() && out.size() < limit; ++i) out.push_back(make_str(u.substr(i, i + 1)));
    return list_of(std::move(out));
  }
  std::size_t pos = 0;
  while (out.size() < limit) {
    auto p = s.find(sep, pos);
    if (p == std::string::npos) {
      out.push_back(make_str(s.substr(pos)));
      break;
    }
    out.push_back(make_str(s.substr(pos, p - pos)));
    pos = p + sep.size();
  }
  if (!in.charge_items(out.size())) return Value::none();  // a string built per piece
  return list_of(std::move(out));
}
/// A replacement string's patterns for a string (not RegExp) pattern
/// matched at s[at, at + len): $$ is "$", $& the match, $` the text before
/// it, $' the text after it; anything else ($1, $<name>) stays as written.
void string_substitution(const std::string& rep, const std::string& s, std::size_t at, std::size_t len, std::string& out) {
  for (std::size_t i = 0; i < rep.size(); ++i) {
    if (rep[i] != '$' || i + 1 == rep.size()) {
      out += rep[i];
      continue;
    }
    const char c = rep[i + 1];
    if (c == '$') out += '$';
    else if (c == '&') out.append(s, at, len);
    else if (c == '`') out.append(s, 0, at);
    else if (c == '\'') out.append(s, at + len, std::string::npos);
    else {
      out += '$';
      continue;
    }
    ++i;
  }
}
Value replace_impl(Vm& in, const Value& self, Args& a, bool all) {
  if (regex_arg(in, a)) return with_regex(in, all ? "replaceAll" : "replace", self, a);
  if (!in.charge_bytes(S(self).size())) return Value::none();  // a scan and a copy
  std::string s = S(self);
  std::string pat = to_str(in, arg(a, 0));
  const Value& rep = arg(a, 1);
  std::string out;
  std::size_t pos = 0;
  while (true) {
    auto p = s.find(pat, pos);
    if (p == std::string::npos) break;
    out += s.substr(pos, p - pos);
    if (rep.is(Tag::Function) || rep.is(Tag::BoundMethod))
      out += to_str(in, call(in, rep, {make_str(pat), Value::integer(static_cast<std::int64_t>(js::Utf16(in, self).unit_of(p))), self}));
    else string_substitution(to_str(in, rep), s, p, pat.size(), out);
    pos = p + pat.size();
    if (!all) break;
    if (pat.empty()) {
      if (pos < s.size()) out += s[pos];
      ++pos;
      if (pos > s.size()) break;
    }
  }
  if (pos <= s.size()) out += s.substr(pos);
  return make_str(out);
}
NATIVE(s_replace) { UNUSED; return replace_impl(in, self, a, false); }
NATIVE(s_replaceAll) { UNUSED; return replace_impl(in, self, a, true); }
NATIVE(s_at) {
  UNUSED;
  js::Utf16 s(in, self);
  std::int64_t i = to_integer(in, arg(a, 0));
  if (i < 0) i += static_cast<std::int64_t>(s.size());
  if (i < 0 || i >= static_cast<std::int64_t>(s.size())) return Value::none();
  return make_str(s.substr(static_cast<std::size_t>(i), static_cast<std::size_t>(i) + 1));
}
NATIVE(s_concat) {
  UNUSED;
  std::string s = S(self);
  for (auto& x : a) s += to_str(in, x);
  if (!in.charge_bytes(s.size())) return Value::none();
  return make_str(s);
}
/// localeCompare as node's ICU root collation orders Latin text: control
/// characters are ignored; whitespace < punctuation and symbols < digits <
/// letters (primary level, case- and accent-blind: "é" sorts with "e");
/// then unaccented before accented at the first accent difference; then
/// lowercase before uppercase at the first case difference. Other
/// characters follow in code point order.
/// Options (localeCompare's third argument): `numeric` compares digit runs
/// by value (leading zeros ignored); `sensitivity` "base" drops the accent
/// and case levels, "accent" the case level, "case" the accent level.
struct CollateOptions {
  bool numeric = false, accents = true, cases = true;
};
int collate(const std::string& x, const std::string& y, const CollateOptions& opt = {}) {
  static const auto rank = [] {
    std::array<int, 128> r{};
    const char* order = "\t\n\v\f\r _-,;:!?.'\"()[]{}@*/\\&#%`^+<=>|~$0123456789";
    int k = 1;
    for (const char* c = order; *c; ++c) r[static_cast<unsigned char>(*c)] = k++;
    for (int c = 'a'; c <= 'z'; ++c) r[c] = r[c - 'a' + 'A'] = k++;
    return r;
  }();
  struct Key {
    std::vector<int> primary;
    std::vector<std::uint32_t> accent;
    std::string cased;  // the letters, for the case level
  };
  auto key = [&](const std::string& s) {
    Key k;
    for (std::size_t i = 0; i < s.size();) {
      const auto c = static_cast<unsigned char>(s[i]);
      std::uint32_t cp = c;
      std::size_t n = 1;
      if (c >= 0xC0) {
        n = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : 2;
        n = std::min(n, s.size() - i);
        cp = c & (0xFF >> (n + 1));
        for (std::size_t j = 1; j < n; ++j) cp = (cp << 6) | (static_cast<unsigned char>(s[i + j]) & 0x3F);
      }
      if (opt.numeric && cp >= '0' && cp <= '9') {  // one primary weight for the run: its length, then its digits
        std::size_t j = i;
        while (j < s.size() && s[j] == '0') ++j;
        std::size_t e = j;
        while (e < s.size() && s[e] >= '0' && s[e] <= '9') ++e;
        constexpr int kNum = 3000000;
        k.primary.push_back(rank['0']);
        k.primary.push_back(kNum + static_cast<int>(std::min<std::size_t>(e - j, 1000000)));
        for (std::size_t d = j; d < e; ++d) k.primary.push_back(kNum + (s[d] - '0'));
        k.accent.push_back(0);
        k.cased += '0';
        i = e;
        continue;
      }
      i += n;
      char base = 0;
      // expansions: ß is "ss", æ "ae", œ "oe" at the primary level
      if (cp == 0xDF || cp == 0xC6 || cp == 0xE6 || cp == 0x152 || cp == 0x153) {
        const char first = cp == 0xDF ? 's' : cp == 0xC6 ? 'A' : cp == 0xE6 ? 'a' : cp == 0x152 ? 'O' : 'o';
        k.primary.push_back(rank[static_cast<unsigned char>(first)]);
        k.accent.push_back(cp);
        k.cased += first;
        if (cp != 0xDF) cp = (cp == 0xC6 || cp == 0x152) ? 'E' : 'e';
      }
      if (cp < 128) base = static_cast<char>(cp);
      else base = js::latin_base(cp);
      if (base) {
        if (int w = rank[static_cast<unsigned char>(base)]) {
          k.primary.push_back(w);
          k.accent.push_back(cp < 128 ? 0 : js::latin_mark(cp) ? js::latin_mark(cp) : cp);  // the accent, not the case
          k.cased += base;
        }
      } else {
        k.primary.push_back(1000 + static_cast<int>(cp));
        k.accent.push_back(0);
        k.cased += ' ';
      }
    }
    return k;
  };
  const Key kx = key(x), ky = key(y);
  if (kx.primary != ky.primary)
    return std::lexicographical_compare(kx.primary.begin(), kx.primary.end(), ky.primary.begin(), ky.primary.end()) ? -1 : 1;
  if (opt.accents && kx.accent != ky.accent)
    return std::lexicographical_compare(kx.accent.begin(), kx.accent.end(), ky.accent.begin(), ky.accent.end()) ? -1 : 1;
  for (std::size_t i = 0; opt.cases && i < kx.cased.size() && i < ky.cased.size(); ++i)
    if (kx.cased[i] != ky.cased[i]) return kx.cased[i] > ky.cased[i] ? -1 : 1;  // 'a' (0x61) sorts before 'A' (0x41)
  return 0;
}
NATIVE(s_localeCompare) {
  UNUSED;
  std::string other = to_str(in, arg(a, 0));
  if (!in.charge_bytes(S(self).size() + other.size())) return Value::none();
  CollateOptions opt;
  if (const Value& o = arg(a, 2); o.is(Tag::Dict)) {
    if (Value* n = o.as<DictObj>()->find(make_str("numeric"))) opt.numeric = js_truthy(*n);
    if (Value* sv = o.as<DictObj>()->find(make_str("sensitivity")); sv && sv->is(Tag::Str)) {
      opt.accents = S(*sv) != "base" && S(*sv) != "case";
      opt.cases = S(*sv) != "base" && S(*sv) != "accent";
    }
  }
  return Value::integer(collate(S(self), other, opt));
}
NATIVE(s_toString) { UNUSED; return self; }
NATIVE(s_normalize) {
  UNUSED;
  const std::string form = a.empty() || a[0].is_none() ? "NFC" : to_str(in, a[0]);
  if (form != "NFC" && form != "NFD" && form != "NFKC" && form != "NFKD") {
    in.raise("ValueError", "The normalization form should be one of NFC, NFD, NFKC, NFKD.");  // RangeError
    return Value::none();
  }
  if (!in.charge_bytes(S(self).size())) return Value::none();
  return make_str(text::normalize(S(self), form[2] == 'K', form.back() == 'C'));
}
NATIVE(s_codePointAt) { UNUSED; return code_at(in, self, a, true); }

// numbers
/// toLocaleString as en-US formats it (the locale argument is ignored):
/// grouped thousands, 0-3 fraction digits (minimumFractionDigits /
/// maximumFractionDigits / useGrouping options), rounding half away from
/// zero on the shortest decimal form of the number.
/// style "currency": the symbol and fraction digits of the common
/// currencies as en-US shows them; others show their code.
struct CurrencyStyle {
  std::string prefix;
  int digits = 2;
};
CurrencyStyle currency_style(const std::string& code) {
  if (code == "USD") return {"$", 2};
  if (code == "EUR") return {"\u20ac", 2};
  if (code == "GBP") return {"\u00a3", 2};
  if (code == "JPY") return {"\u00a5", 0};
  if (code == "INR") return {"\u20b9", 2};
  if (code == "CAD") return {"CA$", 2};
  if (code == "AUD") return {"A$", 2};
  if (code == "CNY") return {"CN\u00a5", 2};
  return {code + "\u00a0", 2};
}
/// Number formatting as en-US does it (Number#toLocaleString,
/// Intl.NumberFormat#format): the locale is ignored; options style
/// (decimal, percent, currency), currency, minimum/maximumFractionDigits,
/// useGrouping.
/// Intl's unit style: a sanctioned unit's short, long (singular, plural) and narrow forms.
struct UnitForms {
  const char* id;
  const char* short_one;
  const char* short_many;
  const char* long_one;
  const char* long_many;
  const char* narrow;  // appended without a space
};
const UnitForms* unit_forms(const std::string& id) {
  static const UnitForms kUnits[] = {
      {"kilometer", " km", " km", " kilometer", " kilometers", "km"}, {"meter", " m", " m", " meter", " meters", "m"},
      {"centimeter", " cm", " cm", " centimeter", " centimeters", "cm"},
      {"millimeter", " mm", " mm", " millimeter", " millimeters", "mm"}, {"mile", " mi", " mi", " mile", " miles", "mi"},
      {"foot", " ft", " ft", " foot", " feet", "\u2032"}, {"inch", " in", " in", " inch", " inches", "\u2033"},
      {"yard", " yd", " yd", " yard", " yards", "yd"}, {"kilogram", " kg", " kg", " kilogram", " kilograms", "kg"},
      {"gram", " g", " g", " gram", " grams", "g"}, {"pound", " lb", " lb", " pound", " pounds", "#"},
      {"ounce", " oz", " oz", " ounce", " ounces", "oz"}, {"stone", " st", " st", " stone", " stones", "st"},
      {"liter", " L", " L", " liter", " liters", "L"}, {"milliliter", " mL", " mL", " milliliter", " milliliters", "mL"},
      {"gallon", " gal", " gal", " gallon", " gallons", "gal"},
      {"millisecond", " ms", " ms", " millisecond", " milliseconds", "ms"},
      {"second", " sec", " sec", " second", " seconds", "s"}, {"minute", " min", " min", " minute", " minutes", "m"},
      {"hour", " hr", " hr", " hour", " hours", "h"}, {"day", " day", " days", " day", " days", "d"},
      {"week", " wk", " wks", " week", " weeks", "w"}, {"month", " mth", " mths", " month", " months", "m"},
      {"year", " yr", " yrs", " year", " years", "y"}, {"bit", " bit", " bit", " bit", " bits", "bit"},
      {"byte", " byte", " byte", " byte", " bytes", "B"}, {"kilobit", " kb", " kb", " kilobit", " kilobits", "kb"},
      {"kilobyte", " kB", " kB", " kilobyte", " kilobytes", "kB"}, {"megabit", " Mb", " Mb", " megabit", " megabits", "Mb"},
      {"megabyte", " MB", " MB", " megabyte", " megabytes", "MB"}, {"gigabit", " Gb", " Gb", " gigabit", " gigabits", "Gb"},
      {"gigabyte", " GB", " GB", " gigabyte", " gigabytes", "GB"}, {"terabyte", " TB", " TB", " terabyte", " terabytes", "TB"},
      {"celsius", "\u00b0C", "\u00b0C", " degree Celsius", " degrees Celsius", "\u00b0C"},
      {"fahrenheit", "\u00b0F", "\u00b0F", " degree Fahrenheit", " degrees Fahrenheit", "\u00b0"},
      {"degree", " deg", " deg", " degree", " degrees", "\u00b0"}, {"percent", "%", "%", " percent", " percent", "%"},
      {"acre", " ac", " ac", " acre", " acres", "ac"}, {"hectare", " ha", " ha", " hectare", " hectares", "ha"},
      {"kilometer-per-hour", " km/h", " km/h", " kilometer per hour", " kilometers per hour", "km/h"},
      {"mile-per-hour", " mph", " mph", " mile per hour", " miles per hour", "mph"},
      {"meter-per-second", " m/s", " m/s", " meter per second", " meters per second", "m/s"},
      {"foot-per-second", " ft/s", " ft/s", " foot per second", " feet per second", "\u2032/s"},
      {"liter-per-kilometer", " L/km", " L/km", " liter per kilometer", " liters per kilometer", "L/km"},
      {"mile-per-gallon", " mpg", " mpg", " mile per gallon", " miles per gallon", "mpg"},
  };
  for (auto& u : kUnits)
    if (id == u.id) return &u;
  return nullptr;
}
/// |d| rounded half-up to `maxfd` fraction digits (fraction mode) or to
/// `maxsd` significant digits (maxsd > 0): integer and fraction digit strings.
/// shift10: decimal places the point moves right first (percent: 2), on the
/// shortest decimal text of d, as ICU computes (0.0725 is 7.25%, not 7.2499...).
void round_digits(double d, int maxfd, int maxsd, std::string& ip, std::string& fp, int shift10 = 0) {
  // ICU starts from the shortest round-trip digits, zero-filled: 6.0171264879267275e23 is
  // 601,712,648,792,672,750,000,000 (a fixed to_chars would print the exact ...751,845,376)
  char buf[64];
  auto res = std::to_chars(buf, buf + sizeof buf, std::fabs(d), std::chars_format::scientific);
  std::string r(buf, res.ptr);
  const std::size_t e = r.find('e');
  std::string digits = r.substr(0, std::min(e, r.size()));
  if (digits.size() > 1) digits.erase(1, 1);  // the '.'
  const int point = (e == std::string::npos ? 0 : std::atoi(r.c_str() + e + 1)) + 1;  // digits before the point
  if (point <= 0) {
    ip = "0";
    fp = std::string(static_cast<std::size_t>(-point), '0') + digits;
  } else if (static_cast<std::size_t>(point) >= digits.size()) {
    ip = digits + std::string(static_cast<std::size_t>(point) - digits.size(), '0');
    fp.clear();
  } else {
    ip = digits.substr(0, static_cast<std::size_t>(point));
    fp = digits.substr(static_cast<std::size_t>(point));
  }
  for (int k = 0; k < shift10; ++k) {
    ip += fp.empty() ? '0' : fp[0];
    if (!fp.empty()) fp.erase(0, 1);
  }
  if (std::size_t nz = ip.find_first_not_of('0'); nz == std::string::npos) ip = "0";
  else ip.erase(0, nz);
  if (maxsd > 0) {  // the fraction digits that keep maxsd significant ones
    std::size_t lead = ip.find_first_not_of('0');
    int sig_int = lead == std::string::npos ? 0 : static_cast<int>(ip.size() - lead);
    if (sig_int >= maxsd) {
      std::size_t keep = ip.size() - static_cast<std::size_t>(sig_int - maxsd);
      std::string k = ip.substr(0, keep);
      bool up = ip.size() > keep ? ip[keep] >= '5' : (!fp.empty() && fp[0] >= '5');
      if (sig_int == maxsd) up = !fp.empty() && fp[0] >= '5';
      if (up) {
        int i = static_cast<int>(k.size()) - 1;
        for (; i >= 0; --i) {
          char& c = k[static_cast<std::size_t>(i)];
          if (c == '9') c = '0';
          else { ++c; break; }
        }
        if (i < 0) k.insert(k.begin(), '1');
      }
      ip = k + std::string(ip.size() - keep, '0');
      fp.clear();
      return;
    }
    std::size_t z = sig_int > 0 ? 0 : fp.find_first_not_of('0');
    if (z == std::string::npos) z = fp.size();
    maxfd = static_cast<int>(z) + maxsd - sig_int;
  }
  if (fp.size() > static_cast<std::size_t>(maxfd)) {
    std::string keep = ip + fp.substr(0, static_cast<std::size_t>(maxfd));
    if (fp[static_cast<std::size_t>(maxfd)] >= '5') {
      int i = static_cast<int>(keep.size()) - 1;
      for (; i >= 0; --i) {
        char& c = keep[static_cast<std::size_t>(i)];
        if (c == '9') c = '0';
        else { ++c; break; }
      }
      if (i < 0) keep.insert(keep.begin(), '1');
    }
    ip = keep.substr(0, keep.size() - static_cast<std::size_t>(maxfd));
    fp = keep.substr(ip.size());
  }
}
/// Number#toLocaleString / Intl.NumberFormat#format as en-US: styles
/// decimal, percent, currency (currencyDisplay symbol or code) and unit
/// (unitDisplay short, long, narrow); minimum/maximumFractionDigits,
/// minimum/maximumSignificantDigits, minimumIntegerDigits, useGrouping,
/// signDisplay and notation "compact" (compactDisplay short or long).
Value locale_number(Vm& in, double d, const Value& opts, js::Locale loc = js::Locale::EnUS) {
  std::string prefix, suffix;
  int minfd = 0, maxfd = 3, minsd = 0, maxsd = 0, minid = 1, shift10 = 0;
  bool grouping = true, compact = false, compact_long = false, sig = false;
  std::string sign_display = "auto";
  const UnitForms* unit = nullptr;
  std::string unit_display = "short";
  auto opt_str = [&](DictObj* o, const char* k, const char* dflt) {
    Value* v = o->find(make_str(k));
    return v && !v->is_none() ? to_str(in, *v) : std::string(dflt);
  };
  auto opt_int = [&](DictObj* o, const char* k, int lo, int hi, int dflt, bool& given) {
    Value* v = o->find(make_str(k));
    given = v && !v->is_none();
    if (!given) return dflt;
    std::int64_t x = to_integer(in, *v);
    if (x < lo || x > hi) {
      in.raise("ValueError", std::string(k) + " value is out of range.");
      return dflt;
    }
    return static_cast<int>(x);
  };
  if (opts.is(Tag::Dict)) {
    DictObj* o = opts.as<DictObj>();
    const std::string style = opt_str(o, "style", "decimal");
    if (style == "currency") {
      Value* cur = o->find(make_str("currency"));
      if (!cur || cur->is_none()) {
        in.raise("TypeError", "Currency code is required with currency style.");
        return Value::none();
      }
      std::string code = to_str(in, *cur);
      for (char& c : code) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
      CurrencyStyle cs = currency_style(code);
      const bool after = js::number_symbols(loc).symbol_after;
      std::string sym = opt_str(o, "currencyDisplay", "symbol") == "code" ? code : js::currency_symbol(loc, code);
      if (after) {
        suffix = "\u00a0" + sym;  // 1.234,50 €
      } else {
        // a symbol ending in a letter is spaced from the digits (CHF 5.00, 元 5.00)
        const unsigned char last = static_cast<unsigned char>(sym.back());
        prefix = sym + (std::isalpha(last) || sym == "\u5143" ? "\u00a0" : "");
      }
      minfd = maxfd = cs.digits;
    } else if (style == "percent") {
      shift10 = 2;  // d * 100, in decimal
      suffix = js::number_symbols(loc).percent;
      maxfd = 0;
    } else if (style == "unit") {
      Value* u = o->find(make_str("unit"));
      if (!u || u->is_none()) {
        in.raise("TypeError", "Invalid unit argument for Intl.NumberFormat() ''");
        return Value::none();
      }
      unit = unit_forms(to_str(in, *u));
      if (!unit) {
        in.raise("ValueError", "Invalid unit argument for Intl.NumberFormat() '" + to_str(in, *u) + "'");
        return Value::none();
      }
      unit_display = opt_str(o, "unitDisplay", "short");
    } else if (style != "decimal") {
      in.raise("ValueError", "Value " + style + " out of range for Intl.NumberFormat options property style");
      return Value::none();
    }
    const std::string notation = opt_str(o, "notation", "standard");
    compact = notation == "compact";
    compact_long = compact && opt_str(o, "compactDisplay", "short") == "long";
    if (compact || unit) loc = js::Locale::EnUS;  // (compact and unit forms are en-US's only)
    sign_display = opt_str(o, "signDisplay", "auto");
  }
  if (std::isnan(d)) return make_str("NaN");
  if (std::isinf(d)) return make_str((d < 0 ? "-" : "") + prefix + "\u221e" + suffix);
  bool fd_given = false;
  if (const Value& o0 = opts; o0.is(Tag::Dict)) {
    DictObj* o = o0.as<DictObj>();
    Value* mn = o->find(make_str("minimumFractionDigits"));
    Value* mx = o->find(make_str("maximumFractionDigits"));
    fd_given = (mn && !mn->is_none()) || (mx && !mx->is_none());
    if (Value* g = o->find(make_str("useGrouping"))) grouping = js_truthy(*g);
    if (mn) minfd = std::clamp(static_cast<int>(std::clamp<std::int64_t>(to_integer(in, *mn), -1000, 1000)), 0, 100);
    if (mx) maxfd = std::clamp(static_cast<int>(std::clamp<std::int64_t>(to_integer(in, *mx), -1000, 1000)), 0, 100);
    if (mn && mx && to_integer(in, *mn) > to_integer(in, *mx)) minfd = maxfd + 1;  // a RangeError below
    if (!mx) maxfd = std::max(maxfd, minfd);
    if (mx && !mn) minfd = std::min(minfd, maxfd);
    if (minfd > maxfd) {
      in.raise("ValueError", "maximumFractionDigits value is out of range.");  // RangeError
      return Value::none();
    }
    bool g1 = false, g2 = false, g3 = false;
    minid = opt_int(o, "minimumIntegerDigits", 1, 21, 1, g3);
    minsd = opt_int(o, "minimumSignificantDigits", 1, 21, 1, g1);
    maxsd = opt_int(o, "maximumSignificantDigits", 1, 21, 21, g2);
    if (in.raising()) return Value::none();
    sig = g1 || g2;
    if (sig && minsd > maxsd) {
      in.raise("ValueError", "maximumSignificantDigits value is out of range.");
      return Value::none();
    }
  }
  // notation "compact": thousands, millions, billions, trillions; two
  // significant digits below 100 of the unit unless digits are given
  const char* const kShort[] = {"", "K", "M", "B", "T"};
  const char* const kLong[] = {"", " thousand", " million", " billion", " trillion"};
  int scale = 0;
  double shown = d;
  std::string ip, fp;
  for (int pass = 0; pass < 2; ++pass) {
    if (compact) {
      scale = 0;
      shown = d;
      while (scale < 4 && std::fabs(shown) >= 999.5) {
        shown /= 1000;
        ++scale;
      }
    }
    if (sig) round_digits(shown, 0, maxsd, ip, fp, shift10);
    else if (compact && !fd_given) round_digits(shown, 0, std::fabs(shown) < 100 ? 2 : 0, ip, fp, shift10);
    else round_digits(shown, maxfd, 0, ip, fp, shift10);
    if (!(compact && ip.size() > 3 && scale < 4)) break;
    d = std::copysign(std::stod(ip), d) * std::pow(1000.0, scale);  // 999.96K rounds to 1000K: 1M
  }
  if (sig) {  // keep at least minsd significant digits
    std::size_t lead = ip.find_first_not_of('0');
    std::size_t have = lead == std::string::npos ? fp.size() - std::min(fp.size(), fp.find_first_not_of('0') == std::string::npos ? fp.size() : fp.find_first_not_of('0')) : ip.size() - lead + fp.size();
    while (!fp.empty() && fp.back() == '0' && have > static_cast<std::size_t>(minsd)) { fp.pop_back(); --have; }
    if (lead == std::string::npos && fp.find_first_not_of('0') == std::string::npos) have = 1;  // zero: "0" counts one
    while (have < static_cast<std::size_t>(minsd)) { fp.push_back('0'); ++have; }
  } else if (!compact || fd_given) {
    while (fp.size() > static_cast<std::size_t>(minfd) && fp.back() == '0') fp.pop_back();
    while (fp.size() < static_cast<std::size_t>(minfd)) fp.push_back('0');
  } else {
    while (!fp.empty() && fp.back() == '0') fp.pop_back();
  }
  while (ip.size() < static_cast<std::size_t>(minid)) ip.insert(ip.begin(), '0');
  if (compact && ip.size() < 5) grouping = false;  // compact notation groups from five digits on ("min2")
  std::string out = grouping ? js::group_digits(loc, ip) : ip;
  if (!fp.empty()) out += js::number_symbols(loc).decimal + fp;
  if (compact) out += compact_long ? kLong[scale] : kShort[scale];
  if (unit) {
    const bool one = out == "1";
    suffix = unit_display == "long" ? (one ? unit->long_one : unit->long_many)
             : unit_display == "narrow" ? unit->narrow
                                        : (one ? unit->short_one : unit->short_many);
  }
  const bool zero = out.find_first_not_of("0.,") == std::string::npos || out.find_first_not_of("0.,") == out.find_first_of("KMBT ");
  const bool neg = std::signbit(d);
  std::string sign = neg && (sign_display == "always" || sign_display == "auto" || (sign_display == "exceptZero" && !zero) ||
                             (sign_display == "negative" && !zero))
                         ? "-"
                     : !neg && (sign_display == "always" || (sign_display == "exceptZero" && !zero)) ? "+"
                                                                                                     : "";
  if (sign_display == "exceptZero" && zero) sign.clear();
  return make_str(sign + prefix + out + suffix);
}
std::vector<Value>& L(const Value& v);
/// The locale a `locales` argument names: a tag or the first of a list
/// (undefined: the default, en-US).
js::Locale locale_arg(Vm& in, const Value& v) {
  if (v.is(Tag::Str)) return js::locale_of(S(v));
  if (v.is(Tag::List) && !L(v).empty() && L(v)[0].is(Tag::Str)) return js::locale_of(S(L(v)[0]));
  (void)in;
  return js::Locale::EnUS;
}
NATIVE(n_toLocaleString) { UNUSED; return locale_number(in, to_num(in, self), arg(a, 1), locale_arg(in, arg(a, 0))); }
/// Intl.Collator(locale, options).compare(a, b): localeCompare's collation
/// (self: the options; numeric and sensitivity honoured).
NATIVE(coll_compare) {
  CollateOptions opt;
  if (self.is(Tag::Dict)) {
    if (Value* n = self.as<DictObj>()->find(make_str("numeric"))) opt.numeric = js_truthy(*n);
    if (Value* sv = self.as<DictObj>()->find(make_str("sensitivity")); sv && sv->is(Tag::Str)) {
      opt.accents = S(*sv) != "base" && S(*sv) != "case";
      opt.cases = S(*sv) != "base" && S(*sv) != "accent";
    }
  }
  std::string x = to_str(in, arg(a, 0)), y = to_str(in, arg(a, 1));
  if (!in.charge_bytes(x.size() + y.size())) return Value::none();
  return Value::integer(collate(x, y, opt));
}
NATIVE(coll_ctor) {
  UNUSED;
  Value c = make<DictObj>();
  c.as<DictObj>()->set(make_str("compare"), make_native(coll_compare, "compare", arg(a, 1)));
  return c;
}
/// Intl.PluralRules(locale, { type }).select(n): English's categories
/// (cardinal: one/other; ordinal: one/two/few/other).
NATIVE(plural_select) {
  double n = to_num(in, arg(a, 0));
  const bool ordinal = self.is(Tag::Dict) && [&] {
    Value* t = self.as<DictObj>()->find(make_str("type"));
    return t && t->is(Tag::Str) && S(*t) == "ordinal";
  }();
  if (!std::isfinite(n)) return make_str("other");
  if (!ordinal) return make_str(std::fabs(n) == 1 ? "one" : "other");
  if (n != std::trunc(n)) return make_str("other");
  const double m10 = std::fmod(std::fabs(n), 10), m100 = std::fmod(std::fabs(n), 100);
  if (m10 == 1 && m100 != 11) return make_str("one");
  if (m10 == 2 && m100 != 12) return make_str("two");
  if (m10 == 3 && m100 != 13) return make_str("few");
  return make_str("other");
}
NATIVE(plural_ctor) {
  UNUSED;
  Value p = make<DictObj>();
  p.as<DictObj>()->set(make_str("select"), make_native(plural_select, "select", arg(a, 1)));
  return p;
}
/// Intl.ListFormat(locale, { type, style }).format(items): English lists
/// ("a, b, and c"; "a or b"; unit style "a, b, c").
NATIVE(list_format) {
  std::string type = "conjunction", style = "long";
  if (self.is(Tag::Dict)) {
    if (Value* t = self.as<DictObj>()->find(make_str("type")); t && t->is(Tag::Str)) type = S(*t);
    if (Value* t = self.as<DictObj>()->find(make_str("style")); t && t->is(Tag::Str)) style = S(*t);
  }
  std::vector<std::string> xs;
  if (!arg(a, 0).is_none())
    for (auto& x : iter_items(in, arg(a, 0))) xs.push_back(to_str(in, x));
  if (in.raising()) return Value::none();
  std::string sep = type == "unit" && style == "narrow" ? " " : ", ";
  std::string last2, lastn;  // the joiner of two items, and before the last of more
  if (type == "disjunction") last2 = " or ", lastn = ", or ";
  else if (type == "unit") last2 = lastn = sep;
  else if (style == "short") last2 = " & ", lastn = ", & ";
  else if (style == "narrow") last2 = lastn = ", ";
  else last2 = " and ", lastn = ", and ";
  std::string out;
  for (std::size_t i = 0; i < xs.size(); ++i) {
    if (i > 0) out += i + 1 < xs.size() ? sep : xs.size() == 2 ? last2 : lastn;
    out += xs[i];
  }
  if (!in.charge_bytes(out.size())) return Value::none();
  return make_str(out);
}
NATIVE(list_ctor) {
  UNUSED;
  Value l = make<DictObj>();
  l.as<DictObj>()->set(make_str("format"), make_native(list_format, "format", arg(a, 1)));
  return l;
}
/// Intl.RelativeTimeFormat(locale, { numeric, style }).format(value, unit):
/// English phrases as CLDR writes them ("in 2 days", "3 hr. ago", "in 1q";
/// numeric 'auto': "yesterday", "next wk.", "this hour", "now"); the number
/// as toLocaleString writes it (1,000; 1.5). Other locales speak English.
NATIVE(rtf_format) {
  std::string numeric = "always", style = "long";
  if (self.is(Tag::Dict)) {
    if (Value* t = self.as<DictObj>()->find(make_str("numeric")); t && t->is(Tag::Str)) numeric = S(*t);
    if (Value* t = self.as<DictObj>()->find(make_str("style")); t && t->is(Tag::Str)) style = S(*t);
  }
  const double v = to_num(in, arg(a, 0));
  if (in.raising()) return Value::none();
  if (!std::isfinite(v)) {
    in.raise("ValueError", "Value need to be finite number for Intl.RelativeTimeFormat.prototype.format()");  // RangeError
    return Value::none();
  }
  struct Unit {
    const char *name, *long1, *longn, *short1, *shortn, *narrow, *last, *this_, *next, *short_last, *short_this, *short_next;
  };
  static const Unit kUnits[] = {
      {"year", "year", "years", "yr.", "yr.", "y", "last year", "this year", "next year", "last yr.", "this yr.", "next yr."},
      {"quarter", "quarter", "quarters", "qtr.", "qtrs.", "q", "last quarter", "this quarter", "next quarter", "last qtr.",
       "this qtr.", "next qtr."},
      {"month", "month", "months", "mo.", "mo.", "mo", "last month", "this month", "next month", "last mo.", "this mo.",
       "next mo."},
      {"week", "week", "weeks", "wk.", "wk.", "w", "last week", "this week", "next week", "last wk.", "this wk.", "next wk."},
      {"day", "day", "days", "day", "days", "d", "yesterday", "today", "tomorrow", "yesterday", "today", "tomorrow"},
      {"hour", "hour", "hours", "hr.", "hr.", "h", nullptr, "this hour", nullptr, nullptr, "this hour", nullptr},
      {"minute", "minute", "minutes", "min.", "min.", "m", nullptr, "this minute", nullptr, nullptr, "this minute", nullptr},
      {"second", "second", "seconds", "sec.", "sec.", "s", nullptr, "now", nullptr, nullptr, "now", nullptr},
  };
  std::string unit = to_str(in, arg(a, 1));
  const Unit* u = nullptr;
  for (const Unit& k : kUnits)
    if (unit == k.name || unit == std::string(k.name) + "s") u = &k;
  if (u == nullptr) {
    in.raise("ValueError", "Invalid unit argument for Intl.RelativeTimeFormat.prototype.format() '" + unit + "'");
    return Value::none();
  }
  const bool long_style = style != "short" && style != "narrow";
  if (numeric == "auto" && (v == 0 || v == 1 || v == -1)) {
    const char* word = v == 0 ? (long_style ? u->this_ : u->short_this)
                       : v < 0 ? (long_style ? u->last : u->short_last)
                               : (long_style ? u->next : u->short_next);
    if (word != nullptr) return make_str(word);
  }
  const bool past = v < 0 || (v == 0 && std::signbit(v));
  std::string n = to_str(in, locale_number(in, std::fabs(v), Value::none()));
  const bool one = std::fabs(v) == 1;
  std::string word = style == "narrow" ? std::string(u->narrow)
                     : " " + std::string(long_style ? (one ? u->long1 : u->longn) : (one ? u->short1 : u->shortn));
  return make_str(past ? n + word + " ago" : "in " + n + word);
}
NATIVE(rtf_ctor) {
  UNUSED;
  Value r = make<DictObj>();
  r.as<DictObj>()->set(make_str("format"), make_native(rtf_format, "format", arg(a, 1)));
  return r;
}
/// Intl.NumberFormat(locale, options): an object whose format(n) formats
/// with those options (self of the bound native).
/// (self: the tuple of the options and the locale's number)
NATIVE(nf_format) {
  UNUSED;
  const auto& st = L(self);
  return locale_number(in, to_num(in, arg(a, 0)), st[0], static_cast<js::Locale>(st[1].i()));
}
NATIVE(nf_ctor) {
  UNUSED;
  Value opts = arg(a, 1);
  const js::Locale loc = locale_arg(in, arg(a, 0));
  if (opts.is(Tag::Dict)) {  // the errors of toLocaleString, raised at construction
    locale_number(in, 0, opts, loc);
    if (in.raising()) return Value::none();
  }
  Value nf = make<DictObj>();
  Value st = make_list({opts, Value::integer(static_cast<std::int64_t>(loc))}, Tag::Tuple);
  nf.as<DictObj>()->set(make_str("format"), make_native(nf_format, "format", st));
  return nf;
}
/// The digits argument of toFixed/toExponential/toPrecision within [lo, 100]
/// (node's RangeError otherwise); false when it raised.
bool digits_in_range(Vm& in, const Value& v, std::int64_t lo, const char* what) {
  if (v.is_none()) return true;
  const std::int64_t d = to_integer(in, v);
  if (d >= lo && d <= 100) return true;
  in.raise("ValueError", std::string(what) + (lo == 1 ? " argument must be between 1 and 100" : lo == 0 && std::string(what) == "toFixed()" ? " digits argument must be between 0 and 100" : " argument must be between 0 and 100"));
  return false;
}
NATIVE(n_toFixed) {
  UNUSED;
  if (!digits_in_range(in, arg(a, 0), 0, "toFixed()")) return Value::none();
  int digits = std::clamp(a.empty() ? 0 : static_cast<int>(std::clamp<std::int64_t>(to_integer(in, a[0]), -1000, 1000)), 0, 100);
  double d = to_num(in, self);
  if (std::isnan(d)) return make_str("NaN");
  if (std::fabs(d) >= 1e21 || std::isinf(d)) return make_str(fmt_num(d));
  bool neg = d < 0;
  // exact decimal expansion, then round half up at `digits` (JavaScript's rule)
  char buf[1600];
  std::snprintf(buf, sizeof buf, "%.*f", digits + 40, std::fabs(d));
  std::string r = buf;
  auto dot = r.find('.');
  std::string ip = r.substr(0, dot), fp = r.substr(dot + 1);
  std::string keep = ip + fp.substr(0, static_cast<std::size_t>(digits));
  bool up = fp[static_cast<std::size_t>(digits)] >= '5';
  if (up) {
    int i = static_cast<int>(keep.size()) - 1;
    while (i >= 0) {
      if (keep[static_cast<std::size_t>(i)] == '9') {
        keep[static_cast<std::size_t>(i)] = '0';
        --i;
      } else {
        ++keep[static_cast<std::size_t>(i)];
        break;
      }
    }
    if (i < 0) keep.insert(keep.begin(), '1');
  }
  std::size_t il = keep.size() - static_cast<std::size_t>(digits);
  std::string out = keep.substr(0, il);
  if (digits > 0) out += "." + keep.substr(il);
  // a negative number keeps its sign even where it rounds to zero: (-1e-9).toFixed(2) is "-0.00" (-0 is not < 0)
  return make_str((neg ? "-" : "") + out);
}
/// A non-integer number in another radix, digit by digit until the digits
/// read back as the number (the shortest form, rounded half to even as V8
/// does).
std::string radix_string(double value, int radix) {
  if (std::isnan(value)) return "NaN";
  if (std::isinf(value)) return value < 0 ? "-Infinity" : "Infinity";
  static constexpr char kDigits[] = "0123456789abcdefghijklmnopqrstuvwxyz";
  const bool neg = value < 0;
  if (neg) value = -value;
  double integer = std::floor(value), fraction = value - integer;
  double delta = std::max(0.5 * (std::nextafter(value, INFINITY) - value), std::nextafter(0.0, 1.0));
  std::string frac;
  if (fraction >= delta) {
    do {
      fraction *= radix;
      delta *= radix;
      const int digit = static_cast<int>(fraction);
      frac.push_back(kDigits[digit]);
      fraction -= digit;
      if ((fraction > 0.5 || (fraction == 0.5 && (digit & 1))) && fraction + delta > 1) {
        // round up: carry through the digits written, into the integer part past the first
        while (true) {
          if (frac.empty()) {
            integer += 1;
            break;
          }
          const char c = frac.back();
          const int dv = c > '9' ? c - 'a' + 10 : c - '0';
          frac.pop_back();
          if (dv + 1 < radix) {
            frac.push_back(kDigits[dv + 1]);
            break;
          }
        }
        break;
      }
    } while (fraction >= delta && frac.size() < 1100);
  }
  std::string ip;
  while (integer / radix >= 9007199254740992.0 && ip.size() < 1100) {  // digits below a double's precision are 0
    integer /= radix;
    ip.push_back('0');
  }
  do {
    const double rem = std::fmod(integer, radix);
    ip.push_back(kDigits[static_cast<int>(rem)]);
    integer = (integer - rem) / radix;
  } while (integer > 0 && ip.size() < 1100);
  std::reverse(ip.begin(), ip.end());
  return (neg ? "-" : "") + ip + (frac.empty() ? "" : "." + frac);
}
NATIVE(n_toString) {
  UNUSED;
  int radix = a.empty() || a[0].is_none() ? 10 : static_cast<int>(std::clamp<std::int64_t>(to_integer(in, a[0]), -1000, 1000));
  if (radix < 2 || radix > 36) {
    in.raise("ValueError", "toString() radix argument must be between 2 and 36");  // RangeError
    return Value::none();
  }
  if (radix == 10) return make_str(to_str(in, self));
  if (!self.is_int()) return make_str(radix_string(to_num(in, self), radix));
  std::int64_t v = self.i();
  bool neg = v < 0;
  std::uint64_t u = neg ? static_cast<std::uint64_t>(-v) : static_cast<std::uint64_t>(v);
  std::string out;
  do {
    int d = static_cast<int>(u % static_cast<std::uint64_t>(radix));
    out.push_back(static_cast<char>(d < 10 ? '0' + d : 'a' + d - 10));
    u /= static_cast<std::uint64_t>(radix);
  } while (u);
  if (neg) out.push_back('-');
  std::reverse(out.begin(), out.end());
  return make_str(out);
}
/// d in exponential notation with `digits` digits after the point (-1: as
/// few as read back as d), the exponent unpadded: 1.23e+4, 1.5e-4.
std::string exp_form(double d, int digits) {
  char buf[512];
  if (digits < 0) {
    for (digits = 0; digits < 17; ++digits) {
      std::snprintf(buf, sizeof buf, "%.*e", digits, d);
      if (std::strtod(buf, nullptr) == d) break;
    }
  }
  std::snprintf(buf, sizeof buf, "%.*e", std::clamp(digits, 0, 100), d);
  std::string r = buf;
  std::size_t e = r.find('e');
  if (e == std::string::npos) return r;
  int x = std::atoi(r.c_str() + e + 1);
  return r.substr(0, e) + (x < 0 ? "e-" : "e+") + std::to_string(std::abs(x));
}
/// The first n significant decimal digits of |d| and its decimal exponent,
/// rounded as toExponential/toPrecision do: of two equally near, the larger
/// (half up in magnitude, where printf's %e rounds an exact tie to even).
std::string sig_digits(double d, int n, int& e10) {
  if (d == 0) {
    e10 = 0;
    return std::string(static_cast<std::size_t>(n), '0');
  }
  static char buf[1024];  // a double's exact decimal expansion has at most 767 significant digits
  std::snprintf(buf, sizeof buf, "%.780e", std::fabs(d));
  const char* ep = std::strchr(buf, 'e');
  e10 = std::atoi(ep + 1);
  std::string digits(1, buf[0]);
  digits.append(buf + 2, static_cast<std::size_t>(ep - (buf + 2)));
  std::string keep = digits.substr(0, static_cast<std::size_t>(n));
  if (digits[static_cast<std::size_t>(n)] >= '5') {
    int i = n - 1;
    for (; i >= 0 && keep[static_cast<std::size_t>(i)] == '9'; --i) keep[static_cast<std::size_t>(i)] = '0';
    if (i >= 0) ++keep[static_cast<std::size_t>(i)];
    else {
      keep.insert(keep.begin(), '1');
      keep.pop_back();
      ++e10;
    }
  }
  return keep;
}
std::string sig_exp_form(const std::string& digits, int e10) {
  std::string r(1, digits[0]);
  if (digits.size() > 1) r += "." + digits.substr(1);
  return r + (e10 < 0 ? "e-" : "e+") + std::to_string(std::abs(e10));
}
NATIVE(n_toExponential) {
  UNUSED;
  double d = to_num(in, self);
  if (!digits_in_range(in, arg(a, 0), 0, "toExponential()")) return Value::none();
  if (!std::isfinite(d)) return make_str(fmt_num(d));
  if (arg(a, 0).is_none()) return make_str(exp_form(d == 0 ? 0.0 : d, -1));  // as many digits as d needs
  int f = static_cast<int>(std::clamp<std::int64_t>(to_integer(in, arg(a, 0)), 0, 100)), e = 0;
  std::string digits = sig_digits(d, f + 1, e);
  return make_str((d < 0 ? "-" : "") + sig_exp_form(digits, e));  // -0 has no sign (-0 < 0 is false)
}
/// toPrecision(p): exponential when the exponent is below -6 or at least p, else fixed.
NATIVE(n_toPrecision) {
  UNUSED;
  double d = to_num(in, self);
  if (arg(a, 0).is_none() || !std::isfinite(d)) return make_str(fmt_num(d));
  if (!digits_in_range(in, arg(a, 0), 1, "toPrecision()")) return Value::none();
  int p = static_cast<int>(std::clamp<std::int64_t>(to_integer(in, arg(a, 0)), 1, 100)), e = 0;
  std::string digits = sig_digits(d, p, e);
  const std::string sign = d < 0 ? "-" : "";
  if (e < -6 || e >= p) return make_str(sign + sig_exp_form(digits, e));
  if (e < 0) return make_str(sign + "0." + std::string(static_cast<std::size_t>(-e - 1), '0') + digits);
  const auto ip = static_cast<std::size_t>(e + 1);
  return make_str(sign + digits.substr(0, ip) + (ip < digits.size() ? "." + digits.substr(ip) : ""));
}
NATIVE(n_valueOf) { UNUSED; return self; }

// arrays
std::vector<Value>& L(const Value& v) { return v.as<ListObj>()->items; }
NATIVE(a_push) {
  UNUSED;
  for (auto& x : a) L(self).push_back(x);
  return Value::integer(static_cast<std::int64_t>(L(self).size()));
}
NATIVE(a_pop) {
  UNUSED;
  auto& it = L(self);
  if (it.empty()) return Value::none();
  Value v = unhole(it.back());
  it.pop_back();
  return v;
}
NATIVE(a_shift) {
  UNUSED;
  auto& it = L(self);
  if (it.empty()) return Value::none();
  Value v = unhole(it.front());
  it.erase(it.begin());
  return v;
}
NATIVE(a_unshift) {
  UNUSED;
  auto& it = L(self);
  it.insert(it.begin(), a.begin(), a.end());
  return Value::integer(static_cast<std::int64_t>(it.size()));
}
NATIVE(a_slice) {
  UNUSED;
  auto& it = L(self);
  std::int64_t n = static_cast<std::int64_t>(it.size());
  std::int64_t b = rel_index(in, arg(a, 0), n, 0), e = rel_index(in, arg(a, 1), n, n);
  if (b >= e) return species(in, self, list_of({}));
  if (!in.charge_copy(static_cast<std::size_t>(e - b))) return Value::none();
  return species(in, self, list_of(std::vector<Value>(it.begin() + b, it.begin() + e)));
}
NATIVE(a_splice) {
  UNUSED;
  auto& it = L(self);
  std::int64_t n = static_cast<std::int64_t>(it.size());
  std::int64_t b = rel_index(in, arg(a, 0), n, 0);
  std::int64_t cnt = a.size() < 2 ? n - b : std::clamp<std::int64_t>(to_integer(in, a[1]), 0, n - b);
  if (!in.charge_copy(static_cast<std::size_t>(n - b))) return Value::none();  // the tail moves
  std::vector<Value> removed(it.begin() + b, it.begin() + b + cnt);
  it.erase(it.begin() + b, it.begin() + b + cnt);
  if (a.size() > 2) it.insert(it.begin() + b, a.begin() + 2, a.end());
  return list_of(std::move(removed));
}
NATIVE(a_indexOf) {
  UNUSED;
  auto& it = L(self);
  std::int64_t from = a.size() > 1 ? rel_index(in, a[1], static_cast<std::int64_t>(it.size()), 0) : 0;
  if (!in.charge_copy(it.size())) return Value::none();  // a scan
  for (std::size_t i = static_cast<std::size_t>(from); i < it.size(); ++i)
    if (!is_hole(it[i]) && strict_eq(it[i], arg(a, 0))) return Value::integer(static_cast<std::int64_t>(i));
  return Value::integer(-1);
}
NATIVE(a_lastIndexOf) {
  UNUSED;
  auto& it = L(self);
  if (!in.charge_copy(it.size())) return Value::none();  // a scan
  for (std::size_t i = it.size(); i-- > 0;)
    if (!is_hole(it[i]) && strict_eq(it[i], arg(a, 0))) return Value::integer(static_cast<std::int64_t>(i));
  return Value::integer(-1);
}
NATIVE(a_includes) {
  UNUSED;
  if (!in.charge_copy(L(self).size())) return Value::none();  // a scan
  for (auto& x : L(self))
    if (same_value_zero(x, arg(a, 0))) return Value::boolean(true);
  return Value::boolean(false);
}
NATIVE(a_join) {
  UNUSED;
  std::string sep = a.empty() || a[0].is_none() ? "," : to_str(in, a[0]);
  JoinGuard guard(self.as<ListObj>());
  if (guard.cyclic) return make_str("");
  std::string out;
  bool first = true;
  for (auto& x : L(self)) {
    if (!first) out += sep;
    first = false;
    if (!is_nullish(x)) out += to_str(in, x);
  }
  if (!in.charge_copy(L(self).size()) || !in.charge_bytes(out.size())) return Value::none();
  return make_str(out);
}
NATIVE(a_concat) {
  UNUSED;
  std::vector<Value> out = L(self);
  for (auto& x : a) {
    if (x.is(Tag::List)) out.insert(out.end(), L(x).begin(), L(x).end());
    else out.push_back(x);
  }
  if (!in.charge_copy(out.size())) return Value::none();
  return species(in, self, list_of(std::move(out)));
}
NATIVE(a_reverse) {
  UNUSED;
  if (!in.charge_copy(L(self).size())) return self;
  std::reverse(L(self).begin(), L(self).end());
  return self;
}
NATIVE(a_sort) {
  UNUSED;
  auto& it = L(self);
  if (!in.charge_sort(it.size())) return self;  // n log n comparisons
  // undefined sorts last and holes after it, neither given to the comparator
  std::vector<Value> items;
  std::size_t undefs = 0, holes = 0;
  for (auto& x : it) {
    if (is_hole(x)) ++holes;
    else if (x.is_none()) ++undefs;
    else items.push_back(x);
  }
  const Value cmp = arg(a, 0);
  bool failed = false;
  if (cmp.is_none()) {
    std::vector<std::pair<std::string, Value>> keyed;
    for (auto& x : items) keyed.emplace_back(to_str(in, x), x);
    std::stable_sort(keyed.begin(), keyed.end(), [](auto& x, auto& y) { return x.first < y.first; });
    items.clear();
    for (auto& [k, x] : keyed) items.push_back(x);
  } else {
    std::stable_sort(items.begin(), items.end(), [&](const Value& x, const Value& y) {
      if (failed) return false;
      Value r = call(in, cmp, {x, y});
      if (in.raising()) {
        failed = true;
        return false;
      }
      return to_num(in, r) < 0;
    });
  }
  items.insert(items.end(), undefs, Value::none());
  items.insert(items.end(), holes, js_hole());
  if (!failed) L(self) = std::move(items);
  return self;
}
// ES2023 copying forms: the receiver stays unchanged
// the copying methods (toSorted, toReversed, toSpliced, with) read holes as undefined
NATIVE(a_toSorted) {
  Value copy = list_of(L(holes_read(self)));
  return a_sort(in, copy, a);
}
/// copyWithin(target, start, end): copies the slice [start, end) over the
/// items from target on, within the array's length (overlap as memmove).
NATIVE(a_copyWithin) {
  UNUSED;
  auto& it = L(self);
  std::int64_t n = static_cast<std::int64_t>(it.size());
  std::int64_t to = rel_index(in, arg(a, 0), n, 0), from = rel_index(in, arg(a, 1), n, 0);
  std::int64_t end = rel_index(in, arg(a, 2), n, n);
  std::int64_t cnt = std::min(end - from, n - to);
  if (cnt <= 0) return self;
  if (!in.charge_copy(static_cast<std::size_t>(cnt))) return Value::none();
  std::vector<Value> part(it.begin() + from, it.begin() + from + cnt);
  std::copy(part.begin(), part.end(), it.begin() + to);
  return self;
}
/// toSpliced(start, count, ...items): splice on a copy, answering the copy.
NATIVE(a_toSpliced) {
  UNUSED;
  std::vector<Value> items = L(holes_read(self));
  std::int64_t n = static_cast<std::int64_t>(items.size());
  std::int64_t b = rel_index(in, arg(a, 0), n, 0);
  std::int64_t cnt = a.empty() ? 0 : a.size() < 2 ? n - b : std::clamp<std::int64_t>(to_integer(in, a[1]), 0, n - b);
  if (!in.charge_copy(static_cast<std::size_t>(n))) return Value::none();
  items.erase(items.begin() + b, items.begin() + b + cnt);
  if (a.size() > 2) items.insert(items.begin() + b, a.begin() + 2, a.end());
  return list_of(std::move(items));
}
/// toLocaleString(locales, options): each item's toLocaleString, joined by ','.
NATIVE(a_toLocaleString) {
  JoinGuard guard(self.as<ListObj>());
  if (guard.cyclic) return make_str("");
  std::string out;
  std::vector<Value> items = L(self);
  std::vector<Value> args{arg(a, 0), arg(a, 1)};
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (i) out += ',';
    if (is_nullish(items[i])) continue;
    if (is_num(items[i])) {
      out += to_str(in, locale_number(in, to_num(in, items[i]), args[1], locale_arg(in, args[0])));
      continue;
    }
    Value f = items[i].is(Tag::Instance) || items[i].is(Tag::Dict) || items[i].is(Tag::List) ? member(in, items[i], "toLocaleString") : Value::none();
    if (in.raising()) return Value::none();
    const bool callable = f.is(Tag::Function) || f.is(Tag::BoundMethod) || f.is(Tag::Builtin);
    Value s = callable ? call_with_this(in, f, items[i], args) : make_str(to_str(in, items[i]));
    if (in.raising()) return Value::none();
    out += to_str(in, s);
  }
  if (!in.charge_bytes(out.size())) return Value::none();
  return make_str(out);
}
NATIVE(a_toReversed) {
  UNUSED;
  std::vector<Value> items = L(holes_read(self));
  std::reverse(items.begin(), items.end());
  return list_of(std::move(items));
}
NATIVE(a_with) {
  std::vector<Value> items = L(holes_read(self));
  double d = std::trunc(to_num(in, arg(a, 0)));
  if (std::isnan(d)) d = 0;
  if (d < 0) d += static_cast<double>(items.size());
  if (d < 0 || d >= static_cast<double>(items.size())) {
    in.raise("ValueError", "Invalid index : " + fmt_num(to_num(in, arg(a, 0))));
    return Value::none();
  }
  items[static_cast<std::size_t>(d)] = arg(a, 1);
  return list_of(std::move(items));
}
Value f_bound(Vm& in, const Value& self, Args& a);
/// forEach/map/filter/find/some/every(fn, thisArg): fn sees thisArg as this.
void bind_this_arg(Vm& in, Args& a) {
  if (a.size() > 1 && !a[1].is_none() && this_fn(in, a[0]))
    a[0] = make_native(f_bound, "bound", make_list({a[0], a[1]}, Tag::Tuple));
}
NATIVE(a_map) {
  UNUSED;
  bind_this_arg(in, a);
  std::vector<Value> items = L(self), out;
  out.reserve(items.size());
  for (std::size_t i = 0; i < items.size() && !in.raising(); ++i)  // a hole stays a hole
    out.push_back(is_hole(items[i]) ? js_hole() : call(in, arg(a, 0), {items[i], Value::integer(static_cast<std::int64_t>(i)), self}));
  return species(in, self, list_of(std::move(out)));
}
NATIVE(a_filter) {
  UNUSED;
  bind_this_arg(in, a);
  std::vector<Value> items = L(self), out;
  for (std::size_t i = 0; i < items.size() && !in.raising(); ++i)
    if (!is_hole(items[i]) && js_truthy(call(in, arg(a, 0), {items[i], Value::integer(static_cast<std::int64_t>(i)), self}))) out.push_back(items[i]);
  return species(in, self, list_of(std::move(out)));
}
NATIVE(a_forEach) {
  UNUSED;
  bind_this_arg(in, a);
  std::vector<Value> items = L(self);
  for (std::size_t i = 0; i < items.size() && !in.raising(); ++i)
    if (!is_hole(items[i])) call(in, arg(a, 0), {items[i], Value::integer(static_cast<std::int64_t>(i)), self});
  return Value::none();
}
Value reduce_impl(Vm& in, const Value& self, Args& a, bool right) {
  std::vector<Value> items = L(self);
  if (right) std::reverse(items.begin(), items.end());
  std::size_t i = 0;
  const std::size_t holes = static_cast<std::size_t>(std::count_if(items.begin(), items.end(), is_hole));
  if (holes) {  // skipped, but each callback still sees its element's index
    std::vector<Value> kept;
    std::vector<std::size_t> at;
    for (std::size_t k = 0; k < items.size(); ++k)
      if (!is_hole(items[k])) {
        kept.push_back(items[k]);
        at.push_back(right ? items.size() - 1 - k : k);
      }
    Value acc;
    std::size_t j = 0;
    if (a.size() > 1) acc = a[1];
    else if (kept.empty()) {
      in.raise("TypeError", "Reduce of empty array with no initial value");
      return Value::none();
    } else acc = kept[j++];
    for (; j < kept.size() && !in.raising(); ++j)
      acc = call(in, arg(a, 0), {acc, kept[j], Value::integer(static_cast<std::int64_t>(at[j])), self});
    return acc;
  }
  Value acc;
  if (a.size() > 1) acc = a[1];
  else {
    if (items.empty()) {
      in.raise("TypeError", "Reduce of empty array with no initial value");
      return Value::none();
    }
    acc = items[i++];
  }
  for (; i < items.size() && !in.raising(); ++i) {
    std::size_t idx = right ? items.size() - 1 - i : i;
    acc = call(in, arg(a, 0), {acc, items[i], Value::integer(static_cast<std::int64_t>(idx)), self});
  }
  return acc;
}
NATIVE(a_reduce) { UNUSED; return reduce_impl(in, self, a, false); }
NATIVE(a_reduceRight) { UNUSED; return reduce_impl(in, self, a, true); }
Value find_impl(Vm& in, const Value& self, Args& a, bool want_index, bool last) {
  bind_this_arg(in, a);
  std::vector<Value> items = L(self);
  for (std::size_t k = 0; k < items.size() && !in.raising(); ++k) {
    std::size_t i = last ? items.size() - 1 - k : k;
    if (js_truthy(call(in, arg(a, 0), {unhole(items[i]), Value::integer(static_cast<std::int64_t>(i)), self})))
      return want_index ? Value::integer(static_cast<std::int64_t>(i)) : unhole(items[i]);
  }
  return want_index ? Value::integer(-1) : Value::none();
}
NATIVE(a_find) { UNUSED; return find_impl(in, self, a, false, false); }
NATIVE(a_findIndex) { UNUSED; return find_impl(in, self, a, true, false); }
NATIVE(a_findLast) { UNUSED; return find_impl(in, self, a, false, true); }
NATIVE(a_findLastIndex) { UNUSED; return find_impl(in, self, a, true, true); }
NATIVE(a_some) {
  UNUSED;
  bind_this_arg(in, a);
  std::vector<Value> items = L(self);
  for (std::size_t i = 0; i < items.size() && !in.raising(); ++i)
    if (!is_hole(items[i]) && js_truthy(call(in, arg(a, 0), {items[i], Value::integer(static_cast<std::int64_t>(i)), self}))) return Value::boolean(true);
  return Value::boolean(false);
}
NATIVE(a_every) {
  UNUSED;
  bind_this_arg(in, a);
  std::vector<Value> items = L(self);
  for (std::size_t i = 0; i < items.size() && !in.raising(); ++i)
    if (!is_hole(items[i]) && !js_truthy(call(in, arg(a, 0), {items[i], Value::integer(static_cast<std::int64_t>(i)), self}))) return Value::boolean(false);
  return Value::boolean(true);
}
NATIVE(a_fill) {
  UNUSED;
  auto& it = L(self);
  std::int64_t n = static_cast<std::int64_t>(it.size());
  std::int64_t b = rel_index(in, arg(a, 1), n, 0), e = rel_index(in, arg(a, 2), n, n);
  for (std::int64_t i = b; i < e; ++i) it[static_cast<std::size_t>(i)] = arg(a, 0);
  return self;
}
void flatten(const std::vector<Value>& src, int depth, std::vector<Value>& out) {
  for (auto& x : src) {
    if (is_hole(x)) continue;  // flat() drops holes
    if (x.is(Tag::List) && depth > 0) flatten(L(x), depth - 1, out);
    else out.push_back(x);
  }
}
NATIVE(a_flat) {
  UNUSED;
  int depth = a.empty() || a[0].is_none() ? 1 : static_cast<int>(std::min(to_num(in, a[0]), 1000.0));
  std::vector<Value> out;
  flatten(L(self), depth, out);
  return list_of(std::move(out));
}
NATIVE(a_flatMap) {
  UNUSED;
  Value m = a_map(in, self, a);
  std::vector<Value> out;
  flatten(L(m), 1, out);
  return list_of(std::move(out));
}
NATIVE(a_at) {
  UNUSED;
  auto& it = L(self);
  std::int64_t i = to_integer(in, arg(a, 0));
  if (i < 0) i += static_cast<std::int64_t>(it.size());
  if (i < 0 || i >= static_cast<std::int64_t>(it.size())) return Value::none();
  return unhole(it[static_cast<std::size_t>(i)]);
}
NATIVE(a_toString) { UNUSED; return make_str(to_str(in, self)); }
NATIVE(a_keys) {
  UNUSED;
  std::vector<Value> out;
  for (std::size_t i = 0; i < L(self).size(); ++i) out.push_back(Value::integer(static_cast<std::int64_t>(i)));
  return mark_iterator(in, list_of(std::move(out)), "Array Iterator");
}
/// keys()/values()/entries() of arrays, Maps and Sets return a snapshot
/// array; its next() steps through it as the iterator would (consuming it).
NATIVE(a_next) {
  UNUSED;
  auto& items = L(self);
  if (items.empty()) return iter_result(Value::none(), true);
  Value v = items.front();
  items.erase(items.begin());
  return iter_result(v, false);
}
NATIVE(a_entries) {
  UNUSED;
  std::vector<Value> out;
  for (std::size_t i = 0; i < L(self).size(); ++i) out.push_back(list_of({Value::integer(static_cast<std::int64_t>(i)), unhole(L(self)[i])}));
  return mark_iterator(in, list_of(std::move(out)), "Array Iterator");
}

// Map (self: the map instance)
DictObj* MD(Vm& in, const Value& self) { return as_map(in, self); }
NATIVE(mp_get) {
  UNUSED;
  Value* v = svz_find(in, MD(in, self), arg(a, 0));
  return v ? *v : Value::none();
}
NATIVE(mp_set) { UNUSED; svz_set(in, MD(in, self), arg(a, 0), arg(a, 1)); return self; }
NATIVE(mp_has) { UNUSED; return Value::boolean(svz_find(in, MD(in, self), arg(a, 0)) != nullptr); }
NATIVE(mp_delete) { UNUSED; return Value::boolean(svz_erase(in, MD(in, self), arg(a, 0))); }
NATIVE(mp_clear) { UNUSED; MD(in, self)->clear_refs(); return Value::none(); }
NATIVE(mp_keys) {
  UNUSED;
  std::vector<Value> out;
  for (auto& e : MD(in, self)->entries) out.push_back(e.first);
  return mark_iterator(in, list_of(std::move(out)), "Map Iterator");
}
NATIVE(mp_values) {
  UNUSED;
  std::vector<Value> out;
  for (auto& e : MD(in, self)->entries) out.push_back(e.second);
  return mark_iterator(in, list_of(std::move(out)), "Map Iterator");
}
NATIVE(mp_entries) {
  UNUSED;
  std::vector<Value> out;
  for (auto& e : MD(in, self)->entries) out.push_back(list_of({e.first, e.second}));
  return mark_iterator(in, list_of(std::move(out)), "Map Entries");
}
/// forEach visits the entries live, as for-of does (live_step).
NATIVE(mp_forEach) {
  UNUSED;
  Value st = live_state(collection_entries(in, self), 2), kv;
  while (!in.raising() && live_step(st.as<ListObj>()->items, kv)) {
    Value k = L(kv)[0], v = L(kv)[1];
    call(in, arg(a, 0), {v, k, self});
  }
  return Value::none();
}
// Set (self: the set)
NATIVE(st_add) { UNUSED; svz_set(in, self.as<DictObj>(), arg(a, 0), Value::none()); return self; }
NATIVE(st_has) { UNUSED; return Value::boolean(svz_find(in, self.as<DictObj>(), arg(a, 0)) != nullptr); }
NATIVE(st_delete) { UNUSED; return Value::boolean(svz_erase(in, self.as<DictObj>(), arg(a, 0))); }
NATIVE(st_clear) { UNUSED; self.as<DictObj>()->clear_refs(); return Value::none(); }
NATIVE(st_values) {
  UNUSED;
  std::vector<Value> out;
  for (auto& e : self.as<DictObj>()->entries) out.push_back(e.first);
  return mark_iterator(in, list_of(std::move(out)), "Set Iterator");
}
NATIVE(st_entries) {
  UNUSED;
  std::vector<Value> out;
  for (auto& e : self.as<DictObj>()->entries) out.push_back(list_of({e.first, e.first}));
  return mark_iterator(in, list_of(std::move(out)), "Set Entries");
}
NATIVE(st_forEach) {
  UNUSED;
  Value st = live_state(self, 0), k;
  while (!in.raising() && live_step(st.as<ListObj>()->items, k)) call(in, arg(a, 0), {k, k, self});
  return Value::none();
}
// plain objects
NATIVE(o_hasOwnProperty);
// Object.freeze / seal / preventExtensions and their tests (javascript_integrity.cpp)
NATIVE(obj_freeze) { UNUSED; js::set_integrity(in, arg(a, 0), js::Integrity::kFrozen); return arg(a, 0); }
NATIVE(obj_seal) { UNUSED; js::set_integrity(in, arg(a, 0), js::Integrity::kSealed); return arg(a, 0); }
NATIVE(obj_preventExtensions) { UNUSED; js::set_integrity(in, arg(a, 0), js::Integrity::kNonExtensible); return arg(a, 0); }
bool is_object(const Value& v) { return v.is(Tag::Dict) || v.is(Tag::List) || v.is(Tag::Instance) || v.is(Tag::Set); }
/// A non-extensible object with no own property is sealed and frozen too.
bool empty_object(const Value& v) {
  if (v.is(Tag::Dict)) return v.as<DictObj>()->entries.empty();
  if (v.is(Tag::List)) return v.as<ListObj>()->items.empty();
  return v.is(Tag::Instance) && v.as<InstanceObj>()->fields.items.empty();
}
NATIVE(obj_getOwnPropertyDescriptor);
js::Integrity integrity_level(Vm& in, const Value& v) {
  js::Integrity l = js::integrity_of(in, v);
  if (l == js::Integrity::kNonExtensible && empty_object(v)) return js::Integrity::kFrozen;
  if (l == js::Integrity::kNonExtensible || l == js::Integrity::kSealed) {
    // every own property defined non-configurable (and read-only): sealed (frozen), as the spec tests it
    bool sealed = true, frozen = true, any = false;
    for (const Value& k : own_prop_keys(in, v)) {
      if (v.is(Tag::List) && k.is(Tag::Str) && S(k) == "length") continue;
      any = true;
      sealed = sealed && (l == js::Integrity::kSealed || js::property_fixed(in, v, k));
      Args b{v, k};
      Value d = obj_getOwnPropertyDescriptor(in, Value::none(), b);
      Value* w = d.is(Tag::Dict) ? d.as<DictObj>()->find(make_str("writable")) : nullptr;
      frozen = frozen && (!w || !js_truthy(*w));
    }
    if (any && sealed) return frozen ? js::Integrity::kFrozen : js::Integrity::kSealed;
  }
  return l;
}
NATIVE(obj_isFrozen) {
  UNUSED;
  return Value::boolean(!is_object(arg(a, 0)) || integrity_level(in, arg(a, 0)) == js::Integrity::kFrozen);
}
NATIVE(obj_isSealed) {
  UNUSED;
  return Value::boolean(!is_object(arg(a, 0)) || integrity_level(in, arg(a, 0)) >= js::Integrity::kSealed);
}
NATIVE(obj_isExtensible) {
  UNUSED;
  return Value::boolean(is_object(arg(a, 0)) && js::integrity_of(in, arg(a, 0)) == js::Integrity::kExtensible);
}
/// Object.getOwnPropertyDescriptor: data properties (writable/configurable from
/// the integrity level) and accessors; undefined for a property not own.
NATIVE(obj_getOwnPropertyDescriptor) {
  UNUSED;
  const Value& o = arg(a, 0);
  if (js::is_proxy(o)) {  // the getOwnPropertyDescriptor trap, else the target's
    Value targs[2] = {js::proxy_target(o), prop_key(in, arg(a, 1))}, r;
    if (js::proxy_trap(in, o, "getOwnPropertyDescriptor", targs, r)) return in.raising() ? Value::none() : r;
    Args b{targs[0], arg(a, 1)};
    return obj_getOwnPropertyDescriptor(in, self, b);
  }
  Value k = prop_key(in, arg(a, 1));
  Value v = Value::undef();
  bool enumerable = true;
  if (o.is(Tag::Dict)) {
    if (Value* p = dict_prop(in, o.as<DictObj>(), arg(a, 1)); p && !hidden_key(k)) v = *p;
  } else if (o.is(Tag::Instance) && k.is(Tag::Str)) {
    if (Value* p = o.as<InstanceObj>()->fields.find(in.intern(S(k)))) v = *p;
  } else if (o.is(Tag::Class) && k.is(Tag::Str)) {  // C.prototype is C: its own methods and get/set pairs
    auto& attrs = o.as<ClassObj>()->attrs;
    Value* g = attrs.find(in.intern("__get_" + S(k)));
    Value* st = attrs.find(in.intern("__set_" + S(k)));
    Value d = make<DictObj>();
    auto* dd = d.as<DictObj>();
    if (g || st) {
      dd->set(make_str("get"), g ? *g : Value::none());
      dd->set(make_str("set"), st ? *st : Value::none());
    } else if (Value* m = attrs.find(in.intern(S(k))); m && (m->is(Tag::Function) || S(k) == "constructor")) {
      dd->set(make_str("value"), *m);
      dd->set(make_str("writable"), Value::boolean(true));
    } else if (S(k) == "constructor") {  // C.prototype.constructor is C
      dd->set(make_str("value"), o);
      dd->set(make_str("writable"), Value::boolean(true));
    } else {
      return Value::none();
    }
    dd->set(make_str("enumerable"), Value::boolean(false));
    dd->set(make_str("configurable"), Value::boolean(true));
    return d;
  } else if (o.is(Tag::List)) {
    const auto& items = o.as<ListObj>()->items;
    std::uint64_t i;
    if (k.is(Tag::Str) && S(k) == "length") {
      v = Value::integer(static_cast<std::int64_t>(items.size()));
      enumerable = false;
    } else if (index_key(k, i) && i < items.size()) {
      v = items[static_cast<std::size_t>(i)];
    }
  }
  if (v.is_undef()) return Value::none();
  const js::Integrity level = js::integrity_of(in, o);
  // the flags Object.defineProperty gave (its defaults are false)
  const bool hidden = js::property_hidden(in, o, k), readonly = js::property_readonly(in, o, k);
  if (hidden) enumerable = false;
  Value d = make<DictObj>();
  auto* dd = d.as<DictObj>();
  if (v.is(Tag::Accessor)) {
    auto* acc = v.as<AccessorObj>();
    dd->set(make_str("get"), acc->get.is_undef() ? Value::none() : acc->get);
    dd->set(make_str("set"), acc->set.is_undef() ? Value::none() : acc->set);
  } else {
    dd->set(make_str("value"), v);
    dd->set(make_str("writable"), Value::boolean(level != js::Integrity::kFrozen && !readonly &&
                                                 (enumerable || o.is(Tag::List) || hidden)));
  }
  dd->set(make_str("enumerable"), Value::boolean(enumerable));
  const bool fixed = js::property_fixed(in, o, k) || (o.is(Tag::List) && k.is(Tag::Str) && S(k) == "length");
  dd->set(make_str("configurable"), Value::boolean(!fixed && (enumerable || hidden) && level < js::Integrity::kSealed));
  return d;
}
/// proto.isPrototypeOf(v): proto is on v's prototype chain.
NATIVE(o_isPrototypeOf) {
  const Value& v = arg(a, 0);
  if (!self.is_heap()) return Value::boolean(false);
  if (self.is(Tag::Class)) return Value::boolean(v.is(Tag::Instance) && in.isinstance(v, self));  // C.prototype is C
  Value cur = v;
  for (int guard = 0; guard < 10000 && cur.is_heap() && !cur.is(Tag::Str); ++guard) {
    Args b{cur};
    Value next = obj_getPrototypeOf(in, Value::none(), b);
    if (in.raising() || !next.is_heap() || next.obj() == cur.obj()) break;
    if (next.obj() == self.obj()) return Value::boolean(true);
    if (next.obj() == object_prototype(in).obj()) break;
    cur = next;
  }
  return Value::boolean(self.obj() == object_prototype(in).obj() && is_object_value(v));
}
/// Error.prototype.toString on its receiver: "name: message", either alone when the other is empty.
NATIVE(error_proto_toString) {
  (void)self;
  const Value& r = arg(a, 0);
  if (!r.is_heap() || r.is(Tag::Str)) {
    in.raise("TypeError", "Error.prototype.toString requires that 'this' be an Object");
    return Value::none();
  }
  Value n = js_load_attr(in, r, in.intern("name"));
  Value m = js_load_attr(in, r, in.intern("message"));
  const std::string ns = n.is_none() || n.is_undef() ? "Error" : to_str(in, n);
  const std::string ms = m.is_none() || m.is_undef() ? "" : to_str(in, m);
  return make_str(ns.empty() ? ms : ms.empty() ? ns : ns + ": " + ms);
}
/// Error.prototype.toString bound to its receiver (self).
NATIVE(error_toString_of) {
  Args b{self};
  (void)a;
  return error_proto_toString(in, Value::none(), b);
}
/// Object.getOwnPropertyDescriptors: every own key's descriptor (strings, then symbols).
NATIVE(obj_getOwnPropertyDescriptors) {
  UNUSED;
  const Value& o = arg(a, 0);
  Value r = make<DictObj>();
  std::vector<Value> keys = own_prop_keys(in, o);
  if (o.is(Tag::List)) keys.push_back(make_str("length"));  // an array's own, not enumerable
  for (const Value& k : keys) {
    Args b{o, k};
    Value d = obj_getOwnPropertyDescriptor(in, self, b);
    if (in.raising()) return Value::none();
    if (d.is(Tag::Dict)) r.as<DictObj>()->set(k, d);
  }
  return r;
}
NATIVE(obj_hasOwn) {
  UNUSED;
  Args key{arg(a, 1)};
  return o_hasOwnProperty(in, arg(a, 0), key);
}
NATIVE(o_hasOwnProperty) {
  UNUSED;
  if (self.is(Tag::Dict)) {
    Value k = prop_key(in, arg(a, 0));
    return Value::boolean(!hidden_key(k) && dict_prop(in, self.as<DictObj>(), arg(a, 0)) != nullptr);
  }
  if (self.is(Tag::Instance) && !is_big(self) && !is_date(self)) {  // own fields, not the class's methods or accessors
    Value k = prop_key(in, arg(a, 0));
    if (!k.is(Tag::Str) || S(k).rfind('#', 0) == 0) return Value::boolean(false);
    Value* f = self.as<InstanceObj>()->fields.find(in.intern(S(k)));
    return Value::boolean(f != nullptr && !f->is(Tag::Accessor));
  }
  if ((self.is(Tag::List) || self.is(Tag::Str)) && arg(a, 0).is(Tag::Str)) {  // [].hasOwnProperty('push'): inherited
    Value m = member(in, self, S(arg(a, 0)));
    std::string_view kind;
    std::string name;
    if (m.is(Tag::Builtin) && method_identity(m.as<BuiltinObj>(), kind, name)) return Value::boolean(false);
  }
  Args b{self, arg(a, 0)};
  return i_has(in, Value::none(), b);
}
NATIVE(o_toString) { UNUSED; return make_str(to_str(in, self)); }
// Object.prototype/Error.prototype toString of an instance without its own.
NATIVE(inst_toString) {
  UNUSED;
  if (is_error(self)) {
    std::string msg = error_message(in, self);
    return make_str(error_name(in, self) + (msg.empty() ? "" : ": " + msg));
  }
  if (as_map(in, self) && !is_weak_kind(self, "WeakMap")) return make_str("[object Map]");
  if (js::is_promise(in, self)) return make_str("[object Promise]");
  if (self.is(Tag::Instance)) {  // a class's [Symbol.toStringTag] (AsyncGenerator's too)
    Value tag = member(in, self, "__sym_toStringTag");
    if (tag.is(Tag::Str)) return make_str("[object " + S(tag) + "]");
  }
  return make_str("[object Object]");
}
/// Object.prototype.toString.call(instance): its [Symbol.toStringTag] when a
/// string, else the builtin tag (an Error's is "Error", a RegExp's "RegExp"),
/// never the instance's own toString text.
std::string object_proto_text(Vm& in, const Value& self, Args& a) {
  if (Value tag = member(in, self, "__sym_toStringTag"); tag.is(Tag::Str)) return "[object " + S(tag) + "]";
  if (in.raising()) return "";
  if (is_error(self)) return "[object Error]";
  if (js::is_regex(in, self)) return "[object RegExp]";
  return S(inst_toString(in, self, a));
}
// functions
NATIVE(f_call) {
  UNUSED;
  std::span<const Value> rest(a);
  return call_with_this(in, self, arg(a, 0), rest.subspan(a.empty() ? 0 : 1));
}
NATIVE(f_apply) {
  UNUSED;
  std::vector<Value> rest;
  if (a.size() > 1 && !is_nullish(a[1])) rest = iter_items(in, a[1]);
  if (in.raising()) return Value::none();
  return call_with_this(in, self, arg(a, 0), rest);
}
/// The function bind() makes: self is (target, this, bound arguments...).
NATIVE(f_bound) {
  UNUSED;
  auto& t = self.as<ListObj>()->items;
  std::vector<Value> all(t.begin() + 2, t.end());
  all.insert(all.end(), a.begin(), a.end());
  return call_with_this(in, t[0], t[1], all);
}
NATIVE(f_bind) {
  UNUSED;
  std::vector<Value> t{self, arg(a, 0)};
  if (a.size() > 1) t.insert(t.end(), a.begin() + 1, a.end());
  return make_native(f_bound, "bound", make_list(std::move(t), Tag::Tuple));
}
Value js_load_attr(Vm& in, const Value& obj, Name field);
/// `function f() { this... }` is bound to undefined until read as a method
/// (with_this) or called through call/apply/bind.
/// __js_call_this(callee, obj, ...args): `obj[key](...args)`, the function
/// read by subscript called with obj as `this` (as `obj.key(...)` is); a
/// method already bound to its receiver is called as it is.
NATIVE(i_call_this) {
  (void)self;
  if (a.size() < 2) return Value::none();
  const Value& f = a[0];
  std::span<const Value> rest(a.data() + 2, a.size() - 2);
  if (f.is(Tag::Function) || (f.is(Tag::BoundMethod) && f.as<BoundMethodObj>()->self.is_none()))
    return call_with_this(in, f, a[1], rest);
  return in.call_sync(f, std::vector<Value>(rest.begin(), rest.end()));
}
/// __js_fnkind(f, kind): f is an async/generator function ("AsyncFunction",
/// "GeneratorFunction", "AsyncGeneratorFunction"), noted per definition
/// (its signature) for inspection; returns f.
NATIVE(i_fnkind) {
  UNUSED;
  const Value& f = arg(a, 0);
  if (!f.is(Tag::Function)) return f;
  Value& t = in.run_state("javascript.function_kinds");
  if (t.is_none()) t = make<DictObj>();
  Value key = Value::integer(static_cast<std::int64_t>(reinterpret_cast<std::uintptr_t>(f.as<FunctionObj>()->sig)));
  if (!t.as<DictObj>()->find(key)) t.as<DictObj>()->set(key, arg(a, 1));
  return f;
}
/// The kind __js_fnkind noted for f's definition ("Function" if none).
std::string function_kind(Vm& in, const FunctionObj* f) {
  Value& t = in.run_state("javascript.function_kinds");
  if (t.is_none()) return "Function";
  const Value* k = t.as<DictObj>()->find(Value::integer(static_cast<std::int64_t>(reinterpret_cast<std::uintptr_t>(f->sig))));
  return k && k->is(Tag::Str) ? S(*k) : "Function";
}
NATIVE(i_thisfn) {
  UNUSED;
  if (!arg(a, 0).is(Tag::Function)) return arg(a, 0);
  auto* bm = new BoundMethodObj();
  bm->self = Value::none();
  bm->func = arg(a, 0);
  return Value::object(bm);
}

NATIVE(err_init) {
  UNUSED;
  if (self.is(Tag::Instance)) {
    auto* inst = self.as<InstanceObj>();
    inst->fields.set(in.intern("args"), make_list(a, Tag::Tuple));
  }
  return Value::none();
}

struct MethodTable {
  std::unordered_map<std::string_view, Method> m;
  MethodTable(std::initializer_list<std::pair<const std::string_view, Method>> l) : m(l) {}
  Method find(std::string_view n) const {
    auto it = m.find(n);
    return it == m.end() ? nullptr : it->second;
  }
};
/// A method of a known receiver called with an unknown argument
/// (`"abc".indexOf(<sym>)`, `map.get(<sym>)`): a symbolic result.
template <std::size_t N>
struct Lit {
  char s[N];
  constexpr Lit(const char (&x)[N]) { std::copy_n(x, N, s); }
};
template <Lit Name, Method M>
Value sym_args(Vm& in, const Value& self, Args& a) {
  for (const Value& x : a)
    if (x.is_symbolic()) {
      auto e = std::make_shared<SymExpr>();
      e->kind = SymExpr::Call;
      e->text = inspect(in, self, 0, 0, false).substr(0, 200) + "." + Name.s;
      for (const Value& y : a) e->kids.push_back(in.expr_of(y));
      return in.fresh_symbolic(render_expr(*e), e);
    }
  return M(in, self, a);
}
#define SYM(name, fn) {name, sym_args<name, fn>}

// Date methods (local time is UTC: getX and getUTCX agree)
double date_arg(Vm& in, Args& a, std::size_t k, double dflt) { return k < a.size() ? to_num(in, a[k]) : dflt; }
template <int Field>
Value date_get(Vm& in, const Value& self, Args& a) {
  (void)a;
  double t = date_of(self);
  if (std::isnan(t)) return num(NAN);
  js::DateFields f = js::date_fields(t);
  const double v[] = {f.year, f.month, f.day, f.hours, f.minutes, f.seconds, f.ms, f.weekday, t, 0, f.year - 1900};
  (void)in;
  return num(v[Field]);
}
/// setX(v, ...): replaces up to N fields from Field on (year, month, day,
/// hours, minutes, seconds, ms) and recomputes the time value.
template <int Field, int N>
Value date_set(Vm& in, const Value& self, Args& a) {
  double t = date_of(self);
  js::DateFields f = js::date_fields(std::isnan(t) ? 0 : t);
  double v[] = {f.year, f.month, f.day, f.hours, f.minutes, f.seconds, f.ms};
  if (std::isnan(t) && Field != 0) v[0] = NAN;  // only setFullYear revives an invalid date
  std::size_t n = std::max<std::size_t>(1, std::min<std::size_t>(a.size(), N));
  for (std::size_t k = 0; k < n; ++k) v[Field + k] = date_arg(in, a, k, NAN);
  double r = js::make_date(v[0], v[1], v[2], v[3], v[4], v[5], v[6]);
  set_date(self, r);
  return num(r);
}
NATIVE(date_setTime) {
  UNUSED;
  double t = date_arg(in, a, 0, NAN);
  t = std::isfinite(t) && std::fabs(t) <= 8.64e15 ? std::trunc(t) + 0.0 : NAN;
  set_date(self, t);
  return num(t);
}
NATIVE(date_setYear) {
  UNUSED;
  double y = date_arg(in, a, 0, NAN);
  if (y >= 0 && y <= 99) y += 1900;
  Args b{num(y)};
  return date_set<0, 1>(in, self, b);
}
template <std::string (*F)(double)>
Value date_text(Vm& in, const Value& self, Args& a) {
  (void)in, (void)a;
  double t = date_of(self);
  return make_str(std::isnan(t) ? "Invalid Date" : F(t));
}
NATIVE(date_toISOString) {
  UNUSED;
  if (std::isnan(date_of(self))) {
    in.raise("ValueError", "Invalid time value");  // RangeError
    return Value::none();
  }
  return make_str(js::date_iso(date_of(self)));
}
NATIVE(date_toJSON) { UNUSED; return std::isnan(date_of(self)) ? js_null() : make_str(js::date_iso(date_of(self))); }
template <bool D, bool T>
Value date_locale(Vm& in, const Value& self, Args& a) {
  double t = date_of(self);
  if (std::isnan(t)) return make_str("Invalid Date");
  const js::Locale loc = locale_arg(in, arg(a, 0));
  if ((a.size() < 2 || !a[1].is(Tag::Dict)) && loc == js::Locale::EnUS) return make_str(js::date_locale(t, D, T));
  js::LocaleOptions o;  // the time zone is taken as UTC
  if (a.size() >= 2 && a[1].is(Tag::Dict)) {
    auto* d = a[1].as<DictObj>();
    auto opt = [&](const char* k, std::string& out) {
      if (Value* v = d->find(make_str(k)); v && v->is(Tag::Str)) out = S(*v);
    };
    opt("weekday", o.weekday), opt("year", o.year), opt("month", o.month), opt("day", o.day), opt("hour", o.hour);
    opt("minute", o.minute), opt("second", o.second), opt("dateStyle", o.date_style), opt("timeStyle", o.time_style);
    if (Value* v = d->find(make_str("hour12")); v && !v->is_none()) o.hour12 = js_truthy(*v) ? 1 : 0;
    if (Value* v = d->find(make_str("hourCycle")); v && v->is(Tag::Str)) o.hour12 = S(*v) == "h12" || S(*v) == "h11" ? 1 : 0;
  }
  if (loc == js::Locale::EnUS) return make_str(js::date_locale(t, D, T, o));
  js::DateFields f = js::date_fields(t);
  js::DateParts p{static_cast<int>(f.year), static_cast<int>(f.month), static_cast<int>(f.day), static_cast<int>(f.weekday),
                  static_cast<int>(f.hours), static_cast<int>(f.minutes), static_cast<int>(f.seconds)};
  js::DateRequest r{o.weekday, o.year, o.month, o.day, o.hour, o.minute, o.second, o.date_style, o.time_style, o.hour12};
  const bool any = !r.weekday.empty() || !r.year.empty() || !r.month.empty() || !r.day.empty() || !r.hour.empty() ||
                   !r.minute.empty() || !r.second.empty() || !r.date_style.empty() || !r.time_style.empty();
  if (!any) {  // the defaults of toLocaleDateString / TimeString / String
    if (D) r.year = r.month = r.day = "numeric";
    if (T) r.hour = r.minute = r.second = "numeric";
  }
  return make_str(js::locale_date(loc, p, r));
}
/// new Intl.DateTimeFormat(locale, options).format(date): toLocaleDateString's text (self: the options).
NATIVE(dtf_format) {
  const Value& dt = arg(a, 0);
  if (!is_date(dt)) return make_str("Invalid Date");
  Args b{L(self)[0], L(self)[1]};  // self: (locales, options)
  return date_locale<true, false>(in, dt, b);
}
NATIVE(dtf_ctor) {
  UNUSED;
  Value d = make<DictObj>();
  d.as<DictObj>()->set(make_str("format"), make_native(dtf_format, "format", make_list({arg(a, 0), arg(a, 1)}, Tag::Tuple)));
  return d;
}
const MethodTable kDate{
    {"getFullYear", date_get<0>}, {"getMonth", date_get<1>}, {"getDate", date_get<2>}, {"getHours", date_get<3>},
    {"getMinutes", date_get<4>}, {"getSeconds", date_get<5>}, {"getMilliseconds", date_get<6>}, {"getDay", date_get<7>},
    {"getUTCFullYear", date_get<0>}, {"getUTCMonth", date_get<1>}, {"getUTCDate", date_get<2>},
    {"getUTCHours", date_get<3>}, {"getUTCMinutes", date_get<4>}, {"getUTCSeconds", date_get<5>},
    {"getUTCMilliseconds", date_get<6>}, {"getUTCDay", date_get<7>}, {"getTime", date_get<8>}, {"valueOf", date_get<8>},
    {"getTimezoneOffset", date_get<9>}, {"getYear", date_get<10>},
    {"setFullYear", date_set<0, 3>}, {"setMonth", date_set<1, 2>}, {"setDate", date_set<2, 1>},
    {"setHours", date_set<3, 4>}, {"setMinutes", date_set<4, 3>}, {"setSeconds", date_set<5, 2>},
    {"setMilliseconds", date_set<6, 1>}, {"setUTCFullYear", date_set<0, 3>}, {"setUTCMonth", date_set<1, 2>},
    {"setUTCDate", date_set<2, 1>}, {"setUTCHours", date_set<3, 4>}, {"setUTCMinutes", date_set<4, 3>},
    {"setUTCSeconds", date_set<5, 2>}, {"setUTCMilliseconds", date_set<6, 1>}, {"setTime", date_setTime},
    {"setYear", date_setYear}, {"toISOString", date_toISOString}, {"toJSON", date_toJSON},
    {"toString", date_text<js::date_string>}, {"toDateString", date_text<js::date_date_string>},
    {"toTimeString", date_text<js::date_time_string>}, {"toUTCString", date_text<js::date_utc_string>},
    {"toGMTString", date_text<js::date_utc_string>}, {"toLocaleDateString", date_locale<true, false>},
    {"toLocaleTimeString", date_locale<false, true>}, {"toLocaleString", date_locale<true, true>}};
/// new Date(): the current time is unknown (a symbolic value, as Date.now());
/// new Date(ms | string | date); new Date(y, m[, d, h, min, s, ms]) in local time (UTC).
NATIVE(date_ctor) {
  UNUSED;
  if (a.empty()) return in.fresh_symbolic("new Date()");
  for (const Value& x : a)
    if (x.is_symbolic()) {
      auto e = in.call_expr("new Date", a);
      return in.fresh_symbolic(render_expr(*e), e);
    }
  if (a.size() == 1) {
    if (is_date(a[0])) return make_date_value(in, date_of(a[0]));
    if (a[0].is(Tag::Str)) return make_date_value(in, js::parse_date(S(a[0])));
    double t = to_num(in, a[0]);
    return make_date_value(in, std::isfinite(t) && std::fabs(t) <= 8.64e15 ? std::trunc(t) + 0.0 : NAN);
  }
  double y = date_arg(in, a, 0, NAN);
  if (std::isfinite(y) && std::trunc(y) >= 0 && std::trunc(y) <= 99) y = 1900 + std::trunc(y);
  return make_date_value(in, js::make_date(y, date_arg(in, a, 1, 0), date_arg(in, a, 2, 1), date_arg(in, a, 3, 0),
                                           date_arg(in, a, 4, 0), date_arg(in, a, 5, 0), date_arg(in, a, 6, 0)));
}
NATIVE(date_UTC) {
  UNUSED;
  double y = date_arg(in, a, 0, NAN);
  if (std::isfinite(y) && std::trunc(y) >= 0 && std::trunc(y) <= 99) y = 1900 + std::trunc(y);
  return num(js::make_date(y, date_arg(in, a, 1, 0), date_arg(in, a, 2, 1), date_arg(in, a, 3, 0), date_arg(in, a, 4, 0),
                           date_arg(in, a, 5, 0), date_arg(in, a, 6, 0)));
}
NATIVE(date_parse) { UNUSED; return num(js::parse_date(to_str(in, arg(a, 0)))); }
NATIVE(date_now) { UNUSED; return in.fresh_symbolic("Date.now()"); }

const MethodTable kStr{SYM("charAt", s_charAt), SYM("charCodeAt", s_charCodeAt), SYM("codePointAt", s_codePointAt),
                       SYM("indexOf", s_indexOf), SYM("lastIndexOf", s_lastIndexOf), SYM("includes", s_includes),
                       SYM("startsWith", s_startsWith), SYM("endsWith", s_endsWith), SYM("slice", s_slice),
                       SYM("substring", s_substring), SYM("substr", s_substr), SYM("toUpperCase", s_toUpperCase),
                       SYM("toLowerCase", s_toLowerCase), SYM("trim", s_trim), SYM("trimStart", s_trimStart),
                       SYM("trimEnd", s_trimEnd), SYM("trimLeft", s_trimStart), SYM("trimRight", s_trimEnd),
                       SYM("toLocaleUpperCase", s_toUpperCase), SYM("toLocaleLowerCase", s_toLowerCase),
                       SYM("isWellFormed", s_isWellFormed), SYM("toWellFormed", s_toString), SYM("repeat", s_repeat), SYM("padStart", s_padStart), SYM("padEnd", s_padEnd),
                       SYM("split", s_split), SYM("replace", s_replace), SYM("replaceAll", s_replaceAll), SYM("at", s_at),
                       SYM("match", s_match), SYM("matchAll", s_matchAll), SYM("search", s_search),
                       SYM("concat", s_concat), SYM("localeCompare", s_localeCompare), SYM("toString", s_toString), SYM("normalize", s_normalize),
                       SYM("valueOf", s_toString)};
const MethodTable kNum{SYM("toFixed", n_toFixed), SYM("toLocaleString", n_toLocaleString), SYM("toString", n_toString),
                       SYM("toPrecision", n_toPrecision), SYM("toExponential", n_toExponential),
                       {"valueOf", n_valueOf}};
const MethodTable kArr{{"push", a_push}, {"pop", a_pop}, {"shift", a_shift}, {"unshift", a_unshift},
                       SYM("slice", a_slice), {"splice", a_splice}, SYM("indexOf", a_indexOf),
                       SYM("lastIndexOf", a_lastIndexOf), SYM("includes", a_includes), SYM("join", a_join),
                       SYM("concat", a_concat), {"reverse", a_reverse}, {"sort", a_sort}, {"toSorted", a_toSorted},
                       {"toReversed", a_toReversed}, SYM("with", a_with), {"copyWithin", a_copyWithin},
                       SYM("toSpliced", a_toSpliced), SYM("toLocaleString", a_toLocaleString), {"map", a_map},
                       {"filter", a_filter}, {"forEach", a_forEach}, {"reduce", a_reduce},
                       {"reduceRight", a_reduceRight}, {"find", a_find}, {"findIndex", a_findIndex},
                       {"findLast", a_findLast}, {"findLastIndex", a_findLastIndex}, {"some", a_some},
                       {"every", a_every}, {"fill", a_fill}, {"flat", a_flat}, {"flatMap", a_flatMap},
                       SYM("at", a_at), {"toString", a_toString}, {"keys", a_keys}, {"entries", a_entries},
                       {"values", js_values_iter}, {"hasOwnProperty", o_hasOwnProperty}};
bool array_proto_member(const std::string& k) { return k == "__sym_iterator" || kArr.find(k) != nullptr; }
const MethodTable kMap{SYM("get", mp_get), {"set", mp_set}, SYM("has", mp_has), {"delete", mp_delete},
                       {"clear", mp_clear}, {"keys", mp_keys}, {"values", mp_values}, {"entries", mp_entries},
                       {"forEach", mp_forEach}};
const MethodTable kSet{{"add", st_add}, SYM("has", st_has), {"delete", st_delete}, {"clear", st_clear},
                       {"values", st_values}, {"keys", st_values}, {"entries", st_entries}, {"forEach", st_forEach}};
/// A Set method of a Set subclass instance (self: [instance, name]): runs on
/// its elements; `add` answers the instance, as it answers the set.
NATIVE(set_instance_method) {
  const Value& inst = self.as<ListObj>()->items[0];
  DictObj* d = as_set_instance(in, inst);
  Value set = Value::object(d);
  Value r = kSet.find(S(self.as<ListObj>()->items[1]))(in, set, a);
  return r.is_heap() && r.obj() == d ? inst : r;
}
/// The members of a Set subclass instance that its classes leave to Set.
Value set_instance_member(const Value& obj, DictObj* d, const std::string& f) {
  if (f == "size") return Value::integer(static_cast<std::int64_t>(d->entries.size()));
  if (kSet.find(f)) return make_native(set_instance_method, "set_method", make_list({obj, make_str(f)}, Tag::Tuple));
  if (f == "__sym_toStringTag") return make_str("Set");
  if (f == "__sym_iterator") return make_native(js_values_iter, "[Symbol.iterator]", Value::object(d));
  return Value::undef();
}
/// The members of a Map subclass instance that its classes leave to Map.
Value map_instance_member(const Value& obj, const std::string& f) {
  if (Method mm = kMap.find(f)) return make_native(mm, "map_method", obj);
  if (f == "__sym_iterator") return make_native(js_values_iter, "[Symbol.iterator]", obj);
  return Value::undef();
}

#undef SYM

Value proto_dispatch(Vm& in, const Value& name, const Value& self, Args& a) {
  const std::string& n = S(name);
  if (n == "hasOwnProperty") return o_hasOwnProperty(in, self, a);
  if (n == "isPrototypeOf") return o_isPrototypeOf(in, self, a);
  if (n == "propertyIsEnumerable") {  // an own property not defined enumerable: false
    Args b{self, arg(a, 0)};
    Value d = obj_getOwnPropertyDescriptor(in, Value::none(), b);
    Value* e = d.is(Tag::Dict) ? d.as<DictObj>()->find(make_str("enumerable")) : nullptr;
    return Value::boolean(e && js_truthy(*e));
  }
  if (n == "valueOf" && !self.is(Tag::List)) return self;
  if (n == "toLocaleString" && !self.is(Tag::List)) {  // a receiver's own toLocaleString (a number's, a date's), else toString
    Value m = is_date(self) || is_num(self) ? js_load_attr(in, self, in.intern(n)) : Value::none();
    if (m.is(Tag::Builtin)) return in.call_sync(m, std::vector<Value>{});
    return make_str(to_str(in, self));
  }
  if (n == "toString")
    return make_str(is_date(self) ? "[object Date]"
                    : is_big(self)       ? "[object BigInt]"
                    : is_symbol(self)    ? "[object Symbol]"
                    : self.is(Tag::Instance) ? object_proto_text(in, self, a)
                    : self.is(Tag::List)   ? (iterator_tag_text(in, self).empty() ? "[object Array]" : iterator_tag_text(in, self))
                    : self.is(Tag::Set)    ? "[object Set]"
                    : self.is(Tag::Generator) ? "[object Generator]"
                    : self.is(Tag::Str)    ? "[object String]"
                    : self.is(Tag::Int) || self.is(Tag::Float) ? (is_null(self) ? "[object Null]" : "[object Number]")
                    : self.is(Tag::Bool)   ? "[object Boolean]"
                    : self.is(Tag::Dict) && self.as<DictObj>()->find(make_str("__sym_toStringTag")) &&
                            self.as<DictObj>()->find(make_str("__sym_toStringTag"))->is(Tag::Str)
                        ? "[object " + S(*self.as<DictObj>()->find(make_str("__sym_toStringTag"))) + "]"
                    : self.is(Tag::None)   ? "[object Undefined]"
                    // an async/generator function's prototype carries its kind as toStringTag
                    : self.is(Tag::Function) ? "[object " + function_kind(in, self.as<FunctionObj>()) + "]"
                    : self.is(Tag::BoundMethod) || self.is(Tag::Builtin) ? "[object Function]"
                                           : "[object Object]");
  if (self.is(Tag::List))
    if (Method m = kArr.find(n)) return m(in, self, a);
  if (self.is_symbolic()) return in.unresolved_call(n, a, in.call_expr(n, a));
  // an array-like or iterable receiver (arguments, a string): its items as an array
  if (Method m = kArr.find(n)) {
    // an array-like object ({ length: 2, 0: 'a', 1: 'b' }): its indexed values
    if (Value* len = self.is(Tag::Dict) ? self.as<DictObj>()->find(make_str("length")) : nullptr; len && is_num(*len)) {
      const double d = to_num(in, *len);
      const std::size_t count = d > 0 && d < 16777216.0 ? static_cast<std::size_t>(d) : 0;
      std::vector<Value> vals;
      vals.reserve(count);
      for (std::size_t i = 0; i < count; ++i) {
        Value* x = dict_prop(in, self.as<DictObj>(), Value::integer(static_cast<std::int64_t>(i)));
        vals.push_back(x ? *x : Value::none());
      }
      return m(in, list_of(std::move(vals)), a);
    }
    Value items = list_of(iter_items(in, self));
    if (in.raising()) return Value::none();
    return m(in, items, a);
  }
  in.raise("TypeError", n + " called on an unsupported receiver");
  return Value::none();
}
/// A String.prototype method called with an explicit receiver (`call`): on String(this).
NATIVE(str_proto_method) {
  const Value& recv = arg(a, 0);
  Value str = recv.is(Tag::Str) ? recv : make_str(to_str(in, recv));
  Args rest(a.size() > 1 ? a.begin() + 1 : a.end(), a.end());
  return kStr.find(S(self))(in, str, rest);
}
Value js_global(Vm& in, std::string_view name);
/// Function(...params, body) whose texts the lowering could not see (computed
/// at run time): an unknown function, as an unresolved call would give.
NATIVE(function_ctor) {
  UNUSED;
  return in.unresolved_call("Function", a, in.call_expr("Function", a));
}
/// A method read from a built-in prototype (`Date.prototype.toISOString`),
/// self (kind, name): called with the receiver first (call/apply), it runs
/// the receiver's own method of that name; a receiver of another kind is a
/// TypeError, as in JavaScript.
NATIVE(kind_proto_method) {
  const auto& s = self.as<ListObj>()->items;
  const std::string& name = S(s[1]);
  const Value recv = arg(a, 0);
  if (recv.is(Tag::Bool) && S(s[0]) == "Boolean")  // (a boolean has no member table)
    return name == "toString" ? make_str(recv.b() ? "true" : "false") : recv;
  if (S(s[0]) == "Function" && name == "toString" && builtin_kind(in, recv) == "Function") return make_str(to_str(in, recv));
  Value m = is_nullish(recv) ? Value::none() : js_load_attr(in, recv, in.intern(name));
  if (in.raising()) return Value::none();
  if (!(m.is(Tag::Builtin) || m.is(Tag::Function) || m.is(Tag::BoundMethod))) {
    in.raise("TypeError", "Method " + S(s[0]) + ".prototype." + name + " called on incompatible receiver " + to_str(in, recv));
    return Value::none();
  }
  return in.call_sync(m, std::vector<Value>(a.size() > 1 ? a.begin() + 1 : a.end(), a.end()));
}
/// The spec's method names of each built-in prototype the runtime models
/// (those whose methods live in a MethodTable come from the table itself).
std::vector<std::string_view> kind_method_names(std::string_view kind) {
  auto keys = [](const MethodTable& t) {
    std::vector<std::string_view> r;
    for (auto& e : t.m) r.push_back(e.first);
    std::sort(r.begin(), r.end());  // the table is unordered; a fixed order for getOwnPropertyNames
    return r;
  };
  if (kind == "String") return keys(kStr);
  if (kind == "Number") return keys(kNum);
  if (kind == "Date") return keys(kDate);
  if (kind == "Map") return keys(kMap);
  if (kind == "Set") return keys(kSet);
  if (kind == "RegExp") return {"exec", "test", "toString"};
  if (kind == "Promise") return {"then", "catch", "finally"};
  if (kind == "Symbol") return {"toString", "valueOf"};
  if (kind == "Boolean") return {"toString", "valueOf"};
  if (kind == "WeakMap") return {"delete", "get", "has", "set"};
  if (kind == "WeakSet") return {"add", "delete", "has"};
  if (kind == "WeakRef") return {"deref"};
  if (kind == "ArrayBuffer") return {"slice"};
  if (kind == "Function") return {"apply", "bind", "call", "toString"};  // (toString: the function's text)
  if (kind.ends_with("Array"))  // the typed arrays': Array's, less the length-changing ones, plus set/subarray
    return {"at", "copyWithin", "entries", "every", "fill", "filter", "find", "findIndex", "findLast", "findLastIndex",
            "forEach", "includes", "indexOf", "join", "keys", "lastIndexOf", "map", "reduce", "reduceRight", "reverse",
            "set", "slice", "some", "sort", "subarray", "toLocaleString", "toReversed", "toSorted", "toString", "values", "with"};
  return {};
}
bool is_builtin_kind(std::string_view n) {
  static constexpr std::string_view kKinds[] = {
      "String", "Number", "Boolean", "Symbol", "Function", "Map", "Set", "WeakMap", "WeakSet", "WeakRef", "Date", "RegExp", "Promise",
      "ArrayBuffer", "Int8Array", "Uint8Array", "Uint8ClampedArray", "Int16Array", "Uint16Array", "Int32Array",
      "Uint32Array", "Float32Array", "Float64Array", "BigInt64Array", "BigUint64Array"};
  return std::find(std::begin(kKinds), std::end(kKinds), n) != std::end(kKinds);
}
/// String.prototype, Date.prototype, ...: a per-run object that programs
/// extend (`String.prototype.capitalize = function () {...}`), holding the
/// kind's methods (not enumerable) for `Date.prototype.getTime.call(d)`,
/// and its constructor.
Value builtin_prototype(Vm& in, std::string_view kind) {
  Value& p = in.run_state("javascript.prototype." + std::string(kind));
  if (p.is_none()) {
    p = make<DictObj>();
    const Value proto = p;  // (the run_state slot may move while methods are made)
    for (std::string_view n : kind_method_names(kind)) {
      Value key = make_str(std::string(n));
      Value m = kind == "String" ? make_native(str_proto_method, n.data(), key)
                                 : make_native(kind_proto_method, n.data(), make_list({make_str(std::string(kind)), key}, Tag::Tuple));
      proto.as<DictObj>()->set(key, m);
      js::set_property_flags(in, proto, key, true, false);
    }
    Value ctor = js_global(in, kind);
    if (!ctor.is_undef()) proto.as<DictObj>()->set(make_str(kCtorKey), ctor);
    return proto;
  }
  return p;
}
/// The prototype object of a built-in kind (Array's is the array_prototype).
Value kind_prototype(Vm& in, std::string_view kind) {
  return kind == "Array" ? proto_object(in, true) : builtin_prototype(in, kind);
}
/// The built-in kind a value's methods come from ("" for a plain object or
/// an instance of a program's class).
std::string_view builtin_kind(Vm& in, const Value& v) {
  switch (v.tag()) {
    case Tag::List: case Tag::Tuple: return "Array";
    case Tag::Str: return is_symbol(v) ? "Symbol" : "String";
    case Tag::Int: case Tag::Float: return is_null(v) ? "" : "Number";
    case Tag::Bool: return "Boolean";
    case Tag::Set: return "Set";
    case Tag::Function: case Tag::BoundMethod: return "Function";
    case Tag::Builtin: return v.as<BuiltinObj>()->native_name ? "Function" : "";
    case Tag::Instance: {
      auto* k = v.as<InstanceObj>()->klass();
      if (k->mro.size() != 1 || k->builtin) return "";  // a subclass: its class is its prototype
      if (is_date(v)) return "Date";
      if (js::is_regex(in, v)) return "RegExp";
      if (js::is_promise(in, v)) return "Promise";
      for (std::string_view w : {"WeakMap", "WeakSet", "WeakRef"})
        if (is_weak_kind(v, w)) return w;
      if (as_map(in, v)) return "Map";
      if (as_set_instance(in, v)) return "Set";
      if (js::is_binary(in, v) && is_builtin_kind(k->name)) return k->name;
      return "";
    }
    default: return "";
  }
}
/// A member a program added to a built-in prototype, bound to the receiver
/// (Undef when none). `key`: the prototype's run_state key.
Value added_proto_member(Vm& in, const char* key, const std::string& f, const Value& obj) {
  Value& p = in.run_state(key);
  if (!p.is(Tag::Dict)) return Value::undef();
  Value* v = p.as<DictObj>()->find(make_str(f));
  if (!v || (v->is(Tag::Builtin) && (v->as<BuiltinObj>()->fn == proto_method || v->as<BuiltinObj>()->fn == str_proto_method ||
                                     v->as<BuiltinObj>()->fn == kind_proto_method)))
    return Value::undef();
  if (v->is(Tag::Accessor)) return accessor_read(in, *v, obj);  // Object.defineProperty(Array.prototype, 'last', { get })
  return with_this(in, *v, obj);
}
NATIVE(bool_toString) { UNUSED; return make_str(self.is(Tag::Bool) && self.b() ? "true" : "false"); }
/// An Object.prototype method read from any object (self: [receiver, name]).
NATIVE(object_proto_bound) {
  const auto& s = self.as<ListObj>()->items;
  return proto_dispatch(in, s[1], s[0], a);
}
/// What every object inherits from Object.prototype: a member a program
/// added to it, else isPrototypeOf/propertyIsEnumerable/valueOf/... (Undef: none).
/// A member of a program class cls (or a program base, up to the first
/// built-in) read on obj: a method bound to obj or a getter's result.
/// bound_ok: a class attribute that is already a bound method counts too.
std::optional<Value> program_class_member(Vm& in, const Value& cls, const Value& obj, Name field, const std::string& f, bool bound_ok) {
  for (auto& k : cls.as<ClassObj>()->mro) {
    auto* kc = k.as<ClassObj>();
    if (kc->builtin) break;
    if (Value* m = kc->attrs.find(field); m && (m->is(Tag::Function) || (bound_ok && m->is(Tag::BoundMethod)))) {
      auto* bm = new BoundMethodObj();
      bm->self = obj;
      bm->func = *m;
      return Value::object(bm);
    }
    if (Value* g = kc->attrs.find(in.intern("__get_" + f)); g && g->is(Tag::Function))
      return in.call_sync(*g, std::vector<Value>{obj});
  }
  return std::nullopt;
}
Value object_member(Vm& in, const Value& obj, const std::string& f) {
  if (Value m = added_proto_member(in, "javascript.object_prototype", f, obj); !m.is_undef()) return m;
  if (f == "hasOwnProperty" || f == "isPrototypeOf" || f == "propertyIsEnumerable" || f == "valueOf" || f == "toLocaleString")
    return make_native(object_proto_bound, "object_method", make_list({obj, make_str(f)}, Tag::Tuple));
  return Value::undef();
}
/// Array.prototype / Object.prototype: a plain object of the methods.
Value proto_object(Vm& in, bool array) {
  Value& p = in.run_state(array ? "javascript.array_prototype" : "javascript.object_prototype");
  if (p.is_none()) p = make<DictObj>();
  if (p.as<DictObj>()->entries.empty()) {
    static const char* const kArrNames[] = {"push", "pop", "shift", "unshift", "slice", "splice", "indexOf", "includes",
                                            "join", "concat", "reverse", "sort", "map", "filter", "forEach", "reduce",
                                            "find", "findIndex", "some", "every", "fill", "flat", "flatMap", "at"};
    static const char* const kObjNames[] = {"hasOwnProperty", "isPrototypeOf", "propertyIsEnumerable", "toString",
                                            "toLocaleString", "valueOf"};
    const Value proto = p;
    for (const char* n : array ? std::span<const char* const>(kArrNames) : std::span<const char* const>(kObjNames)) {
      proto.as<DictObj>()->set(make_str(n), make_native(proto_method, n, make_str(n)));
      js::set_property_flags(in, proto, make_str(n), true, false);  // built-in methods are not enumerable
    }
    return proto;
  }
  return p;
}

Value bound(Method m, const char* name, const Value& self) { return make_native(m, name, self); }
/// An array method of a frozen, sealed or non-extensible array (self: [array, name]).
NATIVE(a_guarded) {
  const auto& s = self.as<ListObj>()->items;
  if (js::array_write_refused(in, s[0], S(s[1]))) return Value::none();
  return kArr.find(S(s[1]))(in, s[0], a);
}
Value dict_of(std::initializer_list<std::pair<const char*, Value>> l) {
  Value d = make<DictObj>();
  for (auto& [k, v] : l) d.as<DictObj>()->set(make_str(k), v);
  return d;
}

/// A library function of symbolic arguments returns a symbolic result
/// (`Math.max(<sym>, 3)`), as an unresolved call would; `self` carries the
/// function's qualified name for the expression.
template <Method M>
Value pure(Vm& in, const Value& self, Args& a) {
  for (const Value& x : a)
    if (x.is_symbolic()) {
      auto e = in.call_expr(S(self), a);
      return in.fresh_symbolic(render_expr(*e), e);
    }
  return M(in, Value::none(), a);
}
template <Method M>
Value pure_native(const char* qualified, const char* name) {
  return make_native(pure<M>, name, make_str(qualified));
}

// --- hooks -------------------------------------------------------------------------
Value js_global(Vm& in, std::string_view name);
/// `typeof name` of a name the file binds nowhere: the type of the global of
/// that name, "undefined" without one (no ReferenceError, as node); a
/// CommonJS module's own module/exports/require as node runs a .js file.
Value i_typeof_global(Vm& in, const Value&, std::vector<Value>& a) {
  if (a.empty() || !a[0].is(Tag::Str)) return make_str("undefined");
  const std::string& name = a[0].as<StrObj>()->s;
  if (name == "module" || name == "exports" || name == "globalThis" || name == "global") return make_str("object");
  if (name == "require") return make_str("function");
  if (name == "__dirname" || name == "__filename") return make_str("string");
  Value v = js_global(in, name);
  return make_str(v.is_undef() ? "undefined" : type_of(in, v));
}
/// A write to a `const` binding (the lowerer finds them): TypeError.
Value i_const_write(Vm& in, const Value&, std::vector<Value>& a) {
  in.raise("TypeError", a.empty() || !a[0].is(Tag::Str) ? "Assignment to constant variable." : a[0].as<StrObj>()->s);
  return Value::none();
}
// --- Reflect: the default behaviour of each proxy trap, as functions --------------------
Value js_load_index(Vm& in, const Value& obj, const Value& idx);
Value get_prop(Vm& in, const Value& obj, const Value& key);
/// `Reflect.get(obj, key, receiver)`: a getter runs with the receiver as
/// `this`, and a method read comes back bound to it (a proxy's methods see
/// the proxy, so their writes go through its traps).
Value get_prop_for(Vm& in, const Value& obj, const Value& key, const Value& receiver) {
  if (js::is_proxy(obj)) return js::proxy_get(in, obj, key);
  Value k = prop_key(in, key);
  if (obj.is(Tag::Instance) && k.is(Tag::Str)) {
    Name getter = in.intern("__get_" + S(k));
    if (!obj.as<InstanceObj>()->fields.find(in.intern(S(k))))
      for (auto& c : obj.as<InstanceObj>()->klass()->mro) {
        auto* kl = c.as<ClassObj>();
        if (kl->attrs.find(in.intern(S(k)))) break;
        if (Value* g = kl->attrs.find(getter)) return in.call_sync(*g, std::vector<Value>{receiver});
        if (kl->builtin) break;
      }
  }
  if (obj.is(Tag::Dict)) {  // an accessor of the object or its prototypes
    Value holder;
    if (Value* v = find_inherited(obj, k, holder); v && v->is(Tag::Accessor)) return accessor_read(in, *v, receiver);
  }
  Value r = get_prop(in, obj, k);
  if (r.is(Tag::BoundMethod) && (r.obj()->rt_flags & kReadBound) && r.as<BoundMethodObj>()->self.is_heap() &&
      r.as<BoundMethodObj>()->self.obj() == obj.obj())
    return with_this(in, r, receiver);
  return r;
}
Value get_prop(Vm& in, const Value& obj, const Value& key) {
  if (js::is_proxy(obj)) return js::proxy_get(in, obj, key);
  Value k = prop_key(in, key);
  if ((obj.is(Tag::List) || obj.is(Tag::Str)) && raw_key(k).is_none() && S(k) != "length") {  // a method
    Value r = member(in, obj, S(k));
    return r.is_undef() ? Value::none() : r;
  }
  return js_load_index(in, obj, k);
}
bool set_prop(Vm& in, const Value& obj, const Value& key, const Value& v, bool strict) {
  if (js::is_proxy(obj)) return js::proxy_set(in, obj, key, v, strict);
  if (js::write_refused(in, obj, prop_key(in, key), strict)) return false;
  if (Value i = raw_key(prop_key(in, key)); obj.is(Tag::List) && !i.is_none()) {  // an element
    if (!js_store_index(in, obj, i, v)) in.ir_store_index(obj, i, v);
    return !in.raising();
  }
  Args args{obj, prop_key(in, key), v};
  i_set(in, Value::none(), args);
  return !in.raising();
}
std::vector<Value> own_prop_keys(Vm& in, const Value& obj) {
  if (js::is_proxy(obj)) return js::proxy_own_keys(in, obj);
  if (obj.is(Tag::Class) && !obj.as<ClassObj>()->builtin) {
    std::vector<Value> r = class_proto_keys(in, obj, false), syms = class_proto_keys(in, obj, true);
    r.insert(r.end(), syms.begin(), syms.end());
    return r;
  }
  if (obj.is(Tag::Instance) && !is_error(obj)) {  // every own field, enumerable or not, strings then symbols
    std::vector<Value> r = instance_own_keys(in, obj, false), syms = instance_own_keys(in, obj, true);
    r.insert(r.end(), syms.begin(), syms.end());
    return r;
  }
  std::vector<Value> r;
  if (obj.is(Tag::Dict)) {  // enumerable or not
    for (auto* e : ordered(obj.as<DictObj>())) r.push_back(prop_key(in, e->first));
    for (auto& e : obj.as<DictObj>()->entries)
      if (is_symbol(e.first)) r.push_back(e.first);
    return r;
  }
  return own_keys(in, obj);
}
NATIVE(refl_get) {
  UNUSED;
  if (a.size() > 2 && is_object_value(a[2]) && !(a[2].is_heap() && a[0].is_heap() && a[2].obj() == a[0].obj()))
    return get_prop_for(in, arg(a, 0), arg(a, 1), a[2]);
  return get_prop(in, arg(a, 0), arg(a, 1));
}
NATIVE(refl_set) { UNUSED; return Value::boolean(set_prop(in, arg(a, 0), arg(a, 1), arg(a, 2), false)); }
NATIVE(refl_ownKeys) { UNUSED; return list_of(own_prop_keys(in, arg(a, 0))); }
NATIVE(refl_deleteProperty) {
  UNUSED;
  Args args{arg(a, 0), arg(a, 1), Value::boolean(false)};
  return i_delete(in, self, args);
}
NATIVE(refl_defineProperty) {  // false instead of a TypeError
  UNUSED;
  obj_defineProperty(in, self, a);
  if (!in.raising()) return Value::boolean(true);
  in.clear_raise();
  return Value::boolean(false);
}
NATIVE(refl_setPrototypeOf) { UNUSED; obj_setPrototypeOf(in, self, a); return Value::boolean(!in.raising()); }
NATIVE(refl_preventExtensions) { UNUSED; obj_preventExtensions(in, self, a); return Value::boolean(true); }
NATIVE(refl_apply) {
  UNUSED;
  std::vector<Value> args = iter_items(in, arg(a, 2));
  if (in.raising()) return Value::none();
  return call_with_this(in, arg(a, 0), arg(a, 1), args);
}
NATIVE(refl_construct) {
  UNUSED;
  std::vector<Value> args = iter_items(in, arg(a, 1));
  if (in.raising()) return Value::none();
  args.insert(args.begin(), arg(a, 0));
  return i_new(in, self, args);
}

/// A namespace object (Math, JSON, Reflect, Intl): its members are not
/// enumerable (console.log shows `Object [Math] {}`, Object.keys lists
/// nothing) and it carries its [Symbol.toStringTag]; its number-valued
/// members (Math.PI) are read-only, as the spec defines them.
Value namespace_object(Vm& in, Value d, const char* tag) {
  auto* o = d.as<DictObj>();
  o->set(make_str("__sym_toStringTag"), make_str(tag));
  for (auto& e : o->entries) js::set_property_flags(in, d, e.first, !(e.second.is(Tag::Float) || e.second.is_int()), false);
  return d;
}

/// A built-in constructor the runtime keeps as an object of its static
/// members (Object): typeof says "function", console.log `[Function: Object]`,
/// and its members are not enumerable.
Value constructor_object(Vm& in, Value d, const char* name) {
  auto* o = d.as<DictObj>();
  for (auto& e : o->entries) js::set_property_flags(in, d, e.first, true, false);
  o->set(make_str(kFnKey), make_str(name));
  return d;
}

Value js_global(Vm& in, std::string_view name) {
  auto nat = [](Method m, const char* n) { return make_native(m, n); };
  if (Value v = js::proxy_global(in, name); !v.is_undef()) return v;
  if (name == "Reflect")  // (in node's member order, as getOwnPropertyNames lists them)
    return namespace_object(
        in,
        dict_of({{"defineProperty", nat(refl_defineProperty, "defineProperty")},
                 {"deleteProperty", nat(refl_deleteProperty, "deleteProperty")}, {"apply", nat(refl_apply, "apply")},
                 {"construct", nat(refl_construct, "construct")}, {"get", nat(refl_get, "get")},
                 {"getOwnPropertyDescriptor", nat(obj_getOwnPropertyDescriptor, "getOwnPropertyDescriptor")},
                 {"getPrototypeOf", nat(obj_getPrototypeOf, "getPrototypeOf")}, {"has", nat(i_has, "has")},
                 {"isExtensible", nat(obj_isExtensible, "isExtensible")}, {"ownKeys", nat(refl_ownKeys, "ownKeys")},
                 {"preventExtensions", nat(refl_preventExtensions, "preventExtensions")}, {"set", nat(refl_set, "set")},
                 {"setPrototypeOf", nat(refl_setPrototypeOf, "setPrototypeOf")}}),
        "Reflect");
  if (Value v = js::promise_global(in, name); !v.is_undef()) return v;
  if (Value v = js::regex_global(in, name); !v.is_undef()) return v;
  if (Value v = js::typed_global(in, name); !v.is_undef()) return v;
  if (Value v = js::url_global(in, name); !v.is_undef()) return v;
#define MATH(f) pure_native<m_##f>("Math." #f, #f)
  if (name == "null") return js_null();
  if (name == "undefined") return Value::none();
  if (name == "NaN") return Value::real(NAN);
  if (name == "Infinity") return Value::real(INFINITY);
  if (name == "console")
    // error, warn, assert and trace write to the program's stderr
    return dict_of({{"log", nat(n_log, "log")}, {"info", nat(n_log, "info")}, {"error", nat(n_error, "error")},
                    {"warn", nat(n_error, "warn")}, {"debug", nat(n_log, "debug")}, {"assert", nat(n_assert, "assert")},
                    {"trace", nat(n_trace, "trace")}, {"group", nat(n_group, "group")},
                    {"groupCollapsed", nat(n_group, "groupCollapsed")}, {"groupEnd", nat(n_groupEnd, "groupEnd")},
                    {"count", nat(n_count, "count")}, {"countReset", make_native(n_count, "countReset", make_str("reset"))},
                    {"dir", nat(n_dir, "dir")}, {"table", nat(n_table, "table")}, {"dirxml", nat(n_log, "dirxml")},
                    {"time", nat(n_time, "time")}, {"timeLog", make_native(n_time, "timeLog", make_str("timeLog"))},
                    {"timeEnd", make_native(n_time, "timeEnd", make_str("timeEnd"))},
                    {"clear", nat(n_console_noop, "clear")}, {"timeStamp", nat(n_console_noop, "timeStamp")},
                    {"profile", nat(n_console_noop, "profile")}, {"profileEnd", nat(n_console_noop, "profileEnd")}});
  if (name == "Math")
    return namespace_object(
        in,
        dict_of({{"abs", MATH(abs)}, {"acos", MATH(acos)}, {"acosh", MATH(acosh)}, {"asin", MATH(asin)},
                 {"asinh", MATH(asinh)}, {"atan", MATH(atan)}, {"atanh", MATH(atanh)}, {"atan2", MATH(atan2)},
                 {"ceil", MATH(ceil)}, {"cbrt", MATH(cbrt)}, {"expm1", MATH(expm1)}, {"clz32", MATH(clz32)},
                 {"cos", MATH(cos)}, {"cosh", MATH(cosh)}, {"exp", MATH(exp)}, {"floor", MATH(floor)},
                 {"fround", MATH(fround)}, {"hypot", MATH(hypot)}, {"imul", MATH(imul)}, {"log", MATH(log)},
                 {"log1p", MATH(log1p)}, {"log2", MATH(log2)}, {"log10", MATH(log10)}, {"max", MATH(max)},
                 {"min", MATH(min)}, {"pow", MATH(pow)}, {"random", nat(m_random, "random")}, {"round", MATH(round)},
                 {"sign", MATH(sign)}, {"sin", MATH(sin)}, {"sinh", MATH(sinh)}, {"sqrt", MATH(sqrt)},
                 {"tan", MATH(tan)}, {"tanh", MATH(tanh)}, {"trunc", MATH(trunc)}, {"E", Value::real(M_E)},
                 {"LN10", Value::real(M_LN10)}, {"LN2", Value::real(M_LN2)}, {"LOG10E", Value::real(M_LOG10E)},
                 {"LOG2E", Value::real(M_LOG2E)}, {"PI", Value::real(M_PI)}, {"SQRT1_2", Value::real(M_SQRT1_2)},
                 {"SQRT2", Value::real(M_SQRT2)}}),
        "Math");
#undef MATH
  if (name == "process") {
    // output and the tick queue are modelled; the environment (argv, env,
    // the clock, the platform) is the program's input: unknowns
    Value p = dict_of({{"stdout", dict_of({{"write", nat(p_write, "write")}, {"isTTY", Value::boolean(false)}})},
                       {"stderr", dict_of({{"write", nat(p_write_err, "write")}, {"isTTY", Value::boolean(false)}})},
                       {"nextTick", js::promise_global(in, "__js_next_tick")}, {"exit", nat(p_exit, "exit")},
                       {"on", nat(p_on, "on")}, {"once", nat(p_once, "once")}, {"addListener", nat(p_on, "addListener")}});
    in.run_state("javascript.process") = p;
    for (const char* k : {"argv", "env", "platform", "pid", "version", "versions", "arch", "hrtime", "memoryUsage",
                          "cwd", "uptime", "execPath", "title"})
      p.as<DictObj>()->set(make_str(k), in.fresh_symbolic(std::string("process.") + k));
    return p;
  }
  if (name == "JSON")
    return namespace_object(in,
                            dict_of({{"parse", make_native(json_parse, "parse")},
                                     {"stringify", pure_native<json_stringify>("JSON.stringify", "stringify")}}),
                            "JSON");
  if (name == "Object") {
    // one per run: ({}).constructor and Object.prototype.constructor are the program's Object
    if (const Value& cached = in.run_state("javascript.Object"); cached.is(Tag::Dict)) return cached;
    Value made = constructor_object(in, dict_of({{"keys", pure_native<obj_keys>("Object.keys", "keys")},
                    {"values", pure_native<obj_values>("Object.values", "values")},
                    {"entries", pure_native<obj_entries>("Object.entries", "entries")}, {"assign", nat(obj_assign, "assign")},
                    {"freeze", nat(obj_freeze, "freeze")}, {"fromEntries", nat(obj_fromEntries, "fromEntries")},
                    {"isFrozen", nat(obj_isFrozen, "isFrozen")}, {"seal", nat(obj_seal, "seal")},
                    {"isSealed", nat(obj_isSealed, "isSealed")},
                    {"preventExtensions", nat(obj_preventExtensions, "preventExtensions")},
                    {"isExtensible", nat(obj_isExtensible, "isExtensible")},
                    {"getOwnPropertyDescriptor", nat(obj_getOwnPropertyDescriptor, "getOwnPropertyDescriptor")},
                    {"getOwnPropertyDescriptors", nat(obj_getOwnPropertyDescriptors, "getOwnPropertyDescriptors")},
                    {"is", nat(obj_is, "is")}, {"hasOwn", nat(obj_hasOwn, "hasOwn")}, {"create", nat(obj_create, "create")},
                    {"getPrototypeOf", nat(obj_getPrototypeOf, "getPrototypeOf")},
                    {"setPrototypeOf", nat(obj_setPrototypeOf, "setPrototypeOf")},
                    {"defineProperty", nat(obj_defineProperty, "defineProperty")},
                    {"defineProperties", nat(obj_defineProperties, "defineProperties")},
                    {"getOwnPropertyNames", nat(obj_getOwnPropertyNames, "getOwnPropertyNames")},
                    {"getOwnPropertySymbols", nat(obj_getOwnPropertySymbols, "getOwnPropertySymbols")},
                    {"prototype", object_prototype(in)}, {"name", make_str("Object")}, {"length", Value::integer(1)}}),
                              "Object");
    return in.run_state("javascript.Object") = made;
  }
  if (name == "parseInt") return pure_native<g_parseInt>("parseInt", "parseInt");
  if (name == "parseFloat") return pure_native<g_parseFloat>("parseFloat", "parseFloat");
  if (name == "isNaN") return pure_native<g_isNaN>("isNaN", "isNaN");
  if (name == "isFinite") return pure_native<g_isFinite>("isFinite", "isFinite");
  if (name == "Number") return pure_native<g_Number>("Number", "Number");
  if (name == "encodeURIComponent") return pure_native<g_encodeURIComponent>("encodeURIComponent", "encodeURIComponent");
  if (name == "escape") return pure_native<g_escape>("escape", "escape");
  if (name == "unescape") return pure_native<g_unescape>("unescape", "unescape");
  if (name == "encodeURI") return pure_native<g_encodeURI>("encodeURI", "encodeURI");
  if (name == "decodeURIComponent") return pure_native<g_decodeURIComponent>("decodeURIComponent", "decodeURIComponent");
  if (name == "decodeURI") return pure_native<g_decodeURI>("decodeURI", "decodeURI");
  if (name == "String") return pure_native<g_String>("String", "String");
  if (name == "Boolean") return pure_native<g_Boolean>("Boolean", "Boolean");
  if (name == "Array") return nat(arr_ctor, "Array");
  if (name == "Symbol") return nat(sym_ctor, "Symbol");
  if (name == "Function") return nat(function_ctor, "Function");
  if (name == "Intl")
    return namespace_object(in,
                            dict_of({{"DateTimeFormat", nat(dtf_ctor, "DateTimeFormat")},
                                     {"NumberFormat", nat(nf_ctor, "NumberFormat")}, {"Collator", nat(coll_ctor, "Collator")},
                                     {"PluralRules", nat(plural_ctor, "PluralRules")},
                                     {"ListFormat", nat(list_ctor, "ListFormat")},
                                     {"RelativeTimeFormat", nat(rtf_ctor, "RelativeTimeFormat")}}),
                            "Intl");
  if (name == "Map") return nat(map_ctor, "Map");
  if (name == "structuredClone") return nat(g_structuredClone, "structuredClone");
  // no collection here frees its keys: a WeakMap/WeakSet is a Map/Set whose
  // keys are objects (what a program can observe of them)
  if (name == "WeakMap") return nat(weakmap_ctor, "WeakMap");
  if (name == "WeakSet") return nat(weakset_ctor, "WeakSet");
  if (name == "WeakRef") return nat(weakref_ctor, "WeakRef");
  if (name == "FinalizationRegistry") return nat(finreg_ctor, "FinalizationRegistry");
  if (name == "Date") return nat(date_ctor, "Date");
  if (name == "Set") return nat(set_ctor, "Set");
  if (name == "Error") return in.builtin_class("Exception");
  if (name == "TypeError") return in.builtin_class("TypeError");
  if (name == "RangeError") return in.builtin_class("ValueError");
  if (name == "ReferenceError") return in.builtin_class("NameError");
  if (name == "SyntaxError") return in.builtin_class("RuntimeError");
  if (name == "URIError" || name == "EvalError") return in.define_builtin_class(name, "Exception");
  if (name == "AggregateError") return in.define_builtin_class(name, "Exception");
  if (name == "__js_digest") return nat(js::js_digest, "__js_digest");  // node's crypto (javascript_crypto.cpp)
  if (name == "__js_of") return nat(i_of, "__js_of");
  if (name == "__js_keys") return nat(i_keys, "__js_keys");
  if (name == "__js_spread") return nat(i_spread, "__js_spread");
  if (name == "__js_indexable") return nat(i_indexable, "__js_indexable");
  if (name == "__js_undef") return nat(i_undef, "__js_undef");
  if (name == "__js_typeof_global") return nat(i_typeof_global, "__js_typeof_global");
  if (name == "__js_const_write") return nat(i_const_write, "__js_const_write");
  if (name == "__js_nullish") return nat(i_nullish, "__js_nullish");
  if (name == "__js_destructure") return nat(i_destructure, "__js_destructure");
  if (name == "__js_rest") return nat(i_rest, "__js_rest");
  if (name == "__js_omit") return nat(i_omit, "__js_omit");
  if (name == "__js_array") return nat(i_array, "__js_array");
  if (name == "__js_key") return nat(i_key, "__js_key");
  if (name == "__js_assign") return nat(i_assign, "__js_assign");
  if (name == "__js_has") return nat(i_has, "__js_has");
  if (name == "__js_delete") return nat(i_delete, "__js_delete");
  if (name == "__js_hole") return nat(i_hole, "__js_hole");
  if (name == "__js_set") return nat(i_set, "__js_set");
  if (name == "__js_literal_proto") return nat(i_literal_proto, "__js_literal_proto");
  if (name == "__js_template") return nat(i_template, "__js_template");
  if (name == "__js_inspect") return nat(n_js_inspect, "__js_inspect");
  if (name == "__js_format") return nat(n_js_format, "__js_format");
  if (name == "__js_stdin" || name == "__js_unknown") return js::stdin_global(in, name);  // fs, readline preludes
  if (name == "__js_thisfn") return nat(i_thisfn, "__js_thisfn");
  if (name == "__js_fnkind") return nat(i_fnkind, "__js_fnkind");
  if (name == "__js_call_this") return nat(i_call_this, "__js_call_this");
  if (name == "__js_accessor") return nat(i_accessor, "__js_accessor");
  if (name == "__js_home") return nat(i_home, "__js_home");
  if (name == "__js_super_get") return nat(i_super_get, "__js_super_get");
  if (name == "__js_bigint") return nat(i_bigint, "__js_bigint");
  if (name == "__js_async_iter") return nat(i_async_iter, "__js_async_iter");
  if (name == "__js_iter_more") return nat(i_iter_more, "__js_iter_more");
  if (name == "BigInt") return pure_native<g_BigInt>("BigInt", "BigInt");
  if (name == "__js_new") return nat(i_new, "__js_new");
  if (name == "__js_new_target") return nat(i_new_target, "__js_new_target");
  if (name == "__js_ctor_new_target") return nat(i_ctor_new_target, "__js_ctor_new_target");
  if (name == "__js_iter_close") return nat(i_iter_close, "__js_iter_close");
  if (name == "__js_iter_close_thrown") return nat(i_iter_close_thrown, "__js_iter_close_thrown");
  if (name == "__js_async_iter_close") return nat(i_async_iter_close, "__js_async_iter_close");
  if (name == "__js_is_gen_return") return nat(i_is_gen_return, "__js_is_gen_return");
  return Value::undef();
}

/// Statics of built-in constructors (Number.isInteger, Array.from, ...).
/// The name of a built-in function: a method read from a value was bound
/// under its kind ("array_method"), found back in the kind's table.
std::string builtin_fn_name(const BuiltinObj* b) {
  static const std::pair<std::string_view, const MethodTable*> kinds[] = {
      {"array_method", &kArr}, {"string_method", &kStr}, {"map_method", &kMap},
      {"set_method", &kSet},   {"number_method", &kNum}, {"date_method", &kDate}};
  const std::string_view n = b->native_name ? b->native_name : "";
  for (const auto& [kind, table] : kinds)
    if (n == kind)
      for (const auto& [name, m] : table->m)
        if (m == b->fn) return std::string(name);
  // statics registered under their qualified name ("Number.isInteger"): the last part
  if (auto dot = n.rfind('.'); dot != std::string_view::npos && !n.empty() && n[0] != '[') return std::string(n.substr(dot + 1));
  return std::string(n);
}
/// A built-in function's `length` (its declared parameters, as the
/// specification gives them); -1 when not listed. `keys`/`values`/`entries`
/// are Object's (1) unless bound to an array, Map or Set (iterator methods, 0).
int builtin_length(const std::string& name, const Value& self) {
  static const std::unordered_map<std::string_view, int> kLen{
      // Math
      {"abs", 1}, {"acos", 1}, {"acosh", 1}, {"asin", 1}, {"asinh", 1}, {"atan", 1}, {"atanh", 1}, {"atan2", 2},
      {"cbrt", 1}, {"ceil", 1}, {"clz32", 1}, {"cos", 1}, {"cosh", 1}, {"exp", 1}, {"expm1", 1}, {"floor", 1},
      {"fround", 1}, {"hypot", 2}, {"imul", 2}, {"log1p", 1}, {"log10", 1}, {"log2", 1}, {"max", 2}, {"min", 2},
      {"pow", 2}, {"random", 0}, {"round", 1}, {"sign", 1}, {"sin", 1}, {"sinh", 1}, {"sqrt", 1}, {"tan", 1},
      {"tanh", 1}, {"trunc", 1},
      // globals, JSON, Object, Array, Number statics
      {"parseInt", 2}, {"parseFloat", 1}, {"isNaN", 1}, {"isFinite", 1}, {"String", 1}, {"Number", 1},
      {"Boolean", 1}, {"Array", 1}, {"Object", 1}, {"Symbol", 0}, {"BigInt", 1}, {"encodeURIComponent", 1},
      {"decodeURIComponent", 1}, {"encodeURI", 1}, {"decodeURI", 1}, {"stringify", 3}, {"parse", 2},
      {"assign", 2}, {"freeze", 1}, {"isFrozen", 1}, {"seal", 1}, {"isSealed", 1}, {"create", 2},
      {"defineProperty", 3}, {"defineProperties", 2}, {"getPrototypeOf", 1}, {"setPrototypeOf", 2},
      {"fromEntries", 1}, {"getOwnPropertyNames", 1}, {"getOwnPropertyDescriptor", 2}, {"is", 2}, {"hasOwn", 2},
      {"isArray", 1}, {"from", 1}, {"of", 0}, {"isInteger", 1}, {"isSafeInteger", 1}, {"fromCharCode", 1},
      {"fromCodePoint", 1},
      // Array.prototype
      {"push", 1}, {"pop", 0}, {"shift", 0}, {"unshift", 1}, {"slice", 2}, {"splice", 2}, {"concat", 1},
      {"join", 1}, {"reverse", 0}, {"sort", 1}, {"indexOf", 1}, {"lastIndexOf", 1}, {"includes", 1}, {"find", 1},
      {"findIndex", 1}, {"findLast", 1}, {"findLastIndex", 1}, {"filter", 1}, {"map", 1}, {"forEach", 1},
      {"reduce", 1}, {"reduceRight", 1}, {"some", 1}, {"every", 1}, {"fill", 1}, {"flat", 0}, {"flatMap", 1},
      {"at", 1}, {"copyWithin", 2}, {"toString", 0}, {"toReversed", 0}, {"toSorted", 1}, {"toSpliced", 2},
      {"with", 2},
      // String.prototype
      {"charAt", 1}, {"charCodeAt", 1}, {"codePointAt", 1}, {"startsWith", 1}, {"endsWith", 1}, {"substring", 2},
      {"substr", 2}, {"toUpperCase", 0}, {"toLowerCase", 0}, {"trim", 0}, {"trimStart", 0}, {"trimEnd", 0},
      {"padStart", 1}, {"padEnd", 1}, {"repeat", 1}, {"split", 2}, {"replace", 2}, {"replaceAll", 2},
      {"match", 1}, {"matchAll", 1}, {"search", 1}, {"localeCompare", 1}, {"normalize", 0},
      // Number.prototype, Map/Set, Promise
      {"toFixed", 1}, {"toPrecision", 1}, {"toExponential", 1}, {"get", 1}, {"set", 2}, {"has", 1},
      {"delete", 1}, {"clear", 0}, {"add", 1}, {"then", 2}, {"catch", 1}, {"finally", 1}, {"resolve", 1},
      {"reject", 1}, {"all", 1}, {"allSettled", 1}, {"race", 1}, {"any", 1}};
  if (name == "keys" || name == "values" || name == "entries")
    return self.is(Tag::List) || self.is(Tag::Set) || self.is(Tag::Instance) ? 0 : 1;
  auto it = kLen.find(name);
  return it == kLen.end() ? -1 : it->second;
}
Value static_member(const Value& obj, std::string_view f) {
  if (!obj.is(Tag::Builtin) || !obj.as<BuiltinObj>()->native_name) return Value::undef();
  std::string_view n = obj.as<BuiltinObj>()->native_name;
  auto nat = [](Method m, const char* nm) { return make_native(m, nm); };
  if (n == "Promise") return js::promise_static(f);
  if (Value t = js::typed_static(n, f); !t.is_undef()) return t;
  if (Value t = js::url_static(n, f); !t.is_undef()) return t;
  if (n == "Proxy") return js::proxy_static(f);
  if (n == "Date") {
    if (f == "UTC") return pure_native<date_UTC>("Date.UTC", "UTC");
    if (f == "parse") return pure_native<date_parse>("Date.parse", "parse");
    if (f == "now") return nat(date_now, "now");
  }
#define PURE(f, q) pure_native<f>(q, q)
  if (n == "BigInt") {
    if (f == "asUintN") return PURE(big_asUintN, "BigInt.asUintN");
    if (f == "asIntN") return PURE(big_asIntN, "BigInt.asIntN");
  }
  if (n == "Number") {
    if (f == "isInteger") return PURE(num_isInteger, "Number.isInteger");
    if (f == "isSafeInteger") return PURE(num_isSafeInteger, "Number.isSafeInteger");
    if (f == "isFinite") return PURE(num_isFinite, "Number.isFinite");
    if (f == "isNaN") return PURE(num_isNaN, "Number.isNaN");
    if (f == "parseInt") return PURE(g_parseInt, "Number.parseInt");
    if (f == "parseFloat") return PURE(g_parseFloat, "Number.parseFloat");
    if (f == "MAX_SAFE_INTEGER") return Value::integer(9007199254740991LL);
    if (f == "MIN_SAFE_INTEGER") return Value::integer(-9007199254740991LL);
    if (f == "MAX_VALUE") return Value::real(std::numeric_limits<double>::max());
    if (f == "MIN_VALUE") return Value::real(5e-324);
    if (f == "EPSILON") return Value::real(std::numeric_limits<double>::epsilon());
    if (f == "POSITIVE_INFINITY") return Value::real(INFINITY);
    if (f == "NEGATIVE_INFINITY") return Value::real(-INFINITY);
    if (f == "NaN") return Value::real(NAN);
  } else if (n == "Array") {
    if (f == "prototype") return Value::undef();  // (js_load_attr: needs the run)
    if (f == "isArray") return PURE(arr_isArray, "Array.isArray");
    if (f == "from") return nat(arr_from, "from");
    if (f == "of") return nat(arr_of, "of");
  } else if (n == "String") {
    if (f == "fromCharCode") return PURE(str_fromCharCode, "String.fromCharCode");
    if (f == "fromCodePoint") return PURE(str_fromCodePoint, "String.fromCodePoint");
    if (f == "raw") return nat(str_raw, "raw");
  } else if (n == "Symbol") {  // well-known symbols are the member names the lowering gives them
    if (f == "iterator") return make_str("__sym_iterator");
    if (f == "asyncIterator") return make_str("__sym_asyncIterator");
    if (f == "toStringTag") return make_str("__sym_toStringTag");
    if (f == "hasInstance" || f == "toPrimitive" || f == "species" || f == "match" || f == "replace" || f == "search" ||
        f == "split" || f == "isConcatSpreadable" || f == "unscopables" || f == "matchAll")
      return make_str("__sym_" + std::string(f));
    if (f == "for") return nat(sym_for, "for");
    if (f == "keyFor") return nat(sym_keyFor, "keyFor");
  }
#undef PURE
  if (f == "name") return make_str(builtin_fn_name(obj.as<BuiltinObj>()));
  if (f == "length") {
    const int len = builtin_length(builtin_fn_name(obj.as<BuiltinObj>()), obj.as<BuiltinObj>()->self);
    if (len >= 0) return Value::integer(len);
  }
  return Value::undef();
}

// --- Proxy: the runtime's side (javascript_proxy.cpp holds the traps) ----------------
/// A proxy's visible state as a plain value: an array target's items (up to
/// the length the get trap reports), another's own keys and values, all read
/// through the traps (JSON.stringify, spread, Object.entries).
Value proxy_snapshot(Vm& in, const Value& p) {
  if (js::proxy_target(p).is(Tag::List)) {
    std::vector<Value> items;
    const double n = to_num(in, js::proxy_get(in, p, make_str("length")));
    const auto len = static_cast<std::size_t>(std::clamp(n, 0.0, static_cast<double>(1 << 24)));
    if (in.raising() || !in.charge_copy(len)) return list_of({});
    for (std::size_t i = 0; i < len && !in.raising(); ++i) items.push_back(js::proxy_get(in, p, make_str(std::to_string(i))));
    return list_of(std::move(items));
  }
  Value d = make<DictObj>();
  for (auto& [k, x] : own_entries(in, p)) d.as<DictObj>()->set(k, x);
  return d;
}
/// push/pop/shift/unshift called on a proxy of an array: as the language
/// defines them, through the proxy's get/set/deleteProperty traps (self:
/// [proxy, name]).
NATIVE(proxy_array_op) {
  const Value p = self.as<ListObj>()->items[0];
  const std::string& op = S(self.as<ListObj>()->items[1]);
  auto key = [](double i) { return make_str(fmt_num(i)); };
  const double len = to_num(in, js::proxy_get(in, p, make_str("length")));
  if (in.raising()) return Value::none();
  auto move = [&](double from, double to) {  // a[to] = a[from], or delete a[to] past a hole
    if (js::proxy_has(in, p, key(from))) js::proxy_set(in, p, key(to), js::proxy_get(in, p, key(from)), true);
    else if (!in.raising()) js::proxy_delete(in, p, key(to));
  };
  if (op == "push" || op == "unshift") {
    const double n = static_cast<double>(a.size());
    if (op == "unshift")
      for (double k = len; k > 0 && !in.raising(); --k) move(k - 1, k + n - 1);
    for (std::size_t j = 0; j < a.size() && !in.raising(); ++j)
      js::proxy_set(in, p, key((op == "push" ? len : 0) + static_cast<double>(j)), a[j], true);
    if (!in.raising()) js::proxy_set(in, p, make_str("length"), num(len + n), true);
    return num(len + n);
  }
  if (len <= 0) {
    js::proxy_set(in, p, make_str("length"), Value::integer(0), true);
    return Value::none();
  }
  Value r = js::proxy_get(in, p, key(op == "pop" ? len - 1 : 0));
  if (op == "shift")
    for (double k = 1; k < len && !in.raising(); ++k) move(k, k - 1);
  if (!in.raising()) js::proxy_delete(in, p, key(len - 1));
  if (!in.raising()) js::proxy_set(in, p, make_str("length"), num(len - 1), true);
  return r;
}
/// `p.key` / `p[key]`: the get trap's value; an array target's own
/// push/pop/shift/unshift come back bound to the proxy, so their writes go
/// through its traps as in JavaScript.
Value proxy_member(Vm& in, const Value& p, const Value& key) {
  Value r = js::proxy_get(in, p, key);
  // p.m(...) calls the method the get trap gave (target[k], Reflect.get(...)) with p as this
  if (r.is(Tag::BoundMethod) && (r.obj()->rt_flags & kReadBound)) r = with_this(in, r, p);
  const Value& t = js::proxy_target(p);
  if (t.is(Tag::List) && r.is(Tag::Builtin) && r.as<BuiltinObj>()->self.is_heap() &&
      r.as<BuiltinObj>()->self.obj() == t.obj()) {
    const std::string& f = S(key);
    if (f == "push" || f == "pop" || f == "shift" || f == "unshift")
      return make_native(proxy_array_op, "proxy_array_op", list_of({p, key}));
  }
  return r;
}

Value js_load_attr(Vm& in, const Value& obj, Name field) {
  switch (obj.tag()) {
    case Tag::Instance: {
      if (js::is_proxy(obj)) return proxy_member(in, obj, make_str(in.name(field)));
      if (Value t = js::typed_member(in, obj, in.name(field)); !t.is_undef()) return t;
      if (Value t = js::url_member(in, obj, in.name(field)); !t.is_undef()) return t;
      if (is_big(obj)) {
        const std::string& f = in.name(field);
        if (f == "toString") return bound(big_toString, "toString", obj);
        if (f == "toLocaleString") return bound(big_toLocaleString, "toLocaleString", obj);
        if (f == "valueOf") return bound(obj_self, "valueOf", obj);
        return Value::none();
      }
      if (is_date(obj)) {
        if (Method m = kDate.find(in.name(field))) return bound(m, "date_method", obj);
        if (in.name(field) == "constructor") return js_global(in, "Date");
        if (Value m = added_proto_member(in, "javascript.prototype.Date", in.name(field), obj); !m.is_undef()) return m;
        return Value::none();
      }
      auto* inst = obj.as<InstanceObj>();
      if (Value* v = inst->fields.find(field)) {
        if (v->is(Tag::Accessor)) return accessor_read(in, *v, obj);
        return with_this(in, *v, obj);
      }
      const std::string& f = in.name(field);
      if (Value pm = js::promise_method(in, obj, f); !pm.is_undef()) return pm;
      if (Value gm = js::async_generator_method(in, obj, f); !gm.is_undef()) return gm;
      if (Value rm = js::regex_method(in, obj, f); !rm.is_undef()) return rm;
      if (DictObj* m = as_map(in, obj); m && !user_member(in, inst, f)) {
        if (f == "size") return Value::integer(static_cast<std::int64_t>(m->entries.size()));
        if (Method mm = kMap.find(f)) return bound(mm, "map_method", obj);
        if (f == "__sym_iterator") return bound(js_values_iter, "[Symbol.iterator]", obj);
        if (f == "__sym_toStringTag") return make_str(is_weak_kind(obj, "WeakMap") ? "WeakMap" : "Map");
        if (Value am = added_proto_member(in, "javascript.prototype.Map", f, obj); !am.is_undef()) return am;
        if (f == "constructor" && exotic_base(inst->klass()).empty())
          return js_global(in, is_weak_kind(obj, "WeakMap") ? "WeakMap" : "Map");
        if (exotic_base(inst->klass()).empty()) return Value::none();  // a subclass goes on to Object's members
      }
      if (DictObj* d = as_set_instance(in, obj); d && !user_member(in, inst, f)) {
        if (f == "__sym_toStringTag" && is_weak_kind(obj, "WeakSet")) return make_str("WeakSet");
        if (Value r = set_instance_member(obj, d, f); !r.is_undef()) return r;
      }
      if (is_weak_kind(obj, "WeakRef")) {
        if (f == "deref") return bound(weakref_deref, "deref", obj);
        if (f == "__sym_toStringTag") return make_str("WeakRef");
      }
      if (is_weak_kind(obj, "FinalizationRegistry")) {
        if (f == "register") return bound(finreg_ignore, "register", obj);
        if (f == "unregister") return bound(finreg_unregister, "unregister", obj);
        if (f == "__sym_toStringTag") return make_str("FinalizationRegistry");
      }
      // getters, class members, then error properties
      Name getter = in.intern("__get_" + f);
      for (auto& c : inst->klass()->mro) {
        auto* k = c.as<ClassObj>();
        if (Value* g = k->attrs.find(getter)) return in.call_sync(*g, std::vector<Value>{obj});
        if (Value* m = k->attrs.find(field)) {
          if (m->is(Tag::Function) && this_fn(in, *m)) return with_this(in, *m, obj);  // one bound value per (obj, method)
          return Value::undef();
        }
        if (k->builtin) break;
      }
      if (is_error(obj)) {
        if (f == "message") return make_str(error_message(in, obj));
        if (f == "name") return make_str(error_name(in, obj));
        if (f == "stack") {  // its header as Error.prototype.toString (the frames are not reproducible)
          const std::string n = error_name(in, obj), m = error_message(in, obj);
          return make_str(n.empty() ? m : m.empty() ? n : n + ": " + m);
        }
        if (f == "cause")  // new Error(message, { cause }): the options' cause
          if (Value* args = inst->fields.find(in.intern("args")); args && (args->is(Tag::Tuple) || args->is(Tag::List)))
            if (auto& it = args->as<ListObj>()->items; it.size() > 1 && it[1].is(Tag::Dict))
              if (Value* c = it[1].as<DictObj>()->find(make_str("cause"))) return *c;
      }
      if (std::string_view k = builtin_kind(in, obj); !k.empty() && !in.name(field).empty()) {  // RegExp.prototype.x = ...
        if (Value m = added_proto_member(in, ("javascript.prototype." + std::string(k)).c_str(), f, obj); !m.is_undef()) return m;
        if (f == "constructor") return js_global(in, k);
      }
      if (f == "toString" && !in.name(field).empty()) return bound(inst_toString, "toString", obj);
      if (f == "hasOwnProperty") return bound(o_hasOwnProperty, "hasOwnProperty", obj);
      if (f == "constructor") return inst->cls;
      if (f == "__proto__") return inst->cls;  // a class stands for its prototype
      if (f == "isPrototypeOf" && !in.name(field).empty()) return bound(o_isPrototypeOf, "isPrototypeOf", obj);
      if (Value m = object_member(in, obj, f); !m.is_undef() && !in.name(field).empty()) return m;
      return Value::none();
    }
    case Tag::Dict: {
      const std::string& f = in.name(field);
      Value key = make_str(f), holder;
      if (Value* v = find_inherited(obj, key, holder)) {
        if (v->is(Tag::Accessor)) return accessor_read(in, *v, obj);
        // Object.prototype.isPrototypeOf(x): called on the prototype itself (its other methods are read for call/apply)
        if (f == "isPrototypeOf" && v->is(Tag::Builtin) && v->as<BuiltinObj>()->fn == proto_method)
          return bound(o_isPrototypeOf, "isPrototypeOf", obj);
        if (f == "constructor") return *v;  // F.prototype.constructor = F: F itself (x.constructor === F)
        return with_this(in, *v, obj);
      }
      if (f == "__proto__") {  // Object.create / setPrototypeOf's prototype, else Object.prototype
        Value p = proto_of(obj);
        if (is_null(p)) return Value::none();  // Object.create(null)
        return p.is_undef() ? object_prototype(in) : p;
      }
      if (f == "constructor") {  // `new F()` objects and F.prototype itself: F
        Value cur = obj;
        for (int guard = 0; guard < 10000 && cur.is(Tag::Dict); ++guard) {
          if (Value* c = cur.as<DictObj>()->find(make_str(kCtorKey))) return *c;
          if (cur.obj() == object_prototype(in).obj()) return js_global(in, "Object");  // Object.prototype's
          cur = proto_of(cur);
          if (cur.is_undef()) return js_global(in, "Object");  // a chain ending at Object.prototype
        }
      }
      if (Value p = proto_of(obj); p.is_heap() || is_null(p)) {  // a chain ending in an instance or an unknown: it decides
        Value cur = obj;
        for (int guard = 0; guard < 10000 && cur.is(Tag::Dict); ++guard) cur = proto_of(cur);
        if (is_null(cur)) return Value::none();  // Object.create(null) at its end: no Object.prototype members
        if (cur.is_symbolic()) return in.ir_load_attr(cur, field);
        if (cur.is(Tag::Class) && cur.as<ClassObj>()->builtin && is_error_class(cur)) {
          // F.prototype = Object.create(Error.prototype) (ES5 subclassing): Error.prototype's members
          if (f == "toString") return bound(error_toString_of, "toString", obj);
          if (f == "name") return make_str(js_error_name(cur.as<ClassObj>()->name));
          if (f == "message") return make_str("");
        }
        if (cur.is(Tag::Class) && !cur.as<ClassObj>()->builtin) {  // setPrototypeOf(o, C.prototype): C's methods and getters
          if (f == "constructor") return cur;
          if (std::optional<Value> r = program_class_member(in, cur, obj, field, f, false)) return *r;
        }
        if (cur.is(Tag::Instance)) {
          Value r = js_load_attr(in, cur, field);
          return r.is_undef() ? in.ir_load_attr(cur, field) : r;
        }
      }
      if (f == "hasOwnProperty") return bound(o_hasOwnProperty, "hasOwnProperty", obj);
      if (f == "toString") return bound(o_toString, "toString", obj);
      if (f == "isPrototypeOf") return bound(o_isPrototypeOf, "isPrototypeOf", obj);
      if (Value m = object_member(in, obj, f); !m.is_undef()) return m;
      return Value::none();
    }
    case Tag::List: case Tag::Tuple: {
      const std::string& f = in.name(field);
      if (f == "length") return Value::integer(static_cast<std::int64_t>(obj.as<ListObj>()->items.size()));
      if (obj.obj()->rt_flags & kArraySubclass)
        if (Value c = array_class(in, obj); c.is(Tag::Class)) {  // the subclass's methods and getters (before Array's)
          if (f == "constructor") return c;
          if (std::optional<Value> r = program_class_member(in, c, obj, field, f, true)) return *r;
        }
      if (Method m = kArr.find(f)) {
        if (js::integrity_of(in, obj) != js::Integrity::kExtensible)  // push/sort/... of a frozen array raise
          return make_native(a_guarded, "array_method", make_list({obj, make_str(f)}, Tag::Tuple));
        return bound(m, "array_method", obj);
      }
      if (f == "raw")
        if (Value raw = template_raw(in, obj); !raw.is_undef()) return raw;
      if (f == "index" || f == "input" || f == "groups")
        if (Value mp = js::match_property(in, obj, f); !mp.is_undef()) return mp;
      if (f == "__sym_iterator") return bound(js_values_iter, "[Symbol.iterator]", obj);
      if (f == "next") return bound(a_next, "next", obj);
      if (f == "append" || f == "extend") return Value::undef();  // the lowering's list building
      if (Value m = added_proto_member(in, "javascript.array_prototype", f, obj); !m.is_undef()) return m;
      if (f == "constructor") return js_global(in, "Array");
      if (Value m = object_member(in, obj, f); !m.is_undef()) return m;
      return Value::none();
    }
    case Tag::Str: {
      const std::string& f = in.name(field);
      if (is_symbol(obj)) {
        if (f == "description") {
          std::string d;
          return symbol_description(S(obj), d) ? make_str(d) : Value::none();
        }
        if (f == "toString") return bound(sym_toString, "toString", obj);
        if (f == "valueOf") return bound(obj_self, "valueOf", obj);
        return Value::none();
      }
      if (f == "length") return Value::integer(static_cast<std::int64_t>(js::Utf16(in, obj).size()));
      if (Method m = kStr.find(f)) return bound(m, "string_method", obj);
      if (f == "__sym_iterator") return bound(js_values_iter, "[Symbol.iterator]", obj);
      if (Value m = added_proto_member(in, "javascript.prototype.String", f, obj); !m.is_undef()) return m;
      if (f == "constructor") return js_global(in, "String");
      if (Value m = object_member(in, obj, f); !m.is_undef()) return m;
      return Value::none();
    }
    case Tag::Int: case Tag::Float: {
      const std::string& f = in.name(field);
      if (Method m = kNum.find(f)) return bound(m, "number_method", obj);
      if (is_null(obj)) {
        in.raise("TypeError", "Cannot read properties of null (reading '" + f + "')");
        return Value::none();
      }
      if (Value m = added_proto_member(in, "javascript.prototype.Number", f, obj); !m.is_undef()) return m;
      if (f == "constructor") return js_global(in, "Number");
      if (Value m = object_member(in, obj, f); !m.is_undef()) return m;
      return Value::none();
    }
    case Tag::Bool: {  // Boolean.prototype: toString, valueOf, and what a program adds to it
      const std::string& f = in.name(field);
      if (f == "toString") return bound(bool_toString, "toString", obj);
      if (f == "valueOf") return bound(obj_self, "valueOf", obj);
      if (f == "constructor") return js_global(in, "Boolean");
      if (Value m = added_proto_member(in, "javascript.prototype.Boolean", f, obj); !m.is_undef()) return m;
      if (Value m = object_member(in, obj, f); !m.is_undef()) return m;
      return Value::none();
    }
    case Tag::Set: {
      const std::string& f = in.name(field);
      if (f == "size") return Value::integer(static_cast<std::int64_t>(obj.as<DictObj>()->entries.size()));
      if (Method m = kSet.find(f)) return bound(m, "set_method", obj);
      if (f == "__sym_toStringTag") return make_str("Set");
      if (f == "__sym_iterator") return bound(js_values_iter, "[Symbol.iterator]", obj);
      if (Value m = added_proto_member(in, "javascript.prototype.Set", f, obj); !m.is_undef()) return m;
      if (f == "constructor") return js_global(in, "Set");
      if (Value m = object_member(in, obj, f); !m.is_undef()) return m;
      return Value::none();
    }
    case Tag::Builtin: {
      if (in.name(field) == "prototype" && obj.as<BuiltinObj>()->native_name) {
        const std::string_view n = obj.as<BuiltinObj>()->native_name;
        if (n == "Array" || is_builtin_kind(n)) return kind_prototype(in, n);
      }
      if (obj.as<BuiltinObj>()->fn == f_bound && in.name(field) == "name") {
        Value n = js_load_attr(in, obj.as<BuiltinObj>()->self.as<ListObj>()->items[0], field);
        return make_str("bound " + (n.is(Tag::Str) ? S(n) : std::string()));
      }
      Value r = static_member(obj, in.name(field));
      if (!r.is_undef()) return r;
      const std::string& f = in.name(field);
      if (f == "call") return bound(f_call, "call", obj);
      if (f == "apply") return bound(f_apply, "apply", obj);
      if (f == "bind") return bound(f_bind, "bind", obj);
      if (f == "toString") return bound(o_toString, "toString", obj);  // Math.max.toString(): its text
      if (f == "length" && obj.as<BuiltinObj>()->fn == f_bound) return Value::integer(0);
      if (f == "name") return make_str(builtin_fn_name(obj.as<BuiltinObj>()));
      if (f == "length") {
        const int len = builtin_length(builtin_fn_name(obj.as<BuiltinObj>()), obj.as<BuiltinObj>()->self);
        if (len >= 0) return Value::integer(len);
      }
      // a property a built-in function does not have (Map.groupBy on node 20): undefined
      if (obj.as<BuiltinObj>()->native_name && !in.name(field).empty()) return Value::none();
      return Value::undef();
    }
    case Tag::Generator: {
      const std::string& f = in.name(field);
      if (f == "next") return bound(gen_next, "next", obj);
      if (f == "__sym_iterator") return bound(obj_self, "[Symbol.iterator]", obj);
      if (f == "return") return bound(gen_return, "return", obj);
      if (f == "throw") return bound(gen_throw, "throw", obj);
      return Value::undef();
    }
    case Tag::Function: case Tag::BoundMethod: {
      const std::string& f = in.name(field);
      if (obj.is(Tag::BoundMethod) && obj.as<BoundMethodObj>()->func.is(Tag::Class)) {
        // super proxy: a constructor or method of the parent classes
        auto* bm = obj.as<BoundMethodObj>();
        auto& mro = bm->func.as<ClassObj>()->mro;
        for (std::size_t i = 1; i < mro.size(); ++i) {
          auto* k = mro[i].as<ClassObj>();
          if (k->builtin) {
            if (f == "__init__")
              return k->name == "AggregateError" ? bound(aggregate_super_init, "AggregateError", bm->self) : bound(err_init, "Error", bm->self);
            break;
          }
          if (k->attrs.find(field)) return Value::undef();
          // super.x of a parent's getter: it runs on this instance
          if (Value* g = k->attrs.find(in.intern("__get_" + f)); g && g->is(Tag::Function) && !bm->self.is_none())
            return in.call_sync(*g, std::vector<Value>{bm->self});
        }
        // Map/Set subclasses: super(...) makes the collection, super.get(k) is Map's
        if (exotic_base(bm->func.as<ClassObj>()) == "Array" && bm->self.is(Tag::List)) {
          if (f == "__init__") return bound(array_super_init, "constructor", bm->self);
          if (Method m = kArr.find(f)) return bound(m, "array_method", bm->self);
        }
        if (std::string_view base = exotic_base(bm->func.as<ClassObj>()); !base.empty() && bm->self.is(Tag::Instance)) {
          if (f == "__init__")
            return make_native(exotic_init, "constructor", make_list({bm->self, make_str(std::string(base))}, Tag::Tuple));
          if (DictObj* d = as_set_instance(in, bm->self)) return set_instance_member(bm->self, d, f);
          if (as_map(in, bm->self)) return map_instance_member(bm->self, f);
        }
        return Value::undef();
      }
      const Value& u = obj.is(Tag::BoundMethod) ? obj.as<BoundMethodObj>()->func : obj;
      if (u.is(Tag::Function)) {
        if (DictObj* props = fn_props(in, obj, false))
          if (Value* v = props->find(make_str(f))) return v->is(Tag::Accessor) ? accessor_read(in, *v, obj) : with_this(in, *v, obj);
        if (f == "prototype") return fn_prototype(in, obj);
      }
      if (f == "name" && u.is(Tag::Function)) return make_str(fn_display_name(u.as<FunctionObj>()->sig->name));
      if (f == "length") {
        if (u.is(Tag::Function)) {  // the declared parameters before a rest one, less a method's `this`
          const FunctionSig* sig = u.as<FunctionObj>()->sig;
          std::size_t a = sig->varargs >= 0 ? static_cast<std::size_t>(sig->varargs) : sig->params.size();
          if (a > 0 && in.name(sig->params[0]) == "this") --a;
          return Value::integer(static_cast<std::int64_t>(a));
        }
        std::size_t a = arity(obj);
        return Value::integer(a == SIZE_MAX ? 0 : static_cast<std::int64_t>(a));
      }
      if (f == "call") return bound(f_call, "call", obj);
      if (f == "apply") return bound(f_apply, "apply", obj);
      if (f == "bind") return bound(f_bind, "bind", obj);
      if (f == "constructor" && u.is(Tag::Function)) return js_global(in, "Function");
      if (Value m = added_proto_member(in, "javascript.prototype.Function", f, obj); !m.is_undef()) return m;  // Function.prototype.x = ...
      if (u.is(Tag::Function)) return Value::none();  // a property never assigned
      return Value::undef();
    }
    case Tag::Class: {
      const std::string& f = in.name(field);
      if (f == "name") {  // an anonymous class expression (`return class extends C {}`) has the name ""
        const std::string& n = obj.as<ClassObj>()->name;
        return make_str(n == "__class" ? std::string() : js_error_name(n));
      }
      if (f == "prototype") return obj;  // a class stands for its prototype (its methods, unbound)
      if (f == "isPrototypeOf" && !obj.as<ClassObj>()->attrs.find(field)) return bound(o_isPrototypeOf, "isPrototypeOf", obj);
      if (is_error_class(obj) && !user_attr(in, obj, field)) {  // Error.prototype's members: Error.prototype.message is ""
        if (f == "message") return make_str("");
        if (f == "toString") return bound(error_proto_toString, "toString", obj);
      }
      // ...so C.prototype.constructor is C (C.constructor, Function, is rarer)
      if (f == "constructor" && !obj.as<ClassObj>()->attrs.find(field)) return obj;
      if (f == "length" && !obj.as<ClassObj>()->attrs.find(field)) {  // its own constructor's parameters (0 without one)
        Value* init = obj.as<ClassObj>()->attrs.find(in.intern("__init__"));
        if (!init || !init->is(Tag::Function)) return Value::integer(0);
        const FunctionSig* sig = init->as<FunctionObj>()->sig;
        std::size_t n = sig->varargs >= 0 ? static_cast<std::size_t>(sig->varargs) : sig->params.size();
        if (n > 0 && in.name(sig->params[0]) == "this") --n;
        return Value::integer(static_cast<std::int64_t>(n));
      }
      if ((f == "from" || f == "of") && exotic_base(obj.as<ClassObj>()) == "Array" && !obj.as<ClassObj>()->attrs.find(field))
        return make_native(array_subclass_static, f == "from" ? "from" : "of", make_list({obj, make_str(f)}, Tag::Tuple));
      // static getters: `static get x()` is the class attribute __get_x without `this`
      Name getter = in.intern("__get_" + f);
      for (auto& c : obj.as<ClassObj>()->mro) {
        auto* k = c.as<ClassObj>();
        if (k->attrs.find(field)) return Value::undef();
        if (Value* g = k->attrs.find(getter)) {
          if (g->is(Tag::Function)) {
            auto* fi = g->as<FunctionObj>()->sig;
            if (fi->params.empty() || in.name(fi->params[0]) != "this")
              return in.call_sync(*g, std::vector<Value>{});
          }
          return in.call_sync(*g, std::vector<Value>{obj});  // C.prototype.x: the getter runs on the prototype
        }
        if (k->builtin) return Value::undef();
      }
      // a static never assigned (`static instance?: T` has no code): undefined, not an error
      return Value::none();
    }
    case Tag::None: {
      in.raise("TypeError", "Cannot read properties of undefined (reading '" + in.name(field) + "')");
      return Value::none();
    }
    default: return Value::undef();
  }
}

/// `o[2] = v` on a plain object stores under "2", as JavaScript does, so
/// `o["2"]` and `o[2]` are one property.
/// Most sparse array a store may create: `a[i] = v` past the end fills the
/// gap with undefined (node keeps holes), so the gap costs memory.
constexpr std::int64_t kMaxArrayGrowth = 1 << 24;
bool js_store_index(Vm& in, const Value& obj, const Value& idx, const Value& v) {
  if (obj.is(Tag::Instance) && js::typed_store(in, obj, idx, v)) return true;
  if (obj.is(Tag::List) && (is_num(idx) || idx.is(Tag::Str))) {  // a store past the end grows the array
    auto& it = obj.as<ListObj>()->items;
    double d = to_num(in, idx);
    if (idx.is(Tag::Str) && (std::isnan(d) || fmt_num(d) != S(idx))) return true;  // a["x"] = v: dropped, as below
    bool index = d == std::trunc(d) && d >= 0 && d < 4294967295.0;
    if (index && d < static_cast<double>(it.size())) return false;  // the VM's own store
    if (!index) return true;  // a[-1] = v, a[1.5] = v: a property node keeps aside; not modelled, dropped
    auto i = static_cast<std::int64_t>(d);
    if (i - static_cast<std::int64_t>(it.size()) > kMaxArrayGrowth) {
      in.raise("ValueError", "array index " + std::to_string(i) + " leaves a gap larger than the VM fills");  // RangeError
      return true;
    }
    if (!in.charge_bytes(static_cast<std::size_t>(i + 1 - static_cast<std::int64_t>(it.size())) * sizeof(Value))) return true;
    it.resize(static_cast<std::size_t>(i) + 1, js_hole());  // the gap is holes
    it[static_cast<std::size_t>(i)] = v;
    return true;
  }
  if (obj.is(Tag::Function) || obj.is(Tag::BoundMethod)) {  // f[key] = v, f[symbol] = v: as f.key = v
    if (Value k = prop_key(in, idx); k.is(Tag::Str)) fn_props(in, obj, true)->set(k, v);
    return true;
  }
  if (obj.is(Tag::Class) && idx.is(Tag::Str)) {  // C["k"] = v: a static property, as C.k = v
    in.ir_store_attr(obj, in.intern(S(idx)), v);
    return true;
  }
  if (obj.is(Tag::Instance) && (idx.is(Tag::Str) || is_num(idx))) {  // this[key] = v: as this.key = v (setters too)
    Args args{obj, prop_key(in, idx), v};
    i_set(in, obj, args);
    return true;
  }
  if (g_dict_setters && obj.is(Tag::Dict) && idx.is(Tag::Str)) {  // o[k] = v runs an accessor's setter
    Value holder;
    if (Value* cur = find_inherited(obj, idx, holder); cur && cur->is(Tag::Accessor)) {
      Args args{obj, idx, v};
      i_set(in, obj, args);
      return true;
    }
  }
  if (!obj.is(Tag::Dict) || !(idx.is_int() || idx.is(Tag::Float) || idx.is(Tag::Bool))) return false;
  obj.as<DictObj>()->set(prop_key(in, idx), v);
  return true;
}

Value js_load_index(Vm& in, const Value& obj, const Value& idx) {
  switch (obj.tag()) {
    case Tag::List: case Tag::Tuple: {
      auto& it = obj.as<ListObj>()->items;
      std::int64_t i;
      if (idx.is_int()) i = idx.i();
      else if (idx.is(Tag::Float) && !is_null(idx) && idx.d() == std::trunc(idx.d()) && std::fabs(idx.d()) < 9e18)
        i = static_cast<std::int64_t>(idx.d());  // (an int64 cast beyond its range is undefined)
      else if (idx.is(Tag::Str)) {
        if (S(idx) == "length") return Value::integer(static_cast<std::int64_t>(it.size()));
        if (S(idx).rfind("__sym_", 0) == 0) return js_load_attr(in, obj, in.intern(S(idx)));
        // an index is a canonical numeral: arr['01'], arr['1.0'], arr['-1'] name properties
        const std::string& t = S(idx);
        const bool canonical = !t.empty() && t.size() < 16 && (t.size() == 1 || t[0] != '0') &&
                               std::all_of(t.begin(), t.end(), [](char c) { return c >= '0' && c <= '9'; });
        double d = canonical ? parse_num(t) : NAN;
        if (std::isnan(d) || d != std::trunc(d) || std::fabs(d) >= 9e18) {  // arr['push'], arr[name]: as arr.push
          Value r = js_load_attr(in, obj, in.intern(S(idx)));
          return r.is_undef() || in.raising() ? Value::none() : r;
        }
        i = static_cast<std::int64_t>(d);
      } else return Value::none();
      if (i < 0 || i >= static_cast<std::int64_t>(it.size())) return Value::none();
      return unhole(it[static_cast<std::size_t>(i)]);
    }
    case Tag::Str: {
      const std::string& s = S(obj);
      if (!is_num(idx)) {
        if (idx.is(Tag::Str)) return js_load_attr(in, obj, in.intern(S(idx)));
        return Value::none();
      }
      double d = to_num(in, idx);
      if (d < 0 || d >= static_cast<double>(s.size()) || d != std::trunc(d)) return Value::none();  // (bytes >= units)
      js::Utf16 u(in, obj);
      if (d >= static_cast<double>(u.size())) return Value::none();
      return make_str(u.substr(static_cast<std::size_t>(d), static_cast<std::size_t>(d) + 1));
    }
    case Tag::Dict: {
      Value* v = dict_prop(in, obj.as<DictObj>(), idx);
      if (v && !v->is(Tag::Accessor)) return with_this(in, *v, obj);  // o[k] as o.k: a method keeps o for a later call
      if (v || proto_of(obj).is_heap()) {
        Value k = prop_key(in, idx);
        if (k.is(Tag::Str)) return js_load_attr(in, obj, in.intern(S(k)));  // accessors, prototypes
      }
      return Value::none();
    }
    case Tag::Instance: {
      if (js::is_proxy(obj)) return proxy_member(in, obj, prop_key(in, idx));
      if (Value t = js::typed_load(in, obj, idx); !t.is_undef()) return t;
      Name k = in.intern(to_str(in, idx));
      Value r = js_load_attr(in, obj, k);
      return r.is_undef() ? in.ir_load_attr(obj, k) : r;  // obj[name]: a class method, bound
    }
    case Tag::Set: case Tag::Generator:  // obj[Symbol.iterator]
      if (idx.is(Tag::Str) && S(idx).rfind("__sym_", 0) == 0) return js_load_attr(in, obj, in.intern(S(idx)));
      return Value::undef();
    case Tag::None: {
      in.raise("TypeError", "Cannot read properties of undefined (reading '" + to_str(in, idx) + "')");
      return Value::none();
    }
    case Tag::Int: case Tag::Float: case Tag::Bool: {  // (5)["toFixed"], (5)[Symbol.iterator]: a member or undefined
      if (is_null(obj)) {
        in.raise("TypeError", "Cannot read properties of null (reading '" + to_str(in, idx) + "')");
        return Value::none();
      }
      Value r = js_load_attr(in, obj, in.intern(to_str(in, prop_key(in, idx))));
      return r.is_undef() ? Value::none() : r;
    }
    case Tag::Function: case Tag::BoundMethod: case Tag::Builtin: {  // f[key], f[Symbol.for(...)]: a property, a member, or undefined
      Value k = prop_key(in, idx);
      if (!k.is(Tag::Str)) return Value::none();
      Value r = js_load_attr(in, obj, in.intern(S(k)));
      return r.is_undef() ? Value::none() : r;
    }
    case Tag::Class: {  // C["k"]: a static property, as C.k
      if (!idx.is(Tag::Str)) return Value::undef();
      Name k = in.intern(S(idx));
      Value r = js_load_attr(in, obj, k);
      return r.is_undef() ? in.ir_load_attr(obj, k) : r;
    }
    default: return Value::undef();
  }
}

bool numeric_like(const Value& v) { return is_num(v) || v.is(Tag::Bool) || v.is_none() || is_null(v); }

Value arith(Vm& in, ir::Operator op, double x, double y) {
  using O = ir::Operator;
  switch (op) {
    case O::Add: return num(x + y);
    case O::Sub: return num(x - y);
    case O::Mul: return num(x * y);
    case O::Div: return num(x / y);
    case O::Mod: return num(std::fmod(x, y));
    case O::Pow: return num(std::pow(x, y));
    case O::FloorDiv: return num(std::floor(x / y));
    case O::BitAnd: return Value::integer(to_int32(x) & to_int32(y));
    case O::BitOr: return Value::integer(to_int32(x) | to_int32(y));
    case O::BitXor: return Value::integer(to_int32(x) ^ to_int32(y));
    case O::Shl: return Value::integer(static_cast<std::int32_t>(static_cast<std::uint32_t>(to_int32(x)) << (static_cast<std::uint32_t>(to_int32(y)) & 31)));
    case O::Shr: return Value::integer(to_int32(x) >> (static_cast<std::uint32_t>(to_int32(y)) & 31));
    case O::UShr: return Value::integer(static_cast<std::uint32_t>(to_int32(x)) >> (static_cast<std::uint32_t>(to_int32(y)) & 31));
    default: (void)in; return Value::undef();
  }
}

/// Symbolic operands: the default (Python) rules build the expression; an
/// expression nested more than 64 levels (a loop over unknown values) is
/// replaced by a fresh unknown so that rendering it stays cheap.
bool too_deep(const Value& v) {
  if (!v.is_symbolic()) return false;
  for (int side = 0; side < 2; ++side) {  // the left and the right spine
    const SymExpr* e = v.as<SymbolicObj>()->expr.get();
    for (int d = 0; e; ++d) {
      if (d > 64) return true;
      e = e->kids.empty() ? nullptr : (side ? e->kids.back() : e->kids.front()).get();
    }
  }
  return false;
}
Value deep_symbolic(Vm& in) {
  auto leaf = std::make_shared<SymExpr>();
  leaf->kind = SymExpr::Leaf;
  leaf->text = "deep_expression";
  return in.fresh_symbolic("deep_expression", leaf);
}

/// Operators with a bigint operand: exact arithmetic on two bigints
/// (division truncates, % takes the dividend's sign, as C++'s cpp_int
/// does), comparisons with numbers and strings, a TypeError when
/// arithmetic mixes a bigint with a number (except `x++`/`x--`, which the
/// lowering writes as `x + 1`). Results over 2^22 bits are a RangeError.
Value big_binop(Vm& in, ir::Operator op, const Value& a, const Value& b) {
  using O = ir::Operator;
  constexpr std::size_t kMaxBits = std::size_t{1} << 22;
  auto too_big = [&] {
    in.raise("ValueError", "Maximum BigInt size exceeded");
    return Value::none();
  };
  switch (op) {
    case O::Eq: return Value::boolean(loose_eq(in, a, b));
    case O::Ne: return Value::boolean(!loose_eq(in, a, b));
    case O::StrictEq: case O::Is: return Value::boolean(strict_eq(a, b));
    case O::StrictNe: case O::IsNot: return Value::boolean(!strict_eq(a, b));
    case O::Lt: case O::Le: case O::Gt: case O::Ge: {
      int c;
      if (is_big(a) && is_big(b)) {
        BigInt x = big_of(a), y = big_of(b);
        c = x < y ? -1 : x > y ? 1 : 0;
      } else {
        // a bigint against a number (or a string read as one)
        const bool left_big = is_big(a);
        BigInt x = big_of(left_big ? a : b);
        double d = to_num(in, left_big ? b : a);
        if (std::isnan(d)) return Value::boolean(false);
        if (std::isinf(d)) c = d > 0 ? -1 : 1;
        else {
          BigInt fl(std::floor(d));
          c = x < fl ? -1 : x > fl ? 1 : (d > std::floor(d) ? -1 : 0);
        }
        if (!left_big) c = -c;
      }
      return Value::boolean(op == O::Lt ? c < 0 : op == O::Le ? c <= 0 : op == O::Gt ? c > 0 : c >= 0);
    }
    case O::Add:
      if (a.is(Tag::Str) || b.is(Tag::Str)) return make_str(to_str(in, a) + to_str(in, b));
      [[fallthrough]];
    case O::Sub: case O::Mul: case O::Div: case O::Mod: case O::Pow: case O::FloorDiv: case O::BitAnd:
    case O::BitOr: case O::BitXor: case O::Shl: case O::Shr: case O::UShr: {
      BigInt x, y;
      if (is_big(a) && is_big(b)) {
        x = big_of(a);
        y = big_of(b);
      } else if (op == O::Sub && is_big(a) && b.is_int() && (b.i() == 1 || b.i() == -1)) {
        x = big_of(a);  // x-- / x++ (lowered as x - 1 / x - (-1))
        y = b.i();
      } else {
        in.raise("TypeError", "Cannot mix BigInt and other types, use explicit conversions");
        return Value::none();
      }
      const std::size_t bx = int_bits(x), by = int_bits(y);
      if (!in.charge_bytes((bx + by) / 8)) return Value::none();
      switch (op) {
        case O::Add: return make_big(in, x + y);
        case O::Sub: return make_big(in, x - y);
        case O::Mul: return bx + by > kMaxBits ? too_big() : make_big(in, x * y);
        case O::Div: case O::FloorDiv: case O::Mod:
          if (y == 0) {
            in.raise("ValueError", "Division by zero");
            return Value::none();
          }
          return make_big(in, op == O::Mod ? BigInt(x % y) : BigInt(x / y));
        case O::Pow: {
          if (y < 0) {
            in.raise("ValueError", "Exponent must be non-negative");
            return Value::none();
          }
          if (x == 0 || x == 1 || y == 0) return make_big(in, y == 0 ? BigInt(1) : x);
          if (x == -1) return make_big(in, y % 2 == 0 ? BigInt(1) : BigInt(-1));
          if (y > static_cast<std::int64_t>(kMaxBits) || bx * y.convert_to<std::size_t>() > kMaxBits) return too_big();
          return make_big(in, boost::multiprecision::pow(x, y.convert_to<unsigned>()));
        }
        case O::BitAnd: return make_big(in, x & y);
        case O::BitOr: return make_big(in, x | y);
        case O::BitXor: return make_big(in, x ^ y);
        case O::Shl: case O::Shr: {
          BigInt n = op == O::Shl ? y : BigInt(-y);  // a shift left by n (negative: right)
          if (n > static_cast<std::int64_t>(kMaxBits)) return too_big();
          if (n >= 0) return make_big(in, x << n.convert_to<unsigned>());
          if (-n > static_cast<std::int64_t>(bx)) return make_big(in, x < 0 ? BigInt(-1) : BigInt(0));
          unsigned k = BigInt(-n).convert_to<unsigned>();
          // an arithmetic shift: floor(x / 2^k)
          return make_big(in, x < 0 ? BigInt(-((-x - 1) >> k) - 1) : BigInt(x >> k));
        }
        case O::UShr:
          in.raise("TypeError", "BigInts have no unsigned right shift, use >> instead");
          return Value::none();
        default: break;
      }
      return Value::none();
    }
    case O::InstanceOf: return Value::boolean(false);
    default: return Value::undef();
  }
}

Value js_binop(Vm& in, ir::Operator op, const Value& a, const Value& b) {
  using O = ir::Operator;
  if (a.is_symbolic() || b.is_symbolic()) {
    if (too_deep(a) || too_deep(b)) return deep_symbolic(in);
    if (op == O::InstanceOf && b.is_heap() && !b.is_symbolic()) {
      // `x instanceof Object`: name the constructor rather than render it
      auto rhs = std::make_shared<SymExpr>();
      rhs->kind = SymExpr::Leaf;
      rhs->text = b.is(Tag::Class)                                          ? b.as<ClassObj>()->name
                  : b.is(Tag::Builtin) && b.as<BuiltinObj>()->native_name ? b.as<BuiltinObj>()->native_name
                                                                            : "Object";
      auto e = std::make_shared<SymExpr>();
      e->kind = SymExpr::Binary;
      e->text = "instanceof";
      e->kids = {in.expr_of(a), rhs};
      return in.fresh_symbolic(render_expr(*e), e);
    }
    return Value::undef();
  }
  if (is_big(a) || is_big(b)) return big_binop(in, op, a, b);
  switch (op) {
    case O::Add: {
      if (a.is(Tag::Str) && b.is(Tag::Str)) return make_str(S(a) + S(b));
      if (numeric_like(a) && numeric_like(b)) {
        if (a.is_int() && b.is_int()) return num(static_cast<double>(a.i()) + static_cast<double>(b.i()));
        return num(to_num(in, a) + to_num(in, b));
      }
      if ((is_object_value(a) && !a.is(Tag::List)) || (is_object_value(b) && !b.is(Tag::List))) {  // valueOf first
        Value pa = to_primitive(in, a, "default"), pb = to_primitive(in, b, "default");
        if (in.raising()) return Value::none();
        if (!is_object_value(pa) && !is_object_value(pb)) return js_binop(in, op, pa, pb);
      }
      return make_str(to_str(in, a) + to_str(in, b));
    }
    case O::Sub: case O::Mul: case O::Div: case O::Mod: case O::Pow: case O::FloorDiv: case O::BitAnd:
    case O::BitOr: case O::BitXor: case O::Shl: case O::Shr: case O::UShr: {
      if (op == O::Mod && a.is_int() && b.is_int() && b.i() != 0) {
        std::int64_t r = a.i() % b.i();
        if (r == 0 && a.i() < 0) return Value::real(-0.0);
        return Value::integer(r);
      }
      if (op == O::Pow && a.is_int() && b.is_int() && b.i() >= 0) {
        double r = std::pow(static_cast<double>(a.i()), static_cast<double>(b.i()));
        return num(r);
      }
      return arith(in, op, to_num(in, a), to_num(in, b));
    }
    case O::Eq: return Value::boolean(loose_eq(in, a, b));
    case O::Ne: return Value::boolean(!loose_eq(in, a, b));
    case O::StrictEq: case O::Is: return Value::boolean(strict_eq(a, b));
    case O::StrictNe: case O::IsNot: return Value::boolean(!strict_eq(a, b));
    case O::Lt: case O::Le: case O::Gt: case O::Ge: {
      if (a.is(Tag::Str) && b.is(Tag::Str)) {
        int c = S(a).compare(S(b));
        return Value::boolean(op == O::Lt ? c < 0 : op == O::Le ? c <= 0 : op == O::Gt ? c > 0 : c >= 0);
      }
      Value pa = to_primitive(in, a, "number"), pb = to_primitive(in, b, "number");
      if (in.raising()) return Value::none();
      if (is_object_value(pa) || is_object_value(pb)) return Value::boolean(false);
      if (pa.is(Tag::Str) && pb.is(Tag::Str)) return js_binop(in, op, pa, pb);
      double x = to_num(in, pa), y = to_num(in, pb);
      return Value::boolean(op == O::Lt ? x < y : op == O::Le ? x <= y : op == O::Gt ? x > y : x >= y);
    }
    case O::InstanceOf: {
      if (a.is_symbolic()) return Value::undef();
      if (b.is(Tag::Class) || b.is(Tag::Dict)) {  // a user [Symbol.hasInstance] decides
        Value h = member(in, b, "__sym_hasInstance");
        if (in.raising()) return Value::none();
        if (h.is(Tag::Function) || h.is(Tag::BoundMethod)) {
          Value r = call_with_this(in, h, b, std::span<const Value>(&a, 1));
          return in.raising() ? Value::none() : Value::boolean(js_truthy(r));
        }
      }
      if (js::is_proxy(a)) {  // the getPrototypeOf trap's chain, else its target's
        Value target = js::proxy_target(a), proto;
        if (!js::proxy_trap(in, a, "getPrototypeOf", std::span<const Value>(&target, 1), proto))
          return js_binop(in, op, target, b);
        if (in.raising()) return Value::none();
        Value want = b.is(Tag::Class) ? b : member(in, b, "prototype");
        if (in.raising()) return Value::none();
        for (int guard = 0; guard < 1000 && proto.is_heap() && !is_null(proto); ++guard) {
          if (want.is_heap() && proto.obj() == want.obj()) return Value::boolean(true);
          Args pa{proto};
          Value next = obj_getPrototypeOf(in, Value::none(), pa);
          if (in.raising() || (next.is_heap() && next.obj() == proto.obj())) break;
          proto = next;
        }
        return Value::boolean(false);
      }
      if (b.is(Tag::Class) && a.is(Tag::List)) {  // an Array subclass instance
        Value c = array_class(in, a);
        if (!c.is(Tag::Class)) return Value::boolean(false);
        for (auto& k : c.as<ClassObj>()->mro)
          if (k.obj() == b.obj()) return Value::boolean(true);
        return Value::boolean(false);
      }
      if (b.is(Tag::Class) && a.is(Tag::Class)) {  // C.prototype (C here) instanceof P: P is a parent of C
        auto& mro = a.as<ClassObj>()->mro;
        for (std::size_t i = 1; i < mro.size(); ++i)
          if (mro[i].obj() == b.obj()) return Value::boolean(true);
        return Value::boolean(false);
      }
      if (b.is(Tag::Class) && a.is(Tag::Dict)) {  // a plain object whose chain reaches C.prototype (C here)
        Value cur = a;
        for (int guard = 0; guard < 10000 && cur.is(Tag::Dict); ++guard) cur = proto_of(cur);
        if (!cur.is(Tag::Class)) return Value::boolean(false);
        for (auto& k : cur.as<ClassObj>()->mro)
          if (k.obj() == b.obj()) return Value::boolean(true);
        return Value::boolean(false);
      }
      if (b.is(Tag::Class)) return Value::boolean(a.is(Tag::Instance) && in.isinstance(a, b));
      if (b.is(Tag::Builtin) && b.as<BuiltinObj>()->native_name) {
        std::string_view n = b.as<BuiltinObj>()->native_name;
        if (n == "Array") return Value::boolean(a.is(Tag::List));
        if (n == "Promise") return Value::boolean(js::is_promise(in, a));
        if (n == "RegExp") return Value::boolean(js::is_regex(in, a));
        if (n == "Map") return Value::boolean(as_map(in, a) != nullptr && !is_weak_kind(a, "WeakMap"));
        if (n == "Set") return Value::boolean(a.is(Tag::Set) || (as_set_instance(in, a) && !is_weak_kind(a, "WeakSet")));
        if (n == "AggregateError") return Value::boolean(is_error(a) && a.as<InstanceObj>()->klass()->name == "AggregateError");
        if (n == "WeakMap" || n == "WeakSet" || n == "WeakRef" || n == "FinalizationRegistry")
          return Value::boolean(is_weak_kind(a, n));
        if (n == "Date") return Value::boolean(is_date(a));
        if (n == "Function") return Value::boolean(builtin_kind(in, a) == "Function" || a.is(Tag::Class));
        if (n == "Object") return Value::boolean(a.is_heap() && !a.is(Tag::Str));
        return Value::boolean(js::binary_instanceof(in, a, n) || js::url_instanceof(a, n));
      }
      if (b.is(Tag::Function) || b.is(Tag::BoundMethod)) {  // a constructor function: its prototype on a's chain
        Value target = fn_prototype(in, b);
        Value cur = proto_of(a);
        for (int guard = 0; guard < 10000 && cur.is(Tag::Dict); ++guard) {
          if (cur.obj() == target.obj()) return Value::boolean(true);
          cur = proto_of(cur);
        }
        return Value::boolean(false);
      }
      if (b.is(Tag::Dict)) return Value::boolean(a.is(Tag::Dict));  // Object
      return Value::boolean(false);
    }
    default: return Value::undef();
  }
}

/// An unknown that is surely a number: a number literal, Math.*, Date.now(),
/// parseInt..., arithmetic with a number operand (a BigInt one would have
/// thrown), unary + (-, ~ of a number).
bool surely_number(const SymExpr* e, int depth = 0) {
  using O = ir::Operator;
  if (!e || depth > 32) return false;
  switch (e->kind) {
    case SymExpr::Const: return e->ctype == SymExpr::Int || e->ctype == SymExpr::Float;
    case SymExpr::Leaf: return e->text == "Date.now()" || e->text == "performance.now()";  // the clock
    case SymExpr::Call:
      return e->text.starts_with("Math.") || e->text == "Date.now" || e->text == "Number" || e->text == "parseInt" ||
             e->text == "parseFloat";
    case SymExpr::Method:  // Date.now(), Math.round(x) as methods of the globals
      return !e->kids.empty() && e->kids[0]->kind == SymExpr::Leaf &&
             (e->kids[0]->text == "Math" || (e->kids[0]->text == "Date" && e->text == "now"));
    case SymExpr::Unary: {
      auto op = static_cast<O>(e->op);
      if (op == O::Pos) return true;
      return (op == O::Neg || op == O::BitNot) && !e->kids.empty() && surely_number(e->kids[0].get(), depth + 1);
    }
    case SymExpr::Binary: {
      auto op = static_cast<O>(e->op);
      if (e->kids.size() != 2) return false;
      bool l = surely_number(e->kids[0].get(), depth + 1), r = surely_number(e->kids[1].get(), depth + 1);
      if (op == O::Add) return l && r;  // (a string operand concatenates)
      if (op == O::UShr) return true;
      return (op == O::Sub || op == O::Mul || op == O::Div || op == O::Mod || op == O::Pow || op == O::Shl ||
              op == O::Shr || op == O::BitAnd || op == O::BitOr || op == O::BitXor) && (l || r);
    }
    default: return false;
  }
}
/// The type an unknown surely has ("" when it may be anything).
const char* surely_type(const Value& a) {
  using O = ir::Operator;
  const SymExpr* e = a.as<SymbolicObj>()->expr.get();
  if (!e) return a.as<SymbolicObj>()->hint == "Date.now()" ? "number" : "";
  if (surely_number(e)) return "number";
  if (e->kind == SymExpr::Binary && static_cast<O>(e->op) == O::Add && e->kids.size() == 2)
    for (const auto& k : e->kids)
      if (k->kind == SymExpr::Const && k->ctype == SymExpr::Str) return "string";  // x + 'ms
  if (e->kind == SymExpr::Unary && static_cast<O>(e->op) == O::Not) return "boolean";
  if (e->kind == SymExpr::Binary) {
    auto op = static_cast<O>(e->op);
    if (op == O::Eq || op == O::Ne || op == O::StrictEq || op == O::StrictNe || op == O::Lt || op == O::Le ||
        op == O::Gt || op == O::Ge || op == O::In || op == O::InstanceOf)
      return "boolean";
  }
  return "";
}

Value js_unop(Vm& in, ir::Operator op, const Value& a) {
  using O = ir::Operator;
  if (a.is_symbolic() && op == O::TypeOf)
    if (const char* t = surely_type(a); *t) return make_str(t);  // typeof (Date.now() - t0): 'number'
  if (a.is_symbolic()) return too_deep(a) ? deep_symbolic(in) : Value::undef();
  if (is_big(a) && op != O::TypeOf && op != O::Not) {
    if (op == O::Neg) return make_big(in, -big_of(a));
    if (op == O::BitNot) return make_big(in, -big_of(a) - 1);
    in.raise("TypeError", "Cannot convert a BigInt value to a number");
    return Value::none();
  }
  switch (op) {
    case O::TypeOf: return make_str(type_of(in, a));
    case O::Not: return Value::boolean(!js_truthy(a));
    case O::Neg: {
      if (a.is_int() && a.i() != 0) return Value::integer(-a.i());
      double d = -to_num(in, a);
      if (d == 0 && std::signbit(d)) return Value::real(d);
      return num(d);
    }
    case O::Pos: return to_number_value(in, a);
    case O::BitNot: return Value::integer(~to_int32(to_num(in, a)));
    default: return Value::undef();
  }
}

void js_describe(Vm& in, const Value& exc, std::string& type, std::string& message) {
  if (is_error(exc)) {
    type = error_name(in, exc);
    message = error_message(in, exc);
  } else if (!exc.is_none()) {
    type = "Uncaught";
    message = to_str(in, exc);
  }
}

}  // namespace

namespace js {
Value call_function(Vm& in, const Value& f, std::span<const Value> args) {
  // JavaScript ignores extra arguments: pass only as many as f declares
  std::size_t n = std::min(arity(f), args.size());
  return in.call_sync(f, args.subspan(0, n));
}
Value null_value() { return js_null(); }
std::string to_string(Vm& in, const Value& v) { return to_str(in, v); }
double to_number(Vm& in, const Value& v) { return to_num(in, v); }
Value number_value(double d) { return num(d); }
bool truthy_value(const Value& v) { return js_truthy(v); }
Value member_of(Vm& in, const Value& obj, std::string_view name) { return member(in, obj, name); }
Value generator_return_marker(Vm& in, const Value& v) { return gen_return_marker(in, v); }
bool is_generator_return(const Value& e) { return is_gen_return(e); }
Value get_property(Vm& in, const Value& obj, const Value& key, const Value& receiver) {
  return get_prop_for(in, obj, key, receiver);
}
bool set_property(Vm& in, const Value& obj, const Value& key, const Value& v, bool strict) {
  return set_prop(in, obj, key, v, strict);
}
bool has_property(Vm& in, const Value& obj, const Value& key) {
  Args args{obj, key};
  return js_truthy(i_has(in, Value::none(), args));
}
bool delete_property(Vm& in, const Value& obj, const Value& key) {
  Args args{obj, key, Value::boolean(false)};
  return js_truthy(i_delete(in, Value::none(), args));
}
std::vector<Value> own_property_keys(Vm& in, const Value& obj) { return own_prop_keys(in, obj); }
std::vector<Value> items_of(Vm& in, const Value& v) { return iter_items(in, v); }
std::vector<std::pair<Value, Value>> entries_of(Vm& in, const Value& v) { return own_entries(in, v); }
Value run_class(Vm& in, std::string_view key, const char* name) { return native_class(in, key, name); }
bool is_bigint(const Value& v) { return is_big(v); }
BigInt bigint_of(const Value& v) { return big_of(v); }
Value make_bigint(Vm& in, const BigInt& x) { return make_big(in, x); }
}  // namespace js

extern const LanguageTypes kJavaScriptTypes;  // javascript_types.cpp (TypeScript's too)
extern const LanguageRuntime kJavaScriptRuntime;
const LanguageRuntime kJavaScriptRuntime{.language = "javascript",
                                         .global = js_global,
                                         .binop = js_binop,
                                         .unop = js_unop,
                                         .truthy = js_truthy,
                                         .load_attr = js_load_attr,
                                         .load_index = js_load_index,
                                         .store_index = js_store_index,
                                         .describe_exception = js_describe,
                                         .generator_created = js::generator_created,
                                         .program_finished = js::program_finished,
                                         .ignore_extra_args = true,
                                         .types = &kJavaScriptTypes,
                                         .exact_int_limit = std::int64_t{1} << 53,  // numbers are doubles
                                         .construct_builtin = js_construct_builtin};

}  // namespace reddragon::vm

namespace reddragon::vm {
// TypeScript runs as JavaScript (types are erased at run time).
extern const LanguageRuntime kTypeScriptRuntime;
const LanguageRuntime kTypeScriptRuntime = [] {
  LanguageRuntime r = kJavaScriptRuntime;
  r.language = "typescript";
  return r;
}();
}  // namespace reddragon::vm
