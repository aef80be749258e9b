// python_unicodedata.cpp - the native half of lib/unicodedata.py: property
// lookups in the generated tables (python_unicodedata_table.cpp, from
// CPython 3.11's unicodedata by scripts/gen-python-unicodedata.py); the
// four normalization forms are the SDK's (reddragon/text/normalize.hpp).
#include <algorithm>
#include <cstdio>
#include <cstring>

#include "python_runtime.hpp"
#include "python_unicodedata_table.hpp"
#include "reddragon/text/normalize.hpp"
#include "reddragon/text/utf8.hpp"

namespace reddragon::vm::py {


namespace {
using namespace ucd;

constexpr std::uint32_t kSBase = 0xAC00, kLBase = 0x1100, kVBase = 0x1161, kTBase = 0x11A7;
constexpr std::uint32_t kLCount = 19, kVCount = 21, kTCount = 28, kNCount = kVCount * kTCount, kSCount = kLCount * kNCount;

/// The value of the run holding c, or -1 when c is in none.
int lookup(const ValueRange* t, std::size_t n, std::uint32_t c) {
  const ValueRange* end = t + n;
  const ValueRange* r = std::upper_bound(t, end, c, [](std::uint32_t x, const ValueRange& v) { return x < v.lo; });
  if (r == t) return -1;
  --r;
  return c <= r->hi ? r->value : -1;
}

const DecompRow* decomp_of(std::uint32_t c) {
  const DecompRow* end = kDecomp + kDecompCount;
  const DecompRow* r = std::lower_bound(kDecomp, end, c, [](const DecompRow& v, std::uint32_t x) { return v.cp < x; });
  return r != end && r->cp == c ? r : nullptr;
}

int ccc(std::uint32_t c) { return std::max(0, lookup(kCombining, kCombiningCount, c)); }

/// The name table's line for c ("HEX NAME"), or empty.
std::string table_name(std::uint32_t c) {
  char key[16];
  std::snprintf(key, sizeof key, "%X ", c);
  const std::size_t kl = std::strlen(key);
  for (const char* const* chunk = kNames; *chunk; ++chunk) {
    std::string_view t(*chunk);
    for (std::size_t at = 0; at < t.size();) {
      std::size_t nl = t.find('\n', at);
      if (t.compare(at, kl, key) == 0) return std::string(t.substr(at + kl, nl - at - kl));
      at = nl + 1;
    }
  }
  return {};
}

constexpr const char* kJamoL[] = {"G", "GG", "N", "D", "DD", "R", "M", "B", "BB", "S", "SS", "", "J", "JJ", "C", "K", "T", "P", "H"};
constexpr const char* kJamoV[] = {"A", "AE", "YA", "YAE", "EO", "E", "YEO", "YE", "O", "WA", "WAE",
                                  "OE", "YO", "U", "WEO", "WE", "WI", "YU", "EU", "YI", "I"};
constexpr const char* kJamoT[] = {"", "G", "GG", "GS", "N", "NJ", "NH", "D", "L", "LG", "LM", "LB", "LS", "LT",
                                  "LP", "LH", "M", "B", "BS", "S", "SS", "NG", "J", "C", "K", "T", "P", "H"};

bool cjk_unified(std::uint32_t c) {
  return (c >= 0x3400 && c <= 0x4DBF) || (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0x20000 && c <= 0x2A6DF) ||
         (c >= 0x2A700 && c <= 0x2B739) || (c >= 0x2B740 && c <= 0x2B81D) || (c >= 0x2B820 && c <= 0x2CEA1) ||
         (c >= 0x2CEB0 && c <= 0x2EBE0) || (c >= 0x30000 && c <= 0x3134A);
}

std::string name_of(std::uint32_t c) {
  if (c >= kSBase && c < kSBase + kSCount) {
    const std::uint32_t s = c - kSBase;
    return std::string("HANGUL SYLLABLE ") + kJamoL[s / kNCount] + kJamoV[(s % kNCount) / kTCount] + kJamoT[s % kTCount];
  }
  if (cjk_unified(c)) {
    char buf[40];
    std::snprintf(buf, sizeof buf, "CJK UNIFIED IDEOGRAPH-%X", c);
    return buf;
  }
  return table_name(c);
}

std::uint32_t code_of(std::string_view name) {
  if (name.starts_with("CJK UNIFIED IDEOGRAPH-")) {
    const std::uint32_t c = static_cast<std::uint32_t>(std::strtoul(std::string(name.substr(22)).c_str(), nullptr, 16));
    return cjk_unified(c) ? c : 0;
  }
  if (name.starts_with("HANGUL SYLLABLE "))
    for (std::uint32_t c = kSBase; c < kSBase + kSCount; ++c)
      if (name_of(c) == name) return c;
  for (const char* const* chunk = kNames; *chunk; ++chunk) {
    std::string_view t(*chunk);
    for (std::size_t at = 0; at < t.size();) {
      std::size_t nl = t.find('\n', at);
      std::size_t sp = t.find(' ', at);
      if (t.substr(sp + 1, nl - sp - 1) == name)
        return static_cast<std::uint32_t>(std::strtoul(std::string(t.substr(at, sp - at)).c_str(), nullptr, 16));
      at = nl + 1;
    }
  }
  return 0;
}
}  // namespace

std::string decimal_to_ascii(std::string_view s) {
  std::string out;
  for (std::size_t i = 0; i < s.size();) {
    const std::size_t at = i;
    const std::uint32_t c = text::decode(s, i);
    if (c >= 0x80 && text::is_space(c)) {
      out.push_back(' ');
      continue;
    }
    if (c >= 0x80 && text::is_decimal(c)) {
      const NumericRow* end = kNumeric + kNumericCount;
      const NumericRow* r = std::lower_bound(kNumeric, end, c, [](const NumericRow& v, std::uint32_t x) { return v.cp < x; });
      if (r != end && r->cp == c && r->decimal >= 0) {
        out.push_back(static_cast<char>('0' + r->decimal));
        continue;
      }
    }
    out.append(s.substr(at, i - at));
  }
  return out;
}

Value unicodedata_call(Vm& in, std::span<const Value> args) {
  if (args.size() != 2 || !args[0].is(Tag::Str) || !args[1].is(Tag::Str)) return Value::none();
  const std::string& op = args[0].as<StrObj>()->s;
  const std::string& s = args[1].as<StrObj>()->s;
  if (op == "normalize_nfc" || op == "normalize_nfd" || op == "normalize_nfkc" || op == "normalize_nfkd") {
    if (!in.charge_bytes(s.size() * 4)) return Value::none();
    return make_str(reddragon::text::normalize(s, op[12] == 'k', op.back() == 'c'));  // normalize_nf(k)(c|d)
  }
  if (op == "lookup") {
    const std::uint32_t c = code_of(s);
    if (!c) return Value::none();
    std::string r;
    utf8::append(r, c);
    return make_str(std::move(r));
  }
  std::size_t i = 0;
  const std::uint32_t c = s.empty() ? 0 : text::decode(s, i);
  if (op == "category") {
    const int v = lookup(kCategory, kCategoryCount, c);
    return make_str(v < 0 ? "Cn" : kCategories[v]);
  }
  if (op == "bidirectional") {
    const int v = lookup(kBidi, kBidiCount, c);
    return make_str(v < 0 ? "" : kBidis[v]);
  }
  if (op == "east_asian_width") {
    const int v = lookup(kWidth, kWidthCount, c);
    return make_str(v < 0 ? "N" : kWidths[v]);
  }
  if (op == "combining") return Value::integer(ccc(c));
  if (op == "mirrored") return Value::integer(lookup(kMirrored, kMirroredCount, c) > 0 ? 1 : 0);
  if (op == "numeric" || op == "decimal" || op == "digit") {
    const NumericRow* end = kNumeric + kNumericCount;
    const NumericRow* r = std::lower_bound(kNumeric, end, c, [](const NumericRow& v, std::uint32_t x) { return v.cp < x; });
    if (r == end || r->cp != c) return Value::none();
    if (op == "numeric") return Value::real(r->value);
    const int v = op == "decimal" ? r->decimal : r->digit;
    return v < 0 ? Value::none() : Value::integer(v);
  }
  if (op == "decomposition") {
    const DecompRow* d = decomp_of(c);
    if (!d) return make_str("");
    std::string r = kDecompTags[d->tag];
    for (std::size_t k = 0; k < d->len; ++k) {
      char buf[16];
      std::snprintf(buf, sizeof buf, "%04X", kDecompCps[d->at + k]);
      if (!r.empty()) r += ' ';
      r += buf;
    }
    return make_str(std::move(r));
  }
  if (op == "name") {
    std::string n = name_of(c);
    return n.empty() ? Value::none() : make_str(std::move(n));
  }
  return Value::none();
}

}  // namespace reddragon::vm::py
