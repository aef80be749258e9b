// javascript_regex.cpp - JavaScript regular expressions on PCRE2.
//
// A RegExp is an instance carrying its source, flags and lastIndex; its
// compiled pattern lives in a per-thread cache keyed by flags and source.
// PCRE2 is set up to read JavaScript's syntax: \uXXXX and \xHH (ALT_BSUX),
// `[^]` and `[]` (ALLOW_EMPTY_CLASS), a back-reference to an unset group
// matches the empty string (MATCH_UNSET_BACKREF), `$` only at the very end
// unless `m` (DOLLAR_ENDONLY); flags i, m, s and u map to PCRE2's options,
// g and y are lastIndex rules applied here. Every match runs under a match
// limit, so a catastrophic pattern ends (as no match) instead of hanging.
// PCRE2 works on byte offsets (strings are UTF-8); what the program sees
// (index, lastIndex, a replacer's offset, search) counts UTF-16 units, mapped
// through a Utf16 view. Match arrays' index/input/groups live in a side table
// (match_property). Not modelled: lookbehind differences, the `d` and `v`
// flags' extras.
#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>

#include "javascript_regex.hpp"

#include <algorithm>
#include <cstdint>
#include <memory>
#include <unordered_map>

#include "javascript_shared.hpp"
#include "javascript_utf16.hpp"

