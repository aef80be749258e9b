// go_big.cpp - math/big's Int and Rat on the VM's arbitrary-precision
// integers. A *big.Int is a runtime object whose __v holds its value (an
// int, or a BigInt past 64 bits); a *big.Rat holds __n / __d, in lowest
// terms with __d > 0. Methods are bound natives (go_big_attr); most set
// their receiver and return it, as Go's do (z.Add(x, y)).
#include <boost/multiprecision/miller_rabin.hpp>
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "go_runtime.hpp"
#include "reddragon/vm/big_ratio.hpp"
#include "reddragon/vm/bigint.hpp"

namespace reddragon::vm {

namespace {

using Args = std::vector<Value>;

bool is_big(const Value& v, const char* cls) {
  return v.is(Tag::Instance) && v.as<InstanceObj>()->klass()->name == cls;
}
Value new_obj(Vm& in, const char* cls) {
  auto* inst = new InstanceObj();
  inst->cls = new_class(cls);
  (void)in;
  return Value::object(inst);
}
BigInt get(Vm& in, const Value& o, const char* f = "__v") {
  if (o.is_int() || o.is(Tag::BigInt)) return to_big(o);
  Value v = go_field(in, o, f);
  return v.is_int() || v.is(Tag::BigInt) ? to_big(v) : BigInt(0);
}
Value set(Vm& in, const Value& z, const BigInt& x) {
  go_set_field(in, z, "__v", make_int(x));
  return z;
}
Value new_int(Vm& in, const BigInt& x) { return set(in, new_obj(in, "*big.Int"), x); }
Value tup(std::vector<Value> v) { return make_list(std::move(v), Tag::Tuple); }
std::int64_t int_arg(const Args& a, std::size_t k) { return go_arg(a, k).is_int() ? go_arg(a, k).i() : 0; }
/// An argument that is an *Int: its value; a nil one panics as Go does.
bool operand(Vm& in, const Args& a, std::size_t k, BigInt& out) {
  const Value& v = go_arg(a, k);
  if (!is_big(v, "*big.Int")) {
    in.raise("GoRuntimeError", "runtime error: invalid memory address or nil pointer dereference");
    return false;
  }
  out = get(in, v);
  return true;
}
bool nonzero(Vm& in, const BigInt& y) {
  if (y != 0) return true;
  in.raise("GoRuntimeError", "division by zero");
  return false;
}

/// |x| in base (2..62), lower-case digits; a leading '-' when negative.
std::string text(const BigInt& x, int base) {
  if (base == 10) return x.str();
  static const char dig[] = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
  if (x == 0) return "0";
  BigInt u = abs(x);
  std::string out;
  while (u != 0) {
    out.push_back(dig[static_cast<int>(u % base)]);
    u /= base;
  }
  if (x < 0) out.push_back('-');
  return std::string(out.rbegin(), out.rend());
}
/// SetString's parser: an optional sign, then digits of base (0: by prefix,
/// with underscores between digits). False on anything else.
bool parse(std::string s, int base, BigInt& out) {
  bool neg = false;
  if (!s.empty() && (s[0] == '+' || s[0] == '-')) {
    neg = s[0] == '-';
    s.erase(0, 1);
  }
  bool prefixed = base == 0;
  if (base == 0) {
    base = 10;
    if (s.size() > 1 && s[0] == '0') {
      char p = static_cast<char>(std::tolower(static_cast<unsigned char>(s[1])));
      if (p == 'x') base = 16, s.erase(0, 2);
      else if (p == 'b') base = 2, s.erase(0, 2);
      else if (p == 'o') base = 8, s.erase(0, 2);
      else base = 8, s.erase(0, 1);
    }
  }
  if (s.empty() || base < 2 || base > 62) return false;
  BigInt v = 0;
  char prev = '_';
  for (char c : s) {
    if (c == '_' && prefixed && prev != '_') {
      prev = c;
      continue;
    }
    int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'z' ? c - 'a' + 10 : c >= 'A' && c <= 'Z' ? (base <= 36 ? c - 'A' + 10 : c - 'A' + 36) : 99;
    if (d >= base) return false;
    v = v * base + d;
    prev = c;
  }
  if (prev == '_') return false;
  out = neg ? BigInt(-v) : v;
  return true;
}
/// Euclidean division: 0 <= m < |y|.
void euclid(const BigInt& x, const BigInt& y, BigInt& q, BigInt& m) {
  q = x / y;
  m = x % y;
  if (m < 0) {
    if (y > 0) q -= 1, m += y;
    else q += 1, m -= y;
  }
}
/// gcd(a, b) = a*x + b*y.
BigInt ext_gcd(const BigInt& a, const BigInt& b, BigInt& x, BigInt& y) {
  BigInt r0 = a, r1 = b, s0 = 1, s1 = 0, t0 = 0, t1 = 1;
  while (r1 != 0) {
    BigInt q = r0 / r1, t;
    t = r0 - q * r1, r0 = r1, r1 = t;
    t = s0 - q * s1, s0 = s1, s1 = t;
    t = t0 - q * t1, t0 = t1, t1 = t;
  }
  if (r0 < 0) r0 = -r0, s0 = -s0, t0 = -t0;
  x = s0;
  y = t0;
  return r0;
}

// --- *big.Int -------------------------------------------------------------------------
template <int Op>
Value int_binop(Vm& in, const Value& z, Args& a) {
  BigInt x, y, q, m;
  if (!operand(in, a, 0, x) || !operand(in, a, 1, y)) return Value::none();
  switch (Op) {
    case 0: return set(in, z, x + y);
    case 1: return set(in, z, x - y);
    case 2: return set(in, z, x * y);
    case 3: return nonzero(in, y) ? set(in, z, x / y) : Value::none();  // Quo: truncated
    case 4: return nonzero(in, y) ? set(in, z, x % y) : Value::none();  // Rem
    case 5:
      if (!nonzero(in, y)) return Value::none();
      euclid(x, y, q, m);
      return set(in, z, q);  // Div: Euclidean
    case 6:
      if (!nonzero(in, y)) return Value::none();
      euclid(x, y, q, m);
      return set(in, z, m);  // Mod
    case 7: return set(in, z, x & y);
    case 8: return set(in, z, x | y);
    case 9: return set(in, z, x ^ y);
    case 10: return set(in, z, x & ~y);  // AndNot
  }
  return z;
}
/// DivMod(x, y, m) (Euclidean) and QuoRem(x, y, r) (truncated): (z, m).
template <bool Euclid>
Value int_divmod(Vm& in, const Value& z, Args& a) {
  BigInt x, y, q, m;
  if (!operand(in, a, 0, x) || !operand(in, a, 1, y) || !nonzero(in, y)) return Value::none();
  if (Euclid) euclid(x, y, q, m);
  else q = x / y, m = x % y;
  set(in, go_arg(a, 2), m);
  return tup({set(in, z, q), go_arg(a, 2)});
}
template <int Op>
Value int_unop(Vm& in, const Value& z, Args& a) {
  BigInt x;
  if (!operand(in, a, 0, x)) return Value::none();
  switch (Op) {
    case 0: return set(in, z, -x);
    case 1: return set(in, z, abs(x));
    case 2: return set(in, z, ~x);
    case 3: return set(in, z, x);  // Set
    case 4:
      if (x < 0) {
        in.raise("GoRuntimeError", "square root of negative number");
        return Value::none();
      }
      return set(in, z, boost::multiprecision::sqrt(x));
  }
  return z;
}
Value int_shift(Vm& in, const Value& z, Args& a, bool left) {
  BigInt x;
  if (!operand(in, a, 0, x)) return Value::none();
  auto n = static_cast<unsigned>(int_arg(a, 1));
  if (left) return set(in, z, x << n);
  // Rsh rounds toward -inf, as an arithmetic shift (on magnitudes, whatever the library does with signs)
  return set(in, z, x >= 0 ? BigInt(x >> n) : BigInt(-((-x - 1) >> n) - 1));
}
Value int_lsh(Vm& in, const Value& z, Args& a) { return int_shift(in, z, a, true); }
Value int_rsh(Vm& in, const Value& z, Args& a) { return int_shift(in, z, a, false); }
Value int_set_int64(Vm& in, const Value& z, Args& a) { return set(in, z, to_big(go_arg(a, 0))); }
Value int_set_uint64(Vm& in, const Value& z, Args& a) {
  const Value& v = go_arg(a, 0);
  if (v.is_int() && v.i() < 0) return set(in, z, BigInt(static_cast<std::uint64_t>(v.i())));
  return set(in, z, to_big(v));
}
Value int_set_string(Vm& in, const Value& z, Args& a) {
  BigInt v;
  std::string s = go_arg(a, 0).is(Tag::Str) ? go_arg(a, 0).as<StrObj>()->s : "";
  if (!parse(s, static_cast<int>(int_arg(a, 1)), v)) return tup({Value::none(), Value::boolean(false)});
  return tup({set(in, z, v), Value::boolean(true)});
}
Value int_exp(Vm& in, const Value& z, Args& a) {
  BigInt x, y;
  if (!operand(in, a, 0, x) || !operand(in, a, 1, y)) return Value::none();
  BigInt m = is_big(go_arg(a, 2), "*big.Int") ? get(in, go_arg(a, 2)) : BigInt(0);
  if (y <= 0) return set(in, z, BigInt(1));
  if (m == 0) {
    if (int_bits(x) * static_cast<std::size_t>(y) > (std::size_t{1} << 24)) {
      in.raise("GoRuntimeError", "big: exponent too large for the VM");
      return Value::none();
    }
    return set(in, z, boost::multiprecision::pow(x, static_cast<unsigned>(y)));
  }
  BigInt mm = abs(m), r = 1, b = x % mm;
  if (b < 0) b += mm;
  for (BigInt e = y; e > 0; e >>= 1) {
    if ((e & 1) != 0) r = r * b % mm;
    b = b * b % mm;
  }
  return set(in, z, r);
}
Value int_gcd(Vm& in, const Value& z, Args& a) {
  BigInt p, q, s, t;
  if (!operand(in, a, 2, p) || !operand(in, a, 3, q)) return Value::none();
  BigInt g = ext_gcd(p, q, s, t);
  if (p == 0 && q == 0) g = 0;
  if (is_big(go_arg(a, 0), "*big.Int")) set(in, go_arg(a, 0), s);
  if (is_big(go_arg(a, 1), "*big.Int")) set(in, go_arg(a, 1), t);
  return set(in, z, g);
}
Value int_mod_inverse(Vm& in, const Value& z, Args& a) {
  BigInt g, n, s, t;
  if (!operand(in, a, 0, g) || !operand(in, a, 1, n)) return Value::none();
  if (n < 0) n = -n;
  if (g < 0) g = g % n + n;
  if (ext_gcd(g, n, s, t) != 1) return Value::none();
  s %= n;
  if (s < 0) s += n;
  return set(in, z, s);
}
Value int_mul_range(Vm& in, const Value& z, Args& a) {
  std::int64_t lo = int_arg(a, 0), hi = int_arg(a, 1);
  if (lo > hi) return set(in, z, BigInt(1));
  if (lo <= 0 && hi >= 0) return set(in, z, BigInt(0));
  BigInt r = 1;
  for (std::int64_t k = lo; k <= hi; ++k) r *= k;
  return set(in, z, r);
}
Value int_binomial(Vm& in, const Value& z, Args& a) {
  std::int64_t n = int_arg(a, 0), k = int_arg(a, 1);
  if (k > n) return set(in, z, BigInt(0));
  if (k > n - k) k = n - k;
  BigInt r = 1;
  for (std::int64_t i = 1; i <= k; ++i) r = r * (n - k + i) / i;
  return set(in, z, r);
}
Value int_cmp(Vm& in, const Value& z, Args& a) {
  BigInt y;
  if (!operand(in, a, 0, y)) return Value::none();
  BigInt x = get(in, z);
  return Value::integer(x < y ? -1 : x > y ? 1 : 0);
}
Value int_cmp_abs(Vm& in, const Value& z, Args& a) {
  BigInt y;
  if (!operand(in, a, 0, y)) return Value::none();
  BigInt x = abs(get(in, z));
  y = abs(y);
  return Value::integer(x < y ? -1 : x > y ? 1 : 0);
}
Value int_sign(Vm& in, const Value& z, Args&) {
  BigInt x = get(in, z);
  return Value::integer(x < 0 ? -1 : x > 0 ? 1 : 0);
}
Value int_int64(Vm& in, const Value& z, Args&) {
  BigInt x = get(in, z) & BigInt(std::numeric_limits<std::uint64_t>::max());
  return Value::integer(static_cast<std::int64_t>(static_cast<std::uint64_t>(x)));
}
Value int_uint64(Vm& in, const Value& z, Args&) {
  BigInt x = get(in, z) & BigInt(std::numeric_limits<std::uint64_t>::max());
  return make_int(x);
}
Value int_is_int64(Vm& in, const Value& z, Args&) {
  BigInt x = get(in, z);
  return Value::boolean(x >= std::numeric_limits<std::int64_t>::min() && x <= std::numeric_limits<std::int64_t>::max());
}
Value int_is_uint64(Vm& in, const Value& z, Args&) {
  BigInt x = get(in, z);
  return Value::boolean(x >= 0 && x <= std::numeric_limits<std::uint64_t>::max());
}
Value int_bit_len(Vm& in, const Value& z, Args&) { return Value::integer(static_cast<std::int64_t>(int_bits(get(in, z)))); }
Value int_bit(Vm& in, const Value& z, Args& a) {
  BigInt x = get(in, z);
  return Value::integer(((x >> static_cast<unsigned>(int_arg(a, 0))) & 1) != 0 ? 1 : 0);
}
Value int_trailing(Vm& in, const Value& z, Args&) {
  BigInt x = abs(get(in, z));
  return Value::integer(x == 0 ? 0 : static_cast<std::int64_t>(boost::multiprecision::lsb(x)));
}
Value int_string(Vm& in, const Value& z, Args&) { return make_str(text(get(in, z), 10)); }
Value int_text(Vm& in, const Value& z, Args& a) { return make_str(text(get(in, z), static_cast<int>(int_arg(a, 0)))); }
Value int_probably_prime(Vm& in, const Value& z, Args& a) {
  BigInt x = get(in, z);
  if (x < 2) return Value::boolean(false);
  return Value::boolean(boost::multiprecision::miller_rabin_test(x, static_cast<unsigned>(std::max<std::int64_t>(int_arg(a, 0), 0) + 20)));
}
Value int_float64(Vm& in, const Value& z, Args&) {
  BigInt x = get(in, z);
  double d = x.convert_to<double>();
  BigInt back = BigInt(d);
  const char* acc = back == x ? "Exact" : back < x ? "Below" : "Above";
  return tup({Value::real(d), make_str(acc)});
}

// --- *big.Rat -------------------------------------------------------------------------
BigInt num(Vm& in, const Value& r) { return get(in, r, "__n"); }
BigInt den(Vm& in, const Value& r) {
  BigInt d = get(in, r, "__d");
  return d == 0 ? BigInt(1) : d;
}
Value rset(Vm& in, const Value& z, BigInt n, BigInt d) {
  if (d < 0) n = -n, d = -d;
  BigInt g = boost::multiprecision::gcd(abs(n), d);
  if (g > 1) n /= g, d /= g;
  if (n == 0) d = 1;
  go_set_field(in, z, "__n", make_int(n));
  go_set_field(in, z, "__d", make_int(d));
  return z;
}
Value new_rat(Vm& in, const BigInt& n, const BigInt& d) { return rset(in, new_obj(in, "*big.Rat"), n, d); }
bool rat_operand(Vm& in, const Args& a, std::size_t k, BigInt& n, BigInt& d) {
  const Value& v = go_arg(a, k);
  if (!is_big(v, "*big.Rat")) {
    in.raise("GoRuntimeError", "runtime error: invalid memory address or nil pointer dereference");
    return false;
  }
  n = num(in, v);
  d = den(in, v);
  return true;
}
template <int Op>
Value rat_binop(Vm& in, const Value& z, Args& a) {
  BigInt an, ad, bn, bd;
  if (!rat_operand(in, a, 0, an, ad) || !rat_operand(in, a, 1, bn, bd)) return Value::none();
  switch (Op) {
    case 0: return rset(in, z, an * bd + bn * ad, ad * bd);
    case 1: return rset(in, z, an * bd - bn * ad, ad * bd);
    case 2: return rset(in, z, an * bn, ad * bd);
    default:
      if (bn == 0) {
        in.raise("GoRuntimeError", "division by zero");
        return Value::none();
      }
      return rset(in, z, an * bd, ad * bn);
  }
}
template <int Op>
Value rat_unop(Vm& in, const Value& z, Args& a) {
  BigInt n, d;
  if (!rat_operand(in, a, 0, n, d)) return Value::none();
  switch (Op) {
    case 0: return rset(in, z, -n, d);
    case 1: return rset(in, z, abs(n), d);
    case 2:
      if (n == 0) {
        in.raise("GoRuntimeError", "division by zero");
        return Value::none();
      }
      return rset(in, z, d, n);  // Inv
    default: return rset(in, z, n, d);  // Set
  }
}
Value rat_set_frac(Vm& in, const Value& z, Args& a) {
  BigInt n, d;
  if (!operand(in, a, 0, n) || !operand(in, a, 1, d)) return Value::none();
  if (d == 0) {
    in.raise("GoRuntimeError", "division by zero");
    return Value::none();
  }
  return rset(in, z, n, d);
}
Value rat_set_frac64(Vm& in, const Value& z, Args& a) {
  if (int_arg(a, 1) == 0) {
    in.raise("GoRuntimeError", "division by zero");
    return Value::none();
  }
  return rset(in, z, BigInt(int_arg(a, 0)), BigInt(int_arg(a, 1)));
}
Value rat_set_int(Vm& in, const Value& z, Args& a) {
  BigInt n;
  if (!operand(in, a, 0, n)) return Value::none();
  return rset(in, z, n, 1);
}
Value rat_set_int64(Vm& in, const Value& z, Args& a) { return rset(in, z, BigInt(int_arg(a, 0)), 1); }
/// SetString: "a/b", or a decimal with an optional fraction and exponent.
Value rat_set_string(Vm& in, const Value& z, Args& a) {
  std::string s = go_arg(a, 0).is(Tag::Str) ? go_arg(a, 0).as<StrObj>()->s : "";
  auto fail = [] { return tup({Value::none(), Value::boolean(false)}); };
  if (auto slash = s.find('/'); slash != std::string::npos) {
    BigInt n, d;
    if (!parse(s.substr(0, slash), 0, n) || !parse(s.substr(slash + 1), 0, d) || d == 0 || s[slash + 1] == '-' || s[slash + 1] == '+') return fail();
    return tup({rset(in, z, n, d), Value::boolean(true)});
  }
  std::string mant = s;
  std::int64_t exp10 = 0;
  if (auto e = s.find_first_of("eE"); e != std::string::npos) {
    mant = s.substr(0, e);
    BigInt ev;
    if (!parse(s.substr(e + 1), 10, ev) || abs(ev) > 10000) return fail();
    exp10 = static_cast<std::int64_t>(ev);
  }
  if (auto dot = mant.find('.'); dot != std::string::npos) {
    exp10 -= static_cast<std::int64_t>(mant.size() - dot - 1);
    mant.erase(dot, 1);
  }
  BigInt n;
  if (!parse(mant, 10, n)) return fail();
  BigInt d = 1;
  if (exp10 > 0) n *= boost::multiprecision::pow(BigInt(10), static_cast<unsigned>(exp10));
  else if (exp10 < 0) d = boost::multiprecision::pow(BigInt(10), static_cast<unsigned>(-exp10));
  return tup({rset(in, z, n, d), Value::boolean(true)});
}
Value rat_cmp(Vm& in, const Value& z, Args& a) {
  BigInt bn, bd;
  if (!rat_operand(in, a, 0, bn, bd)) return Value::none();
  BigInt l = num(in, z) * bd, r = bn * den(in, z);
  return Value::integer(l < r ? -1 : l > r ? 1 : 0);
}
Value rat_sign(Vm& in, const Value& z, Args&) {
  BigInt n = num(in, z);
  return Value::integer(n < 0 ? -1 : n > 0 ? 1 : 0);
}
Value rat_is_int(Vm& in, const Value& z, Args&) { return Value::boolean(den(in, z) == 1); }
Value rat_num(Vm& in, const Value& z, Args&) { return new_int(in, num(in, z)); }
Value rat_denom(Vm& in, const Value& z, Args&) { return new_int(in, den(in, z)); }
Value rat_string(Vm& in, const Value& z, Args&) { return make_str(num(in, z).str() + "/" + den(in, z).str()); }
Value rat_rat_string(Vm& in, const Value& z, Args&) {
  BigInt d = den(in, z);
  return make_str(d == 1 ? num(in, z).str() : num(in, z).str() + "/" + d.str());
}
/// FloatString(prec): prec digits after the point, the last rounded half away from zero.
Value rat_float_string(Vm& in, const Value& z, Args& a) {
  BigInt n = num(in, z), d = den(in, z);
  std::int64_t prec = std::max<std::int64_t>(int_arg(a, 0), 0);
  bool neg = n < 0;
  n = abs(n);
  BigInt scale = boost::multiprecision::pow(BigInt(10), static_cast<unsigned>(prec));
  BigInt q = n * scale / d, r = n * scale % d;
  if (r * 2 >= d) q += 1;
  std::string digits = q.str();
  std::string out;
  if (prec == 0) out = digits;
  else {
    if (digits.size() <= static_cast<std::size_t>(prec)) digits.insert(0, static_cast<std::size_t>(prec) + 1 - digits.size(), '0');
    out = digits.substr(0, digits.size() - static_cast<std::size_t>(prec)) + "." + digits.substr(digits.size() - static_cast<std::size_t>(prec));
  }
  return make_str(neg ? "-" + out : out);
}
// The nearest float64 and whether it is exact, as Go rounds (once, ties to even).
Value rat_float64(Vm& in, const Value& z, Args&) {
  bool exact = false;
  double v = ratio_to_double(num(in, z), den(in, z), &exact);
  return tup({Value::real(v), Value::boolean(exact)});
}

// --- the package ------------------------------------------------------------------------
Value big_new_int(Vm& in, const Value&, Args& a) { return new_int(in, to_big(go_arg(a, 0))); }
Value big_new_rat(Vm& in, const Value&, Args& a) {
  if (int_arg(a, 1) == 0) {
    in.raise("GoRuntimeError", "division by zero");
    return Value::none();
  }
  return new_rat(in, BigInt(int_arg(a, 0)), BigInt(int_arg(a, 1)));
}

struct Method {
  const char* name;
  NativeFn fn;
};
const Method kIntMethods[] = {
    {"Add", int_binop<0>},      {"Sub", int_binop<1>},         {"Mul", int_binop<2>},
    {"Quo", int_binop<3>},      {"Rem", int_binop<4>},         {"Div", int_binop<5>},
    {"Mod", int_binop<6>},      {"And", int_binop<7>},         {"Or", int_binop<8>},
    {"Xor", int_binop<9>},      {"AndNot", int_binop<10>},     {"DivMod", int_divmod<true>},
    {"QuoRem", int_divmod<false>}, {"Neg", int_unop<0>},       {"Abs", int_unop<1>},
    {"Not", int_unop<2>},       {"Set", int_unop<3>},          {"Sqrt", int_unop<4>},
    {"Lsh", int_lsh},           {"Rsh", int_rsh},              {"SetInt64", int_set_int64},
    {"SetUint64", int_set_uint64}, {"SetString", int_set_string}, {"Exp", int_exp},
    {"GCD", int_gcd},           {"ModInverse", int_mod_inverse}, {"MulRange", int_mul_range},
    {"Binomial", int_binomial}, {"Cmp", int_cmp},              {"CmpAbs", int_cmp_abs},
    {"Sign", int_sign},         {"Int64", int_int64},          {"Uint64", int_uint64},
    {"IsInt64", int_is_int64},  {"IsUint64", int_is_uint64},   {"BitLen", int_bit_len},
    {"Bit", int_bit},           {"TrailingZeroBits", int_trailing}, {"String", int_string},
    {"Text", int_text},         {"ProbablyPrime", int_probably_prime}, {"Float64", int_float64},
};
const Method kRatMethods[] = {
    {"Add", rat_binop<0>},  {"Sub", rat_binop<1>},        {"Mul", rat_binop<2>},       {"Quo", rat_binop<3>},
    {"Neg", rat_unop<0>},   {"Abs", rat_unop<1>},         {"Inv", rat_unop<2>},        {"Set", rat_unop<3>},
    {"SetFrac", rat_set_frac}, {"SetFrac64", rat_set_frac64}, {"SetInt", rat_set_int}, {"SetInt64", rat_set_int64},
    {"SetString", rat_set_string}, {"Cmp", rat_cmp},      {"Sign", rat_sign},          {"IsInt", rat_is_int},
    {"Num", rat_num},       {"Denom", rat_denom},         {"String", rat_string},      {"RatString", rat_rat_string},
    {"FloatString", rat_float_string}, {"Float64", rat_float64},
};

}  // namespace

Value go_big_global(Vm& in, std::string_view name) {
  if (name != "big") return Value::undef();
  Value p = go_package(in, "big", {{"NewInt", big_new_int}, {"NewRat", big_new_rat}, {"NewFloat", go_big_float_new},
                                  {"ParseFloat", go_big_float_parse}},
                       {{"MaxBase", 62}, {"MaxPrec", 4294967295LL}, {"ToNearestEven", 0}, {"ToNearestAway", 1},
                        {"ToZero", 2}, {"AwayFromZero", 3}, {"ToNegativeInf", 4}, {"ToPositiveInf", 5}});
  for (const char* acc : {"Below", "Exact", "Above"}) go_set_field(in, p, acc, make_str(acc));  // Float's Accuracy, by name
  return p;
}

Value go_big_zero(Vm& in, std::string_view type) {
  if (type == "big.Int") return new_int(in, 0);
  if (type == "big.Rat") return new_rat(in, 0, 1);
  if (type == "big.Float") return go_big_float_zero(in);
  return Value::undef();
}

Value go_big_attr(Vm& in, const Value& obj, Name field) {
  const std::string& n = in.name(field);
  if (is_big(obj, "*big.Int")) {
    for (const auto& m : kIntMethods)
      if (n == m.name) return make_native(m.fn, m.name, obj);
  } else if (is_big(obj, "*big.Rat")) {
    for (const auto& m : kRatMethods)
      if (n == m.name) return make_native(m.fn, m.name, obj);
  } else if (is_big(obj, "*big.Float")) {
    return go_big_float_attr(in, obj, field);
  }
  return Value::undef();
}

bool go_big_text(Vm& in, const Value& v, int base, std::string& out) {
  if (is_big(v, "*big.Int")) {
    out = text(get(in, v), base);
    return true;
  }
  if (is_big(v, "*big.Rat")) {
    out = num(in, v).str() + "/" + den(in, v).str();
    return true;
  }
  return false;
}

}  // namespace reddragon::vm
