// python_builtins.cpp - Python's built-in functions and the methods of its
// built-in types, its `math` module, and string formatting (format specs,
// str.format, %-formatting). Registered through the runtime's hooks
// (python_runtime.cpp); the iteration protocol and the object protocol are
// the IR's (the kernel's, through vm::Vm).
#include <algorithm>
#include <array>
#include <atomic>
#include <utility>
#include <charconv>
#include <cctype>
#include <cerrno>
#include <set>
#include <cmath>
#include <optional>
#include <cstring>

#include "reddragon/vm/bigint.hpp"
#include "reddragon/vm/range_arith.hpp"
#include "python_gamma.hpp"
#include "python_runtime.hpp"
#include "reddragon/text/utf8.hpp"

namespace reddragon::vm::py {

namespace {

// One table: plain built-ins, then "<type>.<method>" entries.
const char* const kBuiltins[] = {
    "print", "len", "range", "int", "float", "str", "bool", "abs", "min", "max", "sum", "sorted", "reversed",
    "enumerate", "zip", "isinstance", "list", "dict", "tuple", "set", "repr", "ascii", "round", "divmod", "pow", "chr", "ord",
    "hex", "bin", "oct", "any", "all", "map", "filter", "iter", "next", "slice",
    "super", "hash", "format", "type", "callable", "getattr", "setattr", "delattr", "hasattr", "issubclass", "id", "dir",
    "frozenset", "property", "staticmethod", "classmethod", "object", "exit", "quit",
    // the match statement's helpers (python_lowerer.cpp)
    "__match_seq", "__match_map", "__match_rest", "__match_class",
    // `del d[k]`'s key (python_lowerer.cpp)
    "__py_del_key",
    // `del name` and reading a name a module-level `del` unbinds (python_lowerer.cpp)
    "__py_unbound", "__py_bound",
    // `await` (python_lowerer.cpp, python_asyncio.cpp)
    "__py_await_kind",
    // super().__str__() / __repr__() reaching a built-in exception class (python_runtime.cpp)
    "__py_exc_str", "__py_exc_repr", "__py_exc_add_note",
    // a standard-library module written in Python (python_lowerer.cpp, lib/*.py)
    "__py_module", "__py_own_attr", "__py_init_subclass", "__py_new_instance", "__py_class_attrs",
    "__py_complex_type", "vars", "__py_exc_init", "__py_function_attrs", "__py_fn_params", "__py_iop", "__py_set_cause", "__py_set_context", "__py_store_attr", "__py_delattr", "__py_dict_store", "__py_dict_del", "__py_dict_update", "__py_bytes_type", "__py_unpack",
    "__py_redirect_stdout", "__py_typeform_hooks", "__py_write_err", "__py_ucd", "__py_digest", "input", "__py_stdin", "__py_is_unknown",
    // native standard-library modules (pure, deterministic): math
    "math:sqrt", "math:floor", "math:ceil", "math:gcd", "math:isqrt", "math:factorial", "math:pow", "math:fabs",
    "math:log", "math:log2", "math:log10", "math:exp", "math:sin", "math:cos", "math:tan", "math:atan2",
    "math:hypot", "math:trunc", "math:isclose", "math:isnan", "math:isinf", "math:lcm", "math:comb", "math:prod",
    "math:isfinite", "math:copysign", "math:asin", "math:acos", "math:atan", "math:sinh", "math:cosh", "math:tanh",
    "math:asinh", "math:acosh", "math:atanh", "math:log1p", "math:expm1", "math:perm", "math:dist", "math:fsum",
    "math:degrees", "math:radians", "math:frexp", "math:ldexp", "math:modf", "math:fmod", "math:erf", "math:erfc",
    "math:gamma", "math:lgamma", "math:cbrt", "math:exp2", "math:nextafter", "math:remainder", "math:ulp",
    // list
    "list.append", "list.pop", "list.insert", "list.extend", "list.remove", "list.index", "list.count", "list.reverse",
    "list.sort", "list.copy", "list.clear",
    // dict
    "dict.keys", "dict.values", "dict.items", "dict.get", "dict.fromkeys", "dict.pop", "dict.popitem", "dict.setdefault", "dict.update", "dict.copy",
    "dict.clear",
    // str
    "str.join", "str.split", "str.strip", "str.lstrip", "str.rstrip", "str.upper", "str.lower", "str.replace",
    "str.find", "str.index", "str.startswith", "str.endswith", "str.format", "str.count", "str.isdigit", "str.isalpha",
    "str.isalnum", "str.isspace", "str.isupper", "str.islower", "str.title", "str.capitalize", "str.zfill",
    "str.center", "str.ljust", "str.rjust", "str.splitlines", "str.rfind", "str.swapcase", "str.isnumeric",
    "str.isdecimal", "str.partition", "str.rsplit", "str.encode", "str.rindex", "str.rpartition", "str.removeprefix",
    "str.removesuffix", "str.casefold", "str.expandtabs", "str.isascii", "str.isidentifier", "str.isprintable",
    "str.istitle", "str.maketrans", "str.translate", "str.format_map", "float.as_integer_ratio",
    // set
    "set.add", "set.remove", "set.discard", "set.union", "set.intersection", "set.difference", "set.copy",
    "set.issubset", "set.issuperset", "set.pop", "set.clear", "set.update", "set.isdisjoint",
    "set.symmetric_difference", "set.difference_update", "set.intersection_update", "set.symmetric_difference_update",
    // tuple
    "tuple.index", "tuple.count",
    // range (an IterKind::Range iterator; python_runtime.cpp's builtin_method)
    "range.index", "range.count",
    // int / float
    "int.bit_length", "int.bit_count", "int.as_integer_ratio", "float.is_integer", "float.hex", "float.fromhex", "int.conjugate", "float.conjugate", "int.to_bytes", "int.from_bytes",
    // object's attribute protocol (python_attrs.cpp)
    "object.__setattr__", "object.__delattr__", "object.__new__", "object.__init_subclass__",
    // a metaclass's super().__new__/__init__ reaching type (class statements run M.__new__ and M.__init__)
    "type.__new__", "type.__init__", "type.__call__",
    // property objects (kernel AccessorObj)
    "property.setter", "property.getter", "property.deleter",
    // special methods of built-in values, whatever their type (python_dunders.cpp)
    "dunder.__add__", "dunder.__radd__", "dunder.__sub__", "dunder.__rsub__", "dunder.__mul__", "dunder.__rmul__",
    "dunder.__truediv__", "dunder.__rtruediv__", "dunder.__floordiv__", "dunder.__rfloordiv__", "dunder.__mod__",
    "dunder.__rmod__", "dunder.__pow__", "dunder.__rpow__", "dunder.__lshift__", "dunder.__rlshift__",
    "dunder.__rshift__", "dunder.__rrshift__", "dunder.__and__", "dunder.__rand__", "dunder.__or__", "dunder.__ror__",
    "dunder.__xor__", "dunder.__rxor__", "dunder.__eq__", "dunder.__ne__", "dunder.__lt__", "dunder.__le__",
    "dunder.__gt__", "dunder.__ge__", "dunder.__contains__", "dunder.__getitem__", "dunder.__divmod__",
    "dunder.__rdivmod__", "dunder.__len__", "dunder.__abs__", "dunder.__int__", "dunder.__float__", "dunder.__bool__",
    "dunder.__str__", "dunder.__repr__", "dunder.__hash__", "dunder.__iter__", "dunder.__reversed__",
    "dunder.__round__", "dunder.__format__", "dunder.__index__", "dunder.__trunc__", "dunder.__complex__",
    "dunder.__bytes__", "dunder.__neg__", "dunder.__pos__", "dunder.__invert__",
    // generator (python_generators.cpp)
    "generator.__next__", "generator.__iter__", "generator.send", "generator.throw", "generator.close",
    "generator.__aiter__", "generator.__anext__", "generator.asend", "generator.athrow", "generator.aclose",
};
constexpr int kCount = static_cast<int>(sizeof(kBuiltins) / sizeof(kBuiltins[0]));

int id_of(std::string_view n) {
  static const std::unordered_map<std::string_view, int> index = [] {
    std::unordered_map<std::string_view, int> m;
    for (int i = 0; i < kCount; ++i) m.emplace(kBuiltins[i], i);
    return m;
  }();
  auto it = index.find(n);
  return it == index.end() ? -1 : it->second;
}

bool is_int_like(const Value& v) { return v.is(Tag::Int) || v.is(Tag::Bool) || v.is(Tag::BigInt); }
bool is_num(const Value& v) { return is_int_like(v) || v.is(Tag::Float); }
double num(const Value& v) {
  if (v.is(Tag::Float)) return v.d();
  if (v.is(Tag::BigInt)) return static_cast<double>(v.as<BigIntObj>()->v);
  return static_cast<double>(v.i());
}

struct Args {
  std::vector<Value> pos;
  std::vector<std::pair<std::string, Value>> kw;
  const Value* kwarg(std::string_view n) const {
    for (auto& [k, v] : kw)
      if (k == n) return &v;
    return nullptr;
  }
};

Args split_args(std::vector<Value>& args) {
  Args a;
  for (auto& v : args) {
    if (v.is(Tag::KwArg)) a.kw.emplace_back(v.as<KwArgObj>()->name, v.as<KwArgObj>()->value);
    else a.pos.push_back(v);
  }
  return a;
}

std::string format_int_base(const BigInt& v, int base, const char* prefix) {
  BigInt x = v < 0 ? BigInt(-v) : v;
  std::string digits;
  if (x == 0) digits = "0";
  if (x > 0 && (base == 2 || base == 8 || base == 16)) {  // bits to digits: linear, not a division per digit
    unsigned shift = base == 2 ? 1 : base == 8 ? 3 : 4;
    std::size_t bits = boost::multiprecision::msb(x) + 1;
    const auto* limbs = x.backend().limbs();
    constexpr std::size_t kLimbBits = sizeof(*limbs) * 8;
    auto bit = [&](std::size_t i) -> unsigned { return i < bits ? static_cast<unsigned>(limbs[i / kLimbBits] >> (i % kLimbBits)) & 1u : 0u; };
    digits.reserve(bits / shift + 1);
    for (std::size_t at = 0; at < bits; at += shift) {  // least significant first: reversed below
      unsigned d = 0;
      for (unsigned b = shift; b-- > 0;) d = d << 1 | bit(at + b);
      digits.push_back(static_cast<char>(d < 10 ? '0' + d : 'a' + d - 10));
    }
    x = 0;
  }
  while (x > 0) {
    int d = static_cast<int>(x % base);
    digits.push_back(static_cast<char>(d < 10 ? '0' + d : 'a' + d - 10));
    x /= base;
  }
  std::reverse(digits.begin(), digits.end());
  std::string out = v < 0 ? "-" : "";
  out.append(prefix).append(digits);
  return out;
}

std::string with_commas(const std::string& digits, char sep, int every = 3) {
  std::string out;
  int n = static_cast<int>(digits.size());
  for (int i = 0; i < n; ++i) {
    out.push_back(digits[static_cast<std::size_t>(i)]);
    if ((n - i - 1) % every == 0 && i != n - 1) out.push_back(sep);
  }
  return out;
}

std::string fixed(double d, int prec) {
  char buf[512];
  std::snprintf(buf, sizeof buf, "%.*f", std::clamp(prec, 0, 100), d);
  return buf;
}

}  // namespace


/// Python's format(value, spec) for the common spec mini-language.
/// Printing a big int: its bits (base 2, 8, 16: linear, a digit made at a
/// time: a step per 8 bits); in decimal a division per 19 digits over all
/// the limbs (quadratic).
static bool charge_bigint_bits(Vm& in, const BigInt& x) {
  return x == 0 || in.charge_copy(boost::multiprecision::msb(x < 0 ? BigInt(-x) : x) + 1);
}
static bool charge_bigint_str(Vm& in, const BigInt& x) {
  if (x == 0) return true;
  std::uint64_t limbs = boost::multiprecision::msb(x < 0 ? BigInt(-x) : x) / 64 + 1;
  return limbs < 8 || in.charge(limbs * limbs / 16);
}

bool instance_has_method(Vm& in, const Value& obj, const char* name);

/// `x == y` as list.index/count/remove compare: identity, then an instance's
/// __eq__ (complex numbers, user classes), else the IR's equality.
bool item_eq(Vm& in, const Value& x, const Value& y) {
  if (x.is(Tag::Float) != y.is(Tag::Float))  // 10**23 in [1e23]: exact, not through a double
    if (Value r = int_float_compare(ir::Operator::Eq, x, y); !r.is_undef()) return r.b();
  if (!x.is(Tag::Instance) && !y.is(Tag::Instance)) return eq(x, y);
  if (x.is(Tag::Instance) && y.is(Tag::Instance) && x.obj() == y.obj()) return true;
  Value r = in.ir_binop(ir::Operator::Eq, x, y);
  return !in.raising() && truthy(r);
}

/// CPython's hash of numbers (modulo 2**61 - 1, so equal ints, floats and
/// Fractions agree) and of tuples (xxHash over the items' hashes); other
/// values hash as the IR's tables do (str hashes are salted per process in
/// CPython anyway).
Value number_hash(Vm& in, const Value& v) {
  constexpr std::uint64_t P = (std::uint64_t{1} << 61) - 1;
  auto fix = [](std::int64_t h) { return Value::integer(h == -1 ? -2 : h); };
  switch (v.tag()) {
    case Tag::Bool:
    case Tag::Int: {
      std::int64_t i = v.i();
      std::uint64_t m = (i < 0 ? 0 - static_cast<std::uint64_t>(i) : static_cast<std::uint64_t>(i)) % P;
      return fix(i < 0 ? -static_cast<std::int64_t>(m) : static_cast<std::int64_t>(m));
    }
    case Tag::BigInt: {
      const BigInt& x = v.as<BigIntObj>()->v;
      BigInt m = (x < 0 ? BigInt(-x) : x) % BigInt(P);
      std::int64_t h = static_cast<std::int64_t>(m);
      return fix(x < 0 ? -h : h);
    }
    case Tag::Float: {
      double d = v.d();
      if (std::isinf(d)) return Value::integer(d > 0 ? 314159 : -314159);
      if (std::isnan(d)) return Value::integer(0);
      int e = 0;
      double m = std::frexp(d, &e);
      int sign = 1;
      if (m < 0) { sign = -1; m = -m; }
      std::uint64_t x = 0;
      while (m != 0.0) {
        x = ((x << 28) & P) | x >> (61 - 28);
        m *= 268435456.0;
        e -= 28;
        auto y = static_cast<std::uint64_t>(m);
        m -= static_cast<double>(y);
        x += y;
        if (x >= P) x -= P;
      }
      e = e >= 0 ? e % 61 : 61 - 1 - ((-1 - e) % 61);
      x = ((x << e) & P) | x >> (61 - e);
      return fix(static_cast<std::int64_t>(x) * sign);
    }
    case Tag::Tuple: {
      constexpr std::uint64_t P1 = 11400714785074694791ull, P2 = 14029467366897019727ull, P5 = 2870177450012600261ull;
      const auto& items = v.as<ListObj>()->items;
      std::uint64_t acc = P5;
      for (const Value& item : items) {
        Value h = number_hash(in, item);
        if (in.raising()) return Value::none();
        if (!h.is(Tag::Int)) return Value::integer(static_cast<std::int64_t>(ValueHash()(v) & 0x7FFFFFFFFFFFFFFFll));
        acc += static_cast<std::uint64_t>(h.i()) * P2;
        acc = (acc << 31) | (acc >> 33);
        acc *= P1;
      }
      acc += items.size() ^ (P5 ^ 3527539ull);
      if (acc == ~std::uint64_t{0}) return Value::integer(1546275796);
      return Value::integer(static_cast<std::int64_t>(acc));
    }
    case Tag::Instance:
      if (instance_has_method(in, v, "__hash__")) {
        Value f = in.ir_load_attr(v, in.intern("__hash__"));
        return in.raising() ? Value::none() : in.call_sync(f, {});
      }
      [[fallthrough]];
    default: return Value::integer(static_cast<std::int64_t>(ValueHash()(v) & 0x7FFFFFFFFFFFFFFFll));
  }
}

namespace {
/// Whether CPython's hash of v is the same in every process (numbers and
/// tuples of them; str hashes are salted).
bool stable_hash(const Value& v) {
  switch (v.tag()) {
    case Tag::Int:
    case Tag::Bool:
    case Tag::BigInt:
    case Tag::Float: return true;
    case Tag::Tuple:
      for (const Value& x : v.as<ListObj>()->items)
        if (!stable_hash(x)) return false;
      return true;
    default: return false;
  }
}
}  // namespace

void cpython_set_order(Vm& in, const Value& set) {
  auto* d = set.as<DictObj>();
  const std::size_t n = d->entries.size();
  if (n < 2 || !in.charge_items(n)) return;
  std::vector<std::uint64_t> hashes;
  hashes.reserve(n);
  for (auto& [k, v] : d->entries) {
    if (!stable_hash(k)) return;
    Value h = number_hash(in, k);
    if (in.raising() || !h.is(Tag::Int)) return;
    hashes.push_back(static_cast<std::uint64_t>(h.i()));
  }
  // setobject.c: open addressing from 8 slots, 9 linear probes then perturbed
  // probing, resized to 4x used (2x above 50000) when 3/5 full; a resize
  // reinserts in table order. Deletions' dummies are not replayed.
  constexpr std::size_t kLinear = 9;
  std::vector<std::int64_t> table(8, -1);
  auto place = [&](std::vector<std::int64_t>& t, std::int64_t idx) {
    const std::size_t mask = t.size() - 1;
    std::uint64_t h = hashes[static_cast<std::size_t>(idx)], perturb = h;
    std::size_t i = h & mask;
    while (true) {
      std::size_t probes = i + kLinear <= mask ? kLinear : 0;
      for (std::size_t j = i; j <= i + probes; ++j)
        if (t[j] < 0) { t[j] = idx; return; }
      perturb >>= 5;
      i = (i * 5 + 1 + perturb) & mask;
    }
  };
  std::size_t fill = 0;
  for (std::size_t k = 0; k < n; ++k) {
    place(table, static_cast<std::int64_t>(k));
    ++fill;
    if (fill * 5 < (table.size() - 1) * 3) continue;
    std::size_t minused = fill > 50000 ? fill * 2 : fill * 4, size = 8;
    while (size <= minused) size <<= 1;
    std::vector<std::int64_t> bigger(size, -1);
    for (std::int64_t idx : table)
      if (idx >= 0) place(bigger, idx);
    table = std::move(bigger);
  }
  std::vector<std::pair<Value, Value>> ordered;
  ordered.reserve(n);
  for (std::int64_t idx : table)
    if (idx >= 0) ordered.push_back(d->entries[static_cast<std::size_t>(idx)]);
  d->entries = std::move(ordered);
  d->index.clear();
  for (std::uint32_t k = 0; k < d->entries.size(); ++k) d->index.emplace(d->entries[k].first, k);
}

/// [start, end) of s[start:end] for str.find/count/startswith's optional bounds.
std::pair<std::size_t, std::size_t> str_bounds(std::size_t n, const Value& start, const Value& end) {
  auto at = [&](const Value& v, std::int64_t dflt) {
    std::int64_t x = v.is_int() ? v.i() : dflt;
    if (x < 0) x += static_cast<std::int64_t>(n);
    return static_cast<std::size_t>(std::clamp<std::int64_t>(x, 0, static_cast<std::int64_t>(n)));
  };
  return {at(start, 0), at(end, static_cast<std::int64_t>(n))};
}

Value instance_dict(Vm& in, const Value& obj) {
  Value d = make<DictObj>();
  for (auto& [k, v] : obj.as<InstanceObj>()->fields.items) d.as<DictObj>()->set(make_str(in.name(k)), v);
  return d;
}

bool needs_hash_key(const Value& v) {
  if (v.is(Tag::Instance)) return true;
  if (!v.is(Tag::Tuple)) return false;
  for (const Value& x : v.as<ListObj>()->items)
    if (needs_hash_key(x)) return true;
  return false;
}

Value hash_key(Vm& in, const Value& v) {
  if (v.is(Tag::Tuple)) {  // (0, Fraction(1)) == (0, Fraction(1)): the same tuple of representatives
    const auto& items = v.as<ListObj>()->items;
    std::vector<Value> keys;
    for (std::size_t k = 0; k < items.size(); ++k) {
      if (!needs_hash_key(items[k])) continue;
      Value key = hash_key(in, items[k]);
      if (in.raising()) return v;
      if (key.obj() == items[k].obj()) continue;
      if (keys.empty()) keys = items;
      keys[k] = key;
    }
    return keys.empty() ? v : make_list(std::move(keys), Tag::Tuple);
  }
  if (!v.is(Tag::Instance) || !instance_has_method(in, v, "__hash__")) return v;
  Value f = in.ir_load_attr(v, in.intern("__hash__"));
  if (in.raising()) return v;
  Value h = in.call_sync(f, {});
  if (in.raising()) return v;
  if (!h.is(Tag::Int) && !h.is(Tag::BigInt) && !h.is(Tag::Bool)) {
    if (!h.is_symbolic()) in.raise("TypeError", "__hash__ method should return an integer");
    return v;
  }
  // run_state: {hash: [instances seen as keys with that hash]}
  Value& table = in.run_state("python.hash_keys");
  if (!table.is(Tag::Dict)) table = make<DictObj>();
  auto* t = table.as<DictObj>();
  Value* bucket = t->find(h);
  if (!bucket) {
    t->set(h, make_list({v}));
    return v;
  }
  auto& items = bucket->as<ListObj>()->items;
  for (std::size_t k = 0; k < items.size(); ++k) {
    if (!in.charge(1)) return v;
    Value c = items[k];
    if (item_eq(in, c, v)) return c;
    if (in.raising()) return v;
  }
  bucket->as<ListObj>()->items.push_back(v);
  return v;
}

std::string format_spec(Vm& in, const Value& v, const std::string& spec) {
  if (v.is(Tag::Instance) && instance_has_method(in, v, "__format__")) {  // the object protocol
    Value f = in.ir_load_attr(v, in.intern("__format__"));
    if (in.raising()) return "";
    Value s = make_str(spec);
    Value r = in.call_sync(f, std::span<const Value>(&s, 1));
    return in.raising() ? "" : in.str(r);
  }
  if (spec.empty()) return py_str(in, v);
  std::size_t i = 0;
  std::string fill = " ";
  char align = 0, sign = '-';
  bool alt = false, zero = false;
  int width = -1, prec = -1;
  char group = 0, type = 0;
  // the fill is one code point (may be several bytes)
  std::size_t fill_len = spec.empty() ? 0 : std::max<std::size_t>(1, utf8::sequence_length(spec, 0));
  if (spec.size() >= fill_len + 1 && (spec[fill_len] == '<' || spec[fill_len] == '>' || spec[fill_len] == '^' || spec[fill_len] == '=')) {
    fill = spec.substr(0, fill_len);
    align = spec[fill_len];
    i = fill_len + 1;
  } else if (!spec.empty() && (spec[0] == '<' || spec[0] == '>' || spec[0] == '^' || spec[0] == '=')) {
    align = spec[0];
    i = 1;
  }
  bool sign_given = false;
  if (i < spec.size() && (spec[i] == '+' || spec[i] == '-' || spec[i] == ' ')) sign = spec[i++], sign_given = true;
  bool no_neg_zero = false;  // 'z' (3.11): a float that rounds to zero prints unsigned
  if (i < spec.size() && spec[i] == 'z') { no_neg_zero = true; ++i; }
  if (i < spec.size() && spec[i] == '#') { alt = true; ++i; }
  if (i < spec.size() && spec[i] == '0') { zero = true; ++i; }
  while (i < spec.size() && std::isdigit(static_cast<unsigned char>(spec[i]))) width = std::max(width, 0) * 10 + (spec[i++] - '0');
  if (i < spec.size() && (spec[i] == ',' || spec[i] == '_')) group = spec[i++];
  if (i < spec.size() && spec[i] == '.') {
    ++i;
    prec = 0;
    while (i < spec.size() && std::isdigit(static_cast<unsigned char>(spec[i]))) prec = prec * 10 + (spec[i++] - '0');
  }
  if (i < spec.size()) type = spec[i++];
  // a width or a precision of a million builds a million bytes: pay first
  if ((width >= 64 || prec >= 64) && !in.charge_bytes(static_cast<std::size_t>(std::max(width, prec)))) return "";
  std::string body, prefix;  // prefix: 0x/0o/0b of the # form
  bool numeric = is_num(v) && !v.is(Tag::Str);
  bool negative = false;
  if (numeric) {
    if (type == 0 && v.is(Tag::Float) && prec < 0) type = 'r';
    // no type with a precision: 'g', but a fixed-point result keeps a digit after the point (3.0:.2 -> 3.0)
    const bool keep_point = type == 0 && v.is(Tag::Float);
    if (type == 0) type = v.is(Tag::Float) ? 'g' : 'd';
    if (type == 'n') type = v.is(Tag::Float) ? 'g' : 'd';  // the C locale's digits
    if (v.is(Tag::Float) && (type == 'd' || type == 'x' || type == 'X' || type == 'o' || type == 'b' || type == 'c' || type == 's')) {
      in.raise("ValueError", std::string("Unknown format code '") + type + "' for object of type 'float'");
      return "";
    }
    if (type == 'c') {  // an int as the character of that code point
      if (sign_given) {
        in.raise("ValueError", "Sign not allowed with integer format specifier 'c'");
        return "";
      }
      if (alt) {
        in.raise("ValueError", "Alternate form (#) not allowed with integer format specifier 'c'");
        return "";
      }
      BigInt x = to_big(v);
      if (x < 0 || x > 0x10FFFF) {
        in.raise("OverflowError", "%c arg not in range(0x110000)");
        return "";
      }
      std::uint32_t cp = static_cast<std::uint32_t>(std::stoul(x.str()));
      body.clear();
      reddragon::utf8::append(body, cp);
      numeric = false;
    } else if (type == 'd') {
      BigInt x = v.is(Tag::Float) ? BigInt(static_cast<long long>(v.d())) : to_big(v);
      if (v.is(Tag::BigInt) && !charge_bigint_str(in, x)) return "";
      negative = x < 0;
      body = (negative ? BigInt(-x) : x).str();
      if (group) body = with_commas(body, group);
    } else if (type == 'x' || type == 'X' || type == 'o' || type == 'b') {
      BigInt x = to_big(v);
      if (v.is(Tag::BigInt) && !charge_bigint_bits(in, x)) return "";
      negative = x < 0;
      int base = type == 'o' ? 8 : type == 'b' ? 2 : 16;
      body = format_int_base(negative ? BigInt(-x) : x, base, "");
      if (type == 'X') std::transform(body.begin(), body.end(), body.begin(), ::toupper);
      if (group) body = with_commas(body, group, 4);  // {:_x} groups hex/octal/binary digits by four
      if (alt) prefix = type == 'o' ? "0o" : type == 'b' ? "0b" : type == 'X' ? "0X" : "0x";  // zero padding goes after it
    } else if (type == 'f' || type == 'F' || type == '%') {
      double d = num(v) * (type == '%' ? 100 : 1);
      negative = std::signbit(d);  // -0.0 and what rounds to it keep the sign, as CPython's
      body = fixed(std::fabs(d), prec < 0 ? 6 : prec);
      if (group) {
        auto dot = body.find('.');
        body = with_commas(body.substr(0, dot), group) + (dot == std::string::npos ? "" : body.substr(dot));
      }
      if (type == '%') body += "%";
    } else if (type == 'e' || type == 'E') {
      double d = num(v);
      negative = std::signbit(d);  // -0.0 and what rounds to it keep the sign, as CPython's
      char buf[128];
      std::snprintf(buf, sizeof buf, type == 'e' ? "%.*e" : "%.*E", prec < 0 ? 6 : prec, std::fabs(d));
      body = buf;
    } else if (type == 'g' || type == 'G' || type == 'r') {
      double d = num(v);
      negative = std::signbit(d);  // -0.0 and what rounds to it keep the sign, as CPython's
      if (type == 'r') {
        body = in.repr(Value::real(std::fabs(d)));
      } else {
        char buf[128];
        const int p = prec < 0 ? 6 : (prec == 0 ? 1 : prec);
        std::snprintf(buf, sizeof buf, type == 'g' ? (alt ? "%#.*g" : "%.*g") : (alt ? "%#.*G" : "%.*G"), p, std::fabs(d));
        body = buf;
        if (keep_point && std::isfinite(d) && (alt || body.find_first_of(".e") == std::string::npos)) {
          // the added ".0" counts as a digit: an exponent of p-1 already switches to e-notation
          std::snprintf(buf, sizeof buf, "%.*e", p - 1, std::fabs(d));
          std::string e = buf;
          auto at = e.find('e');
          if (at != std::string::npos && std::atoi(e.c_str() + at + 1) == p - 1) {
            std::string mant = e.substr(0, at);
            if (!alt && mant.find('.') != std::string::npos) {
              while (mant.back() == '0') mant.pop_back();
              if (mant.back() == '.') mant.pop_back();
            }
            body = mant + e.substr(at);
          } else if (!alt) {
            body += ".0";
          }
        }
      }
      if (group) {  // {:,} of a float groups the integer digits of its repr
        std::size_t end = 0;
        while (end < body.size() && std::isdigit(static_cast<unsigned char>(body[end]))) ++end;
        body = with_commas(body.substr(0, end), group) + body.substr(end);
      }
    } else if (type == 'c') {
    } else {
      in.raise("ValueError", std::string("Unknown format code '") + type + "' for object of type '" + type_name(v) + "'");
      return "";
    }
  } else {
    body = in.str(v);
    if (prec >= 0 && static_cast<std::size_t>(prec) < body.size()) body.resize(text::to_byte(body, static_cast<std::size_t>(prec)));
  }
  std::string sgn;
  if (numeric) {
    if (negative && no_neg_zero && v.is(Tag::Float) &&
        body.find_first_of("123456789") == std::string::npos)
      negative = false;
    if (negative) sgn = "-";
    else if (sign == '+') sgn = "+";
    else if (sign == ' ') sgn = " ";
    sgn += prefix;
  }
  if (zero && !align) {
    align = '=';
    fill = "0";
  }
  if (!align) align = numeric ? '>' : '<';
  std::size_t len = sgn.size() + text::length(body);
  if (width < 0 || static_cast<std::size_t>(width) <= len) return sgn + body;
  std::size_t pad = static_cast<std::size_t>(width) - len;
  auto fills = [&](std::size_t k) {
    std::string r;
    for (std::size_t j = 0; j < k; ++j) r += fill;
    return r;
  };
  switch (align) {
    case '<': return sgn + body + fills(pad);
    case '^': return fills(pad / 2) + sgn + body + fills(pad - pad / 2);
    case '=': return sgn + fills(pad) + body;
    default: return fills(pad) + sgn + body;
  }
}

static std::string ascii_escape(const std::string& r);

namespace {
/// str.format's state: the arguments and the automatic field number, shared
/// with the replacement fields nested in a format spec.
struct FormatCall {
  Vm& in;
  const Args& a;
  std::size_t auto_idx = 0;
  bool manual = false, automatic = false;
};

/// The object a field name designates: arg_name ("." attribute | "[" index "]")*.
bool resolve_field(FormatCall& fc, std::string_view field, Value& v) {
  Vm& in = fc.in;
  std::size_t end = 0;
  while (end < field.size() && field[end] != '.' && field[end] != '[') ++end;
  std::string_view head = field.substr(0, end);
  const bool numeric = !head.empty() && std::all_of(head.begin(), head.end(), [](char ch) { return ch >= '0' && ch <= '9'; });
  if (head.empty() || numeric) {
    std::size_t k;
    if (head.empty()) {
      if (fc.manual) {
        in.raise("ValueError", "cannot switch from manual field specification to automatic field numbering");
        return false;
      }
      fc.automatic = true;
      k = fc.auto_idx++;
    } else {
      if (fc.automatic) {
        in.raise("ValueError", "cannot switch from automatic field numbering to manual field specification");
        return false;
      }
      fc.manual = true;
      k = static_cast<std::size_t>(std::stoul(std::string(head)));
    }
    if (k >= fc.a.pos.size()) {
      in.raise("IndexError", "Replacement index " + std::to_string(k) + " out of range for positional args tuple");
      return false;
    }
    v = fc.a.pos[k];
  } else if (const Value* kv = fc.a.kwarg(std::string(head))) {
    v = *kv;
  } else {
    in.raise("KeyError", std::string(head));
    return false;
  }
  for (std::size_t i = end; i < field.size();) {
    if (field[i] == '.') {
      std::size_t j = i + 1;
      while (j < field.size() && field[j] != '.' && field[j] != '[') ++j;
      if (j == i + 1) {
        in.raise("ValueError", "Empty attribute in format string");
        return false;
      }
      v = load_attr(in, v, in.intern(std::string(field.substr(i + 1, j - i - 1))));
      i = j;
    } else {  // '[' index ']': digits index a sequence, anything else is a str key
      std::size_t close = field.find(']', i);
      if (close == std::string_view::npos) {
        in.raise("ValueError", "Missing ']' in format string");
        return false;
      }
      std::string_view key = field.substr(i + 1, close - i - 1);
      if (key.empty()) {
        in.raise("ValueError", "Empty attribute in format string");
        return false;
      }
      const bool digits = std::all_of(key.begin(), key.end(), [](char ch) { return ch >= '0' && ch <= '9'; });
      Value idx = digits ? Value::integer(std::stoll(std::string(key))) : make_str(std::string(key));
      v = in.ir_load_index(v, idx);
      i = close + 1;
      if (i < field.size() && field[i] != '.' && field[i] != '[') {
        in.raise("ValueError", "Only '.' or '[' may follow ']' in format field specifier");
        return false;
      }
    }
    if (in.raising()) return false;
  }
  return true;
}

std::string format_with(FormatCall& fc, std::string_view fmt, int depth) {
  Vm& in = fc.in;
  std::string out;
  if (depth > 2) {
    in.raise("ValueError", "Max string recursion exceeded");
    return out;
  }
  for (std::size_t i = 0; i < fmt.size(); ++i) {
    char c = fmt[i];
    if (c == '}') {
      if (i + 1 < fmt.size() && fmt[i + 1] == '}') {
        out.push_back('}');
        ++i;
        continue;
      }
      in.raise("ValueError", "Single '}' encountered in format string");
      return out;
    }
    if (c != '{') {
      out.push_back(c);
      continue;
    }
    if (i + 1 < fmt.size() && fmt[i + 1] == '{') {
      out.push_back('{');
      ++i;
      continue;
    }
    if (i + 1 == fmt.size()) {
      in.raise("ValueError", "Single '{' encountered in format string");
      return out;
    }
    // the field name runs to '!', ':' or '}' outside brackets; the spec to the matching '}'
    std::size_t j = i + 1;
    while (j < fmt.size() && fmt[j] != '!' && fmt[j] != ':' && fmt[j] != '}') {
      if (fmt[j] == '[') {
        while (j < fmt.size() && fmt[j] != ']') ++j;
        if (j == fmt.size()) break;
      }
      if (fmt[j] == '{') {
        in.raise("ValueError", "unexpected '{' in field name");
        return out;
      }
      ++j;
    }
    if (j >= fmt.size()) {
      in.raise("ValueError", "expected '}' before end of string");
      return out;
    }
    std::string_view field = fmt.substr(i + 1, j - i - 1);
    char conv = 0;
    if (fmt[j] == '!') {
      if (j + 1 >= fmt.size()) {
        in.raise("ValueError", "end of string while looking for conversion specifier");
        return out;
      }
      conv = fmt[j + 1];
      j += 2;
      if (j >= fmt.size()) {
        in.raise("ValueError", "unmatched '{' in format spec");
        return out;
      }
      if (fmt[j] != ':' && fmt[j] != '}') {
        in.raise("ValueError", "expected ':' after conversion specifier");
        return out;
      }
    }
    std::string_view spec;
    if (fmt[j] == ':') {
      std::size_t k = j + 1;
      for (int open = 0; k < fmt.size(); ++k) {
        if (fmt[k] == '{') ++open;
        else if (fmt[k] == '}' && open-- == 0) break;
      }
      if (k >= fmt.size()) {
        in.raise("ValueError", "unmatched '{' in format spec");
        return out;
      }
      spec = fmt.substr(j + 1, k - j - 1);
      j = k;
    }
    i = j;  // at the field's closing '}'
    Value v;
    if (!resolve_field(fc, field, v)) return out;
    if (conv == 'r') v = make_str(in.repr(v));
    else if (conv == 's') v = make_str(py_str(in, v));
    else if (conv == 'a') v = make_str(ascii_escape(in.repr(v)));
    else if (conv != 0) {
      in.raise("ValueError", std::string("Unknown conversion specifier ") + conv);
      return out;
    }
    if (in.raising()) return out;
    std::string nested;
    if (spec.find('{') != std::string_view::npos) {
      nested = format_with(fc, spec, depth + 1);
      if (in.raising()) return out;
      spec = nested;
    }
    out += format_spec(in, v, std::string(spec));
    if (in.raising()) return out;
  }
  return out;
}
}  // namespace

/// str.format(*args, **kwargs): CPython's replacement fields
/// ({0}, {name}, {0.attr[key][2]}, !r/!s/!a, specs with nested fields).
std::string str_format(Vm& in, const std::string& fmt, const Args& a) {
  FormatCall fc{in, a};
  return format_with(fc, fmt, 1);
}

// print() consults run_state(kStdoutTarget) only once some program has redirected stdout
static std::atomic<bool> g_stdout_redirected{false};
static constexpr std::string_view kStdoutTarget = "python.stdout";

/// type(name, bases, namespace): a class made at run time, as a class
/// statement makes one (C3 order of the bases, the namespace's entries as
/// its attributes).
static Value new_class(Vm& in, const Value& name, const Value& bases, const Value& ns) {
  if (!name.is(Tag::Str) || !bases.is(Tag::Tuple) || !ns.is(Tag::Dict)) {
    in.raise("TypeError", "type.__new__() argument 1 must be str, not " + type_name(name));
    return Value::none();
  }
  auto* c = new ClassObj();
  Value cv = Value::object(c);
  c->name = name.as<StrObj>()->s;
  c->mro.push_back(cv);
  std::vector<std::vector<Value>> seqs;
  std::vector<Value> direct;
  for (const Value& b : bases.as<ListObj>()->items) {
    if (b.is(Tag::Class)) {
      seqs.push_back(b.as<ClassObj>()->mro);
      direct.push_back(b);
    } else if (python_builtin_id(b) != builtin_id("object")) {
      in.raise("TypeError", "type() bases must be classes (built-in types other than object are not modelled)");
      return Value::none();
    }
  }
  if (!direct.empty()) seqs.push_back(direct);
  while (true) {  // C3: the first head in no other sequence's tail
    const Value* pick = nullptr;
    bool any = false;
    for (auto& sq : seqs) {
      if (sq.empty()) continue;
      any = true;
      bool in_tail = false;
      for (auto& other : seqs)
        for (std::size_t k = 1; k < other.size(); ++k) in_tail |= other[k].obj() == sq.front().obj();
      if (!in_tail) { pick = &sq.front(); break; }
    }
    if (!any) break;
    if (!pick) {
      in.raise("TypeError", "Cannot create a consistent method resolution order (MRO)");
      return Value::none();
    }
    Value chosen = *pick;
    c->mro.push_back(chosen);
    for (auto& sq : seqs)
      if (!sq.empty() && sq.front().obj() == chosen.obj()) sq.erase(sq.begin());
  }
  for (auto& m : c->mro) {
    if (m.obj() == c) continue;
    c->has_properties |= m.as<ClassObj>()->has_properties;
    if (c->meta.is_undef() || c->meta.is_none()) c->meta = m.as<ClassObj>()->meta;
  }
  for (auto& [k, v] : ns.as<DictObj>()->entries) {
    if (!k.is(Tag::Str)) continue;
    c->attrs.set(in.intern(k.as<StrObj>()->s), v);
    c->has_properties |= v.is(Tag::Accessor);
  }
  return cv;
}

/// A metaclass: a class deriving from `type` (no VM class, so recorded as an unresolved parent).
static bool derives_from_type(const Value& cls) {
  if (!cls.is(Tag::Class)) return false;
  for (const Value& k : cls.as<ClassObj>()->mro) {
    const auto& up = k.as<ClassObj>()->unresolved_parents;
    if (std::find(up.begin(), up.end(), "type") != up.end()) return true;
  }
  return false;
}

/// The metaclass's own `__new__` / `__init__` (type's are the class statement's work), or undef.
static Value meta_method(Vm& in, const Value& meta, std::string_view name) {
  const Name n = in.intern(name);
  for (const Value& k : meta.as<ClassObj>()->mro)
    if (const Value* m = k.as<ClassObj>()->attrs.find(n)) {
      Value f = m->is(Tag::Accessor) ? m->as<AccessorObj>()->get : *m;
      return f.is(Tag::Function) ? f : Value::undef();
    }
  return Value::undef();
}

/// Names the lowerer keeps in a class body that CPython's namespace lacks.
static bool internal_class_attr(std::string_view k) { return k == "__metaclass__" || k.starts_with("__rd_"); }

static constexpr std::string_view kMetaBuilding = "python.meta_building";

/// type.__new__(mcs, name, bases, ns). Inside a class statement's M.__new__
/// the class already exists: the namespace's entries (changed, added or
/// removed by M.__new__) become its attributes and it is returned; anywhere
/// else a new class is made, as type(name, bases, ns) makes one.
static Value type_new(Vm& in, const Value& mcs, const Value& name, const Value& bases, const Value& ns) {
  Value& building = in.run_state(kMetaBuilding);
  if (building.is(Tag::Class) && name.is(Tag::Str) && ns.is(Tag::Dict) &&
      building.as<ClassObj>()->name == name.as<StrObj>()->s) {
    Value cv = building;
    building = Value::none();  // one class statement makes one class
    auto* c = cv.as<ClassObj>();
    auto& items = c->attrs.items;
    std::erase_if(items, [&](const auto& kv) {
      const std::string& k = in.name(kv.first);
      return !internal_class_attr(k) && !ns.as<DictObj>()->find(make_str(k));
    });
    for (auto& [k, v] : ns.as<DictObj>()->entries)
      if (k.is(Tag::Str) && k.as<StrObj>()->s != "__module__") {
        c->attrs.set(in.intern(k.as<StrObj>()->s), v);
        c->has_properties |= v.is(Tag::Accessor);
      }
    if (mcs.is(Tag::Class)) c->meta = mcs;
    return cv;
  }
  Value cv = new_class(in, name, bases, ns);
  if (cv.is(Tag::Class) && mcs.is(Tag::Class)) cv.as<ClassObj>()->meta = mcs;
  return cv;
}

/// A class statement whose metaclass defines __new__ or __init__ runs them
/// (after __set_name__ and __init_subclass__, which CPython runs inside
/// type.__new__): M.__new__(M, name, bases, ns), then M.__init__(cls, ...)
/// when the result is an instance of M. Returns what the name binds.
static Value run_metaclass(Vm& in, const Value& cls, std::span<const Value> kw = {}) {
  Value meta = cls.as<ClassObj>()->meta;
  if (!derives_from_type(meta)) return cls;
  Value fnew = meta_method(in, meta, "__new__"), finit = meta_method(in, meta, "__init__");
  if (fnew.is_undef() && finit.is_undef()) return cls;
  auto* c = cls.as<ClassObj>();
  std::vector<Value> direct;  // the direct parents: those no earlier parent inherits from
  for (std::size_t k = 1; k < c->mro.size(); ++k)
    if (std::none_of(direct.begin(), direct.end(), [&](const Value& p) {
          const auto& pm = p.as<ClassObj>()->mro;
          return std::any_of(pm.begin(), pm.end(), [&](const Value& x) { return x.obj() == c->mro[k].obj(); });
        }))
      direct.push_back(c->mro[k]);
  Value bases = make_list(std::move(direct), Tag::Tuple);
  Value ns = make<DictObj>();
  ns.as<DictObj>()->set(make_str("__module__"), make_str("__main__"));
  ns.as<DictObj>()->set(make_str("__qualname__"), make_str(c->name));
  for (auto& [k, v] : c->attrs.items)
    if (!internal_class_attr(in.name(k))) ns.as<DictObj>()->set(make_str(in.name(k)), v);
  Value name = make_str(c->name);
  Value result = cls;
  if (!fnew.is_undef()) {
    Value saved = in.run_state(kMetaBuilding);
    in.run_state(kMetaBuilding) = cls;
    std::vector<Value> args{meta, name, bases, ns};
    args.insert(args.end(), kw.begin(), kw.end());  // class C(metaclass=M, flavor=1): M.__new__'s keywords
    result = in.call_sync(fnew, args);
    in.run_state(kMetaBuilding) = saved;
    if (in.raising()) return cls;
  }
  if (!finit.is_undef() && result.is(Tag::Class)) {
    const auto& mro = result.as<ClassObj>()->meta.is(Tag::Class) ? result.as<ClassObj>()->meta.as<ClassObj>()->mro
                                                                    : std::vector<Value>{};
    if (std::any_of(mro.begin(), mro.end(), [&](const Value& k) { return k.obj() == meta.obj(); })) {
      std::vector<Value> args{result, name, bases, ns};
      args.insert(args.end(), kw.begin(), kw.end());
      in.call_sync(finit, args);
    }
  }
  return result;
}

/// repr text with each non-ASCII code point escaped \xhh, \uhhhh or \Uhhhhhhhh (ascii(), %a)
static std::string ascii_escape(const std::string& r) {
  std::string t;
  for (std::size_t i = 0; i < r.size();) {
    std::size_t n = utf8::sequence_length(r, i);
    if (static_cast<unsigned char>(r[i]) < 0x80 || n == 0) { t += r[i++]; continue; }
    std::uint32_t cp = utf8::first_code_point(std::string_view(r).substr(i, n));
    char buf[16];
    std::snprintf(buf, sizeof buf, cp < 0x100 ? "\\x%02x" : cp < 0x10000 ? "\\u%04x" : "\\U%08x", cp);
    t += buf;
    i += n;
  }
  return t;
}

/// printf-style str % args: %(key)s mapping keys, * width/precision from the
/// arguments, flags -+ 0#, length modifiers (ignored, as CPython does), and
/// the conversions s r a c d i u o x X e E f F g G %.
std::string percent_format(Vm& in, const std::string& fmt, const Value& args) {
  std::vector<Value> vals;
  if (args.is(Tag::Tuple)) vals = args.as<ListObj>()->items;
  else vals.push_back(args);
  // A tuple subclass's instance (a namedtuple, class P(tuple)) supplies its
  // items, as CPython's PyTuple_Check accepts subclasses.
  if (args.is(Tag::Instance)) {
    static const int tuple_id = builtin_id("tuple"), isinstance_id = builtin_id("isinstance");
    std::vector<Value> probe{args, builtin_value(tuple_id)};
    Value is_tuple = call_builtin(in, isinstance_id, Value::none(), probe);
    if (in.raising()) return {};
    if (is_tuple.is(Tag::Bool) && is_tuple.i()) {
      std::vector<Value> one{args};
      Value t = call_builtin(in, tuple_id, Value::none(), one);
      if (in.raising()) return {};
      if (t.is(Tag::Tuple)) vals = t.as<ListObj>()->items;
    }
  }
  // a mapping right operand is looked up by %(key) (any other use treats it as one value)
  const bool mapping = args.is(Tag::Dict) || (args.is(Tag::Instance) && instance_has_method(in, args, "__getitem__"));
  bool used_key = false;
  std::size_t k = 0;
  std::string out;
  auto next_arg = [&](Value& v) {
    if (k >= vals.size()) {
      in.raise("TypeError", "not enough arguments for format string");
      return false;
    }
    v = vals[k++];
    return true;
  };
  for (std::size_t i = 0; i < fmt.size(); ++i) {
    if (fmt[i] != '%') {
      out.push_back(fmt[i]);
      continue;
    }
    ++i;
    Value v;
    bool have = false;
    if (i < fmt.size() && fmt[i] == '(') {  // %(key)
      if (!mapping) { in.raise("TypeError", "format requires a mapping"); return out; }
      std::size_t depth = 1, j = i + 1;
      for (; j < fmt.size() && depth; ++j) depth += fmt[j] == '(' ? 1 : fmt[j] == ')' ? -1 : 0;
      if (depth) { in.raise("ValueError", "incomplete format key"); return out; }
      v = in.ir_load_index(args, make_str(fmt.substr(i + 1, j - i - 2)));
      if (in.raising()) return out;
      have = used_key = true;
      i = j;
    }
    std::string flags;
    while (i < fmt.size() && std::strchr("-+ 0#", fmt[i])) flags.push_back(fmt[i++]);
    auto number = [&](int& n) {  // a width or precision: digits, or * taking the next argument
      if (i < fmt.size() && fmt[i] == '*') {
        ++i;
        Value w;
        if (!next_arg(w)) return false;
        if (!w.is_int()) { in.raise("TypeError", "* wants int"); return false; }
        n = static_cast<int>(w.i());
        return true;
      }
      while (i < fmt.size() && std::isdigit(static_cast<unsigned char>(fmt[i]))) n = std::max(n, 0) * 10 + (fmt[i++] - '0');
      return true;
    };
    int width = -1, prec = -1;
    const bool star_width = i < fmt.size() && fmt[i] == '*';
    if (!number(width)) return out;
    if (i < fmt.size() && fmt[i] == '.') {
      ++i;
      prec = 0;
      if (!number(prec)) return out;
    }
    while (i < fmt.size() && std::strchr("hlL", fmt[i])) ++i;
    if (i >= fmt.size()) { in.raise("ValueError", "incomplete format"); return out; }
    char t = fmt[i];
    if (t == '%') { out.push_back('%'); continue; }
    if (!have && !next_arg(v)) return out;
    bool left = flags.find('-') != std::string::npos;
    if (width < -1 || (width == -1 && star_width)) { left = true; width = -width; }  // a negative * width left-aligns
    std::string pyspec;
    if (left) pyspec.push_back('<');
    else if (std::strchr("srac", t)) pyspec.push_back('>');  // %5s pads on the left, unlike {:5}
    if (flags.find('+') != std::string::npos) pyspec.push_back('+');
    else if (flags.find(' ') != std::string::npos) pyspec.push_back(' ');
    if (flags.find('#') != std::string::npos) pyspec.push_back('#');
    if (flags.find('0') != std::string::npos && !left && !std::strchr("srac", t)) pyspec.push_back('0');
    if (width >= 0) pyspec += std::to_string(width);
    const std::string text_spec = pyspec + (prec >= 0 ? "." + std::to_string(prec) : "");  // %.3s truncates
    auto as_number = [&](const char* conv) {  // %d of a float or an object with __int__/__float__
      if (!v.is(Tag::Instance)) return true;
      std::vector<Value> one{v};
      v = call_builtin(in, builtin_id(conv), Value::none(), one);
      return !in.raising();
    };
    switch (t) {
      case 's': out += format_spec(in, make_str(py_str(in, v)), text_spec); break;
      case 'r': out += format_spec(in, make_str(in.repr(v)), text_spec); break;
      case 'a': out += format_spec(in, make_str(ascii_escape(in.repr(v))), text_spec); break;
      case 'd': case 'i': case 'u':
        if (!as_number("int")) return out;
        if (!is_num(v) || v.is(Tag::Str)) {
          in.raise("TypeError", std::string("%") + t + " format: a real number is required, not " + type_name(v));
          return out;
        }
        out += format_spec(in, v.is(Tag::Float) ? make_int(BigInt(static_cast<long long>(std::trunc(v.d())))) : v, pyspec + "d");
        break;
      case 'x': case 'X': case 'o':
        if (!as_number("int")) return out;
        if (!is_int_like(v)) {
          in.raise("TypeError", std::string("%") + t + " format: an integer is required, not " + type_name(v));
          return out;
        }
        out += format_spec(in, v, pyspec + t);
        break;
      case 'f': case 'F': case 'e': case 'E': case 'g': case 'G':
        if (!as_number("float")) return out;
        if (!is_num(v) || v.is(Tag::Str)) {
          in.raise("TypeError", "must be real number, not " + type_name(v));
          return out;
        }
        out += format_spec(in, v, text_spec + t);
        break;
      case 'c': {
        std::string ch;
        if (v.is(Tag::Str) && text::length(v.as<StrObj>()->s) == 1) ch = v.as<StrObj>()->s;
        else if (v.is_int() && v.i() >= 0 && v.i() <= 0x10FFFF) utf8::append(ch, static_cast<std::uint32_t>(v.i()));
        else { in.raise("TypeError", "%c requires int or char"); return out; }
        out += format_spec(in, make_str(ch), pyspec);
        break;
      }
      default: {
        char buf[64];
        std::snprintf(buf, sizeof buf, "unsupported format character '%c' (0x%x) at index %zu", t, static_cast<unsigned char>(t), i);
        in.raise("ValueError", buf);
        return out;
      }
    }
    if (in.raising()) return out;
  }
  if (k < vals.size() && !used_key && (args.is(Tag::Tuple) || !mapping))
    in.raise("TypeError", "not all arguments converted during string formatting");
  return out;
}

int builtin_id(std::string_view name) {
  if (name.find('.') != std::string_view::npos || name.find(':') != std::string_view::npos) return -1;
  return id_of(name);
}

std::string builtin_repr(int id, bool bound) {
  if (id < 0 || id >= kCount) return "<built-in function>";
  std::string_view name = kBuiltins[id];
  if (auto dot = name.find('.'); dot != std::string_view::npos) {
    std::string m(name.substr(dot + 1)), owner(name.substr(0, dot));
    if (owner == "dunder") return bound ? "<method-wrapper '" + m + "'>" : "<slot wrapper '" + m + "'>";
    return bound ? "<built-in method " + m + " of " + owner + " object>" : "<method '" + m + "' of '" + owner + "' objects>";
  }
  static constexpr std::string_view kTypes[] = {"bool", "bytes", "dict", "enumerate", "filter", "float", "frozenset",
                                                "int", "list", "map", "object", "range", "reversed", "set", "slice",
                                                "str", "super", "tuple", "type", "zip"};
  for (auto t : kTypes)
    if (t == name) return "<class '" + std::string(name) + "'>";
  return "<built-in function " + std::string(name) + ">";
}

namespace {
// One native entry point per built-in (the kernel calls natives through a
// function pointer; the pointer names the built-in).
template <int Id>
Value trampoline(Vm& in, const Value& self, std::vector<Value>& args) {
  return call_builtin(in, Id, self, args);
}
template <int... Ids>
constexpr std::array<NativeFn, sizeof...(Ids)> make_trampolines(std::integer_sequence<int, Ids...>) {
  return {&trampoline<Ids>...};
}
constexpr auto kTrampolines = make_trampolines(std::make_integer_sequence<int, kCount>{});
}  // namespace

Value builtin_value(int id, Value self) {
  return make_native(kTrampolines[static_cast<std::size_t>(id)], kBuiltins[id], std::move(self), static_cast<std::uint32_t>(id));
}

int python_builtin_id(const Value& v) {
  if (!v.is(Tag::Builtin)) return -1;
  auto* b = v.as<BuiltinObj>();
  if (b->id >= static_cast<std::uint32_t>(kCount) || b->fn != kTrampolines[b->id]) return -1;
  return static_cast<int>(b->id);
}

/// Whether an instance's class (or a base) defines method `name`.
bool instance_has_method(Vm& in, const Value& obj, const char* name) {
  Name n = in.intern(name);
  for (auto& k : obj.as<InstanceObj>()->klass()->mro)
    if (Value* m = k.as<ClassObj>()->attrs.find(n); m && m->is(Tag::Function)) return true;
  return false;
}

/// Every member of `small` is in `big` (set <= set, set.issubset).
bool set_within(Vm& in, DictObj* small, DictObj* big) {
  if (small->entries.size() > big->entries.size()) return false;
  if (!in.charge_items(small->entries.size())) return false;
  for (auto& [k, _] : small->entries)
    if (!big->find(k)) return false;
  return true;
}

/// round(x, -k): x to a multiple of 10**k, ties to even, computed on x's
/// exact value (an int stays an int, a float a float), as CPython does.
static Value round_to_tens(Vm& in, const Value& v, std::int64_t k) {
  const bool is_float = v.is(Tag::Float);
  if (is_float && !std::isfinite(v.d())) return v;
  if (k > 400) return is_float ? Value::real(std::copysign(0.0, v.d())) : Value::integer(0);
  BigInt num = 0, den = 1;  // |x| = num / den exactly
  if (is_float) {
    int e = 0;
    const double m = std::frexp(std::fabs(v.d()), &e);
    num = BigInt(static_cast<std::int64_t>(std::ldexp(m, 53)));
    e -= 53;
    if (e >= 0) num <<= e;
    else den <<= -e;
  } else {
    num = to_big(v);
    if (num < 0) num = -num;
  }
  const bool neg = is_float ? std::signbit(v.d()) : to_big(v) < 0;
  BigInt p = 1;
  for (std::int64_t i = 0; i < k; ++i) p *= 10;
  BigInt q = num / (den * p), r = num % (den * p);
  if (2 * r > den * p || (2 * r == den * p && (q & 1) != 0)) q += 1;
  BigInt out = q * p;
  if (neg) out = -out;
  if (!is_float) return make_int(out);
  const double d = out.convert_to<double>();
  if (!std::isfinite(d)) {
    in.raise("OverflowError", "rounded value too large to represent");
    return Value::none();
  }
  return Value::real(neg && d == 0 ? -0.0 : d);
}

Value index_value(Vm& in, const Value& v) {
  if (!v.is(Tag::Instance) || !instance_has_method(in, v, "__index__")) return Value::undef();
  Value f = in.ir_load_attr(v, in.intern("__index__"));
  return in.raising() ? Value::none() : in.call_sync(f, {});
}

/// dir(obj) of an instance, a class or a module: a sorted list of its names
/// (__dir__'s, when its class defines one). An instance or class adds its
/// classes' attributes and what every object has; the lowerer's own
/// bookkeeping names (__metaclass__, __rd_*) are left out. dir() of
/// built-in values and of the current scope are not modelled.
/// dir(): the sorted names bound in the calling scope; a module's adds the
/// module attributes CPython's has when it runs a file.
static Value scope_dir(Vm& in) {
  std::vector<std::pair<Name, Value>> vars;
  const bool module = in.scope_variables(vars);
  std::set<std::string> names;
  for (auto& [n, v] : vars) {
    const std::string& s = in.name(n);
    // the lowerer's temporaries (__iter_7) and the built-ins lib/ modules rebind at module level
    if (s.empty() || (s.starts_with("__") && !s.ends_with("__")) || s.find_first_of("$.<> ") != std::string::npos) continue;
    if (module && (s == "bytes" || s == "bytearray" || s == "memoryview" || s == "complex")) continue;
    names.insert(s);
  }
  if (module)
    for (const char* n : {"__annotations__", "__builtins__", "__cached__", "__doc__", "__file__", "__loader__", "__name__",
                          "__package__", "__spec__"})
      names.insert(n);
  if (!in.charge_sort(names.size())) return Value::none();
  std::vector<Value> out;
  for (const auto& s : names) out.push_back(make_str(s));
  return make_list(std::move(out));
}

static Value dir_of(Vm& in, const Value& o) {
  if (o.is(Tag::Instance) && instance_has_method(in, o, "__dir__")) {
    Value f = in.ir_load_attr(o, in.intern("__dir__"));
    if (in.raising()) return Value::none();
    Value got = in.call_sync(f, {});
    std::vector<Value> items;
    if (in.raising() || !in.items_of(got, items)) return Value::none();
    std::vector<std::string> names;
    for (auto& v : items)
      if (v.is(Tag::Str)) names.push_back(v.as<StrObj>()->s);
    std::sort(names.begin(), names.end());
    std::vector<Value> out;
    for (auto& n : names) out.push_back(make_str(n));
    return make_list(std::move(out));
  }
  std::set<std::string> names;
  auto add = [&](Name k) {
    const std::string& n = in.name(k);
    if (n != "__metaclass__" && !n.starts_with("__rd_")) names.insert(n);
  };
  const ClassObj* cls = o.is(Tag::Class) ? o.as<ClassObj>() : o.as<InstanceObj>()->klass();
  const bool module = o.is(Tag::Instance) && (cls->name == "module" || (cls->unresolved_parents.size() == 1 &&
                                                                        cls->unresolved_parents[0] == cls->name));
  if (o.is(Tag::Instance))
    for (auto& [k, v] : o.as<InstanceObj>()->fields.items) add(k);
  if (module) {
    for (const char* n : {"__doc__", "__file__", "__loader__", "__name__", "__package__", "__spec__"}) names.insert(n);
  } else {
    for (const Value& k : cls->mro) {
      for (auto& [n, v] : k.as<ClassObj>()->attrs.items) add(n);
      if (k.as<ClassObj>()->builtin && k.as<ClassObj>()->name == "BaseException")  // what every exception has
        names.insert({"__cause__", "__context__", "__dict__", "__setstate__", "__suppress_context__", "__traceback__", "add_note",
                      "args", "with_traceback"});
      if (k.as<ClassObj>()->builtin || (k.as<ClassObj>()->name == "object" && k.as<ClassObj>()->mro.size() == 1))
        continue;  // object() is the "object" builtin's featureless instance: no __dict__
      names.insert("__module__");
      if (const Value* sl = k.as<ClassObj>()->attrs.find(in.intern("__slots__"))) {  // slot names are class members
        std::vector<Value> slots;
        if (sl->is(Tag::Str)) names.insert(sl->as<StrObj>()->s);
        else if (in.items_of(*sl, slots))
          for (auto& v : slots)
            if (v.is(Tag::Str)) names.insert(v.as<StrObj>()->s);
      }
      if (!k.as<ClassObj>()->attrs.find(in.intern("__slots__")))  // a class without __slots__
        names.insert({"__dict__", "__weakref__"});
    }
    for (const char* n : {"__class__", "__delattr__", "__dir__", "__doc__", "__eq__", "__format__", "__ge__",
                          "__getattribute__", "__getstate__", "__gt__", "__hash__", "__init__", "__init_subclass__",
                          "__le__", "__lt__", "__ne__", "__new__", "__reduce__", "__reduce_ex__", "__repr__",
                          "__setattr__", "__sizeof__", "__str__", "__subclasshook__"})
      names.insert(n);
  }
  if (!in.charge_items(names.size())) return Value::none();
  std::vector<Value> out;
  for (auto& n : names) out.push_back(make_str(n));
  return make_list(std::move(out));
}

/// A module object: an instance of a class named "module" whose fields are
/// the module's names.
Value new_module_object() {
  auto* c = new ClassObj();
  c->name = "module";
  Value cv = Value::object(c);
  c->mro.push_back(cv);
  auto* m = new InstanceObj();
  m->cls = cv;
  return Value::object(m);
}

Value native_module(Vm& in, std::string_view module) {
  if (module == "asyncio") return asyncio_module(in);
  if (module != "math") return Value::undef();
  Value mv = new_module_object();
  auto* m = mv.as<InstanceObj>();
  std::string prefix = std::string(module) + ":";
  for (int i = 0; i < kCount; ++i) {
    std::string_view n = kBuiltins[i];
    if (n.rfind(prefix, 0) == 0) m->fields.set(in.intern(n.substr(prefix.size())), builtin_value(i));
  }
  m->fields.set(in.intern("pi"), Value::real(3.141592653589793));
  m->fields.set(in.intern("e"), Value::real(2.718281828459045));
  m->fields.set(in.intern("tau"), Value::real(6.283185307179586));
  m->fields.set(in.intern("inf"), Value::real(INFINITY));
  m->fields.set(in.intern("nan"), Value::real(NAN));
  return mv;
}

int method_id(const Value& self, std::string_view name) {
  const char* t = nullptr;
  switch (self.tag()) {
    case Tag::List: t = "list"; break;
    case Tag::Dict: t = "dict"; break;
    case Tag::Str: t = "str"; break;
    case Tag::Set: t = "set"; break;
    case Tag::Tuple: t = "tuple"; break;
    case Tag::Int: case Tag::Bool: case Tag::BigInt: t = "int"; break;
    case Tag::Float: t = "float"; break;
    case Tag::Generator: t = "generator"; break;
    case Tag::Accessor: t = "property"; break;
    default: return -1;
  }
  std::string key = std::string(t) + "." + std::string(name);
  int id = id_of(key);
  if (id < 0 && builtin_dunder_applies(self, name)) id = id_of("dunder." + std::string(name));  // (2.5).__round__
  return id;
}

int unbound_method_id(int type_builtin_id, std::string_view method) {
  if (type_builtin_id < 0 || type_builtin_id >= kCount) return -1;
  int id = id_of(std::string(kBuiltins[type_builtin_id]) + "." + std::string(method));
  if (id < 0 && method.size() > 4 && method.starts_with("__") && method.ends_with("__"))  // str.__len__, int.__add__
    if (Value probe = builtin_type_probe(kBuiltins[type_builtin_id]); !probe.is_undef() && builtin_dunder_applies(probe, method))
      id = id_of("dunder." + std::string(method));
  return id;
}

/// The name of a built-in type as a value (int, str, type(3), bool...), or
/// null for anything else (functions such as len, instances, classes).
const char* builtin_type_name(const Value& v) {
  if (!v.is(Tag::Builtin) || !v.as<BuiltinObj>()->self.is_none()) return nullptr;
  const char* n = v.as<BuiltinObj>()->native_name;
  if (!n) return nullptr;
  static constexpr std::string_view kTypes[] = {"int", "float", "str", "bool", "list", "dict", "set", "frozenset",
                                                "tuple", "bytes", "bytearray", "object", "type", "complex", "range",
                                                "slice", "memoryview", "property", "classmethod", "staticmethod",
                                                "super", "enumerate", "zip", "map", "filter", "reversed"};
  return std::find(std::begin(kTypes), std::end(kTypes), std::string_view(n)) != std::end(kTypes) ? n : nullptr;
}

static Value sorted_items(Vm& in, std::vector<Value> items, const Value* key, bool reverse) {
  if (!in.charge_sort(items.size())) return Value::none();  // n log n comparisons (the step budget bounds time)
  std::vector<Value> keys;
  if (key && !key->is_none()) {
    for (auto& x : items) {
      keys.push_back(in.call_sync(*key, std::span<const Value>(&x, 1)));
      if (in.raising()) return Value::none();
    }
  } else {
    keys = items;
  }
  std::vector<std::size_t> idx(items.size());
  for (std::size_t i = 0; i < idx.size(); ++i) idx[i] = i;
  bool failed = false;
  std::stable_sort(idx.begin(), idx.end(), [&](std::size_t a, std::size_t b) {
    if (failed) return false;
    const Value& x = reverse ? keys[b] : keys[a];
    const Value& y = reverse ? keys[a] : keys[b];
    Value r = python_binop(in, ir::Operator::Lt, x, y);
    if (in.raising()) {
      failed = true;
      return false;
    }
    return truthy(r);
  });
  if (failed) return Value::none();
  std::vector<Value> out;
  for (auto i : idx) out.push_back(items[i]);
  return make_list(std::move(out));
}

/// upper/lower/swapcase/casefold/title/capitalize of non-ASCII text, code point by code point.
static std::string map_case(const std::string& s, std::string_view mode) {
  std::string out;
  bool word_start = true;
  auto cased = [](std::uint32_t c) { return text::lower(c) != c || text::upper(c) != c || text::special_case(c) || text::cased_unmapped(c); };
  bool prev_cased = false;
  for (std::size_t i = 0; i < s.size();) {
    std::uint32_t c = text::decode(s, i);
    const bool is_upper = text::lower(c) != c, is_lower = text::upper(c) != c;
    const bool after_cased = prev_cased;
    prev_cased = cased(c);
    bool up = mode == "upper" || (mode == "swapcase" && is_lower) || ((mode == "title" || mode == "capitalize") && word_start);
    if (mode == "swapcase" && is_upper && is_lower) {  // a titlecase letter (ǅ) keeps its case
      utf8::append(out, c);
    } else if (const text::SpecialCase* sc = text::special_case(c)) {
      // a full mapping (ß -> SS, ﬁ -> FI, ǆ -> ǅ as title): titlecase only starts a word
      std::string self;
      utf8::append(self, c);
      if (mode == "swapcase" && self == sc->title && self != sc->upper && self != sc->lower) {  // titlecase (ᾈ) keeps its case
        out += self;
        continue;
      }
      if (mode == "swapcase") up = self != sc->upper;  // lowercase (ß has no simple capital)
      out += mode == "casefold" ? sc->fold
             : up              ? (mode == "title" || mode == "capitalize" ? sc->title : sc->upper)
             : mode == "swapcase" && self == sc->lower ? self.c_str()
                               : sc->lower;
    } else {
      std::uint32_t m = up ? text::upper(c) : (mode == "swapcase" && !is_upper) ? c : text::lower(c);
      if (m == 0x3C3 && c == 0x3A3 && after_cased && mode != "casefold") {  // Final_Sigma: a capital sigma ending a word is ς
        std::size_t j = i;
        if (j >= s.size() || !cased(text::decode(s, j))) m = 0x3C2;
      }
      utf8::append(out, m);
    }
    if (mode == "title") word_start = !cased(c);  // CPython: after an uncased character
    else if (mode == "capitalize") word_start = false;
  }
  return out;
}

/// str.isalpha and the other classes over non-ASCII text.
static bool char_class(const std::string& s, std::string_view mode) {
  if (s.empty()) return false;
  bool cased = false;
  for (std::size_t i = 0; i < s.size();) {
    std::uint32_t c = text::decode(s, i);
    if (mode == "isupper" || mode == "islower") {
      bool up = text::lower(c) != c, low = text::upper(c) != c || c == 0xDF;
      if (mode == "isupper" ? low : up) return false;
      cased = cased || up || low;
      continue;
    }
    bool ok = mode == "isalpha"     ? text::is_alpha(c)
              : mode == "isalnum"   ? text::is_alpha(c) || text::is_numeric(c)
              : mode == "isspace"   ? text::is_space(c)
              : mode == "isdecimal" ? text::is_decimal(c)
              : mode == "isdigit"   ? text::is_digit_char(c)
                                    : text::is_numeric(c);
    if (!ok) return false;
  }
  return mode == "isupper" || mode == "islower" ? cased : true;
}

// dict(src) / d.update(src): a dict's entries, a mapping object's keys() with
// obj[key], or an iterable of key/value pairs (CPython's errors when a pair
// is not one). False when raising.
static bool fill_dict(Vm& in, DictObj* d, const Value& src) {
  if (src.is(Tag::Dict)) {
    if (!in.charge_items(src.as<DictObj>()->entries.size())) return false;
    if (src.as<DictObj>() == d) return true;
    for (auto& [k, v] : src.as<DictObj>()->entries) d->set(k, v);
    return true;
  }
  if (src.is(Tag::Instance) && instance_has_method(in, src, "keys")) {
    Value keys_fn = in.ir_load_attr(src, in.intern("keys"));
    Value ks = in.call_sync(keys_fn, {});
    std::vector<Value> keys;
    if (in.raising() || !in.items_of(ks, keys)) return false;
    if (!in.charge_items(keys.size())) return false;
    for (auto& k : keys) {
      Value v = in.ir_load_index(src, k);
      if (in.raising()) return false;
      d->set(k, v);
    }
    return true;
  }
  std::vector<Value> items;
  if (!in.items_of(src, items)) return false;
  if (!in.charge_items(items.size())) return false;
  for (std::size_t i = 0; i < items.size(); ++i) {
    std::vector<Value> kv;
    const Value& p = items[i];
    if (!(p.is(Tag::List) || p.is(Tag::Tuple) || p.is(Tag::Str) || p.is(Tag::Instance) || p.is(Tag::Dict) || p.is(Tag::Set))) {
      in.raise("TypeError", "cannot convert dictionary update sequence element #" + std::to_string(i) + " to a sequence");
      return false;
    }
    if (!in.items_of(p, kv)) return false;
    if (kv.size() != 2) {
      in.raise("ValueError", "dictionary update sequence element #" + std::to_string(i) + " has length " +
                                 std::to_string(kv.size()) + "; 2 is required");
      return false;
    }
    Value key = hash_key(in, kv[0]);
    if (in.raising()) return false;
    d->set(key, kv[1]);
  }
  return true;
}

static std::string strip_chars(const std::string& s, const std::string& chars, bool left, bool right) {
  std::size_t b = 0, e = s.size();
  auto is = [&](char c) { return chars.empty() ? std::isspace(static_cast<unsigned char>(c)) != 0 : chars.find(c) != std::string::npos; };
  if (left)
    while (b < e && is(s[b])) ++b;
  if (right)
    while (e > b && is(s[e - 1])) --e;
  return s.substr(b, e - b);
}

/// The text of a bytes or bytearray (lib/_bytes.py instances, their items in _v), as
/// int() and float() parse it; false for anything else.
static bool bytes_text(Vm& in, const Value& v, std::string& out) {
  if (!v.is(Tag::Instance)) return false;
  bool is_bytes = false;
  const Name module = in.intern("__module__");
  for (auto& k : v.as<InstanceObj>()->klass()->mro) {
    auto* c = k.as<ClassObj>();
    const Value* m = c->attrs.find(module);
    if (c->name == "bytes" && m && m->is(Tag::Str) && m->as<StrObj>()->s == "builtins") is_bytes = true;
  }
  if (!is_bytes) return false;
  const Value* items = v.as<InstanceObj>()->fields.find(in.intern("_v"));
  if (!items || !items->is(Tag::List)) return false;
  out.clear();
  for (const Value& b : items->as<ListObj>()->items) out.push_back(static_cast<char>(b.is(Tag::Int) ? b.i() : 0));
  return true;
}

static Value to_int(Vm& in, const Value& v, int base, const std::string* shown = nullptr) {
  const int base0 = base;  // as the error message names it
  if (std::string t; bytes_text(in, v, t)) {  // int(b"ff", 16): ASCII digits only
    std::string r = in.repr(v);  // the error shows a bytearray as bytes, as CPython does
    if (r.starts_with("bytearray(") && r.ends_with(")")) r = r.substr(10, r.size() - 11);
    if (text::ascii(t)) return to_int(in, make_str(t), base, &r);
    in.raise("ValueError", "invalid literal for int() with base " + std::to_string(base0) + ": " + r);
    return Value::none();
  }
  if (v.is(Tag::Int) || v.is(Tag::BigInt)) return v;
  if (v.is(Tag::Bool)) return Value::integer(v.i());
  if (v.is(Tag::Float)) {
    double d = v.d();
    if (!std::isfinite(d)) {
      in.raise(std::isnan(d) ? "ValueError" : "OverflowError", std::isnan(d) ? "cannot convert float NaN to integer" : "cannot convert float infinity to integer");
      return Value::none();
    }
    if (std::fabs(d) < 9e18) return Value::integer(static_cast<std::int64_t>(d));
    return make_int(BigInt(d));
  }
  if (v.is(Tag::Str)) {
    const std::string& raw_text = v.as<StrObj>()->s;
    std::string s = strip_chars(text::ascii(raw_text) ? raw_text : decimal_to_ascii(raw_text), "", true, true);
    std::string digits;
    bool neg = false;
    std::size_t i = 0;
    if (i < s.size() && (s[i] == '-' || s[i] == '+')) neg = s[i++] == '-';
    // 0x/0o/0b: the base's own prefix is allowed; base 0 takes the base from it
    bool ok = true;
    if (i + 1 < s.size() && s[i] == '0') {
      const char p = static_cast<char>(s[i + 1] | 0x20);
      const int pb = p == 'x' ? 16 : p == 'o' ? 8 : p == 'b' ? 2 : 0;
      if (pb && (base == 0 || base == pb)) {
        base = pb;
        i += 2;
        if (i < s.size() && s[i] == '_') ++i;
      }
    }
    if (base == 0) {  // no prefix: decimal, where a leading 0 is only allowed in zero itself
      base = 10;
      if (i < s.size() && s[i] == '0' && s.find_first_not_of("0_", i) != std::string::npos) ok = false;
    }
    for (; i < s.size(); ++i)
      if (s[i] != '_') digits.push_back(s[i]);
    ok = ok && !digits.empty();
    if (base == 10 && digits.size() > 4300) {
      in.raise("ValueError", "Exceeds the limit (4300 digits) for integer string conversion: value has " + std::to_string(digits.size()) +
                                 " digits; use sys.set_int_max_str_digits() to increase the limit");
      return Value::none();
    }
    // chunks of 12 digits (a multiply-add of the whole number per chunk): quadratic, paid for first
    std::uint64_t chunks = digits.size() / 12 + 1;
    if (!in.charge_bytes(v.as<StrObj>()->s.size()) || (chunks >= 16 && !in.charge(chunks * chunks / 64))) return Value::none();
    BigInt x = 0;
    std::uint64_t chunk = 0, scale = 1;
    for (char c : digits) {
      int d = std::isdigit(static_cast<unsigned char>(c)) ? c - '0' : std::isalpha(static_cast<unsigned char>(c)) ? std::tolower(c) - 'a' + 10 : 99;
      if (d < 0 || d >= base) { ok = false; break; }
      chunk = chunk * static_cast<std::uint64_t>(base) + static_cast<std::uint64_t>(d);
      scale *= static_cast<std::uint64_t>(base);
      if (scale >= (1ull << 58) / 36) { x = x * scale + chunk; chunk = 0; scale = 1; }
    }
    if (ok && scale > 1) x = x * scale + chunk;
    if (!ok) {
      in.raise("ValueError", "invalid literal for int() with base " + std::to_string(base0) + ": " + (shown ? *shown : in.repr(v)));
      return Value::none();
    }
    return make_int(neg ? BigInt(-x) : x);
  }
  in.raise("TypeError", "int() argument must be a string, a bytes-like object or a real number, not '" + type_name(v) + "'");
  return Value::none();
}

/// str.maketrans(x[, y[, z]]): {ord: ord or None}; a dict of str/int keys alone.
Value str_maketrans(Vm& in, const Value& self, std::vector<Value>& raw) {
  std::vector<Value> args;
  if (!self.is_undef() && !self.is_none()) args.push_back(self);
  for (auto& v : raw) args.push_back(v);
  Value out = make<DictObj>();
  auto* d = out.as<DictObj>();
  auto txt = [](const Value& v) -> const std::string& { return v.as<StrObj>()->s; };
  auto cps = [](const std::string& t) {
    std::vector<Value> r;
    for (std::size_t i = 0; i < t.size();) r.push_back(Value::integer(text::decode(t, i)));
    return r;
  };
  if (args.size() == 1) {
    if (!args[0].is(Tag::Dict)) {
      in.raise("TypeError", "if you give only one argument to maketrans it must be a dict");
      return Value::none();
    }
    for (auto& [k, v] : args[0].as<DictObj>()->entries) {
      if (k.is(Tag::Str) && text::length(txt(k)) == 1) d->set(cps(txt(k))[0], v);
      else if (k.is_int()) d->set(k, v);
      else {
        in.raise("ValueError", "string keys in translate table must be of length 1");
        return Value::none();
      }
    }
    return out;
  }
  if (args.size() < 2 || args.size() > 3 || !args[0].is(Tag::Str) || !args[1].is(Tag::Str) ||
      (args.size() == 3 && !args[2].is(Tag::Str))) {
    in.raise("TypeError", "maketrans() arguments must be strings");
    return Value::none();
  }
  const std::vector<Value> x = cps(txt(args[0])), y = cps(txt(args[1]));
  if (x.size() != y.size()) {
    in.raise("ValueError", "the first two maketrans arguments must have equal length");
    return Value::none();
  }
  if (!in.charge_items(x.size())) return Value::none();
  for (std::size_t k = 0; k < x.size(); ++k)
    d->set(x[k], y[k]);
  if (args.size() == 3)
    for (const Value& c : cps(txt(args[2]))) d->set(c, Value::none());
  return out;
}

Value call_builtin(Vm& in, int id, const Value& self, std::vector<Value>& raw) {
  if (id < 0 || id >= kCount) return Value::none();
  std::string_view name = kBuiltins[id];
  if (name == "str.maketrans") return str_maketrans(in, self, raw);
  if (name == "int.from_bytes" && self.is_undef()) return call_builtin(in, id, Value::none(), raw);  // a class method
  if (name == "float.fromhex") {  // a class method: C's strtod reads the hex form, correctly rounded
    if (raw.size() != 1 || !raw[0].is(Tag::Str)) {
      in.raise("TypeError", "float.fromhex() takes exactly one str argument");
      return Value::none();
    }
    std::string t = strip_chars(raw[0].as<StrObj>()->s, "", true, true);
    std::string sign;
    if (!t.empty() && (t[0] == '+' || t[0] == '-')) {
      sign = t.substr(0, 1);
      t.erase(0, 1);
    }
    std::string low = t;
    for (auto& c : low) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (low == "inf" || low == "infinity") return Value::real(sign == "-" ? -INFINITY : INFINITY);
    if (low == "nan") return Value::real(NAN);
    if (low.rfind("0x", 0) != 0) low = "0x" + low;
    const bool ok_chars = low.size() > 2 && low.find_first_not_of("0123456789abcdefx.p+-") == std::string::npos &&
                          (std::isxdigit(static_cast<unsigned char>(low[2])) || low[2] == '.');
    char* end = nullptr;
    errno = 0;
    const std::string full = sign + low;
    const double d = ok_chars ? std::strtod(full.c_str(), &end) : 0.0;
    if (!ok_chars || end != full.c_str() + full.size()) {
      in.raise("ValueError", "invalid hexadecimal floating-point string");
      return Value::none();
    }
    if (std::isinf(d)) {
      in.raise("OverflowError", "hexadecimal value too large to represent as a float");
      return Value::none();
    }
    return Value::real(d);
  }
  if (name == "dict.fromkeys") {  // a class method: dict.fromkeys(iterable, value=None)
    std::vector<Value> keys;
    if (raw.empty() || !in.items_of(raw[0], keys)) {
      if (!in.raising()) in.raise("TypeError", "fromkeys expected at least 1 argument, got 0");
      return Value::none();
    }
    if (!in.charge_items(keys.size())) return Value::none();
    Value d = make<DictObj>();
    for (auto& k : keys) {
      if (k.is(Tag::List) || k.is(Tag::Dict) || (k.is(Tag::Set) && !is_frozenset(k))) {
        in.raise("TypeError", "unhashable type: '" + type_name(k) + "'");
        return Value::none();
      }
      d.as<DictObj>()->set(hash_key(in, k), raw.size() > 1 ? raw[1] : Value::none());
      if (in.raising()) return Value::none();
    }
    return d;
  }
  if (name == "object.__init_subclass__") {  // super().__init_subclass__(**kw) reaching object: takes no keywords
    for (auto& v : raw)
      if (v.is(Tag::KwArg)) {
        in.raise("TypeError", "object.__init_subclass__() takes no keyword arguments");
        return Value::none();
      }
    return Value::none();
  }
  if (name == "type.__new__" || (name == "object.__new__" && raw.size() == 4 && derives_from_type(raw[0]))) {
    if (raw.size() != 4) {  // super().__new__(mcs, name, bases, ns) in a metaclass reaches type's
      in.raise("TypeError", "type.__new__() takes exactly 3 arguments (" + std::to_string(raw.empty() ? 0 : raw.size() - 1) + " given)");
      return Value::none();
    }
    return type_new(in, raw[0], raw[1], raw[2], raw[3]);
  }
  if (name == "type.__init__") return Value::none();  // type.__init__(cls, name, bases, ns) does nothing
  if (name == "type.__call__") {  // a metaclass's super().__call__(*args): construct cls, its metaclass aside
    std::vector<Value> a = raw;
    if (!self.is_undef() && !self.is_none()) a.insert(a.begin(), self);
    if (a.empty() || !a[0].is(Tag::Class)) {
      in.raise("TypeError", "descriptor '__call__' requires a 'type' object");
      return Value::none();
    }
    auto* c = a[0].as<ClassObj>();
    Value meta = c->meta;
    c->meta = Value::none();  // the class's own __new__/__init__, not M.__call__ again
    Value out = in.call_sync(a[0], std::span<const Value>(a.data() + 1, a.size() - 1));
    c->meta = meta;
    return out;
  }
  if (name == "object.__new__") {  // object.__new__(cls, ...), super().__new__(cls): a bare instance of cls
    if (raw.empty() || !raw[0].is(Tag::Class)) {
      in.raise("TypeError", "object.__new__(X): X is not a type object (" + (raw.empty() ? std::string("nothing") : type_name(raw[0])) + ")");
      return Value::none();
    }
    auto* o = new InstanceObj();
    o->cls = raw[0];
    return Value::object(o);
  }
  if (name == "object.__setattr__" || name == "object.__delattr__") {  // object.__setattr__(o, n, v), super().__setattr__(n, v)
    std::vector<Value> a = raw;
    if (!self.is_undef() && !self.is_none()) a.insert(a.begin(), self);
    const std::size_t want = name == "object.__setattr__" ? 3 : 2;
    if (a.size() != want || !a[1].is(Tag::Str)) {
      in.raise("TypeError", std::string(name.substr(7)) + " expected " + std::to_string(want) + " arguments, got " +
                                std::to_string(a.size()));
      return Value::none();
    }
    if (want == 3) object_setattr(in, a[0], in.intern(a[1].as<StrObj>()->s), a[2]);
    else object_delattr(in, a[0], in.intern(a[1].as<StrObj>()->s));
    return Value::none();
  }
  if (name.starts_with("dunder.")) {  // a special method of a built-in value (python_dunders.cpp)
    if (!self.is_undef()) return call_builtin_dunder(in, name.substr(7), self, raw);
    if (raw.empty()) {
      in.raise("TypeError", "unbound method " + std::string(name.substr(7)) + "() needs an argument");
      return Value::none();
    }
    Value obj = raw.front();
    raw.erase(raw.begin());
    return call_builtin_dunder(in, name.substr(7), obj, raw);
  }
  if (self.is_undef() && name.find('.') != std::string_view::npos) {
    // unbound method called as type.method(obj, ...)
    if (raw.empty()) {
      in.raise("TypeError", "unbound method " + std::string(name) + "() needs an argument");
      return Value::none();
    }
    Value obj = raw.front();
    raw.erase(raw.begin());
    // The descriptor checks its receiver: the method bodies below trust it.
    std::string_view owner = name.substr(0, name.find('.'));
    std::string actual = type_name(obj);
    bool fits = actual == owner || (owner == "int" && obj.tag() == Tag::Bool);
    if (!fits) {
      if (obj.tag() == Tag::Symbolic) return in.fresh_symbolic(std::string(name) + "(...)");
      in.raise("TypeError", "descriptor '" + std::string(name.substr(owner.size() + 1)) + "' for '" + std::string(owner) +
                                "' objects doesn't apply to a '" + actual + "' object");
      return Value::none();
    }
    return call_builtin(in, id, obj, raw);
  }
  if (name == "__py_await_kind") return asyncio_await_kind(raw.empty() ? Value::none() : raw[0]);
  // Descriptors: the kernel's AccessorObj runs them on attribute access.
  if (name == "property" || name == "staticmethod" || name == "classmethod") {
    auto* acc = new AccessorObj();
    Value out = Value::object(acc);
    acc->akind = name == "property" ? AccessorObj::Property : name == "staticmethod" ? AccessorObj::Static : AccessorObj::ClassBound;
    std::size_t pos = 0;
    for (auto& v : raw) {
      if (v.is(Tag::KwArg)) {
        const std::string& k = v.as<KwArgObj>()->name;
        if (k == "fget") acc->get = v.as<KwArgObj>()->value;
        else if (k == "fset") acc->set = v.as<KwArgObj>()->value;
        else if (k == "fdel") acc->del = v.as<KwArgObj>()->value;
        continue;
      }
      (pos == 0 ? acc->get : pos == 1 ? acc->set : acc->del) = v;
      if (++pos > (name == "property" ? 4u : 1u)) {
        in.raise("TypeError", std::string(name) + "() takes at most " + (name == "property" ? "4" : "1") + " arguments");
        return Value::none();
      }
    }
    if (name != "property" && pos != 1) {
      in.raise("TypeError", std::string(name) + " expected 1 argument, got " + std::to_string(pos));
      return Value::none();
    }
    return out;
  }
  if (self.is(Tag::Accessor)) {  // prop.setter(f): a copy with one function replaced
    auto* acc = new AccessorObj();
    Value out = Value::object(acc);
    const auto* from = self.as<AccessorObj>();
    acc->akind = from->akind;
    acc->get = from->get;
    acc->set = from->set;
    acc->del = from->del;
    Value f = raw.empty() ? Value::none() : raw[0];
    (name == "property.setter" ? acc->set : name == "property.getter" ? acc->get : acc->del) = f;
    return out;
  }
  if (name == "exit" || name == "quit") {  // the site builtins: raise SystemExit(code)
    Value cls = in.define_builtin_class("SystemExit", "BaseException");
    if (cls.is(Tag::Class)) {
      Value e = in.call_sync(cls, std::span<const Value>(raw.data(), raw.size()));
      if (e.is(Tag::Instance)) e.as<InstanceObj>()->fields.set(in.intern("code"), raw.empty() ? Value::none() : raw[0]);
      if (!in.raising()) in.raise_value(e);
    }
    return Value::none();
  }
  if (name == "object") {  // a featureless instance (sentinels: _MISSING = object())
    auto* c = new ClassObj();
    c->name = "object";
    Value cv = Value::object(c);
    c->mro.push_back(cv);
    auto* o = new InstanceObj();
    o->cls = cv;
    return Value::object(o);
  }
  if (name == "__py_init_subclass") {  // __py_init_subclass(cls): a base's __init_subclass__(cls), then cls
    // (class keywords follow cls as KwArgs: class C(Base, kind="x"))
    if (raw.empty() || !raw[0].is(Tag::Class)) return raw.empty() ? Value::none() : raw[0];
    Value cls = raw[0];
    // class C(metaclass=M, flavor=1): the keywords go to M.__new__/__init__ (whose super().__new__
    // call, not modelled, would hand them on to __init_subclass__)
    std::vector<Value> kw(raw.begin() + 1, raw.end());
    if (const Value meta = cls.as<ClassObj>()->meta;
        !kw.empty() && derives_from_type(meta) &&
        (!meta_method(in, meta, "__new__").is_undef() || !meta_method(in, meta, "__init__").is_undef()))
      raw.resize(1);
    else
      kw.clear();
    // type.__new__'s order: each attribute's __set_name__(cls, name) (descriptors), then __init_subclass__
    std::vector<std::pair<Name, Value>> own(cls.as<ClassObj>()->attrs.items.begin(), cls.as<ClassObj>()->attrs.items.end());
    for (auto& [k, v] : own) {
      if (!v.is(Tag::Instance) || !instance_has_method(in, v, "__set_name__")) continue;
      Value m = in.ir_load_attr(v, in.intern("__set_name__"));
      if (in.raising()) return cls;
      Value args[2] = {cls, make_str(in.name(k))};
      in.call_sync(m, std::span<const Value>(args, 2));
      if (in.raising()) return cls;
    }
    Name n = in.intern("__init_subclass__");
    const auto& mro = cls.as<ClassObj>()->mro;
    for (std::size_t k = 1; k < mro.size(); ++k) {
      Value* m = mro[k].as<ClassObj>()->attrs.find(n);
      if (!m) continue;
      Value f = m->is(Tag::Accessor) ? m->as<AccessorObj>()->get : *m;
      if (f.is(Tag::Function)) in.call_sync(f, std::span<const Value>(raw.data(), raw.size()));
      return in.raising() ? cls : run_metaclass(in, cls, kw);
    }
    if (raw.size() > 1)  // object.__init_subclass__ takes no keywords
      in.raise("TypeError", cls.as<ClassObj>()->name + ".__init_subclass__() takes no keyword arguments");
    return in.raising() ? cls : run_metaclass(in, cls, kw);
  }
  if (name == "__py_new_instance") {  // an instance of cls without running __init__ (object.__new__)
    if (raw.size() != 1 || !raw[0].is(Tag::Class)) return Value::none();
    auto* o = new InstanceObj();
    o->cls = raw[0];
    return Value::object(o);
  }
  if (name == "__py_class_attrs") {  // [(name, value)] of a class's own body, in order
    if (raw.size() != 1 || !raw[0].is(Tag::Class)) return make_list({});
    std::vector<Value> out;
    for (auto& [k, v] : raw[0].as<ClassObj>()->attrs.items)
      out.push_back(make_list({make_str(in.name(k)), v}, Tag::Tuple));
    return make_list(std::move(out));
  }
  if (name == "__py_own_attr") {  // __py_own_attr(cls, "name"): defined in cls's own body (not inherited)
    if (raw.size() != 2 || !raw[0].is(Tag::Class) || !raw[1].is(Tag::Str)) return Value::boolean(false);
    return Value::boolean(raw[0].as<ClassObj>()->attrs.find(in.intern(raw[1].as<StrObj>()->s)) != nullptr);
  }
  if (name == "__py_exc_add_note") {  // BaseException.add_note(note) (3.11): appended to self.__notes__
    if (raw.size() != 1 || !raw[0].is(Tag::Str)) {
      in.raise("TypeError", "note must be a str, not '" + (raw.empty() ? std::string("NoneType") : type_name(raw[0])) + "'");
      return Value::none();
    }
    if (!self.is(Tag::Instance)) return Value::none();
    auto& fields = self.as<InstanceObj>()->fields;
    const Name notes = in.intern("__notes__");
    Value* list = fields.find(notes);
    if (!list || !list->is(Tag::List)) {
      fields.set(notes, make_list({}));
      list = fields.find(notes);
    }
    list->as<ListObj>()->items.push_back(raw[0]);
    return Value::none();
  }
  if (name == "__py_exc_str" || name == "__py_exc_repr") {  // BaseException.__str__ / __repr__ over self.args
    std::vector<Value> args;
    if (self.is(Tag::Instance))
      if (Value* t = self.as<InstanceObj>()->fields.find(in.intern("args")); t && t->is(Tag::Tuple)) args = t->as<ListObj>()->items;
    if (name == "__py_exc_str") {
      if (args.empty()) return make_str("");
      return make_str(args.size() == 1 ? in.str(args[0]) : in.repr(make_list(std::move(args), Tag::Tuple)));
    }
    std::string out = (self.is(Tag::Instance) ? self.as<InstanceObj>()->klass()->name : type_name(self)) + "(";
    for (std::size_t k = 0; k < args.size(); ++k) out += (k ? ", " : "") + in.repr(args[k]);
    return make_str(out + ")");
  }
  if (name == "__py_exc_init") {  // super().__init__(*args) reaching a built-in exception: BaseException.__init__
    std::vector<Value> pos;
    for (auto& v : raw)
      if (!v.is(Tag::KwArg)) pos.push_back(v);
    Value target = self;
    if (self.is_undef() && !pos.empty()) {  // unbound: Exception.__init__(self, *args)
      target = pos.front();
      pos.erase(pos.begin());
    }
    if (target.is(Tag::Instance)) target.as<InstanceObj>()->fields.set(in.intern("args"), make_list(std::move(pos), Tag::Tuple));
    return Value::none();
  }
  if (name == "__py_set_cause") {  // raise X from Y: the instance raised (a class is instantiated) with __cause__ = Y
    if (raw.size() != 2) return Value::none();
    Value exc = raw[0];
    if (exc.is(Tag::Class)) exc = in.call_sync(exc, {});
    if (in.raising()) return Value::none();
    if (exc.is(Tag::Instance)) {
      Value cause = raw[1];
      if (cause.is(Tag::Class)) cause = in.call_sync(cause, {});
      if (in.raising()) return Value::none();
      exc.as<InstanceObj>()->fields.set(in.intern("__cause__"), cause);
      exc.as<InstanceObj>()->fields.set(in.intern("__suppress_context__"), Value::boolean(true));
    }
    return exc;
  }
  if (name == "__py_set_context") {  // raise X inside an except clause: X.__context__ is the exception handled
    if (raw.size() != 2) return Value::none();
    Value exc = raw[0];
    if (exc.is(Tag::Class)) exc = in.call_sync(exc, {});
    if (in.raising()) return Value::none();
    if (exc.is(Tag::Instance) && raw[1].is(Tag::Instance) && exc.obj() != raw[1].obj())
      exc.as<InstanceObj>()->fields.set(in.intern("__context__"), raw[1]);
    return exc;
  }
  if (name == "__py_store_attr") {  // __py_store_attr(obj, "name", v): obj.name = v, functions included
    if (raw.size() != 3 || !raw[1].is(Tag::Str)) return Value::none();
    store_attr(in, raw[0], in.intern(raw[1].as<StrObj>()->s), raw[2]);
    return Value::none();
  }
  if (name == "__py_dict_store" || name == "__py_dict_del" || name == "__py_dict_update") {
    // o.__dict__[k] = v / del o.__dict__[k] / o.__dict__.update(...): the fields themselves
    if (raw.empty()) return Value::none();
    Value obj = raw[0];
    std::vector<Value> rest(raw.begin() + 1, raw.end());
    if (!obj.is(Tag::Instance) && !obj.is(Tag::Class)) {
      if (!obj.is_symbolic()) in.raise("AttributeError", "'" + type_name(obj) + "' object has no attribute '__dict__'");
      return Value::none();
    }
    if (name == "__py_dict_update") {
      Value d = make<DictObj>();
      call_builtin(in, id_of("dict.update"), d, rest);
      if (in.raising()) return Value::none();
      for (auto& [k, v] : d.as<DictObj>()->entries)
        if (k.is(Tag::Str)) in.ir_store_attr(obj, in.intern(k.as<StrObj>()->s), v);
      return Value::none();
    }
    if (rest.empty() || !rest[0].is(Tag::Str)) {
      if (!rest.empty() && !rest[0].is_symbolic()) in.raise("TypeError", "attribute name must be string, not '" + type_name(rest[0]) + "'");
      return Value::none();
    }
    Name field = in.intern(rest[0].as<StrObj>()->s);
    if (name == "__py_dict_store") {
      in.ir_store_attr(obj, field, rest.size() > 1 ? rest[1] : Value::none());
      return Value::none();
    }
    auto& items = obj.is(Tag::Instance) ? obj.as<InstanceObj>()->fields.items : obj.as<ClassObj>()->attrs.items;
    auto it = std::find_if(items.begin(), items.end(), [&](const auto& p) { return p.first == field; });
    if (it == items.end()) in.raise("KeyError", rest[0].as<StrObj>()->s);
    else items.erase(it);
    return Value::none();
  }
  if (name == "__py_delattr") {  // __py_delattr(obj, "name"): del obj.name
    if (raw.size() != 2 || !raw[1].is(Tag::Str)) return Value::none();
    delete_attr(in, raw[0], in.intern(raw[1].as<StrObj>()->s));
    return Value::none();
  }
  if (name == "input" || name == "__py_stdin") return stdin_call(in, name, raw);  // python_stdin.cpp
  if (name == "__py_is_unknown") return Value::boolean(!raw.empty() && raw[0].is_symbolic());  // lib/_asyncgen.py
  if (name == "__py_ucd") return unicodedata_call(in, raw);  // lib/unicodedata.py (python_unicodedata.cpp)
  if (name == "__py_digest") return digest_call(in, raw);  // lib/hashlib.py, zlib.py, binascii.py (python_digest.cpp)
  if (name == "__py_write_err") {  // sys.stderr.write(s) (lib/sys.py): the run's stderr, apart from stdout
    if (raw.size() != 1 || !raw[0].is(Tag::Str)) {
      in.raise("TypeError", "write() argument must be str, not " + (raw.empty() ? std::string("nothing") : type_name(raw[0])));
      return Value::none();
    }
    if (!in.charge_bytes(raw[0].as<StrObj>()->s.size())) return Value::none();
    in.write_err(raw[0].as<StrObj>()->s);
    return str_length(in, raw[0]);
  }
  if (name == "__py_redirect_stdout") {  // contextlib.redirect_stdout: print's target (None: the run's output); returns the previous one
    Value& slot = in.run_state(kStdoutTarget);
    Value prev = slot.is_undef() ? Value::none() : slot;
    slot = raw.empty() ? Value::none() : raw[0];
    g_stdout_redirected.store(true, std::memory_order_relaxed);
    return prev;
  }
  if (name == "__py_iop") {  // x op= y where it may be in place (python_lowerer.cpp, augmented_assignment)
    if (raw.size() != 3 || !raw[0].is(Tag::Str)) return Value::none();
    const std::string& op = raw[0].as<StrObj>()->s;
    const Value cur = raw[1], rhs = raw[2];
    ir::Operator oper{};
    if (!ir::binary_operator_from_spelling(op, oper)) return Value::none();
    if (cur.is(Tag::Instance)) {
      static const std::pair<std::string_view, const char*> kDunders[] = {
          {"+", "__iadd__"}, {"-", "__isub__"}, {"*", "__imul__"}, {"/", "__itruediv__"}, {"//", "__ifloordiv__"},
          {"%", "__imod__"}, {"**", "__ipow__"}, {"@", "__imatmul__"}, {"<<", "__ilshift__"}, {">>", "__irshift__"},
          {"&", "__iand__"}, {"|", "__ior__"}, {"^", "__ixor__"}};
      for (const auto& [o, dunder] : kDunders)
        if (o == op && instance_has_method(in, cur, dunder)) {
          Value f = in.ir_load_attr(cur, in.intern(dunder));
          if (in.raising()) return Value::none();
          Value r = in.call_sync(f, std::span<const Value>(&rhs, 1));
          if (in.raising()) return Value::none();
          const Value& declined = in.run_state(Vm::kOperatorDeclined);  // NotImplemented: the plain operator
          if (!(r.is(Tag::Instance) && declined.is(Tag::Instance) && r.obj() == declined.obj())) return r;
          break;
        }
    }
    if (cur.is(Tag::List) && op == "+") {  // list += iterable: extended in place
      std::vector<Value> more;
      if (!in.items_of(rhs, more)) {
        if (!in.raising()) in.raise("TypeError", "'" + type_name(rhs) + "' object is not iterable");
        return Value::none();
      }
      if (!in.charge_items(more.size())) return Value::none();
      auto& items = cur.as<ListObj>()->items;
      items.insert(items.end(), more.begin(), more.end());
      return cur;
    }
    if ((cur.is(Tag::List) && op == "*") || (cur.is(Tag::Set) && !is_frozenset(cur) && (op == "|" || op == "&" || op == "-" || op == "^")) ||
        (cur.is(Tag::Dict) && op == "|")) {  // the result's contents put into cur
      Value r = rhs;
      if (cur.is(Tag::Dict) && !rhs.is(Tag::Dict)) {  // d |= pairs: dict.update's rules
        std::vector<Value> args{rhs};
        Value upd = builtin_value(method_id(cur, "update"), cur);
        in.call_sync(upd, args);
        return in.raising() ? Value::none() : cur;
      }
      Value v = python_binop(in, oper, cur, r);
      if (in.raising()) return Value::none();
      if (cur.is(Tag::List)) {
        cur.as<ListObj>()->items = v.as<ListObj>()->items;
      } else {
        auto* d = cur.as<DictObj>();
        auto* src = v.as<DictObj>();
        d->entries = src->entries;
        d->index = src->index;
      }
      return cur;
    }
    return python_binop(in, oper, cur, rhs);
  }
  if (name == "__py_fn_params") {  // lib/inspect.py: [(name, kind, has_default, default)], kinds as inspect's _ParameterKind
    std::vector<Value> out;
    if (raw.empty() || !raw[0].is(Tag::Function)) return make_list(std::move(out));
    const auto* f = raw[0].as<FunctionObj>();
    const FunctionSig* sig = f->sig;
    if (!sig) return make_list(std::move(out));
    std::int64_t posonly = 0;
    if (Value p = function_attr(in, raw[0], "__rd_posonly__"); p.is(Tag::Int)) posonly = p.i();
    for (std::size_t k = 0; k < sig->params.size(); ++k) {
      const int ik = static_cast<int>(k);
      const std::string& pn = in.name(sig->params[k]);
      std::int64_t kind = ik == sig->kwargs ? 4 : ik == sig->varargs ? 2
                          : sig->varargs >= 0 && ik > sig->varargs ? 3 : static_cast<std::int64_t>(k) < posonly ? 0 : 1;
      if (pn == "__rd_kwonly") continue;  // a bare `*`: no parameter of its own
      bool has = k < f->defaults.size() && !f->defaults[k].is_undef();
      out.push_back(make_list({make_str(pn), Value::integer(kind), Value::boolean(has), has ? f->defaults[k] : Value::none()}, Tag::Tuple));
    }
    return make_list(std::move(out));
  }
  if (name == "__py_function_attrs") {  // __py_function_attrs(f, name=value, ...): attributes of a function
    if (raw.empty() || !raw[0].is(Tag::Function)) return Value::none();
    for (std::size_t k = 1; k < raw.size(); ++k)
      if (raw[k].is(Tag::KwArg)) set_function_attr(in, raw[0], raw[k].as<KwArgObj>()->name, raw[k].as<KwArgObj>()->value);
    return raw[0];
  }
  if (name == "__py_del_key") {  // del d[k]: the key as the dict holds it (hash_key), else k
    if (raw.size() != 2) return raw.empty() ? Value::none() : raw.back();
    return raw[0].is(Tag::Dict) && needs_hash_key(raw[1]) ? hash_key(in, raw[1]) : raw[1];
  }
  // `del x` in a function stores Undef: the slot is unbound again, and a
  // read raises UnboundLocalError (LanguageRuntime::unbound_local). A
  // module's unbound slot would fall back to a global lookup (an unknown
  // name is symbolic), so a module-level `del x` stores a marker instead,
  // and reads of that name check for it: NameError, as CPython.
  // A class body's `del tmp` stores the marker too; __py_unbound(cls) then
  // drops the attributes holding it.
  if (name == "__py_unbound") {
    Value marker_cls = in.define_builtin_class("__rd_deleted_name", "");
    if (!raw.empty() && raw[0].is(Tag::Class)) {
      auto& items = raw[0].as<ClassObj>()->attrs.items;
      std::erase_if(items, [&](const auto& kv) {
        return kv.second.is(Tag::Instance) && kv.second.template as<InstanceObj>()->cls.obj() == marker_cls.obj();
      });
      return raw[0];
    }
    if (raw.empty() || !truthy(raw[0])) return Value::undef();
    auto* o = new InstanceObj();
    o->cls = marker_cls;
    return Value::object(o);
  }
  if (name == "__py_bound") {  // __py_bound(value, "x"): the value, or NameError for a deleted module-level name
    if (raw.size() != 2) return raw.empty() ? Value::none() : raw[0];
    const Value& v = raw[0];
    if (v.is(Tag::Instance) && v.as<InstanceObj>()->klass()->builtin &&
        v.as<InstanceObj>()->klass()->name == "__rd_deleted_name") {
      in.raise("NameError", "name '" + in.str(raw[1]) + "' is not defined");
      return Value::none();
    }
    return v;
  }
  if (name == "__py_unpack") {  // a, b = v / a, *rest = v: v's items, exactly as many as the targets
    if (raw.size() != 3 || raw[0].is_symbolic()) return raw.empty() ? Value::none() : raw[0];
    const Value& v = raw[0];
    const std::int64_t want = raw[1].i(), star = raw[2].i();
    const bool seq = v.is(Tag::List) || v.is(Tag::Tuple);
    std::vector<Value> items;
    if (seq) {
      const auto n = static_cast<std::int64_t>(v.as<ListObj>()->items.size());
      if (star < 0 ? n == want : n >= want - 1) return v;
    }
    if (!seq) {
      if (!in.items_of(v, items)) {
        if (!in.raising()) return v;  // an unknown: its items stay unknown
        if (in.current_exception_is("TypeError")) {
          in.clear_raise();
          in.raise("TypeError", "cannot unpack non-iterable " + type_name(v) + " object");
        }
        return Value::none();
      }
    } else {
      items = v.as<ListObj>()->items;
    }
    const auto got = static_cast<std::int64_t>(items.size());
    if (star < 0 && got > want) {
      in.raise("ValueError", "too many values to unpack (expected " + std::to_string(want) + ")");
      return Value::none();
    }
    if (star < 0 ? got < want : got < want - 1) {
      in.raise("ValueError", "not enough values to unpack (expected " + std::string(star < 0 ? "" : "at least ") +
                                 std::to_string(star < 0 ? want : want - 1) + ", got " + std::to_string(got) + ")");
      return Value::none();
    }
    return make_list(std::move(items), Tag::Tuple);
  }
  if (name == "__py_bytes_type") {  // lib/_bytes.py hands over {encode, to_bytes, from_bytes}
    if (!raw.empty()) in.run_state("python.bytes") = raw[0];
    return Value::none();
  }
  if (name == "str.encode" || name == "int.to_bytes" || name == "int.from_bytes") {
    // lib/_bytes.py's helpers, with the keywords placed as positions
    const Value& helpers = in.run_state("python.bytes");
    const Value* fn = nullptr;
    if (helpers.is(Tag::Dict)) {
      Value key = make_str(std::string(name.substr(name.find('.') + 1)));
      fn = helpers.as<DictObj>()->find(key);
    }
    if (!fn) {
      if (name == "str.encode") return self;  // no bytes type in this program: the text itself
      in.raise("NotImplementedError", std::string(name) + " is not supported");
      return Value::none();
    }
    Args a = split_args(raw);
    static constexpr std::string_view kEncode[] = {"encoding", "errors"};
    static constexpr std::string_view kToBytes[] = {"length", "byteorder", "signed"};
    static constexpr std::string_view kFromBytes[] = {"bytes", "byteorder", "signed"};
    std::span<const std::string_view> names = name == "str.encode" ? std::span<const std::string_view>(kEncode)
                                              : name == "int.to_bytes" ? std::span<const std::string_view>(kToBytes)
                                                                       : std::span<const std::string_view>(kFromBytes);
    std::vector<Value> args;
    if (name != "int.from_bytes") args.push_back(self);
    for (std::size_t k = 0; k < names.size(); ++k) {
      const Value* v = k < a.pos.size() ? &a.pos[k] : a.kwarg(names[k]);
      if (!v) break;  // the helper's defaults from here (keywords after a gap are rare)
      args.push_back(*v);
    }
    return in.call_sync(*fn, args);
  }
  if (name == "__py_typeform_hooks") {  // lib/_typeforms.py hands over its GenericAlias and _union (python_typeforms.cpp)
    register_typeform_hooks(in, raw);
    return Value::none();
  }
  if (name == "__py_complex_type") {  // lib/_complex.py hands over its class (python_complex.cpp)
    if (!raw.empty()) register_complex_type(in, raw[0]);
    return Value::none();
  }
  if (name == "__py_module") {  // __py_module("name", attr=value, ...)
    Value m = new_module_object();
    // names the module written in Python lacks stay unknown, like a missing import's
    auto* mc = m.as<InstanceObj>()->klass();
    mc->name = raw.empty() || !raw[0].is(Tag::Str) ? "module" : raw[0].as<StrObj>()->s;
    mc->unresolved_parents.push_back(mc->name);
    for (auto& v : raw)
      if (v.is(Tag::KwArg)) m.as<InstanceObj>()->fields.set(in.intern(v.as<KwArgObj>()->name), v.as<KwArgObj>()->value);
    // lib/_asyncio_sync.py (queues, locks, events): the native asyncio module takes its names
    if (mc->name == "_asyncio_sync") in.run_state("python.asyncio_sync") = m;
    if (mc->name == "_asyncgen") in.run_state("python.asyncgen") = m;  // async generators' protocol
    return m;
  }
  if (self.is(Tag::Generator)) {  // before the symbolic shortcut: send(unknown) still runs it
    Value r = generator_method(in, name.substr(name.find('.') + 1), self, raw);
    if (!r.is_undef()) return r;
  }
  Args a = split_args(raw);
  if (!a.kw.empty() && (self.is_undef() || self.is_none())) {  // built-ins whose parameters have names: pow(2, exp=3)
    static constexpr std::pair<std::string_view, std::array<std::string_view, 3>> kNamed[] = {
        {"pow", {"base", "exp", "mod"}}, {"round", {"number", "ndigits", ""}}, {"divmod", {"", "", ""}}};
    for (const auto& [fn, params] : kNamed) {
      if (fn != name) continue;
      for (std::size_t k = a.pos.size(); k < params.size() && !params[k].empty(); ++k) {
        auto it = std::find_if(a.kw.begin(), a.kw.end(), [&](const auto& kv) { return kv.first == params[k]; });
        if (it == a.kw.end()) break;
        a.pos.push_back(it->second);
        a.kw.erase(it);
      }
      if (params[0].empty()) {
        in.raise("TypeError", std::string(name) + "() takes no keyword arguments");
        return Value::none();
      }
      if (const std::size_t required = name == "pow" ? 2 : 1; a.pos.size() < required) {
        in.raise("TypeError", std::string(name) + "() missing required argument '" + std::string(params[a.pos.size()]) +
                                  "' (pos " + std::to_string(a.pos.size() + 1) + ")");
        return Value::none();
      }
      if (!a.kw.empty()) {
        in.raise("TypeError", "'" + a.kw.front().first + "' is an invalid keyword argument for " + std::string(name) + "()");
        return Value::none();
      }
    }
  }
  auto arg = [&](std::size_t k) -> const Value& {
    static const Value none;
    return k < a.pos.size() ? a.pos[k] : none;
  };
  auto need = [&](std::size_t lo, std::size_t hi) {
    if (a.pos.size() < lo || a.pos.size() > hi) {
      in.raise("TypeError", std::string(name) + "() takes " + (lo == hi ? std::to_string(lo) : "from " + std::to_string(lo) + " to " + std::to_string(hi)) +
                                " positional argument" + (hi == 1 ? "" : "s") + " but " + std::to_string(a.pos.size()) + " were given");
      return false;
    }
    return true;
  };
  // Symbolic arguments to pure built-ins give symbolic results.
  auto symbolic_result = [&]() -> Value {
    // a bound method's receiver is its first operand (`str.join(',', xs)`)
    std::vector<Value> ops;
    if (!self.is_undef() && !self.is_none()) ops.push_back(self);
    ops.insert(ops.end(), a.pos.begin(), a.pos.end());
    auto e = in.call_expr(std::string(name), ops);
    if (name == "isinstance" && ops.size() == 2 &&
        (ops[1].is(Tag::Class) || (ops[1].is(Tag::Builtin) && ops[1].as<BuiltinObj>()->native_name))) {
      // isinstance(x, dict), not isinstance(x, <class 'dict'>)
      auto cls = std::make_shared<SymExpr>();
      cls->kind = SymExpr::Leaf;
      cls->text = ops[1].is(Tag::Class) ? ops[1].as<ClassObj>()->name : ops[1].as<BuiltinObj>()->native_name;
      auto named = std::make_shared<SymExpr>(*e);
      named->kids[1] = cls;
      e = named;
    }
    return in.fresh_symbolic(render_expr(*e), e);
  };
  bool any_symbolic = self.is_symbolic();
  for (auto& x : a.pos) any_symbolic |= x.is_symbolic();
  if (any_symbolic && name != "print" && name != "list.append" &&
      name != "dict.get" && name != "repr" && name != "type" && name != "callable" && name != "id" &&
      name != "list.insert" && name != "set.add" && name != "hash")
    return symbolic_result();

  // --- functions -------------------------------------------------------------------
  if (name == "print") {
    std::string sep = " ", end = "\n";
    if (const Value* s = a.kwarg("sep"); s && !s->is_none()) sep = in.str(*s);
    if (const Value* e = a.kwarg("end"); e && !e->is_none()) end = in.str(*e);
    std::string out;
    for (std::size_t k = 0; k < a.pos.size(); ++k) {
      if (k) out += sep;
      out += py_str(in, a.pos[k]);
      if (in.raising()) return Value::none();
    }
    out += end;
    if (!in.charge_bytes(out.size())) return Value::none();
    // print(..., file=f): f.write(text) for an object with a write method (io.StringIO, sys.stderr);
    // without file, the target of contextlib.redirect_stdout when one is active
    const Value* f = a.kwarg("file");
    Value redirected;
    if ((!f || f->is_none()) && g_stdout_redirected.load(std::memory_order_relaxed)) {
      redirected = in.run_state(kStdoutTarget);
      if (redirected.is(Tag::Instance)) f = &redirected;
    }
    if (f && f->is(Tag::Instance)) {
      Value w = load_attr(in, *f, in.intern("write"));
      if (in.raising()) return Value::none();
      Value text = make_str(std::move(out));
      in.call_sync(w, std::span<const Value>(&text, 1));
      return Value::none();
    }
    in.write_out(out);
    return Value::none();
  }
  if (name == "len") {
    if (!need(1, 1)) return Value::none();
    if (arg(0).is(Tag::Str)) return str_length(in, arg(0));
    if (arg(0).is(Tag::Instance) && !instance_has_method(in, arg(0), "__len__") &&
        !instance_has_method(in, arg(0), "__getattr__")) {
      in.raise("TypeError", "object of type '" + type_name(arg(0)) + "' has no len()");
      return Value::none();
    }
    return in.ir_unop(ir::Operator::Len, arg(0));
  }
  if (name == "range") {
    if (!need(1, 3)) return Value::none();
    std::int64_t lo = 0, hi, step = 1;
    for (auto& x : a.pos)
      if (Value i = index_value(in, x); !i.is_undef()) {  // range(Col(3))
        if (in.raising()) return Value::none();
        x = i;
      }
    for (auto& x : a.pos)
      if (!x.is(Tag::Int) && !x.is(Tag::Bool)) { in.raise("TypeError", "'" + type_name(x) + "' object cannot be interpreted as an integer"); return Value::none(); }
    if (a.pos.size() == 1) hi = arg(0).i();
    else { lo = arg(0).i(); hi = arg(1).i(); }
    if (a.pos.size() == 3) step = arg(2).i();
    if (step == 0) { in.raise("ValueError", "range() arg 3 must not be zero"); return Value::none(); }
    auto* it = new IteratorObj();
    it->ikind = IterKind::Range;
    it->pos = lo;
    it->end = hi;
    it->step = step;
    // ranges are materialised lazily: an iterator that also acts as a sequence
    return Value::object(it);
  }
  if ((name == "int" || name == "float") && !a.pos.empty() && arg(0).is(Tag::Instance)) {  // __int__ / __float__
    Value r = Value::undef();
    if (const char* m = name == "int" ? "__int__" : "__float__"; instance_has_method(in, arg(0), m)) {
      Value f = in.ir_load_attr(arg(0), in.intern(m));
      if (in.raising()) return Value::none();
      r = in.call_sync(f, {});
    } else {
      r = index_value(in, arg(0));
    }
    if (in.raising()) return Value::none();
    if (!r.is_undef()) return name == "float" && is_int_like(r) ? Value::real(num(r)) : r;
  }
  if (name == "int") {
    if (a.pos.empty()) return Value::integer(0);
    int base = a.pos.size() > 1 && arg(1).is_int() ? static_cast<int>(arg(1).i()) : 10;
    if (const Value* b = a.kwarg("base"); b && b->is_int()) base = static_cast<int>(b->i());
    return to_int(in, arg(0), base);
  }
  if (name == "float") {
    if (a.pos.empty()) return Value::real(0.0);
    Value v = arg(0);
    if (is_num(v)) return Value::real(num(v));
    const Value shown = v;  // float(b"1.5") parses the bytes' ASCII text, errors show the bytes
    if (std::string t; bytes_text(in, v, t)) v = make_str(text::ascii(t) ? t : std::string("\x01"));
    if (v.is(Tag::Str)) {
      const std::string& raw_text = v.as<StrObj>()->s;
      std::string s = strip_chars(text::ascii(raw_text) ? raw_text : decimal_to_ascii(raw_text), "", true, true);
      std::string low = s;
      std::transform(low.begin(), low.end(), low.begin(), ::tolower);
      if (low == "inf" || low == "+inf" || low == "infinity" || low == "+infinity") return Value::real(INFINITY);
      if (low == "-inf" || low == "-infinity") return Value::real(-INFINITY);
      if (low == "nan" || low == "+nan" || low == "-nan") return Value::real(NAN);
      // PEP 515: an underscore between two digits groups them
      bool grouped_ok = true;
      if (s.find('_') != std::string::npos) {
        std::string plain;
        auto digit = [](char ch) { return ch >= '0' && ch <= '9'; };
        for (std::size_t k = 0; k < s.size(); ++k) {
          if (s[k] != '_') { plain += s[k]; continue; }
          if (k == 0 || k + 1 == s.size() || !digit(s[k - 1]) || !digit(s[k + 1])) grouped_ok = false;
        }
        s = plain;
      }
      double d = 0;
      const char* b = s.data();
      if (!s.empty() && s[0] == '+') ++b;
      auto r = std::from_chars(b, s.data() + s.size(), d);
      if (grouped_ok && r.ptr == s.data() + s.size() && !s.empty()) {
        if (r.ec == std::errc()) return Value::real(d);
        // out of range: 1e400 is inf and 1e-400 is 0.0, as CPython's strtod rounding gives
        if (r.ec == std::errc::result_out_of_range) return Value::real(std::strtod(std::string(b, r.ptr).c_str(), nullptr));
      }
      in.raise("ValueError", "could not convert string to float: " + in.repr(shown));
      return Value::none();
    }
    in.raise("TypeError", "float() argument must be a string or a real number, not '" + type_name(v) + "'");
    return Value::none();
  }
  if (name == "str" || name == "repr") {  // rendering is linear in the text made
    std::string t = a.pos.empty() ? std::string() : name == "str" ? py_str(in, arg(0)) : in.repr(arg(0));
    if (!in.charge_bytes(t.size())) return Value::none();
    return make_str(std::move(t));
  }
  if (name == "ascii") {  // repr with each non-ASCII code point escaped
    std::string r = in.repr(arg(0));
    if (in.raising() || !in.charge_bytes(r.size())) return Value::none();
    std::string t = ascii_escape(r);
    if (!in.charge_bytes(t.size())) return Value::none();
    return make_str(std::move(t));
  }
  if (name == "bool") {
    if (!a.pos.empty() && arg(0).is(Tag::Instance)) {  // __bool__ / __len__
      Value r = in.ir_unop(ir::Operator::Not, arg(0));
      return Value::boolean(!in.raising() && r.is(Tag::Bool) && !r.b());
    }
    return Value::boolean(!a.pos.empty() && truthy(arg(0)));
  }
  if (name == "abs") {
    const Value& v = arg(0);
    if (v.is(Tag::Float)) return Value::real(std::fabs(v.d()));
    if (is_int_like(v)) { BigInt x = to_big(v); return make_int(x < 0 ? BigInt(-x) : x); }
    if (v.is(Tag::Instance) && instance_has_method(in, v, "__abs__")) {
      Value f = in.ir_load_attr(v, in.intern("__abs__"));
      return in.raising() ? Value::none() : in.call_sync(f, {});
    }
    in.raise("TypeError", "bad operand type for abs(): '" + type_name(v) + "'");
    return Value::none();
  }
  if (name == "min" || name == "max") {
    std::vector<Value> items;
    if (a.pos.size() == 1) { if (!in.items_of(arg(0), items)) return Value::none(); }
    else items = a.pos;
    if (!in.charge_items(items.size())) return Value::none();  // a comparison per item
    const Value* key = a.kwarg("key");
    if (items.empty()) {
      if (const Value* d = a.kwarg("default")) return *d;
      in.raise("ValueError", std::string(name) + "() arg is an empty sequence");
      return Value::none();
    }
    Value best = items[0];
    Value best_key = key ? in.call_sync(*key, std::span<const Value>(&items[0], 1)) : items[0];
    for (std::size_t k = 1; k < items.size(); ++k) {
      Value kv = key ? in.call_sync(*key, std::span<const Value>(&items[k], 1)) : items[k];
      Value r = python_binop(in, name == "min" ? ir::Operator::Lt : ir::Operator::Gt, kv, best_key);
      if (in.raising()) return Value::none();
      if (truthy(r)) { best = items[k]; best_key = kv; }
    }
    return best;
  }
  if (name == "sum") {
    std::vector<Value> items;
    if (!in.items_of(arg(0), items)) return Value::none();
    if (!in.charge_items(items.size())) return Value::none();  // an addition per item
    Value acc = a.pos.size() > 1 ? arg(1) : Value::integer(0);
    for (auto& x : items) {
      acc = in.ir_binop(ir::Operator::Add, acc, x);
      if (in.raising()) return Value::none();
    }
    return acc;
  }
  if (name == "sorted") {
    std::vector<Value> items;
    if (!in.items_of(arg(0), items)) return Value::none();
    const Value* rev = a.kwarg("reverse");
    return sorted_items(in, std::move(items), a.kwarg("key"), rev && truthy(*rev));
  }
  if (name == "reversed") {
    if (arg(0).is(Tag::Instance) && instance_has_method(in, arg(0), "__reversed__")) {  // the object's own reversed iterator
      Value m = in.ir_load_attr(arg(0), in.intern("__reversed__"));
      return in.raising() ? Value::none() : in.call_sync(m, {});
    }
    std::vector<Value> items;
    if (!in.items_of(arg(0), items)) return Value::none();
    std::reverse(items.begin(), items.end());
    Value it = in.iter(make_list(std::move(items)));  // an iterator, as CPython's (next(reversed(xs)))
    mark_iterator(it, arg(0).is(Tag::List)          ? IterMark::ListReversed
                      : is_range_object(arg(0))     ? IterMark::RangeIterator
                      : arg(0).is(Tag::Dict)        ? IterMark::DictReversedKeys
                                                    : IterMark::Reversed);
    return it;
  }
  if (name == "enumerate") {
    if (wants_lazy(arg(0))) {
      std::int64_t start = a.pos.size() > 1 && arg(1).is_int() ? arg(1).i() : 0;
      if (const Value* s = a.kwarg("start"); s && s->is_int()) start = s->i();
      return lazy_iterator(in, name, Value::none(), std::span<const Value>(a.pos.data(), 1), start);
    }
    std::vector<Value> items;
    if (!in.items_of(arg(0), items)) return Value::none();
    std::int64_t start = a.pos.size() > 1 && arg(1).is_int() ? arg(1).i() : 0;
    if (const Value* s = a.kwarg("start"); s && s->is_int()) start = s->i();
    if (!in.charge_items(items.size())) return Value::none();  // a tuple per item
    std::vector<Value> out;
    for (std::size_t k = 0; k < items.size(); ++k)
      out.push_back(make_list({Value::integer(start + static_cast<std::int64_t>(k)), items[k]}, Tag::Tuple));
    Value it = in.iter(make_list(std::move(out)));  // an iterator: next() takes from it, a second pass finds it empty
    mark_iterator(it, IterMark::Enumerate);
    return it;
  }
  if (name == "zip") {
    for (auto& x : a.pos)
      if (wants_lazy(x)) return lazy_iterator(in, name, Value::none(), a.pos, 0);
    std::vector<std::vector<Value>> lists(a.pos.size());
    std::size_t n = SIZE_MAX;
    for (std::size_t k = 0; k < a.pos.size(); ++k) {
      if (!in.items_of(a.pos[k], lists[k])) return Value::none();
      n = std::min(n, lists[k].size());
    }
    if (a.pos.empty()) n = 0;
    if (!in.charge_items(n)) return Value::none();  // a tuple per item
    std::vector<Value> out;
    for (std::size_t i = 0; i < n; ++i) {
      std::vector<Value> t;
      for (auto& l : lists) t.push_back(l[i]);
      out.push_back(make_list(std::move(t), Tag::Tuple));
    }
    Value it = in.iter(make_list(std::move(out)));  // an iterator, as enumerate's
    mark_iterator(it, IterMark::Zip);
    return it;
  }
  if ((name == "isinstance" || name == "issubclass") && a.pos.size() == 2 &&
      !typeform_classinfo(in, a.pos[1], name == "isinstance" ? "isinstance" : "issubclass"))
    return Value::none();
  if (name == "isinstance") {
    if (arg(0).is_symbolic()) return Value::boolean(true);
    if (arg(1).is(Tag::Tuple) && !in.charge_items(arg(1).as<ListObj>()->items.size())) return Value::none();
    // collections.abc (lib/_collections_abc.py): built-in values by type name, and
    // instances of other classes by the methods a one-method ABC asks for
    auto abc_match = [&](const Value& cls) -> std::optional<bool> {
      if (!cls.is(Tag::Class)) return std::nullopt;
      if (const Value* types = cls.as<ClassObj>()->attrs.find(in.intern("__rd_abc_types__")); types && types->is(Tag::Str)) {
        auto listed = [](std::string_view list, std::string_view w) {
          for (std::size_t at = 0; at <= list.size();) {
            std::size_t sp = list.find(' ', at);
            if (sp == std::string_view::npos) sp = list.size();
            if (list.substr(at, sp - at) == w) return true;
            at = sp + 1;
          }
          return false;
        };
        if (listed(types->as<StrObj>()->s, type_name(arg(0)))) return std::optional<bool>(true);  // bytes too
        if (!arg(0).is(Tag::Instance)) return std::optional<bool>(false);
        const Value* needs = cls.as<ClassObj>()->attrs.find(in.intern("__rd_abc_needs__"));
        if (!needs || !needs->is(Tag::Str) || needs->as<StrObj>()->s.empty()) return std::optional<bool>(false);
        std::string_view list = needs->as<StrObj>()->s;
        if (list == "__hash__")  // every object is hashable unless its class defines __eq__ without __hash__
          return std::optional<bool>(instance_has_method(in, arg(0), "__hash__") || !instance_has_method(in, arg(0), "__eq__"));
        for (std::size_t at = 0; at <= list.size();) {
          std::size_t sp = list.find(' ', at);
          if (sp == std::string_view::npos) sp = list.size();
          if (!instance_has_method(in, arg(0), std::string(list.substr(at, sp - at)).c_str())) return std::optional<bool>(false);
          at = sp + 1;
        }
        return std::optional<bool>(true);
      }
      return std::nullopt;
    };
    if (arg(0).is(Tag::Set)) {  // set and frozenset are one VM kind
      auto one = [&](const Value& c) {
        const char* nn = c.is(Tag::Builtin) ? c.as<BuiltinObj>()->native_name : nullptr;
        if (nn && (std::string_view(nn) == "set" || std::string_view(nn) == "frozenset"))
          return is_frozenset(arg(0)) == (std::string_view(nn) == "frozenset");
        return in.isinstance(arg(0), c) || abc_match(c).value_or(false);
      };
      if (!arg(1).is(Tag::Tuple)) return Value::boolean(one(arg(1)));
      for (auto& c : arg(1).as<ListObj>()->items)
        if (one(c)) return Value::boolean(true);
      return Value::boolean(false);
    }
    if (in.isinstance(arg(0), arg(1))) return Value::boolean(true);
    // a program's dict / list subclass derives from lib/_builtin_bases.py's wrapper
    auto wraps = [&](const Value& cls) {
      if (arg(0).is(Tag::Class) && derives_from_type(cls)) {  // isinstance(C, M): C's metaclass derives from M
        const Value& m = arg(0).as<ClassObj>()->meta;
        if (!m.is(Tag::Class)) return false;
        const auto& mm = m.as<ClassObj>()->mro;
        return std::any_of(mm.begin(), mm.end(), [&](const Value& k) { return k.obj() == cls.obj(); });
      }
      // isinstance(int, type): a built-in type is a type, as every class is
      if (const char* t = builtin_type_name(cls); t && std::string_view(t) == "type")
        return arg(0).is(Tag::Class) || builtin_type_name(arg(0)) != nullptr;
      if (std::optional<bool> r = abc_match(cls)) return *r;
      // type(None), type(len)...: the class type() made for a value without one of its own
      if (!arg(0).is(Tag::Instance) && cls.is(Tag::Class) && cls.as<ClassObj>()->builtin &&
          cls.as<ClassObj>()->name == type_name(arg(0)))
        return true;
      if (arg(0).is(Tag::Iterator) && cls.is(Tag::Class) && !is_range_object(arg(0)))  // type(iter([])): list_iterator
        return iterator_type(in, arg(0)).obj() == cls.obj();
      // range(n) is one of the IR's iterators (IterKind::Range, no source), named "iterator" by the kernel
      if (cls.is(Tag::Builtin) && cls.as<BuiltinObj>()->native_name &&
          std::string_view(cls.as<BuiltinObj>()->native_name) == "range")
        return is_range_object(arg(0));
      if (!arg(0).is(Tag::Instance) || !cls.is(Tag::Builtin) || !cls.as<BuiltinObj>()->native_name) return false;
      std::string_view want = cls.as<BuiltinObj>()->native_name;
      // class Color(str, Enum): lib/enum.py's members act as their mixed-in type
      const Name mixin = in.intern("__rd_mixin__");
      for (auto& k : arg(0).as<InstanceObj>()->klass()->mro)
        if (Value* m = k.as<ClassObj>()->attrs.find(mixin))
          return m->is(Tag::Builtin) && m->as<BuiltinObj>()->native_name && want == m->as<BuiltinObj>()->native_name;
      static constexpr std::string_view kWrapped[] = {"dict", "list", "set", "tuple", "int", "float", "str"};
      if (std::find(std::begin(kWrapped), std::end(kWrapped), want) == std::end(kWrapped)) return false;
      const std::string wrapper = "_" + std::string(want) + "_base";
      for (auto& k : arg(0).as<InstanceObj>()->klass()->mro)
        if (k.as<ClassObj>()->name == wrapper) return true;
      return false;
    };
    if (arg(1).is(Tag::Tuple)) {
      for (auto& c : arg(1).as<ListObj>()->items)
        if (wraps(c)) return Value::boolean(true);
      return Value::boolean(false);
    }
    return Value::boolean(wraps(arg(1)));
  }
  if (name == "issubclass") {
    if (const char* sub = builtin_type_name(arg(0))) {  // issubclass(bool, int), issubclass(int, object)
      auto derives = [&](const Value& c) {
        const char* sup = builtin_type_name(c);
        if (!sup) return false;
        const std::string_view a0 = sub, c0 = sup;
        return a0 == c0 || c0 == "object" || (a0 == "bool" && c0 == "int");
      };
      if (arg(1).is(Tag::Tuple)) {
        for (auto& c : arg(1).as<ListObj>()->items)
          if (derives(c)) return Value::boolean(true);
        return Value::boolean(false);
      }
      return Value::boolean(derives(arg(1)));
    }
    if (!arg(0).is(Tag::Class)) return Value::boolean(false);
    const auto& mro = arg(0).as<ClassObj>()->mro;
    // class Color(int, Enum), IntEnum: the built-in type a class mixes in (as isinstance reads it)
    const Value* mixin = nullptr;
    for (auto& k : mro)
      if ((mixin = k.as<ClassObj>()->attrs.find(in.intern("__rd_mixin__")))) break;
    auto derives = [&](const Value& c) {
      if (const char* t = builtin_type_name(c); t && std::string_view(t) == "object") return true;  // every class
      if (const char* t = builtin_type_name(c); t && std::string_view(t) == "type")  // a metaclass
        return derives_from_type(arg(0));
      if (mixin && mixin->is(Tag::Builtin) && c.is(Tag::Builtin) && mixin->as<BuiltinObj>()->native_name &&
          c.as<BuiltinObj>()->native_name &&
          std::string_view(mixin->as<BuiltinObj>()->native_name) == c.as<BuiltinObj>()->native_name)
        return true;
      if (!c.is(Tag::Class)) return false;
      for (auto& k : mro)
        if (k.obj() == c.obj()) return true;
      return false;
    };
    if (arg(1).is(Tag::Tuple)) {  // issubclass(C, (A, B)): any of them, as `except (A, B)` matches
      for (auto& c : arg(1).as<ListObj>()->items)
        if (derives(c)) return Value::boolean(true);
      return Value::boolean(false);
    }
    return Value::boolean(derives(arg(1)));
  }
  if (name == "list" || name == "tuple") {
    if (arg(0).is(Tag::Set)) cpython_set_order(in, arg(0));
    std::vector<Value> items;
    if (!a.pos.empty() && !in.items_of(arg(0), items)) return Value::none();
    return make_list(std::move(items), name == "list" ? Tag::List : Tag::Tuple);
  }
  if (name == "set" || name == "frozenset") {
    Value s = make<DictObj>(Tag::Set);
    std::vector<Value> items;
    if (!a.pos.empty() && !in.items_of(arg(0), items)) return Value::none();
    if (!in.charge_items(items.size())) return Value::none();  // hashing each
    for (auto& x : items) {
      Value key = hash_key(in, x);
      if (in.raising()) return Value::none();
      s.as<DictObj>()->set(key, Value::none());
    }
    return name == "frozenset" ? freeze_set(in, s) : s;
  }
  if (name == "dict") {
    Value d = make<DictObj>();
    if (!a.pos.empty() && !fill_dict(in, d.as<DictObj>(), arg(0))) return Value::none();
    for (auto& [k, v] : a.kw) d.as<DictObj>()->set(make_str(k), v);
    return d;
  }
  if (name == "round") {
    const Value& v = arg(0);
    if (v.is(Tag::Instance) && instance_has_method(in, v, "__round__")) {  // the object protocol
      Value f = in.ir_load_attr(v, in.intern("__round__"));
      if (in.raising()) return Value::none();
      return in.call_sync(f, std::span<const Value>(a.pos.data() + 1, a.pos.size() > 1 ? a.pos.size() - 1 : 0));
    }
    if (!is_num(v) && !v.is_symbolic()) {
      in.raise("TypeError", "type " + type_name(v) + " doesn't define __round__ method");
      return Value::none();
    }
    if (a.pos.size() < 2 || arg(1).is_none()) {
      if (is_int_like(v)) return v;
      double d = num(v);
      double r = std::nearbyint(d);  // banker's rounding (FE_TONEAREST)
      return to_int(in, Value::real(r), 10);
    }
    std::int64_t nd = arg(1).i();
    if (nd < 0 && !v.is_symbolic()) return round_to_tens(in, v, -nd);
    if (is_int_like(v) || v.is(Tag::BigInt)) return v;
    char buf[512];
    std::snprintf(buf, sizeof buf, "%.*f", static_cast<int>(std::clamp<std::int64_t>(nd, 0, 100)), num(v));
    return Value::real(std::strtod(buf, nullptr));
  }
  if (name == "divmod") {
    for (int k = 0; k < 2; ++k) {  // the object protocol: x.__divmod__(y), then y.__rdivmod__(x)
      const Value& self_ = arg(k);
      const char* m = k == 0 ? "__divmod__" : "__rdivmod__";
      if (!self_.is(Tag::Instance) || !instance_has_method(in, self_, m)) continue;
      Value f = in.ir_load_attr(self_, in.intern(m));
      if (in.raising()) return Value::none();
      Value other = arg(1 - k);
      return in.call_sync(f, std::span<const Value>(&other, 1));
    }
    Value q = in.ir_binop(ir::Operator::FloorDiv, arg(0), arg(1));
    if (in.raising()) return Value::none();
    Value r = in.ir_binop(ir::Operator::Mod, arg(0), arg(1));
    return make_list({q, r}, Tag::Tuple);
  }
  if (name == "pow") {
    if (a.pos.size() == 3 && arg(2).is_none()) a.pos.pop_back();  // pow(x, y, None)
    if (a.pos.size() == 3 && is_int_like(arg(0)) && is_int_like(arg(1)) && is_int_like(arg(2))) {
      BigInt b = to_big(arg(0)), e = to_big(arg(1)), m = to_big(arg(2));
      if (m == 0) { in.raise("ValueError", "pow() 3rd argument cannot be 0"); return Value::none(); }
      const BigInt am = m < 0 ? BigInt(-m) : m;
      if (am == 1) return make_int(BigInt(0));
      b %= am;
      if (b < 0) b += am;
      if (e < 0) {  // the modular inverse of b, raised to -e (Python 3.8+)
        if (!in.charge(boost::multiprecision::msb(am) + 1)) return Value::none();
        BigInt r0 = am, r1 = b, t0 = 0, t1 = 1;  // extended Euclid
        while (r1 != 0) {
          BigInt q = r0 / r1, tmp = r0 - q * r1;
          r0 = r1; r1 = tmp;
          tmp = t0 - q * t1; t0 = t1; t1 = tmp;
        }
        if (r0 != 1) { in.raise("ValueError", "base is not invertible for the given modulus"); return Value::none(); }
        b = t0 < 0 ? BigInt(t0 + am) : t0;
        e = -e;
      }
      if (arg(1).is(Tag::BigInt) || arg(2).is(Tag::BigInt)) {  // a modular square and multiply per bit of e
        std::uint64_t ebits = e > 0 ? boost::multiprecision::msb(e) + 1 : 1;
        std::uint64_t mlimbs = boost::multiprecision::msb(m < 0 ? BigInt(-m) : m) / 64 + 1;
        if (!in.charge(ebits * mlimbs * mlimbs)) return Value::none();
      }
      BigInt r = boost::multiprecision::powm(b, e, am);
      if (m < 0 && r != 0) r += m;  // the result takes the modulus's sign
      return make_int(r);
    }
    if (Value r = negative_power(in, arg(0), arg(1)); !r.is_undef()) return r;  // complex in Python 3
    return in.ir_binop(ir::Operator::Pow, arg(0), arg(1));
  }
  if (name == "chr") {
    if (!arg(0).is_int()) { in.raise("TypeError", "'" + type_name(arg(0)) + "' object cannot be interpreted as an integer"); return Value::none(); }
    if (arg(0).i() < 0 || arg(0).i() > 0x10FFFF) { in.raise("ValueError", "chr() arg not in range(0x110000)"); return Value::none(); }
    std::string s;
    utf8::append(s, static_cast<std::uint32_t>(arg(0).i()));
    return make_str(std::move(s));
  }
  if (name == "ord") {
    if (!arg(0).is(Tag::Str)) { in.raise("TypeError", "ord() expected string of length 1, but " + type_name(arg(0)) + " found"); return Value::none(); }
    if (std::size_t n = text::length(arg(0).as<StrObj>()->s); n != 1) {
      in.raise("TypeError", "ord() expected a character, but string of length " + std::to_string(n) + " found");
      return Value::none();
    }
    return Value::integer(utf8::first_code_point(arg(0).as<StrObj>()->s));
  }
  if ((name == "hex" || name == "bin" || name == "oct") && !a.pos.empty() && !is_int_like(arg(0)) && !arg(0).is_symbolic()) {
    // an object with __index__ stands for its int; anything else is CPython's TypeError
    if (Value i = index_value(in, arg(0)); !i.is_undef()) {
      if (in.raising()) return Value::none();
      a.pos[0] = i;
    }
    if (!is_int_like(arg(0)) && !arg(0).is(Tag::BigInt)) {
      in.raise("TypeError", "'" + type_name(arg(0)) + "' object cannot be interpreted as an integer");
      return Value::none();
    }
  }
  if ((name == "hex" || name == "bin" || name == "oct") && arg(0).is(Tag::BigInt) && !charge_bigint_bits(in, to_big(arg(0))))
    return Value::none();
  if (name == "hex") return make_str(format_int_base(to_big(arg(0)), 16, "0x"));
  if (name == "bin") return make_str(format_int_base(to_big(arg(0)), 2, "0b"));
  if (name == "oct") return make_str(format_int_base(to_big(arg(0)), 8, "0o"));
  if (name == "any" || name == "all") {
    std::vector<Value> items;
    if (!in.items_of(arg(0), items)) return Value::none();
    if (!in.charge_copy(items.size())) return Value::none();
    for (auto& x : items)
      if (truthy(x) == (name == "any")) return Value::boolean(name == "any");
    return Value::boolean(name == "all");
  }
  if (name == "map") {
    // lazy over every known iterable: f runs as items are taken, so
    // next(map(f, xs)) calls f once and an error in a later item is not raised
    bool known = a.pos.size() > 1;
    for (std::size_t k = 1; k < a.pos.size(); ++k) known = known && !a.pos[k].is_symbolic();
    if (known) return lazy_iterator(in, name, arg(0), std::span<const Value>(a.pos).subspan(1), 0);
    std::vector<std::vector<Value>> lists(a.pos.size() > 0 ? a.pos.size() - 1 : 0);
    std::size_t n = SIZE_MAX;
    for (std::size_t k = 1; k < a.pos.size(); ++k) {
      if (!in.items_of(a.pos[k], lists[k - 1])) return Value::none();
      n = std::min(n, lists[k - 1].size());
    }
    if (lists.empty()) n = 0;
    std::vector<Value> out;
    for (std::size_t i = 0; i < n; ++i) {
      std::vector<Value> call_args;
      for (auto& l : lists) call_args.push_back(l[i]);
      out.push_back(in.call_sync(arg(0), call_args));
      if (in.raising()) return Value::none();
    }
    return make_list(std::move(out));
  }
  if (name == "filter") {
    // lazy as map: next(filter(pred, xs), None) tests items up to the first hit
    if (a.pos.size() == 2 && !arg(1).is_symbolic()) return lazy_iterator(in, name, arg(0), std::span<const Value>(a.pos).subspan(1), 0);
    std::vector<Value> items, out;
    if (!in.items_of(arg(1), items)) return Value::none();
    for (auto& x : items) {
      Value keep = arg(0).is_none() ? x : in.call_sync(arg(0), std::span<const Value>(&x, 1));
      if (in.raising()) return Value::none();
      if (truthy(keep)) out.push_back(x);
    }
    return make_list(std::move(out));
  }
  if (name == "iter") {
    // iter(range(n)) is a range iterator: its own iterator, consumed by use
    // (the range object itself stays re-iterable)
    if (is_range_object(arg(0))) {
      auto* it = new IteratorObj(*arg(0).as<IteratorObj>());
      it->seq = Value::boolean(true);
      return Value::object(it);
    }
    return in.iter(arg(0));
  }
  if (name == "next") {
    const Value& v = arg(0);
    if (v.is_symbolic()) return symbolic_result();
    if (v.is(Tag::Generator)) return generator_next(in, v, a.pos.size() > 1 ? &a.pos[1] : nullptr);
    bool has = !v.is(Tag::Iterator) || in.has_next(v);  // a user iterator's __next__ decides
    if (in.raising()) return Value::none();
    if (!has) {
      if (a.pos.size() > 1) return arg(1);
      in.raise("StopIteration", "");
      return Value::none();
    }
    return in.next(v);
  }
  if (name == "slice") {  // slice(stop) or slice(start, stop[, step])
    auto* s = new SliceObj();
    bool one = a.pos.size() == 1;
    s->lo = one ? Value::none() : arg(0);
    s->hi = one ? arg(0) : arg(1);
    s->step = arg(2);
    return Value::object(s);
  }
  if (name == "super") {
    Value cls, me;
    if (a.pos.size() >= 2 && arg(0).is(Tag::Class)) {  // super(C, obj): lookup starts after C in obj's MRO
      cls = arg(0);
      me = arg(1);
    } else if (!in.current_method(cls, me)) {
      in.raise("RuntimeError", "super(): no arguments");
      return Value::none();
    }
    auto* bm = new BoundMethodObj();
    bm->self = me;
    bm->func = cls;
    return Value::object(bm);
  }
  if (name.rfind("math:", 0) == 0) {
    std::string_view fn = name.substr(5);
    auto need_num = [&](std::size_t k) {
      if (!is_num(arg(k))) {
        in.raise("TypeError", "must be real number, not " + type_name(arg(k)));
        return false;
      }
      return true;
    };
    if (!a.pos.empty() && a.pos[0].is(Tag::Instance)) {
      // numbers written in Python (fractions.Fraction, decimal.Decimal): math.floor
      // and friends call __floor__/__ceil__/__trunc__, the rest take __float__
      const char* dunder = fn == "floor" ? "__floor__" : fn == "ceil" ? "__ceil__" : fn == "trunc" ? "__trunc__" : nullptr;
      if (dunder && instance_has_method(in, a.pos[0], dunder)) {
        Value f = in.ir_load_attr(a.pos[0], in.intern(dunder));
        return in.raising() ? Value::none() : in.call_sync(f, {});
      }
    }
    if (fn != "gcd" && fn != "lcm" && fn != "isqrt" && fn != "factorial" && fn != "comb" && fn != "prod")
      for (auto& x : a.pos)
        if (x.is(Tag::Instance) && instance_has_method(in, x, "__float__")) {
          Value f = in.ir_load_attr(x, in.intern("__float__"));
          if (in.raising()) return Value::none();
          x = in.call_sync(f, {});
          if (in.raising()) return Value::none();
        }
    if (fn == "gcd" || fn == "lcm") {
      BigInt acc = fn == "gcd" ? BigInt(0) : BigInt(1);
      for (auto& x : a.pos) {
        if (!is_int_like(x)) { in.raise("TypeError", "'" + type_name(x) + "' object cannot be interpreted as an integer"); return Value::none(); }
        BigInt v = to_big(x);
        if (v < 0) v = -v;
        if (fn == "gcd") acc = boost::multiprecision::gcd(acc, v);
        else acc = (acc == 0 || v == 0) ? BigInt(0) : BigInt(acc / boost::multiprecision::gcd(acc, v) * v);
      }
      return make_int(acc);
    }
    if (fn == "factorial" || fn == "isqrt") {
      if (!is_int_like(arg(0))) { in.raise("TypeError", "'" + type_name(arg(0)) + "' object cannot be interpreted as an integer"); return Value::none(); }
      BigInt v = to_big(arg(0));
      if (v < 0) { in.raise("ValueError", fn == "factorial" ? "factorial() not defined for negative values" : "isqrt() argument must be nonnegative"); return Value::none(); }
      if (fn == "isqrt") return make_int(boost::multiprecision::sqrt(v));
      if (v > 5000) { in.raise("OverflowError", "factorial() argument too large for this VM"); return Value::none(); }
      BigInt r = 1;
      for (BigInt k = 2; k <= v; ++k) r *= k;
      return make_int(r);
    }
    if (fn == "perm") {  // n! / (n - k)!; k defaults to n
      if (!is_int_like(arg(0)) || (a.pos.size() > 1 && !arg(1).is_none() && !is_int_like(arg(1)))) {
        in.raise("TypeError", "'" + type_name(is_int_like(arg(0)) ? arg(1) : arg(0)) + "' object cannot be interpreted as an integer");
        return Value::none();
      }
      BigInt n = to_big(arg(0)), k = a.pos.size() > 1 && !arg(1).is_none() ? to_big(arg(1)) : n;
      if (n < 0) { in.raise("ValueError", "n must be a non-negative integer"); return Value::none(); }
      if (k < 0) { in.raise("ValueError", "k must be a non-negative integer"); return Value::none(); }
      if (k > n) return Value::integer(0);
      BigInt r = 1;
      for (BigInt i = 0; i < k; ++i) {
        if (!in.charge(1)) return Value::none();
        r *= n - i;
      }
      return make_int(r);
    }
    if (fn == "dist" || fn == "fsum") {
      std::vector<Value> p, q;
      if (!in.items_of(arg(0), p) || (fn == "dist" && !in.items_of(arg(1), q))) return Value::none();
      if (fn == "dist" && p.size() != q.size()) { in.raise("ValueError", "both points must have the same number of dimensions"); return Value::none(); }
      if (!in.charge_items(p.size())) return Value::none();
      for (auto& x : p) if (!is_num(x)) { in.raise("TypeError", "must be real number, not " + type_name(x)); return Value::none(); }
      for (auto& x : q) if (!is_num(x)) { in.raise("TypeError", "must be real number, not " + type_name(x)); return Value::none(); }
      if (fn == "dist") {  // hypot of the differences, scaled like CPython's vector_norm
        double mx = 0;
        std::vector<double> d;
        for (std::size_t k = 0; k < p.size(); ++k) { d.push_back(std::fabs(num(p[k]) - num(q[k]))); mx = std::max(mx, d.back()); }
        if (mx == 0 || std::isinf(mx)) return Value::real(mx);
        long double acc = 0;
        for (double x : d) { long double t = x / mx; acc += t * t; }
        return Value::real(static_cast<double>(mx * std::sqrt(acc)));
      }
      // Shewchuk's exact partial sums (CPython's msum), then round once
      std::vector<double> partials;
      for (auto& x : p) {
        double v = num(x);
        std::size_t i = 0;
        for (double y : partials) {
          if (std::fabs(v) < std::fabs(y)) std::swap(v, y);
          double hi = v + y, lo = y - (hi - v);
          if (lo != 0.0) partials[i++] = lo;
          v = hi;
        }
        partials.resize(i);
        partials.push_back(v);
      }
      double hi = 0;
      if (!partials.empty()) {
        std::size_t n = partials.size();
        hi = partials[--n];
        double lo = 0;
        while (n > 0) {
          double x = hi, y = partials[--n];
          hi = x + y;
          double yr = hi - x;
          lo = y - yr;
          if (lo != 0.0) break;
        }
        if (n > 0 && ((lo < 0 && partials[n - 1] < 0) || (lo > 0 && partials[n - 1] > 0))) {
          double y = lo * 2, x = hi + y, yr = x - hi;
          if (y == yr) hi = x;
        }
      }
      return Value::real(hi);
    }
    if (fn == "degrees" || fn == "radians") {
      if (!need_num(0)) return Value::none();
      return Value::real(fn == "degrees" ? num(arg(0)) * (180.0 / 3.141592653589793) : num(arg(0)) * (3.141592653589793 / 180.0));
    }
    if (fn == "frexp") {
      if (!need_num(0)) return Value::none();
      int e = 0;
      double m = std::frexp(num(arg(0)), &e);
      return make_list({Value::real(m), Value::integer(e)}, Tag::Tuple);
    }
    if (fn == "ldexp") {
      if (!need_num(0) || !is_int_like(arg(1))) { if (!in.raising()) in.raise("TypeError", "Expected an int as second argument to ldexp."); return Value::none(); }
      double r = std::ldexp(num(arg(0)), static_cast<int>(std::clamp<std::int64_t>(arg(1).i(), -100000, 100000)));
      if (std::isinf(r) && !std::isinf(num(arg(0)))) { in.raise("OverflowError", "math range error"); return Value::none(); }
      return Value::real(r);
    }
    if (fn == "modf") {
      if (!need_num(0)) return Value::none();
      double ip = 0, fp = std::modf(num(arg(0)), &ip);
      return make_list({Value::real(fp), Value::real(ip)}, Tag::Tuple);
    }
    if (fn == "fmod") {
      if (!need_num(0) || !need_num(1)) return Value::none();
      if (num(arg(1)) == 0 && !std::isnan(num(arg(0)))) { in.raise("ValueError", "math domain error"); return Value::none(); }
      return Value::real(std::fmod(num(arg(0)), num(arg(1))));
    }
    if (fn == "comb") {
      BigInt n = to_big(arg(0)), k = to_big(arg(1));
      if (k < 0 || n < 0) { in.raise("ValueError", "must be non-negative integers"); return Value::none(); }
      if (k > n) return Value::integer(0);
      if (k > n - k) k = n - k;
      BigInt r = 1;
      for (BigInt i = 1; i <= k; ++i) r = r * (n - k + i) / i;
      return make_int(r);
    }
    if (fn == "prod") {
      std::vector<Value> items;
      if (!in.items_of(arg(0), items)) return Value::none();
      const Value* start = a.kwarg("start");  // prod(iterable, *, start=1)
      Value acc = start ? *start : Value::integer(1);
      for (auto& x : items) {
        acc = in.ir_binop(ir::Operator::Mul, acc, x);
        if (in.raising()) return Value::none();
      }
      return acc;
    }
    if (fn == "floor" || fn == "ceil" || fn == "trunc") {
      if (is_int_like(arg(0))) return arg(0);
      if (!need_num(0)) return Value::none();
      double d = num(arg(0));
      return to_int(in, Value::real(fn == "floor" ? std::floor(d) : fn == "ceil" ? std::ceil(d) : std::trunc(d)), 10);
    }
    if (fn == "isclose") {
      if (!need_num(0) || !need_num(1)) return Value::none();
      double x = num(arg(0)), y = num(arg(1));
      double rel = 1e-9, abs_tol = 0.0;
      if (const Value* r = a.kwarg("rel_tol")) rel = num(*r);
      if (const Value* t = a.kwarg("abs_tol")) abs_tol = num(*t);
      return Value::boolean(x == y || std::fabs(x - y) <= std::max(rel * std::max(std::fabs(x), std::fabs(y)), abs_tol));
    }
    if (!need_num(0)) return Value::none();
    double x = num(arg(0));
    if (fn == "isnan") return Value::boolean(std::isnan(x));
    if (fn == "isinf") return Value::boolean(std::isinf(x));
    if (fn == "isfinite") return Value::boolean(std::isfinite(x));
    if (fn == "copysign") { if (!need_num(1)) return Value::none(); return Value::real(std::copysign(x, num(arg(1)))); }
    // the inverse and hyperbolic functions, with CPython's domain and range errors
    auto domain = [&] { in.raise("ValueError", "math domain error"); return Value::none(); };
    auto ranged = [&](double r) {
      if (std::isinf(r) && std::isfinite(x)) { in.raise("OverflowError", "math range error"); return Value::none(); }
      return Value::real(r);
    };
    if (fn == "asin" || fn == "acos") {
      if (x < -1 || x > 1) return domain();
      return Value::real(fn == "asin" ? std::asin(x) : std::acos(x));
    }
    if (fn == "atan") return Value::real(std::atan(x));
    if (fn == "sinh") return ranged(std::sinh(x));
    if (fn == "cosh") return ranged(std::cosh(x));
    if (fn == "tanh") return Value::real(std::tanh(x));
    if (fn == "asinh") return Value::real(std::asinh(x));
    if (fn == "acosh") return x < 1 ? domain() : Value::real(std::acosh(x));
    if (fn == "atanh") return x <= -1 || x >= 1 ? domain() : Value::real(std::atanh(x));
    if (fn == "log1p") return x <= -1 ? domain() : Value::real(std::log1p(x));
    if (fn == "expm1") return ranged(std::expm1(x));
    if (fn == "fabs") return Value::real(std::fabs(x));
    if (fn == "erf") return Value::real(std::erf(x));
    if (fn == "erfc") return Value::real(std::erfc(x));
    if (fn == "cbrt") return Value::real(std::cbrt(x));
    if (fn == "exp2") return ranged(std::exp2(x));
    if (fn == "gamma" || fn == "lgamma") {  // poles at 0 and the negative integers; gamma(-inf) too
      if (std::isfinite(x) && x <= 0 && x == std::floor(x)) return domain();
      if (fn == "gamma" && x == -HUGE_VAL) return domain();
      if (std::isnan(x) || x == HUGE_VAL) return Value::real(x);
      if (x == -HUGE_VAL) return Value::real(HUGE_VAL);  // lgamma(-inf) = inf
      return ranged(fn == "gamma" ? py_tgamma(x) : py_lgamma(x));
    }
    if (fn == "nextafter") { if (!need_num(1)) return Value::none(); return Value::real(std::nextafter(x, num(arg(1)))); }
    if (fn == "remainder") {
      if (!need_num(1)) return Value::none();
      double y = num(arg(1));
      if (!std::isnan(x) && !std::isnan(y) && (std::isinf(x) || y == 0)) return domain();
      return Value::real(std::remainder(x, y));
    }
    if (fn == "ulp") {  // the gap to the next float away from zero (below, for the largest finite one)
      if (std::isnan(x) || std::isinf(x)) return Value::real(std::fabs(x));
      double ax = std::fabs(x), up = std::nextafter(ax, HUGE_VAL);
      return Value::real(std::isinf(up) ? ax - std::nextafter(ax, -HUGE_VAL) : up - ax);
    }
    if (fn == "sqrt") {
      if (x < 0) { in.raise("ValueError", "math domain error"); return Value::none(); }
      return Value::real(std::sqrt(x));
    }
    if (fn == "log" || fn == "log2" || fn == "log10") {
      if (x <= 0) { in.raise("ValueError", "math domain error"); return Value::none(); }
      double r = fn == "log2" ? std::log2(x) : fn == "log10" ? std::log10(x) : std::log(x);
      if (fn == "log" && a.pos.size() > 1) r /= std::log(num(arg(1)));
      return Value::real(r);
    }
    if (fn == "exp") return Value::real(std::exp(x));
    if (fn == "sin") return Value::real(std::sin(x));
    if (fn == "cos") return Value::real(std::cos(x));
    if (fn == "tan") return Value::real(std::tan(x));
    if (fn == "pow") { if (!need_num(1)) return Value::none(); return Value::real(std::pow(x, num(arg(1)))); }
    if (fn == "atan2") { if (!need_num(1)) return Value::none(); return Value::real(std::atan2(x, num(arg(1)))); }
    if (fn == "hypot") { if (!need_num(1)) return Value::none(); return Value::real(std::hypot(x, num(arg(1)))); }
  }
  if (name == "hash" && ((arg(0).is(Tag::Str) && !in.charge_bytes(arg(0).as<StrObj>()->s.size())) ||
                         (arg(0).is(Tag::Tuple) && !in.charge_items(arg(0).as<ListObj>()->items.size()))))
    return Value::none();
  if (name == "hash" && arg(0).is(Tag::Instance) && instance_has_method(in, arg(0), "__hash__")) {
    Value f = in.ir_load_attr(arg(0), in.intern("__hash__"));
    return in.raising() ? Value::none() : in.call_sync(f, {});
  }
  if (name == "hash" && is_frozenset(arg(0))) return Value::integer(frozenset_hash(arg(0)));
  if (name == "hash") return number_hash(in, arg(0));
  if (name == "dir" && a.pos.size() == 1 && (arg(0).is(Tag::Instance) || arg(0).is(Tag::Class))) return dir_of(in, arg(0));
  if (name == "dir" && a.pos.empty() && a.kw.empty()) return scope_dir(in);
  if (name == "vars") {
    if (a.pos.size() != 1) { in.raise("TypeError", "vars() takes exactly one argument"); return Value::none(); }
    if (arg(0).is(Tag::Instance)) return instance_dict(in, arg(0));
    if (arg(0).is(Tag::Class)) return load_attr(in, arg(0), in.intern("__dict__"));  // the class's namespace
    if (arg(0).is_symbolic()) return in.fresh_symbolic("vars(...)");
    in.raise("TypeError", "vars() argument must have __dict__ attribute");
    return Value::none();
  }
  if (name == "id") return Value::integer(static_cast<std::int64_t>(reinterpret_cast<std::uintptr_t>(arg(0).is_heap() ? arg(0).obj() : nullptr) & 0xFFFFFFFFFFll));
  if (name == "format") return make_str(format_spec(in, arg(0), a.pos.size() > 1 ? in.str(arg(1)) : ""));
  if (name == "type" && a.pos.size() == 3) return new_class(in, arg(0), arg(1), arg(2));
  if (name == "type") {
    const Value& v = arg(0);
    if (v.is(Tag::Instance)) return v.as<InstanceObj>()->cls;
    if (v.is(Tag::Class) && derives_from_type(v.as<ClassObj>()->meta)) return v.as<ClassObj>()->meta;  // class C(metaclass=M)
    if (v.is(Tag::Iterator) && !is_range_object(v)) return iterator_type(in, v);  // list_iterator, map, zip...
    std::string tn = is_frozenset(v) ? "frozenset" : is_range_object(v) ? "range" : type_name(v);
    int bid = builtin_id(tn);
    if (bid >= 0) return builtin_value(bid);
    return in.define_builtin_class(tn, "");  // function, generator, NoneType...: a class named like Python's
  }
  if (name == "callable") {
    Tag t = arg(0).tag();
    return Value::boolean(t == Tag::Function || t == Tag::BoundMethod || t == Tag::Builtin || t == Tag::Class ||
                          (t == Tag::Instance && instance_has_method(in, arg(0), "__call__")));
  }
  if (name == "getattr" || name == "hasattr") {
    if (!arg(1).is(Tag::Str)) { in.raise("TypeError", "attribute name must be string"); return Value::none(); }
    Value r = load_attr(in, arg(0), in.intern(arg(1).as<StrObj>()->s));
    if (in.raising()) {
      if (name == "hasattr" || a.pos.size() > 2) {
        in.clear_raise();  // the AttributeError is the answer
        return name == "hasattr" ? Value::boolean(false) : arg(2);
      }
      return Value::none();
    }
    return name == "hasattr" ? Value::boolean(true) : r;
  }
  if (name == "setattr" || name == "delattr") {
    if (!arg(1).is(Tag::Str)) {
      if (!arg(1).is_symbolic())
        in.raise("TypeError", "attribute name must be string, not '" + type_name(arg(1)) + "'");
      return Value::none();
    }
    if (name == "setattr") store_attr(in, arg(0), in.intern(arg(1).as<StrObj>()->s), arg(2));
    else delete_attr(in, arg(0), in.intern(arg(1).as<StrObj>()->s));
    return Value::none();
  }

  // --- structural pattern matching (the lowerer's `match`, PEP 634) ------------------------
  if (name == "__match_seq") {  // a sequence pattern's subject: list or tuple, never str/bytes/dict
    return Value::boolean(arg(0).is(Tag::List) || arg(0).is(Tag::Tuple));
  }
  if (name == "__match_map") return Value::boolean(arg(0).is(Tag::Dict));
  if (name == "__match_rest") {  // `**rest`: a new dict of the keys the pattern did not name
    if (!arg(0).is(Tag::Dict)) return make<DictObj>();
    std::vector<Value> keys;
    if (!in.items_of(arg(1), keys)) return Value::none();
    auto* src = arg(0).as<DictObj>();
    if (!in.charge_items(src->entries.size() + keys.size())) return Value::none();
    Value d = make<DictObj>();
    for (auto& [k, v] : src->entries) d.as<DictObj>()->set(k, v);
    for (auto& k : keys) d.as<DictObj>()->erase(k);
    return d;
  }
  if (name == "__match_class") {
    // __match_class(subject, cls, npos, "kw"...): None when the subject is
    // not an instance of cls or lacks an attribute, else the tuple of the
    // positional (through __match_args__) then keyword sub-subjects.
    const Value& subj = arg(0);
    const Value& cls = arg(1);
    const std::size_t npos = arg(2).is_int() && arg(2).i() > 0 ? static_cast<std::size_t>(arg(2).i()) : 0;
    static constexpr std::string_view kSelfMatching[] = {"bool", "bytearray", "bytes", "dict", "float", "frozenset",
                                                         "int",  "list",      "set",   "str",  "tuple"};
    static constexpr std::string_view kTypes[] = {"object", "range", "type", "slice", "enumerate", "zip", "map",
                                                  "filter", "reversed", "super"};
    const char* native = cls.is(Tag::Builtin) ? cls.as<BuiltinObj>()->native_name : nullptr;
    bool self_matching = false, is_type = cls.is(Tag::Class);
    if (native) {
      for (auto t : kSelfMatching) self_matching |= t == native;
      is_type = self_matching;
      for (auto t : kTypes) is_type |= t == native;
    }
    if (!is_type) {
      in.raise("TypeError", "called match pattern must be a type");
      return Value::none();
    }
    std::string cname = native ? std::string(native) : cls.as<ClassObj>()->name;
    if (!in.isinstance(subj, cls)) return Value::none();
    std::vector<Value> names;  // attribute names (Str), or None for the subject itself
    if (npos > 0) {
      if (self_matching) {
        if (npos > 1) {
          in.raise("TypeError", cname + "() accepts 1 positional sub-pattern (" + std::to_string(npos) + " given)");
          return Value::none();
        }
        names.push_back(Value::none());
      } else {
        Value args = Value::undef();
        if (cls.is(Tag::Class)) {
          Name ma = in.intern("__match_args__");
          for (auto& k : cls.as<ClassObj>()->mro)
            if (Value* m = k.as<ClassObj>()->attrs.find(ma)) {
              args = *m;
              break;
            }
        }
        if (!args.is_undef() && !args.is(Tag::Tuple)) {
          in.raise("TypeError", cname + ".__match_args__ must be a tuple (got " + type_name(args) + ")");
          return Value::none();
        }
        std::size_t have = args.is_undef() ? 0 : args.as<ListObj>()->items.size();
        if (npos > have) {
          in.raise("TypeError", cname + "() accepts " + std::to_string(have) + " positional sub-pattern" +
                                    (have == 1 ? "" : "s") + " (" + std::to_string(npos) + " given)");
          return Value::none();
        }
        for (std::size_t k = 0; k < npos; ++k) {
          const Value& nm = args.as<ListObj>()->items[k];
          if (!nm.is(Tag::Str)) {
            in.raise("TypeError", "__match_args__ elements must be strings (got " + type_name(nm) + ")");
            return Value::none();
          }
          names.push_back(nm);
        }
      }
    }
    for (std::size_t k = 3; k < a.pos.size(); ++k) names.push_back(a.pos[k]);
    std::vector<Value> out;
    for (auto& nm : names) {
      if (nm.is_none()) {
        out.push_back(subj);
        continue;
      }
      Value v = load_attr(in, subj, in.intern(nm.as<StrObj>()->s));
      if (in.raising()) {
        in.clear_raise();  // a missing attribute is a failed match
        return Value::none();
      }
      out.push_back(v);
    }
    return make_list(std::move(out), Tag::Tuple);
  }

  // --- methods -------------------------------------------------------------------------
  if (name.rfind("list.", 0) == 0) {
    auto& items = self.as<ListObj>()->items;
    if (name == "list.append") { items.push_back(arg(0)); return Value::none(); }
    if (name == "list.pop") {
      if (items.empty()) { in.raise("IndexError", "pop from empty list"); return Value::none(); }
      std::int64_t i = a.pos.empty() ? static_cast<std::int64_t>(items.size()) - 1 : arg(0).i();
      if (i < 0) i += static_cast<std::int64_t>(items.size());
      if (i < 0 || static_cast<std::size_t>(i) >= items.size()) { in.raise("IndexError", "pop index out of range"); return Value::none(); }
      if (!in.charge_copy(items.size() - static_cast<std::size_t>(i))) return Value::none();  // the items after it move
      Value v = items[static_cast<std::size_t>(i)];
      items.erase(items.begin() + i);
      return v;
    }
    if (name == "list.insert") {
      std::int64_t i = arg(0).i(), n = static_cast<std::int64_t>(items.size());
      if (i < 0) i = std::max<std::int64_t>(0, i + n);
      if (i > n) i = n;
      if (!in.charge_copy(static_cast<std::size_t>(n - i))) return Value::none();  // the items after it move
      items.insert(items.begin() + i, arg(1));
      return Value::none();
    }
    if (name == "list.extend") {
      std::vector<Value> more;
      if (!in.items_of(arg(0), more)) return Value::none();
      items.insert(items.end(), more.begin(), more.end());
      return Value::none();
    }
    if (name == "list.remove" || name == "list.index" || name == "list.count" || name == "list.reverse" ||
        name == "list.copy") {
      if (!in.charge_copy(items.size())) return Value::none();  // a scan, like `in`
    }
    if (name == "list.remove" || name == "list.index") {
      for (std::size_t k = 0; k < items.size(); ++k)
        if (item_eq(in, items[k], arg(0))) {
          if (name == "list.index") return Value::integer(static_cast<std::int64_t>(k));
          items.erase(items.begin() + static_cast<std::ptrdiff_t>(k));
          return Value::none();
        }
      in.raise("ValueError", name == "list.index" ? in.repr(arg(0)) + " is not in list" : "list.remove(x): x not in list");
      return Value::none();
    }
    if (name == "list.count") {
      std::int64_t c = 0;
      for (auto& x : items) c += item_eq(in, x, arg(0));
      return Value::integer(c);
    }
    if (name == "list.reverse") { std::reverse(items.begin(), items.end()); return Value::none(); }
    if (name == "list.sort") {
      const Value* rev = a.kwarg("reverse");
      Value sorted = sorted_items(in, items, a.kwarg("key"), rev && truthy(*rev));
      if (!in.raising()) items = sorted.as<ListObj>()->items;
      return Value::none();
    }
    if (name == "list.copy") return make_list(items);
    if (name == "list.clear") { items.clear(); return Value::none(); }
  }
  if (name.rfind("tuple.", 0) == 0) {
    auto& items = self.as<ListObj>()->items;
    if (!in.charge_copy(items.size())) return Value::none();  // a scan
    if (name == "tuple.count") {
      std::int64_t c = 0;
      for (auto& x : items) c += item_eq(in, x, arg(0));
      return Value::integer(c);
    }
    for (std::size_t k = 0; k < items.size(); ++k)
      if (item_eq(in, items[k], arg(0))) return Value::integer(static_cast<std::int64_t>(k));
    in.raise("ValueError", "tuple.index(x): x not in tuple");
    return Value::none();
  }
  if ((name.rfind("dict.", 0) == 0 || name.rfind("set.", 0) == 0) && !a.pos.empty() && needs_hash_key(a.pos[0])) {
    a.pos[0] = hash_key(in, a.pos[0]);  // get/pop/setdefault/add/remove/discard find equal keys
    if (in.raising()) return Value::none();
  }
  if (name.rfind("dict.", 0) == 0) {
    auto* d = self.as<DictObj>();
    if (name == "dict.keys" || name == "dict.values" || name == "dict.items") {
      const DictView kind = name == "dict.keys" ? DictView::Keys : name == "dict.values" ? DictView::Values : DictView::Items;
      if (Value v = new_dict_view(in, self, kind); !v.is_undef()) return v;
      if (!(name == "dict.items" ? in.charge_items(d->entries.size()) : in.charge_copy(d->entries.size()))) return Value::none();
      std::vector<Value> out;
      for (auto& [k, v] : d->entries)
        out.push_back(name == "dict.keys" ? k : name == "dict.values" ? v : make_list({k, v}, Tag::Tuple));
      return make_dict_view(std::move(out), name == "dict.keys"     ? DictView::Keys
                                            : name == "dict.values" ? DictView::Values
                                                                    : DictView::Items);
    }
    if (name == "dict.get") {
      if (Value* v = d->find(arg(0))) return *v;
      return a.pos.size() > 1 ? arg(1) : Value::none();
    }
    if (name == "dict.pop") {
      if (Value* v = d->find(arg(0))) {
        Value r = *v;
        d->erase(arg(0));
        return r;
      }
      if (a.pos.size() > 1) return arg(1);
      in.raise("KeyError", in.repr(arg(0)));
      return Value::none();
    }
    if (name == "dict.popitem") {  // the last inserted pair (LIFO)
      if (d->entries.empty()) {
        in.raise("KeyError", "popitem(): dictionary is empty");
        return Value::none();
      }
      auto [k, v] = d->entries.back();
      d->erase(k);
      return make_list({k, v}, Tag::Tuple);
    }
    if (name == "dict.setdefault") {
      if (Value* v = d->find(arg(0))) return *v;
      d->set(arg(0), arg(1));
      return arg(1);
    }
    if (name == "dict.update") {
      if (!a.pos.empty() && !fill_dict(in, d, arg(0))) return Value::none();
      for (auto& [k, v] : a.kw) d->set(make_str(k), v);
      return Value::none();
    }
    if (name == "dict.copy") {
      if (!in.charge_items(d->entries.size())) return Value::none();
      Value c = make<DictObj>();
      for (auto& [k, v] : d->entries) c.as<DictObj>()->set(k, v);
      return c;
    }
    if (name == "dict.clear") {  // (an empty table is left alone: clearing zeroes every bucket)
      if (d->entries.empty()) return Value::none();
      if (!in.charge_copy(d->entries.size() + d->index.bucket_count())) return Value::none();
      d->entries.clear();
      d->index.clear();
      return Value::none();
    }
  }
  if (name.rfind("set.", 0) == 0 && is_frozenset(self)) {
    // frozenset: no mutators (load_attr refuses them); results stay frozen
    if (name == "set.copy") return self;
    Value plain = make<DictObj>(Tag::Set);
    if (!in.charge_items(self.as<DictObj>()->entries.size())) return Value::none();
    for (auto& [k, _] : self.as<DictObj>()->entries) plain.as<DictObj>()->set(k, Value::none());
    Value r = call_builtin(in, id, plain, raw);
    return r.is(Tag::Set) && !in.raising() ? freeze_set(in, r) : r;
  }
  if (name.rfind("set.", 0) == 0) {
    auto* s = self.as<DictObj>();
    if (name == "set.add") {
      if (arg(0).is(Tag::Str) && !in.charge_bytes(arg(0).as<StrObj>()->s.size())) return Value::none();  // hashing it
      s->set(arg(0), Value::none());
      return Value::none();
    }
    if (name == "set.remove") {
      if (!s->erase(arg(0))) { in.raise("KeyError", in.repr(arg(0))); }
      return Value::none();
    }
    if (name == "set.discard") { s->erase(arg(0)); return Value::none(); }
    if (name == "set.clear") {
      if (s->entries.empty()) return Value::none();
      if (!in.charge_copy(s->entries.size() + s->index.bucket_count())) return Value::none();
      s->entries.clear();
      s->index.clear();
      return Value::none();
    }
    if (name == "set.pop") {
      if (s->entries.empty()) { in.raise("KeyError", "'pop from an empty set'"); return Value::none(); }
      cpython_set_order(in, self);
      Value k = s->entries.front().first;
      s->erase(k);
      return k;
    }
    if (name == "set.copy" && !in.charge_items(s->entries.size())) return Value::none();
    if (name == "set.copy") return in.ir_binop(ir::Operator::BitOr, self, make<DictObj>(Tag::Set));
    if (name == "set.update") {
      std::vector<Value> items;
      if (!in.items_of(arg(0), items)) return Value::none();
      if (!in.charge_items(items.size())) return Value::none();
      for (auto& x : items) s->set(x, Value::none());
      return Value::none();
    }
    // the other operands as sets (any iterable is accepted)
    auto as_set = [&](const Value& x) -> Value {
      if (x.is(Tag::Set)) return x;
      std::vector<Value> items;
      if (!in.items_of(x, items)) return Value::none();
      if (!in.charge_items(items.size())) return Value::none();
      Value t = make<DictObj>(Tag::Set);
      for (auto& y : items) t.as<DictObj>()->set(y, Value::none());
      return t;
    };
    Value other = as_set(arg(0));
    if (in.raising()) return Value::none();
    if (!in.charge_items(s->entries.size() + other.as<DictObj>()->entries.size())) return Value::none();  // set algebra hashes both
    // union/intersection/difference/symmetric_difference (and their _update
    // forms) take any number of operands, folded left to right
    static constexpr std::pair<std::string_view, ir::Operator> kAlgebra[] = {
        {"union", ir::Operator::BitOr}, {"intersection", ir::Operator::BitAnd},
        {"difference", ir::Operator::Sub}, {"symmetric_difference", ir::Operator::BitXor}};
    const std::string_view method = std::string_view(name).substr(4);
    for (auto [mname, op] : kAlgebra) {
      const bool update = method.size() == mname.size() + 7 && method.substr(0, mname.size()) == mname &&
                          method.substr(mname.size()) == "_update";
      if (method != mname && !update) continue;
      Value acc = in.ir_binop(op, self, other);
      for (std::size_t k = 1; k < a.pos.size() && !in.raising(); ++k) {
        Value o = as_set(a.pos[k]);
        if (in.raising()) break;
        acc = in.ir_binop(op, acc, o);
      }
      if (in.raising()) return Value::none();
      if (!update) return acc;
      // in place: the set keeps its identity
      std::vector<Value> keep;
      for (auto& [k, _] : acc.as<DictObj>()->entries) keep.push_back(k);
      s->entries.clear();
      s->index.clear();
      for (auto& k : keep) s->set(k, Value::none());
      return Value::none();
    }
    if (name == "set.isdisjoint") {
      for (auto& [k, _] : s->entries)
        if (other.as<DictObj>()->find(k)) return Value::boolean(false);
      return Value::boolean(true);
    }
    if (name == "set.issubset" || name == "set.issuperset") {
      auto* x = name == "set.issubset" ? s : other.as<DictObj>();
      auto* y = name == "set.issubset" ? other.as<DictObj>() : s;
      const bool r = set_within(in, x, y);
      return in.raising() ? Value::none() : Value::boolean(r);
    }
  }
  if (name == "int.bit_length") {
    BigInt x = to_big(self);
    if (x < 0) x = -x;
    return Value::integer(x == 0 ? 0 : static_cast<std::int64_t>(boost::multiprecision::msb(x)) + 1);
  }
  if (name == "int.bit_count") {  // ones in the binary form of abs(self)
    BigInt x = to_big(self);
    if (x < 0) x = -x;
    std::int64_t n = 0;
    for (; x != 0; x >>= 1) n += static_cast<std::int64_t>(x & 1);
    return Value::integer(n);
  }
  if (name == "int.as_integer_ratio") return make_list({self.is(Tag::Bool) ? Value::integer(self.i()) : self, Value::integer(1)}, Tag::Tuple);
  if (name == "int.conjugate") return self.is(Tag::Bool) ? Value::integer(self.i()) : self;  // real numbers are their own
  if (name == "float.conjugate") return self;
  if (name == "float.as_integer_ratio") {  // exact: the mantissa over a power of two, in lowest terms
    double d = self.d();
    if (std::isnan(d)) { in.raise("ValueError", "cannot convert NaN to integer ratio"); return Value::none(); }
    if (std::isinf(d)) { in.raise("OverflowError", "cannot convert Infinity to integer ratio"); return Value::none(); }
    int e = 0;
    double m = std::frexp(d, &e);
    for (int k = 0; k < 300 && m != std::floor(m); ++k) { m *= 2.0; --e; }
    BigInt num = BigInt(static_cast<long long>(m)), den = 1;
    if (e > 0) num <<= e;
    else den <<= -e;
    return make_list({make_int(num), make_int(den)}, Tag::Tuple);
  }
  if (name == "float.hex") {  // 0x1.<13 hex digits>p<exp>, subnormals as 0x0.<digits>p-1022
    const double d = self.d();
    if (std::isnan(d)) return make_str("nan");
    if (std::isinf(d)) return make_str(d < 0 ? "-inf" : "inf");
    std::string out = std::signbit(d) ? "-" : "";
    if (d == 0) return make_str(out + "0x0.0p+0");
    int e = 0;
    const double m = std::frexp(std::fabs(d), &e);  // m in [0.5, 1)
    std::uint64_t bits = 0;
    int lead = 1;
    if (e - 1 < -1022) {  // subnormal: 0x0.<fraction>p-1022
      lead = 0;
      bits = static_cast<std::uint64_t>(std::ldexp(std::fabs(d), 1074));
      e = -1021;
    } else {
      bits = static_cast<std::uint64_t>(std::ldexp(m, 53)) & ((std::uint64_t{1} << 52) - 1);
    }
    char buf[64];
    std::snprintf(buf, sizeof buf, "0x%d.%013llxp%+d", lead, static_cast<unsigned long long>(bits), e - 1);
    return make_str(out + buf);
  }
  if (name == "range.index" || name == "range.count") {  // arithmetic: no scan
    const auto* r = self.as<IteratorObj>();
    const Value x = raw.empty() ? Value::none() : raw[0];
    const bool is_int = x.is(Tag::Int) || x.is(Tag::Bool);
    bool hit = is_int && range_arith::contains(r->pos, r->end, r->step, x.i());
    if (!is_int && !raw.empty()) {  // another value equal to an int (2.0): compared one by one
      const std::int64_t n = range_arith::length(r->pos, r->end, r->step);
      if (!in.charge_items(static_cast<std::size_t>(n))) return Value::none();
      std::int64_t count = 0, first = -1;
      for (std::int64_t i = 0; i < n; ++i)
        if (item_eq(in, Value::integer(range_arith::at(r->pos, r->step, i)), x)) {
          if (first < 0) first = i;
          ++count;
        }
      if (name == "range.count") return Value::integer(count);
      if (first >= 0) return Value::integer(first);
    } else {
      if (name == "range.count") return Value::integer(hit ? 1 : 0);
      if (hit) return Value::integer((x.i() - r->pos) / r->step);
    }
    in.raise("ValueError", is_int ? in.repr(x) + " is not in range" : "sequence.index(x): x not in sequence");
    return Value::none();
  }
  if (name == "float.is_integer") return Value::boolean(std::isfinite(self.d()) && self.d() == std::floor(self.d()));
  if (name.rfind("str.", 0) == 0) {
    const std::string& s = self.as<StrObj>()->s;
    const bool ascii = text::ascii(s);
    // start/end arguments count code points; the searches below work on bytes
    const bool bounded = name == "str.find" || name == "str.index" || name == "str.rfind" || name == "str.rindex" ||
                         name == "str.count" || name == "str.startswith" || name == "str.endswith";
    if (!ascii && bounded) {
      const auto n = static_cast<std::int64_t>(text::length(s));
      for (std::size_t k = 1; k < 3 && k < a.pos.size(); ++k) {
        if (!a.pos[k].is_int()) continue;
        std::int64_t x = a.pos[k].i();
        if (x < 0) x = std::max<std::int64_t>(0, x + n);
        a.pos[k] = Value::integer(x > n ? static_cast<std::int64_t>(s.size()) + 1
                                        : static_cast<std::int64_t>(text::to_byte(s, static_cast<std::size_t>(x))));
      }
    }
    auto sarg = [&](std::size_t k) -> std::string { return arg(k).is(Tag::Str) ? arg(k).as<StrObj>()->s : std::string(); };
    // Every str method but these reads or copies the whole string: a step per
    // 64 bytes; those that build more (join, replace, format) pay for it below.
    if (name != "str.startswith" && name != "str.endswith" && name != "str.encode" && name != "str.join" &&
        name != "str.find" && name != "str.index" && name != "str.rfind" && name != "str.zfill" && name != "str.center" &&
        name != "str.ljust" && name != "str.rjust" && !in.charge_bytes(s.size()))
      return Value::none();
    if (name == "str.join") {
      std::vector<Value> items;
      if (!in.items_of(arg(0), items)) return Value::none();
      std::string out;
      // an unknown item makes the joined text unknown, not an error
      if (std::any_of(items.begin(), items.end(), [](const Value& v) { return v.is_symbolic(); })) {
        Value parts[2] = {self, make_list(items)};
        return in.fresh_symbolic({}, in.call_expr("str.join", parts));
      }
      for (std::size_t k = 0; k < items.size(); ++k) {
        if (!items[k].is(Tag::Str)) {
          in.raise("TypeError", "sequence item " + std::to_string(k) + ": expected str instance, " + type_name(items[k]) + " found");
          return Value::none();
        }
        if (k) out += s;
        out += items[k].as<StrObj>()->s;
      }
      if (!in.charge_bytes(out.size())) return Value::none();
      return make_str(std::move(out));
    }
    if (name == "str.split" || name == "str.rsplit") {
      std::vector<Value> out;
      std::int64_t maxsplit = a.pos.size() > 1 && arg(1).is_int() ? arg(1).i() : -1;
      if ((a.pos.empty() || arg(0).is_none()) && name == "str.rsplit" && maxsplit >= 0) {
        // from the right: the last maxsplit words, then the rest with its left side kept
        auto sp = [&](std::size_t k) { return std::isspace(static_cast<unsigned char>(s[k])) != 0; };
        std::size_t end = s.size();
        while (true) {
          while (end > 0 && sp(end - 1)) --end;
          if (end == 0) break;
          if (static_cast<std::int64_t>(out.size()) == maxsplit) { out.push_back(make_str(s.substr(0, end))); break; }
          std::size_t b = end;
          while (b > 0 && !sp(b - 1)) --b;
          out.push_back(make_str(s.substr(b, end - b)));
          end = b;
        }
        std::reverse(out.begin(), out.end());
        if (!in.charge_items(out.size())) return Value::none();  // a string per part
        return make_list(std::move(out));
      }
      if (a.pos.empty() || arg(0).is_none()) {
        std::size_t i = 0;
        while (i < s.size()) {
          while (i < s.size() && std::isspace(static_cast<unsigned char>(s[i]))) ++i;
          if (i >= s.size()) break;
          std::size_t j = i;
          if (maxsplit >= 0 && static_cast<std::int64_t>(out.size()) == maxsplit) {
            std::string rest = s.substr(i);
            out.push_back(make_str(strip_chars(rest, "", false, true)));
            break;
          }
          while (j < s.size() && !std::isspace(static_cast<unsigned char>(s[j]))) ++j;
          out.push_back(make_str(s.substr(i, j - i)));
          i = j;
        }
        if (!in.charge_items(out.size())) return Value::none();  // a string per part
        return make_list(std::move(out));
      }
      std::string sep = sarg(0);
      if (sep.empty()) { in.raise("ValueError", "empty separator"); return Value::none(); }
      if (name == "str.rsplit" && maxsplit >= 0) {
        std::vector<Value> rev;
        std::size_t end = s.size();
        while (static_cast<std::int64_t>(rev.size()) < maxsplit) {
          std::size_t p = end >= sep.size() ? s.rfind(sep, end - sep.size()) : std::string::npos;
          if (p == std::string::npos) break;
          rev.push_back(make_str(s.substr(p + sep.size(), end - p - sep.size())));
          end = p;
        }
        rev.push_back(make_str(s.substr(0, end)));
        std::reverse(rev.begin(), rev.end());
        if (!in.charge_items(rev.size())) return Value::none();  // a string per part
        return make_list(std::move(rev));
      }
      std::size_t start = 0;
      while (true) {
        if (maxsplit >= 0 && static_cast<std::int64_t>(out.size()) == maxsplit) break;
        std::size_t p = s.find(sep, start);
        if (p == std::string::npos) break;
        out.push_back(make_str(s.substr(start, p - start)));
        start = p + sep.size();
      }
      out.push_back(make_str(s.substr(start)));
      if (!in.charge_items(out.size())) return Value::none();  // a string per part
      return make_list(std::move(out));
    }
    if (name == "str.splitlines") {
      // Python's line boundaries: \n \r \r\n \v \f \x1c-\x1e \x85 \u2028 \u2029
      const Value* kv = a.kwarg("keepends");
      const bool keep = kv ? truthy(*kv) : !a.pos.empty() && truthy(arg(0));
      std::vector<Value> out;
      std::size_t start = 0;
      for (std::size_t i = 0; i < s.size();) {
        const unsigned char c = static_cast<unsigned char>(s[i]);
        std::size_t brk = 0;  // the boundary's length in bytes
        if (c == '\r') brk = i + 1 < s.size() && s[i + 1] == '\n' ? 2 : 1;
        else if (c == '\n' || c == '\v' || c == '\f' || (c >= 0x1c && c <= 0x1e)) brk = 1;
        else if (c == 0xc2 && i + 1 < s.size() && static_cast<unsigned char>(s[i + 1]) == 0x85) brk = 2;
        else if (c == 0xe2 && i + 2 < s.size() && static_cast<unsigned char>(s[i + 1]) == 0x80 &&
                 (static_cast<unsigned char>(s[i + 2]) == 0xa8 || static_cast<unsigned char>(s[i + 2]) == 0xa9))
          brk = 3;
        if (!brk) { ++i; continue; }
        out.push_back(make_str(s.substr(start, i - start + (keep ? brk : 0))));
        i += brk;
        start = i;
      }
      if (start < s.size()) out.push_back(make_str(s.substr(start)));
      if (!in.charge_items(out.size())) return Value::none();  // a string per part
      return make_list(std::move(out));
    }
    if (name == "str.strip") return make_str(strip_chars(s, sarg(0), true, true));
    if (name == "str.lstrip") return make_str(strip_chars(s, sarg(0), true, false));
    if (name == "str.rstrip") return make_str(strip_chars(s, sarg(0), false, true));
    if (!ascii && (name == "str.upper" || name == "str.lower" || name == "str.swapcase" || name == "str.casefold" ||
                   name == "str.title" || name == "str.capitalize"))
      return make_str(map_case(s, name.substr(4)));
    if (name == "str.upper" || name == "str.lower" || name == "str.swapcase") {
      std::string out = s;
      for (auto& c : out) {
        unsigned char u = static_cast<unsigned char>(c);
        if (name == "str.upper") c = static_cast<char>(std::toupper(u));
        else if (name == "str.lower") c = static_cast<char>(std::tolower(u));
        else c = static_cast<char>(std::isupper(u) ? std::tolower(u) : std::toupper(u));
      }
      return make_str(out);
    }
    if (name == "str.title" || name == "str.capitalize") {
      std::string out = s;
      bool start = true;
      for (std::size_t i = 0; i < out.size(); ++i) {
        unsigned char u = static_cast<unsigned char>(out[i]);
        if (name == "str.capitalize") { out[i] = static_cast<char>(i == 0 ? std::toupper(u) : std::tolower(u)); continue; }
        out[i] = static_cast<char>(start ? std::toupper(u) : std::tolower(u));
        start = !std::isalpha(u);
      }
      return make_str(out);
    }
    if (name == "str.replace") {
      std::string from = sarg(0), to = sarg(1), out;
      std::int64_t count = a.pos.size() > 2 ? arg(2).i() : -1;
      if (from.empty()) {  // `to` before each character and at the end, at most count times
        if (!in.charge_bytes(s.size() * (to.size() + 1))) return Value::none();
        std::size_t i = 0;
        for (; i < s.size() && count != 0; --count) {
          out += to;
          std::size_t n = std::max<std::size_t>(1, utf8::sequence_length(s, i));
          out.append(s, i, n);
          i += n;
        }
        if (i < s.size()) out.append(s, i, std::string::npos);
        else if (count != 0) out += to;
        return make_str(out);
      }
      std::size_t start = 0;
      while (count != 0) {
        std::size_t p = s.find(from, start);
        if (p == std::string::npos) break;
        out += s.substr(start, p - start) + to;
        start = p + from.size();
        if (count > 0) --count;
      }
      out += s.substr(start);
      if (!in.charge_bytes(out.size())) return Value::none();
      return make_str(out);
    }
    if (name == "str.find" || name == "str.index" || name == "str.rfind" || name == "str.rindex") {
      // s[start:end] as a slice clamps them; a match must lie inside it
      const auto [from, to] = str_bounds(s.size(), arg(1), arg(2));
      const std::string& sub = arg(0).is(Tag::Str) ? arg(0).as<StrObj>()->s : std::string();
      bool back = name == "str.rfind" || name == "str.rindex";
      std::size_t p = std::string::npos;
      if (from <= to && sub.size() <= to - from && !(arg(1).is_int() && arg(1).i() > static_cast<std::int64_t>(s.size())))
        p = back ? s.rfind(sub, to - sub.size()) : s.find(sub, from);
      if (p != std::string::npos && (p < from || p + sub.size() > to)) p = std::string::npos;
      // the bytes scanned: from the start to the end of the match (a scan back from the end for rfind)
      std::size_t scanned = back ? (p == std::string::npos ? s.size() : s.size() - p)
                                                : (p == std::string::npos ? s.size() - std::min(from, s.size()) : p + sub.size() - from);
      if (!in.charge_bytes(scanned)) return Value::none();
      if (p == std::string::npos) {
        if (name == "str.index" || name == "str.rindex") { in.raise("ValueError", "substring not found"); return Value::none(); }
        return Value::integer(-1);
      }
      return Value::integer(static_cast<std::int64_t>(ascii ? p : text::to_cp(s, p)));
    }
    if (name == "str.startswith" || name == "str.endswith") {
      std::vector<std::string> cands;
      if (arg(0).is(Tag::Tuple)) { for (auto& x : arg(0).as<ListObj>()->items) if (x.is(Tag::Str)) cands.push_back(x.as<StrObj>()->s); }
      else cands.push_back(sarg(0));
      std::size_t compared = cands.size();  // each candidate compares at most its length
      for (auto& c : cands) compared += std::min(c.size(), s.size());
      if (!in.charge_bytes(compared)) return Value::none();
      const auto [from, to] = str_bounds(s.size(), arg(1), arg(2));
      if (from > to || (arg(1).is_int() && arg(1).i() > static_cast<std::int64_t>(s.size()))) return Value::boolean(false);
      std::string_view v = std::string_view(s).substr(from, to - from);
      for (auto& c : cands)
        if (v.size() >= c.size() && v.compare(name == "str.startswith" ? 0 : v.size() - c.size(), c.size(), c) == 0)
          return Value::boolean(true);
      return Value::boolean(false);
    }
    if (name == "str.format") {
      std::string out = str_format(in, s, a);
      if (in.raising() || !in.charge_bytes(out.size())) return Value::none();
      return make_str(std::move(out));
    }
    if (name == "str.count") {
      std::string sub = sarg(0);
      const auto [from, to] = str_bounds(s.size(), arg(1), arg(2));
      if (from > to) return Value::integer(0);
      std::string_view v = std::string_view(s).substr(from, to - from);
      if (sub.empty()) return Value::integer(static_cast<std::int64_t>(text::length(v) + 1));
      std::int64_t c = 0;
      for (std::size_t p = v.find(sub); p != std::string::npos; p = v.find(sub, p + sub.size())) ++c;
      return Value::integer(c);
    }
    if (name == "str.rpartition") {
      std::string sep = sarg(0);
      if (sep.empty()) { in.raise("ValueError", "empty separator"); return Value::none(); }
      std::size_t p = s.rfind(sep);
      if (p == std::string::npos) return make_list({make_str(""), make_str(""), self}, Tag::Tuple);
      return make_list({make_str(s.substr(0, p)), make_str(sep), make_str(s.substr(p + sep.size()))}, Tag::Tuple);
    }
    if (name == "str.removeprefix" || name == "str.removesuffix") {
      std::string a0 = sarg(0);
      if (name == "str.removeprefix") return make_str(s.rfind(a0, 0) == 0 ? s.substr(a0.size()) : s);
      bool ends = s.size() >= a0.size() && s.compare(s.size() - a0.size(), a0.size(), a0) == 0;
      return make_str(ends && !a0.empty() ? s.substr(0, s.size() - a0.size()) : s);
    }
    if (name == "str.casefold") {
      std::string out = s;
      for (auto& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
      return make_str(std::move(out));
    }
    if (name == "str.expandtabs") {
      std::int64_t size = arg(0).is_int() ? arg(0).i() : 8;
      std::string out;
      std::int64_t col = 0;
      for (char c : s) {
        if (c == '\t') {
          if (size > 0) {
            std::int64_t n = size - col % size;
            if (!in.charge_bytes(static_cast<std::size_t>(n))) return Value::none();
            out.append(static_cast<std::size_t>(n), ' ');
            col += n;
          }
        } else {
          out.push_back(c);
          col = (c == '\n' || c == '\r') ? 0 : col + ((static_cast<unsigned char>(c) & 0xC0) == 0x80 ? 0 : 1);
        }
      }
      return make_str(std::move(out));
    }
    if (name == "str.isascii")
      return Value::boolean(std::all_of(s.begin(), s.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; }));
    if (name == "str.isprintable") {  // every code point printable as CPython's table says
      for (std::size_t i = 0; i < s.size();)
        if (!text::printable(text::decode(s, i))) return Value::boolean(false);
      return Value::boolean(true);
    }
    if (name == "str.isidentifier") {
      if (s.empty() || std::isdigit(static_cast<unsigned char>(s[0]))) return Value::boolean(false);
      return Value::boolean(std::all_of(s.begin(), s.end(), [](char c) { return static_cast<unsigned char>(c) >= 0x80 || std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }));
    }
    if (name == "str.istitle") {  // uppercase letters only after uncased ones, lowercase only after cased ones
      bool cased = false, prev_cased = false;
      for (std::size_t i = 0; i < s.size();) {
        std::uint32_t c = text::decode(s, i);
        if (text::lower(c) != c) { if (prev_cased) return Value::boolean(false); prev_cased = cased = true; }
        else if (text::upper(c) != c || c == 0xDF) { if (!prev_cased) return Value::boolean(false); prev_cased = cased = true; }
        else prev_cased = false;
      }
      return Value::boolean(cased);
    }
    if (name == "str.translate") {  // table[ord(c)]: a str, an int code, None to delete; missing keeps c
      std::string out;
      for (std::size_t at = 0; at < s.size();) {
        std::size_t from = at;
        Value key = Value::integer(text::decode(s, at));
        Value r = arg(0).is(Tag::Dict) ? ([&] { Value* f = arg(0).as<DictObj>()->find(key); return f ? *f : Value::undef(); })()
                                       : in.ir_load_index(arg(0), key);
        if (in.raising()) {
          if (!in.current_exception_is("LookupError") && !in.current_exception_is("IndexError") && !in.current_exception_is("KeyError"))
            return Value::none();
          in.clear_raise();
          r = Value::undef();
        }
        if (r.is_undef()) out.append(s, from, at - from);
        else if (r.is(Tag::Str)) out += r.as<StrObj>()->s;
        else if (r.is_int()) {
          std::vector<Value> one{r};
          Value ch = call_builtin(in, builtin_id("chr"), Value::none(), one);
          if (in.raising()) return Value::none();
          out += ch.as<StrObj>()->s;
        } else if (!r.is_none()) {
          in.raise("TypeError", "character mapping must return integer, None or str");
          return Value::none();
        }
      }
      if (!in.charge_bytes(out.size())) return Value::none();
      return make_str(std::move(out));
    }
    if (name == "str.format_map") {
      if (!arg(0).is(Tag::Dict)) { in.raise("TypeError", "format_map() argument must be a mapping"); return Value::none(); }
      Args m;
      for (auto& [k, v] : arg(0).as<DictObj>()->entries)
        if (k.is(Tag::Str)) m.kw.emplace_back(k.as<StrObj>()->s, v);
      std::string out = str_format(in, s, m);
      if (in.raising() || !in.charge_bytes(out.size())) return Value::none();
      return make_str(std::move(out));
    }
    auto all_of = [&](int (*pred)(int)) {
      if (s.empty()) return Value::boolean(false);
      for (unsigned char c : s)
        if (!pred(c)) return Value::boolean(false);
      return Value::boolean(true);
    };
    if (!ascii && (name == "str.isdigit" || name == "str.isnumeric" || name == "str.isdecimal" || name == "str.isalpha" ||
                   name == "str.isalnum" || name == "str.isspace" || name == "str.isupper" || name == "str.islower"))
      return Value::boolean(char_class(s, name.substr(4)));
    if (name == "str.isdigit" || name == "str.isnumeric" || name == "str.isdecimal") return all_of(::isdigit);
    if (name == "str.isalpha") return all_of(::isalpha);
    if (name == "str.isalnum") return all_of(::isalnum);
    if (name == "str.isspace") return all_of(::isspace);
    if (name == "str.isupper" || name == "str.islower") {
      bool cased = false;
      for (unsigned char c : s) {
        if (std::isalpha(c)) {
          cased = true;
          if (name == "str.isupper" ? std::islower(c) : std::isupper(c)) return Value::boolean(false);
        }
      }
      return Value::boolean(cased);
    }
    if (name == "str.zfill") {
      std::int64_t w = arg(0).i() + static_cast<std::int64_t>(s.size() - text::length(s));  // in bytes
      if (static_cast<std::int64_t>(s.size()) >= w) return self;
      if (!in.charge_bytes(static_cast<std::size_t>(w))) return Value::none();
      std::size_t sign = !s.empty() && (s[0] == '-' || s[0] == '+') ? 1 : 0;
      return make_str(s.substr(0, sign) + std::string(static_cast<std::size_t>(w) - s.size(), '0') + s.substr(sign));
    }
    if (name == "str.center" || name == "str.ljust" || name == "str.rjust") {
      std::int64_t w = arg(0).i();
      std::string fill = a.pos.size() > 1 && arg(1).is(Tag::Str) ? sarg(1) : " ";
      if (text::length(fill) != 1) {
        in.raise("TypeError", "The fill character must be exactly one character long");
        return Value::none();
      }
      const auto len = static_cast<std::int64_t>(ascii ? s.size() : text::length(s));
      if (len >= w) return self;
      if (!in.charge_bytes(static_cast<std::size_t>(w) * fill.size())) return Value::none();
      std::size_t pad = static_cast<std::size_t>(w - len);
      auto fills = [&](std::size_t k) {
        std::string r;
        for (std::size_t j = 0; j < k; ++j) r += fill;
        return r;
      };
      if (name == "str.ljust") return make_str(s + fills(pad));
      if (name == "str.rjust") return make_str(fills(pad) + s);
      std::size_t left = pad / 2 + (pad & static_cast<std::size_t>(w) & 1);
      return make_str(fills(left) + s + fills(pad - left));
    }
    if (name == "str.partition") {
      std::string sep = sarg(0);
      std::size_t p = s.find(sep);
      if (p == std::string::npos) return make_list({self, make_str(""), make_str("")}, Tag::Tuple);
      return make_list({make_str(s.substr(0, p)), make_str(sep), make_str(s.substr(p + sep.size()))}, Tag::Tuple);
    }
  }
  in.raise("NotImplementedError", std::string(name) + " is not supported");
  return Value::none();
}

}  // namespace reddragon::vm::py
