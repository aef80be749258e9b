// c_include.hpp - `#include "x.h"` of the project's own headers: found next
// to the including file, then next to the file being lowered (and its
// include/ directory, and its parent's), each read once under #pragma once.
#pragma once

#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace reddragon::c {

struct IncludeState {
  std::string tu_dir;               ///< the directory of the file being lowered
  std::vector<std::string> stack;   ///< the file being preprocessed, innermost last
  std::set<std::string> once;       ///< headers with #pragma once already read
  std::size_t bytes = 0;            ///< header text read so far (bounded)
  std::size_t count = 0;            ///< headers read so far (bounded)
  std::vector<std::string> read;    ///< the headers read (LowerOutput::inputs)
};

struct LocalHeader {
  std::string path;
  std::string text;
};

/// The header a directive (the text after '#') includes with quotes, if it
/// is a file of the project not yet read under #pragma once and the nesting
/// and size bounds allow it; nothing for <...> and for headers not found.
std::optional<LocalHeader> open_local_include(std::string_view directive, IncludeState& st);

/// A header's preprocessed text on one line (comments dropped), so the
/// including file's lines keep their numbers.
std::string one_line(std::string_view text);

}  // namespace reddragon::c
