// position_map.cpp - see position_map.hpp.
#include "reddragon/frontend_support/position_map.hpp"

#include <algorithm>

namespace reddragon::frontend {

LineTable::LineTable(std::string_view text) : size_(text.size()) {
  starts_.push_back(0);
  for (std::size_t i = 0; i < text.size(); ++i)
    if (text[i] == '\n') starts_.push_back(i + 1);
}

std::size_t LineTable::offset(std::uint32_t line, std::uint32_t col) const {
  if (line == 0) return 0;
  if (line > starts_.size()) return size_;
  return std::min(starts_[line - 1] + col, size_);
}

void LineTable::point(std::size_t offset, std::uint32_t& line, std::uint32_t& col) const {
  offset = std::min(offset, size_);
  auto it = std::upper_bound(starts_.begin(), starts_.end(), offset);
  const auto idx = static_cast<std::size_t>(it - starts_.begin()) - 1;
  line = static_cast<std::uint32_t>(idx + 1);
  col = static_cast<std::uint32_t>(offset - starts_[idx]);
}

std::size_t PositionMap::to_original(std::size_t cur, bool end) const {
  // orig - cur for text after the edits seen so far
  std::ptrdiff_t delta = 0;
  for (const Edit& e : edits_) {
    if (cur <= e.cur.begin) break;  // unchanged text before this region
    if (cur < e.cur.end) return end ? e.orig.end : e.orig.begin;
    delta = static_cast<std::ptrdiff_t>(e.orig.end) - static_cast<std::ptrdiff_t>(e.cur.end);
  }
  return static_cast<std::size_t>(static_cast<std::ptrdiff_t>(cur) + delta);
}

void PositionMap::replace(ByteRange cur, std::size_t new_len) {
  ByteRange orig = to_original(cur);
  ByteRange merged = cur;
  const std::ptrdiff_t shift = static_cast<std::ptrdiff_t>(new_len) - static_cast<std::ptrdiff_t>(cur.end - cur.begin);
  std::vector<Edit> out;
  for (const Edit& e : edits_) {
    if (e.cur.end < cur.begin) {
      out.push_back(e);
    } else if (e.cur.begin > cur.end) {
      Edit moved = e;
      moved.cur.begin = static_cast<std::size_t>(static_cast<std::ptrdiff_t>(e.cur.begin) + shift);
      moved.cur.end = static_cast<std::size_t>(static_cast<std::ptrdiff_t>(e.cur.end) + shift);
      out.push_back(moved);
    } else {  // touches the new region: absorbed
      merged.begin = std::min(merged.begin, e.cur.begin);
      merged.end = std::max(merged.end, e.cur.end);
      orig.begin = std::min(orig.begin, e.orig.begin);
      orig.end = std::max(orig.end, e.orig.end);
    }
  }
  merged.end = static_cast<std::size_t>(static_cast<std::ptrdiff_t>(merged.end) + shift);
  out.push_back(Edit{merged, orig});
  std::sort(out.begin(), out.end(), [](const Edit& a, const Edit& b) { return a.cur.begin < b.cur.begin; });
  edits_ = std::move(out);
}

ir::SourceSpan PositionMap::to_original(const ir::SourceSpan& s, const LineTable& current, const LineTable& original) const {
  if (s.empty() || edits_.empty()) return s;
  ir::SourceSpan o;
  original.point(to_original(current.offset(s.start_line, s.start_col)), o.start_line, o.start_col);
  original.point(to_original(current.offset(s.end_line, s.end_col), true), o.end_line, o.end_col);
  return o;
}

}  // namespace reddragon::frontend
