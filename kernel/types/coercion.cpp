// coercion.cpp - operator and write-time coercion rules, parameterised by
// the profile a language declares (vm::LanguageTypes).
#include "reddragon/kernel/types/coercion.hpp"

namespace reddragon::kernel::types {

using ir::Operator;

std::int64_t wrap_bits(std::uint64_t v, IntFormat f) {
  if (!f.fixed() || f.bits >= 64) {
    if (f.fixed() && !f.is_signed) return static_cast<std::int64_t>(v);  // UInt64: bit pattern (values >= 2^63 read negative)
    return static_cast<std::int64_t>(v);
  }
  const std::uint64_t mask = (std::uint64_t{1} << f.bits) - 1;
  v &= mask;
  if (f.is_signed && (v >> (f.bits - 1)) & 1) return static_cast<std::int64_t>(v | ~mask);
  return static_cast<std::int64_t>(v);
}

std::int64_t wrap_int(std::int64_t v, IntFormat f) {
  return f.fixed() ? wrap_bits(static_cast<std::uint64_t>(v), f) : v;
}

WriteConversion write_conversion_for(Type t) {
  WriteConversion w;
  unsigned bits = 0;
  bool sign = true;
  if (fixed_width_int(t, bits, sign)) {
    w.target = WriteTarget::Int;
    w.format = IntFormat{static_cast<std::uint8_t>(bits), sign};
  } else if (t == Type::integer()) {
    w.target = WriteTarget::Int;
  } else if (t.kind() == Kind::Scalar && t.name() == "Float32") {
    w.target = WriteTarget::Float32;
  } else if (is_float_type(t)) {
    w.target = WriteTarget::Float;
  } else if (t == Type::boolean()) {
    w.target = WriteTarget::Bool;
  }
  return w;
}

CoercionRules::CoercionRules(const vm::LanguageTypes* language) {
  if (!language) return;
  dynamic = language->dynamic;
  stringify_concat = language->stringify_concat;
  division = language->division;
}

bool is_numeric_type(Type t) {
  if (t.kind() != Kind::Scalar) return false;
  return is_integer_type(t) || is_float_type(t) || t == Type::number() || t == Type::boolean();
}

Type promote_numeric(Type a, Type b) {
  if (!is_numeric_type(a) || !is_numeric_type(b)) return Type();
  if (a == Type::boolean()) a = Type::integer();
  if (b == Type::boolean()) b = Type::integer();
  if (a == b) return a;
  if (a == Type::number() || b == Type::number()) return Type::number();
  bool af = is_float_type(a), bf = is_float_type(b);
  if (af && bf) return a.name() == "Float32" ? b : a;  // the wider (or the plain) float
  if (af) return a;
  if (bf) return b;
  unsigned ab = 0, bb = 0;
  bool as = true, bs = true;
  bool afx = fixed_width_int(a, ab, as), bfx = fixed_width_int(b, bb, bs);
  if (afx && bfx) return ab > bb ? a : bb > ab ? b : (!as ? a : b);  // equal width: unsigned wins (C)
  if (afx) return a;  // Int32 + Int (literal) -> Int32
  if (bfx) return b;
  return Type::integer();
}

namespace {
bool is_comparison(Operator op) {
  switch (op) {
    case Operator::Eq: case Operator::Ne: case Operator::StrictEq: case Operator::StrictNe:
    case Operator::Lt: case Operator::Le: case Operator::Gt: case Operator::Ge:
    case Operator::Is: case Operator::IsNot: case Operator::In: case Operator::NotIn:
    case Operator::InstanceOf:
      return true;
    default: return false;
  }
}
bool is_bitwise(Operator op) {
  return op == Operator::BitAnd || op == Operator::BitOr || op == Operator::BitXor || op == Operator::Shl ||
         op == Operator::Shr || op == Operator::UShr;
}
}  // namespace

Type CoercionRules::binop_result(Operator op, Type a, Type b) const {
  if (is_comparison(op)) return Type::boolean();
  if (op == Operator::Concat) return Type::string();
  if (op == Operator::And || op == Operator::Or) {
    if (a == Type::boolean() && b == Type::boolean()) return a;
    if (a.is_unknown() || b.is_unknown()) return Type();
    return a == b ? a : Type::union_of({a, b});
  }
  const Type s = Type::string();
  if (op == Operator::Add && (a == s || b == s)) {
    if (a == s && b == s) return s;
    if (stringify_concat) return s;
    return (a.is_unknown() || b.is_unknown()) ? s : Type();  // the IR's `+`: str + int raises
  }
  if (op == Operator::Mul && ((a == s && is_integer_type(b)) || (b == s && is_integer_type(a)))) return s;
  if (op == Operator::Mod && a == s) return s;  // %-formatting
  if (op == Operator::Add && a.head() == "Array" && b.head() == "Array") {
    if (a == b) return a;
    return a.kind() == Kind::Param && b.kind() == Kind::Param ? Type::param("Array", {Type::union_of({a.args()[0], b.args()[0]})}) : Type::scalar("Array");
  }
  if (op == Operator::Mul && a.head() == "Array" && is_integer_type(b)) return a;
  Type p = promote_numeric(a, b);
  if (p.is_unknown()) return p;
  if (is_bitwise(op)) {
    if (a == Type::boolean() && b == Type::boolean() && op != Operator::Shl && op != Operator::Shr && op != Operator::UShr)
      return a;
    return is_float_type(p) ? Type() : p;
  }
  switch (op) {
    case Operator::Div:
      if (is_integer_type(p) && division == DivisionRule::True) return Type::real();
      return p;
    case Operator::FloorDiv: return p;
    case Operator::Pow: return p;
    case Operator::MatMul: return Type();
    default: return p;
  }
}

Type CoercionRules::unop_result(Operator op, Type a) const {
  switch (op) {
    case Operator::Not: return Type::boolean();
    case Operator::TypeOf: return Type::string();
    case Operator::Len: return Type::integer();
    case Operator::BitNot: return is_integer_type(a) ? a : Type::integer();
    case Operator::Neg:
    case Operator::Pos: return a == Type::boolean() ? Type::integer() : a;
    default: return a;
  }
}

OpPlan CoercionRules::plan_binop(Operator op, Type annotated) const {
  OpPlan p;
  if (stringify_concat && op == Operator::Add) p.stringify_concat = true;
  if (op == Operator::Div || op == Operator::Mod || op == Operator::FloorDiv) p.division = division;
  if (op == Operator::FloorDiv && division == DivisionRule::Truncate) p.division = DivisionRule::True;  // `//` keeps the IR's floor
  if (!dynamic && !annotated.is_unknown()) {
    WriteConversion w = write_conversion_for(annotated);
    if (w.target == WriteTarget::Int && w.format.fixed()) p.wrap = w.format;
    if (!is_comparison(op)) p.result = w;
  }
  return p;
}

OpPlan CoercionRules::plan_unop(Operator op, Type annotated) const {
  OpPlan p;
  if (!dynamic && !annotated.is_unknown() && op != Operator::Not) {
    WriteConversion w = write_conversion_for(annotated);
    if (w.target == WriteTarget::Int && w.format.fixed()) p.wrap = w.format;
    p.result = w;
  }
  return p;
}

WriteConversion CoercionRules::plan_write(Type declared) const {
  if (dynamic) return {};
  return write_conversion_for(declared);
}

}  // namespace reddragon::kernel::types
