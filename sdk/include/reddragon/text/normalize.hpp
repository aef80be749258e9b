// normalize.hpp - Unicode normalization (UAX #15: NFD, NFC, NFKD, NFKC)
// over UTF-8 text, from one generated table (scripts/gen-unicode-normalize.py)
// that the language runtimes share: JavaScript's String#normalize, and
// any runtime's normalizer (Java's java.text.Normalizer, ...).
#pragma once

#include <string>
#include <string_view>

namespace reddragon::text {

/// s normalized: `compat` picks the K forms (compatibility decompositions
/// too), `compose` the C forms (canonical recomposition after decomposing).
/// Bytes that are not valid UTF-8 (a WTF-8 lone surrogate) pass through
/// unchanged, as starters.
std::string normalize(std::string_view s, bool compat, bool compose);

}  // namespace reddragon::text
