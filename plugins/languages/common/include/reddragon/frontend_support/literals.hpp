// literals.hpp - canonicalising source literals into IR literals, shared by
// every frontend (integers of any base and size, floats, string escapes).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "reddragon/ir/builder.hpp"

namespace reddragon::frontend {

/// Keyword constants of any language: None/null/nil/NULL/nullptr -> None
/// (JavaScript's `undefined` is deliberately not included),
/// true/True -> Bool true, false/False -> Bool false. Returns false for any
/// other text (so a frontend can try it before treating text as a name).
bool keyword_literal(ir::Builder& b, std::string_view text, ir::Operand& out);

/// Integer literal text (decimal, 0x, 0o, 0b, leading-0 octal when
/// `c_octal`, '_' and '\'' digit separators, C suffixes u/l ignored) to a
/// literal operand: Int when it fits in int64, BigInt otherwise. Returns
/// false when the text is not an integer.
bool integer_literal(ir::Builder& b, std::string_view text, ir::Operand& out, bool c_octal = false);

/// Integer literal text (same syntax as integer_literal) to an int64;
/// false when it is not an integer or does not fit.
bool parse_int64(std::string_view text, std::int64_t& out, bool c_octal = false);

/// Float literal text ("1.5", "1e9", "1_000.5", "2.f") to a literal operand.
bool float_literal(ir::Builder& b, std::string_view text, ir::Operand& out);

/// Appends the value of one backslash escape (text starts with '\\') to out,
/// in the common C/Python/JS/Java/Go form: \n \t \r \0 \\ \' \" \a \b \f \v
/// \xHH \uHHHH \UHHHHHHHH \u{H..} and octal \ooo. Unknown escapes keep the
/// backslash (Python semantics). Returns the number of characters consumed.
std::size_t append_escape(std::string& out, std::string_view text);

/// Unescapes a whole string body (no quotes).
std::string unescape(std::string_view body);

/// Appends a Unicode code point as UTF-8.
void append_utf8(std::string& out, std::uint32_t cp);

}  // namespace reddragon::frontend
