// language_index.cpp - see language_index.hpp.
#include "reddragon/frontend_support/language_index.hpp"

#include <cstring>
#include <memory>
#include <mutex>

namespace reddragon::frontend {

LanguageIndex::LanguageIndex(const TSLanguage* lang) {
  const std::uint32_t n = ts_language_symbol_count(lang);
  canon_.resize(n);
  std::unordered_map<std::string, TSSymbol> anonymous;  // memo for unnamed kinds
  for (std::uint32_t i = 0; i < n; ++i) {
    const auto s = static_cast<TSSymbol>(i);
    const char* name = ts_language_symbol_name(lang, s);
    const bool named = ts_language_symbol_type(lang, s) == TSSymbolTypeRegular;
    if (!name) {
      canon_[i] = s;
      continue;
    }
    auto& memo = named ? named_ : anonymous;
    auto it = memo.find(name);
    if (it == memo.end())
      it = memo.emplace(name, ts_language_symbol_for_name(lang, name, static_cast<std::uint32_t>(std::strlen(name)), named))
               .first;
    canon_[i] = it->second ? it->second : s;
    if (named) regular_[name].push_back(s);
  }
}

const LanguageIndex& LanguageIndex::of(const TSLanguage* lang) {
  static std::mutex mu;
  static std::unordered_map<const TSLanguage*, std::unique_ptr<LanguageIndex>> indexes;
  std::lock_guard<std::mutex> lock(mu);
  auto& slot = indexes[lang];
  if (!slot) slot.reset(new LanguageIndex(lang));
  return *slot;
}

TSSymbol LanguageIndex::named_symbol(std::string_view name) const {
  auto it = named_.find(std::string(name));
  return it == named_.end() ? 0 : it->second;
}

std::span<const TSSymbol> LanguageIndex::regular_symbols(std::string_view name) const {
  auto it = regular_.find(std::string(name));
  if (it == regular_.end()) return {};
  return it->second;
}

}  // namespace reddragon::frontend
