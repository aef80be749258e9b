// language_index.hpp - name -> symbol tables of a tree-sitter grammar, built
// once per grammar. tree-sitter's own lookups (ts_language_symbol_for_name)
// scan every symbol with strncmp; a lowerer registers ~100 kinds and
// canonicalises every symbol, which made setting up a lowerer cost more than
// lowering a typical 70-line file. The index is shared by all lowerers of
// the grammar (built under a mutex, read-only afterwards).
#pragma once

#include <tree_sitter/api.h>

#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace reddragon::frontend {

class LanguageIndex {
 public:
  static const LanguageIndex& of(const TSLanguage* lang);

  /// Per symbol: the id tree-sitter reports for its name (aliases share it).
  const std::vector<TSSymbol>& canonical() const { return canon_; }
  /// ts_language_symbol_for_name(name, named = true); 0 if none.
  TSSymbol named_symbol(std::string_view name) const;
  /// Every regular (named) symbol called `name` (a kind may have aliases).
  std::span<const TSSymbol> regular_symbols(std::string_view name) const;

 private:
  explicit LanguageIndex(const TSLanguage* lang);
  std::vector<TSSymbol> canon_;
  std::unordered_map<std::string, TSSymbol> named_;
  std::unordered_map<std::string, std::vector<TSSymbol>> regular_;
};

}  // namespace reddragon::frontend
