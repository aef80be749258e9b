// splitter.hpp - cuts a large source file into chunks of whole top-level
// units (functions, classes, paragraphs) for the chunked llm frontend.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace reddragon::llmfe {

struct Chunk {
  std::uint32_t first_line = 1;  ///< 1-based
  std::uint32_t last_line = 1;   ///< inclusive
  std::string text;
};

/// A unit starts on a line at the file's outermost indentation (the least
/// indentation of any code line: column 0 in most languages, Area A in
/// fixed-form COBOL) with every bracket closed, that is not a comment and
/// does not continue the previous construct (`}`, `end`, `else`, `where`,
/// ...). Chunks gather whole units up to about `target_lines`, cutting
/// preferably after a blank line; a unit longer than 4 * target_lines is
/// cut at a unit boundary anyway or, lacking one, at a line.
std::vector<Chunk> split_chunks(std::string_view source, std::string_view language, std::uint32_t target_lines);

}  // namespace reddragon::llmfe
