// range_arith.hpp - arithmetic of an integer range (start, stop, step):
// its length, its i-th element and membership, without walking it. Shared
// by the kernel's IterKind::Range iterator and runtimes that index ranges.
#pragma once

#include <cstdint>

namespace reddragon::vm::range_arith {

/// How many values start, start+step, ... lie before stop (step != 0).
inline std::int64_t length(std::int64_t start, std::int64_t stop, std::int64_t step) {
  const std::int64_t span = step > 0 ? stop - start : start - stop;
  const std::int64_t stride = step > 0 ? step : -step;
  return span <= 0 ? 0 : (span + stride - 1) / stride;
}

/// The i-th value (0 <= i < length).
inline std::int64_t at(std::int64_t start, std::int64_t step, std::int64_t i) { return start + i * step; }

/// Whether x is one of the range's values.
inline bool contains(std::int64_t start, std::int64_t stop, std::int64_t step, std::int64_t x) {
  const bool inside = step > 0 ? (x >= start && x < stop) : (x <= start && x > stop);
  return inside && (x - start) % step == 0;
}

}  // namespace reddragon::vm::range_arith
