// c_long_double.cpp - long double as x86-64 computes it: the x87 80-bit
// extended format (64-bit significand), which this host's long double is.
// A value that is exactly a double stays a Float; any other is a tuple
// (hi, lo) of doubles with hi the nearest double and lo the exact rest (a
// 64-bit significand leaves at most 11 bits past hi's 53), so code that
// reads it as a double (to_d) gets the correctly rounded double; one
// beyond a double's range is (hi, lo, e): (hi + lo) * 2^e. The
// lowerer sends long double arithmetic, comparisons and conversions here.
#include <cmath>
#include <cstdlib>

#include "c_rt.hpp"

namespace reddragon::vm::c_rt {

long double ld_of(const Value& v) {
  if (v.is(Tag::Tuple)) {
    const auto& it = v.as<ListObj>()->items;
    if (it.size() >= 2) {
      const long double m = static_cast<long double>(to_d(it[0])) + static_cast<long double>(to_d(it[1]));
      return it.size() == 3 ? std::ldexp(m, static_cast<int>(to_i(it[2]))) : m;
    }
  }
  if (v.is(Tag::Float)) return v.d();
  return static_cast<long double>(to_i(v));
}

Value make_ld(long double x) {
  if (!std::isfinite(x)) return Value::real(static_cast<double>(x));
  int e = 0;
  const long double ax = std::fabs(x);
  if (ax != 0 && (ax > 1e300L || ax < 1e-290L)) x = std::frexp(x, &e);  // beyond a double's range: scaled, with its exponent
  const auto hi = static_cast<double>(x);
  const auto lo = static_cast<double>(x - hi);
  if (lo == 0.0 && e == 0) return Value::real(hi);
  auto* t = new ListObj(Tag::Tuple);
  t->items = {Value::real(hi), Value::real(lo)};
  if (e != 0) t->items.push_back(Value::integer(e));
  return Value::object(t);
}

/// A long double's bytes as x86-64 stores it: the 80-bit extended format,
/// 64-bit significand (explicit integer bit) in bytes 0-7, sign and 15-bit
/// exponent (bias 16383) in bytes 8-9; the 6 padding bytes of its 16 are not
/// written. Built from frexp/ldexp so the layout is the target's, whatever
/// the host's long double.
void ld_to_bytes(const Value& v, std::uint8_t out[10]) {
  const long double x = ld_of(v);
  std::uint64_t mant = 0;
  unsigned se = std::signbit(x) ? 0x8000u : 0u;
  if (std::isnan(x)) {
    mant = 0xC000000000000000ULL, se |= 0x7FFF;
  } else if (std::isinf(x)) {
    mant = 0x8000000000000000ULL, se |= 0x7FFF;
  } else if (x != 0) {
    int e = 0;
    const long double m = std::frexp(std::fabs(x), &e);  // |x| = m * 2^e, m in [0.5, 1)
    const int biased = e - 1 + 16383;
    if (biased > 0) {
      mant = static_cast<std::uint64_t>(std::ldexp(m, 64));
      se |= static_cast<unsigned>(biased);
    } else {  // a subnormal: exponent field 0, significand |x| * 2^(16382 + 63)
      mant = static_cast<std::uint64_t>(std::ldexp(std::fabs(x), 16382 + 63));
    }
  }
  for (int b = 0; b < 8; ++b) out[b] = static_cast<std::uint8_t>(mant >> (8 * b));
  out[8] = static_cast<std::uint8_t>(se & 0xFF);
  out[9] = static_cast<std::uint8_t>(se >> 8);
}

Value ld_from_bytes(const std::uint8_t in[10]) {
  std::uint64_t mant = 0;
  for (int b = 0; b < 8; ++b) mant |= static_cast<std::uint64_t>(in[b]) << (8 * b);
  const unsigned se = in[8] | (static_cast<unsigned>(in[9]) << 8);
  const bool neg = (se & 0x8000) != 0;
  const int exp = static_cast<int>(se & 0x7FFF);
  long double x;
  if (exp == 0x7FFF) {
    x = (mant << 1) == 0 ? HUGE_VALL : static_cast<long double>(NAN);
  } else {
    // the integer bit is explicit: a normal number whose integer bit is clear reads as x87's unnormal value
    x = std::ldexp(static_cast<long double>(mant), (exp == 0 ? 1 : exp) - 16383 - 63);
  }
  return make_ld(neg ? -x : x);
}

namespace {

/// The operations, numbered as the lowerer passes them (c_lowerer.cpp's ld_op).
enum LdOp : std::int64_t { kAdd, kSub, kMul, kDiv, kNeg, kEq, kNe, kLt, kLe, kGt, kGe };

template <long double (*F)(long double)>
Value ld1(Vm&, const Value&, Args& a) { return make_ld(F(ld_of(arg(a, 0)))); }
template <long double (*F)(long double, long double)>
Value ld2(Vm&, const Value&, Args& a) { return make_ld(F(ld_of(arg(a, 0)), ld_of(arg(a, 1)))); }

}  // namespace

/// __c_ld_op(op, a, b)
Value c_ld_op(Vm&, const Value&, Args& a) {
  const long double x = ld_of(arg(a, 1)), y = ld_of(arg(a, 2));
  switch (to_i(arg(a, 0))) {
    case kAdd: return make_ld(x + y);
    case kSub: return make_ld(x - y);
    case kMul: return make_ld(x * y);
    case kDiv: return make_ld(x / y);  // IEEE: x / 0 is an infinity or a NaN
    case kNeg: return make_ld(-x);
    case kEq: return Value::integer(x == y);
    case kNe: return Value::integer(x != y);
    case kLt: return Value::integer(x < y);
    case kLe: return Value::integer(x <= y);
    case kGt: return Value::integer(x > y);
    case kGe: return Value::integer(x >= y);
    default: return Value::none();
  }
}

/// __c_ld_to(v, kind): kind 0 a long double as a double (rounded), 1 truncated
/// to an integer; 2 an unsigned long's bits as a long double (exact).
Value c_ld_to(Vm&, const Value&, Args& a) {
  if (to_i(arg(a, 1)) == 2) return make_ld(static_cast<long double>(static_cast<std::uint64_t>(to_i(arg(a, 0)))));
  const long double x = ld_of(arg(a, 0));
  if (to_i(arg(a, 1)) == 0) return Value::real(static_cast<double>(x));
  if (std::isnan(x)) return Value::integer(0);
  if (x >= 9.2233720368547758e18L) return Value::integer(static_cast<std::int64_t>(static_cast<std::uint64_t>(x)));  // an unsigned long's bits
  if (x <= -9.2233720368547758e18L) return Value::integer(INT64_MIN);
  return Value::integer(static_cast<std::int64_t>(x));
}

/// __c_ld_lit("0.1"): a long double constant, the nearest 80-bit value to its text.
Value c_ld_lit(Vm&, const Value&, Args& a) { return make_ld(std::strtold(cstr(arg(a, 0)).c_str(), nullptr)); }

/// The <math.h> l forms computed in long double (the double forms are c_runtime.cpp's).
void add_long_double_natives(std::unordered_map<std::string_view, NativeFn>& t) {
  static const std::pair<const char*, NativeFn> fns[] = {
#define RD_C_MATH1(X) {#X "l", pure_fn<ld1<::X##l>>},
#define RD_C_MATH2(X) {#X "l", pure_fn<ld2<::X##l>>},
#include "c_math_list.def"
#undef RD_C_MATH1
#undef RD_C_MATH2
      {"__c_ld_op", pure_fn<c_ld_op>}, {"__c_ld_to", pure_fn<c_ld_to>}, {"__c_ld_lit", pure_fn<c_ld_lit>},
  };
  for (const auto& [name, fn] : fns) t.insert_or_assign(name, fn);
}

}  // namespace reddragon::vm::c_rt
