// utf8.hpp - strict UTF-8 validation (no overlongs, surrogates or code
// points past U+10FFFF), shared by every place that decides whether bytes
// may be written as text.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace reddragon::utf8 {

/// Length of the valid UTF-8 sequence starting at s[i], or 0 if invalid.
inline std::size_t sequence_length(std::string_view s, std::size_t i) {
  auto b = [&](std::size_t k) { return static_cast<unsigned char>(s[i + k]); };
  const unsigned char c = b(0);
  if (c < 0x80) return 1;
  auto cont = [&](std::size_t k) { return i + k < s.size() && (b(k) & 0xC0) == 0x80; };
  if (c >= 0xC2 && c <= 0xDF) return cont(1) ? 2 : 0;
  if (c >= 0xE0 && c <= 0xEF) {
    if (!cont(1) || !cont(2)) return 0;
    if (c == 0xE0 && b(1) < 0xA0) return 0;  // overlong
    if (c == 0xED && b(1) > 0x9F) return 0;  // surrogates
    return 3;
  }
  if (c >= 0xF0 && c <= 0xF4) {
    if (!cont(1) || !cont(2) || !cont(3)) return 0;
    if (c == 0xF0 && b(1) < 0x90) return 0;  // overlong
    if (c == 0xF4 && b(1) > 0x8F) return 0;  // past U+10FFFF
    return 4;
  }
  return 0;
}

/// Appends code point `cp` encoded as UTF-8.
inline void append(std::string& out, std::uint32_t cp) {
  if (cp < 0x80) {
    out.push_back(static_cast<char>(cp));
  } else if (cp < 0x800) {
    out.push_back(static_cast<char>(0xC0 | (cp >> 6)));
    out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
  } else if (cp < 0x10000) {
    out.push_back(static_cast<char>(0xE0 | (cp >> 12)));
    out.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
  } else {
    out.push_back(static_cast<char>(0xF0 | (cp >> 18)));
    out.push_back(static_cast<char>(0x80 | ((cp >> 12) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
  }
}

/// Offset of the first invalid byte, or npos if all of s is valid.
/// The code point of the first character of s (lenient: a truncated
/// sequence yields its lead byte), 0 for an empty string.
inline std::uint32_t first_code_point(std::string_view s) {
  if (s.empty()) return 0;
  auto c0 = static_cast<unsigned char>(s[0]);
  auto b = [&](std::size_t k) { return static_cast<std::uint32_t>(static_cast<unsigned char>(s[k]) & 0x3Fu); };
  if (c0 >= 0xF0 && s.size() >= 4) return ((c0 & 0x07u) << 18) | (b(1) << 12) | (b(2) << 6) | b(3);
  if (c0 >= 0xE0 && s.size() >= 3) return ((c0 & 0x0Fu) << 12) | (b(1) << 6) | b(2);
  if (c0 >= 0xC0 && s.size() >= 2) return ((c0 & 0x1Fu) << 6) | b(1);
  return c0;
}

inline std::size_t first_invalid(std::string_view s) {
  for (std::size_t i = 0; i < s.size();) {
    std::size_t n = sequence_length(s, i);
    if (n == 0) return i;
    i += n;
  }
  return std::string_view::npos;
}

inline bool valid(std::string_view s) { return first_invalid(s) == std::string_view::npos; }

/// s with every invalid byte replaced by U+FFFD (JSON output must be text).
inline std::string to_valid(std::string_view s) {
  if (first_invalid(s) == std::string_view::npos) return std::string(s);
  std::string out;
  out.reserve(s.size() + 8);
  for (std::size_t i = 0; i < s.size();) {
    std::size_t n = sequence_length(s, i);
    if (n == 0) {
      out += "\xEF\xBF\xBD";
      ++i;
    } else {
      out.append(s.substr(i, n));
      i += n;
    }
  }
  return out;
}

}  // namespace reddragon::utf8
