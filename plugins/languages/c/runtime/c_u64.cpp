// c_u64.cpp - unsigned 64-bit division, remainder, right shift and
// comparison. The VM keeps a UInt64 as its bit pattern in an int64 (values
// at or above 2^63 read negative), so these operations, unlike + - * and
// the bitwise ones, differ from their signed forms: the lowerer routes them
// here when C's usual arithmetic conversions give unsigned long.
#include <cstdint>

#include "c_rt.hpp"
#include "reddragon/vm/u64_ops.hpp"

namespace reddragon::vm::c_rt {

/// __c_u64(op, a, b): op 0 /, 1 %, 2 >>, 3 ==, 4 !=, 5 <, 6 <=, 7 >, 8 >=, 9 a as a double
/// (u64_ops.hpp's codes); C's comparisons give an int.
Value c_u64(Vm& in, const Value& self, Args& a) {
  Value out;
  if (symbolic_call(in, self, a, out)) return out;
  const std::int64_t op = to_i(arg(a, 0)), x = to_i(arg(a, 1)), y = to_i(arg(a, 2));
  if (op == u64::kToReal) return Value::real(u64::to_real(x));
  if ((op == u64::kDiv || op == u64::kMod) && y == 0) {
    in.raise("ZeroDivisionError", "integer division or modulo by zero");
    return Value::none();
  }
  return Value::integer(u64::apply(op, x, y));
}

}  // namespace reddragon::vm::c_rt
