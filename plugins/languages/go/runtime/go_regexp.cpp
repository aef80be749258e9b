// go_regexp.cpp - package regexp on the shared PCRE2 engine
// (frontend_support/regex_engine.hpp). RE2's syntax is, for what programs
// use, PCRE's (leftmost-first matching, (?P<name>), (?i)/(?s)/(?m)/(?U),
// \pL, [[:alpha:]]); `$` without (?m) matches only at the text's end. The
// iteration follows Go's rules: an empty match right after a match is
// skipped (FindAll, Split) and ReplaceAll advances at least one rune.
#include <algorithm>
#include <cctype>
#include <cstdint>
#include <string>
#include <vector>

#include "go_runtime.hpp"
#include "reddragon/frontend_support/regex_engine.hpp"

namespace reddragon::vm {

namespace {

using Args = std::vector<Value>;
const Value kNone = Value::none();
const Value& at(const Args& a, std::size_t k) { return k < a.size() ? a[k] : kNone; }
std::string text_of(const Value& v) {
  if (v.is(Tag::Str)) return v.as<StrObj>()->s;
  if (v.is(Tag::List)) return go_bytes_text(v);
  return "";
}
Value strs(std::vector<std::string> v) {
  std::vector<Value> out;
  out.reserve(v.size());
  for (auto& s : v) out.push_back(make_str(std::move(s)));
  return make_list(std::move(out));
}
Value ints(const std::vector<std::int64_t>& v) {
  std::vector<Value> out;
  for (auto x : v) out.push_back(Value::integer(x));
  return make_list(std::move(out));
}
Value nil_list() { return go_nil_list(); }

regex::RegexPtr compile_go(const std::string& src, std::string& err) {
  regex::CompileError ce;
  auto re = regex::compile(src, PCRE2_UTF | PCRE2_DOLLAR_ENDONLY | PCRE2_MATCH_UNSET_BACKREF, ce);
  if (!re) err = "error parsing regexp: " + ce.message + ": `" + src + "`";
  return re;
}

Value make_regexp(Vm& in, const std::string& src) {
  auto* inst = new InstanceObj();
  inst->cls = new_class("*regexp.Regexp");
  inst->fields.set(in.intern("__src"), make_str(src));
  return Value::object(inst);
}
std::string source(Vm& in, const Value& self) {
  if (!self.is(Tag::Instance)) return "";
  Value* s = self.as<InstanceObj>()->fields.find(in.intern("__src"));
  return s && s->is(Tag::Str) ? s->as<StrObj>()->s : std::string();
}
regex::RegexPtr regexp_of(Vm& in, const Value& self) {
  std::string err;
  return compile_go(source(in, self), err);  // compiled before (MustCompile/Compile): from the cache
}

std::size_t rune_width(const std::string& s, std::size_t i) {
  if (i >= s.size()) return 1;
  unsigned char c = static_cast<unsigned char>(s[i]);
  std::size_t w = c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
  return std::min(w, s.size() - i);
}

/// Go's allMatches: up to n (n < 0: all) matches, an empty match right
/// after the previous match skipped. False when the VM must stop.
template <class F>
bool all_matches(Vm& in, const regex::Regex& re, const std::string& s, std::int64_t n, F&& on) {
  std::uint32_t opts = regex::valid_utf8(s) ? PCRE2_NO_UTF_CHECK : 0;
  if (!opts) return true;  // invalid UTF-8: no match (PCRE2 refuses it)
  std::size_t pos = 0;
  std::int64_t count = 0;
  long long prev_end = -1;
  regex::Spans sp;
  while ((n < 0 || count < n) && pos <= s.size()) {
    auto o = regex::match(in, re, s, pos, opts, sp);
    if (o == regex::Outcome::Stopped) return false;
    if (o != regex::Outcome::Match) break;
    bool accept = true;
    if (sp.end(0) == pos) {  // an empty match
      if (static_cast<long long>(sp.start(0)) == prev_end) accept = false;
      pos += rune_width(s, pos);
    } else {
      pos = sp.end(0);
    }
    prev_end = static_cast<long long>(sp.end(0));
    if (accept) {
      on(sp);
      ++count;
    }
  }
  return true;
}
bool first_match(Vm& in, const regex::Regex& re, const std::string& s, regex::Spans& sp) {
  if (!regex::valid_utf8(s)) return false;
  return regex::match(in, re, s, 0, PCRE2_NO_UTF_CHECK, sp) == regex::Outcome::Match;
}
std::string group(const std::string& s, const regex::Spans& sp, std::size_t g) {
  return g < sp.count() && sp.set(g) ? s.substr(sp.start(g), sp.end(g) - sp.start(g)) : std::string();
}
std::vector<std::int64_t> index_of(const regex::Spans& sp) {
  std::vector<std::int64_t> out;
  for (std::size_t g = 0; g < sp.count(); ++g) {
    out.push_back(sp.set(g) ? static_cast<std::int64_t>(sp.start(g)) : -1);
    out.push_back(sp.set(g) ? static_cast<std::int64_t>(sp.end(g)) : -1);
  }
  return out;
}

/// Regexp.Expand's template: $1, ${1}, $name, ${name}, $$.
void expand(const regex::Regex& re, const std::string& tmpl, const std::string& s, const regex::Spans& sp, std::string& out) {
  for (std::size_t i = 0; i < tmpl.size(); ++i) {
    if (tmpl[i] != '$' || i + 1 >= tmpl.size()) {
      out.push_back(tmpl[i]);
      continue;
    }
    if (tmpl[i + 1] == '$') {
      out.push_back('$');
      ++i;
      continue;
    }
    std::size_t b = i + 1, e;
    bool brace = tmpl[b] == '{';
    if (brace) ++b;
    e = b;
    while (e < tmpl.size() && (std::isalnum(static_cast<unsigned char>(tmpl[e])) || tmpl[e] == '_')) ++e;
    if (e == b || (brace && (e >= tmpl.size() || tmpl[e] != '}'))) {  // not a reference: a literal $
      out.push_back('$');
      continue;
    }
    std::string name = tmpl.substr(b, e - b);
    bool num = std::all_of(name.begin(), name.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
    if (num) {
      std::size_t g = name.size() > 9 ? SIZE_MAX : std::stoul(name);
      if (g < sp.count()) out += group(s, sp, g);
    } else if (int g = re.number_of(name); g >= 0) {
      out += group(s, sp, static_cast<std::size_t>(g));
    }
    i = brace ? e : e - 1;
  }
}

/// Go's replaceAll: repl(match) between the unmatched parts.
template <class F>
bool replace_all(Vm& in, const regex::Regex& re, const std::string& src, std::string& out, F&& repl) {
  if (!regex::valid_utf8(src)) {
    out = src;
    return true;
  }
  std::size_t last_end = 0, search = 0;
  regex::Spans sp;
  while (search <= src.size()) {
    auto o = regex::match(in, re, src, search, PCRE2_NO_UTF_CHECK, sp);
    if (o == regex::Outcome::Stopped) return false;
    if (o != regex::Outcome::Match) break;
    out.append(src, last_end, sp.start(0) - last_end);
    if (sp.end(0) > last_end || sp.start(0) == 0) {
      repl(sp);
      if (in.raising()) return false;
    }
    last_end = sp.end(0);
    std::size_t w = rune_width(src, search);
    if (search + w > sp.end(0)) search += w;
    else if (search + 1 > sp.end(0)) ++search;
    else search = sp.end(0);
  }
  out.append(src, std::min(last_end, src.size()), std::string::npos);
  return true;
}

// --- package functions --------------------------------------------------------------------
Value rx_must_compile(Vm& in, const Value&, Args& a) {
  std::string src = text_of(at(a, 0)), err;
  if (!compile_go(src, err)) {
    bool backquote = src.find('`') == std::string::npos && src.find('\n') == std::string::npos;
    go_panic_value(in, make_str("regexp: Compile(" + (backquote ? "`" + src + "`" : go_quote(src)) + "): " + err));
    return Value::none();
  }
  return make_regexp(in, src);
}
Value rx_compile(Vm& in, const Value&, Args& a) {
  std::string src = text_of(at(a, 0)), err;
  if (!compile_go(src, err)) return make_list({Value::none(), go_error(in, err)}, Tag::Tuple);
  return make_list({make_regexp(in, src), Value::none()}, Tag::Tuple);
}
Value rx_match_string(Vm& in, const Value&, Args& a) {
  std::string src = text_of(at(a, 0)), err;
  auto re = compile_go(src, err);
  if (!re) return make_list({Value::boolean(false), go_error(in, err)}, Tag::Tuple);
  regex::Spans sp;
  return make_list({Value::boolean(first_match(in, *re, text_of(at(a, 1)), sp)), Value::none()}, Tag::Tuple);
}
Value rx_quote_meta(Vm&, const Value&, Args& a) {
  std::string s = text_of(at(a, 0)), out;
  for (char c : s) {
    if (std::string_view("\\.+*?()|[]{}^$").find(c) != std::string_view::npos) out.push_back('\\');
    out.push_back(c);
  }
  return make_str(std::move(out));
}

// --- methods ------------------------------------------------------------------------------
#define RX_PRELUDE                          \
  auto re = regexp_of(in, self);            \
  if (!re) return Value::none();            \
  std::string s = text_of(at(a, 0));

Value m_match(Vm& in, const Value& self, Args& a) {
  RX_PRELUDE
  regex::Spans sp;
  return Value::boolean(first_match(in, *re, s, sp));
}
Value m_find_string(Vm& in, const Value& self, Args& a) {
  RX_PRELUDE
  regex::Spans sp;
  return make_str(first_match(in, *re, s, sp) ? group(s, sp, 0) : std::string());
}
Value m_find_string_index(Vm& in, const Value& self, Args& a) {
  RX_PRELUDE
  regex::Spans sp;
  if (!first_match(in, *re, s, sp)) return nil_list();
  return ints({static_cast<std::int64_t>(sp.start(0)), static_cast<std::int64_t>(sp.end(0))});
}
Value m_find_string_submatch(Vm& in, const Value& self, Args& a) {
  RX_PRELUDE
  regex::Spans sp;
  if (!first_match(in, *re, s, sp)) return nil_list();
  std::vector<std::string> out;
  for (std::size_t g = 0; g < sp.count(); ++g) out.push_back(group(s, sp, g));
  return strs(std::move(out));
}
Value m_find_string_submatch_index(Vm& in, const Value& self, Args& a) {
  RX_PRELUDE
  regex::Spans sp;
  if (!first_match(in, *re, s, sp)) return nil_list();
  return ints(index_of(sp));
}
std::int64_t count_arg(const Args& a) { return at(a, 1).is_int() ? at(a, 1).i() : -1; }
Value m_find_all_string(Vm& in, const Value& self, Args& a) {
  RX_PRELUDE
  std::vector<std::string> out;
  if (!all_matches(in, *re, s, count_arg(a), [&](const regex::Spans& sp) { out.push_back(group(s, sp, 0)); })) return Value::none();
  return out.empty() ? nil_list() : strs(std::move(out));
}
Value m_find_all_string_index(Vm& in, const Value& self, Args& a) {
  RX_PRELUDE
  std::vector<Value> out;
  if (!all_matches(in, *re, s, count_arg(a), [&](const regex::Spans& sp) {
        out.push_back(ints({static_cast<std::int64_t>(sp.start(0)), static_cast<std::int64_t>(sp.end(0))}));
      }))
    return Value::none();
  return out.empty() ? nil_list() : make_list(std::move(out));
}
Value m_find_all_string_submatch(Vm& in, const Value& self, Args& a) {
  RX_PRELUDE
  std::vector<Value> out;
  if (!all_matches(in, *re, s, count_arg(a), [&](const regex::Spans& sp) {
        std::vector<std::string> gs;
        for (std::size_t g = 0; g < sp.count(); ++g) gs.push_back(group(s, sp, g));
        out.push_back(strs(std::move(gs)));
      }))
    return Value::none();
  return out.empty() ? nil_list() : make_list(std::move(out));
}
Value m_find_all_string_submatch_index(Vm& in, const Value& self, Args& a) {
  RX_PRELUDE
  std::vector<Value> out;
  if (!all_matches(in, *re, s, count_arg(a), [&](const regex::Spans& sp) { out.push_back(ints(index_of(sp))); }))
    return Value::none();
  return out.empty() ? nil_list() : make_list(std::move(out));
}
Value m_replace_all_string(Vm& in, const Value& self, Args& a) {
  RX_PRELUDE
  std::string tmpl = text_of(at(a, 1)), out;
  if (!replace_all(in, *re, s, out, [&](const regex::Spans& sp) { expand(*re, tmpl, s, sp, out); })) return Value::none();
  return make_str(std::move(out));
}
Value m_replace_all_literal_string(Vm& in, const Value& self, Args& a) {
  RX_PRELUDE
  std::string lit = text_of(at(a, 1)), out;
  if (!replace_all(in, *re, s, out, [&](const regex::Spans&) { out += lit; })) return Value::none();
  return make_str(std::move(out));
}
Value m_replace_all_string_func(Vm& in, const Value& self, Args& a) {
  RX_PRELUDE
  std::string out;
  Value f = at(a, 1);
  if (!replace_all(in, *re, s, out, [&](const regex::Spans& sp) {
        Args x{make_str(group(s, sp, 0))};
        Value r = in.call_sync(f, x);
        if (!in.raising() && r.is(Tag::Str)) out += r.as<StrObj>()->s;
      }))
    return Value::none();
  return make_str(std::move(out));
}
Value m_split(Vm& in, const Value& self, Args& a) {
  RX_PRELUDE
  std::int64_t n = count_arg(a);
  if (n == 0) return nil_list();
  if (!source(in, self).empty() && s.empty()) return strs({""});
  std::vector<std::pair<std::size_t, std::size_t>> ms;
  if (!all_matches(in, *re, s, n, [&](const regex::Spans& sp) { ms.emplace_back(sp.start(0), sp.end(0)); })) return Value::none();
  std::vector<std::string> out;
  std::size_t beg = 0, end = 0;
  for (const auto& [ms0, ms1] : ms) {
    if (n > 0 && static_cast<std::int64_t>(out.size()) == n - 1) break;
    end = ms0;
    if (ms1 != 0) out.push_back(s.substr(beg, end - beg));
    beg = ms1;
  }
  if (end != s.size()) out.push_back(s.substr(beg));
  return strs(std::move(out));
}
Value m_string(Vm& in, const Value& self, Args&) { return make_str(source(in, self)); }
Value m_num_subexp(Vm& in, const Value& self, Args&) {
  auto re = regexp_of(in, self);
  return Value::integer(re ? re->captures() : 0);
}
Value m_subexp_names(Vm& in, const Value& self, Args&) {
  auto re = regexp_of(in, self);
  std::vector<std::string> out(re ? re->captures() + 1 : 1);
  if (re)
    for (std::uint32_t g = 1; g <= re->captures(); ++g) out[g] = std::string(re->name_of(g));
  return strs(std::move(out));
}
Value m_subexp_index(Vm& in, const Value& self, Args& a) {
  auto re = regexp_of(in, self);
  return Value::integer(re ? re->number_of(text_of(at(a, 0))) : -1);
}
/// Find / FindAll / ReplaceAll on []byte: the string forms, results as bytes.
Value to_bytes(const Value& v) {
  if (v.is(Tag::Str)) {
    std::vector<Value> out;
    for (unsigned char c : v.as<StrObj>()->s) out.push_back(Value::integer(c));
    return make_list(std::move(out));
  }
  if (v.is(Tag::List)) {
    std::vector<Value> out;
    for (const Value& x : v.as<ListObj>()->items) out.push_back(x.is(Tag::Str) ? to_bytes(x) : x);
    return make_list(std::move(out));
  }
  return v;
}
Value m_find(Vm& in, const Value& self, Args& a) {
  RX_PRELUDE
  regex::Spans sp;
  return first_match(in, *re, s, sp) ? to_bytes(make_str(group(s, sp, 0))) : nil_list();
}
Value m_find_all(Vm& in, const Value& self, Args& a) { return to_bytes(m_find_all_string(in, self, a)); }
Value m_replace_all(Vm& in, const Value& self, Args& a) { return to_bytes(m_replace_all_string(in, self, a)); }
#undef RX_PRELUDE

}  // namespace

Value go_regexp_global(Vm& in, std::string_view name) {
  if (name != "regexp") return Value::undef();
  return go_package(in, "regexp",
                    {{"MustCompile", rx_must_compile}, {"Compile", rx_compile}, {"MustCompilePOSIX", rx_must_compile},
                     {"CompilePOSIX", rx_compile}, {"MatchString", rx_match_string}, {"Match", rx_match_string},
                     {"QuoteMeta", rx_quote_meta}});
}

Value go_regexp_attr(Vm& in, const Value& obj, Name field) {
  static const GoNative methods[] = {
      {"MatchString", m_match},
      {"Match", m_match},
      {"FindString", m_find_string},
      {"FindStringIndex", m_find_string_index},
      {"FindStringSubmatch", m_find_string_submatch},
      {"FindStringSubmatchIndex", m_find_string_submatch_index},
      {"FindAllString", m_find_all_string},
      {"FindAllStringIndex", m_find_all_string_index},
      {"FindAllStringSubmatch", m_find_all_string_submatch},
      {"FindAllStringSubmatchIndex", m_find_all_string_submatch_index},
      {"ReplaceAllString", m_replace_all_string},
      {"ReplaceAllLiteralString", m_replace_all_literal_string},
      {"ReplaceAllStringFunc", m_replace_all_string_func},
      {"Split", m_split},
      {"String", m_string},
      {"NumSubexp", m_num_subexp},
      {"SubexpNames", m_subexp_names},
      {"SubexpIndex", m_subexp_index},
      {"Find", m_find},
      {"FindAll", m_find_all},
      {"ReplaceAll", m_replace_all},
  };
  const std::string& f = in.name(field);
  for (const auto& m : methods)
    if (f == m.name) return make_native(m.fn, m.name, obj);
  return Value::undef();
}

}  // namespace reddragon::vm
