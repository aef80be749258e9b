// big_ratio.hpp - a / b of two big integers, rounded once to the nearest
// double: Python's int / int, Go's big.Rat.Float64, Fraction -> float.
#pragma once

#include "reddragon/vm/bigint.hpp"

namespace reddragon::vm {

/// a / b (b != 0) correctly rounded (ties to even), subnormals included;
/// +-inf past the double range. `exact`, when given, says whether the
/// double equals a / b exactly.
double ratio_to_double(BigInt a, BigInt b, bool* exact = nullptr);

}  // namespace reddragon::vm
