// javascript_case.cpp - String.prototype.toUpperCase/toLowerCase beyond
// ASCII: Unicode's simple mappings (the SDK's table) plus the full ones
// ordinary text meets (ß -> SS, İ -> i + U+0307) and Final_Sigma.
#include "javascript_case.hpp"

#include <cstdint>

#include "reddragon/text/case.hpp"
#include "reddragon/text/utf8.hpp"

namespace reddragon::vm::js {

namespace {
bool cased(std::uint32_t c) { return text::simple_upper(c) != c || text::simple_lower(c) != c; }
}  // namespace

std::string change_case(std::string_view s, bool to_upper) {
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
    if (to_upper && c == 0xDF) {  // ß has no capital of its own
      out += "SS";
      continue;
    }
    if (!to_upper && c == 0x130) {  // İ: i and a combining dot above
      out += "i\xCC\x87";
      continue;
    }
    std::uint32_t m = to_upper ? text::simple_upper(c) : text::simple_lower(c);
    if (!to_upper && c == 0x3A3 && after_cased) {  // Final_Sigma: Σ ending a word is ς
      std::size_t k = utf8::sequence_length(s, i);
      if (i >= s.size() || k == 0 || !cased(utf8::first_code_point(s.substr(i, k)))) m = 0x3C2;
    }
    utf8::append(out, m);
  }
  return out;
}

}  // namespace reddragon::vm::js
