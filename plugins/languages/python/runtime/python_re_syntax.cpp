// python_re_syntax.cpp - where Python's regular-expression syntax differs
// from PCRE2's: `\Z` (PCRE2's `\z`), `\u`/`\U`/`\v` escapes, `{,n}`, the
// inline flags `a`/`u`/`L` PCRE2 lacks, letters Python reserves (`\q` is an
// error, PCRE2 gives some a meaning), POSIX classes (literal in Python), and
// CPython's error messages with their positions. Also replacement templates,
// re.escape and how a Pattern's flags print.
#include <algorithm>
#include <cctype>
#include <cstdio>

#include "python_re.hpp"
#include "reddragon/text/utf8.hpp"

namespace reddragon::vm::py::re {

namespace {

bool is_lead(char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }
bool is_hex(char c) { return std::isxdigit(static_cast<unsigned char>(c)) != 0; }
bool is_ascii_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

/// Walks a pattern, copying it into the PCRE2 source with the origin of
/// every byte (for error positions).
struct Writer {
  std::string_view p;
  Translated& t;
  std::size_t i = 0;  ///< byte offset in p
  std::int64_t c = 0; ///< characters before i

  void emit(std::string_view s, std::int64_t at) {
    t.source.append(s);
    t.origin.insert(t.origin.end(), s.size(), static_cast<std::uint32_t>(at));
  }
  /// Copies the character at i.
  void copy() {
    std::size_t e = i + 1;
    while (e < p.size() && !is_lead(p[e])) ++e;
    emit(p.substr(i, e - i), c);
    i = e;
    ++c;
  }
  void skip(std::size_t bytes) {  // ASCII bytes
    i += bytes;
    c += static_cast<std::int64_t>(bytes);
  }
  char at(std::size_t k) const { return i + k < p.size() ? p[i + k] : '\0'; }
};

bool fail(Translated& t, std::string msg, std::int64_t pos) {
  t.error_type = "re.error";
  t.error = std::move(msg) + " at position " + std::to_string(pos);
  t.error_pos = pos;
  return false;
}

/// `\u`, `\U`, `\x`: exactly 4, 8, 2 hex digits (as `\x{...}` for PCRE2).
bool hex_escape(Writer& w, char kind) {
  const std::size_t want = kind == 'u' ? 4 : kind == 'U' ? 8 : 2;
  std::size_t n = 0;
  while (n < want && is_hex(w.at(2 + n))) ++n;
  if (n < want)
    return fail(w.t, "incomplete escape \\" + std::string(1, kind) + std::string(w.p.substr(w.i + 2, n)), w.c);
  std::string digits(w.p.substr(w.i + 2, want));
  if (kind == 'U' && std::stoul(digits, nullptr, 16) > 0x10FFFF)
    return fail(w.t, "bad escape \\U" + digits, w.c);
  w.emit("\\x{" + digits + "}", w.c);
  w.skip(2 + want);
  return true;
}

/// One escape at w.i (a backslash), inside a class or not.
bool escape_at(Writer& w, bool in_class) {
  char e = w.at(1);
  if (w.i + 1 >= w.p.size()) return fail(w.t, "bad escape (end of pattern)", w.c);
  if (e == 'u' || e == 'U' || e == 'x') return hex_escape(w, e);
  if (e == 'v') {  // PCRE2's \v is any vertical space
    w.emit("\\x{0b}", w.c);
    w.skip(2);
    return true;
  }
  if (e == 'Z' && !in_class) {  // end of text only, PCRE2's \z
    w.emit("\\z", w.c);
    w.skip(2);
    return true;
  }
  if (is_ascii_letter(e)) {
    std::string_view known = in_class ? "abdDfnrsStwWN" : "abBdDfnrsStwWAN";
    if (known.find(e) == std::string_view::npos) return fail(w.t, std::string("bad escape \\") + e, w.c);
  }
  w.emit("\\", w.c);
  w.skip(1);
  w.copy();
  return true;
}

/// `(?flags)` or `(?flags:` at w.i; false when it is not one. Python's
/// `a`, `u` and `L` are taken out (PCRE2 has no such letters).
bool flag_group(Writer& w, bool at_start, bool& verbose, bool& failed, bool& scoped) {
  std::size_t k = 2;
  std::string keep;
  std::int64_t flags = 0;
  bool minus = false;
  for (char f; (f = w.at(k)) && std::string_view("aiLmsux-").find(f) != std::string_view::npos; ++k) {
    if (f == '-') minus = true;
    if (minus) {
      keep.push_back(f);
      continue;
    }
    if (f == 'i') flags |= kIgnoreCase;
    else if (f == 'm') flags |= kMultiline;
    else if (f == 's') flags |= kDotAll;
    else if (f == 'x') flags |= kVerbose;
    else if (f == 'a') flags |= kAscii;
    else if (f == 'u') flags |= kUnicode;
    else flags |= kLocale;
    if (f != 'a' && f != 'u' && f != 'L') keep.push_back(f);
  }
  char end = w.at(k);
  if (k == 2 || (end != ')' && end != ':')) return false;
  if (end == ')') {
    if (!at_start) {
      failed = !fail(w.t, "global flags not at the start of the expression", w.c);
      return true;
    }
    w.t.flags |= flags;
    if (flags & kVerbose) verbose = true;
    if (!keep.empty()) w.emit("(?" + keep + ")", w.c);
    w.skip(k + 1);
    return true;
  }
  w.emit("(?" + keep + ":", w.c);
  w.skip(k + 1);
  scoped = true;
  return true;
}

/// The length of a `{m,n}` repeat at p[i] ('{' included), 0 when the
/// brace is a literal (as Python reads `{`, `{x}`, `{1`).
std::size_t repeat_length(std::string_view p, std::size_t i) {
  std::size_t k = i + 1, digits = 0;
  while (k < p.size() && std::isdigit(static_cast<unsigned char>(p[k]))) ++k, ++digits;
  if (k < p.size() && p[k] == ',') {
    ++k;
    while (k < p.size() && std::isdigit(static_cast<unsigned char>(p[k]))) ++k, ++digits;
  }
  return k < p.size() && p[k] == '}' && digits > 0 ? k + 1 - i : 0;
}

// What precedes a quantifier: nothing repeatable (the start, '(', '|', an
// anchor), an item, a quantifier, or a quantifier with its lazy/possessive mark.
enum class Prev : std::uint8_t { Nothing, Item, Repeat, RepeatMark };

bool translate_into(Writer& w, bool verbose) {
  struct Open {
    std::int64_t pos;
    int group;  // 0: not capturing
    std::string name;
  };
  std::vector<Open> open;          // unclosed '('
  std::vector<std::string> names;  // named groups seen (closed or not)
  int groups = 0;
  bool at_start = true;  // nothing but global flags so far
  bool in_class = false;
  std::int64_t class_pos = 0;
  Prev prev = Prev::Nothing;
  auto is_open = [&](int g, std::string_view name) {
    for (const auto& o : open)
      if ((g > 0 && o.group == g) || (!name.empty() && o.name == name)) return true;
    return false;
  };
  while (w.i < w.p.size()) {
    char ch = w.p[w.i];
    if (in_class) {
      if (ch == '\\') {
        if (!escape_at(w, true)) return false;
      } else if (ch == ']') {
        in_class = false;
        w.copy();
      } else if (ch == '[') {  // literal in Python; PCRE2 would read [:alpha:]
        w.emit("\\[", w.c);
        w.skip(1);
      } else {
        w.copy();
      }
      continue;
    }
    if (verbose && std::isspace(static_cast<unsigned char>(ch))) {
      w.copy();
      continue;
    }
    if (verbose && ch == '#') {
      while (w.i < w.p.size() && w.p[w.i] != '\n') w.copy();
      continue;
    }
    // quantifiers: Python refuses one with nothing (or another quantifier) before it
    std::size_t rep = ch == '*' || ch == '+' || ch == '?' ? 1 : ch == '{' ? repeat_length(w.p, w.i) : 0;
    if (rep) {
      if (prev == Prev::Nothing) return fail(w.t, "nothing to repeat", w.c);
      if (prev == Prev::RepeatMark || (prev == Prev::Repeat && ch != '?' && ch != '+'))
        return fail(w.t, "multiple repeat", w.c);
      prev = prev == Prev::Repeat ? Prev::RepeatMark : Prev::Repeat;
      std::size_t left = rep;
      if (ch == '{' && w.at(1) == ',') {  // {,n}: PCRE2 10.42 needs the 0
        w.emit("{0", w.c);
        w.skip(1);
        --left;
      }
      for (; left > 0; --left) w.copy();
      at_start = false;
      continue;
    }
    if (ch == '(' && w.at(1) == '?') {
      bool failed = false, scoped = false;
      const std::int64_t at = w.c;
      if (flag_group(w, at_start, verbose, failed, scoped)) {
        if (failed) return false;
        if (scoped) {  // `(?i:...)` opens a group
          open.push_back({at, 0, {}});
          prev = Prev::Nothing;
          at_start = false;
        }
        continue;
      }
      if (w.at(2) == '#') {  // a comment: to the next ')'
        while (w.i < w.p.size() && w.p[w.i] != ')') w.copy();
        if (w.i >= w.p.size()) return fail(w.t, "missing ), unterminated comment", w.c);
        w.copy();
        continue;
      }
      if (w.at(2) == '<' && w.at(3) != '=' && w.at(3) != '!')
        return fail(w.t, "unknown extension ?<" + std::string(1, w.at(3)), w.c + 1);
      if (w.at(2) == 'P' && w.at(3) == '=') {  // (?P=name): a back-reference by name
        std::size_t close = w.p.find(')', w.i + 4);
        if (close != std::string_view::npos) {
          std::string name(w.p.substr(w.i + 4, close - w.i - 4));
          if (std::find(names.begin(), names.end(), name) == names.end())
            return fail(w.t, "unknown group name '" + name + "'", w.c + 4);
          if (is_open(0, name)) return fail(w.t, "cannot refer to an open group", w.c);
        }
      }
    }
    at_start = false;
    if (ch == '\\') {
      char e = w.at(1);
      if (e >= '1' && e <= '9') {  // \N, \NN: a back-reference (three octal digits are a character)
        std::size_t n = std::isdigit(static_cast<unsigned char>(w.at(2))) ? 2 : 1;
        bool octal = n == 2 && e <= '7' && w.at(2) <= '7' && w.at(3) >= '0' && w.at(3) <= '7';
        if (!octal) {
          int g = std::stoi(std::string(w.p.substr(w.i + 1, n)));
          if (g > groups) return fail(w.t, "invalid group reference " + std::to_string(g), w.c + 1);
          if (is_open(g, {})) return fail(w.t, "cannot refer to an open group", w.c);
        }
      }
      bool anchor = e == 'A' || e == 'Z' || e == 'b' || e == 'B';
      if (!escape_at(w, false)) return false;
      prev = anchor ? Prev::Nothing : Prev::Item;
    } else if (ch == '[') {
      in_class = true;
      class_pos = w.c;
      w.copy();
      if (w.at(0) == '^') w.copy();
      if (w.at(0) == ']') {  // a ']' first is literal
        w.emit("\\]", w.c);
        w.skip(1);
      }
      prev = Prev::Item;
    } else if (ch == '(') {
      Open o{w.c, 0, {}};
      if (w.at(1) != '?') {
        o.group = ++groups;
      } else if (w.at(2) == 'P' && w.at(3) == '<') {
        o.group = ++groups;
        std::size_t close = w.p.find('>', w.i + 4);
        if (close != std::string_view::npos) {
          o.name = std::string(w.p.substr(w.i + 4, close - w.i - 4));
          if (std::find(names.begin(), names.end(), o.name) == names.end()) names.push_back(o.name);
        }
      }
      w.copy();
      if (w.at(0) == '?') {  // the extension's own characters are no quantifiers
        char x = w.at(1);
        std::size_t n = x == 'P' && w.at(2) == '<' ? w.p.find('>', w.i) : std::string_view::npos;
        if (x == 'P' && w.at(2) == '=') {  // (?P=name): a whole item
          std::size_t close = w.p.find(')', w.i);
          while (w.i < w.p.size() && w.i <= close) w.copy();
          prev = Prev::Item;
          continue;
        }
        if (n != std::string_view::npos) {
          while (w.i <= n) w.copy();
        } else if (x == '(') {  // (?(group)yes|no)
          std::size_t close = w.p.find(')', w.i);
          while (w.i < w.p.size() && w.i <= close) w.copy();
        } else {
          std::size_t take = x == '<' ? 3 : x == ':' || x == '=' || x == '!' || x == '>' ? 2 : 1;
          for (; take > 0 && w.i < w.p.size(); --take) w.copy();
        }
      }
      open.push_back(std::move(o));
      prev = Prev::Nothing;
    } else if (ch == ')') {
      if (open.empty()) return fail(w.t, "unbalanced parenthesis", w.c);
      open.pop_back();
      w.copy();
      prev = Prev::Item;
    } else if (ch == '{') {  // not a repeat: a literal brace
      w.emit("\\{", w.c);
      w.skip(1);
      prev = Prev::Item;
    } else {
      w.copy();
      prev = ch == '|' || ch == '^' || ch == '$' ? Prev::Nothing : Prev::Item;
    }
  }
  if (in_class) return fail(w.t, "unterminated character set", class_pos);
  if (!open.empty()) return fail(w.t, "missing ), unterminated subpattern", open.back().pos);
  return true;
}

/// Characters of `s` before byte `b`.
std::int64_t chars_before(std::string_view s, std::size_t b) {
  std::int64_t n = 0;
  for (std::size_t k = 0; k < b && k < s.size(); ++k) n += is_lead(s[k]);
  return n;
}

}  // namespace

Translated translate(std::string_view pattern, std::int64_t flags) {
  Translated t;
  t.flags = flags;
  Writer w{pattern, t};
  if (!translate_into(w, (flags & kVerbose) != 0)) return t;
  std::int64_t f = t.flags;
  if (f & kLocale) {
    t.error_type = "ValueError";
    t.error = "cannot use LOCALE flag with a str pattern";
    return t;
  }
  if ((f & kAscii) && (f & kUnicode)) {
    t.error_type = "ValueError";
    t.error = "ASCII and UNICODE flags are incompatible";
    return t;
  }
  if (!(f & kAscii)) t.flags |= kUnicode;
  // subjects are checked once per text (regex_engine.hpp); (?m)^ also matches
  // after a newline that ends the text, as in Python
  t.options = PCRE2_UTF | PCRE2_NEVER_BACKSLASH_C | PCRE2_ALT_CIRCUMFLEX;
  if (!(f & kAscii)) t.options |= PCRE2_UCP;  // \d \w \s \b on Unicode, as Python's str patterns
  if (f & kIgnoreCase) t.options |= PCRE2_CASELESS;
  if (f & kMultiline) t.options |= PCRE2_MULTILINE;
  if (f & kDotAll) t.options |= PCRE2_DOTALL;
  if (f & kVerbose) t.options |= PCRE2_EXTENDED;
  return t;
}

/// Capturing groups that open before byte `end` of PCRE2 source `s`.
int groups_before(std::string_view s, std::size_t end) {
  int n = 0;
  bool in_class = false;
  for (std::size_t i = 0; i < end && i < s.size(); ++i) {
    char ch = s[i];
    if (ch == '\\') {
      ++i;
    } else if (in_class) {
      in_class = ch != ']';
    } else if (ch == '[') {
      in_class = true;
      if (i + 1 < s.size() && s[i + 1] == ']') ++i;
    } else if (ch == '(') {
      std::string_view rest = s.substr(i + 1);
      if (rest.empty() || rest[0] != '?' || rest.starts_with("?P<") ||
          (rest.starts_with("?<") && rest.size() > 2 && rest[2] != '=' && rest[2] != '!'))
        ++n;
    }
  }
  return n;
}

std::string compile_error(const regex::CompileError& e, std::string_view pattern, const Translated& t, std::int64_t& pos) {
  const std::string& src = t.source;
  const std::size_t off = std::min(e.offset, src.size());
  auto origin = [&](std::size_t b) -> std::int64_t {
    return b < t.origin.size() ? t.origin[b] : chars_before(pattern, pattern.size());
  };
  pos = origin(off);
  // the name of a group being defined: from after the last "(?P<" before off to '>'
  auto name_at = [&](std::size_t& start) {
    std::size_t q = src.rfind("(?P<", off);
    start = q == std::string::npos ? off : q + 4;
    std::size_t close = src.find('>', start);
    return src.substr(start, close == std::string::npos ? std::string::npos : close - start);
  };
  switch (e.code) {
    case PCRE2_ERROR_QUANTIFIER_INVALID: {
      std::size_t k = off;
      if (k < src.size() && src[k] == '}')
        while (k > 0 && src[k] != '{') --k;
      pos = origin(k);
      bool after_repeat = k > 0 && std::string_view("*+?}").find(src[k - 1]) != std::string_view::npos &&
                          (k < 2 || src[k - 2] != '\\');
      return after_repeat ? "multiple repeat" : "nothing to repeat";
    }
    case PCRE2_ERROR_QUANTIFIER_OUT_OF_ORDER: {
      std::size_t k = off;
      while (k > 0 && src[k] != '{') --k;
      pos = origin(k + 1);
      return "min repeat greater than max repeat";
    }
    case PCRE2_ERROR_CLASS_RANGE_ORDER: {
      // "z-a": the culprit is the range's end
      std::size_t k = off >= 2 ? off - 2 : 0;
      pos = origin(k);
      std::size_t e_end = off + 1;
      while (e_end < src.size() && !is_lead(src[e_end])) ++e_end;
      return "bad character range " + src.substr(k, e_end - k);
    }
    case PCRE2_ERROR_BAD_SUBPATTERN_REFERENCE: {
      if (off >= 4 && src.compare(off - 4, 4, "(?P=") == 0) {
        std::size_t close = src.find(')', off);
        return "unknown group name '" + src.substr(off, close == std::string::npos ? std::string::npos : close - off) + "'";
      }
      std::size_t b = off, end = off;
      while (b > 0 && std::isdigit(static_cast<unsigned char>(src[b - 1]))) --b;
      while (end < src.size() && std::isdigit(static_cast<unsigned char>(src[end]))) ++end;
      pos = origin(b);
      return "invalid group reference " + src.substr(b, end - b);
    }
    case PCRE2_ERROR_DUPLICATE_SUBPATTERN_NAME: {
      std::size_t start = 0;
      std::string name = name_at(start);
      pos = origin(start);
      std::size_t first = src.find("(?P<" + name + ">");
      int was = first == std::string::npos ? 0 : groups_before(src, first) + 1;
      int now = groups_before(src, start - 4) + 1;
      return "redefinition of group name '" + name + "' as group " + std::to_string(now) + "; was group " + std::to_string(was);
    }
    case PCRE2_ERROR_SUBPATTERN_NAME_EXPECTED: return "missing group name";
    case PCRE2_ERROR_INVALID_SUBPATTERN_NAME:  // "1a"; "a-b" has no terminator
    case PCRE2_ERROR_SUBPATTERN_NAME_TOO_LONG:
    case PCRE2_ERROR_MISSING_NAME_TERMINATOR: {
      std::size_t start = 0;
      std::string name = name_at(start);
      pos = origin(start);
      return "bad character in group name '" + name + "'";
    }
    case PCRE2_ERROR_LOOKBEHIND_NOT_FIXED_LENGTH:
      pos = -1;
      return "look-behind requires fixed-width pattern";
    default: return e.message;
  }
}

bool parse_template(std::string_view t, const regex::Regex& re, std::vector<Piece>& out, std::string& error_type,
                    std::string& error) {
  out.assign(1, Piece{});
  auto fail_at = [&](std::string msg, std::size_t b) {
    error_type = "re.error";
    error = std::move(msg) + " at position " + std::to_string(chars_before(t, b));
    return false;
  };
  auto group = [&](int g) {
    out.back().group = g;
    out.emplace_back();
  };
  const int groups = static_cast<int>(re.captures());
  for (std::size_t i = 0; i < t.size(); ++i) {
    char ch = t[i];
    if (ch != '\\') {
      out.back().text.push_back(ch);
      continue;
    }
    if (i + 1 >= t.size()) return fail_at("bad escape (end of pattern)", i);
    char e = t[i + 1];
    if (e == 'g') {
      if (i + 2 >= t.size() || t[i + 2] != '<') return fail_at("missing <", i + 2);
      std::size_t close = t.find('>', i + 3);
      if (close == std::string_view::npos) return fail_at("missing >, unterminated name", i + 3);
      std::string name(t.substr(i + 3, close - i - 3));
      if (name.empty()) return fail_at("missing group name", i + 3);
      bool digits = std::all_of(name.begin(), name.end(), [](char d) { return std::isdigit(static_cast<unsigned char>(d)); });
      int g = -1;
      if (digits) {
        g = name.size() > 6 ? groups + 1 : std::stoi(name);
        if (g > groups) return fail_at("invalid group reference " + name, i + 3);
      } else {
        bool ident = !std::isdigit(static_cast<unsigned char>(name[0]));
        for (char d : name) ident &= std::isalnum(static_cast<unsigned char>(d)) || d == '_' || !is_lead(d) || (d & 0x80);
        if (!ident) return fail_at("bad character in group name '" + name + "'", i + 3);
        g = re.number_of(name);
        if (g < 0) {
          error_type = "IndexError";
          error = "unknown group name '" + name + "'";
          return false;
        }
      }
      group(g);
      i = close;
    } else if (e >= '0' && e <= '9') {
      auto octal = [&](std::size_t k) { return k < t.size() && t[k] >= '0' && t[k] <= '7'; };
      auto digit = [&](std::size_t k) { return k < t.size() && std::isdigit(static_cast<unsigned char>(t[k])); };
      std::size_t n = 1;  // digits after the backslash
      if (e == '0') {     // \0, \0N, \0NN: octal
        while (n < 3 && octal(i + 1 + n)) ++n;
      } else if (digit(i + 2)) {
        n = octal(i + 1) && octal(i + 2) && octal(i + 3) ? 3 : 2;
      }
      std::string_view digits = t.substr(i + 1, n);
      if (e == '0' || n == 3) {
        int v = std::stoi(std::string(digits), nullptr, 8);
        if (v > 0377) return fail_at("octal escape value \\" + std::string(digits) + " outside of range 0-0o377", i);
        utf8::append(out.back().text, static_cast<std::uint32_t>(v));
      } else {
        int g = std::stoi(std::string(digits));
        if (g > groups) return fail_at("invalid group reference " + std::to_string(g), i + 1);
        group(g);
      }
      i += n;
    } else {
      static constexpr std::string_view kFrom = "abfnrtv\\", kTo = "\a\b\f\n\r\t\v\\";
      if (auto at = kFrom.find(e); at != std::string_view::npos) out.back().text.push_back(kTo[at]);
      else if (is_ascii_letter(e)) return fail_at(std::string("bad escape \\") + e, i);
      else out.back().text.append({'\\', e});  // unknown non-letter escapes stay as written
      ++i;
    }
  }
  return true;
}

std::string escape(std::string_view s) {
  static constexpr std::string_view kSpecial = "()[]{}?*+-|^$\\.&~# \t\n\r\v\f";
  std::string out;
  out.reserve(s.size() * 2);
  for (char ch : s) {
    if (kSpecial.find(ch) != std::string_view::npos) out.push_back('\\');
    out.push_back(ch);
  }
  return out;
}

std::string flags_text(std::int64_t flags) {
  static constexpr std::pair<std::int64_t, const char*> kNames[] = {
      {1, "re.TEMPLATE"}, {kIgnoreCase, "re.IGNORECASE"}, {kLocale, "re.LOCALE"}, {kMultiline, "re.MULTILINE"},
      {kDotAll, "re.DOTALL"}, {kUnicode, "re.UNICODE"}, {kVerbose, "re.VERBOSE"}, {kDebug, "re.DEBUG"},
      {kAscii, "re.ASCII"}};
  if ((flags & (kLocale | kUnicode | kAscii)) == kUnicode) flags &= ~kUnicode;
  std::string out;
  for (const auto& [bit, name] : kNames) {
    if (!(flags & bit)) continue;
    if (!out.empty()) out += '|';
    out += name;
    flags &= ~bit;
  }
  if (flags) {
    char hex[24];
    std::snprintf(hex, sizeof hex, "0x%llx", static_cast<unsigned long long>(flags));
    if (!out.empty()) out += '|';
    out += hex;
  }
  return out;
}

}  // namespace reddragon::vm::py::re
