// accessor_modifiers.cpp - see accessor_modifiers.hpp.
#include "accessor_modifiers.hpp"

#include <array>
#include <cstring>

#include "reddragon/frontend_support/ts_lowerer.hpp"

namespace reddragon::typescript {

namespace {

bool word_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '$' ||
         static_cast<unsigned char>(c) >= 0x80;
}
bool space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

/// Whether the bytes at `at` lie inside a string, template, comment or
/// regex, or outside every syntax error (then they parsed as something else).
bool rewritable(TSNode root, std::uint32_t at, std::uint32_t len) {
  TSNode n = ts_node_descendant_for_byte_range(root, at, at + len);
  bool in_error = false;
  for (int guard = 0; !ts_node_is_null(n) && guard < 100000; ++guard) {
    const char* t = ts_node_type(n);
    if (std::strcmp(t, "string") == 0 || std::strcmp(t, "template_string") == 0 || std::strcmp(t, "comment") == 0 ||
        std::strcmp(t, "regex") == 0)
      return false;
    if (ts_node_is_error(n) || ts_node_has_error(n)) in_error = true;
    n = ts_node_parent(n);
  }
  return in_error;
}

}  // namespace

std::string accessor_modifiers_blanked(const TSLanguage* lang, std::string_view src) {
  constexpr std::string_view kw = "accessor";
  if (src.find(kw) == std::string_view::npos) return {};
  frontend::ParsedTree tree(lang, src, frontend::parse_budget_ms(src.size()));
  if (!tree.ok() || tree.timed_out() || !ts_node_has_error(tree.root())) return {};
  static constexpr std::array<std::string_view, 5> kModifiers = {"static", "public", "private", "protected",
                                                                 "override"};
  std::string out;
  for (std::size_t at = src.find(kw); at != std::string_view::npos; at = src.find(kw, at + kw.size())) {
    const std::size_t end = at + kw.size();
    if ((at > 0 && word_char(src[at - 1])) || end >= src.size() || !space(src[end])) continue;
    // `accessor` then a member name (not `accessor(`, `accessor =`: a member called accessor)
    std::size_t nx = end;
    while (nx < src.size() && space(src[nx])) ++nx;
    if (nx >= src.size() || !(word_char(src[nx]) || src[nx] == '#' || src[nx] == '[' || src[nx] == '"' ||
                              src[nx] == '\''))
      continue;
    if (!rewritable(tree.root(), static_cast<std::uint32_t>(at), static_cast<std::uint32_t>(kw.size()))) continue;
    // walk back over the modifiers in front of it
    std::size_t p = at;
    for (;;) {
      std::size_t q = p;
      while (q > 0 && space(src[q - 1])) --q;
      std::size_t w = q;
      while (w > 0 && word_char(src[w - 1])) --w;
      std::string_view word = src.substr(w, q - w);
      bool modifier = false;
      for (std::string_view m : kModifiers) modifier |= word == m;
      if (!modifier) break;
      if (out.empty()) out.assign(src);
      if (word == "static") out.replace(w, word.size(), kStaticAccessorMark);
      else out.replace(w, word.size(), std::string(word.size(), ' '));
      p = w;
    }
  }
  return out;
}

}  // namespace reddragon::typescript
