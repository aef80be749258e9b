// go_math.cpp - the math functions Go computes with its own (Cephes and
// FreeBSD derived) algorithms on amd64 rather than the C library's: their
// results differ from libm's in the last bit for a good share of inputs, and
// %v prints every bit. Ported from the behaviour of Go's sin.go, tan.go,
// atan.go, asin.go, atan2.go, log.go, hypot.go, sinh.go, tanh.go and exp_amd64.s (the same reductions, polynomials and
// evaluation order). Arguments past 2^29 fall back to libm (Go reduces them by
// Payne-Hanek).
#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <utility>

#include "go_math.hpp"

namespace reddragon::vm {

namespace {

constexpr double kPi = 3.14159265358979323846264338327950288419716939937510582097494459;
constexpr double kFourOverPi = 1.27323954473516268615107010698011489627567716592365;  // 4/Pi, rounded once
constexpr double kPi4A = 7.85398125648498535156e-1, kPi4B = 3.77489470793079817668e-8,
                 kPi4C = 2.69515142907905952645e-15;  // Pi/4 in three parts
constexpr double kReduceThreshold = 1 << 29;
constexpr double kSin[] = {1.58962301576546568060e-10, -2.50507477628578072866e-8, 2.75573136213857245213e-6,
                           -1.98412698295895385996e-4, 8.33333333332211858878e-3,  -1.66666666666666307295e-1};
constexpr double kCos[] = {-1.13585365213876817300e-11, 2.08757008419747316778e-9, -2.75573141792967388112e-7,
                           2.48015872888517045348e-5,   -1.38888888888730564116e-3, 4.16666666666665929218e-2};

double sin_poly(double z, double zz) {
  return z + z * zz * ((((((kSin[0] * zz) + kSin[1]) * zz + kSin[2]) * zz + kSin[3]) * zz + kSin[4]) * zz + kSin[5]);
}
double cos_poly(double zz) {
  return 1.0 - 0.5 * zz + zz * zz * ((((((kCos[0] * zz) + kCos[1]) * zz + kCos[2]) * zz + kCos[3]) * zz + kCos[4]) * zz + kCos[5]);
}
/// x >= 0 below the threshold: its octant j (even) and the remainder z.
double reduce(double x, std::uint64_t& j) {
  j = static_cast<std::uint64_t>(x * kFourOverPi);
  double y = static_cast<double>(j);
  if (j & 1) {  // map zeros to the origin
    ++j;
    ++y;
  }
  j &= 7;
  return ((x - y * kPi4A) - y * kPi4B) - y * kPi4C;
}

constexpr double kMorebits = 6.123233995736765886130e-17;  // Pi/2 = PIO2 + Morebits
/// atan on [0, 0.66].
double xatan(double x) {
  constexpr double P0 = -8.750608600031904122785e-01, P1 = -1.615753718733365076637e+01, P2 = -7.500855792314704667340e+01,
                   P3 = -1.228866684490136173410e+02, P4 = -6.485021904942025371773e+01, Q0 = +2.485846490142306297962e+01,
                   Q1 = +1.650270098316988542046e+02, Q2 = +4.328810604912902668951e+02, Q3 = +4.853903996359136964868e+02,
                   Q4 = +1.945506571482613964425e+02;
  double z = x * x;
  z = z * ((((P0 * z + P1) * z + P2) * z + P3) * z + P4) / (((((z + Q0) * z + Q1) * z + Q2) * z + Q3) * z + Q4);
  return x * z + x;
}
/// atan of x >= 0, reduced to [0, 0.66].
double satan(double x) {
  constexpr double kTan3Pio8 = 2.41421356237309504880;
  if (x <= 0.66) return xatan(x);
  if (x > kTan3Pio8) return kPi / 2 - xatan(1 / x) + kMorebits;
  return kPi / 4 + xatan((x - 1) / (x + 1)) + 0.5 * kMorebits;
}

}  // namespace

double go_sin(double x) {
  if (x == 0 || std::isnan(x)) return x;
  if (std::isinf(x)) return std::numeric_limits<double>::quiet_NaN();
  bool sign = x < 0;
  x = std::fabs(x);
  if (x >= kReduceThreshold) return sign ? -std::sin(x) : std::sin(x);
  std::uint64_t j;
  double z = reduce(x, j);
  if (j > 3) {  // reflect in the x axis
    sign = !sign;
    j -= 4;
  }
  double zz = z * z, y = j == 1 || j == 2 ? cos_poly(zz) : sin_poly(z, zz);
  return sign ? -y : y;
}

double go_cos(double x) {
  if (std::isnan(x) || std::isinf(x)) return std::numeric_limits<double>::quiet_NaN();
  x = std::fabs(x);
  if (x >= kReduceThreshold) return std::cos(x);
  std::uint64_t j;
  double z = reduce(x, j);
  bool sign = false;
  if (j > 3) {
    j -= 4;
    sign = !sign;
  }
  if (j > 1) sign = !sign;
  double zz = z * z, y = j == 1 || j == 2 ? sin_poly(z, zz) : cos_poly(zz);
  return sign ? -y : y;
}

double go_tan(double x) {
  constexpr double P[] = {-1.30936939181383777646e4, 1.15351664838587416140e6, -1.79565251976484877988e7};
  constexpr double Q[] = {1.0, 1.36812963470692954678e4, -1.32089234440210967447e6, 2.50083801823357915839e7,
                          -5.38695755929454629881e7};
  if (x == 0 || std::isnan(x)) return x;
  if (std::isinf(x)) return std::numeric_limits<double>::quiet_NaN();
  bool sign = x < 0;
  x = std::fabs(x);
  if (x >= kReduceThreshold) return sign ? -std::tan(x) : std::tan(x);
  std::uint64_t j = static_cast<std::uint64_t>(x * kFourOverPi);
  double y = static_cast<double>(j);
  if (j & 1) {  // map zeros and singularities to the origin
    ++j;
    ++y;
  }
  double z = ((x - y * kPi4A) - y * kPi4B) - y * kPi4C, zz = z * z;
  y = zz > 1e-14 ? z + z * (zz * (((P[0] * zz) + P[1]) * zz + P[2]) / ((((zz + Q[1]) * zz + Q[2]) * zz + Q[3]) * zz + Q[4]))
                 : z;
  if (j & 2) y = -1 / y;
  return sign ? -y : y;
}

double go_atan(double x) {
  if (x == 0) return x;
  return x > 0 ? satan(x) : -satan(-x);
}

double go_asin(double x) {
  if (x == 0) return x;
  bool sign = x < 0;
  x = std::fabs(x);
  if (x > 1) return std::numeric_limits<double>::quiet_NaN();
  double t = std::sqrt(1 - x * x);
  t = x > 0.7 ? kPi / 2 - satan(t / x) : satan(x / t);
  return sign ? -t : t;
}

double go_acos(double x) { return kPi / 2 - go_asin(x); }

double go_atan2(double y, double x) {
  constexpr double k3Pi4 = 2.35619449019234492884698253745962716314787704953132936573120844;
  if (std::isnan(y) || std::isnan(x)) return std::numeric_limits<double>::quiet_NaN();
  if (y == 0) return x >= 0 && !std::signbit(x) ? std::copysign(0.0, y) : std::copysign(kPi, y);
  if (x == 0) return std::copysign(kPi / 2, y);
  if (std::isinf(x)) {
    if (x > 0) return std::isinf(y) ? std::copysign(kPi / 4, y) : std::copysign(0.0, y);
    return std::isinf(y) ? std::copysign(k3Pi4, y) : std::copysign(kPi, y);
  }
  if (std::isinf(y)) return std::copysign(kPi / 2, y);
  double q = go_atan(y / x);
  if (x < 0) return q <= 0 ? q + kPi : q - kPi;
  return q;
}

double go_log(double x) {
  constexpr double Ln2Hi = 6.93147180369123816490e-01, Ln2Lo = 1.90821492927058770002e-10, L1 = 6.666666666666735130e-01,
                   L2 = 3.999999999940941908e-01, L3 = 2.857142874366239149e-01, L4 = 2.222219843214978396e-01,
                   L5 = 1.818357216161805012e-01, L6 = 1.531383769920937332e-01, L7 = 1.479819860511658591e-01;
  constexpr double kSqrt2Over2 = 0.70710678118654752440084436210484903928483593768847;
  if (std::isnan(x) || (std::isinf(x) && x > 0)) return x;
  if (x < 0) return std::numeric_limits<double>::quiet_NaN();
  if (x == 0) return -std::numeric_limits<double>::infinity();
  int ki = 0;
  double f1 = std::frexp(x, &ki);
  if (f1 < kSqrt2Over2) {
    f1 *= 2;
    --ki;
  }
  double f = f1 - 1, k = ki;
  double s = f / (2 + f), s2 = s * s, s4 = s2 * s2;
  double t1 = s2 * (L1 + s4 * (L3 + s4 * (L5 + s4 * L7))), t2 = s4 * (L2 + s4 * (L4 + s4 * L6));
  double R = t1 + t2, hfsq = 0.5 * f * f;
  return k * Ln2Hi - ((hfsq - (s * (hfsq + R) + k * Ln2Lo)) - f);
}

double go_hypot(double p, double q) {
  if (std::isinf(p) || std::isinf(q)) return std::numeric_limits<double>::infinity();
  if (std::isnan(p) || std::isnan(q)) return std::numeric_limits<double>::quiet_NaN();
  p = std::fabs(p);
  q = std::fabs(q);
  if (p < q) std::swap(p, q);
  if (p == 0) return 0;
  q = q / p;
  return p * std::sqrt(1 + q * q);
}

/// Go's amd64 Exp (an assembly port of Shibata's SLEEF method): x - k*ln2 in
/// two parts, a Taylor series at x/16, squared back four times, times 2^k. Go
/// fuses its multiply-adds when the CPU has AVX2 and FMA, so the result follows
/// the machine as Go's does.
double go_exp(double x) {
  constexpr double kLog2E = 1.4426950408889634073599246810018920, kLn2U = 0.69314718055966295651160180568695068359375,
                   kLn2L = 0.28235290563031577122588448175013436025525412068e-12, kOverflow = 7.09782712893384e+02;
  constexpr double C[] = {2.4801587301587301587e-5, 1.9841269841269841270e-4, 1.3888888888888888889e-3,
                          8.3333333333333333333e-3, 4.1666666666666666667e-2, 1.6666666666666666667e-1, 0.5, 1.0};
  static const bool fused = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
  if (std::isnan(x) || (std::isinf(x) && x > 0)) return x;
  if (std::isinf(x)) return 0;
  if (x > kOverflow) return std::numeric_limits<double>::infinity();
  const auto k = static_cast<std::int32_t>(std::nearbyint(x * kLog2E));  // CVTSD2SL: round to nearest even
  const double kd = k;
  double p = C[0];
  if (fused) {
    x = std::fma(-kLn2U, kd, x);
    x = std::fma(-kLn2L, kd, x);
    x *= 0.0625;
    for (int i = 1; i < 8; ++i) p = std::fma(p, x, C[i]);
    x *= p;
    for (int i = 0; i < 3; ++i) x *= x + 2.0;
    x = std::fma(x, x + 2.0, 1.0);
  } else {
    x -= kLn2U * kd;
    x -= kLn2L * kd;
    x *= 0.0625;
    for (int i = 1; i < 8; ++i) p = p * x + C[i];
    x *= p;
    for (int i = 0; i < 4; ++i) x *= x + 2.0;
    x += 1.0;
  }
  const std::int64_t e = std::int64_t{k} + 0x3FF;
  if (e <= 0) return 0;
  if (e >= 0x7FF) return std::numeric_limits<double>::infinity();
  return x * std::bit_cast<double>(static_cast<std::uint64_t>(e) << 52);
}

// Sinh, Cosh (sinh.go) and Tanh (tanh.go): Go's Exp and its small-argument rationals.
double go_sinh(double x) {
  constexpr double P0 = -0.6307673640497716991184787251e+6, P1 = -0.8991272022039509355398013511e+5,
                   P2 = -0.2894211355989563807284660366e+4, P3 = -0.2630563213397497062819489e+2,
                   Q0 = -0.6307673640497716991212077277e+6, Q1 = 0.1521517378790019070696485176e+5,
                   Q2 = -0.173678953558233699533450911e+3;
  bool sign = x < 0;
  x = std::fabs(x);
  double t;
  if (x > 21) {
    t = go_exp(x) / 2;
  } else if (x > 0.5) {
    const double ex = go_exp(x);  // Go 1.26 divides rather than computing Exp(-x)
    t = (ex - 1 / ex) * 0.5;
  } else {
    double sq = x * x;
    t = (((P3 * sq + P2) * sq + P1) * sq + P0) * x;
    t = t / (((sq + Q2) * sq + Q1) * sq + Q0);
  }
  return sign ? -t : t;
}

double go_cosh(double x) {
  x = std::fabs(x);
  if (x > 21) return go_exp(x) * 0.5;
  const double ex = go_exp(x);
  return (ex + 1 / ex) * 0.5;
}

double go_tanh(double x) {
  constexpr double P[] = {-9.64399179425052238628E-1, -9.92877231001918586564E1, -1.61468768441708447952E3};
  constexpr double Q[] = {1.12811678491632931402E2, 2.23548839060100448583E3, 4.84406305325125486048E3};
  constexpr double kMaxLog = 8.8029691931113054295988e+01;  // log(2**127)
  double z = std::fabs(x);
  if (z > 0.5 * kMaxLog) return x < 0 ? -1 : 1;
  if (z >= 0.625) {
    double s = go_exp(2 * z);
    z = 1 - 2 / (s + 1);
    return x < 0 ? -z : z;
  }
  if (x == 0) return x;
  double s = x * x;
  return x + x * s * ((P[0] * s + P[1]) * s + P[2]) / (((s + Q[0]) * s + Q[1]) * s + Q[2]);
}

// --- Go's pure-Go functions on amd64 (cbrt.go, exp.go's exp2, log1p.go,
// expm1.go, asinh.go, acosh.go, atanh.go: FreeBSD's msun algorithms) ---

namespace {
double from_bits(std::uint64_t b) { return std::bit_cast<double>(b); }
std::uint64_t bits_of(double d) { return std::bit_cast<std::uint64_t>(d); }
}  // namespace

double go_cbrt(double x) {
  constexpr std::uint64_t B1 = 715094163, B2 = 696219795;  // (682, 664 - 0.03306235651) * 2^20
  constexpr double C = 5.42857142857142815906e-01, D = -7.05306122448979611050e-01, E = 1.41428571428571436819e+00,
                   F = 1.60714285714285720630e+00, G = 3.57142857142857150787e-01, SmallestNormal = 2.22507385850720138309e-308;
  if (x == 0 || std::isnan(x) || std::isinf(x)) return x;
  const bool sign = x < 0;
  if (sign) x = -x;
  // a first approximation to 5 bits from the exponent, then a polynomial to 23 bits
  double t = from_bits(bits_of(x) / 3 + (B1 << 32));
  if (x < SmallestNormal) {
    t = static_cast<double>(std::uint64_t{1} << 54);
    t *= x;
    t = from_bits(bits_of(t) / 3 + (B2 << 32));
  }
  double r = t * t / x;
  double s = C + r * t;
  t *= G + F / (s + E + D / s);
  // round t away from zero to 23 bits, then one Newton step to 53 bits
  t = from_bits((bits_of(t) & (std::uint64_t{0xFFFFFFFFC} << 28)) + (std::uint64_t{1} << 30));
  s = t * t;
  r = x / s;
  const double w = t + t;
  r = (r - t) / (w + r);
  t = t + t * r;
  return sign ? -t : t;
}

double go_exp2(double x) {
  constexpr double Ln2Hi = 6.93147180369123816490e-01, Ln2Lo = 1.90821492927058770002e-10;
  constexpr double P1 = 1.66666666666666657415e-01, P2 = -2.77777777770155933842e-03, P3 = 6.61375632143793436117e-05,
                   P4 = -1.65339022054652515390e-06, P5 = 4.13813679705723846039e-08;
  if (std::isnan(x)) return x;
  if (x > 1.0239999999999999e+03) return std::numeric_limits<double>::infinity();
  if (x < -1.0740e+03) return 0;
  long k = 0;  // x = k + t, |t| <= 1/2
  if (x > 0) k = static_cast<long>(x + 0.5);
  else if (x < 0) k = static_cast<long>(x - 0.5);
  const double t = x - static_cast<double>(k);
  const double hi = t * Ln2Hi, lo = -t * Ln2Lo;
  // expmulti: exp(hi - lo) * 2^k
  const double r = hi - lo, tt = r * r;
  const double c = r - tt * (P1 + tt * (P2 + tt * (P3 + tt * (P4 + tt * P5))));
  const double y = 1 - ((lo - (r * c) / (2 - c)) - hi);
  return std::ldexp(y, static_cast<int>(k));
}

double go_log1p(double x) {
  constexpr double Sqrt2M1 = 4.142135623730950488017e-01, Sqrt2HalfM1 = -2.928932188134524755992e-01,
                   Small = 1.0 / (1 << 29), Tiny = 1.0 / static_cast<double>(std::uint64_t{1} << 54),
                   Two53 = static_cast<double>(std::uint64_t{1} << 53), Ln2Hi = 6.93147180369123816490e-01,
                   Ln2Lo = 1.90821492927058770002e-10, Lp1 = 6.666666666666735130e-01, Lp2 = 3.999999999940941908e-01,
                   Lp3 = 2.857142874366239149e-01, Lp4 = 2.222219843214978396e-01, Lp5 = 1.818357216161805012e-01,
                   Lp6 = 1.531383769920937332e-01, Lp7 = 1.479819860511658591e-01;
  if (x < -1 || std::isnan(x)) return std::numeric_limits<double>::quiet_NaN();
  if (x == -1) return -std::numeric_limits<double>::infinity();
  if (std::isinf(x)) return x;
  const double absx = std::fabs(x);
  double f = 0;
  std::uint64_t iu = 0;
  long k = 1;
  if (absx < Sqrt2M1) {
    if (absx < Small) return absx < Tiny ? x : x - x * x * 0.5;
    if (x > Sqrt2HalfM1) {  // 1+x in (sqrt(2)/2, sqrt(2)): no reduction
      k = 0;
      f = x;
      iu = 1;
    }
  }
  double c = 0;
  if (k != 0) {
    double u;
    if (absx < Two53) {
      u = 1.0 + x;
      iu = bits_of(u);
      k = static_cast<long>((iu >> 52) - 1023);
      c = k > 0 ? 1.0 - (u - x) : x - (u - 1.0);  // the rounding error of 1+x
      c /= u;
    } else {
      u = x;
      iu = bits_of(u);
      k = static_cast<long>((iu >> 52) - 1023);
      c = 0;
    }
    iu &= 0x000fffffffffffff;
    if (iu < 0x0006a09e667f3bcd) {
      u = from_bits(iu | 0x3ff0000000000000);
    } else {
      ++k;
      u = from_bits(iu | 0x3fe0000000000000);
      iu = (0x0010000000000000 - iu) >> 2;
    }
    f = u - 1.0;
  }
  const double hfsq = 0.5 * f * f;
  const double dk = static_cast<double>(k);
  if (iu == 0) {  // |f| < 2^-20
    if (f == 0) {
      if (k == 0) return 0;
      c += dk * Ln2Lo;
      return dk * Ln2Hi + c;
    }
    const double R = hfsq * (1.0 - 0.66666666666666666 * f);
    if (k == 0) return f - R;
    return dk * Ln2Hi - ((R - (dk * Ln2Lo + c)) - f);
  }
  const double s = f / (2.0 + f);
  const double z = s * s;
  const double R = z * (Lp1 + z * (Lp2 + z * (Lp3 + z * (Lp4 + z * (Lp5 + z * (Lp6 + z * Lp7))))));
  if (k == 0) return f - (hfsq - s * (hfsq + R));
  return dk * Ln2Hi - ((hfsq - (s * (hfsq + R) + (dk * Ln2Lo + c))) - f);
}

double go_expm1(double x) {
  constexpr double Othreshold = 7.09782712893383973096e+02, Ln2X56 = 3.88162421113569373274e+01,
                   Ln2HalfX3 = 1.03972077083991796413e+00, Ln2Half = 3.46573590279972654709e-01,
                   Ln2Hi = 6.93147180369123816490e-01, Ln2Lo = 1.90821492927058770002e-10, InvLn2 = 1.44269504088896338700e+00,
                   Tiny = 1.0 / static_cast<double>(std::uint64_t{1} << 54);
  constexpr double Q1 = -3.33333333333331316428e-02, Q2 = 1.58730158725481460165e-03, Q3 = -7.93650757867487942473e-05,
                   Q4 = 4.00821782732936239552e-06, Q5 = -2.01099218183624371326e-07;
  if (std::isnan(x) || (std::isinf(x) && x > 0)) return x;
  if (std::isinf(x)) return -1;
  double absx = x;
  const bool sign = x < 0;
  if (sign) absx = -absx;
  if (absx >= Ln2X56) {
    if (sign) return -1;
    if (absx >= Othreshold) return std::numeric_limits<double>::infinity();
  }
  double c = 0;
  long k = 0;
  if (absx > Ln2Half) {  // reduce: x = k*ln2 + r, |r| <= ln2/2
    double hi, lo;
    if (absx < Ln2HalfX3) {
      hi = sign ? x + Ln2Hi : x - Ln2Hi;
      lo = sign ? -Ln2Lo : Ln2Lo;
      k = sign ? -1 : 1;
    } else {
      k = static_cast<long>(sign ? InvLn2 * x - 0.5 : InvLn2 * x + 0.5);
      const double t = static_cast<double>(k);
      hi = x - t * Ln2Hi;
      lo = t * Ln2Lo;
    }
    x = hi - lo;
    c = (hi - x) - lo;
  } else if (absx < Tiny) {
    return x;
  }
  const double hfx = 0.5 * x;
  const double hxs = x * hfx;
  const double r1 = 1 + hxs * (Q1 + hxs * (Q2 + hxs * (Q3 + hxs * (Q4 + hxs * Q5))));
  double t = 3 - r1 * hfx;
  double e = hxs * ((r1 - t) / (6.0 - x * t));
  if (k == 0) return x - (x * e - hxs);
  e = (x * (e - c) - c);
  e -= hxs;
  if (k == -1) return 0.5 * (x - e) - 0.5;
  if (k == 1) return x < -0.25 ? -2 * (e - (x + 0.5)) : 1 + 2 * (x - e);
  const auto add_exp = [k](double y) { return from_bits(bits_of(y) + (static_cast<std::uint64_t>(k) << 52)); };
  if (k <= -2 || k > 56) return add_exp(1 - (e - x)) - 1;
  if (k < 20) return add_exp(from_bits(0x3ff0000000000000 - (0x20000000000000 >> k)) - (e - x));  // 1-2^-k
  t = from_bits(static_cast<std::uint64_t>(0x3ff - k) << 52);  // 2^-k
  double y = x - (e + t);
  y += 1;
  return add_exp(y);
}

double go_asinh(double x) {
  constexpr double Ln2 = 6.93147180559945286227e-01, NearZero = 1.0 / (1 << 28), Large = 1 << 28;
  if (std::isnan(x) || std::isinf(x)) return x;
  const bool sign = x < 0;
  if (sign) x = -x;
  double t;
  if (x > Large) t = go_log(x) + Ln2;
  else if (x > 2) t = go_log(2 * x + 1 / (std::sqrt(x * x + 1) + x));
  else if (x < NearZero) t = x;
  else t = go_log1p(x + x * x / (1 + std::sqrt(1 + x * x)));
  return sign ? -t : t;
}

double go_acosh(double x) {
  constexpr double Ln2 = 6.93147180559945286227e-01, Large = 1 << 28;
  if (x < 1 || std::isnan(x)) return std::numeric_limits<double>::quiet_NaN();
  if (x == 1) return 0;
  if (x >= Large) return go_log(x) + Ln2;
  if (x > 2) return go_log(2 * x - 1 / (x + std::sqrt(x * x - 1)));
  const double t = x - 1;
  return go_log1p(t + std::sqrt(2 * t + t * t));
}

double go_atanh(double x) {
  constexpr double NearZero = 1.0 / (1 << 28);
  if (x < -1 || x > 1 || std::isnan(x)) return std::numeric_limits<double>::quiet_NaN();
  if (x == 1 || x == -1) return x * std::numeric_limits<double>::infinity();
  const bool sign = x < 0;
  if (sign) x = -x;
  double t;
  if (x < NearZero) {
    t = x;
  } else if (x < 0.5) {
    t = x + x;
    t = 0.5 * go_log1p(t + t * x / (1 - x));
  } else {
    t = 0.5 * go_log1p((x + x) / (1 - x));
  }
  return sign ? -t : t;
}

}  // namespace reddragon::vm
