// effects.hpp - what each instruction reads and writes, derived from the
// signature letters of the one opcode table (reddragon/ir/opcodes.def).
//
// There is deliberately no per-opcode switch here: an operand's role comes
// from its position in the opcode's signature ('r' register read, 'v'
// variable read, 'V' variable written, ...), and the memory behaviour of an
// opcode is derived from its table group plus its signature shape:
//
//   * Pointers group (ADDRESS_OF .. STORE_INDIRECT):
//       signature has a 'v'      -> AddressOf: reads the variable's address
//                                   (a use of the variable; it becomes
//                                   "address-taken" in its scope)
//       has a result otherwise   -> IndirectRead (LOAD_INDIRECT, LOAD_FIELD_INDIRECT):
//                                   may read ANY address-taken variable
//       no result                -> IndirectWrite (STORE_INDIRECT): may write
//                                   ANY address-taken variable (weak update:
//                                   it never kills another definition)
//   * no result, first operand a register, not control flow / continuation
//     / pointer group, no 'V'   -> ObjectWrite (STORE_FIELD, STORE_INDEX,
//                                   WRITE_REGION): mutates the object or byte
//                                   region held in the first register; the
//                                   analyses treat it as a weak definition of
//                                   the variable(s) that object was loaded from
//   * result, first group 'r', two or more fixed operands, no repeating
//     group                     -> Projection (LOAD_FIELD, LOAD_INDEX,
//                                   LOAD_FIELD_INDIRECT, LOAD_REGION): the
//                                   result is part of the object in the
//                                   first register (used to find the base
//                                   variable of an ObjectWrite)
//
// Adding an opcode to opcodes.def therefore needs no change here; the
// DataflowEffects.EveryOpcodeFollowsItsSignature checks every opcode against its signature.
#pragma once

#include <cstdint>
#include <string_view>

#include "reddragon/ir/ir.hpp"

namespace reddragon::analysis {

enum class OperandRole : std::uint8_t {
  RegisterRead,     ///< 'r'
  Label,            ///< 'l'
  LabelDefined,     ///< 'L'
  VariableRead,     ///< 'v'
  VariableWritten,  ///< 'V'
  Field,            ///< 'f'
  Callee,           ///< 'n'
  Class,            ///< 'c'
  Operator,         ///< 'o'
  Literal,          ///< 'k'
  Extra,            ///< beyond the signature (malformed IR; ignored)
};

enum class MemoryEffect : std::uint8_t { None, AddressOf, IndirectRead, IndirectWrite, ObjectWrite };

/// Facts about one opcode, all computed from opcodes.def at first use.
struct OpcodeEffects {
  bool has_result = false;
  MemoryEffect memory = MemoryEffect::None;
  bool projection = false;        ///< see file comment
  bool control_flow = false;      ///< in the ControlFlow or Continuations group
  std::string_view group;         ///< RD_OPCODE_GROUP name, "" if none
};
const OpcodeEffects& opcode_effects(ir::Opcode op) noexcept;

/// Role of operand `index` of an `op` instruction (signature letter at that
/// position; repeating groups cycle, an optional group applies once).
OperandRole operand_role(ir::Opcode op, std::size_t index) noexcept;
OperandRole role_from_letter(char c) noexcept;

/// Calls f(role, operand) for every operand of `in`, skipping null operands.
template <class F>
void visit_operands(const ir::Module& m, const ir::Instruction& in, F&& f) {
  auto ops = m.operands_of(in);
  for (std::size_t i = 0; i < ops.size(); ++i) {
    if (ops[i].kind == ir::OperandKind::Null) continue;
    f(operand_role(in.op, i), ops[i]);
  }
}

/// Calls f(reg) for every register the instruction reads.
template <class F>
void for_each_register_read(const ir::Module& m, const ir::Instruction& in, F&& f) {
  visit_operands(m, in, [&](OperandRole r, const ir::Operand& o) {
    if (r == OperandRole::RegisterRead && o.kind == ir::OperandKind::Reg) f(static_cast<ir::Reg>(o.value));
  });
}

/// Calls f(symbol) for every variable operand read ('v') / written ('V').
template <class F>
void for_each_variable_read(const ir::Module& m, const ir::Instruction& in, F&& f) {
  visit_operands(m, in, [&](OperandRole r, const ir::Operand& o) {
    if (r == OperandRole::VariableRead && o.kind == ir::OperandKind::Var) f(o.sym());
  });
}
template <class F>
void for_each_variable_written(const ir::Module& m, const ir::Instruction& in, F&& f) {
  visit_operands(m, in, [&](OperandRole r, const ir::Operand& o) {
    if (r == OperandRole::VariableWritten && o.kind == ir::OperandKind::Var) f(o.sym());
  });
}

/// The first register operand ('r') of an instruction, or kNoReg.
ir::Reg first_register_read(const ir::Module& m, const ir::Instruction& in) noexcept;

}  // namespace reddragon::analysis
