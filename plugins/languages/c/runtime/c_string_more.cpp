// c_string_more.cpp - the rest of <string.h> (and POSIX's strtok_r,
// strnlen, strndup, strcasecmp): span functions, memchr, reentrant strtok.
#include <cctype>
#include <string>

#include "c_rt.hpp"

namespace reddragon::vm::c_rt {

Value c_strtok(Vm& in, const Value&, Args& a);  // c_runtime.cpp

namespace {

std::size_t span(const std::string& s, const std::string& set, bool in_set) {
  std::size_t k = 0;
  while (k < s.size() && (set.find(s[k]) != std::string::npos) == in_set) ++k;
  return k;
}

}  // namespace

Value c_strspn(Vm& in, const Value&, Args& a) {
  std::string s = cstr(arg(a, 0));
  if (!in.charge_copy(s.size())) return Value::none();  // a walk over the cells
  return Value::integer(static_cast<std::int64_t>(span(s, cstr(arg(a, 1)), true)));
}
Value c_strcspn(Vm& in, const Value&, Args& a) {
  std::string s = cstr(arg(a, 0));
  if (!in.charge_copy(s.size())) return Value::none();  // a walk over the cells
  return Value::integer(static_cast<std::int64_t>(span(s, cstr(arg(a, 1)), false)));
}
Value c_strpbrk(Vm& in, const Value&, Args& a) {
  std::string s = cstr(arg(a, 0));
  if (!in.charge_copy(s.size())) return Value::none();  // a walk over the cells
  std::size_t k = span(s, cstr(arg(a, 1)), false);
  return k < s.size() ? offset_ptr(arg(a, 0), static_cast<std::int64_t>(k)) : Value::none();
}
Value c_strnlen(Vm& in, const Value&, Args& a) {
  std::string s = cstr(arg(a, 0));
  if (!in.charge_copy(s.size())) return Value::none();  // a walk over the cells
  auto n = static_cast<std::size_t>(std::max<std::int64_t>(to_i(arg(a, 1)), 0));
  return Value::integer(static_cast<std::int64_t>(std::min(s.size(), n)));
}
Value c_strndup(Vm& in, const Value&, Args& a) {
  std::string s = cstr(arg(a, 0));
  if (!in.charge_copy(s.size())) return Value::none();  // a walk over the cells
  auto n = static_cast<std::size_t>(std::max<std::int64_t>(to_i(arg(a, 1)), 0));
  auto* l = new ListObj();
  for (char c : s.substr(0, n)) l->items.push_back(Value::integer(static_cast<signed char>(c)));
  l->items.push_back(Value::integer(0));
  return make_ptr(Value::object(l), 0);
}
template <bool Bounded>
Value c_strcasecmp(Vm& in, const Value&, Args& a) {
  std::string x = cstr(arg(a, 0)), y = cstr(arg(a, 1));
  if (!in.charge_copy(std::max(x.size(), y.size()))) return Value::none();  // a walk over the cells
  std::size_t n = Bounded ? static_cast<std::size_t>(std::max<std::int64_t>(to_i(arg(a, 2)), 0)) : x.size() + y.size() + 1;
  for (std::size_t k = 0; k < n; ++k) {
    int cx = k < x.size() ? std::tolower(static_cast<unsigned char>(x[k])) : 0;
    int cy = k < y.size() ? std::tolower(static_cast<unsigned char>(y[k])) : 0;
    if (cx != cy) return Value::integer(cx - cy);
    if (cx == 0) break;
  }
  return Value::integer(0);
}
template Value c_strcasecmp<true>(Vm&, const Value&, Args&);
template Value c_strcasecmp<false>(Vm&, const Value&, Args&);

/// memchr(s, c, n): a pointer to the first byte c in n cells, or NULL.
Value c_memchr(Vm& in, const Value&, Args& a) {
  std::int64_t n = to_i(arg(a, 2));
  auto c = static_cast<unsigned char>(to_i(arg(a, 1)));
  ListObj* l;
  std::int64_t off;
  if (seq_of(arg(a, 0), l, off)) {
    for (std::int64_t k = 0; k < n && off + k >= 0 && static_cast<std::size_t>(off + k) < l->items.size(); ++k)
      if (static_cast<unsigned char>(to_i(l->items[static_cast<std::size_t>(off + k)])) == c) {
        if (!in.charge_copy(static_cast<std::size_t>(k))) return Value::none();
        return offset_ptr(arg(a, 0), k);
      }
    return Value::none();
  }
  std::string s = cstr(arg(a, 0));
  s.push_back('\0');
  for (std::int64_t k = 0; k < n && static_cast<std::size_t>(k) < s.size(); ++k)
    if (static_cast<unsigned char>(s[static_cast<std::size_t>(k)]) == c) return offset_ptr(arg(a, 0), k);
  return Value::none();
}

/// *p for a pointer to a variable, an element or a field (None otherwise).
Value deref(const Value& pv) {
  if (!pv.is(Tag::Pointer)) return Value::none();
  auto* p = pv.as<PointerObj>();
  if (p->field != 0 && p->base.is(Tag::Instance)) {
    Value* f = p->base.as<InstanceObj>()->fields.find(p->field);
    return f ? *f : Value::none();
  }
  if (p->base.is(Tag::Scope)) {
    auto* sc = p->base.as<ScopeObj>();
    return p->index >= 0 && static_cast<std::size_t>(p->index) < sc->nslots ? sc->slots[p->index] : Value::none();
  }
  if (p->base.is(Tag::List)) {
    auto& items = p->base.as<ListObj>()->items;
    return p->index >= 0 && static_cast<std::size_t>(p->index) < items.size() ? items[static_cast<std::size_t>(p->index)] : Value::none();
  }
  return Value::none();
}

/// strtok_r(s, delim, &save): strtok with its position in *save.
Value c_strtok_r(Vm& in, const Value& self, Args& a) {
  auto* st = new ListObj();
  Value state = Value::object(st);
  Value save = arg(a, 2);
  st->items.push_back(arg(a, 0).is_none() && save.is(Tag::Pointer) ? deref(save) : Value::none());
  Args call{arg(a, 0), arg(a, 1), state};
  Value tok = c_strtok(in, self, call);
  if (save.is(Tag::Pointer)) {
    Args store{save, st->items.empty() ? Value::none() : st->items[0]};
    c_store(in, Value::none(), store);
  }
  return tok;
}

/// strsep(&s, delim): the token at *s up to the first delimiter, which is
/// overwritten by '\0'; *s moves past it, or to NULL after the last token.
/// Unlike strtok, adjacent delimiters give empty tokens.
Value c_strsep(Vm& in, const Value&, Args& a) {
  Value sp = arg(a, 0);
  if (!sp.is(Tag::Pointer)) return Value::none();
  Value cur = deref(sp);
  ListObj* l;
  std::int64_t off;
  if (cur.is_none() || !seq_of(cur, l, off)) return Value::none();
  Value base = cur.is(Tag::List) ? cur : cur.as<PointerObj>()->base;
  const std::string delim = cstr(arg(a, 1));
  auto at = [&](std::int64_t k) -> std::int64_t {
    return k >= 0 && static_cast<std::size_t>(k) < l->items.size() ? to_i(l->items[static_cast<std::size_t>(k)]) : 0;
  };
  std::int64_t k = off;
  while (at(k) != 0 && delim.find(static_cast<char>(at(k))) == std::string::npos) ++k;
  if (!in.charge_copy(static_cast<std::size_t>(k - off + 1))) return Value::none();  // the cells walked
  Value next = Value::none();
  if (at(k) != 0) {
    l->items[static_cast<std::size_t>(k)] = Value::integer(0);
    next = make_ptr(base, k + 1);
  }
  Args store{sp, next};
  c_store(in, Value::none(), store);
  return make_ptr(base, off);
}

}  // namespace reddragon::vm::c_rt
