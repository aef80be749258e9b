// verifier.cpp - structural IR checks driven by the opcode table.
#include <string>
#include <unordered_map>
#include <vector>

#include "reddragon/cfg/cfg.hpp"
#include "reddragon/kernel/ir_text.hpp"
#include "reddragon/kernel/verifier.hpp"

namespace reddragon::kernel {

using namespace reddragon::ir;

namespace {

bool letter_accepts(char letter, OperandKind k) {
  switch (letter) {
    case 'r': return k == OperandKind::Reg;
    case 'l': case 'L': return k == OperandKind::Label;
    case 'v': case 'V': return k == OperandKind::Var;
    case 'f': return k == OperandKind::Field;
    case 'n': return k == OperandKind::Func;
    case 'c': return k == OperandKind::Class;
    case 'o': return k == OperandKind::Operator;
    case 'k': return k == OperandKind::Literal;
  }
  return false;
}

OperandKind letter_kind(char letter) {
  switch (letter) {
    case 'r': return OperandKind::Reg;
    case 'l': case 'L': return OperandKind::Label;
    case 'v': case 'V': return OperandKind::Var;
    case 'f': return OperandKind::Field;
    case 'n': return OperandKind::Func;
    case 'c': return OperandKind::Class;
    case 'o': return OperandKind::Operator;
    default: return OperandKind::Literal;
  }
}

/// Expands the signature into the expected letter for each operand, or
/// returns false with a reason when the count does not fit.
bool expected_letters(std::string_view sig, std::size_t n, std::string& letters, std::string& why) {
  letters.clear();
  std::size_t gi = 0;
  while (gi < sig.size()) {
    while (gi < sig.size() && sig[gi] == ' ') ++gi;
    if (gi >= sig.size()) break;
    std::size_t ge = gi;
    while (ge < sig.size() && sig[ge] != ' ') ++ge;
    std::string_view g = sig.substr(gi, ge - gi);
    char mod = (g.back() == '*' || g.back() == '?') ? g.back() : '\0';
    if (mod) g.remove_suffix(1);
    if (mod == '\0') {
      letters.append(g);
    } else if (mod == '?') {
      if (letters.size() < n) letters.append(g);
    } else {
      while (letters.size() < n) letters.append(g);
    }
    gi = ge;
  }
  if (letters.size() != n) {
    why = "expects operands \"" + std::string(sig) + "\" but has " + std::to_string(n);
    return false;
  }
  return true;
}

}  // namespace

std::vector<Diagnostic> verify(const Module& m) {
  std::vector<Diagnostic> out;
  auto report = [&](std::size_t idx, const std::string& msg) {
    const Instruction& in = m.instructions[idx];
    std::string where = in.span.empty() ? "instruction " + std::to_string(idx) + " (" + print_instruction(m, in) + "): "
                                        : std::string(1, '\'').append(print_instruction(m, in)).append("': ");
    out.push_back(Diagnostic{Severity::Error, where + msg, in.span});
  };

  const std::size_t nstr = m.strings.size();
  std::unordered_map<std::uint32_t, std::size_t> label_def;  // label symbol -> instruction
  // Register numbers come from untrusted text: count sparsely, never by
  // allocating num_registers entries.
  std::unordered_map<Reg, std::uint32_t> def_count;
  std::string letters, why;

  // Pass 1: operand shapes, label definitions, register definitions.
  for (std::size_t i = 0; i < m.instructions.size(); ++i) {
    const Instruction& in = m.instructions[i];
    const OpcodeInfo& info = opcode_info(in.op);
    if (static_cast<std::size_t>(in.first_operand) + in.num_operands > m.operands.size()) {
      report(i, "operand range outside the operand pool");
      continue;
    }
    auto ops = m.operands_of(in);
    if (info.has_result && in.result == kNoReg) report(i, std::string(info.mnemonic) + " needs a result register");
    if (!info.has_result && in.result != kNoReg) report(i, std::string(info.mnemonic) + " must not have a result register");
    if (in.result != kNoReg) {
      if (in.result >= m.num_registers) report(i, "result register %" + std::to_string(in.result) + " >= register count");
      else ++def_count[in.result];
    }
    if (!expected_letters(info.signature, ops.size(), letters, why)) {
      report(i, why);
      continue;
    }
    for (std::size_t k = 0; k < ops.size(); ++k) {
      const Operand& o = ops[k];
      const char letter = letters[k];
      const bool null_ok = in.op == Opcode::TryPush && (k == 0 || (k >= 2 && k % 2 == 0));
      if (o.kind == OperandKind::Null) {
        if (!null_ok) report(i, "operand " + std::to_string(k + 1) + " may not be '-' (null)");
        continue;
      }
      if (!letter_accepts(letter, o.kind)) {
        report(i, "operand " + std::to_string(k + 1) + " must be a " + std::string(operand_kind_name(letter_kind(letter))) +
                      ", found a " + std::string(operand_kind_name(o.kind)));
        continue;
      }
      switch (o.kind) {
        case OperandKind::Label: case OperandKind::Var: case OperandKind::Field:
        case OperandKind::Func: case OperandKind::Class:
          if (o.value >= nstr) report(i, "operand " + std::to_string(k + 1) + " names an unknown symbol");
          break;
        case OperandKind::Literal:
          if (o.value >= m.literals.size()) report(i, "operand " + std::to_string(k + 1) + " names an unknown literal");
          break;
        case OperandKind::Operator: {
          if (o.value > static_cast<std::uint32_t>(Operator::Len)) { report(i, "bad operator"); break; }
          bool unary = operator_is_unary(static_cast<Operator>(o.value));
          if (unary != (in.op == Opcode::Unop))
            report(i, std::string(unary ? "unary" : "binary") + " operator '" +
                          std::string(operator_spelling(static_cast<Operator>(o.value))) + "' in " + std::string(info.mnemonic));
          break;
        }
        case OperandKind::Reg:
          if (o.value >= m.num_registers) report(i, "register %" + std::to_string(o.value) + " >= register count");
          break;
        default: break;
      }
      if (in.op == Opcode::Label && o.kind == OperandKind::Label) {
        auto [it, fresh] = label_def.emplace(o.value, i);
        if (!fresh) report(i, "label '" + std::string(m.str(o.sym())) + "' defined twice (first at instruction " +
                                  std::to_string(it->second) + ")");
      }
    }
  }

  // Pass 2: branch targets and register uses. Registers are function-wide
  // temporaries, so a use is an error only when the register is defined
  // nowhere, or its single definition comes later in the same block.
  cfg::Cfg g = cfg::build_cfg(m);
  std::unordered_map<Reg, std::uint32_t> def_pos;
  for (std::uint32_t i = 0; i < m.instructions.size(); ++i) {
    Reg r = m.instructions[i].result;
    if (r != kNoReg && r < m.num_registers) def_pos[r] = i;
  }
  for (std::uint32_t i = 0; i < m.instructions.size(); ++i) {
    const Instruction& in = m.instructions[i];
    if (static_cast<std::size_t>(in.first_operand) + in.num_operands > m.operands.size()) continue;
    for (const Operand& o : m.operands_of(in)) {
      if (o.kind == OperandKind::Label && in.op != Opcode::Label && o.value < nstr && !label_def.count(o.value))
        report(i, "branch to undefined label '" + std::string(m.str(o.sym())) + "'");
      if (o.kind != OperandKind::Reg || o.value >= m.num_registers) continue;
      const Reg r = o.value;
      if (def_count[r] == 0)
        report(i, "register %" + std::to_string(r) + " is used but never defined");
      else if (def_count[r] == 1 && def_pos[r] >= i && g.block_of[def_pos[r]] == g.block_of[i])
        report(i, "register %" + std::to_string(r) + " is used before its definition (at instruction " +
                      std::to_string(def_pos[r]) + ")");
    }
  }
  return out;
}

}  // namespace reddragon::kernel
