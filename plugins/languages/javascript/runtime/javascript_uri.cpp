// javascript_uri.cpp - URI encoding (ECMA-262 Encode/Decode) on UTF-8 bytes.
#include "javascript_uri.hpp"

#include <cctype>
#include <cstdint>

#include "reddragon/text/utf8.hpp"

namespace reddragon::vm::js {
namespace {
bool unreserved(unsigned char c) {
  return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') ||
         std::string_view("-_.!~*'()").find(static_cast<char>(c)) != std::string_view::npos;
}
int hex(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}
/// How many bytes a UTF-8 sequence starting with lead has (0: not a lead byte).
int utf8_len(unsigned char lead) {
  if (lead < 0x80) return 1;
  if ((lead & 0xE0) == 0xC0) return lead >= 0xC2 ? 2 : 0;
  if ((lead & 0xF0) == 0xE0) return 3;
  if ((lead & 0xF8) == 0xF0) return lead <= 0xF4 ? 4 : 0;
  return 0;
}
}  // namespace

std::string uri_encode(std::string_view s, std::string_view keep) {
  static const char kHex[] = "0123456789ABCDEF";
  std::string out;
  out.reserve(s.size());
  for (char ch : s) {
    auto c = static_cast<unsigned char>(ch);
    if (unreserved(c) || keep.find(ch) != std::string_view::npos) {
      out += ch;
    } else {
      out += '%';
      out += kHex[c >> 4];
      out += kHex[c & 15];
    }
  }
  return out;
}

std::optional<std::string> uri_decode(std::string_view s, std::string_view reserved) {
  std::string out;
  out.reserve(s.size());
  for (std::size_t i = 0; i < s.size();) {
    if (s[i] != '%') {
      out += s[i++];
      continue;
    }
    // one escaped UTF-8 sequence: %XX, then %XX per continuation byte
    auto byte_at = [&](std::size_t k) -> int {
      if (k + 2 >= s.size() || s[k] != '%') return -1;
      int h = hex(s[k + 1]), l = hex(s[k + 2]);
      return h < 0 || l < 0 ? -1 : h * 16 + l;
    };
    int b0 = byte_at(i);
    if (b0 < 0) return std::nullopt;
    int n = utf8_len(static_cast<unsigned char>(b0));
    if (n == 0) return std::nullopt;
    if (n == 1) {
      if (reserved.find(static_cast<char>(b0)) != std::string_view::npos) out.append(s.substr(i, 3));
      else out += static_cast<char>(b0);
      i += 3;
      continue;
    }
    std::string seq(1, static_cast<char>(b0));
    for (int k = 1; k < n; ++k) {
      int b = byte_at(i + 3 * static_cast<std::size_t>(k));
      if (b < 0 || (b & 0xC0) != 0x80) return std::nullopt;
      seq += static_cast<char>(b);
    }
    out += seq;
    i += 3 * static_cast<std::size_t>(n);
  }
  return out;
}

std::string legacy_escape(std::string_view s) {
  static const char* hex = "0123456789ABCDEF";
  std::string out;
  auto unit = [&](std::uint32_t u) {
    if (u < 256) {
      const char c = static_cast<char>(u);
      if (std::isalnum(static_cast<unsigned char>(c)) && u < 128) { out += c; return; }
      if (std::string_view("@*_+-./").find(c) != std::string_view::npos && u < 128) { out += c; return; }
      out += '%';
      out += hex[u >> 4];
      out += hex[u & 15];
      return;
    }
    out += "%u";
    for (int sh = 12; sh >= 0; sh -= 4) out += hex[(u >> sh) & 15];
  };
  for (std::size_t i = 0; i < s.size();) {
    std::size_t n = utf8::sequence_length(s, i);
    if (n == 0) n = 1;
    const std::uint32_t cp = n == 1 ? static_cast<unsigned char>(s[i]) : utf8::first_code_point(s.substr(i, n));
    i += n;
    if (cp >= 0x10000) {
      unit(0xD800 + ((cp - 0x10000) >> 10));
      unit(0xDC00 + ((cp - 0x10000) & 0x3FF));
    } else {
      unit(cp);
    }
  }
  return out;
}

std::string legacy_unescape(std::string_view s) {
  auto hexval = [](char c) -> int {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
  };
  auto hex_at = [&](std::size_t i, std::size_t n) -> int {
    if (i + n > s.size()) return -1;
    int v = 0;
    for (std::size_t k = 0; k < n; ++k) {
      int h = hexval(s[i + k]);
      if (h < 0) return -1;
      v = v * 16 + h;
    }
    return v;
  };
  std::string out;
  std::uint32_t pending_high = 0;
  auto emit = [&](std::uint32_t u) {
    if (pending_high) {
      if (u >= 0xDC00 && u <= 0xDFFF) {
        utf8::append(out, 0x10000 + ((pending_high - 0xD800) << 10) + (u - 0xDC00));
        pending_high = 0;
        return;
      }
      utf8::append(out, 0xFFFD);
      pending_high = 0;
    }
    if (u >= 0xD800 && u <= 0xDBFF) pending_high = u;
    else if (u >= 0xDC00 && u <= 0xDFFF) utf8::append(out, 0xFFFD);
    else utf8::append(out, u);
  };
  for (std::size_t i = 0; i < s.size();) {
    if (s[i] == '%') {
      if (i + 1 < s.size() && s[i + 1] == 'u') {
        if (int v = hex_at(i + 2, 4); v >= 0) { emit(static_cast<std::uint32_t>(v)); i += 6; continue; }
      } else if (int v = hex_at(i + 1, 2); v >= 0) {
        emit(static_cast<std::uint32_t>(v));
        i += 3;
        continue;
      }
    }
    std::size_t n = utf8::sequence_length(s, i);
    if (n == 0) n = 1;
    if (pending_high) {  // a high surrogate not followed by its low half
      utf8::append(out, 0xFFFD);
      pending_high = 0;
    }
    out.append(s.substr(i, n));
    i += n;
  }
  if (pending_high) utf8::append(out, 0xFFFD);
  return out;
}

}  // namespace reddragon::vm::js
