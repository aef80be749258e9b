// bigint.hpp - arbitrary-precision integers (Boost.Multiprecision), used
// when the IR's unbounded integer arithmetic overflows 64 bits.
#pragma once

#include <boost/multiprecision/cpp_int.hpp>

#include "reddragon/vm/value.hpp"

namespace reddragon::vm {

using BigInt = boost::multiprecision::cpp_int;

struct BigIntObj final : Obj {
  BigInt v;
  explicit BigIntObj(BigInt x) : Obj(Tag::BigInt), v(std::move(x)) {}
};

/// Int when it fits in 64 bits, else a BigInt object.
inline Value make_int(const BigInt& x) {
  if (x >= std::numeric_limits<std::int64_t>::min() && x <= std::numeric_limits<std::int64_t>::max())
    return Value::integer(static_cast<std::int64_t>(x));
  return Value::object(new BigIntObj(x));
}
/// Number of bits of |x| (0 for 0).
inline std::size_t int_bits(const BigInt& x) { return x == 0 ? 0 : boost::multiprecision::msb(abs(x)) + 1; }
inline BigInt to_big(const Value& v) {
  if (v.is(Tag::BigInt)) return v.as<BigIntObj>()->v;
  if (v.is(Tag::Bool)) return BigInt(v.b() ? 1 : 0);
  return BigInt(v.i());
}

}  // namespace reddragon::vm
