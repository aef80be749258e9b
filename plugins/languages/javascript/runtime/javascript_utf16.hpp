// javascript_utf16.hpp - JavaScript's view of a string: UTF-16 code units.
//
// The VM stores strings as UTF-8 (a lone surrogate as its 3-byte WTF-8
// form); length, indices and positions in JavaScript count UTF-16 code units
// ("é".length is 1, "😀".length is 2). ASCII text is its own index; other
// text gets a unit -> byte table, kept for the few strings used last.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "reddragon/vm/runtime.hpp"

namespace reddragon::vm::js {

class Utf16 {
 public:
  /// str must be a string value; it must outlive the view.
  Utf16(Vm& in, const Value& str);
  std::size_t size() const { return units_; }
  bool ascii() const { return map_ == nullptr; }
  /// The code unit at i (i < size()).
  std::uint32_t unit(std::size_t i) const;
  /// The code point at i: a surrogate pair's two units read as one.
  std::uint32_t code_point(std::size_t i) const;
  /// Units [b, e) as a string (b <= e <= size()); a pair cut in two leaves
  /// a lone surrogate.
  std::string substr(std::size_t b, std::size_t e) const;
  /// The byte offset of unit i (i <= size(); the low half of a pair maps to
  /// the pair's first byte).
  std::size_t byte_of(std::size_t i) const;
  /// The unit index of a byte offset at a code point boundary.
  std::size_t unit_of(std::size_t byte) const;

 private:
  bool low_half(std::size_t i) const { return map_ && ((*map_)[i] >> 31) != 0; }
  const std::string& s_;
  std::shared_ptr<const std::vector<std::uint32_t>> map_;  // null: ASCII
  std::size_t units_;
};

/// UTF-16 length of UTF-8 text.
std::size_t utf16_length(std::string_view s);
/// UTF-8 (WTF-8 for a surrogate) of one code point.
std::string encode_code_point(std::uint32_t cp);
/// UTF-8 of a sequence of code units: surrogate pairs join into one code point.
std::string from_code_units(const std::vector<std::uint32_t>& units);
/// The ASCII base letter of a Latin-1 / Latin Extended-A letter
/// (U+00C0..U+017F) by its canonical decomposition; 0 if none.
char latin_base(std::uint32_t cp);
/// Its combining mark (U+0300..U+036F), 0 if none.
std::uint32_t latin_mark(std::uint32_t cp);

}  // namespace reddragon::vm::js
