// normalize.cpp - UAX #15 normalization: full decomposition (Hangul
// algorithmically, the rest from the table), canonical ordering of each
// run of non-starters, then canonical composition for NFC/NFKC.
#include "reddragon/text/normalize.hpp"

#include <algorithm>
#include <cstdint>
#include <vector>

#include "normalize_table.hpp"
#include "reddragon/text/utf8.hpp"

namespace reddragon::text {

namespace {
using namespace nfdata;

constexpr std::uint32_t kSBase = 0xAC00, kLBase = 0x1100, kVBase = 0x1161, kTBase = 0x11A7;
constexpr std::uint32_t kLCount = 19, kVCount = 21, kTCount = 28, kNCount = kVCount * kTCount, kSCount = kLCount * kNCount;
constexpr std::uint32_t kRawByte = 0x110000;  // + byte: an invalid UTF-8 byte kept as it is

int ccc(std::uint32_t c) {
  if (c < 0x300 || c >= kRawByte) return 0;
  const CccRun* end = kCcc + kCccCount;
  const CccRun* r = std::upper_bound(kCcc, end, c, [](std::uint32_t x, const CccRun& v) { return x < v.lo; });
  if (r == kCcc) return 0;
  --r;
  return c <= r->hi ? r->ccc : 0;
}

void decompose(std::uint32_t c, bool compat, std::vector<std::uint32_t>& out) {
  if (c >= kSBase && c < kSBase + kSCount) {  // Hangul syllable: L V (T)
    const std::uint32_t s = c - kSBase;
    out.push_back(kLBase + s / kNCount);
    out.push_back(kVBase + (s % kNCount) / kTCount);
    if (s % kTCount) out.push_back(kTBase + s % kTCount);
    return;
  }
  if (c < 0xA0 || c >= kRawByte) {  // nothing below U+00A0 decomposes
    out.push_back(c);
    return;
  }
  const DecompRow* end = kDecomp + kDecompCount;
  const DecompRow* d = std::lower_bound(kDecomp, end, c, [](const DecompRow& v, std::uint32_t x) { return v.cp < x; });
  if (d == end || d->cp != c || (d->compat && !compat)) {
    out.push_back(c);
    return;
  }
  for (std::size_t k = 0; k < d->len; ++k) decompose(kDecompCps[d->at + k], compat, out);
}

std::uint32_t compose_pair(std::uint32_t a, std::uint32_t b) {
  if (a >= kLBase && a < kLBase + kLCount && b >= kVBase && b < kVBase + kVCount)
    return kSBase + ((a - kLBase) * kVCount + (b - kVBase)) * kTCount;
  if (a >= kSBase && a < kSBase + kSCount && (a - kSBase) % kTCount == 0 && b > kTBase && b < kTBase + kTCount)
    return a + (b - kTBase);
  const CompRow* end = kComp + kCompCount;
  const CompRow* r = std::lower_bound(kComp, end, std::make_pair(a, b), [](const CompRow& v, const std::pair<std::uint32_t, std::uint32_t>& x) {
    return v.first < x.first || (v.first == x.first && v.second < x.second);
  });
  return r != end && r->first == a && r->second == b ? r->composite : 0;
}

std::uint32_t decode(std::string_view s, std::size_t& i) {
  const std::size_t n = utf8::sequence_length(s, i);
  if (n == 0) return kRawByte + static_cast<unsigned char>(s[i++]);
  const std::uint32_t cp = utf8::first_code_point(s.substr(i, n));
  i += n;
  return cp;
}
}  // namespace

std::string normalize(std::string_view s, bool compat, bool compose) {
  if (std::all_of(s.begin(), s.end(), [](char ch) { return static_cast<unsigned char>(ch) < 0x80; })) return std::string(s);
  std::vector<std::uint32_t> cps;
  cps.reserve(s.size());
  for (std::size_t i = 0; i < s.size();) decompose(decode(s, i), compat, cps);
  // canonical ordering: a stable sort of each run of non-starters by class
  for (std::size_t i = 0; i < cps.size();) {
    if (ccc(cps[i]) == 0) {
      ++i;
      continue;
    }
    std::size_t j = i;
    while (j < cps.size() && ccc(cps[j]) != 0) ++j;
    std::stable_sort(cps.begin() + static_cast<std::ptrdiff_t>(i), cps.begin() + static_cast<std::ptrdiff_t>(j),
                     [](std::uint32_t a, std::uint32_t b) { return ccc(a) < ccc(b); });
    i = j;
  }
  if (compose && !cps.empty()) {
    // c joins the last starter unless a character between them has class 0
    // or a class >= c's (blocked)
    std::vector<std::uint32_t> out;
    out.reserve(cps.size());
    std::size_t starter = std::string::npos;
    int last_cc = -1;  // class of the last character kept after the starter (-1: none)
    for (std::uint32_t c : cps) {
      const int cc = ccc(c);
      if (starter != std::string::npos && (last_cc == -1 || (last_cc != 0 && last_cc < cc)))
        if (std::uint32_t p = compose_pair(out[starter], c)) {
          out[starter] = p;
          continue;
        }
      if (cc == 0) {
        starter = out.size();
        last_cc = -1;
      } else {
        last_cc = cc;
      }
      out.push_back(c);
    }
    cps.swap(out);
  }
  std::string r;
  r.reserve(s.size());
  for (std::uint32_t c : cps) {
    if (c >= kRawByte) r.push_back(static_cast<char>(c - kRawByte));
    else utf8::append(r, c);
  }
  return r;
}

}  // namespace reddragon::text
