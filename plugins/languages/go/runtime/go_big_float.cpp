// go_big_float.cpp - math/big's Float: a binary floating-point number of any
// precision on the VM's big integers. A *big.Float is a runtime object
// holding |x| = __m * 2^__e (__m a non-negative integer of at most __prec
// bits), its sign __neg (so -0 exists), __inf, the rounding __mode and the
// accuracy __acc of the last operation. Results are rounded to the
// receiver's precision (taken from the operands when it is 0) as Go's are;
// Text/Format follow Go's ftoa (exact decimal conversion, shortest digits
// that round back for precision -1). Accuracy values are the strings
// "Below", "Exact", "Above" (big.Exact & co. are the same strings).
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "go_runtime.hpp"
#include "reddragon/vm/bigint.hpp"

namespace reddragon::vm {

namespace {

using Args = std::vector<Value>;
enum Mode { kNearestEven, kNearestAway, kToZero, kAwayFromZero, kToNegInf, kToPosInf };

struct F {
  BigInt m = 0;
  std::int64_t e = 0;
  bool neg = false, inf = false;
  std::int64_t prec = 0;
  int mode = kNearestEven;
  const char* acc = "Exact";
};

bool is_float(const Value& v) { return v.is(Tag::Instance) && v.as<InstanceObj>()->klass()->name == "*big.Float"; }
std::int64_t ifield(Vm& in, const Value& o, const char* f) {
  Value v = go_field(in, o, f);
  return v.is_int() ? v.i() : 0;
}
bool bfield(Vm& in, const Value& o, const char* f) {
  Value v = go_field(in, o, f);
  return v.is(Tag::Bool) && v.b();
}
F load(Vm& in, const Value& o) {
  F f;
  Value m = go_field(in, o, "__m");
  f.m = m.is_int() || m.is(Tag::BigInt) ? to_big(m) : BigInt(0);
  f.e = ifield(in, o, "__e");
  f.neg = bfield(in, o, "__neg");
  f.inf = bfield(in, o, "__inf");
  f.prec = ifield(in, o, "__prec");
  f.mode = static_cast<int>(ifield(in, o, "__mode"));
  Value acc = go_field(in, o, "__acc");
  f.acc = acc.is(Tag::Str) ? (acc.as<StrObj>()->s == "Below" ? "Below" : acc.as<StrObj>()->s == "Above" ? "Above" : "Exact") : "Exact";
  return f;
}
Value store(Vm& in, const Value& o, const F& f) {
  go_set_field(in, o, "__m", make_int(f.m));
  go_set_field(in, o, "__e", Value::integer(f.e));
  go_set_field(in, o, "__neg", Value::boolean(f.neg));
  go_set_field(in, o, "__inf", Value::boolean(f.inf));
  go_set_field(in, o, "__prec", Value::integer(f.prec));
  go_set_field(in, o, "__mode", Value::integer(f.mode));
  go_set_field(in, o, "__acc", make_str(f.acc));
  return o;
}
Value new_float(Vm& in) {
  auto* inst = new InstanceObj();
  inst->cls = new_class("*big.Float");
  Value o = Value::object(inst);
  return store(in, o, F{});
}
bool nan_panic(Vm& in, const char* msg) {
  go_panic_value(in, make_str(msg));  // Go's ErrNaN prints as its message
  return false;
}
/// An *Float argument; a nil one panics as Go does.
bool operand(Vm& in, const Args& a, std::size_t k, F& out) {
  if (!is_float(go_arg(a, k))) {
    in.raise("GoRuntimeError", "runtime error: invalid memory address or nil pointer dereference");
    return false;
  }
  out = load(in, go_arg(a, k));
  return true;
}

/// Rounds |x| = mag * 2^e (plus a nonzero tail below its last bit when
/// sticky) to z.prec bits by z.mode; sets z.m, z.e and z.acc (z.neg is the sign).
void round_into(F& z, BigInt mag, std::int64_t e, bool sticky) {
  z.inf = false;
  if (mag == 0 && !sticky) {
    z.m = 0;
    z.e = 0;
    z.acc = "Exact";
    return;
  }
  std::int64_t bits = static_cast<std::int64_t>(int_bits(mag));
  std::int64_t s = bits - z.prec;
  if (s <= 0 && !sticky) {
    z.m = mag;
    z.e = e;
    z.acc = "Exact";
    return;
  }
  if (s < 0) s = 0;
  BigInt q = mag >> static_cast<unsigned>(s), r = mag - (q << static_cast<unsigned>(s));
  int vs_half;  // the dropped part against half an ulp: -1, 0, 1
  if (s == 0) vs_half = -1;  // only the sticky tail, below half
  else {
    BigInt half = BigInt(1) << static_cast<unsigned>(s - 1);
    vs_half = r < half ? -1 : r > half ? 1 : 0;
    if (vs_half == 0 && sticky) vs_half = 1;
  }
  bool inexact = r != 0 || sticky;
  bool up = false;
  if (inexact) switch (z.mode) {
      case kNearestEven: up = vs_half > 0 || (vs_half == 0 && (q & 1) != 0); break;
      case kNearestAway: up = vs_half >= 0; break;
      case kToZero: up = false; break;
      case kAwayFromZero: up = true; break;
      case kToNegInf: up = z.neg; break;
      case kToPosInf: up = !z.neg; break;
    }
  if (up) {
    q += 1;
    if (static_cast<std::int64_t>(int_bits(q)) > z.prec) {
      q >>= 1;
      ++s;
    }
  }
  z.m = q;
  z.e = e + s;
  z.acc = !inexact ? "Exact" : (up != z.neg ? "Above" : "Below");
  if (z.m == 0) z.e = 0;
}

/// The exact decimal digits of mag * 2^e: value = 0.digits * 10^exp, no trailing zeros.
struct Decimal {
  std::string mant;
  std::int64_t exp = 0;
  char at(std::int64_t i) const { return i >= 0 && i < static_cast<std::int64_t>(mant.size()) ? mant[static_cast<std::size_t>(i)] : '0'; }
  void init(BigInt m, std::int64_t e) {
    mant.clear();
    exp = 0;
    if (m == 0) return;
    std::int64_t frac = 0;  // decimal places
    if (e >= 0) m <<= static_cast<unsigned>(e);
    else {
      m *= boost::multiprecision::pow(BigInt(5), static_cast<unsigned>(-e));
      frac = -e;
    }
    mant = m.str();
    exp = static_cast<std::int64_t>(mant.size()) - frac;
    while (!mant.empty() && mant.back() == '0') mant.pop_back();
  }
  bool should_round_up(std::size_t n) const {
    if (mant[n] == '5' && n + 1 == mant.size()) return n > 0 && (mant[n - 1] - '0') % 2 != 0;  // exactly half: to even
    return mant[n] >= '5';
  }
  void round_up(std::int64_t n) {
    if (n < 0 || n >= static_cast<std::int64_t>(mant.size())) return;
    std::size_t k = static_cast<std::size_t>(n);
    while (k > 0 && mant[k - 1] >= '9') --k;
    if (k == 0) {
      mant = "1";
      ++exp;
      return;
    }
    ++mant[k - 1];
    mant.resize(k);
  }
  void round_down(std::int64_t n) {
    if (n < 0 || n >= static_cast<std::int64_t>(mant.size())) return;
    mant.resize(static_cast<std::size_t>(n));
    while (!mant.empty() && mant.back() == '0') mant.pop_back();
  }
  void round(std::int64_t n) {
    if (n < 0 || n >= static_cast<std::int64_t>(mant.size())) return;
    if (should_round_up(static_cast<std::size_t>(n))) round_up(n);
    else round_down(n);
  }
};

/// Go's roundShortest: the fewest digits that still round back to x at its precision.
void round_shortest(Decimal& d, const F& x) {
  if (d.mant.empty()) return;
  BigInt mant = x.m;
  std::int64_t exp = x.e;
  std::int64_t s = static_cast<std::int64_t>(int_bits(mant)) - (x.prec + 1);
  if (s < 0) mant <<= static_cast<unsigned>(-s);
  else mant >>= static_cast<unsigned>(s);
  exp += s;
  Decimal lower, upper;
  lower.init(mant - 1, exp);
  upper.init(mant + 1, exp);
  bool inclusive = (mant & 2) == 0;
  for (std::size_t i = 0; i < d.mant.size(); ++i) {
    char m = d.mant[i];
    char l = lower.at(static_cast<std::int64_t>(i)), u = upper.at(static_cast<std::int64_t>(i));
    bool okdown = l != m || (inclusive && i + 1 == lower.mant.size());
    bool okup = m != u && (inclusive || m + 1 < u || i + 1 < upper.mant.size());
    if (okdown && okup) {
      d.round(static_cast<std::int64_t>(i + 1));
      return;
    }
    if (okdown) {
      d.round_down(static_cast<std::int64_t>(i + 1));
      return;
    }
    if (okup) {
      d.round_up(static_cast<std::int64_t>(i + 1));
      return;
    }
  }
}

std::string fmt_e(char fmt, std::int64_t prec, const Decimal& d) {
  std::string out(1, d.mant.empty() ? '0' : d.mant[0]);
  if (prec > 0) {
    out += '.';
    for (std::int64_t i = 1; i <= prec; ++i) out += d.at(i);
  }
  out += fmt;
  std::int64_t exp = d.mant.empty() ? 0 : d.exp - 1;
  out += exp < 0 ? '-' : '+';
  if (exp < 0) exp = -exp;
  if (exp < 10) out += '0';
  return out + std::to_string(exp);
}
std::string fmt_f(std::int64_t prec, const Decimal& d) {
  std::string out;
  if (d.exp > 0)
    for (std::int64_t i = 0; i < d.exp; ++i) out += d.at(i);
  else out = "0";
  if (prec > 0) {
    out += '.';
    for (std::int64_t i = 0; i < prec; ++i) out += d.at(d.exp + i);
  }
  return out;
}

/// x.Text(fmt, prec) for 'e' 'E' 'f' 'g' 'G' (Go's Float.Append).
std::string text(const F& x, char fmt, std::int64_t prec) {
  std::string sign = x.neg ? "-" : "";
  if (x.inf) return x.neg ? "-Inf" : "+Inf";
  if (fmt != 'e' && fmt != 'E' && fmt != 'f' && fmt != 'g' && fmt != 'G') return std::string("%") + fmt;
  Decimal d;
  d.init(x.m, x.e);
  bool shortest = prec < 0;
  if (shortest) {
    round_shortest(d, x);
    std::int64_t n = static_cast<std::int64_t>(d.mant.size());
    prec = fmt == 'e' || fmt == 'E' ? n - 1 : fmt == 'f' ? std::max<std::int64_t>(n - d.exp, 0) : n;
  } else if (fmt == 'e' || fmt == 'E') d.round(1 + prec);
  else if (fmt == 'f') d.round(d.exp + prec);
  else {
    if (prec == 0) prec = 1;
    d.round(prec);
  }
  if (fmt == 'e' || fmt == 'E') return sign + fmt_e(fmt, prec, d);
  if (fmt == 'f') return sign + fmt_f(prec, d);
  std::int64_t n = static_cast<std::int64_t>(d.mant.size());
  std::int64_t eprec = prec;
  if (eprec > n && n >= d.exp) eprec = n;
  if (shortest) eprec = 6;
  std::int64_t exp = d.exp - 1;
  if (exp < -4 || exp >= eprec) {
    if (prec > n) prec = n;
    return sign + fmt_e(fmt == 'g' ? 'e' : 'E', prec - 1, d);
  }
  if (prec > d.exp) prec = n;
  return sign + fmt_f(std::max<std::int64_t>(prec - d.exp, 0), d);
}

// --- setting values ---------------------------------------------------------------------
void set_double(F& z, double v) {
  if (z.prec == 0) z.prec = 53;
  z.neg = std::signbit(v);
  if (std::isinf(v)) {
    z.inf = true;
    z.m = 0;
    z.acc = "Exact";
    return;
  }
  int fe = 0;
  double fr = std::frexp(std::fabs(v), &fe);
  BigInt m = static_cast<std::int64_t>(std::ldexp(fr, 53));
  round_into(z, m, fe - 53, false);
}
void set_big(F& z, const BigInt& v, std::int64_t min_prec) {
  if (z.prec == 0) z.prec = std::max<std::int64_t>(static_cast<std::int64_t>(int_bits(v)), min_prec);
  z.neg = v < 0;
  round_into(z, abs(v), 0, false);
}
/// |a| / |b| * 2^e rounded to z.prec (b != 0): prec+2 quotient bits and a sticky remainder.
void quo_into(F& z, const BigInt& a, const BigInt& b, std::int64_t e) {
  if (a == 0) {
    round_into(z, 0, 0, false);
    return;
  }
  std::int64_t k = z.prec + 2 + static_cast<std::int64_t>(int_bits(b)) - static_cast<std::int64_t>(int_bits(a));
  if (k < 0) k = 0;
  BigInt n = a << static_cast<unsigned>(k);
  BigInt q = n / b, r = n - q * b;
  round_into(z, q, e - k, r != 0);
}
std::string quoted(char c) { return std::string("'") + c + "'"; }
/// What z.Parse found: the error text ("" when none), whether z holds a value
/// (Go keeps the number read before trailing garbage) and the base (0 for Inf).
struct Parsed {
  std::string err;
  bool value = false;
  int base = 10;
};
/// Go's syntax: sign, digits (underscores between them) with an optional point,
/// an e/E exponent or a p/P power of two; a 0x mantissa is hexadecimal; Inf.
Parsed parse(std::string s, F& z) {
  Parsed r;
  if (z.prec == 0) z.prec = 64;
  if (s.empty()) {
    r.err = "EOF";
    r.base = 0;
    return r;
  }
  bool neg = false;
  if (s[0] == '+' || s[0] == '-') {
    neg = s[0] == '-';
    s.erase(0, 1);
  }
  z.neg = neg;
  if (s == "Inf" || s == "inf") {
    z.inf = true;
    z.m = 0;
    z.acc = "Exact";
    r.value = true;
    r.base = 0;
    return r;
  }
  int base = 10;
  if (s.size() > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
    base = 16;
    s.erase(0, 2);
  }
  r.base = base;
  BigInt mant = 0;
  std::int64_t frac = 0, exp10 = 0, exp2 = 0;
  bool point = false, digits = false;
  std::size_t i = 0;
  for (; i < s.size(); ++i) {
    char c = s[i];
    int v = c >= '0' && c <= '9' ? c - '0' : base == 16 && std::isxdigit(static_cast<unsigned char>(c)) ? std::tolower(c) - 'a' + 10 : -1;
    if (c == '_') continue;
    if (c == '.' && !point) {
      point = true;
      continue;
    }
    if (v < 0) break;
    mant = mant * base + v;
    digits = true;
    if (point) ++frac;
  }
  if (!digits) {
    r.err = "number has no digits";
    return r;
  }
  if (i < s.size() && ((base == 10 && (s[i] == 'e' || s[i] == 'E')) || s[i] == 'p' || s[i] == 'P')) {
    bool dec = s[i] != 'p' && s[i] != 'P';
    std::size_t j = i + 1;
    bool eneg = false;
    if (j < s.size() && (s[j] == '+' || s[j] == '-')) eneg = s[j++] == '-';
    std::int64_t x = 0;
    std::size_t k = j;
    for (; k < s.size() && std::isdigit(static_cast<unsigned char>(s[k])); ++k)
      if (x < 1000000000) x = x * 10 + (s[k] - '0');
    if (k == j) {
      r.err = "number has no digits";
      return r;
    }
    (dec ? exp10 : exp2) = eneg ? -x : x;
    i = k;
  }
  if (base == 16) exp2 -= 4 * frac;
  else exp10 -= frac;
  if (exp10 >= 0) round_into(z, mant * boost::multiprecision::pow(BigInt(10), static_cast<unsigned>(exp10)), exp2, false);
  else quo_into(z, mant, boost::multiprecision::pow(BigInt(10), static_cast<unsigned>(-exp10)), exp2);
  r.value = true;
  if (i < s.size()) r.err = "expected end of string, found " + quoted(s[i]);
  return r;
}

/// The integer part of x (truncated toward zero), and its accuracy.
BigInt trunc(const F& x, const char*& acc) {
  BigInt v = x.e >= 0 ? BigInt(x.m << static_cast<unsigned>(x.e)) : BigInt(x.m >> static_cast<unsigned>(-x.e));
  bool exact = x.e >= 0 || (v << static_cast<unsigned>(-x.e)) == x.m;
  acc = exact ? "Exact" : x.neg ? "Above" : "Below";
  return x.neg ? BigInt(-v) : v;
}
double to_double(const F& x, const char*& acc) {
  if (x.inf) {
    acc = "Exact";
    return x.neg ? -HUGE_VAL : HUGE_VAL;
  }
  F r = x;
  r.prec = 53;
  r.mode = kNearestEven;
  round_into(r, x.m, x.e, false);
  double v = std::ldexp(r.m.convert_to<double>(), static_cast<int>(std::max<std::int64_t>(std::min<std::int64_t>(r.e, 100000), -100000)));
  acc = r.acc;
  if (std::isinf(v)) acc = x.neg ? "Below" : "Above";
  return x.neg ? -v : v;
}
int cmp_abs(const F& x, const F& y) {
  if (x.inf || y.inf) return x.inf == y.inf ? 0 : x.inf ? 1 : -1;
  if (x.m == 0 || y.m == 0) return (x.m != 0) - (y.m != 0);
  std::int64_t e = std::min(x.e, y.e);
  BigInt a = x.m << static_cast<unsigned>(x.e - e), b = y.m << static_cast<unsigned>(y.e - e);
  return a < b ? -1 : a > b ? 1 : 0;
}
int sign(const F& x) { return x.m == 0 && !x.inf ? 0 : x.neg ? -1 : 1; }
int cmp(const F& x, const F& y) {
  int sx = sign(x), sy = sign(y);
  if (sx != sy) return sx < sy ? -1 : 1;
  int c = cmp_abs(x, y);
  return sx < 0 ? -c : c;
}

// --- methods ----------------------------------------------------------------------------
Value tup(std::vector<Value> v) { return make_list(std::move(v), Tag::Tuple); }
std::int64_t int_arg(const Args& a, std::size_t k) { return go_arg(a, k).is_int() ? go_arg(a, k).i() : 0; }

/// z.Add / Sub / Mul / Quo(x, y): z's precision, or the larger operand's when 0.
template <int Op>
Value f_binop(Vm& in, const Value& self, Args& a) {
  F z = load(in, self), x, y;
  if (!operand(in, a, 0, x) || !operand(in, a, 1, y)) return Value::none();
  if (z.prec == 0) z.prec = std::max(x.prec, y.prec);
  if (Op == 1) y.neg = !y.neg;
  if (Op <= 1) {
    if (x.inf || y.inf) {
      if (x.inf && y.inf && x.neg != y.neg) return nan_panic(in, "addition of infinities with opposite signs"), Value::none();
      z.inf = true;
      z.neg = x.inf ? x.neg : y.neg;
      z.m = 0;
      z.acc = "Exact";
      return store(in, self, z);
    }
    std::int64_t e = std::min(x.e, y.e);
    BigInt sx = x.m << static_cast<unsigned>(x.e - e), sy = y.m << static_cast<unsigned>(y.e - e);
    BigInt s = (x.neg ? BigInt(-sx) : sx) + (y.neg ? BigInt(-sy) : sy);
    z.neg = s < 0 || (s == 0 && x.neg && y.neg) || (s == 0 && x.m + y.m != 0 && z.mode == kToNegInf);
    round_into(z, abs(s), e, false);
    return store(in, self, z);
  }
  z.neg = x.neg != y.neg;
  if (Op == 2) {
    if ((x.inf && y.m == 0 && !y.inf) || (y.inf && x.m == 0 && !x.inf)) return nan_panic(in, "multiplication of zero with infinity"), Value::none();
    if (x.inf || y.inf) {
      z.inf = true;
      z.m = 0;
      z.acc = "Exact";
      return store(in, self, z);
    }
    round_into(z, x.m * y.m, x.e + y.e, false);
    return store(in, self, z);
  }
  bool x0 = x.m == 0 && !x.inf, y0 = y.m == 0 && !y.inf;
  if ((x0 && y0) || (x.inf && y.inf)) return nan_panic(in, "division of zero by zero or infinity by infinity"), Value::none();
  if (x.inf || y0) {
    z.inf = true;
    z.m = 0;
    z.acc = "Exact";
    return store(in, self, z);
  }
  if (y.inf || x0) {
    round_into(z, 0, 0, false);
    return store(in, self, z);
  }
  quo_into(z, x.m, y.m, x.e - y.e);
  return store(in, self, z);
}
/// z.Neg / Abs / Set(x): the value of x rounded to z's precision (x's when 0).
template <int Op>
Value f_unop(Vm& in, const Value& self, Args& a) {
  F z = load(in, self), x;
  if (!operand(in, a, 0, x)) return Value::none();
  if (z.prec == 0) z.prec = x.prec;
  z.neg = Op == 0 ? !x.neg : Op == 1 ? false : x.neg;
  if (x.inf) {
    z.inf = true;
    z.m = 0;
    z.acc = "Exact";
  } else round_into(z, x.m, x.e, false);
  return store(in, self, z);
}
Value f_copy(Vm& in, const Value& self, Args& a) {
  F x;
  if (!operand(in, a, 0, x)) return Value::none();
  return store(in, self, x);
}
Value f_sqrt(Vm& in, const Value& self, Args& a) {
  F z = load(in, self), x;
  if (!operand(in, a, 0, x)) return Value::none();
  if (z.prec == 0) z.prec = x.prec;
  if (x.neg && x.m != 0) return nan_panic(in, "square root of negative operand"), Value::none();
  z.neg = x.neg;
  if (x.inf) {
    z.inf = true;
    z.m = 0;
    return store(in, self, z);
  }
  if (x.m == 0) {
    round_into(z, 0, 0, false);
    return store(in, self, z);
  }
  // sqrt(m * 2^e) with m shifted left so the exponent is even and the root has prec+2 bits
  std::int64_t want = 2 * (z.prec + 2);
  std::int64_t k = std::max<std::int64_t>(want - static_cast<std::int64_t>(int_bits(x.m)), 0);
  if ((x.e - k) % 2 != 0) ++k;
  BigInt n = x.m << static_cast<unsigned>(k);
  BigInt r = boost::multiprecision::sqrt(n);
  round_into(z, r, (x.e - k) / 2, r * r != n);
  return store(in, self, z);
}
Value f_set_float64(Vm& in, const Value& self, Args& a) {
  F z = load(in, self);
  const Value& v = go_arg(a, 0);
  double d = v.is(Tag::Float) ? v.d() : v.is_int() ? static_cast<double>(v.i()) : 0;
  if (std::isnan(d)) return nan_panic(in, "Float.SetFloat64(NaN)"), Value::none();
  set_double(z, d);
  return store(in, self, z);
}
Value f_set_int64(Vm& in, const Value& self, Args& a) {
  F z = load(in, self);
  set_big(z, BigInt(int_arg(a, 0)), 64);
  return store(in, self, z);
}
Value f_set_int(Vm& in, const Value& self, Args& a) {
  F z = load(in, self);
  Value v = go_field(in, go_arg(a, 0), "__v");
  set_big(z, v.is_int() || v.is(Tag::BigInt) ? to_big(v) : BigInt(0), 64);
  return store(in, self, z);
}
Value f_set_rat(Vm& in, const Value& self, Args& a) {
  F z = load(in, self);
  Value nv = go_field(in, go_arg(a, 0), "__n"), dv = go_field(in, go_arg(a, 0), "__d");
  BigInt n = nv.is_int() || nv.is(Tag::BigInt) ? to_big(nv) : BigInt(0);
  BigInt d = dv.is_int() || dv.is(Tag::BigInt) ? to_big(dv) : BigInt(1);
  if (z.prec == 0)
    z.prec = std::max<std::int64_t>({static_cast<std::int64_t>(int_bits(n)), static_cast<std::int64_t>(int_bits(d)), 64});
  z.neg = n < 0;
  quo_into(z, abs(n), d, 0);
  return store(in, self, z);
}
Value f_set_inf(Vm& in, const Value& self, Args& a) {
  F z = load(in, self);
  z.inf = true;
  z.neg = go_arg(a, 0).is(Tag::Bool) && go_arg(a, 0).b();
  z.m = 0;
  z.acc = "Exact";
  return store(in, self, z);
}
Value f_set_string(Vm& in, const Value& self, Args& a) {
  F z = load(in, self);
  const Value& s = go_arg(a, 0);
  if (!s.is(Tag::Str) || !parse(s.as<StrObj>()->s, z).err.empty()) return tup({Value::none(), Value::boolean(false)});
  return tup({store(in, self, z), Value::boolean(true)});
}
/// z.Parse(s, base) and big.ParseFloat(s, base, prec, mode): (f, base, err).
Value parse_result(Vm& in, const Value& z, const std::string& s) {
  F f = load(in, z);
  Parsed r = parse(s, f);
  Value v = r.value ? store(in, z, f) : Value::none();
  return tup({v, Value::integer(r.base), r.err.empty() ? Value::none() : go_error(in, r.err)});
}
Value f_parse(Vm& in, const Value& self, Args& a) {
  const Value& s = go_arg(a, 0);
  return parse_result(in, self, s.is(Tag::Str) ? s.as<StrObj>()->s : std::string());
}
Value f_set_prec(Vm& in, const Value& self, Args& a) {
  F z = load(in, self);
  std::int64_t p = std::max<std::int64_t>(int_arg(a, 0), 0);
  z.prec = p;
  if (z.inf) {
    z.acc = "Exact";
    return store(in, self, z);
  }
  if (p == 0) {  // ±0, Below or Above
    bool was = z.m != 0;
    z.m = 0;
    z.e = 0;
    z.acc = !was ? "Exact" : z.neg ? "Above" : "Below";
    return store(in, self, z);
  }
  round_into(z, z.m, z.e, false);
  return store(in, self, z);
}
Value f_set_mode(Vm& in, const Value& self, Args& a) {
  F z = load(in, self);
  z.mode = static_cast<int>(int_arg(a, 0));
  z.acc = "Exact";
  return store(in, self, z);
}
Value f_prec(Vm& in, const Value& self, Args&) { return Value::integer(load(in, self).prec); }
Value f_min_prec(Vm& in, const Value& self, Args&) {
  F x = load(in, self);
  if (x.m == 0) return Value::integer(0);
  std::int64_t tz = static_cast<std::int64_t>(boost::multiprecision::lsb(x.m));
  return Value::integer(static_cast<std::int64_t>(int_bits(x.m)) - tz);
}
Value f_mode(Vm& in, const Value& self, Args&) { return Value::integer(load(in, self).mode); }
Value f_acc(Vm& in, const Value& self, Args&) { return make_str(load(in, self).acc); }
Value f_sign(Vm& in, const Value& self, Args&) { return Value::integer(sign(load(in, self))); }
Value f_signbit(Vm& in, const Value& self, Args&) { return Value::boolean(load(in, self).neg); }
Value f_is_inf(Vm& in, const Value& self, Args&) { return Value::boolean(load(in, self).inf); }
Value f_is_int(Vm& in, const Value& self, Args&) {
  F x = load(in, self);
  if (x.inf) return Value::boolean(false);
  if (x.m == 0 || x.e >= 0) return Value::boolean(true);
  return Value::boolean(static_cast<std::int64_t>(boost::multiprecision::lsb(x.m)) >= -x.e);
}
Value f_cmp(Vm& in, const Value& self, Args& a) {
  F y;
  if (!operand(in, a, 0, y)) return Value::none();
  return Value::integer(cmp(load(in, self), y));
}
Value f_float64(Vm& in, const Value& self, Args&) {
  const char* acc;
  double v = to_double(load(in, self), acc);
  return tup({Value::real(v), make_str(acc)});
}
Value f_int64(Vm& in, const Value& self, Args&) {
  F x = load(in, self);
  const char* acc;
  BigInt v = x.inf ? BigInt(0) : trunc(x, acc);
  if (x.inf || v > BigInt(INT64_MAX) || v < BigInt(INT64_MIN))
    return tup({Value::integer(x.neg ? INT64_MIN : INT64_MAX), make_str(x.neg ? "Above" : "Below")});
  return tup({Value::integer(static_cast<std::int64_t>(v)), make_str(acc)});
}
Value f_int(Vm& in, const Value& self, Args& a) {
  F x = load(in, self);
  if (x.inf) return tup({Value::none(), make_str(x.neg ? "Above" : "Below")});
  const char* acc;
  BigInt v = trunc(x, acc);
  Value z = go_arg(a, 0);
  if (!z.is(Tag::Instance)) {
    auto* inst = new InstanceObj();
    inst->cls = new_class("*big.Int");
    z = Value::object(inst);
  }
  go_set_field(in, z, "__v", make_int(v));
  return tup({z, make_str(acc)});
}
Value f_text(Vm& in, const Value& self, Args& a) {
  return make_str(text(load(in, self), static_cast<char>(int_arg(a, 0)), int_arg(a, 1)));
}
Value f_string(Vm& in, const Value& self, Args&) { return make_str(text(load(in, self), 'g', 10)); }

struct Method {
  const char* name;
  NativeFn fn;
};
const Method kFloatMethods[] = {
    {"Add", f_binop<0>},        {"Sub", f_binop<1>},          {"Mul", f_binop<2>},        {"Quo", f_binop<3>},
    {"Neg", f_unop<0>},         {"Abs", f_unop<1>},           {"Set", f_unop<2>},         {"Copy", f_copy},
    {"Sqrt", f_sqrt},           {"SetFloat64", f_set_float64}, {"SetInt64", f_set_int64}, {"SetInt", f_set_int},
    {"SetRat", f_set_rat},      {"SetInf", f_set_inf},        {"SetString", f_set_string}, {"Parse", f_parse},
    {"SetPrec", f_set_prec},    {"SetMode", f_set_mode},      {"Prec", f_prec},           {"MinPrec", f_min_prec},
    {"Mode", f_mode},           {"Acc", f_acc},               {"Sign", f_sign},           {"Signbit", f_signbit},
    {"IsInf", f_is_inf},        {"IsInt", f_is_int},          {"Cmp", f_cmp},             {"Float64", f_float64},
    {"Int64", f_int64},         {"Int", f_int},               {"Text", f_text},           {"String", f_string},
};

}  // namespace

Value go_big_float_new(Vm& in, const Value&, Args& a) {
  Value z = new_float(in);
  Args b{go_arg(a, 0)};
  return f_set_float64(in, z, b);
}
Value go_big_float_parse(Vm& in, const Value&, Args& a) {
  Value z = new_float(in);
  F f = load(in, z);
  f.prec = int_arg(a, 2);
  f.mode = static_cast<int>(int_arg(a, 3));
  store(in, z, f);
  const Value& s = go_arg(a, 0);
  return parse_result(in, z, s.is(Tag::Str) ? s.as<StrObj>()->s : std::string());
}
Value go_big_float_zero(Vm& in) { return new_float(in); }

Value go_big_float_attr(Vm& in, const Value& obj, Name field) {
  const std::string& n = in.name(field);
  for (const auto& m : kFloatMethods)
    if (n == m.name) return make_native(m.fn, m.name, obj);
  return Value::undef();
}

/// fmt of a *big.Float (its Format method): %v is %g shortest, %e %f %g take the
/// precision (6 for %e %f), + and space sign it, width pads (0 with zeros).
bool go_big_float_format(Vm& in, const Value& v, char verb, int width, int prec, bool plus, bool space, bool minus,
                         bool zero, std::string& out) {
  if (!is_float(v)) return false;
  F x = load(in, v);
  char f = verb == 'v' ? 'g' : verb == 'F' ? 'f' : verb;
  if (f != 'e' && f != 'E' && f != 'f' && f != 'g' && f != 'G') {
    out = std::string("%!") + verb + "(*big.Float=" + text(x, 'g', 10) + ")";
    return true;
  }
  std::int64_t p = prec >= 0 ? prec : (f == 'g' || f == 'G') ? -1 : 6;
  std::string buf = text(x, f, p);
  std::string sgn;
  if (buf[0] == '-') {
    sgn = "-";
    buf.erase(0, 1);
  } else if (buf[0] == '+') {
    sgn = space ? " " : "+";
    buf.erase(0, 1);
  } else if (plus) sgn = "+";
  else if (space) sgn = " ";
  std::size_t len = sgn.size() + buf.size();
  std::size_t padding = width > 0 && static_cast<std::size_t>(width) > len ? static_cast<std::size_t>(width) - len : 0;
  if (zero && !x.inf) out = sgn + std::string(padding, '0') + buf;
  else if (minus) out = sgn + buf + std::string(padding, ' ');
  else out = std::string(padding, ' ') + sgn + buf;
  return true;
}

}  // namespace reddragon::vm
