// python_re.hpp - Python's `re` on the shared PCRE2 engine
// (reddragon/frontend_support/regex_engine.hpp): the syntax layer
// (python_re_syntax.cpp: Python patterns and flags to PCRE2's, CPython's
// error messages, replacement templates, escape) used by the module and its
// Pattern and Match objects (python_re.cpp).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "reddragon/frontend_support/regex_engine.hpp"

namespace reddragon::vm::py::re {

// Python's flag values (re.RegexFlag).
enum Flag : std::int64_t {
  kIgnoreCase = 2,
  kLocale = 4,
  kMultiline = 8,
  kDotAll = 16,
  kUnicode = 32,
  kVerbose = 64,
  kDebug = 128,
  kAscii = 256,
};

/// A Python pattern made ready for PCRE2.
struct Translated {
  std::string source;                 ///< PCRE2 syntax
  std::uint32_t options = 0;          ///< PCRE2 compile options
  std::int64_t flags = 0;             ///< Pattern.flags (argument, leading inline flags, UNICODE)
  std::vector<std::uint32_t> origin;  ///< per byte of `source`: the pattern's character it came from
  std::string error_type;             ///< non-empty: the pattern is refused ("re.error", "ValueError")
  std::string error;                  ///< CPython's message (with " at position N" for re.error)
  std::int64_t error_pos = -1;
};

/// Translates `pattern` (Python syntax) with `flags`; on a pattern CPython
/// refuses, error_type/error say how.
Translated translate(std::string_view pattern, std::int64_t flags);
/// CPython's message for a pattern PCRE2 refused; `pos` gets the position.
std::string compile_error(const regex::CompileError& e, std::string_view pattern, const Translated& t, std::int64_t& pos);

/// One piece of a replacement template: literal text, then a group (-1: none).
struct Piece {
  std::string text;
  int group = -1;
};
/// Parses a replacement template (`\1`, `\g<1>`, `\g<name>`, `\n`, ...)
/// against `re`'s groups. False with CPython's error: type ("re.error",
/// "IndexError") and message.
bool parse_template(std::string_view t, const regex::Regex& re, std::vector<Piece>& out, std::string& error_type,
                    std::string& error);

/// re.escape: a backslash before every character special in a pattern.
std::string escape(std::string_view s);
/// `re.IGNORECASE|re.MULTILINE` (UNICODE left out, as Pattern's repr does).
std::string flags_text(std::int64_t flags);

}  // namespace reddragon::vm::py::re
