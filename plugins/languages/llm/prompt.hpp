// prompt.hpp - what the llm frontend says to the model: the system prompt
// (IR schema from opcodes.def, text syntax, lowering conventions, worked
// examples), the request for one unit of source, the repair request with
// the parser's or verifier's messages, and reading IR text from an answer.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace reddragon::llmfe {

/// The same for every request (so a provider's prompt cache can keep it).
const std::string& system_prompt();

/// The IR schema part alone, generated from opcodes.def / operators.def.
std::string ir_schema();

/// Lower `source` (lines first_line.. of a `language` file; `part` says
/// e.g. "part 3 of 40" for a chunk, "" for a whole file).
std::string unit_prompt(std::string_view language, std::string_view source, std::uint32_t first_line,
                        std::string_view part);

/// The unit prompt again, plus the previous answer and what was wrong with it.
std::string repair_prompt(const std::string& unit, std::string_view previous_ir, const std::vector<std::string>& problems);

/// The IR text inside an answer: the first ``` fenced block if there is
/// one, else the whole answer.
std::string extract_ir(std::string_view answer);

}  // namespace reddragon::llmfe
