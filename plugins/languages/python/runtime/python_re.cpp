// python_re.cpp - Python's `re` module: module functions, Pattern and Match
// objects, on the shared PCRE2 engine (regex_engine.hpp) with Python's
// syntax translated by python_re_syntax.cpp.
//
// Pattern and Match are instances of two built-in classes made once per run
// (`re.Pattern`, `re.Match`); their data are fields (`pattern`, `string`,
// ..., and the hidden `__re_*` spans), their methods natives bound on
// attribute read (load_attr hook), `m[g]` the load_index hook. Positions are
// code points, as Python counts: byte offsets are converted with a cursor
// that only moves forward over one text (kept across calls on the same
// string), so a tokenizer loop or finditer over a long text stays linear.
// Unknown arguments give unknown results, never errors.
#include "python_re.hpp"

#include <algorithm>
#include <limits>
#include <span>

#include "python_runtime.hpp"

namespace reddragon::vm::py {

namespace {

using regex::Spans;

// Per-run state: the two classes, the module, compiled patterns by
// (pattern, flags), and the cursors of the last few texts searched, most
// recent first, as [text, byte, character, valid UTF-8] lists: a loop of
// calls on one text (interleaved with calls on its pieces) checks it once
// and converts positions from where it left off.
enum Slot : std::size_t { kPatternClass, kMatchClass, kModule, kCache, kCursors, kSlots };
constexpr std::size_t kCursorsKept = 4;
constexpr std::size_t kPatternCacheMax = 512;

/// type(x).__name__ as CPython has it ("Match", "error"); the class's own
/// name ("re.Match", "re.error") is what reprs and tracebacks print.
void set_names(Vm& in, const Value& cls, const char* name) {
  if (!cls.is(Tag::Class)) return;
  auto& attrs = cls.as<ClassObj>()->attrs;
  attrs.set(in.intern("__name__"), make_str(name));
  attrs.set(in.intern("__qualname__"), make_str(name));
  attrs.set(in.intern("__module__"), make_str("re"));
}

/// The re.error class (defined once per run).
Value error_class(Vm& in) {
  Value c = in.define_builtin_class("re.error", "Exception");
  if (c.is(Tag::Class) && !c.as<ClassObj>()->attrs.find(in.intern("__name__"))) set_names(in, c, "error");
  return c;
}

std::vector<Value>& state(Vm& in) {
  Value& s = in.run_state("python.re");
  if (!s.is(Tag::List)) {
    std::vector<Value> slots(kSlots, Value::none());
    slots[kPatternClass] = new_class("re.Pattern");
    slots[kMatchClass] = new_class("re.Match");
    slots[kCache] = make<DictObj>();
    slots[kCursors] = make_list({});
    set_names(in, slots[kPatternClass], "Pattern");
    set_names(in, slots[kMatchClass], "Match");
    s = make_list(std::move(slots));
  }
  return s.as<ListObj>()->items;
}

/// The dotted names cannot be a program's class names.
bool is_a(const Value& v, std::string_view cls) { return v.is(Tag::Instance) && v.as<InstanceObj>()->klass()->name == cls; }
bool is_pattern(const Value& v) { return is_a(v, "re.Pattern"); }
bool is_match(const Value& v) { return is_a(v, "re.Match"); }

Value field(Vm& in, const Value& obj, std::string_view name) { return instance_field(in, obj, name); }
const std::string& text_of(const Value& v) { return v.as<StrObj>()->s; }
std::int64_t int_field(Vm& in, const Value& obj, std::string_view name) {
  Value v = field(in, obj, name);
  return v.is_int() ? v.i() : 0;
}

/// The first `n` characters of s (CPython's `%.200R`).
std::string clip(const std::string& s, std::size_t n) {
  std::size_t chars = 0;
  for (std::size_t b = 0; b < s.size(); ++b)
    if ((static_cast<unsigned char>(s[b]) & 0xC0) != 0x80 && chars++ == n) return s.substr(0, b);
  return s;
}

// --- arguments ------------------------------------------------------------------------------

// Parameter lists (method form, then module functions).
constexpr const char* kSearchParams[] = {"string", "pos", "endpos"};
constexpr const char* kSubParams[] = {"repl", "string", "count"};
constexpr const char* kSplitParams[] = {"string", "maxsplit"};
constexpr const char* kModSearchParams[] = {"pattern", "string", "flags"};
constexpr const char* kModSubParams[] = {"pattern", "repl", "string", "count", "flags"};
constexpr const char* kModSplitParams[] = {"pattern", "string", "maxsplit", "flags"};
constexpr const char* kDefaultParam[] = {"default"};
constexpr const char* kGroupParam[] = {"group"};
constexpr const char* kTemplateParam[] = {"template"};
constexpr const char* kCompileParams[] = {"pattern", "flags"};
constexpr const char* kPatternParam[] = {"pattern"};


/// Binds positional and keyword arguments to parameter names as CPython
/// does (its messages); absent ones stay Undef.
bool bind_args(Vm& in, std::string_view fn, std::span<const char* const> names, std::size_t required,
          const std::vector<Value>& args, std::vector<Value>& out) {
  out.assign(names.size(), Value::undef());
  std::size_t pos = 0;
  for (const Value& a : args) {
    if (a.is(Tag::KwArg)) {
      const std::string& k = a.as<KwArgObj>()->name;
      std::size_t at = 0;
      for (const char* n : names) {
        if (k == n) break;
        ++at;
      }
      if (at == names.size()) {
        in.raise("TypeError", std::string(fn) + "() got an unexpected keyword argument '" + k + "'");
        return false;
      }
      out[at] = a.as<KwArgObj>()->value;
      continue;
    }
    if (pos >= names.size()) {
      in.raise("TypeError", std::string(fn) + "() takes at most " + std::to_string(names.size()) + " arguments (" +
                                std::to_string(args.size()) + " given)");
      return false;
    }
    out[pos++] = a;
  }
  for (std::size_t k = 0; k < required; ++k)
    if (out[k].is_undef()) {
      in.raise("TypeError", std::string(fn) + "() missing required argument '" + names[k] + "' (pos " +
                                std::to_string(k + 1) + ")");
      return false;
    }
  return true;
}

bool any_symbolic(const std::vector<Value>& v) {
  return std::any_of(v.begin(), v.end(), [](const Value& x) { return x.is_symbolic(); });
}

/// An unknown result for `re.<fn>(...)` (a Pattern receiver shows as its pattern).
Value unknown(Vm& in, std::string_view fn, const Value& self, const std::vector<Value>& bound) {
  std::vector<Value> ops;
  if (is_pattern(self)) ops.push_back(field(in, self, "pattern"));
  for (const Value& v : bound)
    if (!v.is_undef()) ops.push_back(v);
  auto e = in.call_expr("re." + std::string(fn), ops);
  return in.fresh_symbolic(render_expr(*e), e);
}

/// An integer argument (Undef: absent; None too where CPython allows it).
bool int_arg(Vm& in, const Value& v, std::int64_t dflt, std::int64_t& out, bool none_ok = false) {
  if (v.is_undef() || (v.is_none() && none_ok)) {
    out = dflt;
    return true;
  }
  if (v.is_int() || v.is(Tag::Bool)) {
    out = v.i();
    return true;
  }
  if (v.is(Tag::BigInt)) {
    out = v.as<BigIntObj>()->v < 0 ? std::numeric_limits<std::int64_t>::min() : std::numeric_limits<std::int64_t>::max();
    return true;
  }
  in.raise("TypeError", "'" + in.type_name(v) + "' object cannot be interpreted as an integer");
  return false;
}

bool string_arg(Vm& in, const Value& v) {
  if (v.is(Tag::Str)) return true;
  in.raise("TypeError", "expected string or bytes-like object, got '" + in.type_name(v) + "'");
  return false;
}

// --- errors and compiling ----------------------------------------------------------------------

/// Raises `type` (re.error with msg/pattern/pos, or another class).
void raise_error(Vm& in, const std::string& type, const std::string& message, const std::string& pattern, std::int64_t pos) {
  if (type != "re.error") {
    in.raise(type, message);
    return;
  }
  error_class(in);
  Value e = in.make_exception("re.error", message);
  if (e.is(Tag::Instance)) {
    std::string msg = message;
    if (auto at = msg.rfind(" at position "); at != std::string::npos && pos >= 0) msg.resize(at);
    set_instance_field(in, e, "msg", make_str(msg));
    set_instance_field(in, e, "pattern", make_str(pattern));
    set_instance_field(in, e, "pos", pos >= 0 ? Value::integer(pos) : Value::none());
  }
  in.raise_value(e);
}

/// A Pattern object for `source` with `flags` (cached per run, as CPython
/// caches them); None with re.error or ValueError raised.
Value compile_pattern(Vm& in, const Value& source, std::int64_t flags) {
  auto& st = state(in);
  auto* cache = st[kCache].as<DictObj>();
  Value key = make_list({source, Value::integer(flags)}, Tag::Tuple);
  if (Value* hit = cache->find(key)) return *hit;
  const std::string& src = text_of(source);
  if (!in.charge_bytes(src.size())) return Value::none();
  re::Translated t = re::translate(src, flags);
  if (!t.error_type.empty()) {
    raise_error(in, t.error_type, t.error, src, t.error_pos);
    return Value::none();
  }
  regex::CompileError err;
  regex::RegexPtr rx = regex::compile(t.source, t.options, err);
  if (!rx) {
    std::int64_t pos = 0;
    std::string msg = re::compile_error(err, src, t, pos);
    raise_error(in, "re.error", pos < 0 ? msg : msg + " at position " + std::to_string(pos), src, pos);
    return Value::none();
  }
  auto* inst = new InstanceObj();
  inst->cls = st[kPatternClass];
  Value p = Value::object(inst);
  set_instance_field(in, p, "pattern", source);
  set_instance_field(in, p, "flags", Value::integer(t.flags));
  set_instance_field(in, p, "groups", Value::integer(rx->captures()));
  Value index = make<DictObj>();
  for (const auto& [name, n] : rx->names()) index.as<DictObj>()->set(make_str(name), Value::integer(n));
  set_instance_field(in, p, "groupindex", index);
  set_instance_field(in, p, "__re_source", make_str(t.source));
  set_instance_field(in, p, "__re_options", Value::integer(t.options));
  if (cache->entries.size() >= kPatternCacheMax) st[kCache] = make<DictObj>();
  st[kCache].as<DictObj>()->set(key, p);
  return p;
}

/// The compiled form of a Pattern object (from the engine's cache).
regex::RegexPtr regex_of(Vm& in, const Value& pattern) {
  Value src = field(in, pattern, "__re_source");
  regex::CompileError err;
  return src.is(Tag::Str) ? regex::compile(text_of(src), static_cast<std::uint32_t>(int_field(in, pattern, "__re_options")), err)
                          : nullptr;
}

// --- subjects and positions ---------------------------------------------------------------------

/// The text being searched with its window (pos/endpos) in bytes and
/// characters, and the code-point cursor over it.
struct Subject {
  Value string;
  std::string_view text;  ///< the whole string
  std::size_t pos_b = 0, end_b = 0;
  std::int64_t pos_c = 0;
  bool explicit_end = false;
  std::int64_t end_c = 0;  ///< when explicit_end
  std::uint32_t options = 0;  ///< PCRE2_NO_UTF_CHECK once the text is known valid
  regex::CharCursor cursor;

