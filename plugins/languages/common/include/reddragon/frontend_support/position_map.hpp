// position_map.hpp - where bytes of an edited text came from in the
// original. AST repair splices LLM fixes into a file; the frontend then
// lowers the edited text, and every span it reports is mapped back here so
// diagnostics and IR spans name the ORIGINAL file's lines.
#pragma once

#include <cstddef>
#include <string_view>
#include <vector>

#include "reddragon/ir/ir.hpp"

namespace reddragon::frontend {

/// Half-open byte range [begin, end).
struct ByteRange {
  std::size_t begin = 0, end = 0;
  friend bool operator==(const ByteRange&, const ByteRange&) = default;
};

/// Line starts of a text: byte offset <-> (1-based line, 0-based byte column).
class LineTable {
 public:
  explicit LineTable(std::string_view text);
  std::size_t offset(std::uint32_t line, std::uint32_t col) const;  ///< clamped to the text
  void point(std::size_t offset, std::uint32_t& line, std::uint32_t& col) const;
  std::size_t size() const { return size_; }

 private:
  std::vector<std::size_t> starts_;
  std::size_t size_;
};

/// The replaced regions of an edited text, each with the original range it
/// stands for. Text outside every region is unchanged, only shifted.
class PositionMap {
 public:
  /// Records that current bytes [cur.begin, cur.end) were replaced by
  /// `new_len` bytes. Regions it touches merge into one.
  void replace(ByteRange cur, std::size_t new_len);
  /// Original offset of a current offset; inside a replaced region, the
  /// region's start (`end` false) or end (`end` true).
  std::size_t to_original(std::size_t cur, bool end = false) const;
  ByteRange to_original(ByteRange cur) const { return {to_original(cur.begin), to_original(cur.end, true)}; }
  bool empty() const { return edits_.empty(); }
  /// A span of the current text as a span of the original.
  ir::SourceSpan to_original(const ir::SourceSpan& s, const LineTable& current, const LineTable& original) const;

 private:
  struct Edit {
    ByteRange cur, orig;
  };
  std::vector<Edit> edits_;  // sorted, disjoint
};

}  // namespace reddragon::frontend
