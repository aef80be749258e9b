// text_common.hpp - lexical rules shared by the IR text printer and parser.
#pragma once

#include <string>
#include <string_view>

namespace reddragon::kernel::text {

inline bool is_ident_start(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '$';
}
inline bool is_ident_char(char c) { return is_ident_start(c) || (c >= '0' && c <= '9') || c == '.'; }

/// Names print bare when they are identifiers (dots allowed), else quoted.
inline bool is_bare_name(std::string_view s) {
  if (s.empty() || !is_ident_start(s[0])) return false;
  for (char c : s)
    if (!is_ident_char(c)) return false;
  return true;
}

/// Appends s as a double-quoted string: JSON-style escapes for quotes,
/// backslash and control characters; bytes that are not part of valid
/// UTF-8 become \xNN so arbitrary bytes round-trip.
void append_quoted(std::string& out, std::string_view s);

}  // namespace reddragon::kernel::text
