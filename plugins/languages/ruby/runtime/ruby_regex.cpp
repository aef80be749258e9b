// ruby_regex.cpp - Regexp and MatchData on the shared PCRE2 engine
// (frontend_support/regex_engine.hpp: compile cache, match limit, budget
// charging), and String's regex methods (=~, match, scan, gsub, sub, split).
// What is Ruby's own stays here: its syntax and flags translated to PCRE2's,
// and the MatchData objects.
#include <algorithm>
#include <cstring>
#include <memory>
#include <unordered_map>
#include <unordered_set>

#include "reddragon/frontend_support/regex_engine.hpp"
#include "ruby_shared.hpp"

namespace reddragon::vm::ruby {

namespace {
using Code = regex::RegexPtr;
using Pattern = const regex::Regex;

/// A Ruby regex source with its flags (i m x) compiled; raises RegexpError.
Code compile(Vm& vm, const std::string& src, const std::string& flags) {
  // Ruby's ^ $ are per line (PCRE2's MULTILINE); its /m is PCRE2's DOTALL
  std::uint32_t opts = PCRE2_MULTILINE;
  if (flags.find('i') != std::string::npos) opts |= PCRE2_CASELESS;
  if (flags.find('m') != std::string::npos) opts |= PCRE2_DOTALL;
  if (flags.find('x') != std::string::npos) opts |= PCRE2_EXTENDED;
  // Ruby's \h is a hex digit
  std::string s;
  for (std::size_t i = 0; i < src.size(); ++i) {
    if (src[i] == '\\' && i + 1 < src.size()) {
      if (src[i + 1] == 'h') {
        s += "[0-9a-fA-F]";
        ++i;
        continue;
      }
      s += src[i];
      s += src[++i];
      continue;
    }
    s += src[i];
  }
  regex::CompileError err;
  Code c = regex::compile(s, opts, err);
  if (!c) rb_raise(vm, "RegexpError", err.message);
  return c;
}

struct Match {
  std::vector<std::pair<std::ptrdiff_t, std::ptrdiff_t>> groups;  // -1 when unset
};

/// One attempt at or after `start`; the engine charges the bytes searched
/// (to the match's end, or the rest), so a scan costs the text once.
bool match_at(Vm& vm, Pattern* code, const std::string& s, std::size_t start, Match& m) {
  regex::Spans sp;
  if (regex::match(vm, *code, s, std::min(start, s.size()), 0, sp) != regex::Outcome::Match) return false;
  m.groups.clear();
  for (std::size_t i = 0; i <= code->captures(); ++i) {
    if (i < sp.count() && sp.set(i))
      m.groups.emplace_back(static_cast<std::ptrdiff_t>(sp.start(i)), static_cast<std::ptrdiff_t>(sp.end(i)));
    else m.groups.emplace_back(-1, -1);
  }
  return true;
}

/// Named groups, name => number, in group order (as Ruby lists them).
Value names_of(Vm&, Pattern* code) {
  Value d = make<DictObj>();
  for (auto& [name, n] : code->names()) d.as<DictObj>()->set(make_str(name), Value::integer(n));
  return d;
}

Value make_md(Vm& vm, Pattern* code, const std::string& s, const Match& m) {
  auto* inst = new InstanceObj();
  inst->cls = rb_builtin_class(vm, "MatchData");
  Value md = Value::object(inst);
  std::vector<Value> gs;
  for (auto& [a, b] : m.groups)
    gs.push_back(a < 0 ? Value::none() : make_str(s.substr(static_cast<std::size_t>(a), static_cast<std::size_t>(b - a))));
  set_instance_field(vm, md, "__rb_md", Value::boolean(true));
  set_instance_field(vm, md, "groups", make_list(gs));
  set_instance_field(vm, md, "__names", names_of(vm, code));
  set_instance_field(vm, md, "pre", make_str(s.substr(0, static_cast<std::size_t>(m.groups[0].first))));
  set_instance_field(vm, md, "post", make_str(s.substr(static_cast<std::size_t>(m.groups[0].second))));
  // group offsets in characters (a field name no method shares)
  auto chars_upto = [&](std::int64_t byte) {
    std::int64_t n = 0;
    for (std::int64_t i = 0; i < byte && static_cast<std::size_t>(i) < s.size(); ++i)
      if ((static_cast<unsigned char>(s[static_cast<std::size_t>(i)]) & 0xC0) != 0x80) ++n;
    return n;
  };
  std::vector<Value> offs;
  for (auto& [a, b] : m.groups)
    offs.push_back(a < 0 ? Value::none()
                         : make_list({Value::integer(chars_upto(a)), Value::integer(chars_upto(b))}, Tag::Tuple));
  set_instance_field(vm, md, "__offsets", make_list(offs));
  return md;
}

std::string escape(const std::string& s) {
  std::string out;
  for (char c : s) {
    if (std::strchr("\\^$.|?*+()[]{}/-", c)) out += '\\';
    out += c;
  }
  return out;
}

/// The pattern of a String/Regexp argument.
Code pattern_of(Vm& vm, const Value& p) {
  if (is_regex(p)) return compile(vm, sv(instance_field(vm, p, "source")), sv(instance_field(vm, p, "flags")));
  return compile(vm, escape(to_s(vm, p)), "");
}

void set_last(Vm& vm, const Value& md) { vm.run_state("ruby.last_match") = md; }

std::string expand(Vm& vm, const std::string& rep, const std::string& s, const Match& m, Pattern* code) {
  std::string out;
  for (std::size_t i = 0; i < rep.size(); ++i) {
    if (rep[i] == '\\' && i + 1 < rep.size()) {
      char c = rep[i + 1];
      if (c >= '0' && c <= '9') {
        std::size_t g = static_cast<std::size_t>(c - '0');
        if (g < m.groups.size() && m.groups[g].first >= 0)
          out += s.substr(static_cast<std::size_t>(m.groups[g].first), static_cast<std::size_t>(m.groups[g].second - m.groups[g].first));
        ++i;
        continue;
      }
      if (c == '&') {
        out += s.substr(static_cast<std::size_t>(m.groups[0].first), static_cast<std::size_t>(m.groups[0].second - m.groups[0].first));
        ++i;
        continue;
      }
      if (c == 'k' && i + 2 < rep.size() && rep[i + 2] == '<') {
        std::size_t e = rep.find('>', i + 3);
        if (e != std::string::npos) {
          std::string nm = rep.substr(i + 3, e - i - 3);
          int g = code->number_of(nm);
          if (g > 0 && static_cast<std::size_t>(g) < m.groups.size() && m.groups[static_cast<std::size_t>(g)].first >= 0)
            out += s.substr(static_cast<std::size_t>(m.groups[static_cast<std::size_t>(g)].first),
                            static_cast<std::size_t>(m.groups[static_cast<std::size_t>(g)].second - m.groups[static_cast<std::size_t>(g)].first));
          i = e;
          continue;
        }
      }
      if (c == '\\') {
        out += '\\';
        ++i;
        continue;
      }
    }
    out += rep[i];
  }
  (void)vm;
  return out;
}

Value gsub(Vm& vm, const std::string& s, const std::vector<Value>& args, const Value& blk, bool global, bool& changed) {
  changed = false;
  if (args.empty()) return make_str(s);
  Code code = pattern_of(vm, args[0]);
  if (!code) return Value::none();
  std::string out;
  std::size_t pos = 0, last = 0;
  Match m;
  while (pos <= s.size() && match_at(vm, code.get(), s, pos, m)) {
    changed = true;
    auto [a, b] = m.groups[0];
    out += s.substr(last, static_cast<std::size_t>(a) - last);
    std::string whole = s.substr(static_cast<std::size_t>(a), static_cast<std::size_t>(b - a));
    if (args.size() > 1 && args[1].is(Tag::Dict)) {
      Value* p = args[1].as<DictObj>()->find(make_str(whole));
      if (p) out += to_s(vm, *p);
    } else if (args.size() > 1) {
      out += expand(vm, to_s(vm, args[1]), s, m, code.get());
    } else {
      set_last(vm, make_md(vm, code.get(), s, m));
      Value r = call_block(vm, blk, {make_str(whole)});
      if (vm.raising()) return Value::none();
      out += to_s(vm, r);
    }
    last = static_cast<std::size_t>(b);
    if (!global) break;
    pos = b == a ? static_cast<std::size_t>(b) + 1 : static_cast<std::size_t>(b);
    if (b == a) {
      if (static_cast<std::size_t>(a) < s.size()) out += s[static_cast<std::size_t>(a)];
      last = static_cast<std::size_t>(b) + 1;
    }
  }
  if (last < s.size()) out += s.substr(last);
  return make_str(out);
}

}  // namespace

bool is_regex(const Value& v) {
  return v.is(Tag::Instance) && v.as<InstanceObj>()->klass()->name == "Regexp" && v.as<InstanceObj>()->klass()->mro.size() == 1;
}

Value make_regex(Vm& vm, const std::string& src, const std::string& flags) {
  auto* inst = new InstanceObj();
  inst->cls = rb_builtin_class(vm, "Regexp");
  Value r = Value::object(inst);
  set_instance_field(vm, r, "source", make_str(src));
  set_instance_field(vm, r, "flags", make_str(flags));
  return r;
}

Value last_match(Vm& vm) { return vm.run_state("ruby.last_match"); }
Value last_group(Vm& vm, std::int64_t n) {
  Value md = last_match(vm);
  if (md.is_none()) return md;
  Value gs = instance_field(vm, md, "groups");
  auto& xs = gs.as<ListObj>()->items;
  return n >= 0 && static_cast<std::size_t>(n) < xs.size() ? xs[static_cast<std::size_t>(n)] : Value::none();
}

Value regex_method(Vm& vm, const Value& re, const std::string& name, std::vector<Value>& args, const Value& blk,
                   bool& found) {
  found = true;
  if (instance_field(vm, re, "__rb_md").is(Tag::Bool)) {
    auto& gs = instance_field(vm, re, "groups").as<ListObj>()->items;
    if (name == "[]") {
      Value k = args.empty() ? Value::none() : args[0];
      if (k.is(Tag::Int)) {
        std::int64_t i = k.i() < 0 ? k.i() + static_cast<std::int64_t>(gs.size()) : k.i();
        return i >= 0 && static_cast<std::size_t>(i) < gs.size() ? gs[static_cast<std::size_t>(i)] : Value::none();
      }
      Value names = instance_field(vm, re, "__names");
      Value* p = names.as<DictObj>()->find(make_str(to_s(vm, k)));
      if (!p) {
        rb_raise(vm, "IndexError", "undefined group name reference: " + to_s(vm, k));
        return Value::none();
      }
      return gs[static_cast<std::size_t>(p->i())];
    }
    if (name == "captures") return make_list(std::vector<Value>(gs.begin() + 1, gs.end()));
    if (name == "to_a") return make_list(gs);
    if (name == "named_captures") {
      Value h = make<DictObj>();
      for (auto& [k, v] : instance_field(vm, re, "__names").as<DictObj>()->entries) h.as<DictObj>()->set(k, gs[static_cast<std::size_t>(v.i())]);
      return h;
    }
    if (name == "names") {
      std::vector<Value> out;
      for (auto& [k, v] : instance_field(vm, re, "__names").as<DictObj>()->entries) out.push_back(k);
      return make_list(out);
    }
    if (name == "pre_match") return instance_field(vm, re, "pre");
    if (name == "post_match") return instance_field(vm, re, "post");
    if (name == "begin" || name == "end" || name == "offset") {
      auto& offs = instance_field(vm, re, "__offsets").as<ListObj>()->items;
      std::int64_t g = !args.empty() && args[0].is(Tag::Int) ? args[0].i() : 0;
      if (!args.empty() && !args[0].is(Tag::Int)) {  // a group name
        Value* p = instance_field(vm, re, "__names").as<DictObj>()->find(make_str(to_s(vm, args[0])));
        if (!p) {
          rb_raise(vm, "IndexError", "undefined group name reference: " + to_s(vm, args[0]));
          return Value::none();
        }
        g = p->i();
      }
      if (g < 0 || static_cast<std::size_t>(g) >= offs.size()) {
        rb_raise(vm, "IndexError", "index " + std::to_string(g) + " out of matches");
        return Value::none();
      }
      const Value& o = offs[static_cast<std::size_t>(g)];
      if (name == "offset") return o.is_none() ? make_list({Value::none(), Value::none()}) : make_list(o.as<ListObj>()->items);
      if (o.is_none()) return Value::none();
      return o.as<ListObj>()->items[name == "begin" ? 0 : 1];
    }
    if (name == "to_s") return gs[0];
    if (name == "inspect") return make_str(inspect(vm, re));
    if (name == "values_at") {
      std::vector<Value> out;
      for (auto& a : args) out.push_back(a.is(Tag::Int) && a.i() >= 0 && static_cast<std::size_t>(a.i()) < gs.size() ? gs[static_cast<std::size_t>(a.i())] : Value::none());
      return make_list(out);
    }
    found = false;
    return Value::none();
  }
  if (name == "source") return instance_field(vm, re, "source");
  if (name == "to_s" || name == "inspect") return make_str(inspect(vm, re));
  if (name == "match" || name == "=~" || name == "match?" || name == "===") {
    Value s = args.empty() ? Value::none() : args[0];
    if (s.is_none()) {
      if (name == "match?" || name == "===") return Value::boolean(false);
      set_last(vm, Value::none());
      return Value::none();
    }
    if (!s.is(Tag::Str)) return name == "===" ? Value::boolean(false) : Value::none();
    std::vector<Value> a{re};
    return string_regex_method(vm, is_sym(s) ? make_str(sym_name(s)) : s, name, a, blk, found);
  }
  found = false;
  return Value::none();
}

Value string_regex_method(Vm& vm, const Value& self, const std::string& name, std::vector<Value>& args, const Value& blk,
                          bool& found) {
  // only these copy the text (a block may change it while they scan it); the rest are Object's methods
  static const std::unordered_set<std::string_view> kRegexMethods = {"===", "=~", "[]", "gsub", "gsub!", "index", "match", "match?", "partition", "rpartition", "scan", "slice", "split", "start_with?", "sub", "sub!"};
  if (!kRegexMethods.count(name)) {
    found = false;
    return Value::none();
  }
  found = true;
  std::string& target = self.as<StrObj>()->s;
  // a copy when a block runs during the scan (it may change the string);
  // without one the text is read in place (searches charge what they scan)
  std::string copy;
  const bool copied = !blk.is_none() || name.back() == '!';
  if (copied) {
    if (!vm.charge_bytes(target.size())) return Value::none();
    copy = target;
  }
  const std::string& s = copied ? copy : target;
  if (name == "=~" || name == "match" || name == "match?" || name == "===") {
    if (args.empty()) return Value::none();
    Code code = pattern_of(vm, args[0]);
    if (!code) return Value::none();
    Match m;
    std::size_t start = args.size() > 1 && args[1].is(Tag::Int) ? static_cast<std::size_t>(args[1].i()) : 0;
    bool ok = start <= s.size() && match_at(vm, code.get(), s, start, m);
    if (name == "match?" || name == "===") return Value::boolean(ok);
    if (!ok) {
      set_last(vm, Value::none());
      return Value::none();
    }
    Value md = make_md(vm, code.get(), s, m);
    set_last(vm, md);
    if (name == "=~") return Value::integer(m.groups[0].first);
    if (!blk.is_none()) return call_block(vm, blk, {md});
    return md;
  }
  if (name == "partition" || name == "rpartition") {
    // [before, match, after] around the first (rpartition: last) match
    if (args.empty()) return Value::none();
    auto parts = [&](std::size_t a, std::size_t b) {
      return make_list({make_str(s.substr(0, a)), make_str(s.substr(a, b - a)), make_str(s.substr(b))});
    };
    if (!is_regex(args[0])) {
      std::string sep = to_s(vm, args[0]);
      std::size_t at = name == "partition" ? s.find(sep) : s.rfind(sep);
      if (at == std::string::npos)
        return name == "partition" ? parts(s.size(), s.size()) : make_list({make_str(""), make_str(""), make_str(s)});
      return parts(at, at + sep.size());
    }
    Code code = pattern_of(vm, args[0]);
    if (!code) return Value::none();
    Match m;
    bool ok = false;
    std::pair<std::size_t, std::size_t> span{0, 0};
    Value md = Value::none();
    for (std::size_t pos = 0; pos <= s.size() && match_at(vm, code.get(), s, pos, m);) {
      ok = true;
      span = {static_cast<std::size_t>(m.groups[0].first), static_cast<std::size_t>(m.groups[0].second)};
      md = make_md(vm, code.get(), s, m);
      if (name == "partition") break;
      pos = span.first + 1;  // the rightmost match start wins
    }
    if (vm.raising()) return Value::none();
    set_last(vm, md);
    if (!ok) return name == "partition" ? parts(s.size(), s.size()) : make_list({make_str(""), make_str(""), make_str(s)});
    return parts(span.first, span.second);
  }
  if (name == "scan") {
    Code code = pattern_of(vm, args.empty() ? Value::none() : args[0]);
    if (!code) return Value::none();
    std::vector<Value> out;
    std::size_t pos = 0;
    Match m;
    while (pos <= s.size() && match_at(vm, code.get(), s, pos, m)) {
      Value item;
      if (m.groups.size() == 1) item = make_str(s.substr(static_cast<std::size_t>(m.groups[0].first), static_cast<std::size_t>(m.groups[0].second - m.groups[0].first)));
      else {
        std::vector<Value> gs;
        for (std::size_t g = 1; g < m.groups.size(); ++g)
          gs.push_back(m.groups[g].first < 0 ? Value::none()
                                             : make_str(s.substr(static_cast<std::size_t>(m.groups[g].first), static_cast<std::size_t>(m.groups[g].second - m.groups[g].first))));
        item = make_list(gs);
      }
      if (!blk.is_none()) {
        set_last(vm, make_md(vm, code.get(), s, m));
        call_block(vm, blk, {item});
        if (vm.raising()) return Value::none();
      } else out.push_back(item);
      pos = m.groups[0].second == m.groups[0].first ? static_cast<std::size_t>(m.groups[0].second) + 1 : static_cast<std::size_t>(m.groups[0].second);
    }
    return blk.is_none() ? make_list(out) : self;
  }
  if (name == "gsub" || name == "sub" || name == "gsub!" || name == "sub!") {
    bool changed;
    Value r = gsub(vm, s, args, blk, name[0] == 'g', changed);
    if (vm.raising()) return Value::none();
    if (name.back() == '!') {
      if (!changed) return Value::none();
      target = sv(r);
      return self;
    }
    return r;
  }
  if (name == "split" && !args.empty() && is_regex(args[0])) {
    Code code = pattern_of(vm, args[0]);
    if (!code) return Value::none();
    std::vector<Value> out;
    std::size_t pos = 0, last = 0;
    Match m;
    while (pos < s.size() && match_at(vm, code.get(), s, pos, m)) {
      auto [a, b] = m.groups[0];
      if (b == a) {
        if (static_cast<std::size_t>(a) >= s.size()) break;
        if (static_cast<std::size_t>(a) == last) {
          pos = static_cast<std::size_t>(a) + 1;
          if (a == 0) continue;
          out.push_back(make_str(s.substr(last, pos - last)));
          last = pos;
          continue;
        }
      }
      out.push_back(make_str(s.substr(last, static_cast<std::size_t>(a) - last)));
      for (std::size_t g = 1; g < m.groups.size(); ++g)
        if (m.groups[g].first >= 0) out.push_back(make_str(s.substr(static_cast<std::size_t>(m.groups[g].first), static_cast<std::size_t>(m.groups[g].second - m.groups[g].first))));
      last = static_cast<std::size_t>(b);
      pos = b == a ? static_cast<std::size_t>(b) + 1 : static_cast<std::size_t>(b);
    }
    out.push_back(make_str(s.substr(std::min(last, s.size()))));
    while (!out.empty() && sv(out.back()).empty()) out.pop_back();
    return make_list(out);
  }
  if ((name == "index" || name == "[]" || name == "slice" || name == "start_with?") && !args.empty() && is_regex(args[0])) {
    Code code = pattern_of(vm, args[0]);
    if (!code) return Value::none();
    Match m;
    if (!match_at(vm, code.get(), s, 0, m)) return name == "start_with?" ? Value::boolean(false) : Value::none();
    if (name == "start_with?") return Value::boolean(m.groups[0].first == 0);
    if (name == "index") return Value::integer(m.groups[0].first);
    std::size_t g = args.size() > 1 && args[1].is(Tag::Int) ? static_cast<std::size_t>(args[1].i()) : 0;
    if (g >= m.groups.size() || m.groups[g].first < 0) return Value::none();
    return make_str(s.substr(static_cast<std::size_t>(m.groups[g].first), static_cast<std::size_t>(m.groups[g].second - m.groups[g].first)));
  }
  found = false;
  return Value::none();
}

}  // namespace reddragon::vm::ruby
