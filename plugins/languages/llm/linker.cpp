// linker.cpp - label namespaces, register rebasing, one entry (linker.hpp).
#include "linker.hpp"

namespace reddragon::llmfe {

using namespace reddragon::ir;

namespace {

SourceSpan moved(SourceSpan s, std::uint32_t off) {
  if (s.empty()) return s;
  s.start_line += off;
  s.end_line += off;
  return s;
}

// The namespace goes at the END of a label: the VM and the CFG read the
// shapes func_<name>_N / end_<name>_N and class_C_N / end_class_C_N from
// the front (docs/ir-conventions.md), so func_f_0 becomes func_f_0c3 and its
// end end_f_0c3; a label not ending in _N gets _c3.
std::string namespaced(std::string_view label, const std::string& ns) {
  std::size_t us = label.rfind('_');
  bool numbered = us != std::string_view::npos && us + 1 < label.size() &&
                  label.find_first_not_of("0123456789", us + 1) == std::string_view::npos;
  return std::string(label) + (numbered ? ns : "_" + ns);
}

}  // namespace

Module link_parts(const std::vector<LinkPart>& parts) {
  Module out;
  auto sym = [&](std::string_view s) { return out.strings.intern(s); };
  // The one entry label; every part's own labels (its `entry` too) are renamed.
  out.instructions.push_back(Instruction{Opcode::Label, 1, 0, kNoReg, sym(""), {}});
  out.operands.push_back(Operand{OperandKind::Label, sym("entry").id});
  for (std::size_t k = 0; k < parts.size(); ++k) {
    const Module& m = *parts[k].module;
    const std::string ns = "c" + std::to_string(k);
    const Reg base = out.num_registers;
    out.num_registers += m.num_registers;
    if (out.entry_point.empty()) out.entry_point = m.entry_point;
    auto label = [&](Symbol s) { return sym(namespaced(m.str(s), ns)); };
    for (const Instruction& in : m.instructions) {
      Instruction copy = in;
      copy.first_operand = static_cast<std::uint32_t>(out.operands.size());
      copy.result = in.result == kNoReg ? kNoReg : in.result + base;
      copy.type = sym(m.str(in.type));
      copy.span = moved(in.span, parts[k].line_offset);
      for (const Operand& o : m.operands_of(in)) {
        Operand n = o;
        switch (o.kind) {
          case OperandKind::Reg: n.value = o.value + base; break;
          case OperandKind::Label: n.value = label(o.sym()).id; break;
          case OperandKind::Var:
          case OperandKind::Field:
          case OperandKind::Func:
          case OperandKind::Class: n.value = sym(m.str(o.sym())).id; break;
          case OperandKind::Literal: {
            Literal l = m.literal(o);
            l.text = sym(m.str(l.text));
            l.extra = sym(m.str(l.extra));
            const bool ref = l.kind == LiteralKind::FuncRef || l.kind == LiteralKind::ClassRef;
            l.label = ref && !m.str(l.label).empty() ? label(l.label) : sym(m.str(l.label));
            n.value = static_cast<std::uint32_t>(out.literals.size());
            out.literals.push_back(l);
            break;
          }
          case OperandKind::Null:
          case OperandKind::Operator: break;
        }
        out.operands.push_back(n);
      }
      out.instructions.push_back(copy);
    }
  }
  return out;
}

}  // namespace reddragon::llmfe
