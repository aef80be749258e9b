// c_preproc.cpp - a small C preprocessor run before parsing: #include lines
// are dropped (a project header's text takes the line: c_include.cpp),
// object-like and function-like #define macros are expanded textually,
// #if/#ifdef/#ifndef/#else/#endif select lines. Every line keeps
// its line number (directives and inactive lines become empty lines), so
// spans stay on the right line.
#include "c_preproc.hpp"

#include <cctype>
#include <climits>
#include <cstdlib>
#include <filesystem>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "c_include.hpp"

namespace reddragon::c {

namespace {

struct Macro {
  bool function_like = false;
  std::vector<std::string> params;
  std::string body;
  bool variadic = false;  ///< the last parameter is `...` (__VA_ARGS__) or GNU `name...`
};

bool ident_start(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_'; }
bool ident_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

/// Whether chars `a` then `b` would lex as one token (or start a comment)
/// when a macro's replacement lands next to them: cpp keeps the tokens apart,
/// so `#define G -9.81` makes `-G` two minus signs, not `--`.
bool pastes(char a, char b) {
  if (ident_char(a) && ident_char(b)) return true;
  constexpr std::string_view punct = "+-*/%<>=!&|^.#:";
  return punct.find(a) != std::string_view::npos && punct.find(b) != std::string_view::npos;
}

/// Appends a macro's replacement (or an argument) without fusing tokens.
void append_apart(std::string& out, std::string_view text) {
  if (!out.empty() && !text.empty() && pastes(out.back(), text.front())) out.push_back(' ');
  out.append(text);
}

std::string trim(std::string_view s) {
  std::size_t a = 0, e = s.size();
  while (a < e && std::isspace(static_cast<unsigned char>(s[a]))) ++a;
  while (e > a && std::isspace(static_cast<unsigned char>(s[e - 1]))) --e;
  return std::string(s.substr(a, e - a));
}

class Preproc {
 public:
  Preproc() {
    const char* predefined[][2] = {
        {"INT_MAX", "2147483647"}, {"INT_MIN", "(-2147483647-1)"}, {"UINT_MAX", "4294967295U"},
        {"LONG_MAX", "9223372036854775807L"}, {"LONG_MIN", "(-9223372036854775807L-1)"},
        {"LLONG_MAX", "9223372036854775807LL"}, {"LLONG_MIN", "(-9223372036854775807LL-1)"},
        {"ULONG_MAX", "18446744073709551615UL"}, {"CHAR_BIT", "8"}, {"CHAR_MAX", "127"}, {"CHAR_MIN", "(-128)"},
        {"SCHAR_MAX", "127"}, {"SCHAR_MIN", "(-128)"}, {"UCHAR_MAX", "255"}, {"SHRT_MAX", "32767"},
        {"SHRT_MIN", "(-32768)"}, {"USHRT_MAX", "65535"}, {"EXIT_SUCCESS", "0"}, {"EXIT_FAILURE", "1"},
        {"EOF", "(-1)"}, {"RAND_MAX", "2147483647"}, {"SIZE_MAX", "18446744073709551615UL"},
        {"INT32_MAX", "2147483647"}, {"INT32_MIN", "(-2147483647-1)"}, {"UINT32_MAX", "4294967295U"},
        {"INT64_MAX", "9223372036854775807L"}, {"INT64_MIN", "(-9223372036854775807L-1)"},
        {"UINT64_MAX", "18446744073709551615UL"}, {"INT8_MAX", "127"}, {"INT16_MAX", "32767"},
        {"UINT8_MAX", "255"}, {"UINT16_MAX", "65535"}, {"M_PI", "3.14159265358979323846"},
        {"M_E", "2.7182818284590452354"}, {"M_SQRT2", "1.41421356237309504880"}};
    for (auto& p : predefined) macros_[p[0]] = Macro{false, {}, p[1]};
    for (const auto& [name, body] : library_macros()) macros_.try_emplace(name, Macro{false, {}, body});
    // <stdarg.h>: a variadic function's extra arguments are its rest
    // parameter __va; a va_list is a cursor over them (kernel/vm/rt/c.cpp)
    macros_["va_start"] = Macro{true, {"ap", "last"}, "(ap = __c_va_start(__va))"};
    macros_["va_arg"] = Macro{true, {"ap", "T"}, "((T)__c_va_arg(ap))"};
    macros_["va_end"] = Macro{true, {"ap"}, "((void)0)"};
    macros_["va_copy"] = Macro{true, {"d", "s"}, "(d = __c_va_copy(s))"};
    macros_["__va_copy"] = Macro{true, {"d", "s"}, "(d = __c_va_copy(s))"};
    define_assert();
    // <stdint.h>'s constant macros (LP64)
    for (const char* n : {"INT8_C", "INT16_C", "INT32_C", "UINT8_C", "UINT16_C"}) macros_[n] = Macro{true, {"c"}, "c"};
    macros_["UINT32_C"] = Macro{true, {"c"}, "c ## U"};
    for (const char* n : {"INT64_C", "INTMAX_C"}) macros_[n] = Macro{true, {"c"}, "c ## L"};
    for (const char* n : {"UINT64_C", "UINTMAX_C"}) macros_[n] = Macro{true, {"c"}, "c ## UL"};
  }

  std::string run(std::string_view src) {
    std::string out;
    out.reserve(src.size() + 64);
    std::size_t pos = 0;
    while (pos < src.size()) {
      // one logical line (backslash-newline joins), remembering how many
      // physical lines it used
      std::string line;
      int physical = 0;
      line_no_ = next_line_;
      while (pos < src.size()) {
        std::size_t nl = src.find('\n', pos);
        std::size_t end = nl == std::string_view::npos ? src.size() : nl;
        std::string_view part = src.substr(pos, end - pos);
        pos = nl == std::string_view::npos ? src.size() : nl + 1;
        ++physical;
        if (!part.empty() && part.back() == '\r') part.remove_suffix(1);
        if (!part.empty() && part.back() == '\\' && !in_comment_) {
          line.append(part.substr(0, part.size() - 1));
          line.push_back(' ');
          continue;
        }
        line.append(part);
        break;
      }
      std::string_view t = line;
      std::size_t k = 0;
      while (k < t.size() && (t[k] == ' ' || t[k] == '\t')) ++k;
      if (!in_comment_ && k < t.size() && t[k] == '#') {
        if (active()) out.append(local_include(t.substr(k + 1)));
        if (active()) out.append(system_declarations(t.substr(k + 1)));
        if (active()) out.append(pragma_pack(t.substr(k + 1)));
        directive(t.substr(k + 1));
        for (int i = 0; i < physical; ++i) out.push_back('\n');
        next_line_ += physical;
        continue;
      }
      if (active()) {
        // a function-like macro call whose arguments continue on the next
        // lines: join them (the expansion sits on the first line)
        for (int extra = 0; extra < 64 && pos < src.size() && !in_comment_ && unclosed_call(line); ++extra) {
          std::size_t nl = src.find('\n', pos);
          std::size_t end = nl == std::string_view::npos ? src.size() : nl;
          std::string_view part = src.substr(pos, end - pos);
          pos = nl == std::string_view::npos ? src.size() : nl + 1;
          ++physical;
          if (!part.empty() && part.back() == '\r') part.remove_suffix(1);
          if (!part.empty() && part.back() == '\\') part.remove_suffix(1);
          line.push_back(' ');
          line.append(part);
        }
        out.append(complex_types(name_unnamed_bitfields(expand(line, 0, {}, true))));
      }
      for (int i = 0; i < physical; ++i) out.push_back('\n');
      next_line_ += physical;
    }
    if (!src.empty() && src.back() != '\n' && !out.empty()) out.pop_back();
    return out;
  }

 private:
  /// `unsigned : 3;` and `int : 0;` (unnamed bit-fields: padding) get a
  /// name, __rd_pad<k>, since tree-sitter-c requires one; the lowerer lays
  /// them out but keeps them out of the members. Only a run of integer type
  /// words after `{`, `;` or the line start counts, so labels, case and
  /// ?: are untouched.
  std::string name_unnamed_bitfields(std::string line) {
    static const std::unordered_set<std::string_view> words = {
        "unsigned", "signed", "int", "char", "short", "long", "_Bool", "bool", "const", "volatile",
        "uint8_t", "uint16_t", "uint32_t", "uint64_t", "int8_t", "int16_t", "int32_t", "int64_t"};
    if (line.find(':') == std::string::npos) return line;
    std::size_t start = 0;
    for (std::size_t i = 0; i < line.size(); ++i) {
      char c = line[i];
      if (c == '"' || c == '\'') {  // skip literals
        std::size_t j = i + 1;
        while (j < line.size() && line[j] != c) j += line[j] == '\\' ? 2 : 1;
        i = j;
        start = i + 1;
        continue;
      }
      if (c == ';' || c == '{' || c == '}') {
        start = i + 1;
        continue;
      }
      if (c == ',') {  // `unsigned a : 3, : 2, b : 3;`: an unnamed one in a list
        std::size_t j = i + 1;
        while (j < line.size() && std::isspace(static_cast<unsigned char>(line[j]))) ++j;
        if (j < line.size() && line[j] == ':' && (j + 1 >= line.size() || line[j + 1] != ':')) {
          std::string name = " __rd_pad" + std::to_string(pads_++);
          line.insert(i + 1, name);
          i += name.size();
        }
        continue;
      }
      if (c != ':' || (i + 1 < line.size() && line[i + 1] == ':')) continue;
      // the text before ':' must be type words only, the text after a constant up to ';'
      std::size_t k = start, last_end = std::string::npos;
      bool ok = true;
      while (k < i && ok) {
        if (std::isspace(static_cast<unsigned char>(line[k]))) {
          ++k;
          continue;
        }
        std::size_t e = k;
        while (e < i && ident_char(line[e])) ++e;
        ok = e > k && words.count(std::string_view(line).substr(k, e - k)) > 0;
        last_end = e;
        k = e;
      }
      std::size_t semi = line.find(';', i);
      if (!ok || last_end == std::string::npos || semi == std::string::npos ||
          line.find_first_of("?{}(", i) < semi)
        continue;
      std::string name = " __rd_pad" + std::to_string(pads_++);
      line.insert(last_end, name);
      i += name.size();
      start = i + 1;
    }
    return line;
  }
  bool active() const {
    for (const auto& c : cond_)
      if (!c.taking) return false;
    return true;
  }
  /// True when `s` calls a function-like macro whose argument list does not
  /// close on this line.
  bool unclosed_call(std::string_view s) const {
    for (std::size_t i = 0; i < s.size();) {
      char c = s[i];
      if (c == '/' && i + 1 < s.size() && s[i + 1] == '/') return false;
      if (c == '/' && i + 1 < s.size() && s[i + 1] == '*') {
        std::size_t e = s.find("*/", i + 2);
        if (e == std::string_view::npos) return false;
        i = e + 2;
        continue;
      }
      if (c == '"' || c == '\'') {
        std::size_t j = i + 1;
        while (j < s.size() && s[j] != c) j += s[j] == '\\' ? 2 : 1;
        i = j + 1;
        continue;
      }
      if (std::isdigit(static_cast<unsigned char>(c))) {
        while (i < s.size() && (ident_char(s[i]) || s[i] == '.')) ++i;
        continue;
      }
      if (!ident_start(c)) {
        ++i;
        continue;
      }
      std::size_t j = i;
      while (j < s.size() && ident_char(s[j])) ++j;
      auto it = macros_.find(std::string(s.substr(i, j - i)));
      i = j;
      if (it == macros_.end() || !it->second.function_like) continue;
      while (j < s.size() && (s[j] == ' ' || s[j] == '\t')) ++j;
      if (j >= s.size() || s[j] != '(') continue;
      int depth = 0;
      for (; j < s.size(); ++j) {
        char ch = s[j];
        if (ch == '"' || ch == '\'') {
          std::size_t e = j + 1;
          while (e < s.size() && s[e] != ch) e += s[e] == '\\' ? 2 : 1;
          j = e;
          continue;
        }
        if (ch == '/' && j + 1 < s.size() && s[j + 1] == '/') break;
        if (ch == '(') ++depth;
        if (ch == ')' && --depth == 0) break;
      }
      if (depth > 0) return true;
      i = j + 1;
    }
    return false;
  }
  struct Cond {
    bool taking;
    bool taken;  // some branch of this group was taken
  };

  static std::string strip_comments(std::string_view s) {
    std::string r;
    for (std::size_t i = 0; i < s.size(); ++i) {
      if (s[i] == '/' && i + 1 < s.size() && s[i + 1] == '/') break;
      if (s[i] == '/' && i + 1 < s.size() && s[i + 1] == '*') {
        std::size_t e = s.find("*/", i + 2);
        if (e == std::string_view::npos) break;
        r.push_back(' ');
        i = e + 1;
        continue;
      }
      if (s[i] == '"' || s[i] == '\'') {
        char q = s[i];
        r.push_back(s[i++]);
        while (i < s.size() && s[i] != q) {
          if (s[i] == '\\' && i + 1 < s.size()) r.push_back(s[i++]);
          r.push_back(s[i++]);
        }
        if (i < s.size()) r.push_back(s[i]);
        continue;
      }
      r.push_back(s[i]);
    }
    return r;
  }

  bool eval_condition(std::string_view expr) {
    // `defined(X)` / `defined X`, then macro expansion, then a C integer
    // expression (CondEval).
    std::string e = trim(strip_comments(expr));
    std::string r;
    for (std::size_t i = 0; i < e.size();) {
      if (e.compare(i, 7, "defined") == 0 && (i + 7 >= e.size() || !ident_char(e[i + 7])) && (i == 0 || !ident_char(e[i - 1]))) {
        i += 7;
        bool paren = false;
        while (i < e.size() && (e[i] == ' ' || (e[i] == '(' && !paren))) paren |= e[i++] == '(';
        std::size_t a = i;
        while (i < e.size() && ident_char(e[i])) ++i;
        std::string name = e.substr(a, i - a);
        while (i < e.size() && e[i] == ' ') ++i;
        if (paren && i < e.size() && e[i] == ')') ++i;
        r += macros_.count(name) ? "1" : "0";
        continue;
      }
      r.push_back(e[i++]);
    }
    std::string x = trim(expand(r, 0, {}, false));
    CondEval ev{x, 0};
    return ev.ternary() != 0;
  }

  /// A #if expression after macro expansion: C integer arithmetic on
  /// long long (identifiers left over are 0).
  struct CondEval {
    std::string_view s;
    std::size_t i;
    void ws() {
      while (i < s.size() && std::isspace(static_cast<unsigned char>(s[i]))) ++i;
    }
    bool eat(std::string_view op) {
      ws();
      if (s.compare(i, op.size(), op) != 0) return false;
      // do not take "<" from "<<" / "<=", "&" from "&&", "|" from "||", "=" ...
      if (op.size() == 1 && i + 1 < s.size()) {
        char n = s[i + 1];
        if ((op[0] == '<' || op[0] == '>') && (n == op[0] || n == '=')) return false;
        if ((op[0] == '&' || op[0] == '|') && n == op[0]) return false;
        if (op[0] == '!' && n == '=') return false;
      }
      i += op.size();
      return true;
    }
    long long ternary(int d = 0) {
      long long c = lor(d);
      if (d < 64 && eat("?")) {
        long long a = ternary(d + 1);
        eat(":");
        long long b = ternary(d + 1);
        return c ? a : b;
      }
      return c;
    }
    long long lor(int d) {
      long long v = land(d);
      while (eat("||")) { long long r = land(d); v = (v || r); }
      return v;
    }
    long long land(int d) {
      long long v = bor(d);
      while (eat("&&")) { long long r = bor(d); v = (v && r); }
      return v;
    }
    long long bor(int d) {
      long long v = bxor(d);
      while (eat("|")) v |= bxor(d);
      return v;
    }
    long long bxor(int d) {
      long long v = band(d);
      while (eat("^")) v ^= band(d);
      return v;
    }
    long long band(int d) {
      long long v = eq(d);
      while (eat("&")) v &= eq(d);
      return v;
    }
    long long eq(int d) {
      long long v = rel(d);
      for (;;) {
        if (eat("==")) v = v == rel(d);
        else if (eat("!=")) v = v != rel(d);
        else return v;
      }
    }
    long long rel(int d) {
      long long v = shift(d);
      for (;;) {
        if (eat("<=")) v = v <= shift(d);
        else if (eat(">=")) v = v >= shift(d);
        else if (eat("<")) v = v < shift(d);
        else if (eat(">")) v = v > shift(d);
        else return v;
      }
    }
    long long shift(int d) {
      long long v = add(d);
      for (;;) {
        if (eat("<<")) v = static_cast<long long>(static_cast<unsigned long long>(v) << (add(d) & 63));
        else if (eat(">>")) v >>= (add(d) & 63);
        else return v;
      }
    }
    long long add(int d) {
      long long v = mul(d);
      for (;;) {
        if (eat("+")) v = static_cast<long long>(static_cast<unsigned long long>(v) + static_cast<unsigned long long>(mul(d)));
        else if (eat("-")) v = static_cast<long long>(static_cast<unsigned long long>(v) - static_cast<unsigned long long>(mul(d)));
        else return v;
      }
    }
    long long mul(int d) {
      long long v = unary(d);
      for (;;) {
        if (eat("*")) v = static_cast<long long>(static_cast<unsigned long long>(v) * static_cast<unsigned long long>(unary(d)));
        else if (eat("/")) { long long r = unary(d); v = r == 0 || (r == -1 && v == LLONG_MIN) ? 0 : v / r; }
        else if (eat("%")) { long long r = unary(d); v = r == 0 || r == -1 ? 0 : v % r; }
        else return v;
      }
    }
    long long unary(int d) {
      if (d > 64) return 0;
      if (eat("!")) return !unary(d + 1);
      if (eat("~")) return ~unary(d + 1);
      if (eat("-")) return static_cast<long long>(0ULL - static_cast<unsigned long long>(unary(d + 1)));
      if (eat("+")) return unary(d + 1);
      if (eat("(")) {
        long long v = ternary(d + 1);
        eat(")");
        return v;
      }
      ws();
      if (i >= s.size()) return 0;
      if (std::isdigit(static_cast<unsigned char>(s[i]))) {
        std::string num;
        while (i < s.size() && (std::isalnum(static_cast<unsigned char>(s[i])))) num.push_back(s[i++]);
        return static_cast<long long>(std::strtoull(num.c_str(), nullptr, 0));
      }
      if (s[i] == '\'') {
        ++i;
        long long v = 0;
        if (i < s.size() && s[i] == '\\' && i + 1 < s.size()) {
          char e = s[i + 1];
          v = e == 'n' ? 10 : e == 't' ? 9 : e == '0' ? 0 : e == 'r' ? 13 : e;
          i += 2;
        } else if (i < s.size()) {
          v = static_cast<unsigned char>(s[i++]);
        }
        while (i < s.size() && s[i] != '\'') ++i;
        if (i < s.size()) ++i;
        return v;
      }
      if (ident_start(s[i])) {
        while (i < s.size() && ident_char(s[i])) ++i;
        return 0;
      }
      ++i;
      return 0;
    }
  };

  void directive(std::string_view d) {
    std::size_t k = 0;
    while (k < d.size() && (d[k] == ' ' || d[k] == '\t')) ++k;
    std::size_t a = k;
    while (k < d.size() && ident_char(d[k])) ++k;
    std::string_view name = d.substr(a, k - a);
    std::string_view rest = d.substr(k);
    if (name == "ifdef" || name == "ifndef") {
      std::string n = trim(strip_comments(rest));
      bool def = macros_.count(n) != 0;
      bool take = name == "ifdef" ? def : !def;
      cond_.push_back(Cond{take, take});
      return;
    }
    if (name == "if") {
      bool take = active() && eval_condition(rest);
      cond_.push_back(Cond{take, take});
      return;
    }
    if (name == "elif") {
      if (cond_.empty()) return;
      Cond& c = cond_.back();
      if (c.taken) {
        c.taking = false;
        return;
      }
      cond_.pop_back();
      bool take = active() && eval_condition(rest);
      cond_.push_back(Cond{take, take});
      return;
    }
    if (name == "else") {
      if (cond_.empty()) return;
      Cond& c = cond_.back();
      c.taking = !c.taken;
      c.taken = true;
      return;
    }
    if (name == "endif") {
      if (!cond_.empty()) cond_.pop_back();
      return;
    }
    if (!active()) return;
    if (name == "define") {
      std::size_t i = 0;
      while (i < rest.size() && (rest[i] == ' ' || rest[i] == '\t')) ++i;
      std::size_t s = i;
      while (i < rest.size() && ident_char(rest[i])) ++i;
      std::string mname(rest.substr(s, i - s));
      if (mname.empty()) return;
      Macro m;
      if (i < rest.size() && rest[i] == '(') {
        m.function_like = true;
        std::size_t close = rest.find(')', i);
        if (close == std::string_view::npos) return;
        std::string_view ps = rest.substr(i + 1, close - i - 1);
        std::size_t p = 0;
        while (p < ps.size()) {
          std::size_t c = ps.find(',', p);
          if (c == std::string_view::npos) c = ps.size();
          std::string param = trim(ps.substr(p, c - p));
          if (param.size() >= 3 && param.compare(param.size() - 3, 3, "...") == 0) {
            m.variadic = true;  // `...` is __VA_ARGS__; GNU `args...` names it
            param = param.size() == 3 ? "__VA_ARGS__" : trim(param.substr(0, param.size() - 3));
          }
          if (!param.empty()) m.params.push_back(param);
          p = c + 1;
        }
        i = close + 1;
      }
      m.body = trim(strip_comments(rest.substr(i)));
      macros_[mname] = std::move(m);
      return;
    }
    if (name == "undef") {
      macros_.erase(trim(strip_comments(rest)));
      return;
    }
    // <assert.h> follows NDEBUG as it stands where it is included
    if (name == "include" && rest.find("assert.h") != std::string_view::npos) define_assert();
    if (name == "include" && rest.find("<complex.h>") != std::string_view::npos) define_complex();
    // <iso646.h>: the operator spellings, only where a program asks for them
    if (name == "include" && rest.find("<iso646.h>") != std::string_view::npos)
      for (const auto& [word, op] : {std::pair{"and", "&&"}, {"and_eq", "&="}, {"bitand", "&"}, {"bitor", "|"}, {"compl", "~"},
                                     {"not", "!"}, {"not_eq", "!="}, {"or", "||"}, {"or_eq", "|="}, {"xor", "^"}, {"xor_eq", "^="}})
        macros_[word] = Macro{false, {}, op};
    // include, pragma, error, line, ...: dropped
  }
  /// #pragma pack(N) / pack(push[, N]) / pack(pop) / pack(): the packing it
  /// leaves in force, as `#pragma pack(N)` (0: natural alignment) on the
  /// directive's line, for the lowerer to lay out the structs after it.
  std::string pragma_pack(std::string_view d) {
    std::size_t k = d.find_first_not_of(" \t");
    if (k == std::string_view::npos || d.substr(k, 6) != "pragma") return {};
    d.remove_prefix(k + 6);
    k = d.find_first_not_of(" \t");
    if (k == std::string_view::npos || d.substr(k, 4) != "pack") return {};
    const std::size_t open = d.find('(', k), close = d.find(')', k);
    if (open == std::string_view::npos || close == std::string_view::npos || close < open) return {};
    std::string_view args = d.substr(open + 1, close - open - 1);
    int value = -1;  // the number among the arguments, if any
    bool push = false, pop = false;
    for (std::size_t p = 0; p <= args.size();) {
      std::size_t comma = args.find(',', p);
      if (comma == std::string_view::npos) comma = args.size();
      std::string a = trim(std::string(args.substr(p, comma - p)));
      p = comma + 1;
      if (a == "push") push = true;
      else if (a == "pop") pop = true;
      else if (!a.empty() && std::isdigit(static_cast<unsigned char>(a[0]))) value = std::atoi(a.c_str());
    }
    if (value > 0 && (value & (value - 1)) != 0) return {};  // not a power of two: gcc ignores it
    if (push) {
      pack_stack_.push_back(pack_);
      if (value >= 0) pack_ = value;
    } else if (pop) {
      if (!pack_stack_.empty()) {
        pack_ = pack_stack_.back();
        pack_stack_.pop_back();
      }
    } else {
      pack_ = value > 0 ? value : 0;
    }
    return "#pragma pack(" + std::to_string(pack_) + ")";
  }
  /// The types a system header declares that programs use by name (struct
  /// tm, time_t), on the #include's own line so later lines keep their numbers.
  std::string system_declarations(std::string_view d) {
    std::size_t k = 0;
    while (k < d.size() && (d[k] == ' ' || d[k] == '\t')) ++k;
    if (d.substr(k, 7) != "include") return {};
    if (d.find("<time.h>") == std::string_view::npos || declared_time_) return {};
    declared_time_ = true;
    return "typedef long time_t; typedef long clock_t; struct tm { int tm_sec; int tm_min; int tm_hour; int tm_mday; "
           "int tm_mon; int tm_year; int tm_wday; int tm_yday; int tm_isdst; long tm_gmtoff; const char *tm_zone; };";
  }
  /// <complex.h>: `complex` spells _Complex, I and CMPLX make values
  /// (runtime/c_complex.cpp); complex_types() renames the type spellings.
  void define_complex() {
    macros_["complex"] = Macro{false, {}, "_Complex"};
    macros_["_Complex_I"] = Macro{false, {}, "(__c_cx(0.0, 1.0))"};
    macros_["I"] = Macro{false, {}, "(__c_cx(0.0, 1.0))"};
    for (const char* n : {"CMPLX", "CMPLXF", "CMPLXL"}) macros_[n] = Macro{true, {"x", "y"}, "(__c_cx((x), (y)))"};
  }
  /// `double _Complex`, `_Complex double`, `float _Complex`, ... (which
  /// tree-sitter-c cannot parse) become the type names __c_complex and
  /// __c_fcomplex, which the lowerer knows.
  static std::string complex_types(std::string line) {
    if (line.find("_Complex") == std::string::npos) return line;
    for (std::size_t at = line.find("_Complex"); at != std::string::npos; at = line.find("_Complex", at)) {
      if ((at > 0 && ident_char(line[at - 1])) || (at + 8 < line.size() && ident_char(line[at + 8]))) {
        at += 8;
        continue;
      }
      // the floating type words next to it, before or after
      auto word_before = [&](std::size_t end, std::size_t& begin) {
        std::size_t e = end;
        while (e > 0 && std::isspace(static_cast<unsigned char>(line[e - 1]))) --e;
        std::size_t b = e;
        while (b > 0 && ident_char(line[b - 1])) --b;
        begin = b;
        return line.substr(b, e - b);
      };
      auto word_after = [&](std::size_t start, std::size_t& end) {
        std::size_t b = start;
        while (b < line.size() && std::isspace(static_cast<unsigned char>(line[b]))) ++b;
        std::size_t e = b;
        while (e < line.size() && ident_char(line[e])) ++e;
        end = e;
        return line.substr(b, e - b);
      };
      std::size_t from = at, to = at + 8, p = 0;
      bool is_float = false;
      for (std::string w = word_before(from, p); w == "double" || w == "float" || w == "long"; w = word_before(from, p)) {
        is_float = is_float || w == "float";
        from = p;
      }
      for (std::string w = word_after(to, p); w == "double" || w == "float" || w == "long"; w = word_after(to, p)) {
        is_float = is_float || w == "float";
        to = p;
      }
      const std::string name = is_float ? "__c_fcomplex" : "__c_complex";
      line.replace(from, to - from, name);
      at = from + name.size();
    }
    return line;
  }
  /// assert(e): nothing under NDEBUG, else a failed check ends the program
  /// as abort() does (status 134; the message goes to stderr, dropped).
  void define_assert() {
    if (macros_.count("NDEBUG")) macros_["assert"] = Macro{true, {"e"}, "((void)0)"};
    else macros_["assert"] = Macro{true, {"e"}, "((e) ? (void)0 : __c_assert_fail(#e))"};
  }

  /// Expands macros in `s`. `track` updates the block-comment state (only
  /// for source lines, not for macro bodies).
  std::string expand(std::string_view s, int depth, const std::unordered_set<std::string>& disabled, bool track) {
    std::string out;
    out.reserve(s.size());
    bool in_comment = track ? in_comment_ : false;
    std::size_t i = 0;
    while (i < s.size()) {
      if (in_comment) {
        std::size_t e = s.find("*/", i);
        if (e == std::string_view::npos) {
          out.append(s.substr(i));
          i = s.size();
          break;
        }
        out.append(s.substr(i, e + 2 - i));
        i = e + 2;
        in_comment = false;
        continue;
      }
      char c = s[i];
      if (c == '/' && i + 1 < s.size() && s[i + 1] == '/') {
        out.append(s.substr(i));
        break;
      }
      if (c == '/' && i + 1 < s.size() && s[i + 1] == '*') {
        out.append("/*");
        i += 2;
        in_comment = true;
        continue;
      }
      if (c == '"' || c == '\'') {
        std::size_t j = i + 1;
        while (j < s.size() && s[j] != c) j += s[j] == '\\' ? 2 : 1;
        j = std::min(j + 1, s.size());
        out.append(s.substr(i, j - i));
        i = j;
        continue;
      }
      if (std::isdigit(static_cast<unsigned char>(c))) {  // pp-number: do not expand suffixes
        std::size_t j = i;
        while (j < s.size() && (ident_char(s[j]) || s[j] == '.')) ++j;
        out.append(s.substr(i, j - i));
        i = j;
        continue;
      }
      if (!ident_start(c)) {
        out.push_back(c);
        ++i;
        continue;
      }
      std::size_t j = i;
      while (j < s.size() && ident_char(s[j])) ++j;
      std::string id(s.substr(i, j - i));
      auto it = macros_.find(id);
      if (id == "__LINE__" && it == macros_.end()) {  // the line being expanded (of a macro's use, not its #define)
        out.append(std::to_string(line_no_));
        i = j;
        continue;
      }
      if (id == "__FILE__" && it == macros_.end()) {  // the file being read, as it was named (the command line's path)
        out.push_back('"');
        for (char ch : inc_.stack.empty() ? std::string() : inc_.stack.back()) {
          if (ch == '"' || ch == '\\') out.push_back('\\');
          out.push_back(ch);
        }
        out.push_back('"');
        i = j;
        continue;
      }
      if (it == macros_.end() || disabled.count(id) || depth > 32 || ++expansions_ > 200000) {
        out.append(id);
        i = j;
        continue;
      }
      const Macro& m = it->second;
      std::unordered_set<std::string> dis = disabled;
      dis.insert(id);
      if (!m.function_like) {
        append_apart(out, expand(m.body, depth + 1, dis, false));
        i = j;
        if (i < s.size() && !out.empty() && pastes(out.back(), s[i])) out.push_back(' ');
        continue;
      }
      std::size_t k = j;
      while (k < s.size() && (s[k] == ' ' || s[k] == '\t')) ++k;
      if (k >= s.size() || s[k] != '(') {
        out.append(id);
        i = j;
        continue;
      }
      // arguments
      std::vector<std::string> args;
      std::string cur;
      int par = 0;
      std::size_t q = k + 1;
      bool closed = false;
      for (; q < s.size(); ++q) {
        char ch = s[q];
        if (ch == '"' || ch == '\'') {
          std::size_t e = q + 1;
          while (e < s.size() && s[e] != ch) e += s[e] == '\\' ? 2 : 1;
          e = std::min(e, s.size() - 1);
          cur.append(s.substr(q, e + 1 - q));
          q = e;
          continue;
        }
        if (ch == '(') ++par;
        if (ch == ')') {
          if (par == 0) {
            closed = true;
            break;
          }
          --par;
        }
        if (ch == ',' && par == 0) {
          args.push_back(trim(cur));
          cur.clear();
          continue;
        }
        cur.push_back(ch);
      }
      if (!closed) {
        out.append(id);
        i = j;
        continue;
      }
      if (!trim(cur).empty() || !args.empty()) args.push_back(trim(cur));
      if (m.variadic && !m.params.empty() && args.size() > m.params.size()) {
        // the variable arguments are one: everything from the last parameter on
        for (std::size_t z = m.params.size(); z < args.size(); ++z) args[m.params.size() - 1] += ", " + args[z];
        args.resize(m.params.size());
      }
      // substitute parameters (arguments are expanded first, # stringifies)
      std::string body;
      const std::string& b = m.body;
      bool pasting = false;  // just after `##`: the operands are meant to fuse
      for (std::size_t p = 0; p < b.size();) {
        if (b[p] == '#' && p + 1 < b.size() && b[p + 1] == '#') {
          pasting = true;
          while (!body.empty() && body.back() == ' ') body.pop_back();
          p += 2;
          while (p < b.size() && b[p] == ' ') ++p;
          if (m.variadic && !body.empty() && body.back() == ',' && b.compare(p, m.params.back().size(), m.params.back()) == 0 &&
              (p + m.params.back().size() >= b.size() || !ident_char(b[p + m.params.back().size()])) &&
              (args.size() < m.params.size() || args[m.params.size() - 1].empty()))
            body.pop_back();  // GNU `, ## __VA_ARGS__`: the comma goes when there are no variable arguments
          continue;
        }
        bool stringify = false;
        std::size_t p0 = p;
        if (b[p] == '#') {
          std::size_t t = p + 1;
          while (t < b.size() && b[t] == ' ') ++t;
          if (t < b.size() && ident_start(b[t])) {
            stringify = true;
            p = t;
          }
        }
        if (ident_start(b[p])) {
          std::size_t e = p;
          while (e < b.size() && ident_char(b[e])) ++e;
          std::string w = b.substr(p, e - p);
          std::size_t idx = m.params.size();
          for (std::size_t z = 0; z < m.params.size(); ++z)
            if (m.params[z] == w) idx = z;
          if (idx < m.params.size()) {
            std::string a = idx < args.size() ? args[idx] : std::string();
            if (stringify) {
              body.push_back('"');
              bool space = false, in_lit = false;
              char lit = 0;
              for (char ch : a) {
                if (!in_lit && std::isspace(static_cast<unsigned char>(ch))) {  // whitespace runs become one space
                  space = true;
                  continue;
                }
                if (space && body.back() != '"') body.push_back(' ');
                space = false;
                if (in_lit && ch == lit) in_lit = false;
                else if (!in_lit && (ch == '"' || ch == '\'')) in_lit = true, lit = ch;
                if (ch == '"' || ch == '\\') body.push_back('\\');
                body.push_back(ch);
              }
              body.push_back('"');
            } else if (pasting) {
              body.append(expand(a, depth + 1, disabled, false));
            } else {
              append_apart(body, expand(a, depth + 1, disabled, false));
            }
          } else {
            if (stringify) body.append(b.substr(p0, p - p0));
            body.append(w);
          }
          p = e;
          pasting = false;
          continue;
        }
        if (b[p] != ' ') pasting = false;
        if (b[p] == '"' || b[p] == '\'') {
          char qch = b[p];
          std::size_t e = p + 1;
          while (e < b.size() && b[e] != qch) e += b[e] == '\\' ? 2 : 1;
          e = std::min(e + 1, b.size());
          body.append(b.substr(p, e - p));
          p = e;
          continue;
        }
        body.push_back(b[p++]);
      }
      append_apart(out, expand(body, depth + 1, dis, false));
      i = q + 1;
      if (i < s.size() && !out.empty() && pastes(out.back(), s[i])) out.push_back(' ');
    }
    if (track) in_comment_ = in_comment;
    return out;
  }

  /// `#include "x.h"` of a project header (c_include.cpp): its text
  /// preprocessed with these macros, on the directive's line.
  std::string local_include(std::string_view d) {
    auto h = open_local_include(d, inc_);
    if (!h) return {};
    inc_.stack.push_back(h->path);
    bool comment = in_comment_;
    in_comment_ = false;
    const int next = next_line_, line = line_no_;  // the header counts its own lines
    next_line_ = 1;
    std::string body = one_line(run(h->text));
    next_line_ = next;
    line_no_ = line;
    in_comment_ = comment;
    inc_.stack.pop_back();
    return body;
  }

 public:
  IncludeState inc_;

 private:
  std::unordered_map<std::string, Macro> macros_;
  std::vector<Cond> cond_;
  int pads_ = 0;  ///< unnamed bit-fields named so far
  bool in_comment_ = false;
  int next_line_ = 1;  ///< the physical line the next logical line starts on
  int line_no_ = 1;    ///< __LINE__: where the logical line being expanded starts
  bool declared_time_ = false;  ///< <time.h>'s types already declared
  int pack_ = 0;  ///< #pragma pack in force (0: none)
  std::vector<int> pack_stack_;
  std::size_t expansions_ = 0;  ///< bounds pathological (exponential) macro expansion
};

}  // namespace

std::string preprocess(std::string_view src, const std::string& path) { return preprocess(src, path, nullptr); }

std::string preprocess(std::string_view src, const std::string& path, std::vector<std::string>* read) {
  Preproc p;
  if (!path.empty()) {
    p.inc_.tu_dir = std::filesystem::path(path).parent_path().string();
    p.inc_.stack.push_back(path);
  }
  std::string out = p.run(src);
  if (read) *read = std::move(p.inc_.read);
  return out;
}

}  // namespace reddragon::c
