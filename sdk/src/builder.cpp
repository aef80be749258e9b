// builder.cpp - IR emission helpers.
#include "reddragon/ir/builder.hpp"

#include <string>

namespace reddragon::ir {

Symbol Builder::label_name(std::string_view prefix, std::uint32_t id) {
  std::string s;
  s.reserve(prefix.size() + 11);
  s.append(prefix);
  s.push_back('_');
  s.append(std::to_string(id));
  return sym(s);
}

Operand Builder::lit(const Literal& l) {
  m_.literals.push_back(l);
  return {OperandKind::Literal, static_cast<std::uint32_t>(m_.literals.size() - 1)};
}
Operand Builder::lit_none() { return lit(Literal{}); }
Operand Builder::lit_bool(bool b) {
  Literal l;
  l.kind = LiteralKind::Bool;
  l.b = b;
  return lit(l);
}
Operand Builder::lit_int(std::int64_t v) {
  Literal l;
  l.kind = LiteralKind::Int;
  l.i = v;
  return lit(l);
}
Operand Builder::lit_bigint(std::string_view digits) {
  Literal l;
  l.kind = LiteralKind::BigInt;
  l.text = sym(digits);
  return lit(l);
}
Operand Builder::lit_float(double v) {
  Literal l;
  l.kind = LiteralKind::Float;
  l.f = v;
  return lit(l);
}
Operand Builder::lit_str(std::string_view s) {
  Literal l;
  l.kind = LiteralKind::String;
  l.text = sym(s);
  return lit(l);
}
Operand Builder::lit_func(std::string_view name, Symbol entry) {
  Literal l;
  l.kind = LiteralKind::FuncRef;
  l.text = sym(name);
  l.label = entry;
  return lit(l);
}
Operand Builder::lit_class(std::string_view name, Symbol entry, std::string_view parents_csv) {
  Literal l;
  l.kind = LiteralKind::ClassRef;
  l.text = sym(name);
  l.label = entry;
  l.extra = sym(parents_csv);
  return lit(l);
}

Reg Builder::emit(Opcode op, std::span<const Operand> operands, Symbol type) {
  Instruction in;
  in.op = op;
  in.first_operand = static_cast<std::uint32_t>(m_.operands.size());
  in.num_operands = static_cast<std::uint16_t>(operands.size());
  m_.operands.insert(m_.operands.end(), operands.begin(), operands.end());
  in.result = opcode_info(op).has_result ? fresh_reg() : kNoReg;
  in.type = type;
  in.span = span_;
  m_.instructions.push_back(in);
  return in.result;
}

void Builder::annotate_last(std::string_view type_text) {
  if (!m_.instructions.empty()) m_.instructions.back().type = sym(type_text);
}

Reg Builder::call_(Opcode op, Operand head, const Operand* head2, std::span<const Reg> args) {
  scratch_.clear();
  scratch_.push_back(head);
  if (head2 != nullptr) scratch_.push_back(*head2);
  for (Reg r : args) scratch_.push_back(reg(r));
  // emit() copies the operands before scratch_ could be reused.
  return emit(op, std::span<const Operand>(scratch_));
}

Reg Builder::call_function(std::string_view name, std::span<const Reg> args) {
  return call_(Opcode::CallFunction, func(name), nullptr, args);
}
Reg Builder::call_method(Reg obj, std::string_view method, std::span<const Reg> args) {
  Operand f = field(method);
  return call_(Opcode::CallMethod, reg(obj), &f, args);
}
Reg Builder::call_unknown(Reg callee, std::span<const Reg> args) {
  return call_(Opcode::CallUnknown, reg(callee), nullptr, args);
}
Reg Builder::call_ctor(std::string_view cls_name, std::span<const Reg> args) {
  return call_(Opcode::CallCtor, cls(cls_name), nullptr, args);
}

bool Builder::last_is_terminator() const {
  if (m_.instructions.empty()) return false;
  switch (m_.instructions.back().op) {
    case Opcode::Branch:
    case Opcode::BranchIf:
    case Opcode::Return:
    case Opcode::Throw:
    case Opcode::Halt:
      return true;
    default:
      return false;
  }
}

}  // namespace reddragon::ir
