// c_u64.cpp - unsigned 64-bit division, remainder, right shift and
// comparison. The VM keeps a UInt64 as its bit pattern in an int64 (values
// at or above 2^63 read negative), so these operations, unlike + - * and
// the bitwise ones, differ from their signed forms: the lowerer routes them
// here when C's usual arithmetic conversions give unsigned long.
#include <cstdint>

#include "c_rt.hpp"

namespace reddragon::vm::c_rt {

/// __c_u64(op, a, b): op 0 /, 1 %, 2 >>, 3 ==, 4 !=, 5 <, 6 <=, 7 >, 8 >=, 9 a as a double.
Value c_u64(Vm& in, const Value& self, Args& a) {
  Value out;
  if (symbolic_call(in, self, a, out)) return out;
  const std::int64_t op = to_i(arg(a, 0));
  const auto x = static_cast<std::uint64_t>(to_i(arg(a, 1)));
  const auto y = static_cast<std::uint64_t>(to_i(arg(a, 2)));
  auto as_int = [](std::uint64_t u) { return Value::integer(static_cast<std::int64_t>(u)); };
  switch (op) {
    case 0:
    case 1:
      if (y == 0) {
        in.raise("ZeroDivisionError", "integer division or modulo by zero");
        return Value::none();
      }
      return as_int(op == 0 ? x / y : x % y);
    case 2: return as_int(y >= 64 ? 0 : x >> y);
    case 3: return Value::integer(x == y);
    case 4: return Value::integer(x != y);
    case 5: return Value::integer(x < y);
    case 6: return Value::integer(x <= y);
    case 7: return Value::integer(x > y);
    case 8: return Value::integer(x >= y);
    default: return Value::real(static_cast<double>(x));
  }
}

}  // namespace reddragon::vm::c_rt
