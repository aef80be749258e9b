// php_regex.hpp - PHP's regular expressions on the shared PCRE2 engine
// (frontend_support/regex_engine.hpp): what is PHP's own lives here, the
// "/pattern/flags" source with its delimiters and modifiers; compiling,
// the match limit and the budget charges are the engine's.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "php_shared.hpp"
#include "reddragon/frontend_support/regex_engine.hpp"

namespace reddragon::vm::php {

using Code = regex::RegexPtr;
/// "/pattern/flags" (or a bracket pair as delimiters) compiled; null when
/// PHP warns and fails instead (empty, a bad delimiter, no ending delimiter,
/// a pattern that does not compile).
Code compile(Vm& vm, const std::string& re);

struct Match {
  std::vector<std::pair<std::int64_t, std::int64_t>> groups;  ///< (start, end) per group, -1 when unset
};
/// One match at or after byte `start` (`extra`: PCRE2 match options); false
/// when there is none, the match limit was hit, or a budget ran out (then
/// vm.raising()). Charged for the bytes searched, so a scan costs its text once.
bool match_at(Vm& vm, const regex::Regex* re, const std::string& s, std::size_t start, Match& m, std::uint32_t extra = 0);
/// Group names by number ("" for an unnamed group), group 0 included.
std::vector<std::string> group_names(const regex::Regex* re);

}  // namespace reddragon::vm::php
