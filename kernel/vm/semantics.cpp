// semantics.cpp - the IR's own value semantics (docs/vm.md): ordering,
// repr/str, operators, indexing, attributes and the object protocol
// (`__add__`, `__getitem__`, `__str__`, ...). Equality, hashing and
// truthiness are the SDK's (reddragon/vm/objects.hpp). A language runtime
// overrides any of these through its hooks; none is any language's library.
#include <charconv>
#include <cmath>
#include <cstring>

#include "reddragon/text/number.hpp"
#include "reddragon/vm/big_ratio.hpp"
#include "reddragon/vm/bigint.hpp"
#include "reddragon/vm/runtime.hpp"
#include "vm/semantics.hpp"

namespace reddragon::vm {

using ir::Operator;

namespace sem {

/// -1/0/1, 2 when the values are not ordered (TypeError), or 3 when the
/// comparison nests deeper than kMaxCompareDepth containers (RecursionError,
/// as CPython's comparison of a = [a] with b = [b]). Items identical to the
/// other side's are skipped as equal (eq_bounded's identity shortcut).
static constexpr int kTooDeep = 3;
static int compare(const Value& a, const Value& b, int depth = 0) {
  if (is_numeric(a) && is_numeric(b)) return compare_numeric(a, b);
  if (a.is(Tag::Str) && b.is(Tag::Str)) {
    int c = a.as<StrObj>()->s.compare(b.as<StrObj>()->s);
    return c < 0 ? -1 : c > 0 ? 1 : 0;
  }
  if ((a.is(Tag::List) && b.is(Tag::List)) || (a.is(Tag::Tuple) && b.is(Tag::Tuple))) {
    if (depth >= kMaxCompareDepth) return kTooDeep;
    const auto& x = a.as<ListObj>()->items;
    const auto& y = b.as<ListObj>()->items;
    for (std::size_t i = 0; i < x.size() && i < y.size(); ++i) {
      switch (eq_bounded(x[i], y[i])) {
        case EqResult::Equal: continue;
        case EqResult::TooDeep: return kTooDeep;
        case EqResult::NotEqual: return compare(x[i], y[i], depth + 1);
      }
    }
    return x.size() < y.size() ? -1 : x.size() > y.size() ? 1 : 0;
  }
  return 2;
}

/// The VM's == (and !=, in): eq_bounded, raising RecursionError where the
/// comparison is too deep (a cycle), as CPython does.
static bool eq_or_raise(Interp& in, const Value& a, const Value& b) {
  EqResult r = eq_bounded(a, b);
  if (r == EqResult::TooDeep) in.raise("RecursionError", "maximum recursion depth exceeded in comparison");
  return r == EqResult::Equal;
}

// --- repr / str -----------------------------------------------------------------------

static std::string float_repr(double d) {
  if (std::isnan(d)) return "nan";
  if (std::isinf(d)) return d < 0 ? "-inf" : "inf";
  if (d == 0) return std::signbit(d) ? "-0.0" : "0.0";
  bool neg = std::signbit(d);
  std::string digits, out;
  int exp;
  text::shortest_digits(d, digits, exp);
  if (exp >= -5 && exp < 16) {
    // Python uses fixed notation when -4 <= exponent < 16 (repr 'r' format)
    if (exp < -4) goto sci;
    if (exp >= 0) {
      if (static_cast<int>(digits.size()) <= exp + 1) {
        out = digits + std::string(static_cast<std::size_t>(exp + 1 - static_cast<int>(digits.size())), '0') + ".0";
      } else {
        out = digits.substr(0, static_cast<std::size_t>(exp + 1)) + "." + digits.substr(static_cast<std::size_t>(exp + 1));
      }
    } else {
      out = "0." + std::string(static_cast<std::size_t>(-exp - 1), '0') + digits;
    }
    return (neg ? "-" : "") + out;
  }
sci:
  out = digits.substr(0, 1);
  if (digits.size() > 1) out += "." + digits.substr(1);
  char eb[16];
  std::snprintf(eb, sizeof eb, "e%c%02d", exp < 0 ? '-' : '+', exp < 0 ? -exp : exp);
  return (neg ? "-" : "") + out + eb;
}

static std::string str_repr(const std::string& s) {
  bool has_single = s.find('\'') != std::string::npos;
  bool has_double = s.find('"') != std::string::npos;
  char q = has_single && !has_double ? '"' : '\'';
  std::string out(1, q);
  for (unsigned char c : s) {
    switch (c) {
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      default:
        if (c == static_cast<unsigned char>(q)) {
          out += '\\';
          out += static_cast<char>(c);
        } else if (c < 0x20 || c == 0x7f) {
          char b[8];
          std::snprintf(b, sizeof b, "\\x%02x", c);
          out += b;
        } else {
          out += static_cast<char>(c);
        }
    }
  }
  out += q;
  return out;
}

static bool call_dunder(Interp& in, const Value& v, const char* name, std::string& out) {
  if (!v.is(Tag::Instance)) return false;
  Name n = in.intern(name);
  for (auto& k : v.as<InstanceObj>()->klass()->mro) {
    if (k.as<ClassObj>()->builtin) break;
    Value* m = k.as<ClassObj>()->attrs.find(n);
    if (m && m->is(Tag::Function)) {
      Value self = v;
      Value r = in.call_sync(*m, std::span<const Value>(&self, 1));
      if (in.raising()) return true;
      out = r.is(Tag::Str) ? r.as<StrObj>()->s : repr(in, r);
      return true;
    }
  }
  return false;
}

static std::string repr_depth(Interp& in, const Value& v, int depth);

// Containers being rendered, innermost last (CPython's Py_ReprEnter): a
// container met again inside itself renders as [...], (...), {...} or
// set(...) instead of recursing forever. Per thread, like the heap list; a
// user __repr__ that renders its container again sees it in progress, as in
// CPython.
static thread_local std::vector<const Obj*> t_repr_active;
namespace {
struct ReprEnter {
  bool cycle = false;
  explicit ReprEnter(const Obj* o) {
    for (const Obj* a : t_repr_active) cycle |= a == o;
    if (!cycle) t_repr_active.push_back(o);
  }
  ~ReprEnter() {
    if (!cycle) t_repr_active.pop_back();
  }
  ReprEnter(const ReprEnter&) = delete;
  ReprEnter& operator=(const ReprEnter&) = delete;
};
}  // namespace

static std::string seq_repr(Interp& in, const std::vector<Value>& items, const char* open, const char* close, bool tuple, int depth) {
  std::string s = open;
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (i) s += ", ";
    s += repr_depth(in, items[i], depth + 1);
  }
  if (tuple && items.size() == 1) s += ",";
  return s + close;
}

static std::string repr_depth(Interp& in, const Value& v, int depth) {
  if (depth > 100) return "...";
  if (const LanguageRuntime* rt = in.runtime(); rt && rt->repr) {
    std::string out;
    if (rt->repr(in, v, out)) return out;  // the language renders this one
  }
  switch (v.tag()) {
    case Tag::Undef:
    case Tag::None: return "None";
    case Tag::Bool: return v.b() ? "True" : "False";
    case Tag::Int: return std::to_string(v.i());
    case Tag::BigInt: {
      // Decimal conversion is quadratic: huge values are summarised.
      const BigInt& x = v.as<BigIntObj>()->v;
      if (int_bits(x) > 14300) return "<int of " + std::to_string(int_bits(x)) + " bits>";
      return x.str();
    }
    case Tag::Float: return float_repr(v.d());
    case Tag::Str: return str_repr(v.as<StrObj>()->s);
    case Tag::List: {
      ReprEnter enter(v.obj());
      if (enter.cycle) return "[...]";
      return seq_repr(in, v.as<ListObj>()->items, "[", "]", false, depth);
    }
    case Tag::Tuple: {
      ReprEnter enter(v.obj());
      if (enter.cycle) return "(...)";
      return seq_repr(in, v.as<ListObj>()->items, "(", ")", true, depth);
    }
    case Tag::Dict: {
      ReprEnter enter(v.obj());
      if (enter.cycle) return "{...}";
      std::string s = "{";
      bool first = true;
      for (auto& [k, x] : v.as<DictObj>()->entries) {
        if (!first) s += ", ";
        first = false;
        s += repr_depth(in, k, depth + 1) + ": " + repr_depth(in, x, depth + 1);
      }
      return s + "}";
    }
    case Tag::Set: {
      if (v.as<DictObj>()->entries.empty()) return "set()";
      ReprEnter enter(v.obj());
      if (enter.cycle) return "set(...)";
      std::string s = "{";
      bool first = true;
      for (auto& [k, x] : v.as<DictObj>()->entries) {
        if (!first) s += ", ";
        first = false;
        s += repr_depth(in, k, depth + 1);
      }
      return s + "}";
    }
    case Tag::Instance: {
      std::string out;
      if (call_dunder(in, v, "__repr__", out)) return out;
      auto* c = v.as<InstanceObj>()->klass();
      bool is_exc = false;
      for (auto& k : c->mro) is_exc |= k.as<ClassObj>()->builtin;
      if (is_exc) {
        Value* args = v.as<InstanceObj>()->fields.find(in.intern("args"));
        std::string a = args && args->is(Tag::Tuple) ? seq_repr(in, args->as<ListObj>()->items, "(", ")", false, depth) : "()";
        return c->name + a;
      }
      return "<" + c->name + " object>";
    }
    case Tag::Class: return "<class " + v.as<ClassObj>()->name + ">";
    case Tag::Function: return "<function " + v.as<FunctionObj>()->info->name + ">";
    case Tag::BoundMethod: return "<bound method>";
    case Tag::Builtin:
      return std::string("<built-in function ") + (v.as<BuiltinObj>()->native_name ? v.as<BuiltinObj>()->native_name : "?") + ">";
    case Tag::Symbolic: {
      auto* s = v.as<SymbolicObj>();
      return "<sym_" + std::to_string(s->id) + (s->expr ? ": " + render_expr(*s->expr) : "") + ">";
    }
    case Tag::Slice: return "slice(...)";
    case Tag::Generator: {
      auto* g = v.as<GeneratorObj>();
      return "<" + g->kind + " object " + g->fn_name + ">";
    }
    default: return "<" + type_name(v) + ">";
  }
}

std::string repr(Interp& in, const Value& v) { return repr_depth(in, v, 0); }

std::string str(Interp& in, const Value& v) {
  switch (v.tag()) {
    case Tag::Str: return v.as<StrObj>()->s;
    case Tag::Instance: {
      std::string out;
      if (call_dunder(in, v, "__str__", out)) return out;
      if (call_dunder(in, v, "__repr__", out)) return out;
      auto* c = v.as<InstanceObj>()->klass();
      for (auto& k : c->mro) {
        if (!k.as<ClassObj>()->builtin) continue;
        Value* args = v.as<InstanceObj>()->fields.find(in.intern("args"));
        if (!args || !args->is(Tag::Tuple) || args->as<ListObj>()->items.empty()) return "";
        auto& items = args->as<ListObj>()->items;
        if (items.size() == 1) return c->name == "KeyError" ? repr(in, items[0]) : str(in, items[0]);
        return repr(in, *args);
      }
      return repr(in, v);
    }
    default: return repr(in, v);
  }
}

// --- symbolic expressions ---------------------------------------------------------

SymExprPtr expr_of(Interp& in, const Value& v) {
  if (v.is_symbolic()) {
    auto* s = v.as<SymbolicObj>();
    // A derivation deeper than kMaxExprDepth is referred to by name (an
    // unconstrained unknown to the solver): recursion over an expression --
    // rendering, encoding, freeing -- stays bounded however long a loop
    // over unknowns runs.
    if (s->expr && s->expr->depth <= kMaxExprDepth) return s->expr;
    SymExpr e;
    e.text = s->expr ? "sym_" + std::to_string(s->id) : s->hint.empty() ? "sym_" + std::to_string(s->id) : s->hint;
    return make_expr(std::move(e));
  }
  SymExpr e;
  e.kind = SymExpr::Const;
  switch (v.tag()) {
    case Tag::Int:
      e.ctype = SymExpr::Int;
      e.text = std::to_string(v.i());
      break;
    case Tag::Bool:
      e.ctype = SymExpr::Bool;
      e.text = repr(in, v);
      break;
    case Tag::Float:
      e.ctype = SymExpr::Float;
      e.text = repr(in, v);
      break;
    case Tag::None:
      e.ctype = SymExpr::None;
      e.text = repr(in, v);
      break;
    case Tag::BigInt:
      // a huge integer is summarised (an opaque constant to the solver)
      if (int_bits(v.as<BigIntObj>()->v) > 600) {
        e.text = "<int of " + std::to_string(int_bits(v.as<BigIntObj>()->v)) + " bits>";
      } else {
        e.ctype = SymExpr::Int;
        e.text = repr(in, v);
      }
      break;
    case Tag::Str:
      if (v.as<StrObj>()->s.size() <= 4096) {
        e.ctype = SymExpr::Str;
        e.text = v.as<StrObj>()->s;
      } else {
        e.text = "<str of " + std::to_string(v.as<StrObj>()->s.size()) + " bytes>";
      }
      break;
    default:
      if ((v.is(Tag::List) || v.is(Tag::Tuple)) && v.as<ListObj>()->items.size() > 64) {
        e.text = "<" + type_name(v) + " of " + std::to_string(v.as<ListObj>()->items.size()) + " items>";
      } else {
        e.text = repr(in, v);
        if (e.text.size() > 200) e.text = e.text.substr(0, 197) + "...";  // a huge container as an operand
      }
  }
  return make_expr(std::move(e));
}

std::uint8_t solver_fn(Interp& in, SolverForm form, std::string_view name) {
  const LanguageRuntime* rt = in.runtime();
  if (!rt || !rt->types) return 0;
  for (const SolverName& n : rt->types->solver_names)
    if (n.form == form && name == n.name) return static_cast<std::uint8_t>(n.fn);
  return 0;
}

SymExprPtr call_expr(Interp& in, std::string callee, std::span<const Value> args) {
  SymExpr e;
  e.kind = SymExpr::Call;
  e.op = solver_fn(in, SolverForm::Function, callee);
  e.text = std::move(callee);
  for (const auto& a : args) e.kids.push_back(expr_of(in, a));
  return make_expr(std::move(e));
}

SymExprPtr method_expr(Interp& in, const Value& recv, std::string method, std::span<const Value> args) {
  SymExpr e;
  e.kind = SymExpr::Method;
  e.op = solver_fn(in, SolverForm::Method, method);
  e.text = std::move(method);
  e.kids.push_back(expr_of(in, recv));
  for (const auto& a : args) e.kids.push_back(expr_of(in, a));
  return make_expr(std::move(e));
}

SymExprPtr op_expr(Interp& in, Operator op, const Value& a, const Value* b) {
  SymExpr e;
  e.kind = b ? SymExpr::Binary : SymExpr::Unary;
  e.op = static_cast<std::uint8_t>(op);
  e.text = std::string(ir::operator_spelling(op));
  e.kids.push_back(expr_of(in, a));
  if (b) e.kids.push_back(expr_of(in, *b));
  return make_expr(std::move(e));
}

// --- operators -----------------------------------------------------------------------

static Value symbolic_binop(Interp& in, Operator op, const Value& a, const Value& b) {
  return in.fresh_symbolic({}, op_expr(in, op, a, &b));
}

static Value int_result(const BigInt& x) { return make_int(x); }
/// Integers are capped at 2^22 bits (about 1.26 million decimal digits):
/// Python would go on until memory or patience runs out (Boost's
/// multiplication is quadratic); the VM raises MemoryError first.
constexpr std::size_t kMaxIntBits = std::size_t{1} << 22;

/// Python's floor division and modulo from one truncating division (Boost's
/// division is slow on big dividends: doing it once, not three times, matters).
static void floor_divmod(const BigInt& a, const BigInt& b, BigInt& q, BigInt& r) {
  boost::multiprecision::divide_qr(a, b, q, r);
  if (r != 0 && ((r < 0) != (b < 0))) {
    q -= 1;
    r += b;
  }
}
static BigInt floor_div(const BigInt& a, const BigInt& b) {
  BigInt q, r;
  floor_divmod(a, b, q, r);
  return q;
}

static std::string repeat(const std::string& s, std::int64_t n) {
  std::string out;
  if (n <= 0) return out;
  out.reserve(s.size() * static_cast<std::size_t>(n));
  for (std::int64_t i = 0; i < n; ++i) out += s;
  return out;
}

static bool contains(Interp& in, const Value& container, const Value& item, bool& ok) {
  ok = true;
  switch (container.tag()) {
    case Tag::Class:
      if (Value m = meta_method(in, container, "__contains__"); !m.is_undef()) {
        Value arg = item;
        return truthy(in.call_sync(m, std::span<const Value>(&arg, 1)));
      }
      break;
    case Tag::Str:
      if (!item.is(Tag::Str)) break;
      return container.as<StrObj>()->s.find(item.as<StrObj>()->s) != std::string::npos;
    case Tag::List:
    case Tag::Tuple:
      for (auto& x : container.as<ListObj>()->items)
        if (eq_or_raise(in, x, item) || in.raising()) return !in.raising();
      return false;
    case Tag::Dict:
    case Tag::Set: return container.as<DictObj>()->find(item) != nullptr;
    default: break;
  }
  ok = false;
  return false;
}
namespace {
/// An int operand a double holds exactly (|v| <= 2^53): int / int on two of
/// them is one correctly rounded float division.
bool exact_in_double(const Value& v) {
  constexpr std::int64_t k = std::int64_t{1} << 53;
  return !v.is(Tag::BigInt) && (v.is(Tag::Bool) || (v.i() >= -k && v.i() <= k));
}
}  // namespace


Value binop(Interp& in, Operator op, const Value& a, const Value& b) {
  if (a.is_symbolic() || b.is_symbolic()) {
    if (op == Operator::Is) return Value::boolean(a.obj() == b.obj() && a.tag() == b.tag());
    if (op == Operator::IsNot) return Value::boolean(!(a.obj() == b.obj() && a.tag() == b.tag()));
    return symbolic_binop(in, op, a, b);
  }
  if (a.is(Tag::Instance) || b.is(Tag::Instance)) {
    // The object protocol: a.__op__(b), then b's reflected method, and `!=`
    // as the negation of `__eq__`.
    struct Dunder {
      Operator op;
      const char *fwd, *refl;
    };
    static const Dunder dunders[] = {
        {Operator::Add, "__add__", "__radd__"}, {Operator::Sub, "__sub__", "__rsub__"}, {Operator::Mul, "__mul__", "__rmul__"},
        {Operator::Div, "__truediv__", "__rtruediv__"}, {Operator::FloorDiv, "__floordiv__", "__rfloordiv__"},
        {Operator::Mod, "__mod__", "__rmod__"}, {Operator::Pow, "__pow__", "__rpow__"}, {Operator::MatMul, "__matmul__", "__rmatmul__"},
        {Operator::BitAnd, "__and__", "__rand__"}, {Operator::BitOr, "__or__", "__ror__"}, {Operator::BitXor, "__xor__", "__rxor__"},
        {Operator::Shl, "__lshift__", "__rlshift__"}, {Operator::Shr, "__rshift__", "__rrshift__"}, {Operator::Eq, "__eq__", "__eq__"},
        {Operator::Ne, "__ne__", "__ne__"}, {Operator::Lt, "__lt__", "__gt__"}, {Operator::Le, "__le__", "__ge__"},
        {Operator::Gt, "__gt__", "__lt__"}, {Operator::Ge, "__ge__", "__le__"}};
    auto find_method = [&](const Value& obj, const char* name) { return class_method(in, obj, name); };
    auto call = [&](const Value& m, const Value& self, const Value& other) {
      Value args[2] = {self, other};
      return in.call_sync(m, std::span<const Value>(args, 2));
    };
    if ((op == Operator::In || op == Operator::NotIn) && b.is(Tag::Instance)) {
      // `x in obj`: obj.__contains__(x), else a scan of obj's iteration
      // (__iter__), as the object protocol falls back.
      bool r = false;
      if (Value m = find_method(b, "__contains__"); !m.is_undef()) {
        Value res = call(m, b, a);
        if (in.raising()) return Value::none();
        r = truthy(res);
      } else if (!find_method(b, "__iter__").is_undef() || !find_method(b, "__getitem__").is_undef()) {
        Value it = iter(in, b);
        while (!in.raising() && has_next(in, it)) {
          Value x = next(in, it);
          if (in.raising()) break;
          // `x is a or x == a`, with the language's == (a user __eq__)
          if (x.tag() == a.tag() && x.is_heap() && x.obj() == a.obj()) { r = true; break; }
          Value e = in.runtime() && in.runtime()->binop ? in.runtime()->binop(in, Operator::Eq, x, a) : Value::undef();
          if (e.is_undef() && !in.raising()) e = binop(in, Operator::Eq, x, a);
          if (in.raising()) break;
          if (condition_truthy(in, e)) { r = true; break; }
        }
        if (in.raising()) return Value::none();
      } else {
        in.raise("TypeError", "argument of type '" + type_name(b) + "' is not iterable");
        return Value::none();
      }
      return Value::boolean(op == Operator::In ? r : !r);
    }
    // A method may decline with the language's "not implemented" sentinel
    // (Python's NotImplemented, kept in run_state(kOperatorDeclined)): the
    // reflected method is tried next, and when both decline, == and !=
    // compare identity while the other operators raise TypeError below.
    auto answered = [&](const Value& r) {
      if (in.raising() || !r.is(Tag::Instance)) return true;
      const Value& declined = in.run_state(Vm::kOperatorDeclined);  // read after the call, which may create it
      return !declined.is(Tag::Instance) || r.obj() != declined.obj();
    };
    for (const auto& d : dunders) {
      if (d.op != op) continue;
      if (Value m = find_method(a, d.fwd); !m.is_undef())
        if (Value r = call(m, a, b); answered(r)) return r;
      if (Value m = find_method(b, d.refl); !m.is_undef())
        if (Value r = call(m, b, a); answered(r)) return r;
      if (op == Operator::Ne)
        if (Value m = find_method(a, "__eq__"); !m.is_undef())
          if (Value r = call(m, a, b); answered(r)) return in.raising() ? r : Value::boolean(!truthy(r));
      if (op == Operator::Eq || op == Operator::Ne) {
        const bool same = a.is_heap() && b.is_heap() && a.obj() == b.obj();
        return Value::boolean(op == Operator::Eq ? same : !same);
      }
      break;
    }
  }
  auto type_error = [&](const char* opname) {
    in.raise("TypeError", std::string("unsupported operand type(s) for ") + opname + ": '" + type_name(a) + "' and '" +
                              type_name(b) + "'");
    return Value::none();
  };
  switch (op) {
    case Operator::Eq: return Value::boolean(eq_or_raise(in, a, b));
    case Operator::Ne: return Value::boolean(!eq_or_raise(in, a, b));
    case Operator::StrictEq: return Value::boolean(a.tag() == b.tag() && eq_or_raise(in, a, b));
    case Operator::StrictNe: return Value::boolean(!(a.tag() == b.tag() && eq_or_raise(in, a, b)));
    case Operator::Is:
      if (a.is_heap() && b.is_heap()) return Value::boolean(a.obj() == b.obj());
      return Value::boolean(a.tag() == b.tag() && (a.is_none() || a.i() == b.i()));
    case Operator::IsNot:
      if (a.is_heap() && b.is_heap()) return Value::boolean(a.obj() != b.obj());
      return Value::boolean(!(a.tag() == b.tag() && (a.is_none() || a.i() == b.i())));
    case Operator::Lt: case Operator::Le: case Operator::Gt: case Operator::Ge: {
      int c = compare(a, b);
      if (c == kTooDeep) {
        in.raise("RecursionError", "maximum recursion depth exceeded in comparison");
        return Value::none();
      }
      if (c == 2) {
        const char* s = op == Operator::Lt ? "<" : op == Operator::Le ? "<=" : op == Operator::Gt ? ">" : ">=";
        in.raise("TypeError", std::string("'") + s + "' not supported between instances of '" + type_name(a) + "' and '" +
                                  type_name(b) + "'");
        return Value::none();
      }
      if ((a.is(Tag::Float) || b.is(Tag::Float)) && (std::isnan(to_double(a)) || std::isnan(to_double(b)))) return Value::boolean(false);
      bool r = op == Operator::Lt ? c < 0 : op == Operator::Le ? c <= 0 : op == Operator::Gt ? c > 0 : c >= 0;
      return Value::boolean(r);
    }
    case Operator::In:
    case Operator::NotIn: {
      bool ok;
      bool r = contains(in, b, a, ok);
      if (in.raising()) return Value::none();
      if (!ok) {
        if (b.is(Tag::Str)) in.raise("TypeError", "'in <string>' requires string as left operand, not " + type_name(a));
        else in.raise("TypeError", "argument of type '" + type_name(b) + "' is not iterable");
        return Value::none();
      }
      return Value::boolean(op == Operator::In ? r : !r);
    }
    case Operator::And: return truthy(a) ? b : a;
    case Operator::Or: return truthy(a) ? a : b;
    default: break;
  }
  // sequences
  if (op == Operator::Add) {
    if (a.is(Tag::Str) && b.is(Tag::Str)) return make_str(a.as<StrObj>()->s + b.as<StrObj>()->s);
    if ((a.is(Tag::List) && b.is(Tag::List)) || (a.is(Tag::Tuple) && b.is(Tag::Tuple))) {
      std::vector<Value> items = a.as<ListObj>()->items;
      for (auto& x : b.as<ListObj>()->items) items.push_back(x);
      return make_list(std::move(items), a.tag());
    }
    if (a.is(Tag::Str) || b.is(Tag::Str)) {
      in.raise("TypeError", a.is(Tag::Str) ? "can only concatenate str (not \"" + type_name(b) + "\") to str"
                                           : "unsupported operand type(s) for +: '" + type_name(a) + "' and 'str'");
      return Value::none();
    }
  }
  if (op == Operator::Mul) {
    const Value* seq = a.is(Tag::Str) || a.is(Tag::List) || a.is(Tag::Tuple) ? &a : (b.is(Tag::Str) || b.is(Tag::List) || b.is(Tag::Tuple)) ? &b : nullptr;
    const Value* cnt = seq == &a ? &b : &a;
    if (seq && (cnt->is(Tag::Int) || cnt->is(Tag::Bool))) {
      std::int64_t n = cnt->i();
      if (seq->is(Tag::Str)) {
        if (n > 0 && seq->as<StrObj>()->s.size() * static_cast<std::size_t>(n) > (1u << 28)) {
          in.raise("MemoryError", "");
          return Value::none();
        }
        return make_str(repeat(seq->as<StrObj>()->s, n));
      }
      std::vector<Value> items;
      const auto& src = seq->as<ListObj>()->items;
      if (n > 0 && src.size() * static_cast<std::size_t>(n) > (1u << 24)) {
        in.raise("MemoryError", "");
        return Value::none();
      }
      for (std::int64_t i = 0; i < n; ++i) items.insert(items.end(), src.begin(), src.end());
      return make_list(std::move(items), seq->tag());
    }
  }
  if ((a.is(Tag::Set) && b.is(Tag::Set)) &&
      (op == Operator::BitOr || op == Operator::BitAnd || op == Operator::Sub || op == Operator::BitXor)) {
    auto* x = a.as<DictObj>();
    auto* y = b.as<DictObj>();
    Value r = make<DictObj>(Tag::Set);
    auto* out = r.as<DictObj>();
    for (auto& [k, _] : x->entries) {
      bool iny = y->find(k) != nullptr;
      if (op == Operator::BitOr || (op == Operator::BitAnd && iny) || (op == Operator::Sub && !iny) || (op == Operator::BitXor && !iny))
        out->set(k, Value::none());
    }
    if (op == Operator::BitOr || op == Operator::BitXor)
      for (auto& [k, _] : y->entries)
        if (!x->find(k)) out->set(k, Value::none());
    return r;
  }
  if (!is_numeric(a) || !is_numeric(b)) {
    return type_error(ir::operator_spelling(op).data());
  }
  // numbers
  const bool floats = a.is(Tag::Float) || b.is(Tag::Float);
  if (op == Operator::Div) {
    double y = to_double(b);
    if (y == 0) {
      in.raise("ZeroDivisionError", floats ? "float division by zero" : "division by zero");
      return Value::none();
    }
    if (!floats && (!exact_in_double(a) || !exact_in_double(b))) {
      double q = ratio_to_double(to_big(a), to_big(b));
      if (std::isinf(q)) {
        in.raise("OverflowError", "integer division result too large for a float");
        return Value::none();
      }
      return Value::real(q);
    }
    return Value::real(to_double(a) / y);
  }
  if (floats) {
    double x = to_double(a), y = to_double(b);
    switch (op) {
      case Operator::Add: return Value::real(x + y);
      case Operator::Sub: return Value::real(x - y);
      case Operator::Mul: return Value::real(x * y);
      case Operator::FloorDiv:
        if (y == 0) { in.raise("ZeroDivisionError", "float floor division by zero"); return Value::none(); }
        return Value::real(std::floor(x / y));
      case Operator::Mod: {
        if (y == 0) { in.raise("ZeroDivisionError", "float modulo"); return Value::none(); }
        double r = std::fmod(x, y);
        if (r != 0 && ((r < 0) != (y < 0))) r += y;
        return Value::real(r);
      }
      case Operator::Pow:
        if (x == 0 && y < 0) { in.raise("ZeroDivisionError", "0.0 cannot be raised to a negative power"); return Value::none(); }
        return Value::real(std::pow(x, y));
      default: return type_error(ir::operator_spelling(op).data());
    }
  }
  // integers (int64 fast path with overflow promotion to BigInt)
  if (!a.is(Tag::BigInt) && !b.is(Tag::BigInt)) {
    std::int64_t x = a.i(), y = b.i(), r;
    switch (op) {
      case Operator::Add: if (!__builtin_add_overflow(x, y, &r)) return Value::integer(r); break;
      case Operator::Sub: if (!__builtin_sub_overflow(x, y, &r)) return Value::integer(r); break;
      case Operator::Mul: if (!__builtin_mul_overflow(x, y, &r)) return Value::integer(r); break;
      case Operator::FloorDiv:
      case Operator::Mod:
        if (y == 0) { in.raise("ZeroDivisionError", "integer division or modulo by zero"); return Value::none(); }
        if (!(x == INT64_MIN && y == -1)) {
          std::int64_t q = x / y, m = x % y;
          if (m != 0 && ((m < 0) != (y < 0))) { --q; m += y; }
          return Value::integer(op == Operator::FloorDiv ? q : m);
        }
        break;
      case Operator::BitAnd: return Value::integer(x & y);
      case Operator::BitOr: return Value::integer(x | y);
      case Operator::BitXor: return Value::integer(x ^ y);
      case Operator::Shr:
        if (y < 0) { in.raise("ValueError", "negative shift count"); return Value::none(); }
        return Value::integer(y >= 64 ? (x < 0 ? -1 : 0) : x >> y);
      default: break;
    }
  }
  BigInt x = to_big(a), y = to_big(b);
  switch (op) {
    case Operator::Add: return int_result(x + y);
    case Operator::Sub: return int_result(x - y);
    case Operator::Mul:
      if (int_bits(x) + int_bits(y) > kMaxIntBits) {
        in.raise("MemoryError", "integer result too large");
        return Value::none();
      }
      return int_result(x * y);
    case Operator::FloorDiv:
      if (y == 0) { in.raise("ZeroDivisionError", "integer division or modulo by zero"); return Value::none(); }
      return int_result(floor_div(x, y));
    case Operator::Mod: {
      if (y == 0) { in.raise("ZeroDivisionError", "integer division or modulo by zero"); return Value::none(); }
      BigInt q, m;
      floor_divmod(x, y, q, m);
      return int_result(m);
    }
    case Operator::Pow: {
      if (y < 0) return Value::real(std::pow(static_cast<double>(x), static_cast<double>(y)));
      if (x != 0 && x != 1 && x != -1 &&
          (y > static_cast<long long>(kMaxIntBits) || int_bits(x) * static_cast<std::size_t>(y) > kMaxIntBits)) {
        in.raise("MemoryError", "integer result too large");
        return Value::none();
      }
      return int_result(boost::multiprecision::pow(x, static_cast<unsigned>(y)));
    }
    case Operator::Shl: {
      if (y < 0) { in.raise("ValueError", "negative shift count"); return Value::none(); }
      if (y > 100000) { in.raise("OverflowError", "shift too large"); return Value::none(); }
      return int_result(x << static_cast<unsigned>(y));
    }
    case Operator::Shr: return int_result(x >> static_cast<unsigned>(y > 100000 ? 100000 : y));
    case Operator::BitAnd: return int_result(x & y);
    case Operator::BitOr: return int_result(x | y);
    case Operator::BitXor: return int_result(x ^ y);
    default: return type_error(ir::operator_spelling(op).data());
  }
}

static Value bind(const Value& self, const Value& fn);

Value meta_method(Interp& in, const Value& cls, const char* name) {
  const Value& meta = cls.as<ClassObj>()->meta;
  if (!meta.is(Tag::Class)) return Value::undef();
  Name n = in.intern(name);
  for (auto& k : meta.as<ClassObj>()->mro)
    if (Value* m = k.as<ClassObj>()->attrs.find(n); m && m->is(Tag::Function)) return bind(cls, *m);
  return Value::undef();
}

Value class_method(Interp& in, const Value& obj, const char* name) {
  if (!obj.is(Tag::Instance)) return Value::undef();
  Name n = in.intern(name);
  for (auto& k : obj.as<InstanceObj>()->klass()->mro) {
    if (k.as<ClassObj>()->builtin) break;
    if (Value* m = k.as<ClassObj>()->attrs.find(n); m && m->is(Tag::Function)) return *m;
  }
  return Value::undef();
}

bool instance_truthy(Interp& in, const Value& v) {
  for (const char* name : {"__bool__", "__len__"}) {
    Name n = in.intern(name);
    for (auto& k : v.as<InstanceObj>()->klass()->mro) {
      if (k.as<ClassObj>()->builtin) break;
      Value* m = k.as<ClassObj>()->attrs.find(n);
      if (!m || !m->is(Tag::Function)) continue;
      Value f = *m;
      Value r = in.call_sync(f, std::span<const Value>(&v, 1));
      if (in.raising()) return false;
      return name[2] == 'b' ? truthy(r) : !(r.is(Tag::Int) && r.i() == 0);
    }
  }
  return true;
}

bool condition_truthy(Interp& in, const Value& v) {
  // A language with its own rule decides for objects too (a JS BigInt is an
  // object, and 0n is falsy); otherwise the object protocol.
  if (const auto* rt = in.runtime(); rt && rt->truthy) return rt->truthy(v);
  return v.is(Tag::Instance) ? instance_truthy(in, v) : truthy(v);
}

Value unop(Interp& in, Operator op, const Value& a) {
  if (a.is_symbolic()) return in.fresh_symbolic({}, op_expr(in, op, a, nullptr));
  switch (op) {
    case Operator::Not: return Value::boolean(!condition_truthy(in, a));
    case Operator::Neg:
      if (a.is(Tag::Float)) return Value::real(-a.d());
      if (a.is(Tag::Int) || a.is(Tag::Bool)) {
        if (a.i() == INT64_MIN) return make_int(-BigInt(a.i()));
        return Value::integer(-a.i());
      }
      if (a.is(Tag::BigInt)) return make_int(-a.as<BigIntObj>()->v);
      break;
    case Operator::Pos:
      if (is_numeric(a)) return a.is(Tag::Bool) ? Value::integer(a.i()) : a;
      break;
    case Operator::BitNot:
      if (a.is(Tag::Int) || a.is(Tag::Bool)) return Value::integer(~a.i());
      if (a.is(Tag::BigInt)) return make_int(-a.as<BigIntObj>()->v - 1);
      break;
    case Operator::Len: return length(in, a);
    case Operator::TypeOf: return make_str(type_name(a));
    default: break;
  }
  in.raise("TypeError", "bad operand type for unary " + std::string(ir::operator_spelling(op)) + ": '" + type_name(a) + "'");
  return Value::none();
}

// --- indexing ----------------------------------------------------------------------------

static bool norm_index(std::int64_t& i, std::size_t n) {
  if (i < 0) i += static_cast<std::int64_t>(n);
  return i >= 0 && static_cast<std::size_t>(i) < n;
}

static void slice_bounds(Interp& in, const SliceObj* s, std::int64_t n, std::int64_t& lo, std::int64_t& hi, std::int64_t& step) {
  step = s->step.is_int() ? s->step.i() : 1;
  if (step == 0) {
    in.raise("ValueError", "slice step cannot be zero");
    step = 1;
  }
  auto clamp = [&](const Value& v, std::int64_t def) -> std::int64_t {
    if (!v.is_int()) return def;
    std::int64_t x = v.i();
    if (x < 0) x += n;
    if (step > 0) return std::clamp<std::int64_t>(x, 0, n);
    return std::clamp<std::int64_t>(x, -1, n - 1);
  };
  lo = clamp(s->lo, step > 0 ? 0 : n - 1);
  hi = clamp(s->hi, step > 0 ? n : -1);
}

Value load_index(Interp& in, const Value& obj, const Value& idx) {
  if (obj.is_symbolic() || idx.is_symbolic()) {
    SymExpr ix;
    ix.kind = SymExpr::Index;
    ix.kids = {expr_of(in, obj), expr_of(in, idx)};
    SymExprPtr e = make_expr(std::move(ix));
    if (obj.is_symbolic() && !idx.is_symbolic() && idx.is(Tag::Str)) {
      // deduplicate obj["key"] like fields
      auto* s = obj.as<SymbolicObj>();
      Name n = in.intern("[" + idx.as<StrObj>()->s + "]");
      if (Value* c = s->field_cache.find(n)) return *c;
      Value v = in.fresh_symbolic({}, e);
      s->field_cache.set(n, v);
      return v;
    }
    return in.fresh_symbolic({}, e);
  }
  switch (obj.tag()) {
    case Tag::List:
    case Tag::Tuple:
    case Tag::Str: {
      std::size_t n = obj.is(Tag::Str) ? obj.as<StrObj>()->s.size() : obj.as<ListObj>()->items.size();
      if (idx.is(Tag::Slice)) {
        std::int64_t lo, hi, step;
        slice_bounds(in, idx.as<SliceObj>(), static_cast<std::int64_t>(n), lo, hi, step);
        if (obj.is(Tag::Str)) {
          std::string out;
          const auto& s = obj.as<StrObj>()->s;
          for (std::int64_t i = lo; step > 0 ? i < hi : i > hi; i += step) out.push_back(s[static_cast<std::size_t>(i)]);
          return make_str(std::move(out));
        }
        std::vector<Value> out;
        const auto& items = obj.as<ListObj>()->items;
        for (std::int64_t i = lo; step > 0 ? i < hi : i > hi; i += step) out.push_back(items[static_cast<std::size_t>(i)]);
        return make_list(std::move(out), obj.tag());
      }
      if (!idx.is(Tag::Int) && !idx.is(Tag::Bool)) {
        in.raise("TypeError", type_name(obj) + " indices must be integers or slices, not " + type_name(idx));
        return Value::none();
      }
      std::int64_t i = idx.i();
      if (!norm_index(i, n)) {
        in.raise("IndexError", type_name(obj) + " index out of range");
        return Value::none();
      }
      if (obj.is(Tag::Str)) return make_str(std::string(1, obj.as<StrObj>()->s[static_cast<std::size_t>(i)]));
      return obj.as<ListObj>()->items[static_cast<std::size_t>(i)];
    }
    case Tag::Dict: {
      if (Value* v = obj.as<DictObj>()->find(idx)) return *v;
      Value e = make_exception(in, "KeyError", "");
      e.as<InstanceObj>()->fields.set(in.intern("args"), make_list({idx}, Tag::Tuple));
      in.raise_value(e);
      return Value::none();
    }
    case Tag::Instance: {
      Value m = load_attr(in, obj, in.intern("__getitem__"));
      if (in.raising()) return Value::none();
      Value arg = idx;
      return in.call_sync(m, std::span<const Value>(&arg, 1));
    }
    case Tag::Class:
      if (Value m = meta_method(in, obj, "__getitem__"); !m.is_undef()) {
        Value arg = idx;
        return in.call_sync(m, std::span<const Value>(&arg, 1));
      }
      if (Value m = meta_method(in, obj, "__class_getitem__"); !m.is_undef()) {
        Value arg = idx;
        return in.call_sync(m, std::span<const Value>(&arg, 1));
      }
      return obj;  // a generic alias (list[int], Box[T]) is the class itself here
    default:
      in.raise("TypeError", "'" + type_name(obj) + "' object is not subscriptable");
      return Value::none();
  }
}

/// The position `idx` names in a list of n items for a store or a delete
/// (negative from the end); false with TypeError / IndexError raised.
static bool assignment_index(Interp& in, const Value& idx, std::size_t n, std::int64_t& i) {
  if (!idx.is(Tag::Int) && !idx.is(Tag::Bool)) {
    in.raise("TypeError", "list indices must be integers or slices, not " + type_name(idx));
    return false;
  }
  i = idx.i();
  if (!norm_index(i, n)) {
    in.raise("IndexError", "list assignment index out of range");
    return false;
  }
  return true;
}

/// The positions a slice selects in a sequence of n items, in order.
static std::vector<std::size_t> slice_positions(Interp& in, const SliceObj* sl, std::size_t n) {
  std::int64_t lo, hi, step;
  slice_bounds(in, sl, static_cast<std::int64_t>(n), lo, hi, step);
  std::vector<std::size_t> at;
  if (in.raising()) return at;
  for (std::int64_t i = lo; step > 0 ? i < hi : i > hi; i += step) at.push_back(static_cast<std::size_t>(i));
  return at;
}

/// `a[lo:hi] = xs` replaces the run (any length); an extended slice
/// (`a[::2] = xs`) needs exactly as many items as it selects.
static void store_slice(Interp& in, std::vector<Value>& items, const SliceObj* sl, const Value& v) {
  std::vector<Value> src;
  if (!items_of(in, v, src)) {
    if (!in.raising()) in.raise("TypeError", "must assign iterable to extended slice");
    return;
  }
  if (!in.charge_copy(items.size() + src.size())) return;
  std::int64_t step = sl->step.is_int() ? sl->step.i() : 1;
  if (step == 1) {
    std::int64_t lo, hi, st;
    slice_bounds(in, sl, static_cast<std::int64_t>(items.size()), lo, hi, st);
    if (hi < lo) hi = lo;
    items.erase(items.begin() + lo, items.begin() + hi);
    items.insert(items.begin() + lo, src.begin(), src.end());
    return;
  }
  auto at = slice_positions(in, sl, items.size());
  if (in.raising()) return;
  if (at.size() != src.size()) {
    in.raise("ValueError", "attempt to assign sequence of size " + std::to_string(src.size()) +
                               " to extended slice of size " + std::to_string(at.size()));
    return;
  }
  for (std::size_t k = 0; k < at.size(); ++k) items[at[k]] = std::move(src[k]);
}

void del_index(Interp& in, const Value& obj, const Value& idx) {
  switch (obj.tag()) {
    case Tag::List: {
      auto& items = obj.as<ListObj>()->items;
      if (idx.is(Tag::Slice)) {
        auto at = slice_positions(in, idx.as<SliceObj>(), items.size());
        if (in.raising() || !in.charge_copy(items.size())) return;
        std::vector<bool> gone(items.size(), false);
        for (auto k : at) gone[k] = true;
        std::size_t w = 0;
        for (std::size_t r = 0; r < items.size(); ++r)
          if (!gone[r]) items[w++] = std::move(items[r]);
        items.resize(w);
        return;
      }
      std::int64_t i;
      if (!assignment_index(in, idx, items.size(), i)) return;
      if (!in.charge_copy(items.size() - static_cast<std::size_t>(i))) return;  // the items after it move
      items.erase(items.begin() + i);
      return;
    }
    case Tag::Dict:
      if (!obj.as<DictObj>()->erase(idx)) {
        Value e = make_exception(in, "KeyError", "");
        e.as<InstanceObj>()->fields.set(in.intern("args"), make_list({idx}, Tag::Tuple));
        in.raise_value(e);
      }
      return;
    case Tag::Symbolic: return;  // writes into unknown objects are not tracked
    case Tag::Instance: {
      Value m = load_attr(in, obj, in.intern("__delitem__"));
      if (in.raising()) return;
      Value arg = idx;
      in.call_sync(m, std::span<const Value>(&arg, 1));
      return;
    }
    default: in.raise("TypeError", "'" + type_name(obj) + "' object does not support item deletion");
  }
}

void del_attr(Interp& in, const Value& obj, Name field) {
  FieldMap* fields = obj.is(Tag::Instance) ? &obj.as<InstanceObj>()->fields
                     : obj.is(Tag::Class)  ? &obj.as<ClassObj>()->attrs
                                           : nullptr;
  if (obj.is_symbolic()) return;
  if (obj.is(Tag::Instance) && obj.as<InstanceObj>()->klass()->has_properties) {  // a property's deleter runs instead
    for (auto& k : obj.as<InstanceObj>()->klass()->mro) {
      Value* a = k.as<ClassObj>()->attrs.find(field);
      if (!a) continue;
      if (!a->is(Tag::Accessor) || a->as<AccessorObj>()->akind != AccessorObj::Property) break;
      Value fdel = a->as<AccessorObj>()->del;
      if (fdel.is_undef() || fdel.is_none()) {
        in.raise("AttributeError", "property '" + in.program().name(field) + "' of '" +
                                       obj.as<InstanceObj>()->klass()->name + "' object has no deleter");
        return;
      }
      in.call_sync(fdel, std::span<const Value>(&obj, 1));
      return;
    }
  }
  if (fields) {
    auto& items = fields->items;
    for (auto it = items.begin(); it != items.end(); ++it)
      if (it->first == field) {
        items.erase(it);
        return;
      }
  }
  in.raise("AttributeError", "'" + type_name(obj) + "' object has no attribute '" + in.name(field) + "'");
}

void store_index(Interp& in, const Value& obj, const Value& idx, Value v) {
  switch (obj.tag()) {
    case Tag::List:
    case Tag::Tuple: {
      auto& items = obj.as<ListObj>()->items;
      if (idx.is(Tag::Slice) && obj.is(Tag::List)) return store_slice(in, items, idx.as<SliceObj>(), v);
      std::int64_t i;
      if (!assignment_index(in, idx, items.size(), i)) return;
      items[static_cast<std::size_t>(i)] = std::move(v);
      return;
    }
    case Tag::Dict: obj.as<DictObj>()->set(idx, std::move(v)); return;
    case Tag::Set: obj.as<DictObj>()->set(v, Value::none()); return;  // set literal construction
    case Tag::Symbolic: return;  // writes into unknown objects are not tracked
    case Tag::Instance: {
      Value m = load_attr(in, obj, in.intern("__setitem__"));
      if (in.raising()) return;
      Value a[2] = {idx, v};
      in.call_sync(m, std::span<const Value>(a, 2));
      return;
    }
    default: in.raise("TypeError", "'" + type_name(obj) + "' object does not support item assignment");
  }
}

// --- attributes ----------------------------------------------------------------------------

static Value bind(const Value& self, const Value& fn) {
  auto* bm = new BoundMethodObj();
  bm->self = self;
  bm->func = fn;
  return Value::object(bm);
}

/// Reading an accessor class attribute (AccessorObj) through `self` (an
/// instance, or the class itself when `on_class`) whose class is `cls`.
static Value accessor_get(Interp& in, const Value& acc, const Value& self, const Value& cls, bool on_class,
                          const std::string& fname) {
  auto* a = acc.as<AccessorObj>();
  switch (a->akind) {
    case AccessorObj::Static: return a->get;
    case AccessorObj::ClassBound: return bind(cls, a->get);
    case AccessorObj::Property: break;
  }
  if (on_class) return acc;
  if (a->get.is_undef() || a->get.is_none()) {
    in.raise("AttributeError", "property '" + fname + "' of '" + cls.as<ClassObj>()->name + "' object has no getter");
    return Value::none();
  }
  Value fget = a->get;
  return in.call_sync(fget, std::span<const Value>(&self, 1));
}

Value load_attr(Interp& in, const Value& obj, Name field) {
  const std::string& fname = in.program().name(field);
  switch (obj.tag()) {
    case Tag::Instance: {
      auto* inst = obj.as<InstanceObj>();
      if (Value* v = inst->fields.find(field)) return *v;
      for (auto& k : inst->klass()->mro) {
        if (Value* v = k.as<ClassObj>()->attrs.find(field)) {
          if (v->is(Tag::Function)) return bind(obj, *v);
          if (v->is(Tag::Accessor)) return accessor_get(in, *v, obj, inst->cls, false, fname);
          return *v;
        }
      }
      if (fname == "__class__") return inst->cls;
      if (fname == "args") return make_list({}, Tag::Tuple);
      if (!inst->klass()->unresolved_parents.empty()) {
        // inherited from a class we do not have: unknown, not an error
        SymExpr k;
        k.text = inst->klass()->name;
        SymExpr f;
        f.kind = SymExpr::Field;
        f.text = fname;
        f.kids.push_back(make_expr(std::move(k)));
        return in.fresh_symbolic({}, make_expr(std::move(f)));
      }
      in.raise("AttributeError", "'" + inst->klass()->name + "' object has no attribute '" + fname + "'");
      return Value::none();
    }
    case Tag::Class: {
      auto* c = obj.as<ClassObj>();
      for (auto& k : c->mro)
        if (Value* v = k.as<ClassObj>()->attrs.find(field))
          return v->is(Tag::Accessor) ? accessor_get(in, *v, obj, obj, true, fname) : *v;
      if (fname == "__name__") return make_str(c->name);
      in.raise("AttributeError", "type object '" + c->name + "' has no attribute '" + fname + "'");
      return Value::none();
    }
    case Tag::BoundMethod: {
      // super() proxy: a bound method whose function is the class to skip
      auto* bm = obj.as<BoundMethodObj>();
      if (bm->func.is(Tag::Class) && bm->self.is(Tag::Instance)) {
        auto& mro = bm->self.as<InstanceObj>()->klass()->mro;
        bool after = false;
        for (auto& k : mro) {
          if (after)
            if (Value* v = k.as<ClassObj>()->attrs.find(field)) {
              if (v->is(Tag::Function)) return bind(bm->self, *v);
              if (v->is(Tag::Accessor))
                return accessor_get(in, *v, bm->self, bm->self.as<InstanceObj>()->cls, false, fname);
              return *v;
            }
          if (k.obj() == bm->func.obj()) after = true;
        }
        if (fname == "__init__") return noop_native();
      }
      break;
    }
    case Tag::Symbolic: {
      auto* s = obj.as<SymbolicObj>();
      if (Value* c = s->field_cache.find(field)) return *c;
      SymExpr f;
      f.kind = SymExpr::Field;
      f.op = solver_fn(in, SolverForm::Field, fname);
      f.text = fname;
      f.kids.push_back(expr_of(in, obj));
      Value v = in.fresh_symbolic({}, make_expr(std::move(f)));
      s->field_cache.set(field, v);
      return v;
    }
    default: break;
  }
  if (fname == "real" && is_numeric(obj)) return obj;
  in.raise("AttributeError", "'" + type_name(obj) + "' object has no attribute '" + fname + "'");
  return Value::none();
}

void store_attr(Interp& in, const Value& obj, Name field, Value v) {
  switch (obj.tag()) {
    case Tag::Instance: {
      auto* inst = obj.as<InstanceObj>();
      if (inst->klass()->has_properties) {  // a property's setter runs instead
        for (auto& k : inst->klass()->mro) {
          Value* a = k.as<ClassObj>()->attrs.find(field);
          if (!a) continue;
          if (!a->is(Tag::Accessor) || a->as<AccessorObj>()->akind != AccessorObj::Property) break;
          Value fset = a->as<AccessorObj>()->set;
          if (fset.is_undef() || fset.is_none()) {
            in.raise("AttributeError", "property '" + in.program().name(field) + "' of '" + inst->klass()->name +
                                           "' object has no setter");
            return;
          }
          Value args[2] = {obj, std::move(v)};
          in.call_sync(fset, std::span<const Value>(args, 2));
          return;
        }
      }
      inst->fields.set(field, std::move(v));
      return;
    }
    case Tag::Class: {
      auto* c = obj.as<ClassObj>();
      if (v.is(Tag::Accessor) && v.as<AccessorObj>()->akind == AccessorObj::Property) c->has_properties = true;
      c->attrs.set(field, std::move(v));
      return;
    }
    case Tag::Symbolic: obj.as<SymbolicObj>()->field_cache.set(field, std::move(v)); return;
    case Tag::Dict: obj.as<DictObj>()->set(make_str(in.program().name(field)), std::move(v)); return;
    default:
      if (const LanguageRuntime* rt = in.runtime(); rt && rt->store_attr_failed && rt->store_attr_failed(in, obj, field)) return;
      in.raise("AttributeError", "'" + type_name(obj) + "' object has no attribute '" + in.program().name(field) + "'");
  }
}

bool isinstance(Interp& in, const Value& v, const Value& cls) {
  (void)in;
  if (cls.is(Tag::Tuple)) {
    for (auto& c : cls.as<ListObj>()->items)
      if (isinstance(in, v, c)) return true;
    return false;
  }
  if (cls.is(Tag::Builtin)) {
    // A runtime's type object for one of the IR's value kinds (a native
    // named "int", "str", ...): compare by kind name; bool counts as int.
    const char* n = cls.as<BuiltinObj>()->native_name;
    if (!n) return false;
    std::string tn = type_name(v);
    return tn == n || (std::string_view(n) == "int" && tn == "bool");
  }
  if (!cls.is(Tag::Class) || !v.is(Tag::Instance)) return false;
  for (auto& k : v.as<InstanceObj>()->klass()->mro)
    if (k.obj() == cls.obj()) return true;
  return false;
}


Value make_exception(Interp& in, std::string_view type, std::string msg) {
  Value cls = in.builtin_class(type);
  if (!cls.is(Tag::Class)) cls = in.builtin_class("Exception");
  auto* inst = new InstanceObj();
  inst->cls = cls;
  Value iv = Value::object(inst);
  std::vector<Value> args;
  if (!msg.empty()) args.push_back(make_str(std::move(msg)));
  inst->fields.set(in.intern("args"), make_list(std::move(args), Tag::Tuple));
  return iv;
}

}  // namespace sem
}  // namespace reddragon::vm
