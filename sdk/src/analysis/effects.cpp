// effects.cpp - operand roles and memory effects from opcodes.def.
#include "reddragon/analysis/effects.hpp"

#include <array>
#include <string>

namespace reddragon::analysis {

using namespace reddragon::ir;

namespace {

/// A signature flattened into one role per fixed operand, plus a tail group
/// that repeats ('*') or applies at most once ('?').
struct Layout {
  std::string fixed;   ///< letters of the fixed operands, in order
  std::string tail;    ///< letters of the last group if it ends in '*' or '?'
  bool repeat = false;
};

struct Tables {
  std::array<Layout, kOpcodeCount> layout;
  std::array<OpcodeEffects, kOpcodeCount> effects;
};

Layout parse_signature(std::string_view sig) {
  Layout l;
  std::size_t i = 0;
  while (i < sig.size()) {
    while (i < sig.size() && sig[i] == ' ') ++i;
    std::size_t j = i;
    while (j < sig.size() && sig[j] != ' ') ++j;
    std::string_view group = sig.substr(i, j - i);
    if (!group.empty()) {
      const char last = group.back();
      if (last == '*' || last == '?') {
        l.tail = std::string(group.substr(0, group.size() - 1));
        l.repeat = last == '*';
      } else {
        l.fixed += group;
      }
    }
    i = j;
  }
  return l;
}

const Tables& tables() {
  static const Tables t = [] {
    Tables x;
    for (std::size_t k = 0; k < kOpcodeCount; ++k) {
      const auto op = static_cast<Opcode>(k);
      const OpcodeInfo& info = opcode_info(op);
      x.layout[k] = parse_signature(info.signature);
      OpcodeEffects& e = x.effects[k];
      e.has_result = info.has_result;
      // Group membership, straight from the RD_OPCODE_GROUP lines.
#define RD_OPCODE_GROUP(Group, First, Last) \
  if (op >= Opcode::First && op <= Opcode::Last) e.group = #Group;
#include "reddragon/ir/opcodes.def"
      e.control_flow = e.group == "ControlFlow" || e.group == "Continuations";
      const Layout& l = x.layout[k];
      const std::string all = l.fixed + l.tail;
      const bool reads_var = all.find('v') != std::string::npos;
      const bool writes_var = all.find('V') != std::string::npos;
      const bool first_is_reg = !all.empty() && all[0] == 'r';
      if (e.group == "Pointers") {
        e.memory = reads_var ? MemoryEffect::AddressOf
                   : info.has_result ? MemoryEffect::IndirectRead
                                     : MemoryEffect::IndirectWrite;
      } else if (!info.has_result && first_is_reg && !e.control_flow && !writes_var) {
        e.memory = MemoryEffect::ObjectWrite;
      }
      e.projection = info.has_result && !l.fixed.empty() && l.fixed[0] == 'r' && l.fixed.size() >= 2 && l.tail.empty();
    }
    return x;
  }();
  return t;
}

}  // namespace

OperandRole role_from_letter(char c) noexcept {
  switch (c) {
    case 'r': return OperandRole::RegisterRead;
    case 'l': return OperandRole::Label;
    case 'L': return OperandRole::LabelDefined;
    case 'v': return OperandRole::VariableRead;
    case 'V': return OperandRole::VariableWritten;
    case 'f': return OperandRole::Field;
    case 'n': return OperandRole::Callee;
    case 'c': return OperandRole::Class;
    case 'o': return OperandRole::Operator;
    case 'k': return OperandRole::Literal;
    default: return OperandRole::Extra;
  }
}

const OpcodeEffects& opcode_effects(Opcode op) noexcept { return tables().effects[static_cast<std::size_t>(op)]; }

OperandRole operand_role(Opcode op, std::size_t index) noexcept {
  const Layout& l = tables().layout[static_cast<std::size_t>(op)];
  if (index < l.fixed.size()) return role_from_letter(l.fixed[index]);
  if (l.tail.empty()) return OperandRole::Extra;
  const std::size_t t = index - l.fixed.size();
  if (!l.repeat && t >= l.tail.size()) return OperandRole::Extra;
  return role_from_letter(l.tail[t % l.tail.size()]);
}

Reg first_register_read(const Module& m, const Instruction& in) noexcept {
  auto ops = m.operands_of(in);
  for (std::size_t i = 0; i < ops.size(); ++i)
    if (ops[i].kind == OperandKind::Reg && operand_role(in.op, i) == OperandRole::RegisterRead)
      return static_cast<Reg>(ops[i].value);
  return kNoReg;
}

}  // namespace reddragon::analysis
