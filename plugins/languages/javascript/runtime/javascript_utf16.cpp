// javascript_utf16.cpp - UTF-16 code unit views of the VM's UTF-8 strings.
#include "javascript_utf16.hpp"

#include <algorithm>
#include <array>

#include "reddragon/text/utf8.hpp"
#include "reddragon/vm/objects.hpp"

namespace reddragon::vm::js {

namespace {

/// A lone surrogate as the VM stores it (WTF-8: ED A0..BF xx), one code unit.
bool wtf8_surrogate(const std::string& s, std::size_t i) {
  return i + 2 < s.size() && static_cast<unsigned char>(s[i]) == 0xED && (static_cast<unsigned char>(s[i + 1]) & 0xE0) == 0xA0 &&
         (static_cast<unsigned char>(s[i + 2]) & 0xC0) == 0x80;
}
/// Bytes of the UTF-8 sequence at s[i] (the SDK's decoder; a stray byte counts as one).
std::size_t seq_len(const std::string& s, std::size_t i) {
  if (wtf8_surrogate(s, i)) return 3;
  return std::max<std::size_t>(1, utf8::sequence_length(s, i));
}

std::uint32_t decode_at(const std::string& s, std::size_t off) {
  if (wtf8_surrogate(s, off))
    return 0xD000u | ((static_cast<unsigned char>(s[off + 1]) & 0x3Fu) << 6) | (static_cast<unsigned char>(s[off + 2]) & 0x3Fu);
  return utf8::first_code_point(std::string_view(s).substr(off, seq_len(s, off)));
}

bool all_ascii(const std::string& s) {
  unsigned char acc = 0;
  for (char c : s) acc |= static_cast<unsigned char>(c);
  return acc < 0x80;
}

// Unit -> byte offset table (the high bit marks a pair's low half); the
// last entry is the string's size.
std::shared_ptr<const std::vector<std::uint32_t>> build_map(const std::string& s) {
  auto m = std::make_shared<std::vector<std::uint32_t>>();
  m->reserve(s.size() + 1);
  for (std::size_t i = 0; i < s.size();) {
    const std::size_t n = seq_len(s, i);
    m->push_back(static_cast<std::uint32_t>(i));
    if (n == 4) m->push_back(static_cast<std::uint32_t>(i) | 0x80000000u);
    i += n;
  }
  m->push_back(static_cast<std::uint32_t>(s.size()));
  return m;
}

// The last few long strings viewed. Each entry's string is pinned in the
// run's state, so the object cannot be freed (and its address reused)
// while the entry names it, and a new run starts with no valid entry.
struct CacheEntry {
  const Obj* obj = nullptr;
  std::shared_ptr<const std::vector<std::uint32_t>> map;
};
constexpr std::size_t kCacheSize = 4;
constexpr std::size_t kCacheMin = 64;  // shorter strings are scanned each time
thread_local std::array<CacheEntry, kCacheSize> g_cache;
thread_local std::size_t g_next = 0;

}  // namespace

Utf16::Utf16(Vm& in, const Value& str) : s_(str.as<StrObj>()->s) {
  if (s_.size() < kCacheMin) {
    if (!all_ascii(s_)) map_ = build_map(s_);
  } else {
    Value& pins = in.run_state("javascript.utf16_pins");
    if (!pins.is(Tag::List)) {
      pins = make<ListObj>();
      pins.as<ListObj>()->items.assign(kCacheSize, Value::none());
    }
    auto& items = pins.as<ListObj>()->items;
    const Obj* self = str.as<StrObj>();
    bool hit = false;
    for (std::size_t k = 0; k < kCacheSize; ++k)
      if (g_cache[k].obj == self && items[k].is(Tag::Str) && items[k].as<StrObj>() == self) {
        map_ = g_cache[k].map;
        hit = true;
        break;
      }
    if (!hit) {
      if (!all_ascii(s_)) map_ = build_map(s_);
      const std::size_t k = g_next++ % kCacheSize;
      items[k] = str;
      g_cache[k] = {self, map_};
    }
  }
  units_ = map_ ? map_->size() - 1 : s_.size();
}

std::uint32_t Utf16::unit(std::size_t i) const {
  if (!map_) return static_cast<unsigned char>(s_[i]);
  const std::uint32_t e = (*map_)[i];
  const std::uint32_t cp = decode_at(s_, e & 0x7FFFFFFFu);
  if (cp < 0x10000) return cp;
  return (e >> 31) ? 0xDC00 + ((cp - 0x10000) & 0x3FF) : 0xD800 + ((cp - 0x10000) >> 10);
}

std::uint32_t Utf16::code_point(std::size_t i) const {
  if (!map_ || low_half(i)) return unit(i);
  return decode_at(s_, (*map_)[i]);
}

std::size_t Utf16::byte_of(std::size_t i) const { return map_ ? ((*map_)[i] & 0x7FFFFFFFu) : i; }

std::size_t Utf16::unit_of(std::size_t byte) const {
  if (!map_) return byte;
  auto it = std::lower_bound(map_->begin(), map_->end(), static_cast<std::uint32_t>(byte),
                             [](std::uint32_t e, std::uint32_t b) { return (e & 0x7FFFFFFFu) < b; });
  return static_cast<std::size_t>(it - map_->begin());
}

std::string Utf16::substr(std::size_t b, std::size_t e) const {
  if (b >= e) return std::string();
  if (!map_) return s_.substr(b, e - b);
  std::string out;
  if (low_half(b)) out += encode_code_point(unit(b++));
  if (b >= e) return out;
  std::size_t end = e;
  const bool cut = end < units_ && low_half(end);  // e splits a pair: its high half ends the piece
  if (cut) --end;
  if (b < end) out.append(s_, byte_of(b), byte_of(end) - byte_of(b));
  if (cut) out += encode_code_point(unit(end));
  return out;
}

std::size_t utf16_length(std::string_view s) {
  std::size_t n = 0;
  for (char c : s) {
    const auto u = static_cast<unsigned char>(c);
    n += (u & 0xC0) != 0x80;
    n += u >= 0xF0;
  }
  return n;
}

std::string encode_code_point(std::uint32_t cp) {
  std::string out;
  utf8::append(out, cp);
  return out;
}

std::string from_code_units(const std::vector<std::uint32_t>& units) {
  std::string out;
  for (std::size_t i = 0; i < units.size(); ++i) {
    const std::uint32_t u = units[i];
    if (u >= 0xD800 && u < 0xDC00 && i + 1 < units.size() && units[i + 1] >= 0xDC00 && units[i + 1] < 0xE000) {
      out += encode_code_point(0x10000 + ((u - 0xD800) << 10) + (units[i + 1] - 0xDC00));
      ++i;
    } else {
      out += encode_code_point(u);
    }
  }
  return out;
}

namespace {
// U+00C0..U+017F: the base letter ('?': none) and the combining mark
// (U+0300 + n; 255: none) of each canonical decomposition (Unicode data)
constexpr std::string_view kLatinBase =
    "AAAAAAACEEEEIIII?NOOOOO?OUUUUY?saaaaaaaceeeeiiii?nooooo?ouuuuy?yAaAaAaCcCcCcCcDdDdEeEeEeEeEeGgGgGgGgHhHhIiIiIiIiIi"
    "??JjKkkLlLlLlLlLlNnNnNnn??OoOoOoOoRrRrRrSsSsSsSsTtTtTtUuUuUuUuUuUuWwYyYZzZzZz?";
constexpr std::uint8_t kLatinMark[192] = {0,1,2,3,8,10,255,39,0,1,2,8,0,1,2,8,255,3,0,1,2,3,8,255,255,0,1,2,8,1,255,255,0,1,2,3,8,10,255,39,0,1,2,8,0,1,2,8,255,3,0,1,2,3,8,255,255,0,1,2,8,1,255,8,4,4,6,6,40,40,1,1,2,2,7,7,12,12,12,12,255,255,4,4,6,6,7,7,40,40,12,12,2,2,6,6,7,7,39,39,2,2,255,255,3,3,4,4,6,6,40,40,7,255,255,255,2,2,39,39,255,1,1,39,39,12,12,255,255,255,255,1,1,39,39,12,12,255,255,255,4,4,6,6,11,11,255,255,1,1,39,39,12,12,1,1,2,2,39,39,12,12,39,39,12,12,255,255,3,3,4,4,6,6,10,10,11,11,40,40,2,2,2,2,8,1,1,7,7,12,12,255};
}  // namespace

char latin_base(std::uint32_t cp) {
  if (cp < 0xC0 || cp >= 0x180) return 0;
  const char b = kLatinBase[cp - 0xC0];
  return b == '?' ? 0 : b;
}

std::uint32_t latin_mark(std::uint32_t cp) {
  if (cp < 0xC0 || cp >= 0x180 || kLatinMark[cp - 0xC0] == 255) return 0;
  return 0x300 + kLatinMark[cp - 0xC0];
}

}  // namespace reddragon::vm::js
