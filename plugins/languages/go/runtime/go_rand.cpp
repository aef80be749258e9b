// go_rand.cpp - package math/rand: rand.NewSource's additive lagged-Fibonacci
// generator (x[n] = x[n-607] + x[n-273] mod 2^64, seeded through the Park-Miller
// sequence XOR the cooked table) and *rand.Rand's methods as Go derives them
// from a Source, so a seeded program prints Go's own numbers. A *rand.Rand
// over a program's own Source calls its Int63 (and Uint64 when it has one).
// The top-level functions use one source seeded with 1: Go seeds its global
// generator randomly (and rand.Seed is a no-op since Go 1.24), so no program
// can expect particular values from them.
#include <cmath>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "go_math.hpp"
#include "go_rand_cooked.hpp"
#include "go_rand_ziggurat.hpp"
#include "go_runtime.hpp"

namespace reddragon::vm {

namespace {

using Args = std::vector<Value>;

constexpr int kLen = 607, kTap = 273;
constexpr std::uint64_t kMask = (std::uint64_t{1} << 63) - 1;
constexpr char kSourceCls[] = "*rand.rngSource", kRandCls[] = "*rand.Rand";

/// The register and its two indexes, kept as the bytes of one string (__rng).
struct Rng {
  std::string& s;
  std::uint64_t get(int i) const {
    std::uint64_t v;
    std::memcpy(&v, s.data() + 8 * i, 8);
    return v;
  }
  void put(int i, std::uint64_t v) { std::memcpy(s.data() + 8 * i, &v, 8); }
  std::uint64_t next() {
    int tap = static_cast<int>(get(kLen)) - 1, feed = static_cast<int>(get(kLen + 1)) - 1;
    if (tap < 0) tap += kLen;
    if (feed < 0) feed += kLen;
    std::uint64_t x = get(feed) + get(tap);
    put(feed, x);
    put(kLen, static_cast<std::uint64_t>(tap));
    put(kLen + 1, static_cast<std::uint64_t>(feed));
    return x;
  }
};

/// x * 48271 mod (2^31 - 1), by Schrage's method as Go's seedrand.
std::int32_t seedrand(std::int32_t x) {
  const std::int32_t hi = x / 44488, lo = x % 44488;
  x = 48271 * lo - 3399 * hi;
  return x < 0 ? x + 2147483647 : x;
}

void seed_register(std::string& s, std::int64_t seed) {
  s.assign(8 * (kLen + 2), '\0');
  Rng r{s};
  seed %= 2147483647;
  if (seed < 0) seed += 2147483647;
  if (seed == 0) seed = 89482311;
  auto x = static_cast<std::int32_t>(seed);
  for (int i = -20; i < kLen; ++i) {
    x = seedrand(x);
    if (i < 0) continue;
    std::uint64_t u = static_cast<std::uint64_t>(x) << 40;
    x = seedrand(x);
    u ^= static_cast<std::uint64_t>(x) << 20;
    x = seedrand(x);
    u ^= static_cast<std::uint64_t>(x);
    r.put(i, u ^ kGoRngCooked[i]);
  }
  r.put(kLen, 0);
  r.put(kLen + 1, kLen - kTap);
}

Value new_source(Vm& in, std::int64_t seed) {
  auto* inst = new InstanceObj();
  inst->cls = new_class(kSourceCls);
  Value src = Value::object(inst);
  std::string s;
  seed_register(s, seed);
  go_set_field(in, src, "__rng", make_str(std::move(s)));
  return src;
}

bool is_cls(const Value& v, const char* cls) { return v.is(Tag::Instance) && v.as<InstanceObj>()->klass()->name == cls; }

/// The register of a built-in source, or nullptr (a program's own Source).
std::string* register_of(Vm& in, const Value& src) {
  if (!is_cls(src, kSourceCls)) return nullptr;
  Value* v = src.as<InstanceObj>()->fields.find(in.intern("__rng"));
  return v && v->is(Tag::Str) ? &v->as<StrObj>()->s : nullptr;
}

/// The source a *rand.Rand draws from (a source itself answers for itself).
Value source_of(Vm& in, const Value& self) { return is_cls(self, kRandCls) ? go_field(in, self, "__src") : self; }

/// A call of a program's Source method; ok false when it raised or is missing.
std::uint64_t call_user(Vm& in, const Value& src, const char* method, bool& ok) {
  return go_rand_call_source(in, src, method, ok);
}
}  // namespace

std::uint64_t go_rand_call_source(Vm& in, const Value& src, const char* method, bool& ok) {
  Value m = go_json_method(in, src, method);
  if (m.is_none()) {
    in.raise("GoRuntimeError", "runtime error: invalid memory address or nil pointer dereference");
    ok = false;
    return 0;
  }
  Args a{src};
  Value r = in.call_sync(m, a);
  if (in.raising() || !r.is_int()) {
    ok = false;
    return 0;
  }
  return static_cast<std::uint64_t>(r.i());
}

namespace {

std::int64_t int63(Vm& in, const Value& self, bool& ok) {
  Value src = source_of(in, self);
  if (std::string* s = register_of(in, src)) return static_cast<std::int64_t>(Rng{*s}.next() & kMask);
  return static_cast<std::int64_t>(call_user(in, src, "Int63", ok));
}
std::uint64_t uint64(Vm& in, const Value& self, bool& ok) {
  Value src = source_of(in, self);
  if (std::string* s = register_of(in, src)) return Rng{*s}.next();
  if (!go_json_method(in, src, "Uint64").is_none()) return call_user(in, src, "Uint64", ok);
  const auto lo = static_cast<std::uint64_t>(int63(in, self, ok)) >> 31;
  return lo | static_cast<std::uint64_t>(int63(in, self, ok)) << 32;
}
std::uint32_t uint32(Vm& in, const Value& self, bool& ok) { return static_cast<std::uint32_t>(int63(in, self, ok) >> 31); }
std::int32_t int31(Vm& in, const Value& self, bool& ok) { return static_cast<std::int32_t>(int63(in, self, ok) >> 32); }

bool positive(Vm& in, std::int64_t n, const char* fn) {
  if (n > 0) return true;
  go_panic_value(in, make_str(std::string("invalid argument to ") + fn));
  return false;
}
std::int64_t int63n(Vm& in, const Value& self, std::int64_t n, bool& ok) {
  if ((n & (n - 1)) == 0) return int63(in, self, ok) & (n - 1);
  const auto max = static_cast<std::int64_t>(kMask - (kMask % static_cast<std::uint64_t>(n) + 1) % static_cast<std::uint64_t>(n));
  std::int64_t v = int63(in, self, ok);
  while (ok && v > max) v = int63(in, self, ok);
  return v % n;
}
std::int32_t int31n(Vm& in, const Value& self, std::int32_t n, bool& ok) {
  if ((n & (n - 1)) == 0) return int31(in, self, ok) & (n - 1);
  const auto max = static_cast<std::int32_t>(2147483647u - (2147483648u % static_cast<std::uint32_t>(n)));
  std::int32_t v = int31(in, self, ok);
  while (ok && v > max) v = int31(in, self, ok);
  return v % n;
}
/// Shuffle's unexported int31n (Lemire's multiply-and-shift).
std::int32_t int31n_fast(Vm& in, const Value& self, std::int32_t n, bool& ok) {
  std::uint64_t prod = std::uint64_t{uint32(in, self, ok)} * static_cast<std::uint64_t>(n);
  auto low = static_cast<std::uint32_t>(prod);
  if (low < static_cast<std::uint32_t>(n)) {
    const std::uint32_t thresh = (0u - static_cast<std::uint32_t>(n)) % static_cast<std::uint32_t>(n);
    while (ok && low < thresh) {
      prod = std::uint64_t{uint32(in, self, ok)} * static_cast<std::uint64_t>(n);
      low = static_cast<std::uint32_t>(prod);
    }
  }
  return static_cast<std::int32_t>(prod >> 32);
}
std::int64_t intn(Vm& in, const Value& self, std::int64_t n, bool& ok) {
  return n <= 2147483647 ? int31n(in, self, static_cast<std::int32_t>(n), ok) : int63n(in, self, n, ok);
}
double float64(Vm& in, const Value& self, bool& ok) {
  for (;;) {  // a draw that rounds up to 1.0 is drawn again
    const double f = static_cast<double>(int63(in, self, ok)) / 9223372036854775808.0;
    if (f != 1 || !ok) return f;
  }
}

/// NormFloat64: Marsaglia & Tsang's ziggurat over 128 layers, as Go draws it
/// (the sign from the 32-bit draw, the tail past rn by rejection).
double norm_float64(Vm& in, const Value& self, bool& ok) {
  constexpr double rn = 3.442619855899;
  while (ok) {
    const auto j = static_cast<std::int32_t>(uint32(in, self, ok));
    const std::int32_t i = j & 0x7F;
    double x = static_cast<double>(j) * static_cast<double>(kGoWn[i]);
    const std::uint32_t absj = j < 0 ? 0u - static_cast<std::uint32_t>(j) : static_cast<std::uint32_t>(j);
    if (absj < kGoKn[i]) return x;
    if (i == 0) {
      while (ok) {
        x = -go_log(float64(in, self, ok)) * (1.0 / rn);
        const double y = -go_log(float64(in, self, ok));
        if (y + y >= x * x) break;
      }
      return j > 0 ? rn + x : -rn - x;
    }
    if (kGoFn[i] + static_cast<float>(float64(in, self, ok)) * (kGoFn[i - 1] - kGoFn[i]) < static_cast<float>(go_exp(-.5 * x * x)))
      return x;
  }
  return 0;
}
/// ExpFloat64: the ziggurat over 256 layers for rate 1.
double exp_float64(Vm& in, const Value& self, bool& ok) {
  constexpr double re = 7.69711747013104972;
  while (ok) {
    const std::uint32_t j = uint32(in, self, ok);
    const std::uint32_t i = j & 0xFF;
    const double x = static_cast<double>(j) * static_cast<double>(kGoWe[i]);
    if (j < kGoKe[i]) return x;
    if (i == 0) return re - go_log(float64(in, self, ok));
    if (kGoFe[i] + static_cast<float>(float64(in, self, ok)) * (kGoFe[i - 1] - kGoFe[i]) < static_cast<float>(go_exp(-x))) return x;
  }
  return 0;
}

/// An integer argument; an untyped constant such as 1e12 arrives as a whole float.
std::int64_t iarg(const Args& a, std::size_t k) {
  const Value& v = go_arg(a, k);
  if (v.is(Tag::Float) && std::fabs(v.d()) < 9.2e18 && v.d() == std::trunc(v.d())) return static_cast<std::int64_t>(v.d());
  return v.is_int() ? v.i() : 0;
}
Value done(Vm& in, bool ok, Value v) { return ok && !in.raising() ? v : Value::none(); }

Value m_int63(Vm& in, const Value& self, Args&) {
  bool ok = true;
  return done(in, ok, Value::integer(int63(in, self, ok)));
}
Value m_uint64(Vm& in, const Value& self, Args&) {
  bool ok = true;
  return done(in, ok, Value::integer(static_cast<std::int64_t>(uint64(in, self, ok))));
}
Value m_uint32(Vm& in, const Value& self, Args&) {
  bool ok = true;
  return done(in, ok, Value::integer(uint32(in, self, ok)));
}
Value m_int31(Vm& in, const Value& self, Args&) {
  bool ok = true;
  return done(in, ok, Value::integer(int31(in, self, ok)));
}
Value m_int63n(Vm& in, const Value& self, Args& a) {
  bool ok = positive(in, iarg(a, 0), "Int63n");
  return ok ? done(in, ok, Value::integer(int63n(in, self, iarg(a, 0), ok))) : Value::none();
}
Value m_int31n(Vm& in, const Value& self, Args& a) {
  const auto n = static_cast<std::int32_t>(iarg(a, 0));
  bool ok = positive(in, n, "Int31n");
  return ok ? done(in, ok, Value::integer(int31n(in, self, n, ok))) : Value::none();
}
Value m_intn(Vm& in, const Value& self, Args& a) {
  bool ok = positive(in, iarg(a, 0), "Intn");
  return ok ? done(in, ok, Value::integer(intn(in, self, iarg(a, 0), ok))) : Value::none();
}
Value m_float64(Vm& in, const Value& self, Args&) {
  bool ok = true;
  return done(in, ok, Value::real(float64(in, self, ok)));
}
Value m_float32(Vm& in, const Value& self, Args&) {
  bool ok = true;
  for (;;) {
    const auto f = static_cast<float>(float64(in, self, ok));
    if (f != 1 || !ok) return done(in, ok, Value::real(f));
  }
}
Value m_norm_float64(Vm& in, const Value& self, Args&) {
  bool ok = true;
  const double d = norm_float64(in, self, ok);
  return done(in, ok, Value::real(d));
}
Value m_exp_float64(Vm& in, const Value& self, Args&) {
  bool ok = true;
  const double d = exp_float64(in, self, ok);
  return done(in, ok, Value::real(d));
}
Value m_perm(Vm& in, const Value& self, Args& a) {
  const std::int64_t n = iarg(a, 0);
  if (n < 0) {
    in.raise("GoRuntimeError", "runtime error: makeslice: len out of range");
    return Value::none();
  }
  if (!in.charge_items(static_cast<std::size_t>(n))) return Value::none();
  std::vector<Value> m(static_cast<std::size_t>(n), Value::integer(0));
  bool ok = true;
  for (std::int64_t i = 0; i < n && ok; ++i) {
    const std::int64_t j = intn(in, self, i + 1, ok);
    m[static_cast<std::size_t>(i)] = m[static_cast<std::size_t>(j)];
    m[static_cast<std::size_t>(j)] = Value::integer(i);
  }
  return done(in, ok, make_list(std::move(m)));
}
Value m_shuffle(Vm& in, const Value& self, Args& a) {
  std::int64_t i = iarg(a, 0) - 1;
  if (i < -1) {
    go_panic_value(in, make_str("invalid argument to Shuffle"));
    return Value::none();
  }
  bool ok = true;
  for (; i > 0 && ok; --i) {
    const std::int64_t j = i > 2147483646 ? int63n(in, self, i + 1, ok) : int31n_fast(in, self, static_cast<std::int32_t>(i + 1), ok);
    if (!ok) break;
    Args sw{Value::integer(i), Value::integer(j)};
    in.call_sync(go_arg(a, 1), sw);
    if (in.raising()) return Value::none();
  }
  return Value::none();
}
/// Read(p): 7 bytes from each Int63, low byte first; the rest carries to the next Read.
Value m_read(Vm& in, const Value& self, Args& a) {
  const Value& p = go_arg(a, 0);
  if (!p.is(Tag::List)) return make_list({Value::integer(0), Value::none()}, Tag::Tuple);
  auto& items = p.as<ListObj>()->items;
  std::int64_t val = iarg({go_field(in, self, "__rv")}, 0), pos = iarg({go_field(in, self, "__rp")}, 0);
  bool ok = true;
  for (auto& b : items) {
    if (pos == 0) {
      val = int63(in, self, ok);
      pos = 7;
    }
    b = Value::integer(val & 0xff);
    val >>= 8;
    --pos;
  }
  go_shared_wrote(in, p, 0, items.size());
  go_set_field(in, self, "__rv", Value::integer(val));
  go_set_field(in, self, "__rp", Value::integer(pos));
  return done(in, ok, make_list({Value::integer(static_cast<std::int64_t>(items.size())), Value::none()}, Tag::Tuple));
}
Value m_seed(Vm& in, const Value& self, Args& a) {
  Value src = source_of(in, self);
  if (std::string* s = register_of(in, src)) seed_register(*s, iarg(a, 0));
  else if (Value m = go_json_method(in, src, "Seed"); !m.is_none()) {
    Args sa{src, go_arg(a, 0)};
    in.call_sync(m, sa);
  }
  if (is_cls(self, kRandCls)) go_set_field(in, self, "__rp", Value::integer(0));
  return Value::none();
}

Value f_new_source(Vm& in, const Value&, Args& a) {
  if (!go_arg(a, 0).is_int()) return in.fresh_symbolic("rand.NewSource");  // time.Now().UnixNano(): unknown
  return new_source(in, go_arg(a, 0).i());
}
Value f_new(Vm& in, const Value&, Args& a) {
  if (!go_arg(a, 0).is(Tag::Instance)) return in.fresh_symbolic("rand.New");
  auto* inst = new InstanceObj();
  inst->cls = new_class(kRandCls);
  Value r = Value::object(inst);
  go_set_field(in, r, "__src", go_arg(a, 0));
  return r;
}

/// The package's own *rand.Rand, behind its top-level functions.
Value global_rand(Vm& in, const Value& pkg) {
  Value r = go_field(in, pkg, "__global");
  if (!r.is_none()) return r;
  Args a{new_source(in, 1)};
  r = f_new(in, Value::none(), a);
  go_set_field(in, pkg, "__global", r);
  return r;
}
template <NativeFn M>
Value top(Vm& in, const Value& pkg, Args& a) {
  return M(in, global_rand(in, pkg), a);
}
Value f_seed(Vm&, const Value&, Args&) { return Value::none(); }

}  // namespace

Value go_rand_global(Vm& in, std::string_view name) {
  if (name != "rand") return Value::undef();
  auto* inst = new InstanceObj();
  inst->cls = new_class("package");
  Value p = Value::object(inst);
  const GoNative fns[] = {{"NewSource", f_new_source}, {"New", f_new}, {"Seed", f_seed}};
  for (const auto& e : fns) inst->fields.set(in.intern(e.name), make_native(e.fn, e.name));
  // the top-level functions are bound to the package, which holds the global generator
  const GoNative bound[] = {{"Int63", top<m_int63>},     {"Uint64", top<m_uint64>},   {"Uint32", top<m_uint32>},
                            {"Int31", top<m_int31>},     {"Int", top<m_int63>},       {"Int63n", top<m_int63n>},
                            {"Int31n", top<m_int31n>},   {"Intn", top<m_intn>},       {"Float64", top<m_float64>},
                            {"Float32", top<m_float32>}, {"Perm", top<m_perm>},       {"Shuffle", top<m_shuffle>},
                            {"Read", top<m_read>},       {"NormFloat64", top<m_norm_float64>}, {"ExpFloat64", top<m_exp_float64>}};
  for (const auto& e : bound) inst->fields.set(in.intern(e.name), make_native(e.fn, e.name, p));
  inst->fields.set(in.intern("__name"), make_str("rand"));
  return p;
}

Value go_rand_attr(Vm& in, const Value& obj, Name field) {
  const std::string& n = in.name(field);
  static const GoNative methods[] = {{"Int63", m_int63},     {"Uint64", m_uint64},   {"Uint32", m_uint32},   {"Int31", m_int31},
                                     {"Int", m_int63},       {"Int63n", m_int63n},   {"Int31n", m_int31n},   {"Intn", m_intn},
                                     {"Float64", m_float64}, {"Float32", m_float32}, {"Perm", m_perm},       {"Shuffle", m_shuffle},
                                     {"Read", m_read},       {"Seed", m_seed},       {"NormFloat64", m_norm_float64},
                                     {"ExpFloat64", m_exp_float64}};
  const bool source = is_cls(obj, kSourceCls);
  for (const auto& e : methods)
    if (n == e.name && (!source || n == "Int63" || n == "Uint64" || n == "Seed")) return make_native(e.fn, e.name, obj);
  return Value::undef();
}

}  // namespace reddragon::vm
