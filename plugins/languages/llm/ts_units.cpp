// ts_units.cpp - tree-sitter unit starts (ts_units.hpp).
#include "ts_units.hpp"

#include <tree_sitter/api.h>

#include <cstring>
#include <memory>

extern "C" {
const TSLanguage* tree_sitter_python(void);
const TSLanguage* tree_sitter_javascript(void);
const TSLanguage* tree_sitter_typescript(void);
const TSLanguage* tree_sitter_java(void);
const TSLanguage* tree_sitter_c(void);
const TSLanguage* tree_sitter_go(void);
const TSLanguage* tree_sitter_lua(void);
const TSLanguage* tree_sitter_php(void);
const TSLanguage* tree_sitter_ruby(void);
}

namespace reddragon::llmfe {

namespace {

const TSLanguage* grammar_for(std::string_view l) {
  if (l == "python") return tree_sitter_python();
  if (l == "javascript" || l == "js") return tree_sitter_javascript();
  if (l == "typescript" || l == "ts") return tree_sitter_typescript();
  if (l == "java") return tree_sitter_java();
  if (l == "c") return tree_sitter_c();
  if (l == "go") return tree_sitter_go();
  if (l == "lua") return tree_sitter_lua();
  if (l == "php") return tree_sitter_php();
  if (l == "ruby") return tree_sitter_ruby();
  return nullptr;
}

}  // namespace

std::optional<std::vector<std::uint32_t>> tree_sitter_unit_starts(std::string_view source, std::string_view language) {
  const TSLanguage* g = grammar_for(language);
  if (g == nullptr || source.size() > UINT32_MAX) return std::nullopt;
  std::unique_ptr<TSParser, decltype(&ts_parser_delete)> parser(ts_parser_new(), ts_parser_delete);
  if (!ts_parser_set_language(parser.get(), g)) return std::nullopt;
  std::unique_ptr<TSTree, decltype(&ts_tree_delete)> tree(
      ts_parser_parse_string(parser.get(), nullptr, source.data(), static_cast<std::uint32_t>(source.size())), ts_tree_delete);
  if (!tree) return std::nullopt;
  TSNode root = ts_tree_root_node(tree.get());
  std::vector<std::uint32_t> starts;
  std::uint32_t n = ts_node_child_count(root);
  bool prev_comment = false;
  std::uint32_t prev_end_row = 0;
  for (std::uint32_t i = 0; i < n; ++i) {
    TSNode c = ts_node_child(root, i);
    const std::uint32_t row = ts_node_start_point(c).row;
    const bool comment = std::strstr(ts_node_type(c), "comment") != nullptr;
    // A node directly under a comment belongs to the comment's unit.
    if (!(prev_comment && row <= prev_end_row + 1) && (starts.empty() || starts.back() != row)) starts.push_back(row);
    prev_comment = comment;
    prev_end_row = ts_node_end_point(c).row;
  }
  return starts;
}

}  // namespace reddragon::llmfe
