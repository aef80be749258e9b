// case.hpp - Unicode simple case mapping (one code point to one), the one
// table the language runtimes share (generated: scripts/gen-unicode-case.py).
// full_case adds the locale-independent full mappings (ß -> SS, ﬁ -> FI,
// Final_Sigma) that Java and JavaScript strings apply; Python's str methods
// and language-specific rules (Turkish dotted I) stay with their runtimes.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace reddragon::text {

/// The simple uppercase of code point c (c itself when it has none).
std::uint32_t simple_upper(std::uint32_t c);
/// The simple lowercase of code point c (c itself when it has none).
std::uint32_t simple_lower(std::uint32_t c);
/// s upper- or lowercased with the simple mappings, SpecialCasing's
/// unconditional full ones and Final_Sigma (invalid UTF-8 bytes kept).
std::string full_case(std::string_view s, bool upper);

}  // namespace reddragon::text
