// javascript_case.cpp - Unicode simple case mapping for the common scripts
// (String.prototype.toUpperCase/toLowerCase and their locale forms).
#include "javascript_case.hpp"

#include <cstdint>

#include "reddragon/text/utf8.hpp"

namespace reddragon::vm::js {
namespace {
/// Latin Extended-A pairs capital/small on even/odd code points except in
/// U+0139..U+0148 and U+0179..U+017E, where the capital is odd.
bool odd_capital(std::uint32_t c) { return (c >= 0x139 && c <= 0x148) || (c >= 0x179 && c <= 0x17E); }

std::uint32_t lower(std::uint32_t c) {
  if (c < 0x80) return c >= 'A' && c <= 'Z' ? c + 32 : c;
  if ((c >= 0xC0 && c <= 0xDE && c != 0xD7)) return c + 32;
  if (c == 0x178) return 0xFF;
  if (c == 0x130) return 'i';  // İ (the combining dot is not added)
  if (c >= 0x100 && c <= 0x17F && c != 0x138 && c != 0x149 && c != 0x17F) {
    if (odd_capital(c)) return c % 2 == 1 ? c + 1 : c;
    if (c >= 0x100 && c <= 0x137) return c % 2 == 0 ? c + 1 : c;
    if (c >= 0x14A && c <= 0x177) return c % 2 == 0 ? c + 1 : c;
    return c;
  }
  if (c >= 0x391 && c <= 0x3AB && c != 0x3A2) return c + 32;
  if (c == 0x386) return 0x3AC;
  if (c >= 0x388 && c <= 0x38A) return c + 37;
  if (c == 0x38C) return 0x3CC;
  if (c == 0x38E || c == 0x38F) return c + 63;
  if (c >= 0x410 && c <= 0x42F) return c + 32;
  if (c >= 0x400 && c <= 0x40F) return c + 80;
  return c;
}

std::uint32_t upper(std::uint32_t c) {
  if (c < 0x80) return c >= 'a' && c <= 'z' ? c - 32 : c;
  if (c >= 0xE0 && c <= 0xFE && c != 0xF7) return c - 32;
  if (c == 0xFF) return 0x178;
  if (c == 0xB5) return 0x39C;
  if (c == 0x131) return 'I';
  if (c == 0x17F) return 'S';
  if (c >= 0x100 && c <= 0x17F && c != 0x138 && c != 0x149) {
    if (odd_capital(c)) return c % 2 == 0 ? c - 1 : c;
    if (c >= 0x100 && c <= 0x137) return c % 2 == 1 ? c - 1 : c;
    if (c >= 0x14A && c <= 0x177) return c % 2 == 1 ? c - 1 : c;
    return c;
  }
  if (c == 0x3C2) return 0x3A3;  // final sigma
  if (c >= 0x3B1 && c <= 0x3CB) return c - 32;
  if (c == 0x3AC) return 0x386;
  if (c >= 0x3AD && c <= 0x3AF) return c - 37;
  if (c == 0x3CC) return 0x38C;
  if (c == 0x3CD || c == 0x3CE) return c - 63;
  if (c >= 0x430 && c <= 0x44F) return c - 32;
  if (c >= 0x450 && c <= 0x45F) return c - 80;
  return c;
}
}  // namespace

std::string change_case(std::string_view s, bool to_upper) {
  std::string out;
  out.reserve(s.size());
  for (std::size_t i = 0; i < s.size();) {
    std::size_t n = utf8::sequence_length(s, i);
    if (n == 0) {  // not UTF-8: the byte as it is
      out += s[i++];
      continue;
    }
    std::uint32_t c = utf8::first_code_point(s.substr(i, n));
    i += n;
    if (to_upper && c == 0xDF) {  // ß has no capital of its own
      out += "SS";
      continue;
    }
    utf8::append(out, to_upper ? upper(c) : lower(c));
  }
  return out;
}

}  // namespace reddragon::vm::js
