// lua_strlib.cpp - Lua 5.4's string library: Lua patterns (a port of the
// matcher of lstrlib.c: classes, sets, quantifiers `* + - ?`, anchors,
// captures and position captures, %b, %f, back references), find / match /
// gmatch / gsub, string.format, and the byte-level functions.
#include <cmath>
#include <cstdio>
#include <cstring>

#include "lua_runtime.hpp"
#include "lua_utf8.hpp"

namespace reddragon::vm::lua {

namespace {

constexpr int kMaxCaptures = 32;
constexpr std::ptrdiff_t kCapUnfinished = -1, kCapPosition = -2;

struct MatchState {
  const char* src_init;
  const char* src_end;
  const char* p_end;
  Vm* vm;
  int level = 0;
  int matchdepth = 200;
  bool failed = false;  // an error was raised
  struct {
    const char* init;
    std::ptrdiff_t len;
  } capture[kMaxCaptures];
  std::uint64_t steps = 0;
};

void fail(MatchState* ms, const std::string& msg) {
  if (!ms->failed) error(*ms->vm, msg);
  ms->failed = true;
}

const char* match(MatchState* ms, const char* s, const char* p);

int check_capture(MatchState* ms, int l) {
  l -= '1';
  if (l < 0 || l >= ms->level || ms->capture[l].len == kCapUnfinished) {
    fail(ms, "invalid capture index %" + std::to_string(l + 1));
    return 0;
  }
  return l;
}
int capture_to_close(MatchState* ms) {
  int level = ms->level;
  for (level--; level >= 0; level--)
    if (ms->capture[level].len == kCapUnfinished) return level;
  fail(ms, "invalid pattern capture");
  return 0;
}
const char* class_end(MatchState* ms, const char* p) {
  if (*p++ == '%') {
    if (p == ms->p_end) {
      fail(ms, "malformed pattern (ends with '%')");
      return p;
    }
    return p + 1;
  }
  if (*(p - 1) == '[') {
    if (*p == '^') p++;
    do {
      if (p == ms->p_end) {
        fail(ms, "malformed pattern (missing ']')");
        return p;
      }
      if (*(p++) == '%' && p < ms->p_end) p++;
    } while (*p != ']');
    return p + 1;
  }
  return p;
}
bool match_class(int c, int cl) {
  bool res;
  switch (std::tolower(cl)) {
    case 'a': res = std::isalpha(c); break;
    case 'c': res = std::iscntrl(c); break;
    case 'd': res = std::isdigit(c); break;
    case 'g': res = std::isgraph(c); break;
    case 'l': res = std::islower(c); break;
    case 'p': res = std::ispunct(c); break;
    case 's': res = std::isspace(c); break;
    case 'u': res = std::isupper(c); break;
    case 'w': res = std::isalnum(c); break;
    case 'x': res = std::isxdigit(c); break;
    default: return cl == c;
  }
  if (std::isupper(cl)) res = !res;
  return res;
}
bool match_bracket_class(int c, const char* p, const char* ec) {
  bool sig = true;
  if (*(p + 1) == '^') {
    sig = false;
    p++;
  }
  while (++p < ec) {
    if (*p == '%') {
      p++;
      if (match_class(c, static_cast<unsigned char>(*p))) return sig;
    } else if (*(p + 1) == '-' && (p + 2 < ec)) {
      p += 2;
      if (static_cast<unsigned char>(*(p - 2)) <= c && c <= static_cast<unsigned char>(*p)) return sig;
    } else if (static_cast<unsigned char>(*p) == c) {
      return sig;
    }
  }
  return !sig;
}
bool single_match(MatchState* ms, const char* s, const char* p, const char* ep) {
  if (s >= ms->src_end) return false;
  int c = static_cast<unsigned char>(*s);
  switch (*p) {
    case '.': return true;
    case '%': return match_class(c, static_cast<unsigned char>(*(p + 1)));
    case '[': return match_bracket_class(c, p, ep - 1);
    default: return static_cast<unsigned char>(*p) == c;
  }
}
const char* match_balance(MatchState* ms, const char* s, const char* p) {
  if (p >= ms->p_end - 1) {
    fail(ms, "malformed pattern (missing arguments to '%b')");
    return nullptr;
  }
  if (*s != *p) return nullptr;
  int b = *p, e = *(p + 1), cont = 1;
  while (++s < ms->src_end) {
    if (*s == e) {
      if (--cont == 0) return s + 1;
    } else if (*s == b) {
      cont++;
    }
  }
  return nullptr;
}
const char* max_expand(MatchState* ms, const char* s, const char* p, const char* ep) {
  std::ptrdiff_t i = 0;
  while (single_match(ms, s + i, p, ep)) i++;
  while (i >= 0) {
    const char* res = match(ms, (s + i), ep + 1);
    if (res || ms->failed) return res;
    i--;
  }
  return nullptr;
}
const char* min_expand(MatchState* ms, const char* s, const char* p, const char* ep) {
  for (;;) {
    const char* res = match(ms, s, ep + 1);
    if (res != nullptr || ms->failed) return res;
    if (single_match(ms, s, p, ep)) s++;
    else return nullptr;
  }
}
const char* start_capture(MatchState* ms, const char* s, const char* p, std::ptrdiff_t what) {
  if (ms->level >= kMaxCaptures) {
    fail(ms, "too many captures");
    return nullptr;
  }
  ms->capture[ms->level].init = s;
  ms->capture[ms->level].len = what;
  ms->level++;
  const char* res = match(ms, s, p);
  if (res == nullptr) ms->level--;
  return res;
}
const char* end_capture(MatchState* ms, const char* s, const char* p) {
  int l = capture_to_close(ms);
  if (ms->failed) return nullptr;
  ms->capture[l].len = s - ms->capture[l].init;
  const char* res = match(ms, s, p);
  if (res == nullptr) ms->capture[l].len = kCapUnfinished;
  return res;
}
const char* match_capture(MatchState* ms, const char* s, int l) {
  l = check_capture(ms, l);
  if (ms->failed) return nullptr;
  std::size_t len = static_cast<std::size_t>(ms->capture[l].len);
  if (static_cast<std::size_t>(ms->src_end - s) >= len && std::memcmp(ms->capture[l].init, s, len) == 0) return s + len;
  return nullptr;
}

const char* match(MatchState* ms, const char* s, const char* p) {
  if (ms->failed) return nullptr;
  if (++ms->steps % 4096 == 0 && !ms->vm->charge(64)) {
    ms->failed = true;
    return nullptr;
  }
  if (ms->matchdepth-- == 0) {
    fail(ms, "pattern too complex");
    return nullptr;
  }
  while (true) {
    if (p == ms->p_end) break;
    bool dflt = false;
    switch (*p) {
      case '(':
        if (*(p + 1) == ')') s = start_capture(ms, s, p + 2, kCapPosition);
        else s = start_capture(ms, s, p + 1, kCapUnfinished);
        goto done;
      case ')': s = end_capture(ms, s, p + 1); goto done;
      case '$':
        if ((p + 1) != ms->p_end) {
          dflt = true;
          break;
        }
        s = (s == ms->src_end) ? s : nullptr;
        goto done;
      case '%':
        switch (*(p + 1)) {
          case 'b':
            s = match_balance(ms, s, p + 2);
            if (s != nullptr) {
              p += 4;
              continue;
            }
            goto done;
          case 'f': {
            p += 2;
            if (*p != '[') {
              fail(ms, "missing '[' after '%f' in pattern");
              s = nullptr;
              goto done;
            }
            const char* ep = class_end(ms, p);
            if (ms->failed) return nullptr;
            int prev = (s == ms->src_init) ? 0 : static_cast<unsigned char>(*(s - 1));
            int cur = (s < ms->src_end) ? static_cast<unsigned char>(*s) : 0;
            if (!match_bracket_class(prev, p, ep - 1) && match_bracket_class(cur, p, ep - 1)) {
              p = ep;
              continue;
            }
            s = nullptr;
            goto done;
          }
          case '0': case '1': case '2': case '3': case '4':
          case '5': case '6': case '7': case '8': case '9':
            s = match_capture(ms, s, static_cast<unsigned char>(*(p + 1)));
            if (s != nullptr) {
              p += 2;
              continue;
            }
            goto done;
          default: dflt = true; break;
        }
        break;
      default: dflt = true; break;
    }
    if (dflt) {
      const char* ep = class_end(ms, p);
      if (ms->failed) return nullptr;
      if (!single_match(ms, s, p, ep)) {
        if (*ep == '*' || *ep == '?' || *ep == '-') {
          p = ep + 1;
          continue;
        }
        s = nullptr;
      } else {
        switch (*ep) {
          case '?': {
            const char* res = match(ms, s + 1, ep + 1);
            if (res != nullptr || ms->failed) s = res;
            else {
              p = ep + 1;
              continue;
            }
            break;
          }
          case '+': s = max_expand(ms, s + 1, p, ep); break;
          case '*': s = max_expand(ms, s, p, ep); break;
          case '-': s = min_expand(ms, s, p, ep); break;
          default:
            s++;
            p = ep;
            continue;
        }
      }
    }
    break;
  }
done:
  ms->matchdepth++;
  return s;
}

Value get_onecapture(MatchState* ms, int i, const char* s, const char* e) {
  if (i >= ms->level) {
    if (i != 0) {
      fail(ms, "invalid capture index %" + std::to_string(i + 1));
      return Value::none();
    }
    return make_str(std::string(s, static_cast<std::size_t>(e - s)));
  }
  std::ptrdiff_t l = ms->capture[i].len;
  if (l == kCapUnfinished) {
    fail(ms, "unfinished capture");
    return Value::none();
  }
  if (l == kCapPosition) return Value::integer(ms->capture[i].init - ms->src_init + 1);
  return make_str(std::string(ms->capture[i].init, static_cast<std::size_t>(l)));
}
/// Captures of a match (the whole match when there are none and wholeIfNone).
std::vector<Value> captures(MatchState* ms, const char* s, const char* e, bool whole) {
  int n = (ms->level == 0 && whole) ? 1 : ms->level;
  std::vector<Value> out;
  for (int i = 0; i < n; i++) out.push_back(get_onecapture(ms, i, s, e));
  return out;
}
void prepstate(MatchState* ms, Vm& vm, std::string_view s, std::string_view p) {
  ms->vm = &vm;
  ms->src_init = s.data();
  ms->src_end = s.data() + s.size();
  ms->p_end = p.data() + p.size();
  ms->level = 0;
  ms->matchdepth = 200;
}

/// 'string.<fn>', or fn itself when it names its library ("utf8.len").
static std::string lib_fn(const char* fn) { return std::strchr(fn, '.') ? std::string(fn) : "string." + std::string(fn); }
/// luaL_checklstring: argument k as text, viewed in place (a number
/// argument is replaced by its text first), so a call costs nothing per
/// byte of its argument unless it reads or copies them.
bool str_arg(Vm& vm, std::vector<Value>& a, std::size_t k, const char* fn, std::string_view& out) {
  if (k < a.size()) {
    if (a[k].is(Tag::Int) || a[k].is(Tag::Float) || a[k].is(Tag::BigInt)) a[k] = make_str(fmt_number(a[k]));
    if (a[k].is(Tag::Str)) {
      out = a[k].as<StrObj>()->s;
      return true;
    }
  }
  error(vm, "bad argument #" + std::to_string(k + 1) + " to '" + lib_fn(fn) + "' (string expected, got " +
                (k < a.size() ? lua_typename(a[k]) : std::string("no value")) + ")");
  return false;
}
bool int_arg(Vm& vm, std::vector<Value>& a, std::size_t k, const char* fn, std::int64_t dflt, std::int64_t& out) {
  if (k >= a.size() || a[k].is_none()) {
    out = dflt;
    return true;
  }
  if (tointeger(a[k], out)) return true;
  Value n;
  if (tonumber(a[k], n))
    error(vm, "bad argument #" + std::to_string(k + 1) + " to '" + lib_fn(fn) + "' (number has no integer representation)");
  else
    error(vm, "bad argument #" + std::to_string(k + 1) + " to '" + lib_fn(fn) + "' (number expected, got " + lua_typename(a[k]) + ")");
  return false;
}
/// luaL_checkinteger: a required integer argument.
bool req_int_arg(Vm& vm, std::vector<Value>& a, std::size_t k, const char* fn, std::int64_t& out) {
  if (k >= a.size()) {
    error(vm, "bad argument #" + std::to_string(k + 1) + " to '" + lib_fn(fn) + "' (number expected, got no value)");
    return false;
  }
  if (a[k].is_none()) {
    error(vm, "bad argument #" + std::to_string(k + 1) + " to '" + lib_fn(fn) + "' (number expected, got nil)");
    return false;
  }
  return int_arg(vm, a, k, fn, 0, out);
}
bool any_symbolic(const std::vector<Value>& a) {
  for (auto& v : a)
    if (v.is_symbolic()) return true;
  return false;
}
#define STR_SYM(name) \
  if (any_symbolic(a)) return vm.fresh_symbolic("string." name, vm.call_expr("string." name, a));

std::size_t posrelat_start(std::int64_t pos, std::size_t len) {
  if (pos > 0) return static_cast<std::size_t>(pos);
  if (pos == 0) return 1;
  if (pos < -static_cast<std::int64_t>(len)) return 1;
  return len + static_cast<std::size_t>(pos) + 1;
}
std::size_t getendpos(std::int64_t pos, std::size_t len) {
  if (pos > static_cast<std::int64_t>(len)) return len;
  if (pos >= 0) return static_cast<std::size_t>(pos);
  if (pos < -static_cast<std::int64_t>(len)) return 0;
  return len + static_cast<std::size_t>(pos) + 1;
}

bool nospecials(std::string_view p) { return p.find_first_of("^$*+?.([%-") == std::string_view::npos; }

Value str_find_aux(Vm& vm, std::vector<Value>& a, bool find) {
  const char* fn = find ? "find" : "match";
  std::string_view s, p;
  if (!str_arg(vm, a, 0, fn, s) || !str_arg(vm, a, 1, fn, p)) return Value::none();
  std::int64_t initv;
  if (!int_arg(vm, a, 2, fn, 1, initv)) return Value::none();
  std::size_t init = posrelat_start(initv, s.size());
  if (init > s.size() + 1) return Value::none();
  if (find && ((a.size() > 3 && lua_truthy(a[3])) || nospecials(p))) {
    auto pos = s.find(p, init - 1);
    // the bytes searched: to the match's end, or the rest of the text
    if (!vm.charge_bytes((pos == std::string_view::npos ? s.size() : pos + p.size()) - (init - 1))) return Value::none();
    if (pos == std::string_view::npos) return Value::none();
    return pack({Value::integer(static_cast<std::int64_t>(pos + 1)), Value::integer(static_cast<std::int64_t>(pos + p.size()))});
  }
  MatchState ms;
  const char* s1 = s.data() + init - 1;
  bool anchor = !p.empty() && p[0] == '^';
  const char* pp = p.data() + (anchor ? 1 : 0);
  prepstate(&ms, vm, s, p);
  do {
    ms.level = 0;
    ms.matchdepth = 200;
    const char* e = match(&ms, s1, pp);
    if (ms.failed) return Value::none();
    if (e != nullptr) {
      if (find) {
        std::vector<Value> out{Value::integer(s1 - s.data() + 1), Value::integer(e - s.data())};
        for (auto& c : captures(&ms, nullptr, nullptr, false)) out.push_back(c);
        if (ms.failed) return Value::none();
        return pack(std::move(out));
      }
      auto caps = captures(&ms, s1, e, true);
      if (ms.failed) return Value::none();
      return pack(std::move(caps));
    }
  } while (s1++ < ms.src_end && !anchor);
  return Value::none();
}
Value s_find(Vm& vm, const Value&, std::vector<Value>& a) {
  STR_SYM("find");
  return str_find_aux(vm, a, true);
}
Value s_match(Vm& vm, const Value&, std::vector<Value>& a) {
  STR_SYM("match");
  return str_find_aux(vm, a, false);
}

// gmatch: the iterator holds (subject, pattern, position, last match end)
Value gmatch_step(Vm& vm, const Value& self, std::vector<Value>&) {
  auto& st = self.as<ListObj>()->items;  // [s, p, pos, lastmatch]
  const std::string& s = st[0].as<StrObj>()->s;
  const std::string& p = st[1].as<StrObj>()->s;
  MatchState ms;
  prepstate(&ms, vm, s, p);
  auto pos = static_cast<std::size_t>(st[2].i());
  std::int64_t last = st[3].i();
  for (const char* src = s.data() + pos; src <= ms.src_end; src++) {
    ms.level = 0;
    ms.matchdepth = 200;
    const char* e = match(&ms, src, p.data());
    if (ms.failed) return Value::none();
    if (e != nullptr && (last < 0 || e - s.data() != last)) {
      st[2] = Value::integer(e - s.data());
      st[3] = Value::integer(e - s.data());
      auto caps = captures(&ms, src, e, true);
      if (ms.failed) return Value::none();
      return pack(std::move(caps));
    }
  }
  st[2] = Value::integer(static_cast<std::int64_t>(s.size()) + 1);
  return pack({});
}
Value s_gmatch(Vm& vm, const Value&, std::vector<Value>& a) {
  STR_SYM("gmatch");
  std::string_view s, p;
  if (!str_arg(vm, a, 0, "gmatch", s) || !str_arg(vm, a, 1, "gmatch", p)) return Value::none();
  std::int64_t initv;
  if (!int_arg(vm, a, 2, "gmatch", 1, initv)) return Value::none();
  std::size_t init = posrelat_start(initv, s.size());
  if (init > s.size() + 1) init = s.size() + 1;
  Value state = make_list({a[0], a[1], Value::integer(static_cast<std::int64_t>(init - 1)), Value::integer(-1)});
  return make_native(gmatch_step, "gmatch_iter", state);
}

bool add_value(MatchState* ms, std::string& b, const char* s, const char* e, const Value& repl) {
  Vm& vm = *ms->vm;
  Value result;
  if (repl.is(Tag::Str) || repl.is(Tag::Int) || repl.is(Tag::Float)) {
    std::string news = repl.is(Tag::Str) ? repl.as<StrObj>()->s : fmt_number(repl);
    for (std::size_t i = 0; i < news.size(); i++) {
      if (news[i] != '%') {
        b += news[i];
        continue;
      }
      i++;
      if (i >= news.size()) {
        fail(ms, "invalid use of '%' in replacement string");
        return false;
      }
      char c = news[i];
      if (c == '%') b += '%';
      else if (std::isdigit(static_cast<unsigned char>(c))) {
        Value cap = c == '0' ? make_str(std::string(s, static_cast<std::size_t>(e - s))) : get_onecapture(ms, c - '1', s, e);
        if (ms->failed) return false;
        b += cap.is(Tag::Str) ? cap.as<StrObj>()->s : fmt_number(cap);
      } else {
        fail(ms, "invalid use of '%' in replacement string");
        return false;
      }
    }
    return true;
  }
  Value key = get_onecapture(ms, 0, s, e);
  if (ms->failed) return false;
  if (is_table(repl)) {
    result = index(vm, repl, key);
  } else {
    auto caps = captures(ms, s, e, true);
    if (ms->failed) return false;
    result = call1(vm, repl, caps);
  }
  if (vm.raising()) {
    ms->failed = true;
    return false;
  }
  if (!lua_truthy(result)) {
    b.append(s, static_cast<std::size_t>(e - s));
  } else if (result.is(Tag::Str)) {
    b += result.as<StrObj>()->s;
  } else if (result.is(Tag::Int) || result.is(Tag::Float)) {
    b += fmt_number(result);
  } else {
    fail(ms, "invalid replacement value (a " + lua_typename(result) + ")");
    return false;
  }
  return true;
}
Value s_gsub(Vm& vm, const Value&, std::vector<Value>& a) {
  STR_SYM("gsub");
  std::string_view src, p;
  if (!str_arg(vm, a, 0, "gsub", src) || !str_arg(vm, a, 1, "gsub", p)) return Value::none();
  if (a.size() < 3 || !(a[2].is(Tag::Str) || a[2].is(Tag::Int) || a[2].is(Tag::Float) || is_table(a[2]) ||
                        a[2].is(Tag::Function) || a[2].is(Tag::Builtin)))
    return error(vm, "bad argument #3 to 'string.gsub' (string/function/table expected, got " +
                         (a.size() < 3 ? std::string("no value") : lua_typename(a[2])) + ")"),
           Value::none();
  std::int64_t max_s;
  if (!int_arg(vm, a, 3, "gsub", static_cast<std::int64_t>(src.size()) + 1, max_s)) return Value::none();
  bool anchor = !p.empty() && p[0] == '^';
  const char* pp = p.data() + (anchor ? 1 : 0);
  MatchState ms;
  prepstate(&ms, vm, src, p);
  const char* s = src.data();
  std::string b;
  std::int64_t n = 0;
  const char* lastmatch = nullptr;
  while (n < max_s) {
    ms.level = 0;
    ms.matchdepth = 200;
    const char* e = match(&ms, s, pp);
    if (ms.failed) return Value::none();
    if (e != nullptr && e != lastmatch) {
      n++;
      if (!add_value(&ms, b, s, e, a[2])) return Value::none();
      s = lastmatch = e;
    } else if (s < ms.src_end) {
      b += *s++;
    } else {
      break;
    }
    if (anchor) break;
    if (b.size() > 65536 && !vm.charge(1)) return Value::none();
  }
  b.append(s, static_cast<std::size_t>(ms.src_end - s));
  if (!vm.charge_bytes(b.size())) return Value::none();  // the result built (matching charged as it went)
  return pack({make_str(std::move(b)), Value::integer(n)});
}

Value s_len(Vm& vm, const Value&, std::vector<Value>& a) {
  STR_SYM("len");
  std::string_view s;
  if (!str_arg(vm, a, 0, "len", s)) return Value::none();
  return Value::integer(static_cast<std::int64_t>(s.size()));
}
Value s_sub(Vm& vm, const Value&, std::vector<Value>& a) {
  STR_SYM("sub");
  std::string_view s;
  std::int64_t i, j;
  if (!str_arg(vm, a, 0, "sub", s) || !int_arg(vm, a, 1, "sub", 1, i) || !int_arg(vm, a, 2, "sub", -1, j)) return Value::none();
  std::size_t st = posrelat_start(i, s.size()), en = getendpos(j, s.size());
  if (st > en) return make_str("");
  if (st == 1 && en == s.size()) return a[0];  // the whole string: no copy
  if (!vm.charge_bytes(en - st + 1)) return Value::none();
  return make_str(std::string(s.substr(st - 1, en - st + 1)));
}
Value s_upper(Vm& vm, const Value&, std::vector<Value>& a) {
  STR_SYM("upper");
  std::string_view v;
  if (!str_arg(vm, a, 0, "upper", v) || !vm.charge_bytes(v.size())) return Value::none();
  std::string s(v);
  for (auto& c : s) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return make_str(std::move(s));
}
Value s_lower(Vm& vm, const Value&, std::vector<Value>& a) {
  STR_SYM("lower");
  std::string_view v;
  if (!str_arg(vm, a, 0, "lower", v) || !vm.charge_bytes(v.size())) return Value::none();
  std::string s(v);
  for (auto& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return make_str(std::move(s));
}
Value s_reverse(Vm& vm, const Value&, std::vector<Value>& a) {
  STR_SYM("reverse");
  std::string_view s;
  if (!str_arg(vm, a, 0, "reverse", s) || !vm.charge_bytes(s.size())) return Value::none();
  return make_str(std::string(s.rbegin(), s.rend()));
}
Value s_rep(Vm& vm, const Value&, std::vector<Value>& a) {
  STR_SYM("rep");
  std::string_view s, sep;
  std::int64_t n;
  if (!str_arg(vm, a, 0, "rep", s) || !req_int_arg(vm, a, 1, "rep", n)) return Value::none();
  if (a.size() > 2 && !a[2].is_none() && !str_arg(vm, a, 2, "rep", sep)) return Value::none();
  if (n <= 0) return make_str("");
  std::uint64_t total = (s.size() + sep.size()) * static_cast<std::uint64_t>(n);
  if (total > (1u << 30)) return error(vm, "resulting string too large"), Value::none();
  if (!vm.charge_bytes(total)) return Value::none();
  std::string out;
  out.reserve(total);
  for (std::int64_t k = 0; k < n; ++k) {
    if (k) out += sep;
    out += s;
  }
  return make_str(std::move(out));
}
Value s_byte(Vm& vm, const Value&, std::vector<Value>& a) {
  STR_SYM("byte");
  std::string_view s;
  std::int64_t i, j;
  if (!str_arg(vm, a, 0, "byte", s) || !int_arg(vm, a, 1, "byte", 1, i)) return Value::none();
  if (!int_arg(vm, a, 2, "byte", i, j)) return Value::none();
  std::size_t st = posrelat_start(i, s.size()), en = getendpos(j, s.size());
  if (st <= en && !vm.charge_copy(en - st + 1)) return Value::none();
  std::vector<Value> out;
  for (std::size_t k = st; k <= en; ++k) out.push_back(Value::integer(static_cast<unsigned char>(s[k - 1])));
  return pack(std::move(out));
}
Value s_char(Vm& vm, const Value&, std::vector<Value>& a) {
  STR_SYM("char");
  if (!vm.charge_copy(a.size())) return Value::none();
  std::string out;
  for (std::size_t k = 0; k < a.size(); ++k) {
    std::int64_t c;
    if (!int_arg(vm, a, k, "char", 0, c)) return Value::none();
    if (c < 0 || c > 255) return error(vm, "bad argument #" + std::to_string(k + 1) + " to 'string.char' (value out of range)"), Value::none();
    out += static_cast<char>(c);
  }
  return make_str(std::move(out));
}

void add_quoted(Vm& vm, std::string& b, const Value& v) {
  if (v.is(Tag::Str)) {
    const std::string& s = v.as<StrObj>()->s;
    b += '"';
    for (std::size_t i = 0; i < s.size(); ++i) {
      unsigned char c = static_cast<unsigned char>(s[i]);
      if (c == '"' || c == '\\' || c == '\n') {
        b += '\\';
        b += static_cast<char>(c);
      } else if (std::iscntrl(c)) {
        char buf[10];
        if (i + 1 < s.size() && std::isdigit(static_cast<unsigned char>(s[i + 1]))) std::snprintf(buf, sizeof buf, "\\%03d", c);
        else std::snprintf(buf, sizeof buf, "\\%d", c);
        b += buf;
      } else {
        b += static_cast<char>(c);
      }
    }
    b += '"';
    return;
  }
  if (v.is(Tag::Int)) {
    if (v.i() == std::numeric_limits<std::int64_t>::min()) b += "0x8000000000000000";
    else b += std::to_string(v.i());
    return;
  }
  if (v.is(Tag::Float)) {
    double d = v.d();
    char buf[64];
    if (d == HUGE_VAL) b += "1e9999";
    else if (d == -HUGE_VAL) b += "-1e9999";
    else if (d != d) b += "(0/0)";
    else {
      std::snprintf(buf, sizeof buf, "%a", d);
      b += buf;
    }
    return;
  }
  if (v.is_none() || v.is(Tag::Bool)) {
    b += raw_tostring(v);
    return;
  }
  error(vm, "bad argument to 'string.format' (value has no literal form)");
}

Value s_format(Vm& vm, const Value&, std::vector<Value>& a) {
  STR_SYM("format");
  std::string_view fmt;
  if (!str_arg(vm, a, 0, "format", fmt)) return Value::none();
  std::string b;
  std::size_t arg = 0;
  for (std::size_t i = 0; i < fmt.size(); ++i) {
    if (fmt[i] != '%') {
      b += fmt[i];
      continue;
    }
    if (++i >= fmt.size()) return error(vm, "invalid conversion '%' to 'format'"), Value::none();
    if (fmt[i] == '%') {
      b += '%';
      continue;
    }
    // lstrlib.c getformat: flags, digits and dots, then the conversion
    std::size_t start = i;
    while (i < fmt.size() && fmt[i] != '\0' && std::strchr("-+ #0123456789.", fmt[i])) ++i;
    if (i - start + 1 >= 22) return error(vm, "invalid format (too long)"), Value::none();
    std::string spec = "%" + std::string(fmt.substr(start, i - start));
    char conv = i < fmt.size() ? fmt[i] : '\0';
    // checkformat: the flags this conversion allows, a width and a precision of at most two digits
    auto check = [&](const char* flags, bool precision) {
      std::string form = spec + conv;
      std::size_t p = 1;
      while (p < form.size() && std::strchr(flags, form[p]) && form[p] != '\0') ++p;
      auto digits = [&] {
        for (int k = 0; k < 2 && p < form.size() && std::isdigit(static_cast<unsigned char>(form[p])); ++k) ++p;
      };
      if (p < form.size() && form[p] != '0') {
        digits();
        if (p < form.size() && form[p] == '.' && precision) {
          ++p;
          digits();
        }
      }
      if (p < form.size() && std::isalpha(static_cast<unsigned char>(form[p])) && p + 1 == form.size()) return true;
      error(vm, "invalid conversion specification: '" + form + "'");
      return false;
    };
    switch (conv) {
      case 'c': case 'p': if (!check("-", false)) return Value::none(); break;
      case 'd': case 'i': if (!check("-+ 0", true)) return Value::none(); break;
      case 'u': if (!check("-0", true)) return Value::none(); break;
      case 'o': case 'x': case 'X': if (!check("-#0", true)) return Value::none(); break;
      case 'a': case 'A': case 'e': case 'E': case 'f': case 'F': case 'g': case 'G':
        if (!check("-+ #0", true)) return Value::none();
        break;
      case 's': if (!check("-", true)) return Value::none(); break;
      case 'q':
        if (spec.size() > 1) return error(vm, "specifier '%q' cannot have modifiers"), Value::none();
        break;
      default: return error(vm, "invalid conversion '" + spec + (conv ? std::string(1, conv) : std::string()) + "' to 'format'"), Value::none();
    }
    ++arg;
    if (arg >= a.size()) return error(vm, "bad argument #" + std::to_string(arg + 1) + " to 'string.format' (no value)"), Value::none();
    const Value& v = a[arg];
    char buf[512];
    switch (conv) {
      case 'c': {
        std::int64_t c;
        if (!int_arg(vm, a, arg, "format", 0, c)) return Value::none();
        std::snprintf(buf, sizeof buf, (spec + "c").c_str(), static_cast<int>(c));
        b += buf;
        if (c == 0) b += '\0';
        break;
      }
      case 'd':
      case 'i':
      case 'u':
      case 'o':
      case 'x':
      case 'X': {
        std::int64_t n;
        if (!int_arg(vm, a, arg, "format", 0, n)) return Value::none();
        std::string f = spec + "ll" + (conv == 'i' || conv == 'u' ? 'd' : conv);
        std::snprintf(buf, sizeof buf, f.c_str(), static_cast<long long>(n));
        b += buf;
        break;
      }
      case 'a':
      case 'A':
      case 'e':
      case 'E':
      case 'f':
      case 'F':
      case 'g':
      case 'G': {
        Value n;
        if (!tonumber(v, n))
          return error(vm, "bad argument #" + std::to_string(arg + 1) + " to 'string.format' (number expected, got " + lua_typename(v) + ")"), Value::none();
        double d = n.is(Tag::Int) ? static_cast<double>(n.i()) : n.d();
        std::snprintf(buf, sizeof buf, (spec + conv).c_str(), d);
        b += buf;
        break;
      }
      case 's': {
        std::string s = tostring(vm, v);
        if (vm.raising()) return Value::none();
        if (spec == "%") b += s;
        else {
          std::vector<char> big(s.size() + 600);
          std::snprintf(big.data(), big.size(), (spec + "s").c_str(), s.c_str());
          b += big.data();
        }
        break;
      }
      case 'q':
        add_quoted(vm, b, v);
        if (vm.raising()) return Value::none();
        break;
      case 'p': {  // lua_topointer: objects' addresses, "(null)" for the other values
        if (v.tag() >= kFirstHeapTag && !v.is(Tag::Int) && !v.is(Tag::Float) && !v.is(Tag::BigInt)) {
          std::snprintf(buf, sizeof buf, (spec + "p").c_str(), static_cast<const void*>(v.obj()));
        } else {
          std::snprintf(buf, sizeof buf, (spec + "s").c_str(), "(null)");
        }
        b += buf;
        break;
      }
      default:
        return error(vm, "invalid conversion '" + spec + conv + "' to 'format'"), Value::none();
    }
  }
  if (!vm.charge_bytes(b.size())) return Value::none();  // the text built (%s of a long string copies it)
  return make_str(std::move(b));
}


// ---- utf8 library ---------------------------------------------------------------

/// Decodes one UTF-8 sequence at s[i] (Lua's utf8_decode, non-strict about
/// surrogates); returns its length, 0 if invalid.
std::size_t utf8_decode(std::string_view s, std::size_t i, std::uint32_t& cp) {
  auto c = static_cast<unsigned char>(s[i]);
  if (c < 0x80) {
    cp = c;
    return 1;
  }
  std::size_t n = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 0;
  if (n == 0 || c >= 0xF8 || i + n > s.size()) return 0;
  cp = c & (0x7F >> n);
  for (std::size_t k = 1; k < n; ++k) {
    auto cc = static_cast<unsigned char>(s[i + k]);
    if ((cc & 0xC0) != 0x80) return 0;
    cp = (cp << 6) | (cc & 0x3F);
  }
  static const std::uint32_t kMin[] = {0, 0, 0x80, 0x800, 0x10000};
  if (cp < kMin[n] || cp > 0x10FFFF) return 0;  // overlong or too large
  return n;
}
Value u_char(Vm& vm, const Value&, std::vector<Value>& a) {
  STR_SYM("char");
  if (!vm.charge_copy(a.size())) return Value::none();
  std::string out;
  for (std::size_t k = 0; k < a.size(); ++k) {
    std::int64_t c;
    if (!req_int_arg(vm, a, k, "utf8.char", c)) return Value::none();
    if (c < 0 || c > 0x7FFFFFFF)
      return error(vm, "bad argument #" + std::to_string(k + 1) + " to 'utf8.char' (value out of range)"), Value::none();
    reddragon::lua::utf8_append(out, static_cast<std::uint32_t>(c));
  }
  return make_str(std::move(out));
}
Value u_len(Vm& vm, const Value&, std::vector<Value>& a) {
  STR_SYM("len");
  std::string_view s;
  std::int64_t i, j;
  if (!str_arg(vm, a, 0, "utf8.len", s) || !int_arg(vm, a, 1, "utf8.len", 1, i) || !int_arg(vm, a, 2, "utf8.len", -1, j)) return Value::none();
  // lutf8lib.c utflen: u_posrelat, then both ends checked
  const auto slen = static_cast<std::int64_t>(s.size());
  auto posrelat = [slen](std::int64_t pos) { return pos >= 0 ? pos : (0u - static_cast<std::uint64_t>(pos) > static_cast<std::uint64_t>(slen) ? 0 : slen + pos + 1); };
  std::int64_t posi = posrelat(i), posj = posrelat(j);
  if (!(1 <= posi && --posi <= slen)) return error(vm, "bad argument #2 to 'utf8.len' (initial position out of bounds)"), Value::none();
  if (!(--posj < slen)) return error(vm, "bad argument #3 to 'utf8.len' (final position out of bounds)"), Value::none();
  std::size_t p = static_cast<std::size_t>(posi) + 1, e = static_cast<std::size_t>(posj + 1);
  if (e >= p && !vm.charge_bytes(e - p + 1)) return Value::none();
  std::int64_t n = 0;
  for (std::size_t k = p - 1; k < e;) {
    std::uint32_t cp;
    std::size_t len = utf8_decode(s, k, cp);
    if (len == 0) return pack({Value::none(), Value::integer(static_cast<std::int64_t>(k + 1))});
    k += len;
    ++n;
  }
  return Value::integer(n);
}
Value u_codepoint(Vm& vm, const Value&, std::vector<Value>& a) {
  STR_SYM("codepoint");
  std::string_view s;
  std::int64_t i, j;
  if (!str_arg(vm, a, 0, "utf8.codepoint", s) || !int_arg(vm, a, 1, "utf8.codepoint", 1, i)) return Value::none();
  // lutf8lib.c codepoint: u_posrelat both ends (the end defaults to the start), then check them
  const auto slen = static_cast<std::int64_t>(s.size());
  auto posrelat = [slen](std::int64_t pos) { return pos >= 0 ? pos : (0u - static_cast<std::uint64_t>(pos) > static_cast<std::uint64_t>(slen) ? 0 : slen + pos + 1); };
  i = posrelat(i);
  if (!int_arg(vm, a, 2, "utf8.codepoint", i, j)) return Value::none();
  j = posrelat(j);
  if (i < 1) return error(vm, "bad argument #2 to 'utf8.codepoint' (out of bounds)"), Value::none();
  if (j > slen) return error(vm, "bad argument #3 to 'utf8.codepoint' (out of bounds)"), Value::none();
  std::vector<Value> out;
  if (i > j) return pack({});
  std::size_t p = static_cast<std::size_t>(i), e = static_cast<std::size_t>(j);
  if (!vm.charge_copy(e - p + 1)) return Value::none();
  for (std::size_t k = p - 1; k < e;) {
    std::uint32_t cp;
    std::size_t len = utf8_decode(s, k, cp);
    if (len == 0) return error(vm, "invalid UTF-8 code"), Value::none();
    out.push_back(Value::integer(cp));
    k += len;
  }
  return pack(std::move(out));
}
Value u_codes_step(Vm& vm, const Value&, std::vector<Value>& a) {
  if (a.size() < 2 || !a[0].is(Tag::Str) || !a[1].is(Tag::Int)) return Value::none();
  const std::string& s = a[0].as<StrObj>()->s;
  auto k = static_cast<std::size_t>(std::max<std::int64_t>(a[1].i(), 0));
  if (k > 0) {  // skip the current character
    --k;
    const auto cur = k;
    while (k < s.size() && (k == cur || (static_cast<unsigned char>(s[k]) & 0xC0) == 0x80)) ++k;
  }
  if (k >= s.size()) return Value::none();
  std::uint32_t cp;
  if (utf8_decode(s, k, cp) == 0) return error(vm, "invalid UTF-8 code"), Value::none();
  return pack({Value::integer(static_cast<std::int64_t>(k + 1)), Value::integer(cp)});
}
Value u_codes(Vm& vm, const Value&, std::vector<Value>& a) {
  STR_SYM("codes");
  std::string_view s;
  if (!str_arg(vm, a, 0, "codes", s)) return Value::none();
  return pack({make_native(u_codes_step, "codes_iter"), a[0], Value::integer(0)});
}
Value u_offset(Vm& vm, const Value&, std::vector<Value>& a) {
  STR_SYM("offset");
  std::string_view s;
  std::int64_t n, i;
  if (!str_arg(vm, a, 0, "utf8.offset", s) || !req_int_arg(vm, a, 1, "utf8.offset", n)) return Value::none();
  auto len = static_cast<std::int64_t>(s.size());
  if (!int_arg(vm, a, 2, "utf8.offset", n >= 0 ? 1 : len + 1, i)) return Value::none();
  if (i < 0) i = std::max<std::int64_t>(len + i + 1, 1);
  if (i < 1 || i > len + 1) return error(vm, "bad argument #3 to 'utf8.offset' (position out of bounds)"), Value::none();
  std::int64_t posi = i - 1;
  auto iscont = [&](std::int64_t p) { return p < len && (static_cast<unsigned char>(s[static_cast<std::size_t>(p)]) & 0xC0) == 0x80; };
  if (n == 0) {
    while (posi > 0 && iscont(posi)) posi--;
    return Value::integer(posi + 1);
  }
  if (iscont(posi)) return error(vm, "initial position is a continuation byte"), Value::none();
  if (n < 0) {
    while (n < 0 && posi > 0) {
      do { posi--; } while (posi > 0 && iscont(posi));
      n++;
    }
  } else {
    n--;
    while (n > 0 && posi < len) {
      do { posi++; } while (iscont(posi));
      n--;
    }
  }
  // the bytes walked
  if (!vm.charge_bytes(static_cast<std::size_t>(posi > i - 1 ? posi - (i - 1) : (i - 1) - posi))) return Value::none();
  if (n == 0) return Value::integer(posi + 1);
  return Value::none();
}
}  // namespace

void fill_utf8_lib(Vm& vm, const Value& t) {
  set_fn(vm, t, "char", u_char);
  set_fn(vm, t, "len", u_len);
  set_fn(vm, t, "codepoint", u_codepoint);
  set_fn(vm, t, "codes", u_codes);
  set_fn(vm, t, "offset", u_offset);
  rawset(vm, t, make_str("charpattern"), make_str(std::string("[\0-\x7F\xC2-\xFD][\x80-\xBF]*", 14)));
}

void fill_string_lib(Vm& vm, const Value& t) {
  set_fn(vm, t, "find", s_find);
  set_fn(vm, t, "match", s_match);
  set_fn(vm, t, "gmatch", s_gmatch);
  set_fn(vm, t, "gsub", s_gsub);
  set_fn(vm, t, "len", s_len);
  set_fn(vm, t, "sub", s_sub);
  set_fn(vm, t, "upper", s_upper);
  set_fn(vm, t, "lower", s_lower);
  set_fn(vm, t, "reverse", s_reverse);
  set_fn(vm, t, "rep", s_rep);
  set_fn(vm, t, "byte", s_byte);
  set_fn(vm, t, "char", s_char);
  set_fn(vm, t, "format", s_format);
}

}  // namespace reddragon::vm::lua
