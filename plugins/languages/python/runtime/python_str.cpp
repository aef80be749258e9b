// python_str.cpp - Python's str as a sequence of code points over the VM's
// UTF-8 text: len, s[i], s[a:b:c], offsets of find/index, widths, case
// mapping and character classes beyond ASCII. ASCII text keeps the IR's
// byte-indexed rules; long strings remember (per run) whether they are
// ASCII and, if not, where every 32nd code point starts, so indexing in a
// loop stays cheap.
#include <array>
#include <cstring>

#include "python_runtime.hpp"
#include "reddragon/text/case.hpp"
#include "reddragon/text/utf8.hpp"
#include "reddragon/vm/objects.hpp"

namespace reddragon::vm::py {

namespace {

bool is_cont(unsigned char c) { return (c & 0xC0) == 0x80; }

/// Indexes of long strings, kept for the strings the run's state list holds
/// (that reference keeps the object alive and unmodified: Python text is
/// immutable and in-place appends need the only reference).
constexpr std::size_t kSlots = 8;
constexpr std::size_t kIndexed = 128;  // shorter strings are scanned
constexpr std::size_t kStride = 32;
struct StrIndex {
  const Obj* key = nullptr;
  bool ascii = true;
  std::size_t cps = 0;
  std::vector<std::uint32_t> starts;  // byte offset of code point k*kStride
};
thread_local std::array<StrIndex, kSlots> g_index;
thread_local std::size_t g_next_slot = 0;

const StrIndex* index_of(Vm& in, const Value& str) {
  Value& held = in.run_state("python.str_index");
  if (!held.is(Tag::List)) held = make_list(std::vector<Value>(kSlots, Value::none()));
  auto& items = held.as<ListObj>()->items;
  for (std::size_t k = 0; k < kSlots; ++k)
    if (items[k].is(Tag::Str) && items[k].obj() == str.obj() && g_index[k].key == str.obj()) return &g_index[k];
  const std::string& s = str.as<StrObj>()->s;
  if (!in.charge_bytes(s.size())) return nullptr;
  std::size_t k = g_next_slot++ % kSlots;
  StrIndex& e = g_index[k];
  e.key = str.obj();
  e.ascii = text::ascii(s);
  e.starts.clear();
  e.cps = 0;
  if (e.ascii) {
    e.cps = s.size();
  } else {
    for (std::size_t i = 0; i < s.size(); ++i)
      if (!is_cont(static_cast<unsigned char>(s[i]))) {
        if (e.cps % kStride == 0) e.starts.push_back(static_cast<std::uint32_t>(i));
        ++e.cps;
      }
  }
  items[k] = str;
  return &e;
}

/// Simple case pairs: the SDK's Unicode table (ß -> SS and other full
/// mappings are the callers').
std::uint32_t upper_of(std::uint32_t c) { return ::reddragon::text::simple_upper(c); }
std::uint32_t lower_of(std::uint32_t c) { return ::reddragon::text::simple_lower(c); }

}  // namespace

namespace text {

bool ascii(std::string_view s) {
  std::size_t i = 0;
  for (; i + 8 <= s.size(); i += 8) {
    std::uint64_t w;
    std::memcpy(&w, s.data() + i, 8);
    if (w & 0x8080808080808080ull) return false;
  }
  for (; i < s.size(); ++i)
    if (static_cast<unsigned char>(s[i]) >= 0x80) return false;
  return true;
}

std::size_t length(std::string_view s) {
  std::size_t n = 0;
  for (unsigned char c : s) n += !is_cont(c);
  return n;
}

std::size_t to_byte(std::string_view s, std::size_t cp) {
  std::size_t i = 0;
  for (; i < s.size() && cp > 0; --cp)
    for (++i; i < s.size() && is_cont(static_cast<unsigned char>(s[i]));) ++i;
  return i;
}

std::size_t to_cp(std::string_view s, std::size_t byte) {
  return length(s.substr(0, std::min(byte, s.size())));
}

std::uint32_t decode(std::string_view s, std::size_t& i) {
  std::size_t n = utf8::sequence_length(s, i);
  if (n <= 1) return static_cast<unsigned char>(s[i++]);
  std::uint32_t c = utf8::first_code_point(s.substr(i, n));
  i += n;
  return c;
}

std::uint32_t upper(std::uint32_t c) { return upper_of(c); }
std::uint32_t lower(std::uint32_t c) { return lower_of(c); }

bool is_alpha(std::uint32_t c) {
  if (c < 0x80) return (c | 32) >= 'a' && (c | 32) <= 'z';
  if (upper_of(c) != c || lower_of(c) != c) return true;
  return c == 0xAA || c == 0xBA || c == 0xDF || (c >= 0x100 && c <= 0x24F) || (c >= 0x250 && c <= 0x2AF) ||
         (c >= 0x3D0 && c <= 0x3FF) || (c >= 0x5D0 && c <= 0x5EA) || (c >= 0x620 && c <= 0x64A) ||
         (c >= 0x904 && c <= 0x939) || (c >= 0x3041 && c <= 0x3096) || (c >= 0x30A1 && c <= 0x30FA) ||
         (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0xAC00 && c <= 0xD7A3) || (c >= 0x1F00 && c <= 0x1FFF);
}

bool is_space(std::uint32_t c) {
  return (c >= 9 && c <= 13) || (c >= 0x1C && c <= 0x20) || c == 0x85 || c == 0xA0 || c == 0x1680 ||
         (c >= 0x2000 && c <= 0x200A) || c == 0x2028 || c == 0x2029 || c == 0x202F || c == 0x205F || c == 0x3000;
}

bool is_digit(std::uint32_t c) { return c >= '0' && c <= '9'; }

}  // namespace text

Value str_length(Vm& in, const Value& str) {
  const std::string& s = str.as<StrObj>()->s;
  if (s.size() < kIndexed) return Value::integer(static_cast<std::int64_t>(text::length(s)));
  const StrIndex* e = index_of(in, str);
  if (!e) return Value::none();
  return Value::integer(static_cast<std::int64_t>(e->cps));
}

/// Byte offset of code point `cp` (0 <= cp <= length).
static std::size_t offset_of(const std::string& s, const StrIndex* e, std::size_t cp) {
  if (!e) return text::to_byte(s, cp);
  if (e->ascii || cp >= e->cps) return e->ascii ? cp : s.size();
  std::size_t base = e->starts[cp / kStride];
  return base + text::to_byte(std::string_view(s).substr(base), cp % kStride);
}

Value str_load_index(Vm& in, const Value& str, const Value& idx) {
  const std::string& s = str.as<StrObj>()->s;
  if (!idx.is(Tag::Int) && !idx.is(Tag::Bool) && !idx.is(Tag::Slice)) return Value::undef();
  const StrIndex* e = nullptr;
  // An ASCII string's byte indexing is code point indexing: the IR's own
  // subscript serves it, but its IndexError names the type ("str index"),
  // where CPython says "string index out of range".
  auto ascii_index = [&]() -> Value {
    if (idx.is(Tag::Slice)) return Value::undef();
    std::int64_t i = idx.i(), n = static_cast<std::int64_t>(s.size());
    if (i < -n || i >= n) {
      in.raise("IndexError", "string index out of range");
      return Value::none();
    }
    return Value::undef();
  };
  if (s.size() >= kIndexed) {
    e = index_of(in, str);
    if (!e) return Value::none();
    if (e->ascii) return ascii_index();
  } else if (text::ascii(s)) {
    return ascii_index();
  }
  const std::int64_t n = static_cast<std::int64_t>(e ? e->cps : text::length(s));
  if (!idx.is(Tag::Slice)) {
    std::int64_t i = idx.i();
    if (i < 0) i += n;
    if (i < 0 || i >= n) {
      in.raise("IndexError", "string index out of range");
      return Value::none();
    }
    std::size_t b = offset_of(s, e, static_cast<std::size_t>(i));
    return make_str(s.substr(b, std::max<std::size_t>(1, utf8::sequence_length(s, b))));
  }
  // s[lo:hi:step] over code points: the IR's slice of a list of the
  // characters' start offsets (its bounds rules are Python's).
  const auto* sl = idx.as<SliceObj>();
  auto absent = [](const Value& v) { return v.is_none() || v.is_undef(); };
  bool unit = absent(sl->step) || (sl->step.is_int() && sl->step.i() == 1);
  if (unit && (absent(sl->lo) || sl->lo.is_int()) && (absent(sl->hi) || sl->hi.is_int())) {
    auto clamp = [&](const Value& v, std::int64_t dflt) {
      if (absent(v)) return dflt;
      std::int64_t x = v.i();
      if (x < 0) x += n;
      return std::clamp<std::int64_t>(x, 0, n);
    };
    std::int64_t lo = clamp(sl->lo, 0), hi = clamp(sl->hi, n);
    if (hi <= lo) return make_str("");
    std::size_t b0 = offset_of(s, e, static_cast<std::size_t>(lo)), b1 = offset_of(s, e, static_cast<std::size_t>(hi));
    if (!in.charge_bytes(b1 - b0)) return Value::none();
    return make_str(s.substr(b0, b1 - b0));
  }
  if (!in.charge_copy(static_cast<std::size_t>(n))) return Value::none();
  std::vector<Value> starts;
  starts.reserve(static_cast<std::size_t>(n));
  for (std::size_t i = 0; i < s.size(); ++i)
    if (!is_cont(static_cast<unsigned char>(s[i]))) starts.push_back(Value::integer(static_cast<std::int64_t>(i)));
  Value picked = in.ir_load_index(make_list(std::move(starts)), idx);
  if (in.raising() || !picked.is(Tag::List)) return Value::none();
  std::string out;
  for (const Value& b : picked.as<ListObj>()->items) {
    auto at = static_cast<std::size_t>(b.i());
    out.append(s, at, std::max<std::size_t>(1, utf8::sequence_length(s, at)));
  }
  if (!in.charge_bytes(out.size())) return Value::none();
  return make_str(std::move(out));
}

}  // namespace reddragon::vm::py
