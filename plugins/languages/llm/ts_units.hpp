// ts_units.hpp - top-level units of a file by tree-sitter, for the
// languages whose grammar is in the build (the llm frontend's splitter
// uses them instead of its indentation/bracket/keyword rules).
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace reddragon::llmfe {

/// 0-based lines where a top-level unit starts (a comment directly above a
/// node starts the node's unit), or nullopt when no grammar for `language`
/// is built in or the parser gave up.
std::optional<std::vector<std::uint32_t>> tree_sitter_unit_starts(std::string_view source, std::string_view language);

}  // namespace reddragon::llmfe
