// java_scanner.cpp - java.util.Scanner's token rules (see java_scanner.hpp).
#include "java_scanner.hpp"

#include <cctype>
#include <cstdlib>
#include <limits>
#include <string>

#include "java_regex.hpp"

namespace reddragon::vm::java {

namespace {
/// Character.isWhitespace over one byte (the ASCII and information separators; other bytes of
/// UTF-8 text are never Java whitespace here).
bool java_space(unsigned char c) { return (c >= 9 && c <= 13) || (c >= 28 && c <= 32); }

int digit_value(char c, int radix) {
  int d = std::isdigit(static_cast<unsigned char>(c)) ? c - '0'
          : std::isalpha(static_cast<unsigned char>(c)) ? std::tolower(static_cast<unsigned char>(c)) - 'a' + 10
                                                          : 99;
  return d < radix ? d : -1;
}

/// Digits of the radix, optionally grouped ("1,234,567": 1-3 digits then groups of exactly three);
/// the digits without separators go to out.
bool numeral(std::string_view t, int radix, std::string& out) {
  if (t.empty()) return false;
  bool grouped = t.find(',') != std::string_view::npos;
  std::size_t run = 0;
  bool in_first = true;
  for (char c : t) {
    if (c == ',') {
      if (!grouped || run == 0 || (in_first ? run > 3 : run != 3)) return false;
      in_first = false;
      run = 0;
      continue;
    }
    if (digit_value(c, radix) < 0) return false;
    out += c;
    ++run;
  }
  return !grouped || run == 3;
}
}  // namespace

ScanToken scan_token(Vm& in, std::string_view s, std::size_t pos, const regex::Regex* delim) {
  if (!delim) {
    while (pos < s.size() && java_space(static_cast<unsigned char>(s[pos]))) ++pos;
    if (pos >= s.size()) return {};
    std::size_t e = pos;
    while (e < s.size() && !java_space(static_cast<unsigned char>(s[e]))) ++e;
    return {pos, e, true};
  }
  regex::Spans sp;
  if (match_at_java(in, *delim, s, pos, false, sp)) pos = sp.end(0);
  if (in.raising() || pos >= s.size()) return {};
  std::size_t from = pos;
  while (from <= s.size()) {
    if (!find_java(in, *delim, s, from, sp)) break;
    if (sp.end(0) > pos) return {pos, sp.start(0), true};
    from = next_start(s, sp);  // an empty match where the token starts: look further
  }
  if (in.raising()) return {};
  return {pos, s.size(), true};
}

bool scan_line(std::string_view s, std::size_t pos, std::size_t& line_end, std::size_t& next) {
  if (pos >= s.size()) return false;
  std::size_t e = pos;
  while (e < s.size() && s[e] != '\n' && s[e] != '\r') ++e;
  line_end = e;
  next = e;
  if (e < s.size()) next = s[e] == '\r' && e + 1 < s.size() && s[e + 1] == '\n' ? e + 2 : e + 1;
  return true;
}

ScanNum scan_integer(std::string_view tok, int radix, std::int64_t lo, std::int64_t hi, std::int64_t& out, std::string& text) {
  std::string_view body = tok;
  bool neg = false;
  if (!body.empty() && (body[0] == '-' || body[0] == '+')) {
    neg = body[0] == '-';
    body.remove_prefix(1);
  }
  std::string digits;
  if (!numeral(body, radix, digits)) return ScanNum::Mismatch;
  text = (neg ? "-" : "") + digits;
  // the magnitude against the type's bound on that side (the minimum's is one more than the maximum's)
  std::uint64_t limit = neg ? static_cast<std::uint64_t>(-(lo + 1)) + 1 : static_cast<std::uint64_t>(hi), mag = 0;
  for (char c : digits) {
    auto d = static_cast<std::uint64_t>(digit_value(c, radix));
    if (mag > (limit - d) / static_cast<std::uint64_t>(radix)) return ScanNum::Range;
    mag = mag * static_cast<std::uint64_t>(radix) + d;
  }
  out = neg ? static_cast<std::int64_t>(0 - mag) : static_cast<std::int64_t>(mag);
  return ScanNum::Ok;
}

bool scan_float(std::string_view tok, double& out) {
  std::string_view body = tok;
  bool neg = false;
  if (!body.empty() && (body[0] == '-' || body[0] == '+')) {
    neg = body[0] == '-';
    body.remove_prefix(1);
  }
  if (body == "NaN") {
    out = std::numeric_limits<double>::quiet_NaN();
    return true;
  }
  if (body == "Infinity") {
    out = neg ? -std::numeric_limits<double>::infinity() : std::numeric_limits<double>::infinity();
    return true;
  }
  std::size_t exp = body.find_first_of("eE");
  std::string_view mant = body.substr(0, exp);
  std::string clean = neg ? "-" : "";
  std::size_t dot = mant.find('.');
  std::string_view whole = mant.substr(0, dot), frac = dot == std::string_view::npos ? std::string_view() : mant.substr(dot + 1);
  if (whole.empty() && frac.empty()) return false;
  if (!whole.empty() && !numeral(whole, 10, clean)) return false;
  for (char c : frac)
    if (!std::isdigit(static_cast<unsigned char>(c))) return false;
  if (whole.empty() && dot == std::string_view::npos) return false;
  clean += '.';
  clean.append(frac);
  if (exp != std::string_view::npos) {
    std::string_view e = body.substr(exp + 1);
    if (!e.empty() && (e[0] == '+' || e[0] == '-')) e.remove_prefix(1);
    if (e.empty()) return false;
    for (char c : e)
      if (!std::isdigit(static_cast<unsigned char>(c))) return false;
    clean.append(body.substr(exp));
  }
  out = std::strtod(clean.c_str(), nullptr);
  return true;
}

bool scan_boolean(std::string_view tok, bool& out) {
  auto is = [&](std::string_view w) {
    if (tok.size() != w.size()) return false;
    for (std::size_t i = 0; i < w.size(); ++i)
      if (std::tolower(static_cast<unsigned char>(tok[i])) != w[i]) return false;
    return true;
  };
  if (is("true")) return out = true, true;
  if (is("false")) return out = false, true;
  return false;
}

}  // namespace reddragon::vm::java
