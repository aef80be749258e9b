// java_scanner.hpp - java.util.Scanner's token rules over a text held in memory: where the next
// token or line is (default \p{javaWhitespace}+ delimiter or a program's pattern) and which tokens
// nextInt/nextDouble/nextBoolean accept. java_runtime.cpp keeps the position and throws.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "reddragon/frontend_support/regex_engine.hpp"

namespace reddragon::vm {
class Vm;
}

namespace reddragon::vm::java {

/// A token's byte span; found is false at the end of the input (or after a regex error).
struct ScanToken {
  std::size_t start = 0, end = 0;
  bool found = false;
};

/// The next token from byte `pos`: one delimiter match at pos is skipped, the token runs to the
/// next (non-empty-at-start) delimiter match or the end. delim null: Java whitespace runs.
ScanToken scan_token(Vm& in, std::string_view s, std::size_t pos, const regex::Regex* delim);

/// nextLine from byte `pos`: the line's end (before its separator) and where the next one starts;
/// false when nothing is left.
bool scan_line(std::string_view s, std::size_t pos, std::size_t& line_end, std::size_t& next);

/// How a token reads as an integer of the given range and radix (US locale: an optional sign,
/// digits, ',' group separators in threes).
enum class ScanNum { Ok, Mismatch, Range };
/// On Range, `text` is the token without its group separators (the NumberFormatException's input).
ScanNum scan_integer(std::string_view tok, int radix, std::int64_t lo, std::int64_t hi, std::int64_t& out, std::string& text);
/// A decimal float token (sign, group separators, fraction, exponent, NaN, Infinity).
bool scan_float(std::string_view tok, double& out);
/// "true"/"false" in any case.
bool scan_boolean(std::string_view tok, bool& out);

}  // namespace reddragon::vm::java
