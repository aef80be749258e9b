// go_rand_v2.cpp - package math/rand/v2 over its PCG source: rand.NewPCG's
// 128-bit LCG with the DXSM output, and *rand.Rand's v2 methods as Go derives
// them from Uint64 (IntN/Int64N/... by Lemire's multiply-shift, Float64 from
// 53 bits, Shuffle and Perm by uint64n), so a seeded program prints Go's
// numbers. A Rand over a program's own Source calls its Uint64. The top-level
// functions draw from one PCG with a fixed seed: Go seeds them randomly, so
// no program can expect their values. (NewChaCha8 is not implemented.)
#include <cstdint>
#include <string>
#include <vector>

#include "go_runtime.hpp"

namespace reddragon::vm {

namespace {

using Args = std::vector<Value>;
using u128 = unsigned __int128;

constexpr char kPcgCls[] = "*rand.PCG", kRandCls[] = "*rand.Rand";

bool is_cls(const Value& v, const char* c) { return v.is(Tag::Instance) && v.as<InstanceObj>()->klass()->name == c; }
std::uint64_t u64_of(const Value& v) { return v.is_int() ? static_cast<std::uint64_t>(v.i()) : 0; }

Value new_pcg(Vm& in, std::uint64_t hi, std::uint64_t lo) {
  auto* inst = new InstanceObj();
  inst->cls = new_class(kPcgCls);
  Value p = Value::object(inst);
  go_set_field(in, p, "__hi", Value::integer(static_cast<std::int64_t>(hi)));
  go_set_field(in, p, "__lo", Value::integer(static_cast<std::int64_t>(lo)));
  return p;
}

/// PCG's step: (hi, lo) = (hi, lo) * mul + inc mod 2^128, then DXSM.
std::uint64_t pcg_next(Vm& in, const Value& p) {
  constexpr u128 mul = (u128{2549297995355413924u} << 64) | 4865540595714422341u;
  constexpr u128 inc = (u128{6364136223846793005u} << 64) | 1442695040888963407u;
  u128 s = (u128{u64_of(go_field(in, p, "__hi"))} << 64) | u64_of(go_field(in, p, "__lo"));
  s = s * mul + inc;
  std::uint64_t hi = static_cast<std::uint64_t>(s >> 64), lo = static_cast<std::uint64_t>(s);
  go_set_field(in, p, "__hi", Value::integer(static_cast<std::int64_t>(hi)));
  go_set_field(in, p, "__lo", Value::integer(static_cast<std::int64_t>(lo)));
  hi ^= hi >> 32;
  hi *= 0xda942042e4dd58b5u;
  hi ^= hi >> 48;
  hi *= (lo | 1);
  return hi;
}

/// src.Uint64() of a Rand's source (a PCG, or a program's Source).
std::uint64_t next(Vm& in, const Value& self, bool& ok) {
  Value src = is_cls(self, kRandCls) ? go_field(in, self, "__src") : self;
  if (is_cls(src, kPcgCls)) return pcg_next(in, src);
  return go_rand_call_source(in, src, "Uint64", ok);
}

std::uint64_t uint64n(Vm& in, const Value& self, std::uint64_t n, bool& ok) {
  if ((n & (n - 1)) == 0) return next(in, self, ok) & (n - 1);
  u128 m = u128{next(in, self, ok)} * n;
  if (static_cast<std::uint64_t>(m) < n) {
    const std::uint64_t thresh = (0 - n) % n;
    while (ok && static_cast<std::uint64_t>(m) < thresh) m = u128{next(in, self, ok)} * n;
  }
  return static_cast<std::uint64_t>(m >> 64);
}

Value done(Vm& in, bool ok, Value v) { return ok && !in.raising() ? v : Value::none(); }
std::int64_t iarg(const Args& a, std::size_t k) { return go_arg(a, k).is_int() ? go_arg(a, k).i() : 0; }

template <int Shape>
Value m_bits(Vm& in, const Value& self, Args&) {
  bool ok = true;
  const std::uint64_t x = next(in, self, ok);
  std::int64_t r = 0;
  switch (Shape) {
    case 0: r = static_cast<std::int64_t>(x & ~(std::uint64_t{1} << 63)); break;  // Int64, Int
    case 1: r = static_cast<std::int64_t>(x >> 32); break;                         // Uint32
    case 2: r = static_cast<std::int64_t>(x); break;                               // Uint64, Uint
    case 3: r = static_cast<std::int64_t>(x >> 33); break;                         // Int32
  }
  return done(in, ok, Value::integer(r));
}
/// IntN & co.: n <= 0 (or 0 for the unsigned ones) panics with Go's message.
Value bounded(Vm& in, const Value& self, Args& a, const char* fn, bool is_unsigned) {
  const std::int64_t n = iarg(a, 0);
  if (is_unsigned ? n == 0 : n <= 0) {
    go_panic_value(in, make_str(std::string("invalid argument to ") + fn));
    return Value::none();
  }
  bool ok = true;
  const std::uint64_t r = uint64n(in, self, static_cast<std::uint64_t>(n), ok);
  return done(in, ok, Value::integer(static_cast<std::int64_t>(r)));
}
Value m_intn(Vm& in, const Value& s, Args& a) { return bounded(in, s, a, "IntN", false); }
Value m_int64n(Vm& in, const Value& s, Args& a) { return bounded(in, s, a, "Int64N", false); }
Value m_int32n(Vm& in, const Value& s, Args& a) { return bounded(in, s, a, "Int32N", false); }
Value m_uintn(Vm& in, const Value& s, Args& a) { return bounded(in, s, a, "UintN", true); }
Value m_uint64n(Vm& in, const Value& s, Args& a) { return bounded(in, s, a, "Uint64N", true); }
Value m_uint32n(Vm& in, const Value& s, Args& a) { return bounded(in, s, a, "Uint32N", true); }
Value m_n(Vm& in, const Value& s, Args& a) { return bounded(in, s, a, "N", false); }
Value m_float64(Vm& in, const Value& self, Args&) {
  bool ok = true;
  const std::uint64_t x = next(in, self, ok);
  return done(in, ok, Value::real(static_cast<double>(x << 11 >> 11) / 9007199254740992.0));
}
Value m_float32(Vm& in, const Value& self, Args&) {
  bool ok = true;
  const auto x = static_cast<std::uint32_t>(next(in, self, ok) >> 32);
  return done(in, ok, Value::real(static_cast<float>(x << 8 >> 8) / 16777216.0f));
}
Value m_shuffle(Vm& in, const Value& self, Args& a) {
  const std::int64_t n = iarg(a, 0);
  if (n < 0) {
    go_panic_value(in, make_str("invalid argument to Shuffle"));
    return Value::none();
  }
  bool ok = true;
  for (std::int64_t i = n - 1; i > 0 && ok; --i) {
    const auto j = static_cast<std::int64_t>(uint64n(in, self, static_cast<std::uint64_t>(i + 1), ok));
    if (!ok) break;
    Args sw{Value::integer(i), Value::integer(j)};
    in.call_sync(go_arg(a, 1), sw);
    if (in.raising()) return Value::none();
  }
  return Value::none();
}
Value m_perm(Vm& in, const Value& self, Args& a) {
  const std::int64_t n = iarg(a, 0);
  if (n < 0) {
    in.raise("GoRuntimeError", "runtime error: makeslice: len out of range");
    return Value::none();
  }
  if (!in.charge_items(static_cast<std::size_t>(n))) return Value::none();
  std::vector<Value> p;
  p.reserve(static_cast<std::size_t>(n));
  for (std::int64_t i = 0; i < n; ++i) p.push_back(Value::integer(i));
  bool ok = true;
  for (std::int64_t i = n - 1; i > 0 && ok; --i) {
    const auto j = static_cast<std::size_t>(uint64n(in, self, static_cast<std::uint64_t>(i + 1), ok));
    std::swap(p[static_cast<std::size_t>(i)], p[j]);
  }
  return done(in, ok, make_list(std::move(p)));
}

Value pcg_uint64(Vm& in, const Value& self, Args&) { return Value::integer(static_cast<std::int64_t>(pcg_next(in, self))); }
Value pcg_seed(Vm& in, const Value& self, Args& a) {
  go_set_field(in, self, "__hi", Value::integer(iarg(a, 0)));
  go_set_field(in, self, "__lo", Value::integer(iarg(a, 1)));
  return Value::none();
}
Value f_new_pcg(Vm& in, const Value&, Args& a) {
  if (!go_arg(a, 0).is_int() || !go_arg(a, 1).is_int()) return in.fresh_symbolic("rand.NewPCG");
  return new_pcg(in, u64_of(go_arg(a, 0)), u64_of(go_arg(a, 1)));
}
Value f_new(Vm& in, const Value&, Args& a) {
  if (!go_arg(a, 0).is(Tag::Instance)) return in.fresh_symbolic("rand.New");
  auto* inst = new InstanceObj();
  inst->cls = new_class(kRandCls);
  Value r = Value::object(inst);
  go_set_field(in, r, "__src", go_arg(a, 0));
  go_set_field(in, r, "__v2", Value::boolean(true));
  return r;
}

const GoNative kMethods[] = {
    {"Int64", m_bits<0>},   {"Int", m_bits<0>},       {"Uint32", m_bits<1>},    {"Uint64", m_bits<2>},
    {"Uint", m_bits<2>},    {"Int32", m_bits<3>},     {"IntN", m_intn},         {"Int64N", m_int64n},
    {"Int32N", m_int32n},   {"UintN", m_uintn},       {"Uint64N", m_uint64n},   {"Uint32N", m_uint32n},
    {"Float64", m_float64}, {"Float32", m_float32},   {"Shuffle", m_shuffle},   {"Perm", m_perm}};

template <NativeFn M>
Value top(Vm& in, const Value& pkg, Args& a) {
  return M(in, go_field(in, pkg, "__global"), a);
}

}  // namespace

Value go_rand_v2_global(Vm& in, std::string_view name) {
  if (name != "rand/v2") return Value::undef();
  Value p = go_package(in, "rand", {{"NewPCG", f_new_pcg}, {"New", f_new}});
  Args ga{new_pcg(in, 0x853c49e6748fea9bu, 0xda3e39cb94b95bdbu)};
  go_set_field(in, p, "__global", f_new(in, Value::none(), ga));
  static const GoNative top_fns[] = {
      {"Int64", top<m_bits<0>>}, {"Int", top<m_bits<0>>},   {"Uint32", top<m_bits<1>>}, {"Uint64", top<m_bits<2>>},
      {"Uint", top<m_bits<2>>},  {"Int32", top<m_bits<3>>}, {"IntN", top<m_intn>},      {"Int64N", top<m_int64n>},
      {"Int32N", top<m_int32n>}, {"UintN", top<m_uintn>},   {"Uint64N", top<m_uint64n>}, {"Uint32N", top<m_uint32n>},
      {"Float64", top<m_float64>}, {"Float32", top<m_float32>}, {"Shuffle", top<m_shuffle>}, {"Perm", top<m_perm>},
      {"N", top<m_n>}};
  for (const auto& e : top_fns) go_set_field(in, p, e.name, make_native(e.fn, e.name, p));
  return p;
}

Value go_rand_v2_attr(Vm& in, const Value& obj, Name field) {
  const std::string& n = in.name(field);
  if (is_cls(obj, kPcgCls)) {
    if (n == "Uint64") return make_native(pcg_uint64, "Uint64", obj);
    if (n == "Seed") return make_native(pcg_seed, "Seed", obj);
    return Value::undef();
  }
  for (const auto& e : kMethods)
    if (n == e.name) return make_native(e.fn, e.name, obj);
  return Value::undef();
}

bool go_rand_is_v2(Vm& in, const Value& obj) { return go_field(in, obj, "__v2").is(Tag::Bool); }

}  // namespace reddragon::vm