  Value entry = Value::undef();  ///< this text's [text, byte, character, valid] in the run's recent cursors

  Subject(Vm& in, const Value& s) : string(s), text(text_of(s)), end_b(text.size()), cursor(text) {
    // resume where a recent call on this string left off; the entry is made
    // here (the destructor only writes numbers into it: it never allocates)
    auto& kept = state(in)[kCursors].as<ListObj>()->items;
    for (std::size_t k = 0; k < kept.size() && entry.is_undef(); ++k) {
      if (kept[k].as<ListObj>()->items[0].obj() != s.obj()) continue;
      entry = kept[k];
      kept.erase(kept.begin() + static_cast<std::ptrdiff_t>(k));
    }
    bool valid = false;
    if (!entry.is_undef()) {
      const auto& f = entry.as<ListObj>()->items;
      cursor = regex::CharCursor(text, static_cast<std::size_t>(f[1].i()), static_cast<std::size_t>(f[2].i()));
      valid = f[3].b();
    } else {
      valid = in.charge_bytes(text.size()) && regex::valid_utf8(text);
      entry = make_list({s, Value::integer(0), Value::integer(0), Value::boolean(valid)});
      if (kept.size() >= kCursorsKept) kept.pop_back();
    }
    kept.insert(kept.begin(), entry);
    options = valid ? PCRE2_NO_UTF_CHECK : 0;
  }
  ~Subject() {
    auto& f = entry.as<ListObj>()->items;
    f[1] = Value::integer(static_cast<std::int64_t>(cursor.byte()));
    f[2] = Value::integer(static_cast<std::int64_t>(cursor.chars()));
  }
  std::string_view window() const { return text.substr(0, end_b); }
  std::int64_t chars(std::size_t b) { return static_cast<std::int64_t>(cursor.to_chars(b)); }
};

/// pos/endpos (characters, clamped as CPython does) into the subject.
bool set_window(Vm& in, Subject& su, const Value& pos, const Value& endpos) {
  std::int64_t p = 0, e = 0;
  if (!int_arg(in, pos, 0, p) || !int_arg(in, endpos, std::numeric_limits<std::int64_t>::max(), e, true))
    return false;
  p = std::max<std::int64_t>(p, 0);
  e = std::max<std::int64_t>(e, 0);
  if (!endpos.is_undef() && !endpos.is_none()) {
    su.end_b = su.cursor.to_bytes(static_cast<std::size_t>(e));
    su.explicit_end = true;
    su.end_c = su.chars(su.end_b);
  }
  su.pos_b = su.cursor.to_bytes(static_cast<std::size_t>(p));
  su.pos_c = su.chars(su.pos_b);
  return true;
}

// --- match objects ------------------------------------------------------------------------------

/// CPython's lastindex: the group that closed last (the latest end; on a
/// tie the enclosing one, which starts first).
std::int64_t last_index(const Spans& sp) {
  std::int64_t best = -1;
  for (std::size_t g = 1; g < sp.count(); ++g) {
    if (!sp.set(g)) continue;
    if (best < 0) {
      best = static_cast<std::int64_t>(g);
      continue;
    }
    auto b = static_cast<std::size_t>(best);
    if (sp.end(g) > sp.end(b) || (sp.end(g) == sp.end(b) && sp.start(g) < sp.start(b))) best = static_cast<std::int64_t>(g);
  }
  return best;
}

Value new_match(Vm& in, const Value& pattern, const regex::Regex& rx, Subject& su, const Spans& sp) {
  auto* inst = new InstanceObj();
  inst->cls = state(in)[kMatchClass];
  Value m = Value::object(inst);
  std::vector<Value> bytes, chars;
  for (std::size_t k = 0; k < sp.ov.size(); ++k) {
    bool set = sp.ov[k] != regex::kUnset;
    bytes.push_back(Value::integer(set ? static_cast<std::int64_t>(sp.ov[k]) : -1));
  }
  // characters in the order the cursor moves best: the match, then its groups
  chars.resize(sp.ov.size(), Value::integer(-1));
  for (std::size_t k = 0; k < sp.ov.size(); ++k)
    if (sp.ov[k] != regex::kUnset) chars[k] = Value::integer(su.chars(sp.ov[k]));
  set_instance_field(in, m, "string", su.string);
  set_instance_field(in, m, "re", pattern);
  set_instance_field(in, m, "pos", Value::integer(su.pos_c));
  if (su.explicit_end) set_instance_field(in, m, "endpos", Value::integer(su.end_c));
  std::int64_t li = last_index(sp);
  set_instance_field(in, m, "lastindex", li < 0 ? Value::none() : Value::integer(li));
  std::string_view name = li < 0 ? std::string_view() : rx.name_of(static_cast<std::uint32_t>(li));
  set_instance_field(in, m, "lastgroup", name.empty() ? Value::none() : make_str(std::string(name)));
  set_instance_field(in, m, "__re_bytes", make_list(std::move(bytes), Tag::Tuple));
  set_instance_field(in, m, "__re_chars", make_list(std::move(chars), Tag::Tuple));
  return m;
}

const std::vector<Value>& spans_of(Vm& in, const Value& m, const char* which) {
  static const std::vector<Value> none;
  Value v = field(in, m, which);
  return v.is(Tag::Tuple) ? v.as<ListObj>()->items : none;
}

/// A group argument (number or name) as a number; -1 with IndexError raised.
std::int64_t group_number(Vm& in, const Value& m, const Value& g) {
  const std::int64_t groups = static_cast<std::int64_t>(spans_of(in, m, "__re_bytes").size() / 2) - 1;
  if (g.is_int() || g.is(Tag::Bool)) {
    if (g.i() >= 0 && g.i() <= groups) return g.i();
  } else if (g.is(Tag::Str)) {
    Value index = field(in, field(in, m, "re"), "groupindex");
    if (index.is(Tag::Dict))
      if (Value* n = index.as<DictObj>()->find(g)) return n->i();
  }
  in.raise("IndexError", "no such group");
  return -1;
}

/// Group g's text, or `dflt` when it did not take part.
Value group_text(Vm& in, const Value& m, std::int64_t g, const Value& dflt) {
  const auto& b = spans_of(in, m, "__re_bytes");
  auto k = static_cast<std::size_t>(2 * g);
  if (k + 1 >= b.size() || b[k].i() < 0) return dflt;
  Value s = field(in, m, "string");
  if (!s.is(Tag::Str)) return dflt;
  return make_str(text_of(s).substr(static_cast<std::size_t>(b[k].i()), static_cast<std::size_t>(b[k + 1].i() - b[k].i())));
}

Value m_group(Vm& in, const Value& self, std::vector<Value>& args) {
  if (any_symbolic(args)) return unknown(in, "Match.group", Value::none(), args);
  if (args.empty()) return group_text(in, self, 0, Value::none());
  std::vector<Value> out;
  for (const Value& a : args) {
    std::int64_t g = group_number(in, self, a);
    if (g < 0) return Value::none();
    out.push_back(group_text(in, self, g, Value::none()));
  }
  return out.size() == 1 ? out[0] : make_list(std::move(out), Tag::Tuple);
}

Value m_groups(Vm& in, const Value& self, std::vector<Value>& args) {
  std::vector<Value> a;
  if (!bind_args(in, "groups", kDefaultParam, 0, args, a)) return Value::none();
  Value dflt = a[0].is_undef() ? Value::none() : a[0];
  std::vector<Value> out;
  const auto n = static_cast<std::int64_t>(spans_of(in, self, "__re_bytes").size() / 2);
  for (std::int64_t g = 1; g < n; ++g) out.push_back(group_text(in, self, g, dflt));
  return make_list(std::move(out), Tag::Tuple);
}

Value m_groupdict(Vm& in, const Value& self, std::vector<Value>& args) {
  std::vector<Value> a;
  if (!bind_args(in, "groupdict", kDefaultParam, 0, args, a)) return Value::none();
  Value dflt = a[0].is_undef() ? Value::none() : a[0];
  Value out = make<DictObj>();
  Value index = field(in, field(in, self, "re"), "groupindex");
  if (index.is(Tag::Dict))
    for (auto& [name, n] : index.as<DictObj>()->entries) out.as<DictObj>()->set(name, group_text(in, self, n.i(), dflt));
  return out;
}

/// start/end/span of a group in characters.
bool group_span(Vm& in, const Value& self, std::vector<Value>& args, const char* fn, std::int64_t& s, std::int64_t& e) {
  std::vector<Value> a;
  if (!bind_args(in, fn, kGroupParam, 0, args, a)) return false;
  std::int64_t g = a[0].is_undef() ? 0 : group_number(in, self, a[0]);
  if (g < 0) return false;
  const auto& c = spans_of(in, self, "__re_chars");
  auto k = static_cast<std::size_t>(2 * g);
  s = k < c.size() ? c[k].i() : -1;
  e = k + 1 < c.size() ? c[k + 1].i() : -1;
  return true;
}
Value m_start(Vm& in, const Value& self, std::vector<Value>& args) {
  std::int64_t s = 0, e = 0;
  if (any_symbolic(args)) return unknown(in, "Match.start", Value::none(), args);
  return group_span(in, self, args, "start", s, e) ? Value::integer(s) : Value::none();
}
Value m_end(Vm& in, const Value& self, std::vector<Value>& args) {
  std::int64_t s = 0, e = 0;
  if (any_symbolic(args)) return unknown(in, "Match.end", Value::none(), args);
  return group_span(in, self, args, "end", s, e) ? Value::integer(e) : Value::none();
}
Value m_span(Vm& in, const Value& self, std::vector<Value>& args) {
  std::int64_t s = 0, e = 0;
  if (any_symbolic(args)) return unknown(in, "Match.span", Value::none(), args);
  if (!group_span(in, self, args, "span", s, e)) return Value::none();
  return make_list({Value::integer(s), Value::integer(e)}, Tag::Tuple);
}

/// A parsed replacement template applied to a match.
std::string expand_pieces(Vm& in, const Value& m, const std::vector<re::Piece>& pieces) {
  std::string out;
  for (const auto& p : pieces) {
    out += p.text;
    if (p.group >= 0) {
      Value g = group_text(in, m, p.group, Value::none());
      if (g.is(Tag::Str)) out += text_of(g);
    }
  }
  return out;
}

bool parse_template(Vm& in, const regex::Regex& rx, const Value& t, std::vector<re::Piece>& out) {
  std::string type, msg;
  if (re::parse_template(text_of(t), rx, out, type, msg)) return true;
  raise_error(in, type, msg, text_of(t), -1);
  return false;
}

Value m_expand(Vm& in, const Value& self, std::vector<Value>& args) {
  std::vector<Value> a;
  if (!bind_args(in, "expand", kTemplateParam, 1, args, a)) return Value::none();
  if (a[0].is_symbolic()) return unknown(in, "Match.expand", Value::none(), a);
  if (!string_arg(in, a[0])) return Value::none();
  Value pattern = field(in, self, "re");
  regex::RegexPtr rx = regex_of(in, pattern);
  std::vector<re::Piece> pieces;
  if (!rx || !parse_template(in, *rx, a[0], pieces)) return Value::none();
  return make_str(expand_pieces(in, self, pieces));
}

Value m_getitem(Vm& in, const Value& self, std::vector<Value>& args) {
  if (args.size() != 1) {
    in.raise("TypeError", "expected 1 argument, got " + std::to_string(args.size()));
    return Value::none();
  }
  return m_group(in, self, args);
}

// --- pattern operations -------------------------------------------------------------------------

enum class Op { Search, Match, FullMatch, FindAll, FindIter, Sub, SubN, Split };
constexpr const char* kOpNames[] = {"search", "match", "fullmatch", "findall", "finditer", "sub", "subn", "split"};

/// findall's item: the match, its one group, or a tuple of its groups ('' when unset).
Value findall_item(std::string_view s, const Spans& sp) {
  auto text = [&](std::size_t g) {
    return make_str(sp.set(g) ? std::string(s.substr(sp.start(g), sp.end(g) - sp.start(g))) : std::string());
  };
  if (sp.count() == 1) return text(0);
  if (sp.count() == 2) return text(1);
  std::vector<Value> items;
  for (std::size_t g = 1; g < sp.count(); ++g) items.push_back(text(g));
  return make_list(std::move(items), Tag::Tuple);
}

/// One operation of a compiled pattern; `a` holds the arguments after the
/// pattern: (string, pos, endpos), (repl, string, count) or (string, maxsplit).
Value run(Vm& in, Op op, const Value& pattern, const std::vector<Value>& a) {
  regex::RegexPtr rx = regex_of(in, pattern);
  if (!rx) return Value::none();
  const bool subst = op == Op::Sub || op == Op::SubN;
  const Value& string = subst ? a[1] : a[0];
  if (!string_arg(in, string)) return Value::none();
  Subject su(in, string);
  if (op != Op::Split && !subst && !set_window(in, su, a[1], a[2])) return Value::none();
  if (su.end_b < su.pos_b) {  // an empty window: nothing matches
    if (op == Op::FindAll) return make_list({});
    if (op == Op::FindIter) return in.iter(make_list({}));
    return Value::none();
  }
  if (op == Op::Search || op == Op::Match || op == Op::FullMatch) {
    std::uint32_t opts = op == Op::Search ? 0 : op == Op::Match ? PCRE2_ANCHORED : PCRE2_ANCHORED | PCRE2_ENDANCHORED;
    Spans sp;
    regex::Outcome o = regex::match(in, *rx, su.window(), su.pos_b, opts | su.options, sp);
    return o == regex::Outcome::Match ? new_match(in, pattern, *rx, su, sp) : Value::none();
  }
  if (op == Op::FindAll || op == Op::FindIter) {
    std::vector<Value> out;
    bool ok = regex::each_match(in, *rx, su.window(), su.pos_b, su.options, [&](const Spans& sp) {
      out.push_back(op == Op::FindAll ? findall_item(su.text, sp) : new_match(in, pattern, *rx, su, sp));
      return true;
    });
    if (!ok) return Value::none();
    return op == Op::FindAll ? make_list(std::move(out)) : in.iter(make_list(std::move(out)));
  }
  if (op == Op::Split) {
    std::int64_t maxsplit = 0;
    if (!int_arg(in, a[1], 0, maxsplit)) return Value::none();
    std::vector<Value> out;
    if (maxsplit < 0) return make_list({string});
    std::size_t last = 0;
    std::int64_t n = 0;
    bool ok = regex::each_match(in, *rx, su.text, 0, su.options, [&](const Spans& sp) {
      out.push_back(make_str(std::string(su.text.substr(last, sp.start(0) - last))));
      for (std::size_t g = 1; g < sp.count(); ++g)
        out.push_back(sp.set(g) ? make_str(std::string(su.text.substr(sp.start(g), sp.end(g) - sp.start(g)))) : Value::none());
      last = sp.end(0);
      return !(maxsplit > 0 && ++n >= maxsplit);
    });
    if (!ok) return Value::none();
    out.push_back(make_str(std::string(su.text.substr(last))));
    return make_list(std::move(out));
  }
  // sub / subn
  const Value& repl = a[0];
  std::int64_t count = 0;
  if (!int_arg(in, a[2], 0, count)) return Value::none();
  std::vector<re::Piece> pieces;
  const bool templ = repl.is(Tag::Str);
  if (templ && !parse_template(in, *rx, repl, pieces)) return Value::none();
  std::string out;
  std::size_t last = 0;
  std::int64_t n = 0;
  bool unknown_part = false;
  if (count >= 0) {
    bool ok = regex::each_match(in, *rx, su.text, 0, su.options, [&](const Spans& sp) {
      out.append(su.text.substr(last, sp.start(0) - last));
      if (templ) {
        for (const auto& p : pieces) {
          out += p.text;
          if (p.group >= 0 && sp.set(static_cast<std::size_t>(p.group)))
            out.append(su.text.substr(sp.start(static_cast<std::size_t>(p.group)),
                                      sp.end(static_cast<std::size_t>(p.group)) - sp.start(static_cast<std::size_t>(p.group))));
        }
      } else {
        Value m = new_match(in, pattern, *rx, su, sp);
        Value r = in.call_sync(repl, std::span<const Value>(&m, 1));
        if (in.raising()) return false;
        if (r.is(Tag::Str)) out += text_of(r);
        else if (r.is_symbolic()) unknown_part = true;
        else if (!r.is_none()) {
          in.raise("TypeError", "expected str instance, " + in.type_name(r) + " found");
          return false;
        }
      }
      last = sp.end(0);
      ++n;
      return count == 0 || n < count;
    });
    if (!ok || in.raising()) return Value::none();
  }
  out.append(su.text.substr(last));
  if (!in.charge_bytes(out.size())) return Value::none();
  Value result = make_str(std::move(out));
  if (unknown_part) {  // a replacement function answered an unknown: so is the text
    std::vector<Value> ops{field(in, pattern, "pattern"), repl, string};
    auto e = in.call_expr(std::string("re.") + kOpNames[static_cast<int>(op)], ops);
    result = in.fresh_symbolic(render_expr(*e), e);
  }
  if (op == Op::SubN) return make_list({result, Value::integer(n)}, Tag::Tuple);
  return result;
}

std::span<const char* const> method_params(Op op) {
  switch (op) {
    case Op::Sub:
    case Op::SubN: return kSubParams;
    case Op::Split: return kSplitParams;
    default: return kSearchParams;
  }
}

template <Op op>
Value pattern_method(Vm& in, const Value& self, std::vector<Value>& args) {
  const char* name = kOpNames[static_cast<int>(op)];
  std::vector<Value> a;
  const std::size_t required = op == Op::Sub || op == Op::SubN ? 2 : 1;
  if (!bind_args(in, name, method_params(op), required, args, a)) return Value::none();
  if (any_symbolic(a)) return unknown(in, name, self, a);
  return run(in, op, self, a);
}

/// re.<op>(pattern, ..., flags=0): the pattern (a string or a Pattern) compiled, then the method.
template <Op op>
Value module_function(Vm& in, const Value&, std::vector<Value>& args) {
  const char* name = kOpNames[static_cast<int>(op)];
  std::vector<Value> a;
  bool ok = op == Op::Sub || op == Op::SubN ? bind_args(in, name, kModSubParams, 3, args, a)
            : op == Op::Split               ? bind_args(in, name, kModSplitParams, 2, args, a)
                                            : bind_args(in, name, kModSearchParams, 2, args, a);
  if (!ok) return Value::none();
  if (any_symbolic(a)) return unknown(in, name, Value::none(), a);
  Value flags_v = a.back();
  a.pop_back();
  std::int64_t flags = 0;
  if (!int_arg(in, flags_v, 0, flags)) return Value::none();
  Value pattern = a[0];
  if (is_pattern(pattern)) {
    if (flags != 0) {
      in.raise("ValueError", "cannot process flags argument with a compiled pattern");
      return Value::none();
    }
  } else if (pattern.is(Tag::Str)) {
    pattern = compile_pattern(in, pattern, flags);
    if (in.raising()) return Value::none();
  } else {
    in.raise("TypeError", "first argument must be string or compiled pattern");
    return Value::none();
  }
  std::vector<Value> rest(a.begin() + 1, a.end());
  rest.resize(3, Value::undef());
  return run(in, op, pattern, rest);
}

Value re_compile(Vm& in, const Value&, std::vector<Value>& args) {
  std::vector<Value> a;
  if (!bind_args(in, "compile", kCompileParams, 1, args, a)) return Value::none();
  if (any_symbolic(a)) return unknown(in, "compile", Value::none(), a);
  std::int64_t flags = 0;
  if (!int_arg(in, a[1], 0, flags)) return Value::none();
  if (is_pattern(a[0])) {
    if (flags == 0) return a[0];
    in.raise("ValueError", "cannot process flags argument with a compiled pattern");
    return Value::none();
  }
  if (!a[0].is(Tag::Str)) {
    in.raise("TypeError", "first argument must be string or compiled pattern");
    return Value::none();
  }
  return compile_pattern(in, a[0], flags);
}

Value re_escape(Vm& in, const Value&, std::vector<Value>& args) {
  std::vector<Value> a;
  if (!bind_args(in, "escape", kPatternParam, 1, args, a)) return Value::none();
  if (a[0].is_symbolic()) return unknown(in, "escape", Value::none(), a);
  if (!string_arg(in, a[0])) return Value::none();
  if (!in.charge_bytes(text_of(a[0]).size())) return Value::none();
  return make_str(re::escape(text_of(a[0])));
}

Value re_purge(Vm& in, const Value&, std::vector<Value>&) {
  state(in)[kCache] = make<DictObj>();
  regex::purge();
  return Value::none();
}

}  // namespace

Value re_module(Vm& in) {
  auto& st = state(in);
  if (!st[kModule].is_none()) return st[kModule];
  Value mv = new_class("module");
  auto* m = new InstanceObj();
  m->cls = mv;
  Value mod = Value::object(m);
  auto set = [&](const char* name, Value v) { set_instance_field(in, mod, name, std::move(v)); };
  set("compile", make_native(re_compile, "compile"));
  set("search", make_native(module_function<Op::Search>, "search"));
  set("match", make_native(module_function<Op::Match>, "match"));
  set("fullmatch", make_native(module_function<Op::FullMatch>, "fullmatch"));
  set("findall", make_native(module_function<Op::FindAll>, "findall"));
  set("finditer", make_native(module_function<Op::FindIter>, "finditer"));
  set("sub", make_native(module_function<Op::Sub>, "sub"));
  set("subn", make_native(module_function<Op::SubN>, "subn"));
  set("split", make_native(module_function<Op::Split>, "split"));
  set("escape", make_native(re_escape, "escape"));
  set("purge", make_native(re_purge, "purge"));
  static constexpr std::pair<const char*, std::int64_t> kFlags[] = {
      {"NOFLAG", 0},           {"I", re::kIgnoreCase}, {"IGNORECASE", re::kIgnoreCase}, {"L", re::kLocale},
      {"LOCALE", re::kLocale}, {"M", re::kMultiline},  {"MULTILINE", re::kMultiline},   {"S", re::kDotAll},
      {"DOTALL", re::kDotAll}, {"U", re::kUnicode},    {"UNICODE", re::kUnicode},       {"X", re::kVerbose},
      {"VERBOSE", re::kVerbose}, {"A", re::kAscii},    {"ASCII", re::kAscii},           {"DEBUG", re::kDebug},
  };
  for (const auto& [name, v] : kFlags) set(name, Value::integer(v));
  set("error", error_class(in));
  set("Pattern", st[kPatternClass]);
  set("Match", st[kMatchClass]);
  st[kModule] = mod;
  return mod;
}

Value re_load_attr(Vm& in, const Value& obj, Name field_name) {
  const bool pattern = is_pattern(obj);
  if (!pattern && !is_match(obj)) return Value::undef();
  const std::string& f = in.name(field_name);
  static constexpr std::pair<const char*, NativeFn> kPatternMethods[] = {
      {"search", pattern_method<Op::Search>},   {"match", pattern_method<Op::Match>},
      {"fullmatch", pattern_method<Op::FullMatch>}, {"findall", pattern_method<Op::FindAll>},
      {"finditer", pattern_method<Op::FindIter>}, {"sub", pattern_method<Op::Sub>},
      {"subn", pattern_method<Op::SubN>},       {"split", pattern_method<Op::Split>},
  };
  static constexpr std::pair<const char*, NativeFn> kMatchMethods[] = {
      {"group", m_group}, {"groups", m_groups}, {"groupdict", m_groupdict}, {"start", m_start},
      {"end", m_end},     {"span", m_span},     {"expand", m_expand},       {"__getitem__", m_getitem},
  };
  if (pattern) {
    for (const auto& [name, fn] : kPatternMethods)
      if (f == name) return make_native(fn, name, obj);
    return Value::undef();
  }
  for (const auto& [name, fn] : kMatchMethods)
    if (f == name) return make_native(fn, name, obj);
  if (f == "endpos" && !obj.as<InstanceObj>()->fields.find(field_name)) {  // not given: the string's length
    Value s = field(in, obj, "string");
    return Value::integer(s.is(Tag::Str) ? static_cast<std::int64_t>(regex::CharCursor(text_of(s)).to_chars(text_of(s).size())) : 0);
  }
  if (f == "regs") {
    const auto& c = spans_of(in, obj, "__re_chars");
    std::vector<Value> out;
    for (std::size_t k = 0; k + 1 < c.size(); k += 2) out.push_back(make_list({c[k], c[k + 1]}, Tag::Tuple));
    return make_list(std::move(out), Tag::Tuple);
  }
  return Value::undef();
}

Value re_load_index(Vm& in, const Value& obj, const Value& idx) {
  if (!is_match(obj)) return Value::undef();
  std::vector<Value> args{idx};
  return m_group(in, obj, args);
}

bool re_repr(Vm& in, const Value& v, std::string& out) {
  if (v.is(Tag::Class)) {
    const std::string& n = v.as<ClassObj>()->name;
    if (n != "re.Pattern" && n != "re.Match") return false;
    out = "<class '" + n + "'>";
    return true;
  }
  if (is_match(v)) {
    const auto& c = spans_of(in, v, "__re_chars");
    Value g = group_text(in, v, 0, make_str(""));
    out = "<re.Match object; span=(" + std::to_string(c.size() > 1 ? c[0].i() : 0) + ", " +
          std::to_string(c.size() > 1 ? c[1].i() : 0) + "), match=" + clip(in.repr(g), 50) + ">";
    return true;
  }
  if (is_pattern(v)) {
    std::string flags = re::flags_text(int_field(in, v, "flags"));
    out = "re.compile(" + clip(in.repr(field(in, v, "pattern")), 200) + (flags.empty() ? "" : ", " + flags) + ")";
    return true;
  }
  return false;
}

}  // namespace reddragon::vm::py
