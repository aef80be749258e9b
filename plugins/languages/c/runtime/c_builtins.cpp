// c_builtins.cpp - gcc's integer built-ins that ordinary C code calls
// directly (bit counting, byte swaps, __builtin_expect), with gcc's operand
// widths on x86-64: the plain form takes unsigned int, the l and ll forms
// unsigned long (64 bits). A zero operand to clz/ctz is undefined in gcc;
// here it gives the operand's width, as the lzcnt/tzcnt instructions do.
#include <bit>
#include <cstdint>

#include "c_rt.hpp"

namespace reddragon::vm::c_rt {
namespace {

template <int Bits>
std::uint64_t operand(const Args& a) {
  const auto u = static_cast<std::uint64_t>(to_i(arg(a, 0)));
  return Bits == 64 ? u : (u & 0xFFFFFFFFull);
}

template <int Bits>
Value popcount(Vm&, const Value&, Args& a) { return Value::integer(std::popcount(operand<Bits>(a))); }
template <int Bits>
Value parity(Vm&, const Value&, Args& a) { return Value::integer(std::popcount(operand<Bits>(a)) & 1); }
template <int Bits>
Value clz(Vm&, const Value&, Args& a) {
  const std::uint64_t u = operand<Bits>(a);
  return Value::integer(Bits == 64 ? std::countl_zero(u) : std::countl_zero(static_cast<std::uint32_t>(u)));
}
template <int Bits>
Value ctz(Vm&, const Value&, Args& a) {
  const std::uint64_t u = operand<Bits>(a);
  if (u == 0) return Value::integer(Bits);
  return Value::integer(std::countr_zero(u));
}
/// ffs: one plus the index of the least significant set bit, 0 for 0 (signed operand).
template <int Bits>
Value ffs(Vm&, const Value&, Args& a) {
  const std::uint64_t u = operand<Bits>(a);
  return Value::integer(u == 0 ? 0 : std::countr_zero(u) + 1);
}
/// clrsb: leading redundant sign bits of a signed operand.
template <int Bits>
Value clrsb(Vm&, const Value&, Args& a) {
  std::uint64_t u = operand<Bits>(a);
  const bool neg = (u >> (Bits - 1)) & 1;
  if (neg) u = ~u & (Bits == 64 ? ~0ull : 0xFFFFFFFFull);
  const int lz = Bits == 64 ? std::countl_zero(u) : std::countl_zero(static_cast<std::uint32_t>(u));
  return Value::integer(lz - 1);
}
Value bswap16(Vm&, const Value&, Args& a) {
  const auto u = static_cast<std::uint16_t>(to_i(arg(a, 0)));
  return Value::integer(static_cast<std::uint16_t>((u >> 8) | (u << 8)));
}
Value bswap32(Vm&, const Value&, Args& a) {
  const auto u = static_cast<std::uint32_t>(to_i(arg(a, 0)));
  return Value::integer(((u & 0xFF) << 24) | ((u & 0xFF00) << 8) | ((u >> 8) & 0xFF00) | (u >> 24));
}
Value bswap64(Vm&, const Value&, Args& a) {
  auto u = static_cast<std::uint64_t>(to_i(arg(a, 0)));
  std::uint64_t r = 0;
  for (int k = 0; k < 8; ++k, u >>= 8) r = (r << 8) | (u & 0xFF);
  return Value::integer(static_cast<std::int64_t>(r));  // the bits of the unsigned long
}
/// __builtin_expect(x, c), __builtin_assume_aligned(p, n): the value itself.
Value first_arg(Vm&, const Value&, Args& a) { return a.empty() ? Value::none() : a[0]; }

}  // namespace

void add_gcc_builtins(std::unordered_map<std::string_view, NativeFn>& t) {
  static const std::pair<std::string_view, NativeFn> kTable[] = {
      {"__builtin_popcount", pure_fn<popcount<32>>}, {"__builtin_popcountl", pure_fn<popcount<64>>},
      {"__builtin_popcountll", pure_fn<popcount<64>>}, {"__builtin_parity", pure_fn<parity<32>>},
      {"__builtin_parityl", pure_fn<parity<64>>},     {"__builtin_parityll", pure_fn<parity<64>>},
      {"__builtin_clz", pure_fn<clz<32>>},           {"__builtin_clzl", pure_fn<clz<64>>},
      {"__builtin_clzll", pure_fn<clz<64>>},         {"__builtin_ctz", pure_fn<ctz<32>>},
      {"__builtin_ctzl", pure_fn<ctz<64>>},          {"__builtin_ctzll", pure_fn<ctz<64>>},
      {"__builtin_ffs", pure_fn<ffs<32>>},           {"__builtin_ffsl", pure_fn<ffs<64>>},
      {"__builtin_ffsll", pure_fn<ffs<64>>},         {"ffs", pure_fn<ffs<32>>},
      {"ffsl", pure_fn<ffs<64>>},                    {"ffsll", pure_fn<ffs<64>>},
      {"__builtin_clrsb", pure_fn<clrsb<32>>},       {"__builtin_clrsbl", pure_fn<clrsb<64>>},
      {"__builtin_clrsbll", pure_fn<clrsb<64>>},     {"__builtin_bswap16", pure_fn<bswap16>},
      {"__builtin_bswap32", pure_fn<bswap32>},       {"__builtin_bswap64", pure_fn<bswap64>},
      {"__builtin_expect", first_arg},               {"__builtin_expect_with_probability", first_arg},
      {"__builtin_assume_aligned", first_arg}};
  for (const auto& [name, fn] : kTable) t.emplace(name, fn);
}

}  // namespace reddragon::vm::c_rt
