// prompt.cpp - the llm frontend's prompts (see prompt.hpp). The opcode and
// operator lists come from the SDK's tables (opcodes.def, operators.def),
// the conventions and the IR text form from docs/ embedded at build time,
// and the worked examples from our own frontends' output at build time.
#include "prompt.hpp"

#include <cstring>

#include "reddragon/frontend_support/embedded_source.hpp"
#include "reddragon/ir/ir.hpp"

extern const reddragon::frontend::EmbeddedSource kLlmPromptDocs[];

namespace reddragon::llmfe {

namespace {

std::string_view embedded(std::string_view name) {
  for (const auto* e = kLlmPromptDocs; e->name != nullptr; ++e)
    if (name == e->name) return e->text;
  return {};
}

// One "## Heading" section of a markdown document (up to the next "## ").
std::string_view section(std::string_view doc, std::string_view heading) {
  auto at = doc.find(heading);
  if (at == std::string_view::npos) return {};
  auto next = doc.find("\n## ", at + heading.size());
  return doc.substr(at, next == std::string_view::npos ? std::string_view::npos : next - at);
}

}  // namespace

std::string ir_schema() {
  std::string s =
      "Opcodes (mnemonic, whether it writes a result register `%N = `, operand signature, meaning).\n"
      "Signature letters: r register, l label, L label defined, v variable read, V variable written, f field/member, "
      "n callee name, c class/type name, o operator, k literal; a group ending in '*' repeats to the end, '?' is "
      "optional; '-' is the null operand.\n";
  for (std::size_t i = 0; i < ir::kOpcodeCount; ++i) {
    const auto& info = ir::opcode_info(static_cast<ir::Opcode>(i));
    s += "- " + std::string(info.mnemonic) + (info.has_result ? " (result)" : "") + " [" + std::string(info.signature) +
         "]: " + std::string(info.description) + "\n";
  }
  s += "Binary operators:";
#define RD_BINARY_OP(Name, Spelling) s += " " Spelling;
#include "reddragon/ir/operators.def"
  s += "\nUnary operators:";
#define RD_UNARY_OP(Name, Spelling) s += " " Spelling;
#include "reddragon/ir/operators.def"
  s += "\n";
  return s;
}

const std::string& system_prompt() {
  static const std::string p = [] {
    std::string s =
        "You lower source code to RedDragon IR, a register-based intermediate language run by a deterministic VM.\n"
        "Answer with the IR text of the WHOLE given source and nothing else: no prose, no explanation "
        "(a single ``` fenced block is accepted). Start with the label `entry:`. Number registers %0, %1, ... in "
        "order of definition; every register is written once and defined before it is used; every label you branch "
        "to is defined once. Call functions the source calls but does not define by name (call_function); the VM "
        "resolves them. Print with `call_function print %r`. Do not invent behaviour the source does not have.\n\n"
        "# IR schema\n";
    s += ir_schema();
    s += "\n# IR text syntax\n";
    s += std::string(section(embedded("ir"), "## Text form"));
    s += "\n\n# Lowering conventions\n";
    s += std::string(embedded("ir-conventions"));
    s += "\n\n# Worked examples (source, then its IR)\n";
    s += std::string(embedded("examples"));
    return s;
  }();
  return p;
}

std::string unit_prompt(std::string_view language, std::string_view source, std::uint32_t first_line,
                        std::string_view part) {
  std::string s = "Language: " + std::string(language) + "\n";
  if (!part.empty())
    s += "This is " + std::string(part) +
         " of a larger file, cut between top-level definitions; lower only this part. Names defined in other parts "
         "are in scope at run time (refer to them by name). Label names only need to be unique within this part.\n";
  s += "The source starts at line " + std::to_string(first_line) +
       " of the file; give spans (# L:C-L:C) relative to the first line shown, as line 1.\n";
  s += "Source:\n```\n" + std::string(source);
  if (!source.empty() && source.back() != '\n') s += "\n";
  s += "```\n";
  return s;
}

std::string repair_prompt(const std::string& unit, std::string_view previous_ir, const std::vector<std::string>& problems) {
  std::string s = unit;
  s += "\nYour previous answer was:\n```\n" + std::string(previous_ir);
  if (!previous_ir.empty() && previous_ir.back() != '\n') s += "\n";
  s += "```\nThe IR parser and verifier rejected it:\n";
  for (const auto& p : problems) s += "- " + p + "\n";
  s += "Answer with the corrected IR text of the whole source.\n";
  return s;
}

std::string extract_ir(std::string_view a) {
  auto open = a.find("```");
  if (open == std::string_view::npos) return std::string(a);
  auto body = a.find('\n', open);
  if (body == std::string_view::npos) return std::string(a);
  auto close = a.find("```", body + 1);
  return std::string(a.substr(body + 1, close == std::string_view::npos ? std::string_view::npos : close - body - 1));
}

}  // namespace reddragon::llmfe
