// ir_text.hpp - the IR's text form. print -> parse -> print is the identity.
//
//   .source "examples/classify.py"
//   .language python
//   entry:
//     branch end_classify_0  # 1:0-6:16
//     %3 = binop > %1 %2 :: Bool  # 2:7-2:12
//
// Labels start a line and end in ':'; instructions are indented. Operands
// follow the opcode's signature in opcodes.def. Names print bare when they
// are identifiers, quoted otherwise; '-' is the null operand. '# L:C-L:C' is
// the source span (1-based lines, 0-based columns); ':: T' a type annotation.
#pragma once

#include <string>
#include <string_view>

#include "reddragon/expected.hpp"
#include "reddragon/ir/ir.hpp"

namespace reddragon::kernel {

struct PrintOptions {
  bool spans = true;   ///< append '# L:C-L:C' comments
};

std::string print_module(const ir::Module& m, const PrintOptions& opts = {});
/// One instruction, no indentation or newline (used by traces and CFG views).
std::string print_instruction(const ir::Module& m, const ir::Instruction& in, bool span = false);
/// The text form of one literal / operand.
std::string print_literal(const ir::Module& m, const ir::Literal& l);
std::string print_operand(const ir::Module& m, const ir::Operand& o);

/// Parses the text form. Errors carry `file:line:col`.
Expected<ir::Module> parse_module(std::string_view text, std::string_view filename = "<ir>");

}  // namespace reddragon::kernel
