// php_regex.cpp - PHP's pattern syntax (delimiters, modifiers) onto the
// shared regex engine (php_regex.hpp).
#include "php_regex.hpp"

#include <cctype>

namespace reddragon::vm::php {

// A pattern PHP cannot use is a warning there (on stderr, which the VM does
// not model) and the preg_* function fails: null here, no exception.
Code compile(Vm& vm, const std::string& re) {
  (void)vm;
  if (re.size() < 2) return nullptr;  // "Empty regular expression"
  // the delimiter is the first byte; a bracket closes with its pair
  char open = re[0], close = open;
  if (std::isalnum(static_cast<unsigned char>(open)) || open == '\\') return nullptr;  // not a delimiter
  if (open == '(') close = ')';
  else if (open == '{') close = '}';
  else if (open == '[') close = ']';
  else if (open == '<') close = '>';
  std::size_t end = re.rfind(close);
  if (end == 0 || end == std::string::npos) return nullptr;  // "No ending delimiter"
  std::string_view pat = std::string_view(re).substr(1, end - 1), flags = std::string_view(re).substr(end + 1);
  std::uint32_t opts = 0;
  for (char f : flags) {
    if (f == 'i') opts |= PCRE2_CASELESS;
    else if (f == 'm') opts |= PCRE2_MULTILINE;
    else if (f == 's') opts |= PCRE2_DOTALL;
    else if (f == 'x') opts |= PCRE2_EXTENDED;
    else if (f == 'u') opts |= PCRE2_UTF | PCRE2_UCP;
    else if (f == 'U') opts |= PCRE2_UNGREEDY;
    else if (f == 'D') opts |= PCRE2_DOLLAR_ENDONLY;
    else if (f == 'A') opts |= PCRE2_ANCHORED;
  }
  regex::CompileError err;
  return regex::compile(pat, opts, err);  // null: "Compilation failed"
}

bool match_at(Vm& vm, const regex::Regex* re, const std::string& s, std::size_t start, Match& m, std::uint32_t extra) {
  regex::Spans sp;
  if (regex::match(vm, *re, s, start, extra, sp) != regex::Outcome::Match) return false;
  m.groups.clear();
  for (std::size_t g = 0; g < sp.count(); ++g)
    if (sp.set(g)) m.groups.emplace_back(static_cast<std::int64_t>(sp.start(g)), static_cast<std::int64_t>(sp.end(g)));
    else m.groups.emplace_back(-1, -1);
  return true;
}

std::vector<std::string> group_names(const regex::Regex* re) {
  std::vector<std::string> names(re->captures() + 1);
  for (const auto& [name, n] : re->names())
    if (n < names.size()) names[n] = name;
  return names;
}

}  // namespace reddragon::vm::php
