// value.cpp - the value protocol's shared code: heap bookkeeping, hashing,
// equality, truthiness and symbolic-expression rendering. It lives in the
// SDK library so the kernel and every runtime plugin use one definition.
#include <cmath>
#include <vector>

#include "reddragon/vm/bigint.hpp"
#include "reddragon/vm/objects.hpp"
#include "reddragon/vm/runtime.hpp"

namespace reddragon::vm {

// Freeing is CPython's "trashcan": dropping the last reference to an object
// frees it, which drops the references it holds, which may free their
// objects in turn -- a recursion as deep as the structure (x = [x] 400,000
// times, a million nested JS objects) that would overflow the C++ stack.
// Nested frees are counted; past kTrashDepth an object whose count reached
// zero is parked on a worklist instead, and the outermost destroy() frees
// the worklist before it returns (each of those frees starts a fresh nest).
// The common path costs one thread-local increment, decrement and test.
namespace {
constexpr int kTrashDepth = 64;
thread_local int t_destroy_depth __attribute__((tls_model("initial-exec"))) = 0;
thread_local std::vector<Obj*>* t_trash __attribute__((tls_model("initial-exec"))) = nullptr;

[[gnu::noinline]] void defer_destroy(Obj* o) noexcept {
  if (!t_trash) t_trash = new std::vector<Obj*>();  // freed when drained (destroy)
  t_trash->push_back(o);
}

[[gnu::noinline]] void drain_trash() noexcept {
  // Depth is 1 here: each parked object's own children nest again up to
  // kTrashDepth and park whatever lies below.
  std::vector<Obj*>& trash = *t_trash;
  while (!trash.empty()) {
    Obj* o = trash.back();
    trash.pop_back();
    delete o;
  }
}
}  // namespace

void destroy(Obj* o) noexcept {
  if (t_destroy_depth >= kTrashDepth) [[unlikely]] {
    defer_destroy(o);
    return;
  }
  ++t_destroy_depth;
  delete o;
  if (t_destroy_depth == 1 && t_trash && !t_trash->empty()) [[unlikely]] {
    drain_trash();
    // Runs execute on threads of their own (kernel/vm/run_stack.hpp) whose
    // thread-locals end with them: nothing is kept past the outermost free.
    delete t_trash;
    t_trash = nullptr;
  }
  --t_destroy_depth;
}

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
    case Tag::Tuple: return hash_tuple(v, 0);
    default: return std::hash<const void*>()(v.obj());
  }
}

// A tuple's hash mixes its items' hashes down to kMaxCompareDepth levels and
// no further, so hashing a deeply nested tuple cannot overflow the C++ stack
// (equal tuples still hash alike: the cut is at the same depth for both).
std::size_t ValueHash::hash_tuple(const Value& v, int depth) noexcept {
  std::size_t h = 0x345678;
  if (depth >= kMaxCompareDepth) return h;
  for (const auto& x : v.as<ListObj>()->items)
    h = h * 1000003 ^ (x.is(Tag::Tuple) ? hash_tuple(x, depth + 1) : ValueHash()(x));
  return h;
}

// Kinds hashed by address (lists, dicts, sets, instances, ...) are equal as
// keys only to themselves: structural equality would let two equal objects
// that happen to share a bucket find each other (JavaScript's Map keys are
// identities), and it would disagree with the hash.
bool ValueEq::operator()(const Value& a, const Value& b) const noexcept {
  if (a.is_heap() && b.is_heap() && !a.is(Tag::Str) && !a.is(Tag::BigInt) && !a.is(Tag::Tuple)) return a.obj() == b.obj();
  return eq(a, b);
}

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

