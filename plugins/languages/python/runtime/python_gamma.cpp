// python_gamma.cpp - math.gamma and math.lgamma. CPython does not call the C
// library here: it evaluates Lanczos' approximation (g = 6.0246..., N = 13,
// the coefficients Boost publishes) with an error correction for x+g-0.5,
// and returns exact factorials for small integers. libm's tgamma/lgamma
// differ from it in the last digits, so a program printing gamma(0.5)**2
// would not match; this follows the same evaluation order instead.
#include "python_gamma.hpp"

#include <cmath>

namespace reddragon::vm::py {
namespace {

constexpr double kPi = 3.141592653589793238462643383279502884197;
constexpr double kLogPi = 1.144729885849400174143427351353058711647;
constexpr int kLanczosN = 13;
constexpr double kLanczosG = 6.024680040776729583740234375;
constexpr double kLanczosGMinusHalf = 5.524680040776729583740234375;
constexpr double kNum[kLanczosN] = {
    23531376880.410759688572007674451636754734846804940, 42919803642.649098768957899047001988850926355848959,
    35711959237.355668049440185451547166705960488635843, 17921034426.037209699919755754458931112671403265390,
    6039542586.3520280050642916443072979210699388420708, 1439720407.3117216736632230727949123939715485786772,
    248874557.86205415651146038641322942321632125127801, 31426415.585400194380614231628318205362874684987640,
    2876370.6289353724412254090516208496135991145378768, 186056.26539522349504029498971604569928220784236328,
    8071.6720023658162106380029022722506138218516325024, 210.82427775157934587250973392071336271166969580291,
    2.5066282746310002701649081771338373386264310793408};
// the denominator x(x+1)...(x+11) expanded
constexpr double kDen[kLanczosN] = {0.0,       39916800.0, 120543840.0, 150917976.0, 105258076.0, 45995730.0, 13339535.0,
                                    2637558.0, 357423.0,   32670.0,     1925.0,      66.0,        1.0};

/// sin(pi * x), exact at the integers and half-integers.
double sinpi(double x) {
  double y = std::fmod(std::fabs(x), 2.0);
  double r = 0;
  switch (static_cast<int>(std::round(2.0 * y))) {
    case 0: r = std::sin(kPi * y); break;
    case 1: r = std::cos(kPi * (y - 0.5)); break;
    case 2: r = std::sin(kPi * (1.0 - y)); break;  // not sin(pi*y): that loses accuracy near 1
    case 3: r = -std::cos(kPi * (y - 1.5)); break;
    default: r = std::sin(kPi * (y - 2.0)); break;
  }
  return std::copysign(1.0, x) * r;
}

/// The Lanczos rational sum, as a function of 1/x past 5 (no overflow, less error).
double lanczos_sum(double x) {
  double num = 0.0, den = 0.0;
  if (x < 5.0) {
    for (int i = kLanczosN; --i >= 0;) {
      num = num * x + kNum[i];
      den = den * x + kDen[i];
    }
  } else {
    for (int i = 0; i < kLanczosN; ++i) {
      num = num / x + kNum[i];
      den = den / x + kDen[i];
    }
  }
  return num / den;
}

}  // namespace

double py_tgamma(double x) {
  if (x == std::floor(x) && x > 0 && x <= 23) {  // (x-1)!, exact in a double
    double f = 1;
    for (int k = 2; k < static_cast<int>(x); ++k) f *= k;
    return f;
  }
  double absx = std::fabs(x);
  if (absx < 1e-20) return 1.0 / x;
  if (absx > 200.0) return x < 0.0 ? 0.0 / sinpi(x) : HUGE_VAL;
  double y = absx + kLanczosGMinusHalf;
  // the rounding error of y, scaled: corrects pow(y, ...)/exp(y) below
  double z = absx > kLanczosGMinusHalf ? (y - absx) - kLanczosGMinusHalf : (y - kLanczosGMinusHalf) - absx;
  z = z * kLanczosG / y;
  double r;
  if (x < 0.0) {
    r = -kPi / sinpi(absx) / absx * std::exp(y) / lanczos_sum(absx);
    r -= z * r;
    if (absx < 140.0) {
      r /= std::pow(y, absx - 0.5);
    } else {
      double sqrtpow = std::pow(y, absx / 2.0 - 0.25);
      r /= sqrtpow;
      r /= sqrtpow;
    }
  } else {
    r = lanczos_sum(absx) / std::exp(y);
    r += z * r;
    if (absx < 140.0) {
      r *= std::pow(y, absx - 0.5);
    } else {
      double sqrtpow = std::pow(y, absx / 2.0 - 0.25);
      r *= sqrtpow;
      r *= sqrtpow;
    }
  }
  return r;
}

double py_lgamma(double x) {
  if (x == std::floor(x) && x > 0 && x <= 2.0) return 0.0;  // lgamma(1) = lgamma(2) = 0
  double absx = std::fabs(x);
  if (absx < 1e-20) return -std::log(absx);
  double r = std::log(lanczos_sum(absx)) - kLanczosG;
  r += (absx - 0.5) * (std::log(absx + kLanczosG - 0.5) - 1);
  if (x < 0.0) r = kLogPi - std::log(std::fabs(sinpi(absx))) - std::log(absx) - r;  // reflection
  return r;
}

}  // namespace reddragon::vm::py
