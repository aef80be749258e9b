// java_regex.hpp - java.util.regex on the shared PCRE2 engine
// (frontend_support/regex_engine.hpp): Java's pattern syntax and flags,
// Matcher.find's rule after an empty match, replacement templates ($1,
// ${name}, \$) and String.split's rules. Offsets are byte offsets into the
// UTF-8 subject; callers convert them for the language.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "reddragon/frontend_support/regex_engine.hpp"

namespace reddragon::vm::java {

/// Pattern flag bits as java.util.regex.Pattern defines them.
enum PatternFlag : std::int64_t {
  kUnixLines = 1, kCaseInsensitive = 2, kComments = 4, kMultiline = 8, kLiteral = 16, kDotall = 32, kUnicodeCase = 64,
};

/// Throws a Java exception of class `cls` (java_runtime.cpp's jthrow).
void throw_java(Vm& in, const char* cls, std::string msg);
/// Throws PatternSyntaxException(msg) with its getDescription/getIndex/getPattern.
void throw_pattern_syntax(Vm& in, std::string msg, const std::string& desc, std::int64_t index, const std::string& pattern);

/// A compiled Java pattern; null after raising PatternSyntaxException.
regex::RegexPtr compile_java(Vm& in, std::string_view pattern, std::int64_t flags);

/// The next match at or after byte `from` with Java's find rule; false when
/// there is none (or the VM must stop: in.raising()).
bool find_java(Vm& in, const regex::Regex& re, std::string_view s, std::size_t from, regex::Spans& sp);

/// Matcher.matches (the whole text) or lookingAt (a prefix) from byte
/// `from`; false when it does not match (or the VM must stop).
bool match_at_java(Vm& in, const regex::Regex& re, std::string_view s, std::size_t from, bool whole, regex::Spans& sp);

/// Where the search after a match continues (one character past an empty one).
std::size_t next_start(std::string_view s, const regex::Spans& sp);

/// Appends the expansion of replacement template `repl` for match `sp`;
/// false after raising (bad group reference).
bool expand_java(Vm& in, const regex::Regex& re, std::string_view s, const regex::Spans& sp, std::string_view repl,
                 std::string& out);

/// String.replaceAll / replaceFirst; false after raising.
bool replace_java(Vm& in, const regex::Regex& re, std::string_view s, std::string_view repl, bool all, std::string& out);

/// String.split / Pattern.split with Java's rules for limit and empty strings.
std::vector<std::string> split_java(Vm& in, const regex::Regex& re, std::string_view s, std::int64_t limit);

/// Pattern.quote: a pattern that matches `s` literally.
std::string quote_java(std::string_view s);

}  // namespace reddragon::vm::java
