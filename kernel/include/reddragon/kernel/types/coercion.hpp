// coercion.hpp - language coercion rules driven by types (docs/types.md).
//
// Two layers, as in the seeds:
//  * pre-operation: what a binary/unary operator does beyond the IR's
//    semantics — typed `String + x` stringifies x; integer division
//    truncates toward zero (and `%` takes the dividend's sign) or floors;
//    fixed-width integer types (Int8..Int64, UInt8..UInt64) wrap.
//  * write-time: a value stored into a typed target (a declared variable, an
//    annotated result register) is converted: Int -> Float widening, Float
//    -> Int narrowing by truncation, Bool -> Int, wrap to the target width.
//
// Which rules apply is the language's choice, declared by its plugin
// (vm::LanguageTypes, reddragon/vm/language_types.hpp); the kernel names no
// language. A dynamic language never converts at write time: its
// annotations are hints, not conversions. The VM asks for a plan once per
// op at compile time and only ops with an active plan take the typed path
// (kernel/vm/typed.cpp).
#pragma once

#include <cstdint>

#include "reddragon/ir/ir.hpp"
#include "reddragon/kernel/types/type.hpp"
#include "reddragon/vm/language_types.hpp"

namespace reddragon::kernel::types {

/// Integer representation: bits 0 = arbitrary precision (Python int).
struct IntFormat {
  std::uint8_t bits = 0;
  bool is_signed = true;
  bool fixed() const { return bits != 0; }
};

/// Wraps v to the format (two's complement); identity for arbitrary precision.
std::int64_t wrap_int(std::int64_t v, IntFormat f);
/// Wraps the low 64 bits given as unsigned (results of modular arithmetic).
std::int64_t wrap_bits(std::uint64_t v, IntFormat f);

enum class WriteTarget : std::uint8_t { None, Int, Float, Float32, Bool };

/// What storing into a target of a given type does to a value.
struct WriteConversion {
  WriteTarget target = WriteTarget::None;
  IntFormat format;  ///< Int targets
  bool active() const { return target != WriteTarget::None; }
};

/// The conversion for a target type (Int32 -> Int/32 bits, Float -> Float,
/// Int -> Int, Bool -> Bool, others -> None).
WriteConversion write_conversion_for(Type target);

/// Int / Int: True (a Float), Floor, Truncate (toward zero, `%` with the
/// dividend's sign). The language declares it (vm::LanguageTypes::division).
using DivisionRule = vm::IntDivision;

/// The runtime plan of one BINOP / UNOP.
struct OpPlan {
  bool stringify_concat = false;  ///< `+` with a String operand concatenates the other's text
  DivisionRule division = DivisionRule::True;
  IntFormat wrap;                 ///< integer results wrap to this width
  WriteConversion result;         ///< conversion of the result (annotated result type)
  bool active() const {
    return stringify_concat || division != DivisionRule::True || wrap.fixed() || result.active();
  }
};

class CoercionRules {
 public:
  /// The IR's own profile (no language, or one that declares none):
  /// annotations apply, arbitrary-precision ints, true division.
  CoercionRules() = default;
  /// The profile a language declares (null: the IR's).
  explicit CoercionRules(const vm::LanguageTypes* language);

  bool dynamic = false;            ///< never convert at write time
  bool stringify_concat = false;   ///< String + x -> String
  DivisionRule division = DivisionRule::True;

  /// Static result types (inference).
  Type binop_result(ir::Operator op, Type a, Type b) const;
  Type unop_result(ir::Operator op, Type a) const;

  /// Runtime plans. `annotated` is the op's result annotation (Unknown: none).
  OpPlan plan_binop(ir::Operator op, Type annotated) const;
  OpPlan plan_unop(ir::Operator op, Type annotated) const;
  /// Conversion when writing into a declared variable of type `declared`.
  WriteConversion plan_write(Type declared) const;
};

/// Numeric promotion: Int + Float -> Float, Int32 + Int64 -> Int64,
/// Int32 + Int -> Int32, Bool + Bool -> Int; Unknown if not both numeric.
Type promote_numeric(Type a, Type b);
bool is_numeric_type(Type t);  ///< Int*, UInt*, Float*, Number, Bool

}  // namespace reddragon::kernel::types
