// literals.cpp - literal canonicalisation shared by frontends.
#include "reddragon/frontend_support/literals.hpp"

#include "reddragon/text/utf8.hpp"

#include <charconv>
#include <cstdlib>

namespace reddragon::frontend {

void append_utf8(std::string& out, std::uint32_t cp) { utf8::append(out, cp & 0x1FFFFF); }  // escapes stop at 21 bits

bool keyword_literal(ir::Builder& b, std::string_view t, ir::Operand& out) {
  if (t == "None" || t == "null" || t == "nil" || t == "NULL" || t == "nullptr") {
    out = b.lit_none();
    return true;
  }
  if (t == "true" || t == "True") {
    out = b.lit_bool(true);
    return true;
  }
  if (t == "false" || t == "False") {
    out = b.lit_bool(false);
    return true;
  }
  return false;
}

static std::string digits_only(std::string_view t) {
  std::string s;
  s.reserve(t.size());
  for (char c : t)
    if (c != '_' && c != '\'') s.push_back(c);
  return s;
}

namespace {
/// Digits (separators and suffixes removed) and base of integer text.
bool split_integer(std::string_view text, bool c_octal, std::string& s, int& base, std::size_t& start) {
  s = digits_only(text);
  while (!s.empty() && (s.back() == 'u' || s.back() == 'U' || s.back() == 'l' || s.back() == 'L' || s.back() == 'n'))
    s.pop_back();  // C suffixes; JS BigInt 'n'
  if (s.empty()) return false;
  base = 10;
  start = 0;
  if (s.size() > 1 && s[0] == '0') {
    char p = static_cast<char>(s[1] | 0x20);
    if (p == 'x') { base = 16; start = 2; }
    else if (p == 'o') { base = 8; start = 2; }
    else if (p == 'b') { base = 2; start = 2; }
    else if (c_octal) { base = 8; start = 1; }
  }
  return start < s.size();
}
}  // namespace

bool parse_int64(std::string_view text, std::int64_t& out, bool c_octal) {
  std::string s;
  int base = 10;
  std::size_t start = 0;
  if (!split_integer(text, c_octal, s, base, start)) return false;
  std::uint64_t v = 0;
  auto r = std::from_chars(s.data() + start, s.data() + s.size(), v, base);
  if (r.ec != std::errc() || r.ptr != s.data() + s.size() || v > static_cast<std::uint64_t>(INT64_MAX)) return false;
  out = static_cast<std::int64_t>(v);
  return true;
}

bool integer_literal(ir::Builder& b, std::string_view text, ir::Operand& out, bool c_octal) {
  std::int64_t small = 0;
  if (parse_int64(text, small, c_octal)) {
    out = b.lit_int(small);
    return true;
  }
  std::string s;
  int base = 10;
  std::size_t start = 0;
  if (!split_integer(text, c_octal, s, base, start)) return false;
  std::string_view d(s.data() + start, s.size() - start);
  // Big: convert to decimal digits by repeated multiply-add on a digit
  // string (validating every digit on the way).
  std::string dec = "0";
  for (char c : d) {
    int digit = c >= '0' && c <= '9' ? c - '0' : (c | 0x20) >= 'a' && (c | 0x20) <= 'z' ? (c | 0x20) - 'a' + 10 : -1;
    if (digit < 0 || digit >= base) return false;
    int carry = digit;
    for (auto it = dec.rbegin(); it != dec.rend(); ++it) {
      int x = (*it - '0') * base + carry;
      *it = static_cast<char>('0' + x % 10);
      carry = x / 10;
    }
    while (carry) {
      dec.insert(dec.begin(), static_cast<char>('0' + carry % 10));
      carry /= 10;
    }
  }
  std::size_t nz = dec.find_first_not_of('0');
  dec.erase(0, nz == std::string::npos ? dec.size() - 1 : nz);
  out = b.lit_bigint(dec);
  return true;
}

bool float_literal(ir::Builder& b, std::string_view text, ir::Operand& out) {
  std::string s = digits_only(text);
  while (!s.empty() && (s.back() == 'f' || s.back() == 'F' || s.back() == 'd' || s.back() == 'D' || s.back() == 'l' || s.back() == 'L'))
    s.pop_back();
  if (s.empty()) return false;
  char* end = nullptr;
  double d = std::strtod(s.c_str(), &end);
  if (end != s.c_str() + s.size()) return false;
  out = b.lit_float(d);
  return true;
}

std::size_t append_escape(std::string& out, std::string_view t) {
  if (t.size() < 2 || t[0] != '\\') {
    if (!t.empty()) out.push_back(t[0]);
    return t.empty() ? 0 : 1;
  }
  char c = t[1];
  auto hex = [&](std::size_t from, std::size_t n, std::uint32_t& v) -> bool {
    if (from + n > t.size()) return false;
    auto r = std::from_chars(t.data() + from, t.data() + from + n, v, 16);
    return r.ec == std::errc() && r.ptr == t.data() + from + n;
  };
  std::uint32_t v = 0;
  switch (c) {
    case 'n': out.push_back('\n'); return 2;
    case 't': out.push_back('\t'); return 2;
    case 'r': out.push_back('\r'); return 2;
    case 'a': out.push_back('\a'); return 2;
    case 'b': out.push_back('\b'); return 2;
    case 'f': out.push_back('\f'); return 2;
    case 'v': out.push_back('\v'); return 2;
    case '\\': out.push_back('\\'); return 2;
    case '\'': out.push_back('\''); return 2;
    case '"': out.push_back('"'); return 2;
    case '`': out.push_back('`'); return 2;
    case '\n': return 2;  // line continuation inside a string
    case 'x':
      if (hex(2, 2, v)) { append_utf8(out, v); return 4; }
      break;
    case 'u':
      if (t.size() > 2 && t[2] == '{') {
        auto close = t.find('}', 3);
        if (close != std::string_view::npos && hex(3, close - 3, v)) { append_utf8(out, v); return close + 1; }
      } else if (hex(2, 4, v)) {
        append_utf8(out, v);
        return 6;
      }
      break;
    case 'U':
      if (hex(2, 8, v)) { append_utf8(out, v); return 10; }
      break;
    default:
      if (c >= '0' && c <= '7') {
        std::size_t n = 1;
        v = static_cast<std::uint32_t>(c - '0');
        while (n < 3 && 1 + n < t.size() && t[1 + n] >= '0' && t[1 + n] <= '7') {
          v = v * 8 + static_cast<std::uint32_t>(t[1 + n] - '0');
          ++n;
        }
        out.push_back(static_cast<char>(v & 0xFF));
        return 1 + n;
      }
  }
  out.push_back('\\');  // unknown escape: kept as written
  return 1;
}

std::string unescape(std::string_view body) {
  std::string out;
  out.reserve(body.size());
  for (std::size_t i = 0; i < body.size();) {
    if (body[i] == '\\') i += append_escape(out, body.substr(i));
    else out.push_back(body[i++]);
  }
  return out;
}

}  // namespace reddragon::frontend
