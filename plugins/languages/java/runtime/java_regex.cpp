// java_regex.cpp - see java_regex.hpp.
#include "java_regex.hpp"

#include <cctype>

#include "reddragon/vm/objects.hpp"

namespace reddragon::vm::java {

namespace {

/// Java's POSIX-style classes PCRE2 spells differently: \p{Alpha} is
/// [[:alpha:]] (inside a class, [:alpha:]); \p{IsAlphabetic} is \p{L}.
struct ClassName {
  const char* java;
  const char* posix;  ///< POSIX name, or null
  const char* pcre;   ///< PCRE2 property, when posix is null
};
constexpr ClassName kClasses[] = {
    {"Lower", "lower", nullptr},  {"Upper", "upper", nullptr},   {"ASCII", "ascii", nullptr},
    {"Alpha", "alpha", nullptr},  {"Digit", "digit", nullptr},   {"Alnum", "alnum", nullptr},
    {"Punct", "punct", nullptr},  {"Graph", "graph", nullptr},   {"Print", "print", nullptr},
    {"Blank", "blank", nullptr},  {"Cntrl", "cntrl", nullptr},   {"XDigit", "xdigit", nullptr},
    {"Space", "space", nullptr},  {"IsAlphabetic", nullptr, "L"}, {"IsLetter", nullptr, "L"},
    {"IsDigit", nullptr, "Nd"},   {"IsUppercase", nullptr, "Lu"}, {"IsLowercase", nullptr, "Ll"},
    {"IsWhite_Space", nullptr, "Zs"}, {"javaLowerCase", nullptr, "Ll"}, {"javaUpperCase", nullptr, "Lu"},
    {"javaWhitespace", "space", nullptr}, {"javaDigit", nullptr, "Nd"}, {"javaLetter", nullptr, "L"},
};

std::string translate(std::string_view p) {
  std::string out;
  out.reserve(p.size() + 8);
  int depth = 0;  // inside [...]
  for (std::size_t i = 0; i < p.size(); ++i) {
    char c = p[i];
    if (c == '\\' && i + 1 < p.size()) {
      char d = p[i + 1];
      if ((d == 'p' || d == 'P') && i + 2 < p.size() && p[i + 2] == '{') {
        std::size_t close = p.find('}', i + 3);
        if (close != std::string_view::npos) {
          std::string_view name = p.substr(i + 3, close - i - 3);
          if (name.rfind("Is", 0) == 0 && name.size() > 2 && name != "IsAlphabetic" && name != "IsLetter" && name != "IsDigit" &&
              name != "IsUppercase" && name != "IsLowercase" && name != "IsWhite_Space")
            name.remove_prefix(2);  // \p{IsLatin} is the script Latin
          for (const ClassName& k : kClasses)
            if (name == k.java) {
              bool neg = d == 'P';
              if (k.posix) {
                std::string body = std::string(neg ? "[:^" : "[:") + k.posix + ":]";
                out += depth > 0 ? body : "[" + body + "]";
              } else {
                out += std::string("\\") + d + "{" + k.pcre + "}";
              }
              i = close;
              goto next;
            }
          out += std::string("\\") + d + "{" + std::string(name) + "}";
          i = close;
          continue;
        }
      }
      out += c;
      out += d;
      ++i;
      continue;
    }
    if (c == '[') ++depth;
    else if (c == ']' && depth > 0) --depth;
    out += c;
  next:;
  }
  return out;
}

std::size_t char_len(std::string_view s, std::size_t i) {
  if (i >= s.size()) return 1;
  unsigned char b = static_cast<unsigned char>(s[i]);
  std::size_t n = b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : b >= 0xC0 ? 2 : 1;
  return i + n <= s.size() ? n : 1;
}

void raise_java(Vm& in, const char* cls, const std::string& msg) { throw_java(in, cls, msg); }

/// PCRE2's report of a bad pattern in java.util.regex's words and at the index Java reports
/// (an unclosed group or a trailing backslash is found at the end, an unclosed class at its
/// last character, a dangling quantifier at itself).
std::pair<std::string, std::size_t> java_syntax_error(const regex::CompileError& err, std::string_view pattern) {
  const std::string& m = err.message;
  std::size_t len = pattern.size(), at = std::min(err.offset, len);
  auto has = [&](const char* t) { return m.find(t) != std::string::npos; };
  if (has("missing closing parenthesis")) return {"Unclosed group", len};
  if (has("unmatched closing parenthesis")) return {"Unmatched closing ')'", at > 0 ? at - 1 : 0};
  if (has("missing terminating ]")) return {"Unclosed character class", len > 0 ? len - 1 : 0};
  if (has("quantifier does not follow a repeatable item")) {
    std::size_t q = at < len ? at : (len > 0 ? len - 1 : 0);
    return {std::string("Dangling meta character '") + (q < len ? pattern[q] : '?') + "'", q};
  }
  if (has("numbers out of order in {}")) return {"Illegal repetition range", at};
  if (has("range out of order in character class")) return {"Illegal character range", at};
  if (has("\\ at end of pattern")) return {"Unexpected internal error", len};
  return {m, at};
}

}  // namespace

regex::RegexPtr compile_java(Vm& in, std::string_view pattern, std::int64_t flags) {
  std::uint32_t opts = PCRE2_UTF | PCRE2_NEVER_BACKSLASH_C;
  if (flags & kCaseInsensitive) opts |= PCRE2_CASELESS;
  if (flags & kMultiline) opts |= PCRE2_MULTILINE;
  if (flags & kDotall) opts |= PCRE2_DOTALL;
  if (flags & kComments) opts |= PCRE2_EXTENDED;
  if (flags & kLiteral) opts |= PCRE2_LITERAL;
  std::string src = flags & kLiteral ? std::string(pattern) : translate(pattern);
  regex::CompileError err;
  regex::RegexPtr re = regex::compile(src, opts, err);
  if (!re) {
    // Java's message: the description, the index, the pattern and a caret under the index
    // when it falls inside the pattern
    auto [desc, index] = java_syntax_error(err, pattern);
    std::string msg = desc + " near index " + std::to_string(index) + "\n" + std::string(pattern);
    if (index < pattern.size()) msg += "\n" + std::string(index, ' ') + "^";
    throw_pattern_syntax(in, msg, desc, static_cast<std::int64_t>(index), std::string(pattern));
  }
  return re;
}

bool find_java(Vm& in, const regex::Regex& re, std::string_view s, std::size_t from, regex::Spans& sp) {
  if (from > s.size()) return false;
  const std::uint32_t chk = regex::valid_utf8(s) ? PCRE2_NO_UTF_CHECK : 0;
  if (chk == 0) return false;  // not UTF-8: nothing matches (PCRE2 would refuse the subject)
  regex::Outcome o = regex::match(in, re, s, from, chk, sp);
  return o == regex::Outcome::Match;
}

bool match_at_java(Vm& in, const regex::Regex& re, std::string_view s, std::size_t from, bool whole, regex::Spans& sp) {
  if (from > s.size() || !regex::valid_utf8(s)) return false;
  std::uint32_t opts = PCRE2_NO_UTF_CHECK | PCRE2_ANCHORED | (whole ? PCRE2_ENDANCHORED : 0);
  return regex::match(in, re, s, from, opts, sp) == regex::Outcome::Match;
}

std::size_t next_start(std::string_view s, const regex::Spans& sp) {
  return sp.end(0) == sp.start(0) ? sp.end(0) + char_len(s, sp.end(0)) : sp.end(0);
}

bool expand_java(Vm& in, const regex::Regex& re, std::string_view s, const regex::Spans& sp, std::string_view repl,
                 std::string& out) {
  for (std::size_t i = 0; i < repl.size(); ++i) {
    char c = repl[i];
    if (c == '\\') {
      if (i + 1 >= repl.size()) {
        raise_java(in, "IllegalArgumentException", "character to be escaped is missing");
        return false;
      }
      out += repl[++i];
      continue;
    }
    if (c != '$') {
      out += c;
      continue;
    }
    if (i + 1 >= repl.size()) {
      raise_java(in, "IllegalArgumentException", "Illegal group reference: group index is missing");
      return false;
    }
    std::size_t g;
    if (repl[i + 1] == '{') {
      std::size_t close = repl.find('}', i + 2);
      if (close == std::string_view::npos) {
        raise_java(in, "IllegalArgumentException", "named capturing group is missing trailing '}'");
        return false;
      }
      std::string_view name = repl.substr(i + 2, close - i - 2);
      int n = re.number_of(name);
      if (n < 0) {
        raise_java(in, "IllegalArgumentException", "No group with name {" + std::string(name) + "}");
        return false;
      }
      g = static_cast<std::size_t>(n);
      i = close;
    } else if (std::isdigit(static_cast<unsigned char>(repl[i + 1]))) {
      // the first digit always; more digits while the number names a group
      g = static_cast<std::size_t>(repl[++i] - '0');
      if (g > re.captures()) {
        raise_java(in, "IndexOutOfBoundsException", "No group " + std::to_string(g));
        return false;
      }
      while (i + 1 < repl.size() && std::isdigit(static_cast<unsigned char>(repl[i + 1]))) {
        std::size_t ng = g * 10 + static_cast<std::size_t>(repl[i + 1] - '0');
        if (ng > re.captures()) break;
        g = ng;
        ++i;
      }
    } else {
      raise_java(in, "IllegalArgumentException", "Illegal group reference");
      return false;
    }
    if (g < sp.count() && sp.set(g)) out += s.substr(sp.start(g), sp.end(g) - sp.start(g));
  }
  return true;
}

bool replace_java(Vm& in, const regex::Regex& re, std::string_view s, std::string_view repl, bool all, std::string& out) {
  regex::Spans sp;
  std::size_t pos = 0, copied = 0;
  while (find_java(in, re, s, pos, sp)) {
    out += s.substr(copied, sp.start(0) - copied);
    if (!expand_java(in, re, s, sp, repl, out)) return false;
    copied = sp.end(0);
    pos = next_start(s, sp);
    if (!all) break;
  }
  if (in.raising()) return false;
  out += s.substr(copied);
  return true;
}

std::vector<std::string> split_java(Vm& in, const regex::Regex& re, std::string_view s, std::int64_t limit) {
  std::vector<std::string> out;
  std::size_t index = 0, pos = 0;
  bool found = false;
  regex::Spans sp;
  while (find_java(in, re, s, pos, sp)) {
    pos = next_start(s, sp);
    if (limit > 0 && static_cast<std::int64_t>(out.size()) >= limit - 1) break;
    if (sp.end(0) == 0) continue;  // a zero-width match at the start makes no leading empty string
    found = true;
    out.emplace_back(s.substr(index, sp.start(0) - index));
    index = sp.end(0);
  }
  if (!found) return {std::string(s)};
  out.emplace_back(s.substr(index));
  if (limit == 0)
    while (!out.empty() && out.back().empty()) out.pop_back();
  return out;
}

std::string quote_java(std::string_view s) {
  std::string out = "\\Q";
  std::size_t p = 0;
  for (std::size_t q; (q = s.find("\\E", p)) != std::string_view::npos; p = q + 2) out += std::string(s.substr(p, q - p)) + "\\E\\\\E\\Q";
  out += std::string(s.substr(p)) + "\\E";
  return out;
}

}  // namespace reddragon::vm::java
