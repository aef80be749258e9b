// import_sites.hpp - where a lowered module imports: its SYMBOLIC
// "import:<specifier>" instructions (what frontends lower an import to)
// and the variable each value is stored into at once.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "reddragon/ir/ir.hpp"

namespace reddragon::kernel {

struct ImportSite {
  std::uint32_t index = 0;  ///< the SYMBOLIC instruction
  std::string specifier;
  std::string bound_name;   ///< the decl_var/store_var right after it that stores the value; "" none
  /// "import*:<specifier>": bind the module's public names here (Python's
  /// `from m import *`)
  bool star = false;
};

inline std::vector<ImportSite> import_sites(const ir::Module& m) {
  std::vector<ImportSite> out;
  for (std::uint32_t i = 0; i < m.instructions.size(); ++i) {
    const ir::Instruction& in = m.instructions[i];
    if (in.op != ir::Opcode::Symbolic || in.num_operands == 0) continue;
    const ir::Operand& o = m.operands_of(in)[0];
    if (o.kind != ir::OperandKind::Literal || o.value >= m.literals.size()) continue;
    const ir::Literal& l = m.literal(o);
    if (l.kind != ir::LiteralKind::String) continue;
    std::string_view hint = m.str(l.text);
    bool star = hint.starts_with("import*:");
    if ((!star && !hint.starts_with("import:")) || hint.size() == (star ? 8u : 7u)) continue;
    ImportSite s{i, std::string(hint.substr(star ? 8 : 7)), "", star};
    if (i + 1 < m.instructions.size()) {
      const ir::Instruction& nx = m.instructions[i + 1];
      auto ops = m.operands_of(nx);
      if ((nx.op == ir::Opcode::DeclVar || nx.op == ir::Opcode::StoreVar) && ops.size() == 2 &&
          ops[0].kind == ir::OperandKind::Var && ops[1].kind == ir::OperandKind::Reg && ops[1].value == in.result)
        s.bound_name = std::string(m.str(ops[0].sym()));
    }
    out.push_back(std::move(s));
  }
  return out;
}

}  // namespace reddragon::kernel
