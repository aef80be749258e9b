// full_case.cpp - locale-independent full case conversion of a string, as
// Java's String.toUpperCase/toLowerCase(Locale.ROOT) and JavaScript's
// toUpperCase/toLowerCase apply it: the simple mappings plus
// SpecialCasing's unconditional full ones and Final_Sigma.
#include <cstdint>
#include <string>
#include <string_view>

#include "reddragon/text/case.hpp"
#include "reddragon/text/utf8.hpp"

namespace reddragon::text {

namespace {
bool cased(std::uint32_t c) { return simple_upper(c) != c || simple_lower(c) != c; }

struct Special {
  std::uint32_t c;
  const char* to;
};
// SpecialCasing.txt's unconditional uppercase mappings that change length
constexpr Special kUpper[] = {
    {0xDF, "SS"}, {0x149, "\xCA\xBCN"}, {0x1F0, "J\xCC\x8C"}, {0x390, "\xCE\x99\xCC\x88\xCC\x81"},
    {0x3B0, "\xCE\xA5\xCC\x88\xCC\x81"}, {0x587, "\xD4\xB5\xD5\x92"}, {0x1E96, "H\xCC\xB1"}, {0x1E97, "T\xCC\x88"},
    {0x1E98, "W\xCC\x8A"}, {0x1E99, "Y\xCC\x8A"}, {0x1E9A, "A\xCA\xBE"}, {0xFB00, "FF"}, {0xFB01, "FI"}, {0xFB02, "FL"},
    {0xFB03, "FFI"}, {0xFB04, "FFL"}, {0xFB05, "ST"}, {0xFB06, "ST"}};
}  // namespace

std::string full_case(std::string_view s, bool upper) {
  std::string out;
  out.reserve(s.size());
  bool prev_cased = false;
  for (std::size_t i = 0; i < s.size();) {
    std::size_t n = utf8::sequence_length(s, i);
    if (n == 0) {  // not UTF-8: the byte as it is
      out += s[i++];
      prev_cased = false;
      continue;
    }
    std::uint32_t c = utf8::first_code_point(s.substr(i, n));
    i += n;
    const bool after_cased = prev_cased;
    prev_cased = cased(c);
    const char* special = nullptr;
    if (upper)
      for (const Special& sp : kUpper)
        if (sp.c == c) special = sp.to;
    if (!upper && c == 0x130) special = "i\xCC\x87";  // İ: i and a combining dot above
    if (special) {
      out += special;
      continue;
    }
    std::uint32_t m = upper ? simple_upper(c) : simple_lower(c);
    if (!upper && c == 0x3A3 && after_cased) {  // Final_Sigma: a Σ ending a word is ς
      std::size_t k = i < s.size() ? utf8::sequence_length(s, i) : 0;
      if (k == 0 || !cased(utf8::first_code_point(s.substr(i, k)))) m = 0x3C2;
    }
    utf8::append(out, m);
  }
  return out;
}

}  // namespace reddragon::text
