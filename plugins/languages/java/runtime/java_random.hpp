// java_random.hpp - java.util.Random's 48-bit linear congruential generator, bit for bit
// (the algorithm the Java SE API documents for Random), so seeded programs print Java's
// own sequence. Pure arithmetic; the run-time glue lives in java_runtime.cpp.
#pragma once
#include <cmath>
#include <cstdint>

namespace reddragon::vm::java_random {

constexpr std::uint64_t kMultiplier = 0x5DEECE66DULL;
constexpr std::uint64_t kAddend = 0xBULL;
constexpr std::uint64_t kMask = (1ULL << 48) - 1;

struct State {
  std::uint64_t seed = 0;
  bool have_next_gaussian = false;
  double next_gaussian = 0;
};

inline std::uint64_t scramble(std::int64_t seed) { return (static_cast<std::uint64_t>(seed) ^ kMultiplier) & kMask; }

/// the next `bits` random bits as Java's signed int
inline std::int32_t next(State& s, int bits) {
  s.seed = (s.seed * kMultiplier + kAddend) & kMask;
  return static_cast<std::int32_t>(static_cast<std::uint32_t>(s.seed >> (48 - bits)));
}
inline std::int32_t next_int(State& s) { return next(s, 32); }
/// nextInt(bound), bound > 0 (the caller checks)
inline std::int32_t next_int(State& s, std::int32_t bound) {
  std::int32_t r = next(s, 31);
  std::int32_t m = bound - 1;
  if ((bound & m) == 0) return static_cast<std::int32_t>((static_cast<std::int64_t>(bound) * r) >> 31);
  for (std::int32_t u = r; static_cast<std::int64_t>(u) - (r = u % bound) + m > INT32_MAX; u = next(s, 31)) {
  }
  return r;
}
inline std::int64_t next_long(State& s) {
  std::int64_t hi = next(s, 32);
  std::int64_t lo = next(s, 32);
  return static_cast<std::int64_t>(static_cast<std::uint64_t>(hi) << 32) + lo;
}
inline bool next_boolean(State& s) { return next(s, 1) != 0; }
inline double next_double(State& s) {
  std::int64_t hi = next(s, 26);
  std::int64_t lo = next(s, 27);
  return static_cast<double>((hi << 27) + lo) * 0x1.0p-53;
}
inline float next_float(State& s) { return static_cast<float>(next(s, 24)) / static_cast<float>(1 << 24); }
inline double next_gaussian(State& s) {
  if (s.have_next_gaussian) {
    s.have_next_gaussian = false;
    return s.next_gaussian;
  }
  double v1, v2, q;
  do {
    v1 = 2 * next_double(s) - 1;
    v2 = 2 * next_double(s) - 1;
    q = v1 * v1 + v2 * v2;
  } while (q >= 1 || q == 0);
  double mul = std::sqrt(-2 * std::log(q) / q);
  s.next_gaussian = v2 * mul;
  s.have_next_gaussian = true;
  return v1 * mul;
}

}  // namespace reddragon::vm::java_random
