// java_dtoa.hpp - the digits Double.toString and Float.toString print in
// JDK 17 (jdk.internal.math.FloatingDecimal, before JDK 19's shortest-digit
// algorithm): an integral value up to 2^62 prints its exact digits less the
// insignificant ones (Math.pow(2, 60) is 1.15292150460684698E18), and the
// Steele-White digit loop stops on a symmetric half-ULP test, so some large
// values print more digits than the shortest (7.418099999999999E20).
// A re-implementation of that algorithm; the formatting into "1.5E10" or
// "0.001" is the caller's.
#pragma once

#include <cstdint>
#include <cstring>
#include <string>

#include "reddragon/vm/bigint.hpp"

namespace reddragon::vm::java_dtoa {

/// 5^n as a BigInt.
inline BigInt pow5(int n) {
  BigInt r = 1;
  for (int i = 0; i < n; ++i) r *= 5;
  return r;
}

/// JDK 17 digits of a positive finite value: digits (no leading or trailing
/// zeros needed) and decExponent, value = 0.DIGITS * 10^decExponent.
/// binExp/fractBits/nSignificantBits as FloatingDecimal derives them.
inline void dtoa(int binExp, std::int64_t fractBits, int nSignificantBits, std::string& digits, int& decExponent) {
  constexpr int kExpShift = 52;
  constexpr int kMaxSmallBinExp = 62, kMinSmallBinExp = -(63 / 3);
  static constexpr int kN5Bits[] = {0, 3, 5, 7, 10, 12, 14, 17, 19, 21, 24, 26, 28, 31, 33, 35, 38, 40, 42, 45, 47, 49, 52, 54, 56, 59, 61};
  static constexpr int kInsignificant[] = {0,  0,  0,  0,  1,  1,  1,  2,  2,  2,  3,  3,  3,  3,  4,  4,  4,  5,  5,  5,  6,  6,
                                           6,  6,  7,  7,  7,  8,  8,  8,  9,  9,  9,  9,  10, 10, 10, 11, 11, 11, 12, 12, 12, 12,
                                           13, 13, 13, 14, 14, 14, 15, 15, 15, 15, 16, 16, 16, 17, 17, 17, 18, 18, 18, 19};
  constexpr int kLong5PowLen = 27;  // 5^0 .. 5^26 fit in a long
  auto long5pow = [](int n) {
    std::int64_t r = 1;
    for (int i = 0; i < n; ++i) r *= 5;
    return r;
  };
  digits.clear();
  const int tailZeros = __builtin_ctzll(static_cast<std::uint64_t>(fractBits));
  const int nFractBits = kExpShift + 1 - tailZeros;
  int nTinyBits = std::max(0, nFractBits - binExp - 1);
  if (binExp <= kMaxSmallBinExp && binExp >= kMinSmallBinExp && nTinyBits < kLong5PowLen &&
      nFractBits + kN5Bits[nTinyBits] < 64 && nTinyBits == 0) {
    // an integral value that fits in a long: its digits, less the insignificant ones
    int insignificant = 0;
    if (binExp > nSignificantBits) {
      int p2 = binExp - nSignificantBits - 1;
      insignificant = p2 > 1 && p2 < static_cast<int>(sizeof kInsignificant / sizeof *kInsignificant) ? kInsignificant[p2] : 0;
    }
    std::uint64_t lvalue = static_cast<std::uint64_t>(fractBits);
    lvalue = binExp >= kExpShift ? lvalue << (binExp - kExpShift) : lvalue >> (kExpShift - binExp);
    int dexp = 0;
    if (insignificant != 0) {
      std::uint64_t pow10 = static_cast<std::uint64_t>(long5pow(insignificant)) << insignificant;
      std::uint64_t residue = lvalue % pow10;
      lvalue /= pow10;
      dexp += insignificant;
      if (residue >= (pow10 >> 1)) ++lvalue;
    }
    std::string rev;
    int c = static_cast<int>(lvalue % 10);
    lvalue /= 10;
    while (c == 0) {
      ++dexp;
      c = static_cast<int>(lvalue % 10);
      lvalue /= 10;
    }
    while (lvalue != 0) {
      rev.push_back(static_cast<char>('0' + c));
      ++dexp;
      c = static_cast<int>(lvalue % 10);
      lvalue /= 10;
    }
    rev.push_back(static_cast<char>('0' + c));
    digits.assign(rev.rbegin(), rev.rend());
    decExponent = dexp + 1;
    return;
  }
  // estimateDecExp: log10 from the mantissa's linear approximation
  int decExp;
  {
    std::uint64_t bits = (0x3FFull << 52) | (static_cast<std::uint64_t>(fractBits) & ((1ull << 52) - 1));
    double d2;
    std::memcpy(&d2, &bits, sizeof d2);
    double d = (d2 - 1.5) * 0.289529654 + 0.176091259 + static_cast<double>(binExp) * 0.301029995663981;
    std::uint64_t dBits;
    std::memcpy(&dBits, &d, sizeof dBits);
    int exponent = static_cast<int>((dBits >> 52) & 0x7FF) - 1023;
    bool neg = (dBits >> 63) != 0;
    if (exponent >= 0 && exponent < 52) {
      std::uint64_t mask = ((1ull << 52) - 1) >> exponent;
      int r = static_cast<int>((((dBits & ((1ull << 52) - 1)) | (1ull << 52)) >> (52 - exponent)));
      decExp = neg ? ((mask & dBits) == 0 ? -r : -r - 1) : r;
    } else if (exponent < 0) {
      decExp = (dBits & ~(1ull << 63)) == 0 ? 0 : (neg ? -1 : 0);
    } else {
      decExp = static_cast<int>(d);
    }
  }
  int B5 = std::max(0, -decExp);
  int B2 = B5 + nTinyBits + binExp;
  int S5 = std::max(0, decExp);
  int S2 = S5 + nTinyBits;
  int M5 = B5;
  int M2 = B2 - nSignificantBits;
  std::uint64_t fb = static_cast<std::uint64_t>(fractBits) >> tailZeros;
  B2 -= nFractBits - 1;
  int common2 = std::min(B2, S2);
  B2 -= common2;
  S2 -= common2;
  M2 -= common2;
  if (nFractBits == 1) M2 -= 1;  // an exact power of two: the next smaller value is half as far
  if (M2 < 0) {
    B2 -= M2;
    S2 -= M2;
    M2 = 0;
  }
  int Bbits = nFractBits + B2 + (B5 < 27 ? kN5Bits[B5] : B5 * 3);
  int tenSbits = S2 + 1 + (S5 + 1 < 27 ? kN5Bits[S5 + 1] : (S5 + 1) * 3);
  bool low, high;
  std::int64_t lowDigitDifference = 0;
  int q;
  if (Bbits < 64 && tenSbits < 64) {
    // int or long arithmetic (Java's wrapping, and its "m might overflow" test)
    const bool ints = Bbits < 32 && tenSbits < 32;
    auto wrap = [&](std::int64_t v) { return ints ? static_cast<std::int64_t>(static_cast<std::int32_t>(static_cast<std::uint32_t>(v))) : v; };
    auto mul = [&](std::int64_t x, std::int64_t y) {
      return wrap(static_cast<std::int64_t>(static_cast<std::uint64_t>(x) * static_cast<std::uint64_t>(y)));
    };
    auto shl = [&](std::int64_t x, int s) { return wrap(static_cast<std::int64_t>(static_cast<std::uint64_t>(x) << s)); };
    std::int64_t b = shl(mul(static_cast<std::int64_t>(fb), long5pow(B5)), B2);
    std::int64_t s = shl(long5pow(S5), S2);
    std::int64_t m = shl(long5pow(M5), M2);
    std::int64_t tens = mul(s, 10);
    q = static_cast<int>(b / s);
    b = mul(10, b % s);
    m = mul(m, 10);
    low = b < m;
    high = wrap(b + m) > tens;
    if (q == 0 && !high) --decExp;
    else digits.push_back(static_cast<char>('0' + q));
    if (decExp < -3 || decExp >= 8) high = low = false;
    while (!low && !high) {
      q = static_cast<int>(b / s);
      b = mul(10, b % s);
      m = mul(m, 10);
      if (m > 0) {
        low = b < m;
        high = wrap(b + m) > tens;
      } else {
        low = high = true;
      }
      digits.push_back(static_cast<char>('0' + q));
    }
    lowDigitDifference = wrap(wrap(static_cast<std::int64_t>(static_cast<std::uint64_t>(b) << 1)) - tens);
  } else {
    BigInt S = pow5(S5) << S2;
    BigInt B = BigInt(fb) * pow5(B5) << B2;
    BigInt M = pow5(M5 + 1) << (M2 + 1);
    BigInt tenS = pow5(S5 + 1) << (S2 + 1);
    auto quo_rem = [&]() {
      BigInt qq = B / S;
      B = (B % S) * 10;
      return static_cast<int>(qq);
    };
    q = quo_rem();
    low = B < M;
    high = B + M >= tenS;
    if (q == 0 && !high) --decExp;
    else digits.push_back(static_cast<char>('0' + q));
    if (decExp < -3 || decExp >= 8) high = low = false;
    while (!low && !high) {
      q = quo_rem();
      M *= 10;
      low = B < M;
      high = B + M >= tenS;
      digits.push_back(static_cast<char>('0' + q));
    }
    if (high && low) {
      B <<= 1;
      lowDigitDifference = B < tenS ? -1 : B > tenS ? 1 : 0;
    }
  }
  decExponent = decExp + 1;
  bool up = high && (!low || lowDigitDifference > 0 || (lowDigitDifference == 0 && ((digits.back() - '0') & 1) != 0));
  if (up) {  // roundup: a carry out of the first digit makes it "1" one decade higher
    std::size_t i = digits.size() - 1;
    while (digits[i] == '9' && i > 0) digits[i--] = '0';
    if (digits[i] == '9') {
      ++decExponent;
      digits[0] = '1';
    } else {
      ++digits[i];
    }
  }
}

/// Double.toString's digits: value = 0.DIGITS * 10^decExponent (d > 0 finite).
inline void double_digits(double d, std::string& digits, int& decExponent) {
  std::uint64_t bits;
  std::memcpy(&bits, &d, sizeof bits);
  std::int64_t fractBits = static_cast<std::int64_t>(bits & ((1ull << 52) - 1));
  int binExp = static_cast<int>((bits >> 52) & 0x7FF);
  int nSignificantBits;
  if (binExp == 0) {  // subnormal: normalise
    int leadingZeros = __builtin_clzll(static_cast<std::uint64_t>(fractBits));
    int shift = leadingZeros - (63 - 52);
    fractBits <<= shift;
    binExp = 1 - shift;
    nSignificantBits = 64 - leadingZeros;
  } else {
    fractBits |= 1ll << 52;
    nSignificantBits = 53;
  }
  dtoa(binExp - 1023, fractBits, nSignificantBits, digits, decExponent);
}

/// Float.toString's digits (f > 0 finite).
inline void float_digits(float f, std::string& digits, int& decExponent) {
  std::uint32_t bits;
  std::memcpy(&bits, &f, sizeof bits);
  std::int32_t fractBits = static_cast<std::int32_t>(bits & ((1u << 23) - 1));
  int binExp = static_cast<int>((bits >> 23) & 0xFF);
  int nSignificantBits;
  if (binExp == 0) {
    int leadingZeros = __builtin_clz(static_cast<std::uint32_t>(fractBits));
    int shift = leadingZeros - (31 - 23);
    fractBits <<= shift;
    binExp = 1 - shift;
    nSignificantBits = 32 - leadingZeros;
  } else {
    fractBits |= 1 << 23;
    nSignificantBits = 24;
  }
  dtoa(binExp - 127, static_cast<std::int64_t>(fractBits) << (52 - 23), nSignificantBits, digits, decExponent);
}

}  // namespace reddragon::vm::java_dtoa
