// splitter.cpp - indentation, bracket and keyword splitting (see splitter.hpp).
#include "splitter.hpp"

#include "ts_units.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <cstdint>

namespace reddragon::llmfe {

namespace {

std::vector<std::string_view> lines_of(std::string_view s) {
  std::vector<std::string_view> out;
  while (!s.empty()) {
    auto nl = s.find('\n');
    out.push_back(s.substr(0, nl == std::string_view::npos ? s.size() : nl + 1));
    if (nl == std::string_view::npos) break;
    s.remove_prefix(nl + 1);
  }
  return out;
}

std::size_t indent_of(std::string_view l) {
  std::size_t i = 0, col = 0;
  for (; i < l.size() && (l[i] == ' ' || l[i] == '\t'); ++i) col += l[i] == '\t' ? 8 - col % 8 : 1;
  return col;
}

std::string_view trimmed(std::string_view l) {
  std::size_t a = 0, b = l.size();
  while (a < b && (l[a] == ' ' || l[a] == '\t')) ++a;
  while (b > a && (l[b - 1] == ' ' || l[b - 1] == '\t' || l[b - 1] == '\n' || l[b - 1] == '\r')) --b;
  return l.substr(a, b - a);
}

bool is_comment(std::string_view t, std::string_view language) {
  static constexpr std::array<std::string_view, 8> kPrefixes = {"--", "//", "#", ";", "/*", "*", "{-", "!"};
  for (auto p : kPrefixes)
    if (t.starts_with(p)) return true;
  // Fixed-form COBOL and Fortran comment lines.
  if ((language == "cobol" || language == "fortran") && !t.empty() && (t[0] == 'C' || t[0] == 'c') && t.size() > 1 &&
      t[1] == ' ')
    return true;
  return false;
}

// Words that continue the construct above them rather than start a unit.
bool continues(std::string_view t) {
  static constexpr std::array<std::string_view, 18> kWords = {
      "}", ")", "]", "end", "else", "elif", "elsif", "except", "finally", "catch", "where", "then", "in",
      "deriving", "|", ".", ",", "rescue"};
  for (auto w : kWords) {
    if (!t.starts_with(w)) continue;
    if (w.size() == 1 || t.size() == w.size()) return true;
    char c = t[w.size()];
    if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-')) return true;
  }
  return false;
}

// Net bracket depth change of a line, outside string literals.
int bracket_delta(std::string_view l) {
  int d = 0;
  char quote = 0;
  for (std::size_t i = 0; i < l.size(); ++i) {
    char c = l[i];
    if (quote != 0) {
      if (c == '\\') ++i;
      else if (c == quote) quote = 0;
      continue;
    }
    if (c == '"' || c == '\'') {
      // A lone apostrophe (Haskell's x', Lisp's quote) opens nothing unless closed on the line.
      if (l.find(c, i + 1) != std::string_view::npos) quote = c;
      continue;
    }
    if (c == '(' || c == '[' || c == '{') ++d;
    if (c == ')' || c == ']' || c == '}') --d;
  }
  return d;
}

std::vector<Chunk> cut(const std::vector<std::string_view>& lines, const std::vector<char>& boundary,
                       const std::vector<char>& after_blank, std::uint32_t target_lines) {
  target_lines = std::max<std::uint32_t>(target_lines, 1);
  std::vector<Chunk> out;
  std::size_t start = 0;
  auto emit = [&](std::size_t end) {  // [start, end)
    Chunk c;
    c.first_line = static_cast<std::uint32_t>(start + 1);
    c.last_line = static_cast<std::uint32_t>(end);
    for (std::size_t k = start; k < end; ++k) c.text.append(lines[k]);
    out.push_back(std::move(c));
    start = end;
  };
  for (std::size_t i = 1; i < lines.size(); ++i) {
    std::size_t len = i - start;
    if (len < target_lines) continue;
    bool here = (boundary[i] && after_blank[i]) || (boundary[i] && len >= 2 * target_lines) || len >= 4 * target_lines;
    if (here) emit(i);
  }
  emit(lines.size());
  return out;
}


}  // namespace

std::vector<Chunk> split_chunks(std::string_view source, std::string_view language, std::uint32_t target_lines) {
  auto lines = lines_of(source);
  if (lines.empty()) return {};
  if (auto starts = tree_sitter_unit_starts(source, language)) {
    // The grammar's top-level nodes are the units; every one may start a chunk.
    std::vector<char> boundary(lines.size(), 0);
    for (std::uint32_t l : *starts)
      if (l < lines.size()) boundary[l] = 1;
    return cut(lines, boundary, boundary, target_lines);
  }
  std::size_t base = SIZE_MAX;
  for (auto l : lines) {
    auto t = trimmed(l);
    if (!t.empty() && !is_comment(t, language)) base = std::min(base, indent_of(l));
  }
  if (base == SIZE_MAX) base = 0;
  // boundary[i]: a unit may start at line i; after_blank[i]: the line before it is blank.
  std::vector<char> boundary(lines.size(), 0), after_blank(lines.size(), 0);
  int depth = 0;
  bool prev_blank = true;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    auto t = trimmed(lines[i]);
    bool blank = t.empty();
    if (!blank && depth <= 0 && indent_of(lines[i]) <= base && !continues(t)) {
      boundary[i] = 1;
      after_blank[i] = prev_blank ? 1 : 0;
    }
    if (!blank && !is_comment(t, language)) depth = std::max(0, depth + bracket_delta(t));
    prev_blank = blank;
  }
  // A comment block (and blank lines) directly above a unit belongs to it.
  for (std::size_t i = lines.size(); i-- > 1;) {
    if (!boundary[i]) continue;
    std::size_t j = i;
    while (j > 0 && !trimmed(lines[j - 1]).empty() && is_comment(trimmed(lines[j - 1]), language) &&
           indent_of(lines[j - 1]) <= base)
      --j;
    if (j != i && (j == 0 || trimmed(lines[j - 1]).empty())) {
      boundary[j] = 1;
      after_blank[j] = 1;
      boundary[i] = 0;
    }
  }
  return cut(lines, boundary, after_blank, target_lines);
}

}  // namespace reddragon::llmfe
