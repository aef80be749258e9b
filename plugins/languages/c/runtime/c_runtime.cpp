// c.cpp - the C run-time library (globals and semantic differences).
//
// Memory model (plugins/languages/c, docs/frontends/c.md): arrays are lists,
// char arrays lists of char codes ending in 0, string literals Str values,
// pointers PointerObj {base list/str/scope, index}, a struct pointer the
// instance itself, NULL None. printf & co. format each conversion with the
// host's snprintf from a validated spec, so output matches glibc.
#include <algorithm>
#include <array>
#include <cerrno>
#include <cstring>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <unordered_map>
#include <unordered_set>

#include "reddragon/vm/runtime.hpp"
#include "reddragon/vm/objects.hpp"
#include "c_rt.hpp"

namespace reddragon::vm {

namespace c_rt {

bool int_like(const Value& v) { return v.is_int() || v.is(Tag::Bool); }
std::int64_t to_i(const Value& v) {
  switch (v.tag()) {
    case Tag::Int: return v.i();
    case Tag::Bool: return v.b() ? 1 : 0;
    case Tag::Tuple: {  // a long double (c_long_double.cpp)
      const long double x = ld_of(v);
      return std::isnan(x) ? 0 : x >= 9.2e18L ? INT64_MAX : x <= -9.2e18L ? INT64_MIN : static_cast<std::int64_t>(x);
    }
    case Tag::Float: {
      double d = v.d();
      if (std::isnan(d)) return 0;
      if (d >= 9.2e18) return INT64_MAX;
      if (d <= -9.2e18) return INT64_MIN;
      return static_cast<std::int64_t>(d);
    }
    default: return 0;
  }
}
double to_d(const Value& v) {
  if (v.is(Tag::Float)) return v.d();
  if (v.is(Tag::Tuple)) return static_cast<double>(ld_of(v));  // a long double read as a double
  return static_cast<double>(to_i(v));
}
const Value& arg(const Args& a, std::size_t k) {
  static const Value none;
  return k < a.size() ? a[k] : none;
}

Value make_ptr(const Value& base, std::int64_t index) {
  auto* p = new PointerObj();
  p->base = base;
  p->index = index;
  return Value::object(p);
}

/// A list (or pointer into one) as (list, offset).
bool seq_of(const Value& v, ListObj*& l, std::int64_t& off) {
  if (v.is(Tag::List)) {
    l = v.as<ListObj>();
    off = 0;
    return true;
  }
  if (v.is(Tag::Pointer)) {
    auto* p = v.as<PointerObj>();
    if (p->base.is(Tag::List)) {
      l = p->base.as<ListObj>();
      off = p->index;
      return true;
    }
  }
  return false;
}

/// The C string a value holds (up to its NUL).
std::string cstr(const Value& v) {
  std::string out;
  if (v.is(Tag::Str)) {
    const std::string& s = v.as<StrObj>()->s;
    return s.substr(0, s.find('\0'));
  }
  if (v.is_none()) return "(null)";
  ListObj* l;
  std::int64_t off;
  if (seq_of(v, l, off)) {
    for (std::int64_t k = std::max<std::int64_t>(off, 0); k < static_cast<std::int64_t>(l->items.size()); ++k) {
      std::int64_t c = to_i(l->items[static_cast<std::size_t>(k)]);
      if (c == 0) break;
      out.push_back(static_cast<char>(c));
    }
    return out;
  }
  if (v.is(Tag::Pointer)) {
    auto* p = v.as<PointerObj>();
    if (p->base.is(Tag::Str)) {
      const std::string& s = p->base.as<StrObj>()->s;
      if (p->index >= 0 && static_cast<std::size_t>(p->index) < s.size()) {
        std::string r = s.substr(static_cast<std::size_t>(p->index));
        return r.substr(0, r.find('\0'));
      }
    }
  }
  return out;
}

/// The text a value stands for in output and string copies: an unknown
/// value shows as the VM renders it (`<sym_3: name()>`), never as "".
std::string text_of(Vm& in, const Value& v) { return v.is_symbolic() ? in.repr(v) : cstr(v); }

/// Writes bytes (and a NUL when `nul`) at dest; grows the list if needed.
void write_bytes(Vm& in, const Value& dest, std::int64_t at, const std::string& s, bool nul) {
  ListObj* l;
  std::int64_t off;
  if (!seq_of(dest, l, off)) {
    in.raise("TypeError", "destination is not a writable char array");
    return;
  }
  std::size_t start = static_cast<std::size_t>(std::max<std::int64_t>(off + at, 0));
  std::size_t need = start + s.size() + (nul ? 1 : 0);
  if (l->items.size() < need) l->items.resize(need, Value::integer(0));
  for (std::size_t k = 0; k < s.size(); ++k) l->items[start + k] = Value::integer(static_cast<signed char>(s[k]));
  if (nul) l->items[start + s.size()] = Value::integer(0);
}

// --- printf ---------------------------------------------------------------------------
std::string format(Vm& in, const Args& a, std::size_t fi) {
  const std::string fmt = text_of(in, arg(a, fi));
  std::size_t ai = fi + 1;
  auto next = [&]() -> Value { return ai < a.size() ? a[ai++] : Value::integer(0); };
  std::string out;
  std::vector<char> buf(128);
  auto emit = [&](const std::string& spec, auto value) {
    int n = std::snprintf(buf.data(), buf.size(), spec.c_str(), value);
    if (n < 0) return;
    if (static_cast<std::size_t>(n) >= buf.size()) {
      buf.resize(static_cast<std::size_t>(n) + 1);
      std::snprintf(buf.data(), buf.size(), spec.c_str(), value);
    }
    out.append(buf.data(), static_cast<std::size_t>(n));
  };
  for (std::size_t i = 0; i < fmt.size(); ++i) {
    char c = fmt[i];
    if (c != '%') {
      out.push_back(c);
      continue;
    }
    std::size_t start = i++;
    std::string flags;
    while (i < fmt.size() && std::strchr("-+ #0", fmt[i]) && fmt[i]) flags.push_back(fmt[i++]);
    long width = -1, prec = -1;
    if (i < fmt.size() && fmt[i] == '*') {
      width = static_cast<long>(to_i(next()));
      if (width < 0) {
        flags.push_back('-');
        width = -width;
      }
      ++i;
    } else {
      while (i < fmt.size() && std::isdigit(static_cast<unsigned char>(fmt[i]))) width = std::max(width, 0L) * 10 + (fmt[i++] - '0');
    }
    if (i < fmt.size() && fmt[i] == '.') {
      ++i;
      prec = 0;
      if (i < fmt.size() && fmt[i] == '*') {
        prec = static_cast<long>(to_i(next()));
        ++i;
      } else {
        while (i < fmt.size() && std::isdigit(static_cast<unsigned char>(fmt[i]))) prec = prec * 10 + (fmt[i++] - '0');
      }
    }
    // a width or precision of a million writes a million bytes: pay first
    if ((width >= 64 || prec >= 64) && !in.charge_copy(static_cast<std::size_t>(std::min(std::max(width, prec), 100000L)))) return std::string();
    int len = 0;  // 0 none, 1 h, 2 hh, 3 long
    bool big = false;  // L: a long double
    while (i < fmt.size() && std::strchr("hlLqjzt", fmt[i]) && fmt[i]) {
      big = big || fmt[i] == 'L';
      if (fmt[i] == 'h') len = len == 1 ? 2 : 1;
      else len = 3;
      ++i;
    }
    if (i >= fmt.size()) {
      out.append(fmt.substr(start));
      break;
    }
    char conv = fmt[i];
    std::string spec = "%" + flags;
    if (width >= 0) spec += std::to_string(std::min(width, 100000L));
    if (prec >= 0) spec += "." + std::to_string(std::min(prec, 100000L));
    if (ai < a.size() && a[ai].is_symbolic() && conv != '%' && conv != 'n') {
      // an unknown argument prints as its rendering, padded to the width
      std::string w = flags.find('-') != std::string::npos ? "%-" : "%";
      if (width >= 0) w += std::to_string(std::min(width, 100000L));
      emit(w + "s", in.repr(next()).c_str());
      continue;
    }
    switch (conv) {
      case 'd': case 'i': {
        std::int64_t v = to_i(next());
        if (len == 0) v = static_cast<std::int32_t>(v);
        else if (len == 1) v = static_cast<std::int16_t>(v);
        else if (len == 2) v = static_cast<std::int8_t>(v);
        emit(spec + "lld", static_cast<long long>(v));
        break;
      }
      case 'u': case 'o': case 'x': case 'X': {
        auto u = static_cast<std::uint64_t>(to_i(next()));
        if (len == 0) u = static_cast<std::uint32_t>(u);
        else if (len == 1) u = static_cast<std::uint16_t>(u);
        else if (len == 2) u = static_cast<std::uint8_t>(u);
        emit(spec + "ll" + conv, static_cast<unsigned long long>(u));
        break;
      }
      case 'c': emit(spec + "c", static_cast<int>(static_cast<unsigned char>(to_i(next())))); break;
      case 's': {
        const Value v = next();
        // NULL: glibc prints "(null)" (nothing when the precision is under 6)
        const bool null = v.is_none() || (int_like(v) && to_i(v) == 0);
        std::string s = null ? (prec < 0 || prec >= 6 ? "(null)" : "") : text_of(in, v);
        emit(spec + "s", s.c_str());
        break;
      }
      case 'f': case 'F': case 'e': case 'E': case 'g': case 'G': case 'a': case 'A':
        if (big) emit(spec + 'L' + conv, ld_of(next()));
        else emit(spec + conv, to_d(next()));
        break;
      case 'p': {
        Value v = next();
        emit(flags.find('-') != std::string::npos ? "%-" + (width >= 0 ? std::to_string(width) : "") + "s"
                                                  : "%" + (width >= 0 ? std::to_string(width) : "") + "s",
             v.is_none() || (int_like(v) && to_i(v) == 0) ? "(nil)" : "0x5555555552a0");  // (void *)0 too
        break;
      }
      case '%': out.push_back('%'); break;
      case 'n': {  // the characters produced so far, stored through the pointer (%hhn, %hn: narrowed)
        auto count = static_cast<std::int64_t>(out.size());
        if (len == 1) count = static_cast<std::int16_t>(count);
        else if (len == 2) count = static_cast<std::int8_t>(count);
        Args st{next(), Value::integer(count)};
        c_store(in, Value::none(), st);
        break;
      }
      default: out.append(fmt.substr(start, i - start + 1)); break;
    }
  }
  // the text built, written to cells or printed: a step per 8 characters (as strcpy)
  if (!in.charge_copy(out.size())) return std::string();
  return out;
}

// --- stdarg.h: a va_list is a PointerObj cursor over the rest parameter ----------------------
Value c_va_start(Vm&, const Value&, Args& a) {
  auto* l = new ListObj();
  Value rest = arg(a, 0);
  if (rest.is(Tag::List) || rest.is(Tag::Tuple)) l->items = rest.as<ListObj>()->items;
  return make_ptr(Value::object(l), 0);
}
Value c_va_arg(Vm&, const Value&, Args& a) {
  Value ap = arg(a, 0);
  if (!ap.is(Tag::Pointer)) return Value::integer(0);
  auto* p = ap.as<PointerObj>();
  if (!p->base.is(Tag::List)) return Value::integer(0);
  auto& items = p->base.as<ListObj>()->items;
  std::int64_t k = p->index++;
  return k >= 0 && static_cast<std::size_t>(k) < items.size() ? items[static_cast<std::size_t>(k)] : Value::integer(0);
}
Value c_va_copy(Vm&, const Value&, Args& a) {
  Value ap = arg(a, 0);
  if (!ap.is(Tag::Pointer)) return ap;
  auto* p = ap.as<PointerObj>();
  return make_ptr(p->base, p->index);
}
/// The format arguments of vprintf & co.: args[0..fi] then what the va_list holds.
Args va_expand(const Args& a, std::size_t fi) {
  Args out(a.begin(), a.begin() + static_cast<std::ptrdiff_t>(std::min(fi + 1, a.size())));
  Value ap = arg(a, fi + 1);
  if (ap.is(Tag::Pointer)) {
    auto* p = ap.as<PointerObj>();
    if (p->base.is(Tag::List)) {
      auto& items = p->base.as<ListObj>()->items;
      for (std::size_t k = static_cast<std::size_t>(std::max<std::int64_t>(p->index, 0)); k < items.size(); ++k) out.push_back(items[k]);
    }
  }
  return out;
}

Value c_printf(Vm& in, const Value&, Args& a) {
  std::string s = format(in, a, 0);
  in.write_out(s);
  return Value::integer(static_cast<std::int64_t>(s.size()));
}
Value c_fprintf(Vm& in, const Value&, Args& a) {
  std::string s = format(in, a, 1);
  if (!stream_write(in, arg(a, 0), s)) return Value::integer(-1);
  return Value::integer(static_cast<std::int64_t>(s.size()));
}
Value c_sprintf(Vm& in, const Value&, Args& a) {
  std::string s = format(in, a, 1);
  write_bytes(in, arg(a, 0), 0, s, true);
  return Value::integer(static_cast<std::int64_t>(s.size()));
}
Value c_snprintf(Vm& in, const Value&, Args& a) {
  std::string s = format(in, a, 2);
  std::int64_t n = to_i(arg(a, 1));
  if (n > 0) write_bytes(in, arg(a, 0), 0, s.substr(0, static_cast<std::size_t>(n - 1)), true);
  return Value::integer(static_cast<std::int64_t>(s.size()));
}
Value c_vprintf(Vm& in, const Value&, Args& a) {
  std::string s = format(in, va_expand(a, 0), 0);
  in.write_out(s);
  return Value::integer(static_cast<std::int64_t>(s.size()));
}
Value c_vfprintf(Vm& in, const Value&, Args& a) {
  std::string s = format(in, va_expand(a, 1), 1);
  if (!stream_write(in, arg(a, 0), s)) return Value::integer(-1);
  return Value::integer(static_cast<std::int64_t>(s.size()));
}
Value c_vsprintf(Vm& in, const Value&, Args& a) {
  std::string s = format(in, va_expand(a, 1), 1);
  write_bytes(in, arg(a, 0), 0, s, true);
  return Value::integer(static_cast<std::int64_t>(s.size()));
}
Value c_vsnprintf(Vm& in, const Value&, Args& a) {
  std::string s = format(in, va_expand(a, 2), 2);
  std::int64_t n = to_i(arg(a, 1));
  if (n > 0) write_bytes(in, arg(a, 0), 0, s.substr(0, static_cast<std::size_t>(n - 1)), true);
  return Value::integer(static_cast<std::int64_t>(s.size()));
}
Value c_puts(Vm& in, const Value&, Args& a) {
  std::string s = text_of(in, arg(a, 0));
  if (!in.charge_copy(s.size())) return Value::none();  // a walk over the cells
  in.write_out(s + "\n");
  return Value::integer(1);
}
Value c_fputs(Vm& in, const Value&, Args& a) {
  std::string s = text_of(in, arg(a, 0));
  if (!in.charge_copy(s.size())) return Value::none();  // a walk over the cells
  if (!stream_write(in, arg(a, 1), s)) return Value::integer(-1);
  return Value::integer(1);
}
Value c_putchar(Vm& in, const Value&, Args& a) {
  if (arg(a, 0).is_symbolic()) {
    in.write_out(in.repr(arg(a, 0)));
    return arg(a, 0);
  }
  char ch = static_cast<char>(to_i(arg(a, 0)));
  in.write_out(std::string_view(&ch, 1));
  return Value::integer(static_cast<unsigned char>(ch));
}
Value c_fputc(Vm& in, const Value&, Args& a) {
  char ch = static_cast<char>(to_i(arg(a, 0)));
  if (!stream_write(in, arg(a, 1), std::string_view(&ch, 1))) return Value::integer(-1);
  return Value::integer(static_cast<unsigned char>(ch));
}

// --- string.h -------------------------------------------------------------------------------
Value c_strlen(Vm& in, const Value&, Args& a) {
  std::size_t n = cstr(arg(a, 0)).size();
  if (!in.charge_copy(n)) return Value::none();  // a walk over the cells
  return Value::integer(static_cast<std::int64_t>(n));
}
Value c_strcpy(Vm& in, const Value&, Args& a) {
  if (!in.charge_copy(text_of(in, arg(a, 1)).size())) return Value::none();  // a walk over the source
  write_bytes(in, arg(a, 0), 0, text_of(in, arg(a, 1)), true);
  return arg(a, 0);
}
Value c_strncpy(Vm& in, const Value&, Args& a) {
  if (!in.charge_copy(text_of(in, arg(a, 1)).size())) return Value::none();  // a walk over the source
  std::string s = text_of(in, arg(a, 1));
  auto n = static_cast<std::size_t>(std::max<std::int64_t>(to_i(arg(a, 2)), 0));
  if (s.size() >= n) s = s.substr(0, n);
  else s.append(n - s.size(), '\0');
  write_bytes(in, arg(a, 0), 0, s, false);
  return arg(a, 0);
}
Value c_strcat(Vm& in, const Value&, Args& a) {
  if (!in.charge_copy(cstr(arg(a, 0)).size() + text_of(in, arg(a, 1)).size())) return Value::none();  // walks both
  std::string d = cstr(arg(a, 0));
  write_bytes(in, arg(a, 0), static_cast<std::int64_t>(d.size()), text_of(in, arg(a, 1)), true);
  return arg(a, 0);
}
Value c_strncat(Vm& in, const Value&, Args& a) {
  if (!in.charge_copy(cstr(arg(a, 0)).size() + text_of(in, arg(a, 1)).size())) return Value::none();  // walks both
  std::string d = cstr(arg(a, 0));
  std::string s = text_of(in, arg(a, 1));
  auto n = static_cast<std::size_t>(std::max<std::int64_t>(to_i(arg(a, 2)), 0));
  write_bytes(in, arg(a, 0), static_cast<std::int64_t>(d.size()), s.substr(0, n), true);
  return arg(a, 0);
}
int cmp_bytes(const std::string& x, const std::string& y, std::size_t n) {
  for (std::size_t k = 0; k < n; ++k) {
    int cx = k < x.size() ? static_cast<unsigned char>(x[k]) : 0;
    int cy = k < y.size() ? static_cast<unsigned char>(y[k]) : 0;
    if (cx != cy) return cx - cy;
    if (cx == 0) return 0;
  }
  return 0;
}
Value c_strcmp(Vm& in, const Value&, Args& a) {
  if (!in.charge_copy(cstr(arg(a, 0)).size())) return Value::none();  // a walk over the cells

  std::string x = cstr(arg(a, 0)), y = cstr(arg(a, 1));
  return Value::integer(cmp_bytes(x, y, std::max(x.size(), y.size()) + 1));
}
Value c_strncmp(Vm& in, const Value&, Args& a) {
  if (!in.charge_copy(cstr(arg(a, 0)).size())) return Value::none();  // a walk over the cells

  return Value::integer(cmp_bytes(cstr(arg(a, 0)), cstr(arg(a, 1)), static_cast<std::size_t>(std::max<std::int64_t>(to_i(arg(a, 2)), 0))));
}
/// A pointer `k` characters into the string value v.
Value offset_ptr(const Value& v, std::int64_t k) {
  if (v.is(Tag::Str) || v.is(Tag::List)) return make_ptr(v, k);
  if (v.is(Tag::Pointer)) {
    auto* p = v.as<PointerObj>();
    return make_ptr(p->base, p->index + k);
  }
  return Value::none();
}
Value c_strchr(Vm& in, const Value&, Args& a) {
  char c = static_cast<char>(to_i(arg(a, 1)));
  ListObj* l;
  std::int64_t off;
  if (seq_of(arg(a, 0), l, off) && off >= 0) {  // a walk over the cells up to the match (or the NUL)
    std::size_t k = static_cast<std::size_t>(off);
    for (; k < l->items.size(); ++k) {
      std::int64_t x = to_i(l->items[k]);
      if (static_cast<char>(x) == c || x == 0) break;
    }
    if (!in.charge_copy(k - static_cast<std::size_t>(off))) return Value::none();
    if (k < l->items.size() && static_cast<char>(to_i(l->items[k])) == c) return offset_ptr(arg(a, 0), static_cast<std::int64_t>(k) - off);
    return c == 0 ? offset_ptr(arg(a, 0), static_cast<std::int64_t>(k) - off) : Value::none();
  }
  std::string s = cstr(arg(a, 0));
  if (!in.charge_copy(s.size())) return Value::none();  // a walk over the cells
  if (c == 0) return offset_ptr(arg(a, 0), static_cast<std::int64_t>(s.size()));
  auto p = s.find(c);
  return p == std::string::npos ? Value::none() : offset_ptr(arg(a, 0), static_cast<std::int64_t>(p));
}
Value c_strrchr(Vm& in, const Value&, Args& a) {
  std::string s = cstr(arg(a, 0));
  if (!in.charge_copy(s.size())) return Value::none();  // a walk over the cells
  char c = static_cast<char>(to_i(arg(a, 1)));
  if (c == 0) return offset_ptr(arg(a, 0), static_cast<std::int64_t>(s.size()));
  auto p = s.rfind(c);
  return p == std::string::npos ? Value::none() : offset_ptr(arg(a, 0), static_cast<std::int64_t>(p));
}
Value c_strstr(Vm& in, const Value&, Args& a) {
  if (!in.charge_copy(cstr(arg(a, 0)).size())) return Value::none();  // a walk over the cells

  auto p = cstr(arg(a, 0)).find(cstr(arg(a, 1)));
  return p == std::string::npos ? Value::none() : offset_ptr(arg(a, 0), static_cast<std::int64_t>(p));
}
Value c_strdup(Vm& in, const Value&, Args& a) {
  if (!in.charge_copy(cstr(arg(a, 0)).size())) return Value::none();  // a walk over the cells

  std::string s = cstr(arg(a, 0));
  auto* l = new ListObj();
  for (char c : s) l->items.push_back(Value::integer(static_cast<signed char>(c)));
  l->items.push_back(Value::integer(0));
  return make_ptr(Value::object(l), 0);
}
/// strtok(s, delim, state): state is a one-element list the frontend keeps
/// in the global __c_strtok_state (the position after the last token).
Value c_strtok(Vm& in, const Value&, Args& a) {
  Value state = arg(a, 2);
  if (!state.is(Tag::List)) return Value::none();
  auto& st = state.as<ListObj>()->items;
  if (st.empty()) st.push_back(Value::none());
  Value cur = arg(a, 0).is_none() ? st[0] : arg(a, 0);
  ListObj* l;
  std::int64_t off;
  if (!seq_of(cur, l, off)) return Value::none();
  Value base = cur.is(Tag::List) ? cur : cur.as<PointerObj>()->base;
  const std::string delim = cstr(arg(a, 1));
  auto at = [&](std::int64_t k) -> std::int64_t {
    return k >= 0 && static_cast<std::size_t>(k) < l->items.size() ? to_i(l->items[static_cast<std::size_t>(k)]) : 0;
  };
  auto is_delim = [&](std::int64_t c) { return c != 0 && delim.find(static_cast<char>(c)) != std::string::npos; };
  std::int64_t k = off;
  while (is_delim(at(k))) ++k;
  if (at(k) == 0) {
    st[0] = Value::none();
    return Value::none();
  }
  std::int64_t start = k;
  while (at(k) != 0 && !is_delim(at(k))) ++k;
  if (!in.charge_copy(static_cast<std::size_t>(std::max<std::int64_t>(k - off, 0)))) return Value::none();  // the cells walked
  if (at(k) != 0) {
    l->items[static_cast<std::size_t>(k)] = Value::integer(0);
    st[0] = make_ptr(base, k + 1);
  } else {
    st[0] = make_ptr(base, k);
  }
  return make_ptr(base, start);
}
/// A bit-field store: v wrapped to `bits` bits (sign-extended when signed).
Value c_bitfield(Vm&, const Value&, Args& a) {
  std::int64_t bits = std::clamp<std::int64_t>(to_i(arg(a, 1)), 1, 63);
  auto u = static_cast<std::uint64_t>(to_i(arg(a, 0))) & ((std::uint64_t{1} << bits) - 1);
  if (to_i(arg(a, 2)) && (u >> (bits - 1)) & 1) return Value::integer(static_cast<std::int64_t>(u | ~((std::uint64_t{1} << bits) - 1)));
  return Value::integer(static_cast<std::int64_t>(u));
}
// Input: stdin is the program's standard input when the user gave one, else
// empty (getchar/getc/fgetc return EOF, scanf EOF, fgets NULL): c_stream.cpp.
Value c_fgetc(Vm&, const Value&, Args&);
Value c_getchar(Vm&, const Value&, Args&);
Value c_scanf(Vm&, const Value&, Args&);
Value c_fgets(Vm&, const Value&, Args&);
Value c_fscanf(Vm&, const Value&, Args&);
Value c_null(Vm&, const Value&, Args&) { return Value::none(); }
/// a / b in floating point (IEEE: x / 0.0 is inf or nan).
Value c_fdiv(Vm&, const Value&, Args& a) { return Value::real(to_d(arg(a, 0)) / to_d(arg(a, 1))); }
/// &s.f: a pointer to one field of a struct instance.
Value c_field_ptr(Vm& in, const Value&, Args& a) {
  auto* p = new PointerObj();
  p->base = arg(a, 0);
  p->field = in.intern(cstr(arg(a, 1)));
  return Value::object(p);
}
Value union_sync(Vm& in, const Value& obj, std::string_view written);
/// *p = v through &u.s.f: the struct member s (its __container__ the union u,
/// set by __c_member_ref) had field f written, so u's other members re-derive.
void union_member_sync(Vm& in, InstanceObj& member, const std::string& field) {
  Value* up = member.fields.find(in.intern("__container__"));
  if (!up || !up->is(Tag::Instance)) return;
  for (auto& [k, v] : up->as<InstanceObj>()->fields.items)
    if (v.is(Tag::Instance) && v.as<InstanceObj>() == &member) {
      union_sync(in, *up, in.name(k) + "." + field);
      return;
    }
}
/// *p = v through any pointer (variable slot, element, field pointer).
Value c_store(Vm& in, const Value&, Args& a) {
  const Value& pv = arg(a, 0);
  Value v = arg(a, 1);
  if (view_store(in, pv, v)) return Value::none();  // a byte of an int or a struct
  if (wide_store(in, pv, v)) return Value::none();  // an int in a char buffer
  if (!pv.is(Tag::Pointer)) {
    if (pv.is_none()) in.raise("SegmentationFault", "store through a NULL pointer");
    return Value::none();
  }
  auto* p = pv.as<PointerObj>();
  if (p->field != 0 && p->index != 0) {  // an end pointer of a field brought back in range
    Value q;
    if (field_step(in, pv, 0, q) && q.is(Tag::Pointer) && (q.as<PointerObj>()->field == 0 || q.as<PointerObj>()->index == 0)) {
      Args s{q, v};
      return c_store(in, Value::none(), s);
    }
    in.raise("IndexError", "pointer out of bounds: past the fields of a struct");
    return Value::none();
  }
  if (p->field != 0 && p->base.is(Tag::Instance)) {
    auto* o = p->base.as<InstanceObj>();
    if (Value* f = o->fields.find(p->field)) *f = v;
    else o->fields.set(p->field, v);
    union_sync(in, p->base, in.name(p->field));
    union_member_sync(in, *o, in.name(p->field));
    if (p->base.obj()->rt_flags != 0) {  // *&h->id = v of a struct viewing a char buffer: its bytes too
      Args s{p->base, make_str(in.name(p->field))};
      c_wide_sync(in, Value::none(), s);
    }
  } else if (p->base.is(Tag::Scope)) {
    auto* sc = p->base.as<ScopeObj>();
    if (p->index >= 0 && static_cast<std::size_t>(p->index) < sc->nslots) sc->slots[p->index] = v;
  } else if (p->base.is(Tag::List)) {
    auto& items = p->base.as<ListObj>()->items;
    if (p->index >= 0 && static_cast<std::size_t>(p->index) < items.size()) items[static_cast<std::size_t>(p->index)] = v;
    else if (items.empty()) in.raise("MemoryError", "write through a pointer into a freed block (use after free)");
    else in.raise("IndexError", "pointer out of bounds");
  }
  return Value::none();
}
/// Bits of a value stored as the C type `ty` (an annotation name).
std::uint64_t encode(const Value& v, std::string_view ty) {
  if (ty == "Float32") {
    float f = static_cast<float>(to_d(v));
    std::uint32_t u;
    std::memcpy(&u, &f, 4);
    return u;
  }
  if (ty == "Float64") {
    double d = to_d(v);
    std::uint64_t u;
    std::memcpy(&u, &d, 8);
    return u;
  }
  return static_cast<std::uint64_t>(to_i(v));
}
Value decode(std::uint64_t u, std::string_view ty) {
  if (ty == "Float32") {
    float f;
    auto x = static_cast<std::uint32_t>(u);
    std::memcpy(&f, &x, 4);
    return Value::real(f);
  }
  if (ty == "Float64") {
    double d;
    std::memcpy(&d, &u, 8);
    return Value::real(d);
  }
  if (ty == "Bool") return Value::integer((u & 0xFF) != 0);
  if (ty == "Int8") return Value::integer(static_cast<std::int8_t>(u));
  if (ty == "UInt8") return Value::integer(static_cast<std::uint8_t>(u));
  if (ty == "Int16") return Value::integer(static_cast<std::int16_t>(u));
  if (ty == "UInt16") return Value::integer(static_cast<std::uint16_t>(u));
  if (ty == "Int32") return Value::integer(static_cast<std::int32_t>(u));
  if (ty == "UInt32") return Value::integer(static_cast<std::uint32_t>(u));
  return Value::integer(static_cast<std::int64_t>(u));
}
/// After a write to member `written` of a union instance: the union's bytes
/// (hidden field __raw__) take that member's representation (little endian),
/// and every other scalar member (or array of scalars) is re-read from them.
Value union_sync(Vm& in, const Value& obj, std::string_view written) {
  if (!obj.is(Tag::Instance)) return Value::none();
  auto* o = obj.as<InstanceObj>();
  if (!o->cls.is(Tag::Class)) return Value::none();
  Value* lay = o->klass()->attrs.find(in.intern("__union__"));
  if (!lay || !lay->is(Tag::Str)) return Value::none();
  struct M {
    std::string name, ty;
    std::int64_t size, count, offset = 0;
    int bitpos = 0, width = 0;  ///< a bit-field of a struct member: its bits in the unit at offset
  };
  std::vector<M> ms;
  std::int64_t total = 0;
  const std::string& csv = lay->as<StrObj>()->s;
  for (std::size_t p = 0; p < csv.size();) {
    std::size_t c = csv.find(',', p);
    if (c == std::string::npos) c = csv.size();
    std::string item = csv.substr(p, c - p);
    p = c + 1;
    std::size_t a1 = item.find(':'), a2 = item.find(':', a1 + 1), a3 = item.find(':', a2 + 1);
    if (a3 == std::string::npos) continue;
    M m{item.substr(0, a1), item.substr(a1 + 1, a2 - a1 - 1), std::atoll(item.c_str() + a2 + 1), std::atoll(item.c_str() + a3 + 1)};
    if (std::size_t a4 = item.find(':', a3 + 1); a4 != std::string::npos) {
      m.offset = std::clamp<std::int64_t>(std::atoll(item.c_str() + a4 + 1), 0, 4096);
      if (std::size_t a5 = item.find(':', a4 + 1), a6 = a5 == std::string::npos ? a5 : item.find(':', a5 + 1); a6 != std::string::npos) {
        m.bitpos = static_cast<int>(std::clamp<std::int64_t>(std::atoll(item.c_str() + a5 + 1), 0, 63));
        m.width = static_cast<int>(std::clamp<std::int64_t>(std::atoll(item.c_str() + a6 + 1), 0, 64 - m.bitpos));
      }
    }
    m.size = m.ty == "Float80" ? 16 : std::clamp<std::int64_t>(m.size, 1, 8);  // long double: 10 bytes and padding
    m.count = std::clamp<std::int64_t>(m.count, 1, 4096);
    total = std::max(total, m.offset + m.size * m.count);
    ms.push_back(std::move(m));
  }
  Name raw_name = in.intern("__raw__");
  Value* raw = o->fields.find(raw_name);
  if (!raw || !raw->is(Tag::List)) {
    auto* l = new ListObj();
    l->items.assign(static_cast<std::size_t>(total), Value::integer(0));
    o->fields.set(raw_name, Value::object(l));
    raw = o->fields.find(raw_name);
  }
  auto& bytes = raw->as<ListObj>()->items;
  if (bytes.size() < static_cast<std::size_t>(total)) bytes.resize(static_cast<std::size_t>(total), Value::integer(0));
  auto put = [&](std::int64_t at, std::uint64_t bits, std::int64_t size) {
    for (std::int64_t b = 0; b < size; ++b) bytes[static_cast<std::size_t>(at + b)] = Value::integer(static_cast<std::int64_t>((bits >> (8 * b)) & 0xFF));
  };
  auto get = [&](std::int64_t at, std::int64_t size) {
    std::uint64_t bits = 0;
    for (std::int64_t b = 0; b < size; ++b) bits |= static_cast<std::uint64_t>(to_i(bytes[static_cast<std::size_t>(at + b)]) & 0xFF) << (8 * b);
    return bits;
  };
  // a member's value at `at`: a long double's 10 bytes, any other scalar's bits
  auto put_value = [&](std::int64_t at, const Value& v, const M& m) {
    if (m.ty != "Float80") return put(at, encode(v, m.ty), m.size);
    std::uint8_t b[10];
    ld_to_bytes(v, b);
    for (std::int64_t k = 0; k < 10; ++k) bytes[static_cast<std::size_t>(at + k)] = Value::integer(b[k]);
  };
  auto get_value = [&](std::int64_t at, const M& m) {
    if (m.ty != "Float80") return decode(get(at, m.size), m.ty);
    std::uint8_t b[10];
    for (std::int64_t k = 0; k < 10; ++k) b[k] = static_cast<std::uint8_t>(to_i(bytes[static_cast<std::size_t>(at + k)]) & 0xFF);
    return ld_from_bytes(b);
  };
  // a member's slot: a field of the union, or (member.field) a field of a struct member
  auto slot = [&](const std::string& name) -> Value* {
    std::size_t dot = name.find('.');
    if (dot == std::string::npos) return o->fields.find(in.intern(name));
    Value* s = o->fields.find(in.intern(name.substr(0, dot)));
    if (!s || !s->is(Tag::Instance)) return nullptr;
    return s->as<InstanceObj>()->fields.find(in.intern(name.substr(dot + 1)));
  };
  std::string dirty;
  if (written.empty()) {
    // before a read: an array member written through a pointer into it (its elements no longer
    // match the bytes) is the member last written
    for (const M& m : ms) {
      Value* f = slot(m.name);
      if (m.width > 0 || m.ty == "Float80" || !f || !f->is(Tag::List)) continue;
      const auto& items = f->as<ListObj>()->items;
      for (std::int64_t k = 0; k < m.count && static_cast<std::size_t>(k) < items.size() && dirty.empty(); ++k)
        if ((encode(items[static_cast<std::size_t>(k)], m.ty) & (m.size >= 8 ? ~0ULL : (1ULL << (8 * m.size)) - 1)) != get(m.offset + k * m.size, m.size))
          dirty = m.name;
      if (!dirty.empty()) break;
    }
    if (dirty.empty()) return Value::none();
    written = dirty;
  }
  // written: one member, or several stored together (a, b, c of an anonymous struct)
  auto is_written = [&](const std::string& name) {
    for (std::size_t p = 0; p <= written.size();) {
      std::size_t c = written.find(',', p);
      if (c == std::string_view::npos) c = written.size();
      std::string_view w = written.substr(p, c - p);
      if (name == w || (name.size() > w.size() && name.compare(0, w.size(), w) == 0 && name[w.size()] == '.')) return true;
      p = c + 1;
    }
    return false;
  };
  for (const M& m : ms) {
    if (!is_written(m.name)) continue;
    Value* f = slot(m.name);
    if (!f) continue;
    if (m.width > 0) {  // a bit-field: only its bits of the unit change
      const std::uint64_t mask = (m.width == 64 ? ~0ULL : ((1ULL << m.width) - 1)) << m.bitpos;
      put(m.offset, (get(m.offset, m.size) & ~mask) | ((static_cast<std::uint64_t>(to_i(*f)) << m.bitpos) & mask), m.size);
    } else if (m.count == 1 && !f->is(Tag::List)) {
      put_value(m.offset, *f, m);
    } else if (f->is(Tag::List)) {
      auto& items = f->as<ListObj>()->items;
      for (std::int64_t k = 0; k < m.count && static_cast<std::size_t>(k) < items.size(); ++k)
        put_value(m.offset + k * m.size, items[static_cast<std::size_t>(k)], m);
    }
  }
  for (const M& m : ms) {
    if (is_written(m.name)) continue;
    Value* f = slot(m.name);
    if (!f) continue;
    if (m.width > 0) {
      std::uint64_t v = (get(m.offset, m.size) >> m.bitpos) & (m.width == 64 ? ~0ULL : ((1ULL << m.width) - 1));
      const bool sgn = m.ty == "Int8" || m.ty == "Int16" || m.ty == "Int32" || m.ty == "Int64";
      if (sgn && m.width < 64 && (v >> (m.width - 1)) & 1) v |= ~0ULL << m.width;  // sign-extend a signed bit-field
      *f = Value::integer(static_cast<std::int64_t>(v));
    } else if (m.count == 1 && !f->is(Tag::List)) {
      *f = get_value(m.offset, m);
    } else if (f->is(Tag::List)) {
      auto& items = f->as<ListObj>()->items;
      for (std::int64_t k = 0; k < m.count && static_cast<std::size_t>(k) < items.size(); ++k)
        items[static_cast<std::size_t>(k)] = get_value(m.offset + k * m.size, m);
    }
  }
  return Value::none();
}
Value c_union_set(Vm& in, const Value&, Args& a) { return union_sync(in, arg(a, 0), cstr(arg(a, 1))); }
Value copy_list(Vm& in, const ListObj* l, int depth) {
  auto* r = new ListObj();
  r->items.reserve(l->items.size());
  for (const Value& x : l->items)
    r->items.push_back(x.is(Tag::List) || x.is(Tag::Instance) ? copy_value(in, x, depth + 1) : x);
  return Value::object(r);
}
/// Value-semantics copy of a struct: nested structs and arrays (the class's
/// __value_fields__) are copied too; pointer fields are shared.
Value copy_value(Vm& in, const Value& v, int depth) {
  if (depth > 64) return v;
  if (v.is(Tag::List)) return copy_list(in, v.as<ListObj>(), depth);
  if (!v.is(Tag::Instance)) return v;
  auto* src = v.as<InstanceObj>();
  auto* dst = new InstanceObj();
  dst->cls = src->cls;
  dst->fields = src->fields;
  if (Value* up = dst->fields.find(in.intern("__container__"))) *up = Value::none();  // a copy stands alone
  Value out = Value::object(dst);
  if (src->rt_flags != 0) wide_detach(in, out);  // a struct viewing a char buffer: the copy's char arrays are its own
  if (src->cls.is(Tag::Class)) {
    if (Value* vf = src->klass()->attrs.find(in.intern("__value_fields__")); vf && vf->is(Tag::Str)) {
      const std::string& csv = vf->as<StrObj>()->s;
      std::size_t p = 0;
      while (p <= csv.size()) {
        std::size_t c = csv.find(',', p);
        if (c == std::string::npos) c = csv.size();
        Name n = in.intern(std::string_view(csv).substr(p, c - p));
        if (Value* f = dst->fields.find(n)) *f = copy_value(in, *f, depth + 1);
        p = c + 1;
      }
    }
  }
  return out;
}
Value c_copy(Vm& in, const Value&, Args& a) { return copy_value(in, arg(a, 0)); }
/// *p = s for a struct pointer p.
Value c_assign(Vm& in, const Value&, Args& a) {
  Value target = arg(a, 0);
  if (target.is(Tag::Pointer)) {
    auto* p = target.as<PointerObj>();
    if (p->base.is(Tag::List)) {
      auto& items = p->base.as<ListObj>()->items;
      if (p->index >= 0 && static_cast<std::size_t>(p->index) < items.size()) target = items[static_cast<std::size_t>(p->index)];
    } else if (p->base.is(Tag::Scope)) {
      auto* sc = p->base.as<ScopeObj>();
      if (p->index >= 0 && static_cast<std::size_t>(p->index) < sc->nslots) target = sc->slots[p->index];
    }
  }
  Value src = copy_value(in, arg(a, 1));
  if (target.is(Tag::Instance) && src.is(Tag::Instance)) {
    const Value link = wide_link(in, target);  // a struct viewing a char buffer stays linked to its bytes
    target.as<InstanceObj>()->fields = src.as<InstanceObj>()->fields;
    wide_assigned(in, target, link);
  }
  return Value::none();
}
Value c_chars(Vm&, const Value&, Args& a) {
  std::string s = cstr(arg(a, 0));
  std::int64_t n = to_i(arg(a, 1));
  auto* l = new ListObj();
  if (to_i(arg(a, 2)) != 0) {  // a wide literal (its text UTF-8): one element per code point
    for (std::size_t k = 0; k < s.size();) {
      const auto b0 = static_cast<unsigned char>(s[k]);
      const int more = b0 >= 0xF0 ? 3 : b0 >= 0xE0 ? 2 : b0 >= 0xC0 ? 1 : 0;
      std::int64_t cp = more ? (b0 & (0x3F >> more)) : b0;
      std::size_t j = 1;
      for (; j <= static_cast<std::size_t>(more) && k + j < s.size(); ++j) cp = cp << 6 | (static_cast<unsigned char>(s[k + j]) & 0x3F);
      l->items.push_back(Value::integer(cp));
      k += j;
    }
  } else {
    for (char c : s) l->items.push_back(Value::integer(static_cast<signed char>(c)));
  }
  l->items.push_back(Value::integer(0));
  if (n > 0) l->items.resize(static_cast<std::size_t>(n), Value::integer(0));
  return Value::object(l);
}
Value fill_value(Vm& in, const Value& fill) {
  if (fill.is(Tag::Function) || fill.is(Tag::Builtin)) return in.call_sync(fill, {});
  return fill;
}
Value build_array(Vm& in, const Value& fill, const Args& a, std::size_t dim) {
  std::int64_t n = std::clamp<std::int64_t>(to_i(arg(a, dim)), 0, 1 << 24);
  if (!in.charge_copy(static_cast<std::size_t>(n))) return Value::none();  // a cell each (VLAs size at run time)
  auto* l = new ListObj();
  Value out = Value::object(l);
  l->items.reserve(static_cast<std::size_t>(n));
  for (std::int64_t k = 0; k < n && !in.raising(); ++k)
    l->items.push_back(dim + 1 < a.size() ? build_array(in, fill, a, dim + 1) : fill_value(in, fill));
  return out;
}
Value c_array(Vm& in, const Value&, Args& a) {
  Value out = build_array(in, arg(a, 0), a, 1);
  if (a.size() > 2 && out.is(Tag::List)) note_md_array(in, out);  // rows may be walked as one block
  return out;
}
/// __c_byte_array(fill, n): a char array, a byte block as malloc gives a char * (c_bytes.cpp).
Value c_byte_array(Vm& in, const Value&, Args& a) {
  Value out = build_array(in, arg(a, 0), a, 1);
  mark_byte_block(out);
  return out;
}

// --- memory ---------------------------------------------------------------------------------
/// A block of `bytes` bytes as elements of size esz made by fill; esz 0:
/// for a void *, bytes until a first typed use (mark_raw_block). Room for
/// one struct is that struct, unless the size was counted (malloc(n *
/// sizeof *p) with n 1: an array the program walks with p + n).
Value alloc(Vm& in, std::int64_t bytes, std::int64_t esz, const Value& fill, bool counted = false) {
  const bool raw = esz == 0;
  if (esz <= 0) esz = 1;
  std::int64_t n = std::clamp<std::int64_t>(bytes / esz, 0, 1 << 24);
  if ((fill.is(Tag::Function) || fill.is(Tag::Builtin)) && n <= (counted ? 0 : 1)) return fill_value(in, fill);
  if (!in.charge_copy(static_cast<std::size_t>(n))) return Value::none();  // a cell each
  auto* l = new ListObj();
  Value lv = Value::object(l);
  for (std::int64_t k = 0; k < n && !in.raising(); ++k) l->items.push_back(fill_value(in, fill));
  if (raw) mark_raw_block(lv);
  else if (esz == 1 && fill.is_int()) mark_byte_block(lv);
  return make_ptr(lv, 0);
}
Value c_malloc(Vm& in, const Value&, Args& a) { return alloc(in, to_i(arg(a, 0)), to_i(arg(a, 1)), arg(a, 2), to_i(arg(a, 3)) != 0); }
Value c_calloc(Vm& in, const Value&, Args& a) {
  return alloc(in, to_i(arg(a, 0)) * to_i(arg(a, 1)), to_i(arg(a, 2)), arg(a, 3), to_i(arg(a, 4)) != 0);
}
Value c_realloc(Vm& in, const Value&, Args& a) {
  ListObj* l;
  std::int64_t off;
  if (arg(a, 0).is(Tag::Instance)) {
    // malloc(sizeof(T)) made one struct, not a block: it becomes the block's first element
    std::int64_t esz = to_i(arg(a, 2));
    std::vector<std::uint8_t> one;
    const bool untyped = esz == 0 && object_bytes(in, arg(a, 0), "", -1, one) && !one.empty();
    if (untyped) esz = static_cast<std::int64_t>(one.size());  // realloc in a void * helper: blocks of this struct
    const std::int64_t n = to_i(arg(a, 1)) / std::max<std::int64_t>(esz, 1);
    if (n <= 1) return arg(a, 0);
    Value grown = alloc(in, to_i(arg(a, 1)), std::max<std::int64_t>(esz, 1), untyped ? Value::integer(0) : arg(a, 3));
    if (seq_of(grown, l, off) && !l->items.empty()) {
      if (untyped)
        for (std::size_t k = 1; k < l->items.size(); ++k) l->items[k] = blank_copy(in, arg(a, 0));
      l->items[0] = arg(a, 0);
    }
    return grown;
  }
  if (!seq_of(arg(a, 0), l, off)) return alloc(in, to_i(arg(a, 1)), std::max<std::int64_t>(to_i(arg(a, 2)), 0), arg(a, 3));
  std::int64_t esz = std::max<std::int64_t>(to_i(arg(a, 2)), 1);
  Value fill = arg(a, 3);
  if (to_i(arg(a, 2)) == 0)  // into a void *: the block's own elements (raw bytes, or the type a first use gave it)
    if (Value blank; std::int64_t bsz = block_elem_size(in, l, blank)) {
      esz = bsz;
      fill = blank;
    }
  std::int64_t n = std::clamp<std::int64_t>(to_i(arg(a, 1)) / esz, 0, 1 << 24);
  std::size_t want = static_cast<std::size_t>(off + n);
  if (want > l->items.size() && !in.charge_copy(want - l->items.size())) return Value::none();
  while (l->items.size() < want && !in.raising())
    l->items.push_back(fill.is(Tag::Instance) ? blank_copy(in, fill) : fill_value(in, fill));
  return arg(a, 0).is(Tag::List) ? make_ptr(arg(a, 0), 0) : arg(a, 0);
}
/// free(p): the block's cells are released, so a later read through any
/// pointer into it fails (use after free); a second free, a pointer into
/// the middle of a block, a local's address or a literal are errors.
Value c_free(Vm& in, const Value&, Args& a) {
  const Value& p = arg(a, 0);
  if (p.is_none() || p.is_symbolic()) return Value::none();
  Value base = p;
  std::int64_t at = 0;
  if (p.is(Tag::Pointer)) {
    base = p.as<PointerObj>()->base;
    at = p.as<PointerObj>()->index;
    if (p.as<PointerObj>()->field != 0 || base.is(Tag::Scope)) {
      in.raise("MemoryError", "free(): invalid pointer (not a heap block)");
      return Value::none();
    }
  }
  if (base.is(Tag::Str)) {
    in.raise("MemoryError", "free(): invalid pointer (a string literal)");
  } else if (base.is(Tag::List)) {
    auto& items = base.as<ListObj>()->items;
    if (items.empty()) in.raise("MemoryError", "free(): double free");
    else if (at != 0) in.raise("MemoryError", "free(): invalid pointer (not the start of a block)");
    else std::vector<Value>().swap(items);
  } else if (base.is(Tag::Instance)) {
    auto* o = base.as<InstanceObj>();
    Name freed = in.intern("__freed__");
    if (o->fields.find(freed)) in.raise("MemoryError", "free(): double free");
    else o->fields.set(freed, Value::integer(1));
  }
  return Value::none();
}
/// A value of the same kind with every byte zero (memset(&s, 0, sizeof s)):
/// arrays and nested structs (a class's __value_fields__) in place, scalars
/// 0, pointers NULL. Each object is zeroed once: a broken program can make
/// an aggregate contain itself, and shared sub-objects would otherwise be
/// walked once per path (exponential).
Value zero_like(Vm& in, const Value& v, std::unordered_set<const void*>& seen, int depth = 0) {
  if (depth > 64) return v;
  switch (v.tag()) {
    case Tag::Int: case Tag::Bool: return Value::integer(0);
    case Tag::Float: return Value::real(0.0);
    case Tag::List:
      if (!seen.insert(v.as<ListObj>()).second) return v;
      for (Value& x : v.as<ListObj>()->items) x = zero_like(in, x, seen, depth + 1);
      return v;
    case Tag::Instance: {
      auto* o = v.as<InstanceObj>();
      if (!seen.insert(o).second) return v;
      std::string csv;
      if (o->cls.is(Tag::Class))
        if (Value* vf = o->klass()->attrs.find(in.intern("__value_fields__")); vf && vf->is(Tag::Str)) csv = "," + vf->as<StrObj>()->s + ",";
      for (auto& kv : o->fields.items) {
        Value& f = kv.second;
        bool value_field = csv.find("," + in.name(kv.first) + ",") != std::string::npos || in.name(kv.first) == "__raw__";
        if (f.is_int() || f.is(Tag::Bool) || f.is(Tag::Float) || value_field) f = zero_like(in, f, seen, depth + 1);
        else f = Value::none();
      }
      return v;
    }
    default: return Value::none();
  }
}
Value blank_copy(Vm& in, const Value& v) {
  Value c = copy_value(in, v);
  std::unordered_set<const void*> seen;
  return zero_like(in, c, seen);
}
Value c_memset(Vm& in, const Value&, Args& a) {
  ListObj* l;
  std::int64_t off;
  if (arg(a, 0).is(Tag::Instance)) {
    if (to_i(arg(a, 1)) == 0) {
      std::unordered_set<const void*> seen;
      zero_like(in, arg(a, 0), seen);
    }
    return arg(a, 0);
  }
  if (!seq_of(arg(a, 0), l, off)) return arg(a, 0);
  std::int64_t esz = std::max<std::int64_t>(to_i(arg(a, 3)), 1);
  std::int64_t c = to_i(arg(a, 1)) & 0xFF;
  std::int64_t n = to_i(arg(a, 2)) / esz;
  std::int64_t leaf = std::max<std::int64_t>(to_i(arg(a, 4)), 1);
  if (n > 0 && !in.charge_copy(static_cast<std::size_t>(std::min<std::int64_t>(n, static_cast<std::int64_t>(l->items.size())))))
    return Value::none();  // a cell each
  auto set_scalar = [&](Value& slot) {
    if (slot.is(Tag::Float)) slot = Value::real(0.0);
    else if (esz == 1) slot = Value::integer(static_cast<signed char>(c));
    else if (c == 0xFF) slot = Value::integer(-1);
    else if (c == 0) slot = slot.is_none() ? Value::none() : Value::integer(0);
    else {
      std::uint64_t v = 0;
      for (std::int64_t b = 0; b < esz; ++b) v = (v << 8) | static_cast<std::uint64_t>(c);
      slot = Value::integer(esz == 4 ? static_cast<std::int32_t>(v) : static_cast<std::int64_t>(v));
    }
  };
  if (std::vector<Value*> cells; leaf == esz && flat_cells(in, arg(a, 0), n, cells)) {
    for (Value* cell : cells)  // a row pointer running over the following rows
      if (!cell->is(Tag::Instance)) set_scalar(*cell);
    return arg(a, 0);
  }
  for (std::int64_t k = 0; k < n; ++k) {
    std::int64_t at = off + k;
    if (at < 0 || static_cast<std::size_t>(at) >= l->items.size()) break;
    Value& slot = l->items[static_cast<std::size_t>(at)];
    if (slot.is(Tag::List)) {  // a row of a multi-dimensional array: every element
      ListObj* row = slot.as<ListObj>();
      Args sub{slot, arg(a, 1), Value::integer(static_cast<std::int64_t>(row->items.size()) * leaf), Value::integer(leaf), Value::integer(leaf)};
      for (const Value& x : row->items)
        if (x.is(Tag::List)) {
          sub[2] = Value::integer(esz);  // deeper nesting: rows again
          sub[3] = Value::integer(esz / std::max<std::int64_t>(static_cast<std::int64_t>(row->items.size()), 1));
          break;
        }
      c_memset(in, Value::none(), sub);
      continue;
    }
    if (slot.is(Tag::Instance)) {  // an array of structs: each element zeroed field by field
      if (c == 0) {
        std::unordered_set<const void*> seen;
        zero_like(in, slot, seen);
      }
      continue;
    }
    set_scalar(slot);
  }
  (void)in;
  return arg(a, 0);
}
/// memcpy/memmove through char views (a generic swap of void * elements):
/// whole elements of the same type copy as values; otherwise bytes move.
bool memcpy_views(Vm& in, Args& a) {
  if (!is_view(arg(a, 0)) && !is_view(arg(a, 1))) return false;
  const std::int64_t n = to_i(arg(a, 2));
  Value du = view_target(arg(a, 0)), su = view_target(arg(a, 1));
  if (!is_view(du) && !is_view(su) && is_view(arg(a, 0)) && is_view(arg(a, 1))) {
    std::vector<std::uint8_t> probe;
    if (object_bytes(in, su, "", -1, probe) && !probe.empty() && n % static_cast<std::int64_t>(probe.size()) == 0 &&
        view_elems_copy(in, arg(a, 0), arg(a, 1), n / static_cast<std::int64_t>(probe.size())))
      return true;  // element to element: the values themselves (pointer fields included)
  }
  std::vector<std::uint8_t> bytes;
  ListObj* l;
  std::int64_t off;
  if (!view_read(in, arg(a, 1), n, bytes)) {
    if (seq_of(arg(a, 1), l, off)) {
      for (std::int64_t k = 0; k < n && off + k >= 0 && static_cast<std::size_t>(off + k) < l->items.size(); ++k)
        bytes.push_back(static_cast<std::uint8_t>(to_i(l->items[static_cast<std::size_t>(off + k)])));
    } else if (!object_bytes(in, arg(a, 1), cstr(arg(a, 5)) == "P" ? "" : cstr(arg(a, 5)), n, bytes)) {
      return false;
    }
  }
  if (in.raising()) return true;
  if (view_write(in, arg(a, 0), bytes)) return true;
  if (seq_of(arg(a, 0), l, off)) {
    for (std::size_t k = 0; k < bytes.size() && off + static_cast<std::int64_t>(k) < static_cast<std::int64_t>(l->items.size()); ++k)
      l->items[static_cast<std::size_t>(off) + k] = Value::integer(bytes[k]);
    return true;
  }
  return store_object_bytes(in, arg(a, 0), cstr(arg(a, 4)) == "P" ? "" : cstr(arg(a, 4)), bytes);
}
/// memcpy/memcmp operands as scalar cells when either spans the rows of a
/// multi-dimensional array (a flat buffer against a 2-D array).
bool cells_pair(Vm& in, const Args& a, std::int64_t n, std::vector<Value*>& cx, std::vector<Value*>& cy) {
  {  // n counts elements of the first operand: rows when it is a multi-dimensional array
    ListObj* l;
    std::int64_t off;
    if (seq_of(arg(a, 0), l, off) && !l->items.empty() && l->items[0].is(Tag::List)) {
      std::int64_t per = 1;
      Value row = l->items[0];
      for (int d = 0; d < 8 && row.is(Tag::List) && !row.as<ListObj>()->items.empty(); ++d) {
        per *= static_cast<std::int64_t>(row.as<ListObj>()->items.size());
        row = row.as<ListObj>()->items[0];
      }
      n *= per;
    }
  }
  const bool fx = flat_cells(in, arg(a, 0), n, cx), fy = flat_cells(in, arg(a, 1), n, cy);
  if (!fx && !fy) return false;
  auto plain = [&](const Value& p, std::vector<Value*>& out) {
    ListObj* l;
    std::int64_t off;
    if (!seq_of(p, l, off)) return false;
    for (std::int64_t k = 0; k < n && off + k >= 0 && static_cast<std::size_t>(off + k) < l->items.size(); ++k) {
      Value& v = l->items[static_cast<std::size_t>(off + k)];
      if (v.is(Tag::List)) return false;
      out.push_back(&v);
    }
    return true;
  };
  return (fx || plain(arg(a, 0), cx)) && (fy || plain(arg(a, 1), cy));
}
Value c_memcpy(Vm& in, const Value&, Args& a) {
  ListObj *d, *s;
  std::int64_t od, os;
  if (raw_memcpy(in, a) || memcpy_views(in, a)) return arg(a, 0);
  std::int64_t esz = std::max<std::int64_t>(to_i(arg(a, 3)), 1);
  std::int64_t n = to_i(arg(a, 2)) / esz;
  if (n > 0 && !in.charge_copy(static_cast<std::size_t>(n))) return Value::none();
  const bool from_literal = arg(a, 1).is(Tag::Str) || (arg(a, 1).is(Tag::Pointer) && arg(a, 1).as<PointerObj>()->base.is(Tag::Str));
  if (seq_of(arg(a, 0), d, od) && from_literal) {  // bytes of a string literal (or from a pointer into one)
    const std::string& lit = arg(a, 1).is(Tag::Str) ? arg(a, 1).as<StrObj>()->s : arg(a, 1).as<PointerObj>()->base.as<StrObj>()->s;
    std::int64_t from = arg(a, 1).is(Tag::Str) ? 0 : arg(a, 1).as<PointerObj>()->index;
    std::string bytes = lit + std::string(1, '\0');
    if (from < 0 || static_cast<std::size_t>(from) > lit.size()) {
      in.raise("IndexError", "memcpy source out of bounds");
      return Value::none();
    }
    std::size_t want = static_cast<std::size_t>(std::max<std::int64_t>(n, 0));
    if (static_cast<std::size_t>(from) + want > bytes.size()) {
      in.raise("IndexError", "memcpy reads past the end of a string literal");
      return Value::none();
    }
    write_bytes(in, arg(a, 0), 0, bytes.substr(static_cast<std::size_t>(from), want), false);
    return arg(a, 0);
  }
  if (arg(a, 0).is(Tag::Instance) && arg(a, 1).is(Tag::Instance)) {  // memcpy(&dst, &src, sizeof src)
    Value from = arg(a, 1);
    if (auto* dc = arg(a, 0).as<InstanceObj>(); dc->cls.is(Tag::Class)) {  // a base struct pointer: its container
      Args cast{from, make_str(dc->klass()->name)};
      from = c_struct_cast(in, Value::none(), cast);
    }
    Value src = copy_value(in, from);
    arg(a, 0).as<InstanceObj>()->fields = src.as<InstanceObj>()->fields;
    return arg(a, 0);
  }
  if (arg(a, 0).is(Tag::Instance) != arg(a, 1).is(Tag::Instance)) {
    // one struct and an element of an array of structs (memcpy(&d, &arr[i], sizeof d), into a malloc'd one too)
    auto struct_at = [](const Value& v) -> Value {
      ListObj* l;
      std::int64_t off;
      if (v.is(Tag::Instance)) return v;
      if (seq_of(v, l, off) && off >= 0 && static_cast<std::size_t>(off) < l->items.size() && l->items[static_cast<std::size_t>(off)].is(Tag::Instance))
        return l->items[static_cast<std::size_t>(off)];
      return Value::none();
    };
    const Value dv = struct_at(arg(a, 0)), sv = struct_at(arg(a, 1));
    if (dv.is(Tag::Instance) && sv.is(Tag::Instance) && dv.as<InstanceObj>()->cls.is(Tag::Class) &&
        dv.as<InstanceObj>()->cls.obj() == sv.as<InstanceObj>()->cls.obj()) {
      if (dv.as<InstanceObj>() != sv.as<InstanceObj>()) dv.as<InstanceObj>()->fields = copy_value(in, sv).as<InstanceObj>()->fields;
      return arg(a, 0);
    }
  }
  {  // between a byte buffer and other objects (ints, structs): their x86-64 bytes
    std::string dt = cstr(arg(a, 4)), st = cstr(arg(a, 5));
    const bool dbytes = dt == "Int8" || dt == "UInt8", sbytes = st == "Int8" || st == "UInt8";
    const std::int64_t len = to_i(arg(a, 2));
    if (dbytes != sbytes && len > 0) {
      std::vector<std::uint8_t> bytes;
      auto slot = [](const Value& v) { return v.is(Tag::Pointer) && v.as<PointerObj>()->base.is(Tag::Scope); };
      if (dbytes && (!st.empty() || arg(a, 1).is(Tag::Instance) || slot(arg(a, 1))) && seq_of(arg(a, 0), d, od) &&
          object_bytes(in, arg(a, 1), st.rfind("P", 0) == 0 ? "" : st, len, bytes)) {
        for (std::size_t k = 0; k < bytes.size(); ++k) {
          std::int64_t at = od + static_cast<std::int64_t>(k);
          if (at < 0 || static_cast<std::size_t>(at) >= d->items.size()) break;
          d->items[static_cast<std::size_t>(at)] = Value::integer(dt == "Int8" ? static_cast<std::int8_t>(bytes[k]) : bytes[k]);
        }
        return arg(a, 0);
      }
      if (sbytes && (!dt.empty() || arg(a, 0).is(Tag::Instance) || slot(arg(a, 0))) && seq_of(arg(a, 1), s, os)) {
        for (std::int64_t k = 0; k < len && os + k >= 0 && static_cast<std::size_t>(os + k) < s->items.size(); ++k)
          bytes.push_back(static_cast<std::uint8_t>(to_i(s->items[static_cast<std::size_t>(os + k)])));
        if (store_object_bytes(in, arg(a, 0), dt, bytes)) return arg(a, 0);
      }
    }
  }
  {  // between scalars or arrays of two different scalar types (int16_t halves[2] <- uint32_t): their bytes
    const std::string dt = cstr(arg(a, 4)), st = cstr(arg(a, 5));
    auto scalar = [](const std::string& t) { return !t.empty() && t != "P" && t.rfind("S:", 0) != 0; };
    const std::int64_t len = to_i(arg(a, 2));
    if (scalar(dt) && scalar(st) && dt != st && len > 0 && (seq_of(arg(a, 0), d, od) || seq_of(arg(a, 1), s, os))) {
      std::vector<std::uint8_t> bytes;
      if (object_bytes(in, arg(a, 1), st, len, bytes) && store_object_bytes(in, arg(a, 0), dt, bytes)) return arg(a, 0);
    }
  }
  if (arg(a, 0).is(Tag::Pointer) && arg(a, 1).is(Tag::Pointer) && !seq_of(arg(a, 0), d, od) && !seq_of(arg(a, 1), s, os)) {
    // one scalar's bytes into another (memcpy(&bits, &d, sizeof bits)): its little-endian encoding
    std::string dt = cstr(arg(a, 4)), st = cstr(arg(a, 5));
    auto scalar = [](const std::string& t) { return !t.empty() && t != "P" && t.rfind("S:", 0) != 0; };
    if (dt.empty() && st.empty() && arg(a, 0).as<PointerObj>()->base.is(Tag::Scope) && arg(a, 1).as<PointerObj>()->base.is(Tag::Scope)) {
      Args store{arg(a, 0), deref(arg(a, 1))};  // void * to void *: one variable's value into another
      c_store(in, Value::none(), store);
      return arg(a, 0);
    }
    if (scalar(dt) && scalar(st) && (dt == "Float80" || st == "Float80")) {
      std::vector<std::uint8_t> bytes;  // a long double's 10 bytes (and padding) into another scalar, or back
      if (object_bytes(in, arg(a, 1), st, std::min<std::int64_t>(to_i(arg(a, 2)), 16), bytes)) store_object_bytes(in, arg(a, 0), dt, bytes);
      return arg(a, 0);
    }
    if (scalar(dt) && scalar(st)) {
      std::uint64_t bits = encode(deref(arg(a, 1)), st);
      std::int64_t bytes = std::clamp<std::int64_t>(to_i(arg(a, 2)), 0, 8);
      if (bytes < 8) bits &= (std::uint64_t{1} << (8 * bytes)) - 1;
      Args store{arg(a, 0), decode(bits, dt)};
      c_store(in, Value::none(), store);
    }
    return arg(a, 0);
  }
  if (std::vector<Value*> cd, cs; cells_pair(in, a, n, cd, cs)) {
    std::vector<Value> tmp;  // read first: the two may overlap (memmove)
    for (std::size_t k = 0; k < cd.size() && k < cs.size(); ++k) tmp.push_back(copy_value(in, *cs[k]));
    for (std::size_t k = 0; k < tmp.size(); ++k) *cd[k] = tmp[k];
    return arg(a, 0);
  }
  if (!seq_of(arg(a, 0), d, od) || !seq_of(arg(a, 1), s, os)) return arg(a, 0);
  std::vector<Value> tmp;
  for (std::int64_t k = 0; k < n; ++k) {
    std::int64_t at = os + k;
    if (at < 0 || static_cast<std::size_t>(at) >= s->items.size()) break;
    tmp.push_back(copy_value(in, s->items[static_cast<std::size_t>(at)]));
  }
  for (std::size_t k = 0; k < tmp.size(); ++k) {
    std::int64_t at = od + static_cast<std::int64_t>(k);
    if (at < 0) continue;
    if (static_cast<std::size_t>(at) >= d->items.size()) d->items.resize(static_cast<std::size_t>(at) + 1, Value::integer(0));
    d->items[static_cast<std::size_t>(at)] = tmp[k];
  }
  return arg(a, 0);
}
Value c_memcmp(Vm& in, const Value&, Args& a) {
  ListObj *x, *y;
  std::int64_t ox, oy;
  if (arg(a, 0).is(Tag::Instance) || arg(a, 1).is(Tag::Instance) || is_view(arg(a, 0)) || is_view(arg(a, 1))) {
    // structs or char views of other objects: their bytes
    std::vector<std::uint8_t> bx, by;
    std::int64_t n = to_i(arg(a, 2));
    auto bytes_of = [&](const Value& p, std::vector<std::uint8_t>& out) {
      if (view_read(in, p, n, out)) return !in.raising();
      ListObj* l;
      std::int64_t off;
      if (!p.is(Tag::Instance) && seq_of(p, l, off)) {
        for (std::int64_t k = 0; k < n && off + k >= 0 && static_cast<std::size_t>(off + k) < l->items.size(); ++k)
          out.push_back(static_cast<std::uint8_t>(to_i(l->items[static_cast<std::size_t>(off + k)])));
        return true;
      }
      return object_bytes(in, p, "", n, out);
    };
    if (n >= 0 && bytes_of(arg(a, 0), bx) && bytes_of(arg(a, 1), by)) {
      for (std::size_t k = 0; k < bx.size() && k < by.size(); ++k)
        if (bx[k] != by[k]) return Value::integer(static_cast<int>(bx[k]) - static_cast<int>(by[k]));
      return Value::integer(0);
    }
    if (in.raising()) return Value::none();
  }
  if (!seq_of(arg(a, 0), x, ox) || !seq_of(arg(a, 1), y, oy)) {
    // a string literal on either side: compare the bytes (NUL included)
    std::string sx = cstr(arg(a, 0)), sy = cstr(arg(a, 1));
    auto n = static_cast<std::size_t>(std::max<std::int64_t>(to_i(arg(a, 2)), 0));
    if (!in.charge_copy(std::min(n, sx.size() + 1))) return Value::none();
    for (std::size_t k = 0; k < n && (k <= sx.size() || k <= sy.size()); ++k) {
      int p = k < sx.size() ? static_cast<unsigned char>(sx[k]) : 0, q = k < sy.size() ? static_cast<unsigned char>(sy[k]) : 0;
      if (p != q) return Value::integer(p - q);
    }
    return Value::integer(0);
  }
  std::int64_t n = to_i(arg(a, 2)) / std::max<std::int64_t>(to_i(arg(a, 3)), 1);
  if (n > 0 && !in.charge_copy(static_cast<std::size_t>(std::min<std::int64_t>(n, static_cast<std::int64_t>(x->items.size())))))
    return Value::none();  // a cell pair each
  if (std::vector<Value*> cx, cy; cells_pair(in, a, n, cx, cy)) {
    for (std::size_t k = 0; k < cx.size() && k < cy.size(); ++k) {
      std::int64_t p = to_i(*cx[k]), q = to_i(*cy[k]);
      if (p != q) return Value::integer(p < q ? -1 : 1);
    }
    return Value::integer(0);
  }
  // rows of a multi-dimensional array are compared element by element, in order
  auto cmp = [&](auto&& self, const Value& u, const Value& v, int depth) -> int {
    if (u.is(Tag::List) && v.is(Tag::List) && depth < 8) {
      const auto &ui = u.as<ListObj>()->items, &vi = v.as<ListObj>()->items;
      if (!in.charge_copy(std::min(ui.size(), vi.size()))) return 0;
      for (std::size_t k = 0; k < ui.size() && k < vi.size(); ++k)
        if (int c = self(self, ui[k], vi[k], depth + 1)) return c;
      return 0;
    }
    std::int64_t p = to_i(u), q = to_i(v);
    return p == q ? 0 : p < q ? -1 : 1;
  };
  for (std::int64_t k = 0; k < n; ++k) {
    std::int64_t i = ox + k, j = oy + k;
    if (i < 0 || j < 0 || static_cast<std::size_t>(i) >= x->items.size() || static_cast<std::size_t>(j) >= y->items.size()) break;
    if (int c = cmp(cmp, x->items[static_cast<std::size_t>(i)], y->items[static_cast<std::size_t>(j)], 0)) return Value::integer(c);
    if (in.raising()) return Value::none();
  }
  return Value::integer(0);
}
Value c_qsort(Vm& in, const Value& self, Args& a) {
  ListObj* l;
  std::int64_t off;
  if (!seq_of(arg(a, 0), l, off)) return Value::none();
  std::int64_t n = to_i(arg(a, 1));
  if (std::vector<Value*> cells; off + n > static_cast<std::int64_t>(l->items.size()) && flat_cells(in, arg(a, 0), n, cells) &&
                                 static_cast<std::int64_t>(cells.size()) == n) {
    // the elements of a 2-D array sorted as one run ((int *)m, R * C): sort a copy, store it back
    auto* tmp = new ListObj();
    Value tl = Value::object(tmp);
    for (Value* c : cells) tmp->items.push_back(*c);
    Args sub = a;
    sub[0] = tl;
    c_qsort(in, self, sub);
    if (in.raising()) return Value::none();
    cells.clear();  // again: the comparator ran program code in between
    if (!flat_cells(in, arg(a, 0), n, cells)) return Value::none();
    for (std::size_t k = 0; k < cells.size() && k < tmp->items.size(); ++k) *cells[k] = tmp->items[k];
    return Value::none();
  }
  Value cmp = arg(a, 3);
  if (const std::int64_t size = to_i(arg(a, 2)); size > 1 && is_byte_block(l) && n > 0 && off >= 0 &&
                                                  static_cast<std::size_t>(off + n * size) <= l->items.size()) {
    // elements stored as bytes in a char buffer: sort chunks of `size` bytes
    auto* chunks = new ListObj();
    Value cl = Value::object(chunks);
    for (std::int64_t k = 0; k < n; ++k) {
      auto* c = new ListObj();
      Value cv = Value::object(c);
      auto from = l->items.begin() + off + k * size;
      c->items.assign(from, from + size);
      mark_byte_block(cv);
      chunks->items.push_back(cv);
    }
    Args sub{cl, Value::integer(n), Value::integer(1), cmp};
    c_qsort(in, self, sub);
    if (in.raising()) return Value::none();
    for (std::int64_t k = 0; k < n; ++k) {
      const auto& c = chunks->items[static_cast<std::size_t>(k)].as<ListObj>()->items;
      for (std::int64_t b = 0; b < size && b < static_cast<std::int64_t>(c.size()); ++b)
        l->items[static_cast<std::size_t>(off + k * size + b)] = c[static_cast<std::size_t>(b)];
    }
    return Value::none();
  }
  if (off < 0 || n <= 0 || static_cast<std::size_t>(off + n) > l->items.size()) return Value::none();
  if (!in.charge_sort(static_cast<std::size_t>(n))) return Value::none();  // n log n comparisons
  std::vector<Value> items(l->items.begin() + off, l->items.begin() + off + n);
  auto* ta = new ListObj();
  auto* tb = new ListObj();
  Value la = Value::object(ta), lb = Value::object(tb);
  ta->items.resize(1);
  tb->items.resize(1);
  Value pa = make_ptr(la, 0), pb = make_ptr(lb, 0);
  // merge sort (stable, like glibc's qsort for arrays that fit in memory)
  std::vector<Value> tmp(items.size());
  auto less_eq = [&](const Value& x, const Value& y) {
    if (in.raising()) return true;
    ta->items[0] = x;
    tb->items[0] = y;
    // a row of a 2-D array (char names[n][m]): its address is its first element's
    std::array<Value, 2> args{x.is(Tag::List) ? make_ptr(x, 0) : pa, y.is(Tag::List) ? make_ptr(y, 0) : pb};
    Value r = in.call_sync(cmp, args);
    return to_i(r) <= 0;
  };
  for (std::size_t w = 1; w < items.size(); w *= 2) {
    for (std::size_t lo = 0; lo < items.size(); lo += 2 * w) {
      std::size_t mid = std::min(lo + w, items.size()), hi = std::min(lo + 2 * w, items.size());
      std::size_t i = lo, j = mid, k = lo;
      while (i < mid && j < hi) tmp[k++] = less_eq(items[i], items[j]) ? items[i++] : items[j++];
      while (i < mid) tmp[k++] = items[i++];
      while (j < hi) tmp[k++] = items[j++];
    }
    items.swap(tmp);
  }
  for (std::int64_t k = 0; k < n; ++k) l->items[static_cast<std::size_t>(off + k)] = items[static_cast<std::size_t>(k)];
  return Value::none();
}

// --- stdlib.h / ctype.h / math.h ----------------------------------------------------------
Value c_abs(Vm&, const Value&, Args& a) {
  std::int64_t v = to_i(arg(a, 0));
  return Value::integer(v < 0 ? -v : v);
}
/// abort(): the program ends with SIGABRT's status (stdout so far stays;
/// atexit handlers do not run). exit(n) is c_atexit.cpp's.
Value c_exit(Vm& in, const Value&, Args& a);
Value c_abort(Vm& in, const Value&, Args&) {
  in.exit_program(134);  // SIGABRT, as the shell reports it
  return Value::none();
}
Value c_atoi(Vm& in, const Value&, Args& a) {
  std::string s = cstr(arg(a, 0));
  if (!in.charge_copy(s.size())) return Value::none();  // a walk over the cells
  return Value::integer(static_cast<std::int32_t>(std::strtoll(s.c_str(), nullptr, 10)));
}
Value c_atol(Vm& in, const Value&, Args& a) {
  std::string s = cstr(arg(a, 0));
  if (!in.charge_copy(s.size())) return Value::none();  // a walk over the cells
  return Value::integer(std::strtoll(s.c_str(), nullptr, 10));
}
/// Stores a char pointer `k` characters past `s` through endptr (a char **).
void set_endptr(Vm& in, const Value& endp, const Value& s, std::int64_t k) {
  if (!endp.is(Tag::Pointer)) return;
  Args st{endp, offset_ptr(s, k)};
  c_store(in, Value::none(), st);
}
template <bool Unsigned>
Value c_strtol(Vm& in, const Value&, Args& a) {
  std::string s = cstr(arg(a, 0));
  if (!in.charge_copy(s.size())) return Value::none();  // a walk over the cells
  char* end = nullptr;
  int base = static_cast<int>(to_i(arg(a, 2)));
  errno = 0;
  std::int64_t v = Unsigned ? static_cast<std::int64_t>(std::strtoull(s.c_str(), &end, base)) : std::strtoll(s.c_str(), &end, base);
  if (errno != 0) set_errno(in, errno);  // ERANGE (the value is clamped, as glibc's)
  set_endptr(in, arg(a, 1), arg(a, 0), end - s.c_str());
  return Value::integer(v);
}
template Value c_strtol<false>(Vm&, const Value&, Args&);  // also in c_library.cpp's table
template Value c_strtol<true>(Vm&, const Value&, Args&);
Value c_strtod(Vm& in, const Value&, Args& a) {
  std::string s = cstr(arg(a, 0));
  if (!in.charge_copy(s.size())) return Value::none();  // a walk over the cells
  char* end = nullptr;
  errno = 0;
  double v = std::strtod(s.c_str(), &end);
  if (errno != 0) set_errno(in, errno);
  set_endptr(in, arg(a, 1), arg(a, 0), end - s.c_str());
  return Value::real(v);
}
Value c_strtold(Vm& in, const Value&, Args& a) {
  std::string s = cstr(arg(a, 0));
  if (!in.charge_copy(s.size())) return Value::none();  // a walk over the cells
  char* end = nullptr;
  errno = 0;
  long double v = std::strtold(s.c_str(), &end);
  if (errno != 0) set_errno(in, errno);
  set_endptr(in, arg(a, 1), arg(a, 0), end - s.c_str());
  return make_ld(v);
}
Value c_atof(Vm& in, const Value&, Args& a) {
  std::string s = cstr(arg(a, 0));
  if (!in.charge_copy(s.size())) return Value::none();  // a walk over the cells
  return Value::real(std::strtod(s.c_str(), nullptr));
}
template <int (*F)(int)>
Value ctype_fn(Vm&, const Value&, Args& a) {
  std::int64_t c = to_i(arg(a, 0));
  if (c < -1 || c > 255) return Value::integer(0);
  if (c < 0 && c != -1) c &= 0xFF;
  return Value::integer(c == -1 ? 0 : F(static_cast<int>(c)));
}
Value c_toupper(Vm&, const Value&, Args& a) {
  std::int64_t c = to_i(arg(a, 0));
  return Value::integer(c >= 'a' && c <= 'z' ? c - 32 : c);
}
Value c_tolower(Vm&, const Value&, Args& a) {
  std::int64_t c = to_i(arg(a, 0));
  return Value::integer(c >= 'A' && c <= 'Z' ? c + 32 : c);
}
template <double (*F)(double)>
Value math1(Vm& in, const Value&, Args& a) {
  errno = 0;
  double r = F(to_d(arg(a, 0)));
  if (errno != 0) set_errno(in, errno);  // EDOM / ERANGE, as glibc sets them
  return Value::real(r);
}
template <double (*F)(double, double)>
Value math2(Vm& in, const Value&, Args& a) {
  errno = 0;
  double r = F(to_d(arg(a, 0)), to_d(arg(a, 1)));
  if (errno != 0) set_errno(in, errno);
  return Value::real(r);
}
double d_sqrt(double x) { return std::sqrt(x); }
double d_fabs(double x) { return std::fabs(x); }
double d_floor(double x) { return std::floor(x); }
double d_ceil(double x) { return std::ceil(x); }
double d_round(double x) { return std::round(x); }
double d_trunc(double x) { return std::trunc(x); }
double d_sin(double x) { return std::sin(x); }
double d_cos(double x) { return std::cos(x); }
double d_tan(double x) { return std::tan(x); }
double d_atan(double x) { return std::atan(x); }
double d_exp(double x) { return std::exp(x); }
double d_log(double x) { return std::log(x); }
double d_log10(double x) { return std::log10(x); }
double d_log2(double x) { return std::log2(x); }
double d_cbrt(double x) { return std::cbrt(x); }
double d_pow(double x, double y) { return std::pow(x, y); }
double d_fmod(double x, double y) { return std::fmod(x, y); }
double d_atan2(double x, double y) { return std::atan2(x, y); }
double d_fmin(double x, double y) { return std::fmin(x, y); }
double d_fmax(double x, double y) { return std::fmax(x, y); }
double d_hypot(double x, double y) { return std::hypot(x, y); }
// the <ctype.h> tests answer glibc's table bits (isdigit('1') is 2048), which
// programs print; the host's own values differ between C libraries
int i_isdigit(int c) { return std::isdigit(c) ? 2048 : 0; }
int i_isalpha(int c) { return std::isalpha(c) ? 1024 : 0; }
int i_isalnum(int c) { return std::isalnum(c) ? 8 : 0; }
int i_isspace(int c) { return std::isspace(c) ? 8192 : 0; }
int i_isupper(int c) { return std::isupper(c) ? 256 : 0; }
int i_islower(int c) { return std::islower(c) ? 512 : 0; }
int i_ispunct(int c) { return std::ispunct(c) ? 4 : 0; }
int i_isxdigit(int c) { return std::isxdigit(c) ? 4096 : 0; }

/// A library function of symbolic arguments returns a symbolic result
/// (`strlen(<sym>)`), as an unresolved call would; `self` is its name.
bool symbolic_call(Vm& in, const Value& self, const Args& a, Value& out) {
  for (const Value& x : a)
    if (x.is_symbolic()) {
      auto e = in.call_expr(self.is(Tag::Str) ? self.as<StrObj>()->s : std::string(), a);
      out = in.fresh_symbolic(render_expr(*e), e);
      return true;
    }
  return false;
}
template <NativeFn F>
Value pure(Vm& in, const Value& self, Args& a) {
  for (const Value& x : a)
    if (x.is_symbolic()) {
      auto e = in.call_expr(self.is(Tag::Str) ? self.as<StrObj>()->s : std::string(), a);
      return in.fresh_symbolic(render_expr(*e), e);
    }
  return F(in, self, a);
}

const std::unordered_map<std::string_view, NativeFn>& natives() {
  static const std::unordered_map<std::string_view, NativeFn> table = {
      {"printf", c_printf}, {"fprintf", c_fprintf}, {"sprintf", c_sprintf}, {"snprintf", c_snprintf},
      {"puts", c_puts}, {"fputs", c_fputs}, {"putchar", c_putchar}, {"fputc", c_fputc}, {"putc", c_fputc},
      {"strlen", pure<c_strlen>}, {"strcpy", c_strcpy}, {"strncpy", c_strncpy}, {"strcat", c_strcat},
      {"strncat", c_strncat}, {"strcmp", pure<c_strcmp>}, {"strncmp", pure<c_strncmp>}, {"strchr", pure<c_strchr>},
      {"strrchr", pure<c_strrchr>}, {"strstr", pure<c_strstr>}, {"strdup", pure<c_strdup>}, {"memset", c_memset},
      {"memcpy", c_memcpy}, {"memmove", c_memcpy}, {"memcmp", c_memcmp}, {"qsort", c_qsort},
      {"malloc", c_malloc}, {"calloc", c_calloc}, {"realloc", c_realloc}, {"free", c_free},
      {"exit", c_exit}, {"abort", c_abort}, {"abs", pure<c_abs>}, {"labs", pure<c_abs>}, {"llabs", pure<c_abs>}, {"atoi", pure<c_atoi>}, {"atol", pure<c_atol>}, {"atoll", pure<c_atol>},
      {"atof", pure<c_atof>}, {"strtol", pure<c_strtol<false>>}, {"strtoll", pure<c_strtol<false>>}, {"strtoul", pure<c_strtol<true>>},
      {"strtoull", pure<c_strtol<true>>}, {"strtod", pure<c_strtod>}, {"strtof", pure<c_strtod>}, {"isdigit", pure<ctype_fn<i_isdigit>>}, {"isalpha", pure<ctype_fn<i_isalpha>>},
      {"isalnum", pure<ctype_fn<i_isalnum>>}, {"isspace", pure<ctype_fn<i_isspace>>}, {"isupper", pure<ctype_fn<i_isupper>>},
      {"islower", pure<ctype_fn<i_islower>>}, {"ispunct", pure<ctype_fn<i_ispunct>>}, {"isxdigit", pure<ctype_fn<i_isxdigit>>},
      {"toupper", pure<c_toupper>}, {"tolower", pure<c_tolower>}, {"sqrt", pure<math1<d_sqrt>>}, {"fabs", pure<math1<d_fabs>>},
      {"floor", pure<math1<d_floor>>}, {"ceil", pure<math1<d_ceil>>}, {"round", pure<math1<d_round>>}, {"trunc", pure<math1<d_trunc>>},
      {"sin", pure<math1<d_sin>>}, {"cos", pure<math1<d_cos>>}, {"tan", pure<math1<d_tan>>}, {"atan", pure<math1<d_atan>>},
      {"exp", pure<math1<d_exp>>}, {"log", pure<math1<d_log>>}, {"log10", pure<math1<d_log10>>}, {"log2", pure<math1<d_log2>>},
      {"cbrt", pure<math1<d_cbrt>>}, {"pow", pure<math2<d_pow>>}, {"fmod", pure<math2<d_fmod>>}, {"atan2", pure<math2<d_atan2>>},
      {"fmin", pure<math2<d_fmin>>}, {"fmax", pure<math2<d_fmax>>}, {"hypot", pure<math2<d_hypot>>},
      {"__c_copy", c_copy}, {"__c_va_start", c_va_start}, {"__c_va_arg", c_va_arg}, {"__c_va_copy", c_va_copy},
      {"vprintf", c_vprintf}, {"vfprintf", c_vfprintf}, {"vsprintf", c_vsprintf}, {"vsnprintf", c_vsnprintf},
      {"__c_strtok", c_strtok}, {"__c_bitfield", c_bitfield}, {"getchar", c_getchar}, {"getc", c_fgetc},
      {"fgetc", c_fgetc}, {"scanf", c_scanf}, {"fscanf", c_fscanf}, {"fgets", c_fgets}, {"gets", c_null}, {"__c_fdiv", c_fdiv}, {"__c_field_ptr", c_field_ptr}, {"__c_store", c_store}, {"__c_union_set", c_union_set}, {"__c_assign", c_assign}, {"__c_chars", c_chars}, {"__c_array", c_array}, {"__c_byte_array", c_byte_array}};
  return table;
}

Value c_global(Vm&, std::string_view name) {
  if (name == "stdout") return Value::integer(1);
  if (name == "stderr") return Value::integer(2);
  if (name == "stdin") return Value::integer(0);
  auto& t = natives();
  std::string_view narrow = narrow_of(name);  // a wide function that is its narrow one in the C locale
  auto it = t.find(narrow.empty() ? name : narrow);
  if (it == t.end()) {
    auto& more = library_natives();
    it = more.find(narrow.empty() ? name : narrow);
    if (it == more.end()) return Value::undef();
  }
  return make_native(it->second, it->first.data(), make_str(std::string(narrow.empty() ? it->first : name)));
}

bool c_truthy(const Value& v) {
  switch (v.tag()) {
    case Tag::None: return false;
    case Tag::Bool: return v.b();
    case Tag::Int: return v.i() != 0;
    case Tag::Float: return v.d() != 0.0;
    default: return true;
  }
}

/// The (base, index) a pointer-like value designates, for arithmetic.
bool ptr_parts(const Value& v, Value& base, std::int64_t& idx) {
  if (v.is(Tag::List) || v.is(Tag::Str)) {
    base = v;
    idx = 0;
    return true;
  }
  if (v.is(Tag::Pointer)) {
    auto* p = v.as<PointerObj>();
    base = p->base;
    idx = p->index;
    return true;
  }
  if (v.is(Tag::Instance)) {  // one struct (malloc(sizeof(T)), &s): p + 1 is its end, p + 1 - 1 the struct again
    base = v;
    idx = 0;
    return true;
  }
  return false;
}
/// base + k for pointer arithmetic: element k of an array, or the struct itself at 0.
Value stepped(Vm& in, const Value& base, std::int64_t k) {
  if (k == 0 && base.is(Tag::Instance)) return base;
  return step_pointer(in, base, k);
}

Value c_binop(Vm& in, ir::Operator op, const Value& a, const Value& b) {
  using ir::Operator;
  Value base, base2;
  std::int64_t ia = 0, ib = 0;
  if ((op == Operator::Add || op == Operator::Sub) && int_like(b) && a.is(Tag::Pointer) && a.as<PointerObj>()->field != 0) {
    Value q;  // &s.a + k: the field k elements on (structs of same-typed fields walked as arrays)
    if (field_step(in, a, op == Operator::Add ? to_i(b) : -to_i(b), q)) return q;
  }
  if (op == Operator::Add && int_like(a) && b.is(Tag::Pointer) && b.as<PointerObj>()->field != 0) {
    Value q;
    if (field_step(in, b, to_i(a), q)) return q;
  }
  if ((op == Operator::Add || op == Operator::Sub) && int_like(b) && to_i(b) == 0 &&
      ((a.is(Tag::Pointer) && a.as<PointerObj>()->field != 0) || a.is(Tag::Instance)))
    return a;  // p + 0 of a field pointer (p[0] = v of &s.f) is the field itself; of one malloc'd struct, the struct
  if ((op == Operator::Add || op == Operator::Sub) && int_like(b) && ptr_parts(a, base, ia))
    return stepped(in, base, op == Operator::Add ? ia + to_i(b) : ia - to_i(b));
  if (op == Operator::Add && int_like(a) && ptr_parts(b, base, ib)) return stepped(in, base, ib + to_i(a));
  if (op == Operator::Sub && (a.is(Tag::Str) || a.is(Tag::List)) && a.is_heap() && b.is_heap() && a.obj() == b.obj())
    return Value::integer(0);  // p - q of two pointers to the start of one array or literal
  if (ptr_parts(a, base, ia) && ptr_parts(b, base2, ib) && (a.is(Tag::Pointer) || b.is(Tag::Pointer))) {
    const bool same_base = base.is_heap() && base2.is_heap() && base.obj() == base2.obj();
    bool same = same_base;
    Name fa = a.is(Tag::Pointer) ? a.as<PointerObj>()->field : 0, fb = b.is(Tag::Pointer) ? b.as<PointerObj>()->field : 0;
    if (fa != fb) {
      same = false;
      std::int64_t pa, pb;  // two fields of one struct: their distance in elements
      if (fa != 0 && fb != 0 && same_base && field_position(in, a, pa) && field_position(in, b, pb)) {
        same = true;
        ia = pa;
        ib = pb;
      }
    }
    if (!same && fa == 0 && fb == 0 && base.is(Tag::List) && base2.is(Tag::List)) {
      FlatPos x, y;  // two rows of one multi-dimensional array: compare flat offsets
      if (flat_locate(in, base, ia, x) && flat_locate(in, base2, ib, y) && x.root.obj() == y.root.obj()) {
        same = true;
        ia = x.pos;
        ib = y.pos;
      }
    }
    switch (op) {
      case Operator::Sub: return Value::integer(ia - ib);
      case Operator::Eq: return Value::boolean(same && ia == ib);
      case Operator::Ne: return Value::boolean(!(same && ia == ib));
      case Operator::Lt: return Value::boolean(ia < ib);
      case Operator::Le: return Value::boolean(ia <= ib);
      case Operator::Gt: return Value::boolean(ia > ib);
      case Operator::Ge: return Value::boolean(ia >= ib);
      default: break;
    }
  }
  if (a.is(Tag::Pointer) || b.is(Tag::Pointer)) {
    if (op == Operator::Eq) return Value::boolean(a.is_heap() && b.is_heap() && a.obj() == b.obj());
    if (op == Operator::Ne) return Value::boolean(!(a.is_heap() && b.is_heap() && a.obj() == b.obj()));
  }
  if ((op == Operator::Eq || op == Operator::Ne) && (a.is(Tag::Instance) || b.is(Tag::Instance) || a.is(Tag::List) || b.is(Tag::List))) {
    bool same = a.is_heap() && b.is_heap() && a.obj() == b.obj();
    return Value::boolean(op == Operator::Eq ? same : !same);
  }
  if ((op == Operator::Div || op == Operator::Mod) && int_like(a) && int_like(b)) {
    std::int64_t x = to_i(a), y = to_i(b);
    if (y == 0) {
      in.raise("ZeroDivisionError", "integer division by zero");
      return Value::none();
    }
    if (y == -1) return Value::integer(op == Operator::Div ? static_cast<std::int64_t>(0 - static_cast<std::uint64_t>(x)) : 0);
    return Value::integer(op == Operator::Div ? x / y : x % y);
  }
  return Value::undef();
}

Value c_unop(Vm&, ir::Operator op, const Value& a) {
  if (a.is_symbolic()) return op == ir::Operator::Pos ? a : Value::undef();  // `!x` of an unknown is unknown
  if (op == ir::Operator::Not) return Value::boolean(!c_truthy(a));
  return Value::undef();
}

Value c_load_index(Vm& in, const Value& obj, const Value& idx) {
  if (!int_like(idx)) return Value::undef();
  std::int64_t i = to_i(idx);
  switch (obj.tag()) {
    case Tag::Pointer: {
      if (Value out; view_load(in, obj, i, out)) return out;  // a char view of ints or structs
      if (Value out; wide_load(in, obj, i, out)) return out;  // an int view of a char buffer
      auto* p = obj.as<PointerObj>();
      std::int64_t k = p->index + i;
      if (p->base.is(Tag::List)) {
        auto& items = p->base.as<ListObj>()->items;
        if (k >= 0 && static_cast<std::size_t>(k) < items.size()) return items[static_cast<std::size_t>(k)];
        FlatPos f;
        Value q;
        if (!items.empty() && flat_locate(in, p->base, k, f) && flat_pointer(f, q)) {  // p[k] past its row
          auto* qp = q.as<PointerObj>();
          auto& row = qp->base.as<ListObj>()->items;
          if (qp->index >= 0 && static_cast<std::size_t>(qp->index) < row.size()) return row[static_cast<std::size_t>(qp->index)];
        }
        if (items.empty()) in.raise("MemoryError", "read through a pointer into a freed block (use after free)");
        else in.raise("IndexError", "pointer out of bounds: index " + std::to_string(k) + " of a block of " + std::to_string(items.size()));
        return Value::none();
      }
      if (p->base.is(Tag::Str)) {
        const std::string& s = p->base.as<StrObj>()->s;
        if (k >= 0 && static_cast<std::size_t>(k) < s.size()) return Value::integer(static_cast<signed char>(s[static_cast<std::size_t>(k)]));
        if (k == static_cast<std::int64_t>(s.size())) return Value::integer(0);
        in.raise("IndexError", "pointer out of bounds");
        return Value::none();
      }
      if (p->field != 0 && (i != 0 || p->index != 0)) {  // p[k] of &s.a: the field k elements on
        Value q;
        if (field_step(in, obj, i, q) && q.is(Tag::Pointer) && (q.as<PointerObj>()->field == 0 || q.as<PointerObj>()->index == 0))
          return c_load_index(in, q, Value::integer(0));
        in.raise("IndexError", "pointer out of bounds: past the fields of a struct");
        return Value::none();
      }
      if (p->field != 0 && i == 0) {
        if (p->base.is(Tag::Instance))
          if (Value* f = p->base.as<InstanceObj>()->fields.find(p->field)) return *f;
        return Value::integer(0);
      }
      if (p->base.is(Tag::Scope) && i == 0) {
        auto* sc = p->base.as<ScopeObj>();
        if (p->index >= 0 && static_cast<std::size_t>(p->index) < sc->nslots) return sc->slots[p->index];
      }
      return Value::undef();
    }
    case Tag::Str: {
      const std::string& s = obj.as<StrObj>()->s;
      if (i >= 0 && static_cast<std::size_t>(i) < s.size()) return Value::integer(static_cast<signed char>(s[static_cast<std::size_t>(i)]));
      if (i == static_cast<std::int64_t>(s.size())) return Value::integer(0);
      in.raise("IndexError", "string index out of range");
      return Value::none();
    }
    case Tag::Instance: case Tag::Function: case Tag::Builtin:
      if (i == 0) return obj;
      return Value::undef();
    case Tag::List: {
      auto& items = obj.as<ListObj>()->items;
      if (i >= 0 && static_cast<std::size_t>(i) < items.size()) return items[static_cast<std::size_t>(i)];
      FlatPos f;
      Value q;
      if (!items.empty() && flat_locate(in, obj, i, f) && flat_pointer(f, q)) {  // a row indexed past its end
        auto* qp = q.as<PointerObj>();
        auto& row = qp->base.as<ListObj>()->items;
        if (qp->index >= 0 && static_cast<std::size_t>(qp->index) < row.size()) return row[static_cast<std::size_t>(qp->index)];
      }
      in.raise("IndexError", "array index out of bounds");
      return Value::none();
    }
    default: return Value::undef();
  }
}

}  // namespace c_rt
using namespace c_rt;

extern const LanguageTypes kCTypes;  // c_types.cpp
extern const LanguageRuntime kCRuntime;
const LanguageRuntime kCRuntime{.language = "c",
                                .global = c_global,
                                .binop = c_binop,
                                .unop = c_unop,
                                .truthy = c_truthy,
                                .load_index = c_load_index,
                                .types = &kCTypes};

}  // namespace reddragon::vm