// Equality is cycle-safe as CPython's is: an item identical to the other
// side's (the same heap object) is equal without looking inside it (so
// l = [l]; l == l is true), and nesting is counted: past kMaxCompareDepth
// containers the answer is TooDeep (a = [a]; b = [b]; a == b, or a
// structure nested deeper than CPython's recursion limit). eq_bounded()
// reports it so the VM's ==, !=, in and ordering raise RecursionError;
// eq() -- what dict and set lookups (ValueEq) and runtimes use, where
// nothing can be raised -- answers "not equal" for it.
static EqResult eq_rec(const Value& a, const Value& b, int depth) {
  if (a.is_heap() && a.tag() == b.tag() && a.obj() == b.obj()) return EqResult::Equal;
  if (is_numeric(a) && is_numeric(b)) {
    if ((a.is(Tag::Float) || b.is(Tag::Float)) && (std::isnan(to_double(a)) || std::isnan(to_double(b)))) return EqResult::NotEqual;
    return compare_numbers(a, b) == 0 ? EqResult::Equal : EqResult::NotEqual;
  }
  auto res = [](bool x) { return x ? EqResult::Equal : EqResult::NotEqual; };
  if (a.tag() != b.tag()) {
    if ((a.is(Tag::List) && b.is(Tag::Tuple)) || (a.is(Tag::Tuple) && b.is(Tag::List))) return EqResult::NotEqual;
    return res((a.is_none() || a.is_undef()) && (b.is_none() || b.is_undef()));
  }
  switch (a.tag()) {
    case Tag::None:
    case Tag::Undef: return EqResult::Equal;
    case Tag::Str: return res(a.as<StrObj>()->s == b.as<StrObj>()->s);
    case Tag::List:
    case Tag::Tuple: {
      const auto& x = a.as<ListObj>()->items;
      const auto& y = b.as<ListObj>()->items;
      if (x.size() != y.size()) return EqResult::NotEqual;
      if (depth >= kMaxCompareDepth) return EqResult::TooDeep;
      for (std::size_t i = 0; i < x.size(); ++i)
        if (EqResult r = eq_rec(x[i], y[i], depth + 1); r != EqResult::Equal) return r;
      return EqResult::Equal;
    }
    case Tag::Dict: {
      auto* x = a.as<DictObj>();
      auto* y = b.as<DictObj>();
      if (x->entries.size() != y->entries.size()) return EqResult::NotEqual;
      if (depth >= kMaxCompareDepth) return EqResult::TooDeep;
      for (auto& [k, v] : x->entries) {
        Value* o = y->find(k);
        if (!o) return EqResult::NotEqual;
        if (EqResult r = eq_rec(v, *o, depth + 1); r != EqResult::Equal) return r;
      }
      return EqResult::Equal;
    }
    case Tag::Set: {
      auto* x = a.as<DictObj>();
      auto* y = b.as<DictObj>();
      if (x->entries.size() != y->entries.size()) return EqResult::NotEqual;
      for (auto& [k, v] : x->entries)
        if (!y->find(k)) return EqResult::NotEqual;
      return EqResult::Equal;
    }
    default: return EqResult::NotEqual;  // other heap kinds: identity, checked above
  }
}

EqResult eq_bounded(const Value& a, const Value& b) { return eq_rec(a, b, 0); }

bool eq(const Value& a, const Value& b) { return eq_rec(a, b, 0) == EqResult::Equal; }

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
    case Tag::Generator: return "generator";
    case Tag::Accessor: {
      auto k = v.as<AccessorObj>()->akind;
      return k == AccessorObj::Property ? "property" : k == AccessorObj::Static ? "staticmethod" : "classmethod";
    }
  }
  return "object";
}

namespace {

/// Appends e to out until out passes `limit` (then "..." ends it): deep or
/// widely shared DAGs render in bounded time.
void render_into(const SymExpr& e, std::string& out, std::size_t limit) {
  if (out.size() > limit) return;
  auto kid = [&](std::size_t k) {
    if (k < e.kids.size() && e.kids[k]) render_into(*e.kids[k], out, limit);
    else out += '?';
    return out.size() <= limit;
  };
  switch (e.kind) {
    case SymExpr::Leaf: out += e.text; break;
    case SymExpr::Const:
      if (e.ctype != SymExpr::Str) {
        out += e.text;
        break;
      }
      out += '\'';
      for (char c : e.text) {
        if (out.size() > limit) break;
        switch (c) {
          case '\\': out += "\\\\"; break;
          case '\'': out += "\\'"; break;
          case '\n': out += "\\n"; break;
          case '\t': out += "\\t"; break;
          default: out += c;
        }
      }
      out += '\'';
      break;
    case SymExpr::Binary:
      out += '(';
      if (!kid(0)) return;
      out += ' ';
      out += e.text;
      out += ' ';
      kid(1);
      out += ')';
      break;
    case SymExpr::Unary:
      if (e.text == "len") {  // the IR's length operator reads as a call
        out += "len(";
        if (!kid(0)) return;
        out += ')';
        break;
      }
      out += e.text;
      out += ' ';
      kid(0);
      break;
    case SymExpr::Field:
      if (!kid(0)) return;
      out += '.';
      out += e.text;
      break;
    case SymExpr::Index:
      if (!kid(0)) return;
      out += '[';
      if (!kid(1)) return;
      out += ']';
      break;
    case SymExpr::Call:
    case SymExpr::Method: {
      std::size_t first = 0;
      if (e.kind == SymExpr::Method) {
        if (!kid(0)) return;
        out += '.';
        first = 1;
      }
      out += e.text;
      out += '(';
      for (std::size_t k = first; k < e.kids.size() && out.size() <= limit; ++k) {
        if (k > first) out += ", ";
        if (!kid(k)) return;
      }
      out += ')';
      break;
    }
  }
}

}  // namespace

std::string render_expr(const SymExpr& e, std::size_t limit) {
  std::string out;
  render_into(e, out, limit);
  if (out.size() > limit) {
    out.resize(limit);
    out += "...";
  }
  return out;
}

SymExprPtr make_expr(SymExpr e) {
  std::uint32_t d = 0;
  for (const auto& k : e.kids)
    if (k && k->depth > d) d = k->depth;
  e.depth = d + 1;
  return std::make_shared<const SymExpr>(std::move(e));
}

}  // namespace reddragon::vm
