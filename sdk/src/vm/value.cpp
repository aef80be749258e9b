// value.cpp - the value protocol's shared code: heap bookkeeping, hashing,
// equality, truthiness and symbolic-expression rendering. It lives in the
// SDK library so the kernel and every runtime plugin use one definition.
#include <cmath>
#include <vector>

#include "reddragon/vm/bigint.hpp"
#include "reddragon/vm/objects.hpp"
#include "reddragon/vm/runtime.hpp"

namespace reddragon::vm {

void destroy(Obj* o) noexcept { delete o; }

thread_local HeapList* g_current_heap = nullptr;

ScopeObj::Pool ScopeObj::pool;
ScopeObj::Pool::~Pool() {
  for (void* p : blocks) ::operator delete(p);
}

Value make_native(NativeFn fn, const char* name, Value self, std::uint32_t id) {
  auto* b = new BuiltinObj();
  b->id = id;
  b->fn = fn;
  b->native_name = name;
  b->self = std::move(self);
  return Value::object(b);
}

// --- hashing and equality ---------------------------------------------------------

double to_double(const Value& v) {
  if (v.is(Tag::Float)) return v.d();
  if (v.is(Tag::BigInt)) return static_cast<double>(v.as<BigIntObj>()->v);
  return static_cast<double>(v.i());
}

std::size_t ValueHash::operator()(const Value& v) const noexcept {
  switch (v.tag()) {
    case Tag::None: return 0x9e3779b9u;
    case Tag::Bool:
    case Tag::Int: return std::hash<std::int64_t>()(v.i());
    case Tag::Float: {
      double d = v.d();
      if (std::isfinite(d) && d == std::floor(d) && std::fabs(d) < 9.2e18)
        return std::hash<std::int64_t>()(static_cast<std::int64_t>(d));
      return std::hash<double>()(d);
    }
    case Tag::BigInt: return std::hash<std::string>()(v.as<BigIntObj>()->v.str());
    case Tag::Str: return std::hash<std::string>()(v.as<StrObj>()->s);
    case Tag::Tuple: {
      std::size_t h = 0x345678;
      for (const auto& x : v.as<ListObj>()->items) h = h * 1000003 ^ ValueHash()(x);
      return h;
    }
    default: return std::hash<const void*>()(v.obj());
  }
}

bool ValueEq::operator()(const Value& a, const Value& b) const noexcept { return eq(a, b); }

static int compare_numbers(const Value& a, const Value& b) {
  if (a.is(Tag::Float) || b.is(Tag::Float)) {
    double x = to_double(a), y = to_double(b);
    return x < y ? -1 : x > y ? 1 : 0;
  }
  if (a.is(Tag::BigInt) || b.is(Tag::BigInt)) {
    BigInt x = to_big(a), y = to_big(b);
    return x < y ? -1 : x > y ? 1 : 0;
  }
  return a.i() < b.i() ? -1 : a.i() > b.i() ? 1 : 0;
}

int compare_numeric(const Value& a, const Value& b) { return compare_numbers(a, b); }

bool eq(const Value& a, const Value& b) {
  if (is_numeric(a) && is_numeric(b)) {
    if ((a.is(Tag::Float) || b.is(Tag::Float)) && (std::isnan(to_double(a)) || std::isnan(to_double(b)))) return false;
    return compare_numbers(a, b) == 0;
  }
  if (a.tag() != b.tag()) {
    if ((a.is(Tag::List) && b.is(Tag::Tuple)) || (a.is(Tag::Tuple) && b.is(Tag::List))) return false;
    return (a.is_none() || a.is_undef()) && (b.is_none() || b.is_undef());
  }
  switch (a.tag()) {
    case Tag::None:
    case Tag::Undef: return true;
    case Tag::Str: return a.as<StrObj>()->s == b.as<StrObj>()->s;
    case Tag::List:
    case Tag::Tuple: {
      const auto& x = a.as<ListObj>()->items;
      const auto& y = b.as<ListObj>()->items;
      if (x.size() != y.size()) return false;
      for (std::size_t i = 0; i < x.size(); ++i)
        if (!eq(x[i], y[i])) return false;
      return true;
    }
    case Tag::Dict: {
      auto* x = a.as<DictObj>();
      auto* y = b.as<DictObj>();
      if (x->entries.size() != y->entries.size()) return false;
      for (auto& [k, v] : x->entries) {
        Value* o = y->find(k);
        if (!o || !eq(v, *o)) return false;
      }
      return true;
    }
    case Tag::Set: {
      auto* x = a.as<DictObj>();
      auto* y = b.as<DictObj>();
      if (x->entries.size() != y->entries.size()) return false;
      for (auto& [k, v] : x->entries)
        if (!y->find(k)) return false;
      return true;
    }
    default: return a.obj() == b.obj();
  }
}

bool truthy(const Value& v) {
  switch (v.tag()) {
    case Tag::Undef:
    case Tag::None: return false;
    case Tag::Bool:
    case Tag::Int: return v.i() != 0;
    case Tag::Float: return v.d() != 0.0;
    case Tag::BigInt: return v.as<BigIntObj>()->v != 0;
    case Tag::Str: return !v.as<StrObj>()->s.empty();
    case Tag::List:
    case Tag::Tuple: return !v.as<ListObj>()->items.empty();
    case Tag::Dict:
    case Tag::Set: return !v.as<DictObj>()->entries.empty();
    default: return true;
  }
}

std::string type_name(const Value& v) {
  switch (v.tag()) {
    case Tag::Undef:
    case Tag::None: return "NoneType";
    case Tag::Bool: return "bool";
    case Tag::Int:
    case Tag::BigInt: return "int";
    case Tag::Float: return "float";
    case Tag::Str: return "str";
    case Tag::List: return "list";
    case Tag::Tuple: return "tuple";
    case Tag::Dict: return "dict";
    case Tag::Set: return "set";
    case Tag::Instance: return v.as<InstanceObj>()->klass()->name;
    case Tag::Class: return "type";
    case Tag::Function: return "function";
    case Tag::BoundMethod: return "method";
    case Tag::Builtin: return "builtin_function_or_method";
    case Tag::Iterator: return "iterator";
    case Tag::Symbolic: return "symbolic";
    case Tag::Pointer: return "pointer";
    case Tag::Region: return "region";
    case Tag::KwArg: return "kwarg";
    case Tag::Scope: return "scope";
    case Tag::Slice: return "slice";
  }
  return "object";
}

std::string render_expr(const SymExpr& e) {
  switch (e.kind) {
    case SymExpr::Leaf:
    case SymExpr::Const: return e.text;
    case SymExpr::Binary:
      return "(" + (e.kids.size() > 0 ? render_expr(*e.kids[0]) : "?") + " " + e.text + " " +
             (e.kids.size() > 1 ? render_expr(*e.kids[1]) : "?") + ")";
    case SymExpr::Unary: return e.text + " " + (e.kids.empty() ? "?" : render_expr(*e.kids[0]));
    case SymExpr::Field: return (e.kids.empty() ? "?" : render_expr(*e.kids[0])) + "." + e.text;
    case SymExpr::Index:
      return (e.kids.size() > 0 ? render_expr(*e.kids[0]) : "?") + "[" + (e.kids.size() > 1 ? render_expr(*e.kids[1]) : "?") + "]";
    case SymExpr::Call: {
      std::string s = e.text + "(";
      for (std::size_t k = 0; k < e.kids.size(); ++k) s += (k ? ", " : "") + render_expr(*e.kids[k]);
      return s + ")";
    }
  }
  return "?";
}

}  // namespace reddragon::vm
