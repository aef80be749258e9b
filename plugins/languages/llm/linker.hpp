// linker.hpp - joins separately lowered chunks into one module (the chunked
// llm frontend; docs/adr/0014-llm-cache-and-chunk-linking.md).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "reddragon/ir/ir.hpp"

namespace reddragon::llmfe {

struct LinkPart {
  const ir::Module* module = nullptr;
  std::uint32_t line_offset = 0;  ///< added to the part's span lines (its first line - 1)
};

/// One module: `entry:`, then each part's instructions in order, its labels
/// renamed into the namespace "c<k>" (func_f_0 -> func_f_0c3, entry ->
/// entry_c3; function and class references too),
/// its registers rebased past the previous parts', its spans moved to the
/// file's lines. Control falls from one part into the next, so the parts'
/// top-level code runs in source order; names (variables, functions) are
/// shared through the module scope as in a single lowering.
ir::Module link_parts(const std::vector<LinkPart>& parts);

}  // namespace reddragon::llmfe
