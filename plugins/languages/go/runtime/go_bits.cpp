// go_bits.cpp - math/bits: counting, reversing and rotating the bits of
// unsigned integers of 8, 16, 32 and 64 bits (uint is 64), and the
// full-width Add/Sub/Mul/Div. A uint64 is held as its int64 bit pattern.
#include <bit>
#include <cstdint>
#include <limits>
#include <vector>

#include "go_runtime.hpp"
#include "reddragon/vm/bigint.hpp"
#include "reddragon/vm/u64_ops.hpp"

namespace reddragon::vm {

namespace {

using Args = std::vector<Value>;
/// A uint operand: an int64 bit pattern, or a constant above MaxInt64 (a BigInt).
std::uint64_t u(const Args& a, std::size_t k) {
  if (k >= a.size()) return 0;
  if (a[k].is_int()) return static_cast<std::uint64_t>(a[k].i());
  if (a[k].is(Tag::BigInt))
    return static_cast<std::uint64_t>(a[k].as<BigIntObj>()->v & BigInt(std::numeric_limits<std::uint64_t>::max()));
  return 0;
}
/// A result: a uint64 is held as its int64 bit pattern (the frontend types it uint64 for fmt).
Value out(std::uint64_t v) { return Value::integer(static_cast<std::int64_t>(v)); }
Value pair(std::uint64_t x, std::uint64_t y) { return make_list({out(x), out(y)}, Tag::Tuple); }
std::uint64_t mask(std::uint64_t x, int w) { return w == 64 ? x : x & ((std::uint64_t{1} << w) - 1); }

template <int W>
Value ones(Vm&, const Value&, Args& a) { return out(static_cast<std::uint64_t>(std::popcount(mask(u(a, 0), W)))); }
template <int W>
Value len(Vm&, const Value&, Args& a) { return out(static_cast<std::uint64_t>(std::bit_width(mask(u(a, 0), W)))); }
template <int W>
Value leading(Vm&, const Value&, Args& a) { return out(static_cast<std::uint64_t>(W - std::bit_width(mask(u(a, 0), W)))); }
template <int W>
Value trailing(Vm&, const Value&, Args& a) {
  std::uint64_t x = mask(u(a, 0), W);
  return out(x == 0 ? W : static_cast<std::uint64_t>(std::countr_zero(x)));
}
template <int W>
Value reverse(Vm&, const Value&, Args& a) {
  std::uint64_t x = mask(u(a, 0), W), r = 0;
  for (int k = 0; k < W; ++k) r |= ((x >> k) & 1) << (W - 1 - k);
  return out(r);
}
template <int W>
Value reverse_bytes(Vm&, const Value&, Args& a) {
  std::uint64_t x = mask(u(a, 0), W), r = 0;
  for (int k = 0; k < W / 8; ++k) r |= ((x >> (8 * k)) & 0xff) << (W - 8 - 8 * k);
  return out(r);
}
/// RotateLeftN(x, k): k < 0 rotates right.
template <int W>
Value rotate(Vm&, const Value&, Args& a) {
  std::uint64_t x = mask(u(a, 0), W);
  std::int64_t k = a.size() > 1 && a[1].is_int() ? a[1].i() : 0;
  int s = static_cast<int>(((k % W) + W) % W);
  return out(s == 0 ? x : mask((x << s) | (x >> (W - s)), W));
}
template <int W>
Value add(Vm&, const Value&, Args& a) {
  std::uint64_t x = mask(u(a, 0), W), y = mask(u(a, 1), W), c = u(a, 2) & 1;
  std::uint64_t s = x + y + c;
  if constexpr (W == 64) return pair(s, ((x & y) | ((x | y) & ~s)) >> 63);
  else return pair(mask(s, W), s >> W);
}
template <int W>
Value sub(Vm&, const Value&, Args& a) {
  std::uint64_t x = mask(u(a, 0), W), y = mask(u(a, 1), W), b = u(a, 2) & 1;
  std::uint64_t d = mask(x - y - b, W);
  std::uint64_t borrow = W == 64 ? ((~x & y) | (~(x ^ y) & d)) >> 63 : (x < y + b ? 1 : 0);
  return pair(d, borrow);
}
/// The 128-bit product of x and y as (hi, lo), from 32-bit halves.
void mul64(std::uint64_t x, std::uint64_t y, std::uint64_t& hi, std::uint64_t& lo) {
  const std::uint64_t m = 0xffffffff;
  std::uint64_t x0 = x & m, x1 = x >> 32, y0 = y & m, y1 = y >> 32;
  std::uint64_t w0 = x0 * y0, t = x1 * y0 + (w0 >> 32);
  std::uint64_t w1 = (t & m) + x0 * y1;
  hi = x1 * y1 + (t >> 32) + (w1 >> 32);
  lo = x * y;
}
template <int W>
Value mul(Vm&, const Value&, Args& a) {
  std::uint64_t x = mask(u(a, 0), W), y = mask(u(a, 1), W);
  if constexpr (W == 64) {
    std::uint64_t hi, lo;
    mul64(x, y, hi, lo);
    return pair(hi, lo);
  } else {
    std::uint64_t p = x * y;
    return pair(p >> W, mask(p, W));
  }
}
/// DivN(hi, lo, y): Go panics on a zero divisor and on a quotient overflow (y <= hi).
template <int W>
Value div(Vm& in, const Value&, Args& a) {
  std::uint64_t hi = mask(u(a, 0), W), lo = mask(u(a, 1), W), y = mask(u(a, 2), W);
  if (y == 0) {
    in.raise("GoRuntimeError", "runtime error: integer divide by zero");
    return Value::none();
  }
  if (y <= hi) {
    in.raise("GoRuntimeError", "runtime error: integer overflow");
    return Value::none();
  }
  if constexpr (W < 64) {
    std::uint64_t n = (hi << W) | lo;
    return pair(n / y, n % y);
  } else {
    // restoring division of hi:lo by y, a bit at a time (hi < y: the quotient fits)
    std::uint64_t q = 0, r = hi;
    for (int k = 63; k >= 0; --k) {
      bool top = r >> 63;
      r = (r << 1) | ((lo >> k) & 1);
      q <<= 1;
      if (top || r >= y) {
        r -= y;
        q |= 1;
      }
    }
    return pair(q, r);
  }
}

/// RemN(hi, lo, y): (hi:lo) mod y; only a zero divisor panics.
template <int W>
Value rem(Vm& in, const Value& self, Args& a) {
  std::uint64_t y = mask(u(a, 2), W);
  if (y == 0) {
    in.raise("GoRuntimeError", "runtime error: integer divide by zero");
    return Value::none();
  }
  Args b{Value::integer(static_cast<std::int64_t>(mask(u(a, 0), W) % y)), a.size() > 1 ? a[1] : Value::integer(0), a[2]};
  Value qr = div<W>(in, self, b);
  return qr.is(Tag::Tuple) ? qr.as<ListObj>()->items[1] : qr;
}

}  // namespace

/// __go_u64op(op, a, b): / % >> < <= > >= and float64() of uint, uint64 and uintptr
/// operands (u64_ops.hpp's codes), which differ from the signed forms on the
/// bit patterns; the lowerer routes them here from the operands' static types.
Value u64op(Vm& in, const Value&, Args& a) {
  const std::int64_t op = a.empty() || !a[0].is_int() ? -1 : a[0].i();
  if (a.size() < 3 || !a[1].is_int() || !a[2].is_int() || op < 0) {  // an unknown operand: the signed form's answer is unknown too
    static constexpr ir::Operator kOps[] = {ir::Operator::Div, ir::Operator::Mod, ir::Operator::Shr, ir::Operator::Eq, ir::Operator::Ne,
                                            ir::Operator::Lt,  ir::Operator::Le,  ir::Operator::Gt,  ir::Operator::Ge};
    if (op == u64::kToReal) return a.size() > 1 ? a[1] : Value::none();
    if (op < 0 || op > u64::kGe || a.size() < 3) return Value::none();
    return in.ir_binop(kOps[op], a[1], a[2]);
  }
  const std::int64_t x = a[1].i(), y = a[2].i();
  if (op == u64::kToReal) return Value::real(u64::to_real(x));
  if ((op == u64::kDiv || op == u64::kMod) && y == 0) {
    in.raise("GoRuntimeError", "runtime error: integer divide by zero");
    return Value::none();
  }
  const std::int64_t r = u64::apply(op, x, y);
  return u64::is_comparison(op) ? Value::boolean(r != 0) : Value::integer(r);
}

Value go_bits_global(Vm& in, std::string_view name) {
  if (name == "__go_u64op") return make_native(u64op, "__go_u64op");
  if (name != "bits") return Value::undef();
  return go_package(in, "bits",
                    {{"OnesCount", ones<64>},         {"OnesCount8", ones<8>},         {"OnesCount16", ones<16>},
                     {"OnesCount32", ones<32>},       {"OnesCount64", ones<64>},       {"Len", len<64>},
                     {"Len8", len<8>},                {"Len16", len<16>},              {"Len32", len<32>},
                     {"Len64", len<64>},              {"LeadingZeros", leading<64>},   {"LeadingZeros8", leading<8>},
                     {"LeadingZeros16", leading<16>}, {"LeadingZeros32", leading<32>}, {"LeadingZeros64", leading<64>},
                     {"TrailingZeros", trailing<64>}, {"TrailingZeros8", trailing<8>}, {"TrailingZeros16", trailing<16>},
                     {"TrailingZeros32", trailing<32>}, {"TrailingZeros64", trailing<64>}, {"Reverse", reverse<64>},
                     {"Reverse8", reverse<8>},        {"Reverse16", reverse<16>},      {"Reverse32", reverse<32>},
                     {"Reverse64", reverse<64>},      {"ReverseBytes", reverse_bytes<64>}, {"ReverseBytes16", reverse_bytes<16>},
                     {"ReverseBytes32", reverse_bytes<32>}, {"ReverseBytes64", reverse_bytes<64>},
                     {"RotateLeft", rotate<64>},      {"RotateLeft8", rotate<8>},      {"RotateLeft16", rotate<16>},
                     {"RotateLeft32", rotate<32>},    {"RotateLeft64", rotate<64>},    {"Add", add<64>},
                     {"Add32", add<32>},              {"Add64", add<64>},              {"Sub", sub<64>},
                     {"Sub32", sub<32>},              {"Sub64", sub<64>},              {"Mul", mul<64>},
                     {"Mul32", mul<32>},              {"Mul64", mul<64>},              {"Div", div<64>},
                     {"Div32", div<32>},              {"Div64", div<64>},              {"Rem", rem<64>},
                     {"Rem32", rem<32>},              {"Rem64", rem<64>}},
                    {{"UintSize", 64}});
}

}  // namespace reddragon::vm
