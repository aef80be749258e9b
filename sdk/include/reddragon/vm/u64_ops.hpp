// u64_ops.hpp - unsigned 64-bit operations on the VM's integers. The VM holds
// a uint64 as its int64 bit pattern (values at or above 2^63 read negative),
// so + - * and the bitwise operators need nothing, but division, remainder,
// right shift, ordering and conversion to a double differ from their signed
// forms. A language runtime (C's unsigned long, Go's uint/uint64/uintptr)
// routes those here; the lowerer passes the operation's code.
#pragma once

#include <cstdint>

namespace reddragon::vm::u64 {

enum Op : std::int64_t { kDiv, kMod, kShr, kEq, kNe, kLt, kLe, kGt, kGe, kToReal };

inline bool is_comparison(std::int64_t op) { return op >= kEq && op <= kGe; }

/// a op b on the bit patterns (kDiv/kMod: the caller has checked b != 0;
/// comparisons give 0 or 1).
inline std::int64_t apply(std::int64_t op, std::int64_t a, std::int64_t b) {
  const auto x = static_cast<std::uint64_t>(a), y = static_cast<std::uint64_t>(b);
  std::uint64_t r = 0;
  switch (op) {
    case kDiv: r = x / y; break;
    case kMod: r = x % y; break;
    case kShr: r = y >= 64 ? 0 : x >> y; break;
    case kEq: r = x == y; break;
    case kNe: r = x != y; break;
    case kLt: r = x < y; break;
    case kLe: r = x <= y; break;
    case kGt: r = x > y; break;
    case kGe: r = x >= y; break;
    default: break;
  }
  return static_cast<std::int64_t>(r);
}

inline double to_real(std::int64_t a) { return static_cast<double>(static_cast<std::uint64_t>(a)); }

}  // namespace reddragon::vm::u64
