// go_rand_v2.cpp - package math/rand/v2 over its PCG source: rand.NewPCG's
// 128-bit LCG with the DXSM output, and *rand.Rand's v2 methods as Go derives
// them from Uint64 (IntN/Int64N/... by Lemire's multiply-shift, Float64 from
// 53 bits, Shuffle and Perm by uint64n), so a seeded program prints Go's
// numbers. A Rand over a program's own Source calls its Uint64. The top-level
// functions draw from one PCG with a fixed seed: Go seeds them randomly, so
// no program can expect their values. NewChaCha8 is Go's chacha8rand (its
// generic block function: ChaCha8 over 4 interleaved counters, reseeded from
// its own output every 16 blocks), so a seeded ChaCha8 gives Go's numbers too.
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "go_runtime.hpp"

namespace reddragon::vm {

namespace {

using Args = std::vector<Value>;

/// a * b as a 128-bit (hi, lo) pair: bits.Mul64, portably (no __int128, a GNU extension).
void mul64(std::uint64_t a, std::uint64_t b, std::uint64_t& hi, std::uint64_t& lo) {
  const std::uint64_t a0 = a & 0xffffffffu, a1 = a >> 32, b0 = b & 0xffffffffu, b1 = b >> 32;
  const std::uint64_t p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
  const std::uint64_t mid = (p00 >> 32) + (p01 & 0xffffffffu) + (p10 & 0xffffffffu);
  lo = (mid << 32) | (p00 & 0xffffffffu);
  hi = p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32);
}

constexpr char kPcgCls[] = "*rand.PCG", kRandCls[] = "*rand.Rand", kChaChaCls[] = "*rand.ChaCha8";

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
  constexpr std::uint64_t mul_hi = 2549297995355413924u, mul_lo = 4865540595714422341u;
  constexpr std::uint64_t inc_hi = 6364136223846793005u, inc_lo = 1442695040888963407u;
  const std::uint64_t s_hi = u64_of(go_field(in, p, "__hi")), s_lo = u64_of(go_field(in, p, "__lo"));
  std::uint64_t hi, lo;  // (s * mul + inc) mod 2^128, as Go's pcg.go computes it
  mul64(s_lo, mul_lo, hi, lo);
  hi += s_hi * mul_lo + s_lo * mul_hi;
  const std::uint64_t sum = lo + inc_lo;
  hi += inc_hi + (sum < lo ? 1 : 0);
  lo = sum;
  go_set_field(in, p, "__hi", Value::integer(static_cast<std::int64_t>(hi)));
  go_set_field(in, p, "__lo", Value::integer(static_cast<std::int64_t>(lo)));
  hi ^= hi >> 32;
  hi *= 0xda942042e4dd58b5u;
  hi ^= hi >> 48;
  hi *= (lo | 1);
  return hi;
}

// --- ChaCha8: internal/chacha8rand's State {buf [32]uint64; seed [4]uint64; i, n, c uint32},
// kept as one list field __cc of 39 integers (buf, seed, i, n, c).
constexpr std::size_t kCcSeed = 32, kCcI = 36, kCcN = 37, kCcC = 38, kCcLen = 39;

