// case.hpp - Unicode simple case mapping (one code point to one), the one
// table the language runtimes share (generated: scripts/gen-unicode-case.py).
// Full mappings that change the length (ß -> SS) and language rules (Turkish
// dotted I, Greek final sigma) stay with each runtime.
#pragma once

#include <cstdint>

namespace reddragon::text {

/// The simple uppercase of code point c (c itself when it has none).
std::uint32_t simple_upper(std::uint32_t c);
/// The simple lowercase of code point c (c itself when it has none).
std::uint32_t simple_lower(std::uint32_t c);

}  // namespace reddragon::text
