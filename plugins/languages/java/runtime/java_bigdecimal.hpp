// java_bigdecimal.hpp - java.math.BigDecimal's arithmetic: an unscaled integer and a
// scale (value = unscaled * 10^-scale), with Java's rounding modes, preferred scales
// and toString. Pure arithmetic on the SDK's BigInt; the run-time glue lives in
// java_runtime.cpp.
#pragma once
#include <cmath>
#include <cstdint>
#include <optional>
#include <string>

#include "reddragon/vm/bigint.hpp"

namespace reddragon::vm::java_bigdecimal {

struct Dec {
  BigInt u;
  std::int64_t scale = 0;
};

enum class Round { Up, Down, Ceiling, Floor, HalfUp, HalfDown, HalfEven, Unnecessary };

inline std::optional<Round> round_named(const std::string& n) {
  if (n == "UP") return Round::Up;
  if (n == "DOWN") return Round::Down;
  if (n == "CEILING") return Round::Ceiling;
  if (n == "FLOOR") return Round::Floor;
  if (n == "HALF_UP") return Round::HalfUp;
  if (n == "HALF_DOWN") return Round::HalfDown;
  if (n == "HALF_EVEN") return Round::HalfEven;
  if (n == "UNNECESSARY") return Round::Unnecessary;
  return std::nullopt;
}

inline BigInt pow10(std::int64_t n) {
  BigInt r = 1;
  for (std::int64_t i = 0; i < n; ++i) r *= 10;
  return r;
}

/// number of decimal digits of |x| (1 for 0)
inline std::int64_t digits(const BigInt& x) {
  BigInt a = abs(x);
  std::int64_t n = 1;
  while (a >= 10) a /= 10, ++n;
  return n;
}

/// n / d rounded by mode; nullopt when mode is Unnecessary and the division is inexact
inline std::optional<BigInt> div_round(const BigInt& n, const BigInt& d, Round mode) {
  BigInt q = n / d, r = n % d;  // truncating
  if (r == 0) return q;
  int sign = (n < 0) != (d < 0) ? -1 : 1;
  BigInt twice = abs(r) * 2, ad = abs(d);
  bool up = false;
  switch (mode) {
    case Round::Up: up = true; break;
    case Round::Down: up = false; break;
    case Round::Ceiling: up = sign > 0; break;
    case Round::Floor: up = sign < 0; break;
    case Round::HalfUp: up = twice >= ad; break;
    case Round::HalfDown: up = twice > ad; break;
    case Round::HalfEven: up = twice > ad || (twice == ad && (q % 2) != 0); break;
    case Round::Unnecessary: return std::nullopt;
  }
  if (up) q += sign;
  return q;
}

/// the value at another scale; nullopt when Unnecessary would have to round
inline std::optional<Dec> set_scale(const Dec& x, std::int64_t scale, Round mode) {
  if (scale >= x.scale) return Dec{x.u * pow10(scale - x.scale), scale};
  auto q = div_round(x.u, pow10(x.scale - scale), mode);
  if (!q) return std::nullopt;
  return Dec{*q, scale};
}

inline Dec add(const Dec& a, const Dec& b) {
  std::int64_t s = std::max(a.scale, b.scale);
  return Dec{a.u * pow10(s - a.scale) + b.u * pow10(s - b.scale), s};
}
inline Dec negate(const Dec& a) { return Dec{-a.u, a.scale}; }
inline Dec multiply(const Dec& a, const Dec& b) { return Dec{a.u * b.u, a.scale + b.scale}; }

inline int compare(const Dec& a, const Dec& b) {
  std::int64_t s = std::max(a.scale, b.scale);
  BigInt x = a.u * pow10(s - a.scale), y = b.u * pow10(s - b.scale);
  return x < y ? -1 : x > y ? 1 : 0;
}

/// a / b at the given scale, rounded; b != 0 (the caller checks)
inline std::optional<Dec> divide(const Dec& a, const Dec& b, std::int64_t scale, Round mode) {
  // a.u*10^-sa / (b.u*10^-sb) = q*10^-scale  =>  q = a.u * 10^(scale - sa + sb) / b.u
  std::int64_t shift = scale - a.scale + b.scale;
  BigInt n = a.u, d = b.u;
  if (shift >= 0) n *= pow10(shift);
  else d *= pow10(-shift);
  auto q = div_round(n, d, mode);
  if (!q) return std::nullopt;
  return Dec{*q, scale};
}

/// x rounded to `prec` significant digits (MathContext; 0 = unlimited); nullopt when
/// Unnecessary would have to round
inline std::optional<Dec> round_to(const Dec& x, std::int64_t prec, Round mode) {
  std::int64_t d = digits(x.u);
  if (prec <= 0 || d <= prec) return x;
  auto r = set_scale(x, x.scale - (d - prec), mode);
  if (r && digits(r->u) > prec) r = set_scale(*r, r->scale - 1, mode);  // 999.9 -> 1000: one digit more
  return r;
}

/// a / b to `prec` significant digits (b != 0): the exact quotient at the scale nearest the
/// preferred one (a.scale - b.scale) when it fits, else the quotient rounded to prec digits
inline std::optional<Dec> divide_mc(const Dec& a, const Dec& b, std::int64_t prec, Round mode);

inline Dec strip_zeros(Dec x) {
  if (x.u == 0) return Dec{0, 0};
  while (x.u % 10 == 0) x.u /= 10, --x.scale;
  return x;
}

/// divide(b) without a scale: the exact quotient at the smallest scale not below the
/// preferred one (a.scale - b.scale); nullopt when the expansion does not terminate
inline std::optional<Dec> divide_exact(const Dec& a, const Dec& b) {
  std::int64_t preferred = a.scale - b.scale;
  if (a.u == 0) return Dec{0, preferred};
  // the reduced denominator must have no prime factors but 2 and 5
  BigInt g = gcd(abs(a.u), abs(b.u));
  BigInt den = abs(b.u) / g;
  std::int64_t twos = 0, fives = 0;
  while (den % 2 == 0) den /= 2, ++twos;
  while (den % 5 == 0) den /= 5, ++fives;
  if (den != 1) return std::nullopt;
  std::int64_t need = std::max(twos, fives);  // extra decimal places the quotient needs
  auto q = divide(a, b, preferred + need, Round::Unnecessary);
  if (!q) return std::nullopt;
  Dec r = *q;
  while (r.scale > preferred && r.u % 10 == 0) r.u /= 10, --r.scale;
  return r;
}

inline std::optional<Dec> parse(const std::string& s) {
  std::size_t i = 0;
  bool neg = false;
  if (i < s.size() && (s[i] == '+' || s[i] == '-')) neg = s[i++] == '-';
  BigInt u = 0;
  std::int64_t scale = 0;
  bool dot = false, any = false;
  for (; i < s.size() && s[i] != 'e' && s[i] != 'E'; ++i) {
    if (s[i] == '.' && !dot) { dot = true; continue; }
    if (s[i] < '0' || s[i] > '9') return std::nullopt;
    u = u * 10 + (s[i] - '0');
    any = true;
    if (dot) ++scale;
    if (scale > 100000) return std::nullopt;
  }
  if (!any) return std::nullopt;
  if (i < s.size()) {
    ++i;
    std::string e = s.substr(i);
    if (e.empty() || e.size() > 9) return std::nullopt;
    std::size_t k = e[0] == '+' || e[0] == '-' ? 1 : 0;
    if (k == e.size()) return std::nullopt;
    for (std::size_t j = k; j < e.size(); ++j)
      if (e[j] < '0' || e[j] > '9') return std::nullopt;
    scale -= std::stoll(e);
  }
  return Dec{neg ? -u : u, scale};
}

/// new BigDecimal(double): the exact binary value
inline Dec from_double(double d) {
  if (d == 0) return Dec{0, 0};
  int e;
  double m = std::frexp(d, &e);  // d = m * 2^e, 0.5 <= |m| < 1
  auto mant = static_cast<std::int64_t>(std::ldexp(m, 53));
  e -= 53;
  BigInt u = mant;
  std::int64_t scale = 0;
  while (u % 2 == 0 && e < 0) u /= 2, ++e;
  if (e >= 0) {
    for (int i = 0; i < e; ++i) u *= 2;
  } else {
    for (int i = 0; i < -e; ++i) u *= 5;
    scale = -e;
  }
  return Dec{u, scale};
}

inline std::optional<Dec> divide_mc(const Dec& a, const Dec& b, std::int64_t prec, Round mode) {
  if (auto e = divide_exact(a, b); e && (prec <= 0 || digits(e->u) <= prec)) return e;
  if (prec <= 0) return std::nullopt;  // non-terminating with unlimited precision
  std::int64_t preferred = a.scale - b.scale;
  // the quotient's leading digit sits near (digits(a) - a.scale) - (digits(b) - b.scale)
  std::int64_t mag = (digits(a.u) - a.scale) - (digits(b.u) - b.scale) + 1;
  std::int64_t sc = prec - mag;
  auto q = divide(a, b, sc, mode);
  if (q && digits(q->u) > prec) q = divide(a, b, --sc, mode);
  else if (q && digits(q->u) < prec) q = divide(a, b, ++sc, mode);
  if (q) q = round_to(*q, prec, mode);
  if (!q) return std::nullopt;
  while (q->scale > preferred && q->u != 0 && q->u % 10 == 0) q->u /= 10, --q->scale;
  return q;
}

inline std::string plain(const Dec& x) {
  std::string ds = BigInt(abs(x.u)).str();
  std::string sign = x.u < 0 ? "-" : "";
  if (x.scale <= 0) return sign + ds + (x.u == 0 ? "" : std::string(static_cast<std::size_t>(-x.scale), '0'));
  auto sc = static_cast<std::size_t>(x.scale);
  if (ds.size() <= sc) ds = std::string(sc - ds.size() + 1, '0') + ds;
  return sign + ds.substr(0, ds.size() - sc) + "." + ds.substr(ds.size() - sc);
}

/// BigDecimal.toString: plain unless the scale is negative or the exponent below -6
inline std::string to_string(const Dec& x) {
  std::string ds = BigInt(abs(x.u)).str();
  std::int64_t adjusted = -x.scale + static_cast<std::int64_t>(ds.size()) - 1;
  if (x.scale >= 0 && adjusted >= -6) return plain(x);
  std::string out = x.u < 0 ? "-" : "";
  out += ds.substr(0, 1);
  if (ds.size() > 1) out += "." + ds.substr(1);
  out += "E";
  out += adjusted >= 0 ? "+" : "";
  out += std::to_string(adjusted);
  return out;
}

}  // namespace reddragon::vm::java_bigdecimal
