// python_unicodedata_table.hpp - the shapes of the Unicode tables that
// scripts/gen-python-unicodedata.py writes into python_unicodedata_table.cpp
// and python_unicodedata.cpp reads (one declaration for both sides).
#pragma once
#include <cstddef>
#include <cstdint>

namespace reddragon::vm::py::ucd {

struct ValueRange {
  std::uint32_t lo, hi;
  std::uint16_t value;
};
struct NumericRow {
  std::uint32_t cp;
  double value;
  std::int8_t decimal, digit;  // -1: none
};
struct DecompRow {
  std::uint32_t cp;
  std::uint8_t tag;  // index into kDecompTags (0: canonical)
  std::uint8_t len;
  std::uint16_t at;  // into kDecompCps
};
extern const char* const kCategories[];
extern const ValueRange kCategory[];
extern const std::size_t kCategoryCount;
extern const char* const kBidis[];
extern const ValueRange kBidi[];
extern const std::size_t kBidiCount;
extern const char* const kWidths[];
extern const ValueRange kWidth[];
extern const std::size_t kWidthCount;
extern const ValueRange kCombining[];
extern const std::size_t kCombiningCount;
extern const ValueRange kMirrored[];
extern const std::size_t kMirroredCount;
extern const NumericRow kNumeric[];
extern const std::size_t kNumericCount;
extern const char* const kDecompTags[];
extern const DecompRow kDecomp[];
extern const std::size_t kDecompCount;
extern const std::uint32_t kDecompCps[];
extern const char* const kNames[];
}  // namespace reddragon::vm::py::ucd
