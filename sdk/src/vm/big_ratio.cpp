// big_ratio.cpp - correctly rounded big-integer division to double.
#include "reddragon/vm/big_ratio.hpp"

#include <cmath>
#include <cstdint>

namespace reddragon::vm {

// A quotient of 55-56 significant bits plus a sticky bit for the remainder
// is enough to round once: the rounding position (53 bits below the top for
// a normal result, fewer for a subnormal one) is then cut out of q here, so
// the final int->double conversion and ldexp are both exact.
double ratio_to_double(BigInt a, BigInt b, bool* exact) {
  const bool neg = (a < 0) != (b < 0);
  a = abs(a);
  b = abs(b);
  if (exact) *exact = true;
  if (a == 0) return neg ? -0.0 : 0.0;
  const long shift = static_cast<long>(int_bits(a)) - static_cast<long>(int_bits(b)) - 55;
  if (shift > 1100) {
    if (exact) *exact = false;
    return neg ? -HUGE_VAL : HUGE_VAL;
  }
  if (shift < -1200) {  // far below the smallest subnormal
    if (exact) *exact = false;
    return neg ? -0.0 : 0.0;
  }
  if (shift < 0) a <<= static_cast<unsigned>(-shift);
  else b <<= static_cast<unsigned>(shift);
  BigInt qb, r;
  boost::multiprecision::divide_qr(a, b, qb, r);
  auto q = static_cast<std::uint64_t>(qb);  // 55 or 56 bits
  const bool sticky = r != 0;
  const long qbits = static_cast<long>(int_bits(qb));
  const long top = qbits - 1 + shift;  // floor(log2(a / b))
  long drop = qbits - 53;              // bits below a normal double's precision
  if (top < -1022) drop += -1022 - top;  // a subnormal keeps fewer
  std::uint64_t low = 0, half = 0;
  if (drop > qbits) {  // below half the smallest subnormal: rounds to zero
    if (exact) *exact = false;
    return neg ? -0.0 : 0.0;
  }
  if (drop > 0) {
    low = q & ((std::uint64_t{1} << drop) - 1);
    half = std::uint64_t{1} << (drop - 1);
    q >>= drop;
  } else {
    drop = 0;
  }
  if (drop > 0 && (low > half || (low == half && (sticky || (q & 1))))) ++q;
  if (exact) *exact = low == 0 && !sticky;
  double d = std::ldexp(static_cast<double>(q), static_cast<int>(shift + drop));
  if (exact && std::isinf(d)) *exact = false;
  return neg ? -d : d;
}

}  // namespace reddragon::vm