namespace reddragon::vm::js {

namespace {

struct CodeFree {
  void operator()(pcre2_code* c) const { pcre2_code_free(c); }
};
struct DataFree {
  void operator()(pcre2_match_data* d) const { pcre2_match_data_free(d); }
};
struct CompileContextFree {
  void operator()(pcre2_compile_context* c) const { pcre2_compile_context_free(c); }
};
struct ContextFree {
  void operator()(pcre2_match_context* c) const { pcre2_match_context_free(c); }
};

constexpr std::size_t kCacheMax = 512;
constexpr std::uint32_t kMatchLimit = 1000000;  // backtracking steps per match attempt

Value field(Vm& in, const Value& obj, const char* name) { return instance_field(in, obj, name); }
void set_field(Vm& in, const Value& obj, const char* name, Value v) { set_instance_field(in, obj, name, std::move(v)); }
std::string str_field(Vm& in, const Value& obj, const char* name) {
  Value v = field(in, obj, name);
  return v.is(Tag::Str) ? v.as<StrObj>()->s : std::string();
}

// Without the u (or v) flag JavaScript matches UTF-16 code units: `.`,
// `[^x]` and `\S` take one half of an astral character, and `[😀]` is a
// class of its two halves. Such a subject is matched in its "units" form,
// each astral character written as its two surrogates (WTF-8, as the VM
// stores a lone one), against the pattern in UTF mode with its own astral
// characters split alike; the pieces a match yields are joined back.
bool has_astral(const std::string& s) {
  for (char c : s)
    if (static_cast<unsigned char>(c) >= 0xF0) return true;
  return false;
}
std::string wtf8_unit(std::uint32_t u) {
  return {static_cast<char>(0xE0 | (u >> 12)), static_cast<char>(0x80 | ((u >> 6) & 0x3F)), static_cast<char>(0x80 | (u & 0x3F))};
}
std::string to_units(const std::string& s) {
  std::string out;
  out.reserve(s.size() + s.size() / 2);
  for (std::size_t i = 0; i < s.size();) {
    const auto c = static_cast<unsigned char>(s[i]);
    if (c >= 0xF0 && c <= 0xF4 && i + 3 < s.size()) {
      const std::uint32_t cp = ((c & 0x07u) << 18) | ((static_cast<unsigned char>(s[i + 1]) & 0x3Fu) << 12) |
                               ((static_cast<unsigned char>(s[i + 2]) & 0x3Fu) << 6) | (static_cast<unsigned char>(s[i + 3]) & 0x3Fu);
      out += wtf8_unit(0xD800 + ((cp - 0x10000) >> 10));
      out += wtf8_unit(0xDC00 + ((cp - 0x10000) & 0x3FF));
      i += 4;
    } else {
      out += s[i++];
    }
  }
  return out;
}
/// A pattern's astral characters as \\uXXXX escapes of their halves (PCRE2 checks a pattern's UTF-8).
std::string unit_escapes(const std::string& source) {
  std::string out;
  static const char* const kHex = "0123456789abcdef";
  for (std::size_t i = 0; i < source.size();) {
    const auto c = static_cast<unsigned char>(source[i]);
    if (c >= 0xF0 && c <= 0xF4 && i + 3 < source.size()) {
      const std::uint32_t cp = ((c & 0x07u) << 18) | ((static_cast<unsigned char>(source[i + 1]) & 0x3Fu) << 12) |
                               ((static_cast<unsigned char>(source[i + 2]) & 0x3Fu) << 6) |
                               (static_cast<unsigned char>(source[i + 3]) & 0x3Fu);
      for (std::uint32_t unit : {0xD800 + ((cp - 0x10000) >> 10), 0xDC00 + ((cp - 0x10000) & 0x3FF)}) {
        out += "\\u";
        for (int sh = 12; sh >= 0; sh -= 4) out += kHex[(unit >> sh) & 0xF];
      }
      i += 4;
    } else {
      out += source[i++];
    }
  }
  return out;
}
/// A units-form text back in UTF-8: each high surrogate followed by a low one is the character they make.
std::string join_pairs(const std::string& s) {
  if (s.find('\xED') == std::string::npos) return s;
  auto unit = [&](std::size_t i) -> std::uint32_t {
    if (i + 2 >= s.size() || static_cast<unsigned char>(s[i]) != 0xED || (static_cast<unsigned char>(s[i + 1]) & 0xE0) != 0xA0) return 0;
    return 0xD000u | ((static_cast<unsigned char>(s[i + 1]) & 0x3Fu) << 6) | (static_cast<unsigned char>(s[i + 2]) & 0x3Fu);
  };
  std::string out;
  out.reserve(s.size());
  for (std::size_t i = 0; i < s.size();) {
    const std::uint32_t hi = unit(i), lo = hi >= 0xD800 && hi < 0xDC00 ? unit(i + 3) : 0;
    if (lo >= 0xDC00 && lo < 0xE000) {
      const std::uint32_t cp = 0x10000 + ((hi - 0xD800) << 10) + (lo - 0xDC00);
      out += static_cast<char>(0xF0 | (cp >> 18));
      out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
      out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
      out += static_cast<char>(0x80 | (cp & 0x3F));
      i += 6;
    } else {
      out += s[i++];
    }
  }
  return out;
}
bool unicode_flags(const std::string& flags) { return flags.find('u') != std::string::npos || flags.find('v') != std::string::npos; }

/// The compiled pattern, or null with a SyntaxError raised. Shared: a
/// replacer function may compile enough patterns to flush the cache while
/// its caller still matches with this one.
using Code = std::shared_ptr<pcre2_code>;
Code compile(Vm& in, const std::string& source, const std::string& flags, bool utf_subject = false) {
  thread_local std::unordered_map<std::string, Code> cache;
  std::string key = flags + (utf_subject ? "/u/" : "/") + source;
  if (auto it = cache.find(key); it != cache.end()) return it->second;
  // A pattern that names characters past U+00FF (UTF-8 text in it, \u0300)
  // matches by code point even without the u flag (byte mode matched either
  // byte of é in /[é]/, and could not compile \u0300); ASCII patterns stay
  // in byte mode, whose match does not re-validate the subject each call.
  bool wide = false;
  for (std::size_t i = 0; i < source.size() && !wide; ++i) {
    const auto c = static_cast<unsigned char>(source[i]);
    if (c >= 0x80) wide = true;
    else if (c == '\\' && i + 1 < source.size()) {
      if (source[i + 1] == 'u' && i + 5 < source.size() && !(source[i + 2] == '0' && source[i + 3] == '0')) wide = true;
      ++i;
    }
  }
  std::uint32_t opts = PCRE2_ALT_BSUX | PCRE2_ALLOW_EMPTY_CLASS | PCRE2_MATCH_UNSET_BACKREF | PCRE2_DOLLAR_ENDONLY;
  // non-ASCII subjects too: in byte mode `.`, `[^a]` and `\W` would take
  // one byte of a character
  if (wide || utf_subject) opts |= PCRE2_UTF;
  // code units (no u flag): the pattern's astral characters as their two halves
  const std::string pattern = (opts & PCRE2_UTF) && !unicode_flags(flags) && has_astral(source) ? unit_escapes(source) : source;
  for (char f : flags) {
    if (f == 'i') opts |= PCRE2_CASELESS;
    else if (f == 'm') opts |= PCRE2_MULTILINE;
    else if (f == 's') opts |= PCRE2_DOTALL;
    else if (f == 'u' || f == 'v') opts |= PCRE2_UTF | PCRE2_UCP;
  }
  int err = 0;
  PCRE2_SIZE at = 0;
  // \ud83d names a code unit: allowed in UTF mode (a subject's lone halves are WTF-8)
  // and with u, \u{1F600} names a code point
  thread_local std::unique_ptr<pcre2_compile_context, CompileContextFree> cctx(pcre2_compile_context_create(nullptr));
  pcre2_set_compile_extra_options(cctx.get(), PCRE2_EXTRA_ALLOW_SURROGATE_ESCAPES | (unicode_flags(flags) ? PCRE2_EXTRA_ALT_BSUX : 0u));
  pcre2_code* code = pcre2_compile(reinterpret_cast<PCRE2_SPTR>(pattern.data()), pattern.size(), opts, &err, &at, cctx.get());
  if (!code) {
    PCRE2_UCHAR msg[256];
    pcre2_get_error_message(err, msg, sizeof msg);
    in.raise("RuntimeError", /* SyntaxError */ "Invalid regular expression: /" + source + "/" + flags + ": " +
                                reinterpret_cast<const char*>(msg));
    return nullptr;
  }
  if (cache.size() >= kCacheMax) cache.clear();
  Code shared(code, CodeFree{});
  cache.emplace(std::move(key), shared);
  return shared;
}

/// One match attempt at or after `start` (exactly at it when anchored):
/// [start, end) pairs of the whole match and each group (npos when unset).
bool match_at(Vm& in, pcre2_code* code, const std::string& s, std::size_t start, bool anchored,
              std::vector<std::pair<std::size_t, std::size_t>>& groups, bool checked = false) {
  thread_local std::unique_ptr<pcre2_match_context, ContextFree> ctx([] {
    pcre2_match_context* c = pcre2_match_context_create(nullptr);
    pcre2_set_match_limit(c, kMatchLimit);
    return c;
  }());
  std::unique_ptr<pcre2_match_data, DataFree> md(pcre2_match_data_create_from_pattern(code, nullptr));
  if (start > s.size()) return false;
  const std::uint32_t opts = (anchored ? PCRE2_ANCHORED : 0) | (checked ? PCRE2_NO_UTF_CHECK : 0);
  int rc = pcre2_match(code, reinterpret_cast<PCRE2_SPTR>(s.data()), s.size(), start, opts, md.get(), ctx.get());
  PCRE2_SIZE* ov = pcre2_get_ovector_pointer(md.get());
  // charged for the bytes searched (to the match's end, or the rest), so a
  // global search over a text costs the text once, not once per match
  const std::size_t searched = (rc > 0 ? std::max<std::size_t>(ov[1], start) : s.size()) - start;
  if (!in.charge(1 + searched / 64)) return false;
  if (rc <= 0) return false;  // no match, or the match limit (a pathological pattern) was hit
  std::uint32_t n = pcre2_get_ovector_count(md.get());
  groups.clear();
  for (std::uint32_t k = 0; k < n; ++k) {
    if (k >= static_cast<std::uint32_t>(rc) || ov[2 * k] == PCRE2_UNSET) groups.emplace_back(std::string::npos, std::string::npos);
    else groups.emplace_back(ov[2 * k], ov[2 * k + 1]);
  }
  std::uint32_t captures = 0;
  pcre2_pattern_info(code, PCRE2_INFO_CAPTURECOUNT, &captures);
  groups.resize(captures + 1, {std::string::npos, std::string::npos});
  return true;
}

/// How a subject is matched: a non-ASCII one (without a lone surrogate, which
/// is not UTF-8) compiles the pattern in UTF mode, and a subject known valid
/// (that, or ASCII) skips PCRE2's re-validation at each match, which would
/// cost the rest of the text per match of a global search. Start offsets
/// stay on character boundaries (Utf16::byte_of, step_past).
struct Mode {
  bool utf = false;
  bool checked = false;
};
Mode subject_mode(const std::string& s, const Utf16& u) {
  (void)s;  // (a lone surrogate, WTF-8, is read as its code unit: PCRE2's check would refuse it)
  if (u.ascii()) return {false, true};
  return {true, true};
}

Value group_value(const std::string& s, const std::pair<std::size_t, std::size_t>& g) {
  return g.first == std::string::npos ? Value::none() : make_str(join_pairs(s.substr(g.first, g.second - g.first)));
}

/// The byte just past the code point starting at b: an empty match steps
/// over a whole character, never into the middle of one.
std::size_t step_past(const std::string& s, std::size_t b) {
  ++b;
  while (b < s.size() && (static_cast<unsigned char>(s[b]) & 0xC0) == 0x80) ++b;
  return b;
}

/// The groups object of a match: the named groups in pattern order on a
/// null-prototype object; undefined when the pattern names none.
Value named_groups(pcre2_code* code, const std::string& s, const std::vector<std::pair<std::size_t, std::size_t>>& groups) {
  std::uint32_t count = 0, entry = 0;
  PCRE2_SPTR table = nullptr;
  pcre2_pattern_info(code, PCRE2_INFO_NAMECOUNT, &count);
  if (count == 0) return Value::none();
  pcre2_pattern_info(code, PCRE2_INFO_NAMEENTRYSIZE, &entry);
  pcre2_pattern_info(code, PCRE2_INFO_NAMETABLE, &table);
  // names in pattern order (the table is sorted by name)
  std::vector<std::pair<std::size_t, std::string>> names;
  for (std::uint32_t k = 0; k < count; ++k) {
    const unsigned char* e = table + static_cast<std::size_t>(k) * entry;
    names.emplace_back((static_cast<std::size_t>(e[0]) << 8) | e[1], reinterpret_cast<const char*>(e + 2));
  }
  std::sort(names.begin(), names.end());
  Value named = make<DictObj>();
  named.as<DictObj>()->set(make_str("\x01proto"), null_value());  // [Object: null prototype]
  for (auto& [n, name] : names)
    named.as<DictObj>()->set(make_str(name), n < groups.size() ? group_value(s, groups[n]) : Value::none());
  return named;
}
/// The match array: the whole match and each group, with the properties
/// index, input and groups (an object of the named groups, or undefined)
/// kept in a side table (match_property).
Value match_array(Vm& in, pcre2_code* code, const std::string& s, const Utf16& u,
                  const std::vector<std::pair<std::size_t, std::size_t>>& groups) {
  std::vector<Value> out;
  for (auto& g : groups) out.push_back(group_value(s, g));
  Value list = make_list(std::move(out));
  Value named = named_groups(code, s, groups);
  Value props = make<DictObj>();
  props.as<DictObj>()->set(make_str("index"), Value::integer(static_cast<std::int64_t>(groups.empty() ? 0 : u.unit_of(groups[0].first))));
  props.as<DictObj>()->set(make_str("input"), make_str(join_pairs(s)));
  props.as<DictObj>()->set(make_str("groups"), named);
  // the table holds the array itself, so its address is not reused while
  // listed; past kMatchTableMax entries the older half is dropped
  Value& table_v = in.run_state("javascript.match_props");
  if (!table_v.is(Tag::Dict)) table_v = make<DictObj>();
  auto* t = table_v.as<DictObj>();
  constexpr std::size_t kMatchTableMax = 8192;
  if (t->entries.size() >= kMatchTableMax) {
    Value fresh = make<DictObj>();
    for (std::size_t k = t->entries.size() / 2; k < t->entries.size(); ++k)
      fresh.as<DictObj>()->set(t->entries[k].first, t->entries[k].second);
    table_v = fresh;
    t = fresh.as<DictObj>();
  }
  t->set(Value::integer(static_cast<std::int64_t>(reinterpret_cast<std::uintptr_t>(list.obj()))), make_list({list, props}));
  return list;
}

bool has_flag(Vm& in, const Value& re, char f) { return str_field(in, re, "flags").find(f) != std::string::npos; }

/// RegExp.prototype.exec with lastIndex rules (lastIndex counts UTF-16
/// units of s, whose view u is); false: no match.
bool exec(Vm& in, const Value& re, const std::string& s, const Utf16& u,
          std::vector<std::pair<std::size_t, std::size_t>>& groups) {
  const Mode mode = subject_mode(s, u);
  Code code = compile(in, str_field(in, re, "source"), str_field(in, re, "flags"), mode.utf);
  if (!code) return false;
  const bool global = has_flag(in, re, 'g'), sticky = has_flag(in, re, 'y');
  std::size_t start = 0;
  if (global || sticky) {
    Value li = field(in, re, "lastIndex");
    const std::size_t units = li.is_int() && li.i() > 0 ? static_cast<std::size_t>(li.i()) : 0;
    if (units > u.size()) {
      set_field(in, re, "lastIndex", Value::integer(0));
      return false;
    }
    start = u.byte_of(units);
  }
  bool ok = match_at(in, code.get(), s, start, sticky, groups, mode.checked);
  if (global || sticky)
    set_field(in, re, "lastIndex", Value::integer(ok ? static_cast<std::int64_t>(u.unit_of(groups[0].second)) : 0));
  return ok;
}

/// Every match from the start (g semantics), advancing past empty matches.
template <class F>
void each_match(Vm& in, pcre2_code* code, const std::string& s, bool checked, F&& on) {
  std::vector<std::pair<std::size_t, std::size_t>> groups;
  std::size_t pos = 0;
  while (pos <= s.size() && match_at(in, code, s, pos, false, groups, checked)) {
    if (!on(groups) || in.raising()) return;
    pos = groups[0].second == groups[0].first ? step_past(s, groups[0].second) : groups[0].second;
  }
}

/// The replacement text for one match: `$&`, `$1`..`$99`, `` $` ``, `$'`, `$$`, `$<name>`;
/// or fn(match, ...groups, offset, string[, groups]) - the groups object only
/// when the pattern names a group.
std::string replacement(Vm& in, pcre2_code* code, const std::string& s, const Utf16& u, const Value& self, const Value& rep,
                        const std::vector<std::pair<std::size_t, std::size_t>>& g) {
  if (rep.is(Tag::Function) || rep.is(Tag::BoundMethod) || rep.is(Tag::Builtin)) {
    std::vector<Value> args;
    for (auto& x : g) args.push_back(group_value(s, x));
    args.push_back(Value::integer(static_cast<std::int64_t>(u.unit_of(g[0].first))));
    args.push_back(self);
    if (Value named = named_groups(code, s, g); !named.is_none()) args.push_back(named);
    return to_string(in, call_function(in, rep, args));
  }
  const std::string r = to_string(in, rep);
  std::string out;
  for (std::size_t i = 0; i < r.size(); ++i) {
    if (r[i] != '$' || i + 1 >= r.size()) {
      out += r[i];
      continue;
    }
    char c = r[i + 1];
    if (c == '$') { out += '$'; ++i; }
    else if (c == '&') { out += s.substr(g[0].first, g[0].second - g[0].first); ++i; }
    else if (c == '`') { out += s.substr(0, g[0].first); ++i; }
    else if (c == '\'') { out += s.substr(g[0].second); ++i; }
    else if (c >= '0' && c <= '9') {
      std::size_t n = static_cast<std::size_t>(c - '0'), len = 1;
      if (i + 2 < r.size() && r[i + 2] >= '0' && r[i + 2] <= '9' && n * 10 + static_cast<std::size_t>(r[i + 2] - '0') < g.size()) {
        n = n * 10 + static_cast<std::size_t>(r[i + 2] - '0');
        len = 2;
      }
      if (n == 0 || n >= g.size()) { out += '$'; continue; }
      if (g[n].first != std::string::npos) out += s.substr(g[n].first, g[n].second - g[n].first);
      i += len;
    } else if (c == '<') {
      auto close = r.find('>', i + 2);
      if (close == std::string::npos) { out += '$'; continue; }
      std::string name = r.substr(i + 2, close - i - 2);
      int n = pcre2_substring_number_from_name(code, reinterpret_cast<PCRE2_SPTR>(name.c_str()));
      if (n > 0 && static_cast<std::size_t>(n) < g.size() && g[static_cast<std::size_t>(n)].first != std::string::npos)
        out += s.substr(g[static_cast<std::size_t>(n)].first, g[static_cast<std::size_t>(n)].second - g[static_cast<std::size_t>(n)].first);
      i = close;
    } else {
      out += '$';
    }
  }
  return out;
}

Value new_regex(Vm& in, const std::string& source, const std::string& flags) {
  if (!compile(in, source, flags)) return Value::none();
  auto* inst = new InstanceObj();
  inst->cls = new_class("RegExp");
  Value re = Value::object(inst);
  set_field(in, re, "__regex", Value::boolean(true));
  set_field(in, re, "source", make_str(source.empty() ? "(?:)" : source));
  set_field(in, re, "flags", make_str(flags));
  set_field(in, re, "global", Value::boolean(flags.find('g') != std::string::npos));
  set_field(in, re, "ignoreCase", Value::boolean(flags.find('i') != std::string::npos));
  set_field(in, re, "multiline", Value::boolean(flags.find('m') != std::string::npos));
  set_field(in, re, "sticky", Value::boolean(flags.find('y') != std::string::npos));
  set_field(in, re, "lastIndex", Value::integer(0));
  return re;
}

Value n_regex_literal(Vm& in, const Value&, std::vector<Value>& a) {
  std::string src = a.size() > 0 && a[0].is(Tag::Str) ? a[0].as<StrObj>()->s : std::string();
  std::string flags = a.size() > 1 && a[1].is(Tag::Str) ? a[1].as<StrObj>()->s : std::string();
  return new_regex(in, src, flags);
}
Value n_regexp_ctor(Vm& in, const Value&, std::vector<Value>& a) {
  if (!a.empty() && is_regex(in, a[0])) {
    std::string flags = a.size() > 1 && !a[1].is_none() ? to_string(in, a[1]) : str_field(in, a[0], "flags");
    return new_regex(in, str_field(in, a[0], "source"), flags);
  }
  std::string src = a.empty() || a[0].is_none() ? std::string() : to_string(in, a[0]);
  std::string flags = a.size() > 1 && !a[1].is_none() ? to_string(in, a[1]) : std::string();
  return new_regex(in, src, flags);
}

std::string subject(Vm& in, const std::vector<Value>& a) { return a.empty() ? "undefined" : to_string(in, a[0]); }

/// The subject of test/exec as a string value (its Utf16 view needs one).
Value subject_value(Vm& in, const std::vector<Value>& a) {
  return !a.empty() && a[0].is(Tag::Str) ? a[0] : make_str(subject(in, a));
}

/// The subject as matched: its units form when the pattern has no u flag and it holds astral characters.
Value matched_subject(Vm& in, const Value& re, const Value& str) {
  const std::string& s = str.as<StrObj>()->s;
  return has_astral(s) && !unicode_flags(str_field(in, re, "flags")) ? make_str(to_units(s)) : str;
}
Value n_test(Vm& in, const Value& self, std::vector<Value>& a) {
  std::vector<std::pair<std::size_t, std::size_t>> g;
  const Value str = matched_subject(in, self, subject_value(in, a));
  const Utf16 u(in, str);
  return Value::boolean(exec(in, self, str.as<StrObj>()->s, u, g));
}
Value n_exec(Vm& in, const Value& self, std::vector<Value>& a) {
  std::vector<std::pair<std::size_t, std::size_t>> g;
  const Value str = matched_subject(in, self, subject_value(in, a));
  const std::string& s = str.as<StrObj>()->s;
  const Utf16 u(in, str);
  Code code = compile(in, str_field(in, self, "source"), str_field(in, self, "flags"), subject_mode(s, u).utf);
  if (!code) return Value::none();
  return exec(in, self, s, u, g) ? match_array(in, code.get(), s, u, g) : null_value();
}
Value n_to_string(Vm& in, const Value& self, std::vector<Value>&) { return make_str(regex_text(in, self)); }

}  // namespace

Value match_property(Vm& in, const Value& list, std::string_view name) {
  if (!list.is(Tag::List)) return Value::undef();
  Value& table_v = in.run_state("javascript.match_props");
  if (!table_v.is(Tag::Dict)) return Value::undef();
  Value* e = table_v.as<DictObj>()->find(Value::integer(static_cast<std::int64_t>(reinterpret_cast<std::uintptr_t>(list.obj()))));
  if (e == nullptr || !e->is(Tag::List) || e->as<ListObj>()->items[0].obj() != list.obj()) return Value::undef();
  const Value& props = e->as<ListObj>()->items[1];
  if (name.empty()) return props;
  Value* v = props.as<DictObj>()->find(make_str(std::string(name)));
  return v ? *v : Value::undef();
}

bool is_regex(Vm& in, const Value& v) {
  return v.is(Tag::Instance) && v.as<InstanceObj>()->fields.find(in.intern("__regex")) != nullptr;
}

std::string regex_text(Vm& in, const Value& re) {
  return "/" + str_field(in, re, "source") + "/" + str_field(in, re, "flags");
}

Value regex_global(Vm& in, std::string_view name) {
  (void)in;
  if (name == "__js_regex") return make_native(n_regex_literal, "__js_regex");
  if (name == "RegExp") return make_native(n_regexp_ctor, "RegExp");
  return Value::undef();
}

Value regex_method(Vm& in, const Value& re, std::string_view f) {
  if (!is_regex(in, re)) return Value::undef();
  if (f == "test") return make_native(n_test, "test", re);
  if (f == "exec") return make_native(n_exec, "exec", re);
  if (f == "toString") return make_native(n_to_string, "toString", re);
  return Value::undef();
}

Value string_method_on(Vm& in, std::string_view name, const Value& self, const Value& original, const Value& re,
                       std::span<const Value> rest);
Value regex_string_method(Vm& in, std::string_view name, const Value& self, const Value& re, std::span<const Value> rest) {
  return string_method_on(in, name, matched_subject(in, re, self), self, re, rest);
}
/// match/matchAll/search/replace/split of `original`, matched as `self` (its units form, or itself).
Value string_method_on(Vm& in, std::string_view name, const Value& self, const Value& original, const Value& re,
                       std::span<const Value> rest) {
  const std::string s = self.as<StrObj>()->s;  // a copy: replacer functions run user code
  const Utf16 u(in, self);
  const Mode mode = subject_mode(s, u);
  Code held = compile(in, str_field(in, re, "source"), str_field(in, re, "flags"), mode.utf);
  if (!held) return Value::none();
  pcre2_code* code = held.get();
  const bool global = has_flag(in, re, 'g');
  std::vector<std::pair<std::size_t, std::size_t>> g;
  if (name == "match") {
    if (!global) return exec(in, re, s, u, g) ? match_array(in, code, s, u, g) : null_value();
    std::vector<Value> all;
    each_match(in, code, s, mode.checked, [&](auto& m) {
      all.push_back(group_value(s, m[0]));
      return true;
    });
    set_field(in, re, "lastIndex", Value::integer(0));
    return all.empty() ? null_value() : make_list(std::move(all));
  }
  if (name == "matchAll") {
    if (!global) {
      in.raise("TypeError", "String.prototype.matchAll called with a non-global RegExp argument");
      return Value::none();
    }
    std::vector<Value> all;
    each_match(in, code, s, mode.checked, [&](auto& m) {
      all.push_back(match_array(in, code, s, u, m));
      return true;
    });
    return make_list(std::move(all));
  }
  if (name == "search") {
    return match_at(in, code, s, 0, false, g, mode.checked) ? Value::integer(static_cast<std::int64_t>(u.unit_of(g[0].first))) : Value::integer(-1);
  }
  if (name == "replace" || name == "replaceAll") {
    if (name == "replaceAll" && !global) {
      in.raise("TypeError", "replaceAll must be called with a global RegExp");
      return Value::none();
    }
    const Value rep = rest.empty() ? Value::none() : rest[0];
    std::string out;
    std::size_t copied = 0;
    auto one = [&](const std::vector<std::pair<std::size_t, std::size_t>>& m) {
      out += s.substr(copied, m[0].first - copied);
      out += replacement(in, code, s, u, original, rep, m);
      copied = m[0].second;
      return global;
    };
    if (global) {
      each_match(in, code, s, mode.checked, one);
      set_field(in, re, "lastIndex", Value::integer(0));
    } else if (match_at(in, code, s, 0, has_flag(in, re, 'y'), g, mode.checked)) {
      one(g);
    }
    if (in.raising()) return Value::none();
    out += s.substr(std::min(copied, s.size()));
    return make_str(join_pairs(out));
  }
  if (name == "split") {
    std::size_t limit = rest.empty() || rest[0].is_none() || !rest[0].is_int() ? SIZE_MAX : static_cast<std::size_t>(std::max<std::int64_t>(0, rest[0].i()));
    std::vector<Value> out;
    if (s.empty()) {
      if (!match_at(in, code, s, 0, false, g, mode.checked)) out.push_back(original);
      return make_list(std::move(out));
    }
    std::size_t last = 0, pos = 0;
    while (pos < s.size() && out.size() < limit) {
      if (!match_at(in, code, s, pos, false, g, mode.checked) || g[0].first >= s.size()) break;
      if (g[0].second == g[0].first && g[0].first <= last) {  // an empty match where the last piece ended: step on
        pos = step_past(s, g[0].first);
        if (g[0].first == last && g[0].first != 0) continue;
        if (g[0].first == 0) continue;
      }
      out.push_back(make_str(join_pairs(s.substr(last, g[0].first - last))));
      for (std::size_t k = 1; k < g.size() && out.size() < limit; ++k) out.push_back(group_value(s, g[k]));
      last = g[0].second;
      pos = g[0].second > g[0].first ? g[0].second : step_past(s, g[0].second);
    }
    if (out.size() < limit) out.push_back(make_str(join_pairs(s.substr(std::min(last, s.size())))));
    if (in.raising() || !in.charge_items(out.size())) return Value::none();
    return make_list(std::move(out));
  }
  return Value::undef();
}

}  // namespace reddragon::vm::js