std::uint32_t rotl(std::uint32_t x, int k) { return x << k | x >> (32 - k); }
void qr(std::uint32_t& a, std::uint32_t& b, std::uint32_t& c, std::uint32_t& d) {
  a += b; d ^= a; d = rotl(d, 16);
  c += d; b ^= c; b = rotl(b, 12);
  a += b; d ^= a; d = rotl(d, 8);
  c += d; b ^= c; b = rotl(b, 7);
}
/// chacha8rand's block: 4 ChaCha8 blocks (counters c..c+3) interleaved word by word;
/// the key words keep their feed-forward, the others do not (as Go's block_generic).
void cc_block(const std::uint64_t seed[4], std::uint64_t buf[32], std::uint32_t counter) {
  std::uint32_t b[16][4];
  const std::uint32_t consts[4] = {0x61707865, 0x3320646e, 0x79622d32, 0x6b206574};
  for (int i = 0; i < 4; ++i) {
    for (int r = 0; r < 4; ++r) b[r][i] = consts[r];
    for (int k = 0; k < 4; ++k) {
      b[4 + 2 * k][i] = static_cast<std::uint32_t>(seed[k]);
      b[5 + 2 * k][i] = static_cast<std::uint32_t>(seed[k] >> 32);
    }
    b[12][i] = counter + static_cast<std::uint32_t>(i);
    b[13][i] = b[14][i] = b[15][i] = 0;
  }
  for (int i = 0; i < 4; ++i) {
    std::uint32_t x[16];
    for (int k = 0; k < 16; ++k) x[k] = b[k][i];
    for (int round = 0; round < 4; ++round) {
      qr(x[0], x[4], x[8], x[12]);
      qr(x[1], x[5], x[9], x[13]);
      qr(x[2], x[6], x[10], x[14]);
      qr(x[3], x[7], x[11], x[15]);
      qr(x[0], x[5], x[10], x[15]);
      qr(x[1], x[6], x[11], x[12]);
      qr(x[2], x[7], x[8], x[13]);
      qr(x[3], x[4], x[9], x[14]);
    }
    for (int k = 0; k < 16; ++k) b[k][i] = k >= 4 && k < 12 ? b[k][i] + x[k] : x[k];
  }
  // the [16][4]uint32 array read as [32]uint64 (little-endian)
  for (int w = 0; w < 32; ++w) {
    int lo = 2 * w, hi = 2 * w + 1;
    buf[w] = static_cast<std::uint64_t>(b[lo / 4][lo % 4]) | static_cast<std::uint64_t>(b[hi / 4][hi % 4]) << 32;
  }
}
struct CcState {
  std::uint64_t buf[32], seed[4];
  std::uint32_t i, n, c;
};
CcState cc_load(Vm& in, const Value& p) {
  CcState s{};
  Value l = go_field(in, p, "__cc");
  if (!l.is(Tag::List) || l.as<ListObj>()->items.size() != kCcLen) return s;
  const auto& it = l.as<ListObj>()->items;
  for (std::size_t k = 0; k < 32; ++k) s.buf[k] = u64_of(it[k]);
  for (std::size_t k = 0; k < 4; ++k) s.seed[k] = u64_of(it[kCcSeed + k]);
  s.i = static_cast<std::uint32_t>(u64_of(it[kCcI]));
  s.n = static_cast<std::uint32_t>(u64_of(it[kCcN]));
  s.c = static_cast<std::uint32_t>(u64_of(it[kCcC]));
  return s;
}
void cc_store(Vm& in, const Value& p, const CcState& s) {
  std::vector<Value> it(kCcLen);
  for (std::size_t k = 0; k < 32; ++k) it[k] = Value::integer(static_cast<std::int64_t>(s.buf[k]));
  for (std::size_t k = 0; k < 4; ++k) it[kCcSeed + k] = Value::integer(static_cast<std::int64_t>(s.seed[k]));
  it[kCcI] = Value::integer(s.i);
  it[kCcN] = Value::integer(s.n);
  it[kCcC] = Value::integer(s.c);
  go_set_field(in, p, "__cc", make_list(std::move(it)));
}
void cc_init(CcState& s, const std::uint64_t seed[4]) {
  for (int k = 0; k < 4; ++k) s.seed[k] = seed[k];
  cc_block(s.seed, s.buf, 0);
  s.c = 0;
  s.i = 0;
  s.n = 32;
}
/// State.Next, with State.Refill when the chunk is used up (the last 4 words of
/// every 16th block are the next seed, not output).
std::uint64_t cc_next(Vm& in, const Value& p) {
  CcState s = cc_load(in, p);
  if (s.i >= s.n) {
    s.c += 4;
    if (s.c == 16) {
      for (int k = 0; k < 4; ++k) s.seed[k] = s.buf[28 + k];
      s.c = 0;
    }
    cc_block(s.seed, s.buf, s.c);
    s.i = 0;
    s.n = s.c == 12 ? 28 : 32;
  }
  std::uint64_t x = s.buf[s.i++ & 31];
  cc_store(in, p, s);
  return x;
}
/// The [32]byte seed as 4 little-endian words.
void cc_seed_words(const Value& a, std::uint64_t w[4]) {
  for (int k = 0; k < 4; ++k) w[k] = 0;
  if (!a.is(Tag::List)) return;
  const auto& it = a.as<ListObj>()->items;
  for (std::size_t k = 0; k < 32 && k < it.size(); ++k) w[k / 8] |= (u64_of(it[k]) & 0xff) << (8 * (k % 8));
}
Value f_new_chacha8(Vm& in, const Value&, Args& a) {
  if (!go_arg(a, 0).is(Tag::List)) return in.fresh_symbolic("rand.NewChaCha8");
  auto* inst = new InstanceObj();
  inst->cls = new_class(kChaChaCls);
  Value p = Value::object(inst);
  std::uint64_t w[4];
  cc_seed_words(go_arg(a, 0), w);
  CcState s{};
  cc_init(s, w);
  cc_store(in, p, s);
  return p;
}
Value cc_uint64(Vm& in, const Value& self, Args&) { return Value::integer(static_cast<std::int64_t>(cc_next(in, self))); }
Value cc_seed(Vm& in, const Value& self, Args& a) {
  std::uint64_t w[4];
  cc_seed_words(go_arg(a, 0), w);
  CcState s{};
  cc_init(s, w);
  cc_store(in, self, s);
  return Value::none();
}

