// java_codecs.cpp - see java_codecs.hpp.
#include "java_codecs.hpp"

#include <array>
#include <cctype>
#include <cstdio>

#include "reddragon/text/digest.hpp"
#include "reddragon/text/url.hpp"

namespace reddragon::vm::java {
namespace {
constexpr std::string_view kBasic = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
constexpr std::string_view kUrl = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

int b64_value(char c, bool url) {
  if (c >= 'A' && c <= 'Z') return c - 'A';
  if (c >= 'a' && c <= 'z') return c - 'a' + 26;
  if (c >= '0' && c <= '9') return c - '0' + 52;
  if (c == (url ? '-' : '+')) return 62;
  if (c == (url ? '_' : '/')) return 63;
  return -1;
}
std::string hex_of(unsigned v) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "%x", v);
  return buf;
}
}  // namespace

std::string base64_encode(const std::vector<std::uint8_t>& in, bool url, bool pad, bool mime) {
  std::string_view abc = url ? kUrl : kBasic;
  std::string out;
  out.reserve((in.size() + 2) / 3 * 4);
  for (std::size_t i = 0; i < in.size(); i += 3) {
    std::uint32_t t = static_cast<std::uint32_t>(in[i]) << 16;
    std::size_t left = in.size() - i;
    if (left > 1) t |= static_cast<std::uint32_t>(in[i + 1]) << 8;
    if (left > 2) t |= in[i + 2];
    out += abc[(t >> 18) & 63];
    out += abc[(t >> 12) & 63];
    if (left > 1) out += abc[(t >> 6) & 63];
    else if (pad) out += '=';
    if (left > 2) out += abc[t & 63];
    else if (pad) out += '=';
  }
  if (!mime) return out;
  std::string lines;
  for (std::size_t i = 0; i < out.size(); i += 76) {
    if (i) lines += "\r\n";
    lines += out.substr(i, 76);
  }
  return lines;
}

bool base64_decode(std::string_view s, bool url, bool mime, std::vector<std::uint8_t>& out, std::string& err) {
  std::uint32_t buf = 0;
  int bits = 0, chars = 0;
  std::size_t i = 0;
  for (; i < s.size(); ++i) {
    char c = s[i];
    if (c == '=') break;
    int v = b64_value(c, url);
    if (v < 0) {
      if (mime) continue;
      err = "Illegal base64 character " + hex_of(static_cast<unsigned char>(c));
      return false;
    }
    buf = (buf << 6) | static_cast<std::uint32_t>(v);
    bits += 6;
    ++chars;
    if (bits >= 8) {
      bits -= 8;
      out.push_back(static_cast<std::uint8_t>((buf >> bits) & 0xFF));
    }
  }
  int rem = chars % 4;
  if (rem == 1) {
    err = "Last unit does not have enough valid bits";
    return false;
  }
  if (i < s.size()) {  // padding: exactly what completes the last unit, then nothing
    std::size_t pads = 0;
    while (i < s.size() && s[i] == '=') ++i, ++pads;
    if (rem == 0 || static_cast<int>(pads) != 4 - rem) {
      err = rem == 0 || static_cast<int>(pads) > 4 - rem ? "Input byte array has incorrect ending byte at " + std::to_string(i - 1)
                                                          : "Input byte array has wrong 4-byte ending unit";
      return false;
    }
    if (i < s.size() && !mime) {
      err = "Input byte array has incorrect ending byte at " + std::to_string(i);
      return false;
    }
  }
  return true;
}

std::uint32_t crc32_update(std::uint32_t crc, const std::uint8_t* p, std::size_t n) {
  return ::reddragon::text::crc32(std::string_view(reinterpret_cast<const char*>(p), n), crc);
}

std::uint32_t adler32_update(std::uint32_t adler, const std::uint8_t* p, std::size_t n) {
  return ::reddragon::text::adler32(std::string_view(reinterpret_cast<const char*>(p), n), adler);
}

namespace {
/// A JDK algorithm name as the SDK's digests spell it: SHA-256 -> sha256, SHA3-256 -> sha3_256, SHA -> sha1.
std::string sdk_algorithm(std::string_view algorithm) {
  std::string a;
  for (char c : algorithm) a.push_back(static_cast<char>(std::tolower(static_cast<unsigned char>(c))));
  if (a.starts_with("sha3-")) a[4] = '_';
  else std::erase(a, '-');
  if (a == "sha") a = "sha1";
  if (a.starts_with("blake2")) a.clear();  // (the SDK has BLAKE2; the JDK's providers do not)
  return a;
}
}  // namespace

std::string message_digest(std::string_view algorithm, const std::vector<std::uint8_t>& data) {
  return ::reddragon::text::digest(sdk_algorithm(algorithm), std::string_view(reinterpret_cast<const char*>(data.data()), data.size()));
}

bool message_digest_known(std::string_view algorithm) { return ::reddragon::text::digest_size(sdk_algorithm(algorithm)) != 0; }

std::string url_encode(std::string_view s) { return ::reddragon::text::percent_encode(s, "._*-", true); }

bool url_decode(std::string_view s, std::string& out, std::string& err) {
  auto hexv = [](char c) {
    return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
  };
  for (std::size_t i = 0; i < s.size(); ++i) {
    char c = s[i];
    if (c == '+') {
      out += ' ';
    } else if (c == '%') {
      // a run of escapes is one byte sequence; an incomplete one at the end is refused
      while (i < s.size() && s[i] == '%') {
        if (i + 2 >= s.size()) {
          err = "URLDecoder: Incomplete trailing escape (%) pattern";
          return false;
        }
        int hi = hexv(s[i + 1]), lo = hexv(s[i + 2]);
        if (hi < 0 || lo < 0) {
          err = "URLDecoder: Illegal hex characters in escape (%) pattern - Error at index 0 in: \"" +
                std::string(s.substr(i + 1, 2)) + "\"";
          return false;
        }
        out += static_cast<char>(hi * 16 + lo);
        i += 3;
      }
      --i;
    } else {
      out += c;
    }
  }
  return true;
}

}  // namespace reddragon::vm::java
