// normalize_table.hpp - the shapes of the tables that
// scripts/gen-unicode-normalize.py writes into normalize_table.cpp and
// normalize.cpp reads.
#pragma once
#include <cstddef>
#include <cstdint>

namespace reddragon::text::nfdata {

struct CccRun {
  std::uint32_t lo, hi;
  std::uint8_t ccc;
};
struct DecompRow {
  std::uint32_t cp;
  std::uint8_t compat;  // 1: a compatibility decomposition (NFKD/NFKC only)
  std::uint8_t len;
  std::uint16_t at;  // into kDecompCps
};
struct CompRow {
  std::uint32_t first, second, composite;
};
extern const CccRun kCcc[];
extern const std::size_t kCccCount;
extern const DecompRow kDecomp[];
extern const std::size_t kDecompCount;
extern const std::uint32_t kDecompCps[];
extern const CompRow kComp[];
extern const std::size_t kCompCount;

}  // namespace reddragon::text::nfdata