/// src.Uint64() of a Rand's source (a PCG, or a program's Source).
std::uint64_t next(Vm& in, const Value& self, bool& ok) {
  Value src = is_cls(self, kRandCls) ? go_field(in, self, "__src") : self;
  if (is_cls(src, kPcgCls)) return pcg_next(in, src);
  if (is_cls(src, kChaChaCls)) return cc_next(in, src);
  return go_rand_call_source(in, src, "Uint64", ok);
}

std::uint64_t uint64n(Vm& in, const Value& self, std::uint64_t n, bool& ok) {
  if ((n & (n - 1)) == 0) return next(in, self, ok) & (n - 1);
  std::uint64_t hi, lo;
  mul64(next(in, self, ok), n, hi, lo);
  if (lo < n) {
    const std::uint64_t thresh = (0 - n) % n;
    while (ok && lo < thresh) mul64(next(in, self, ok), n, hi, lo);
  }
  return hi;
}

Value done(Vm& in, bool ok, Value v) { return ok && !in.raising() ? v : Value::none(); }
/// An integer argument; an untyped constant such as 1e12 arrives as a whole float.
std::int64_t iarg(const Args& a, std::size_t k) {
  const Value& v = go_arg(a, k);
  if (v.is(Tag::Float) && std::fabs(v.d()) < 9.2e18 && v.d() == std::trunc(v.d())) return static_cast<std::int64_t>(v.d());
  return v.is_int() ? v.i() : 0;
}

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
  Value p = go_package(in, "rand", {{"NewPCG", f_new_pcg}, {"NewChaCha8", f_new_chacha8}, {"New", f_new}});
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
  if (is_cls(obj, kChaChaCls)) {
    if (n == "Uint64") return make_native(cc_uint64, "Uint64", obj);
    if (n == "Seed") return make_native(cc_seed, "Seed", obj);
    return Value::undef();
  }
  for (const auto& e : kMethods)
    if (n == e.name) return make_native(e.fn, e.name, obj);
  return Value::undef();
}

bool go_rand_is_v2(Vm& in, const Value& obj) { return go_field(in, obj, "__v2").is(Tag::Bool); }

}  // namespace reddragon::vm
