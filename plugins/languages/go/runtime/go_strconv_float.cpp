// go_strconv_float.cpp - strconv.ParseFloat's grammar and rounding: Go's
// decimal and hexadecimal float syntax (0x1.8p3, with the p exponent it
// requires), '_' digit separators where Go allows them, the special names
// Inf/Infinity/NaN, and rounding straight to float32 for bitSize 32 (not
// via float64, which would round twice).
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <limits>

#include "go_runtime.hpp"

namespace reddragon::vm {

namespace {

char lower(char c) { return static_cast<char>(std::tolower(static_cast<unsigned char>(c))); }

/// Case-insensitive match of s[at..] against the whole of word.
bool word_at(const std::string& s, std::size_t at, const char* word) {
  std::size_t n = std::char_traits<char>::length(word);
  if (s.size() - at != n) return false;
  for (std::size_t k = 0; k < n; ++k)
    if (lower(s[at + k]) != word[k]) return false;
  return true;
}

/// Go's underscoreOK: '_' only between digits, or between the base prefix
/// and a digit.
bool underscores_ok(const std::string& s) {
  std::size_t i = !s.empty() && (s[0] == '+' || s[0] == '-') ? 1 : 0;
  char saw = '^';
  bool hex = false;
  if (s.size() >= i + 2 && s[i] == '0' && lower(s[i + 1]) == 'x') {
    i += 2;
    saw = '0';
    hex = true;
  }
  for (; i < s.size(); ++i) {
    char c = s[i];
    if (std::isdigit(static_cast<unsigned char>(c)) || (hex && lower(c) >= 'a' && lower(c) <= 'f')) {
      saw = '0';
    } else if (c == '_') {
      if (saw != '0') return false;
      saw = '_';
    } else {
      if (saw == '_') return false;
      saw = '!';
    }
  }
  return saw != '_';
}

/// Checks the mantissa/exponent grammar from at; clean gets the text
/// without sign, base prefix and underscores (what from_chars reads).
bool well_formed(const std::string& s, std::size_t at, bool hex, std::string& clean) {
  bool digits = false, dot = false;
  std::size_t i = at;
  for (; i < s.size(); ++i) {
    char c = s[i];
    if (c == '_') continue;
    if (c == '.') {
      if (dot) return false;
      dot = true;
    } else if (std::isdigit(static_cast<unsigned char>(c)) || (hex && std::isxdigit(static_cast<unsigned char>(c)))) {
      digits = true;
    } else {
      break;
    }
    clean.push_back(c);
  }
  if (!digits) return false;
  if (i < s.size() && lower(s[i]) == (hex ? 'p' : 'e')) {
    clean.push_back(s[i++]);
    if (i < s.size() && (s[i] == '+' || s[i] == '-')) clean.push_back(s[i++]);
    bool exp_digits = false;
    for (; i < s.size(); ++i) {
      if (s[i] == '_') continue;
      if (!std::isdigit(static_cast<unsigned char>(s[i]))) return false;
      exp_digits = true;
      clean.push_back(s[i]);
    }
    if (!exp_digits) return false;
  } else if (hex) {
    return false;  // a hexadecimal mantissa needs its p exponent
  }
  return i == s.size();
}

template <typename F>
GoFloatParse convert(const std::string& clean, bool hex, bool neg, double& out) {
  F v{};
  constexpr bool bits32 = sizeof(F) == sizeof(float);
  auto fmt = hex ? std::chars_format::hex : std::chars_format::general;
  auto [p, ec] = std::from_chars(clean.data(), clean.data() + clean.size(), v, fmt);
  if (ec == std::errc::result_out_of_range) {
    // overflow is ±Inf with ErrRange; underflow rounds to (signed) zero
    std::string c = hex ? "0x" + clean : clean;
    bool under = bits32 ? !std::isinf(std::strtof(c.c_str(), nullptr)) : !std::isinf(std::strtod(c.c_str(), nullptr));
    if (under) {
      out = neg ? -0.0 : 0.0;
      return GoFloatParse::Ok;
    }
    out = neg ? -std::numeric_limits<double>::infinity() : std::numeric_limits<double>::infinity();
    return GoFloatParse::Range;
  }
  if (ec != std::errc() || p != clean.data() + clean.size()) return GoFloatParse::Syntax;
  out = neg ? -static_cast<double>(v) : static_cast<double>(v);
  return GoFloatParse::Ok;
}

}  // namespace

GoFloatParse go_parse_float(const std::string& s, int bits, double& out) {
  out = 0;
  if (s.empty()) return GoFloatParse::Syntax;
  bool neg = s[0] == '-';
  std::size_t at = s[0] == '+' || s[0] == '-' ? 1 : 0;
  if (word_at(s, at, "inf") || word_at(s, at, "infinity")) {
    out = neg ? -std::numeric_limits<double>::infinity() : std::numeric_limits<double>::infinity();
    return GoFloatParse::Ok;
  }
  if (at == 0 && word_at(s, 0, "nan")) {
    out = std::numeric_limits<double>::quiet_NaN();
    return GoFloatParse::Ok;
  }
  bool hex = s.size() >= at + 2 && s[at] == '0' && lower(s[at + 1]) == 'x';
  std::string clean;
  if (!well_formed(s, hex ? at + 2 : at, hex, clean)) return GoFloatParse::Syntax;
  if (s.find('_') != std::string::npos && !underscores_ok(s)) return GoFloatParse::Syntax;
  return bits == 32 ? convert<float>(clean, hex, neg, out) : convert<double>(clean, hex, neg, out);
}

}  // namespace reddragon::vm
