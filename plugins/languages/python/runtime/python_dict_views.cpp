// python_dict_views.cpp - dict.keys()/values()/items(). A program that
// calls them gets lib/_dict_views.py lowered: the views are instances of
// its classes holding the dict (live, as CPython's), iterated by the
// iterators here, which raise RuntimeError when the dict changes size
// under them. Without those classes (a view taken only through getattr)
// a view is a list of the dict's entries taken when the method is called,
// marked (Obj::rt_flags) with the view it stands for, so that it prints
// as CPython's view (`dict_keys(['a'])`) and keys/items views compare and
// combine as sets (`d.keys() == {'a'}`, `d.keys() & other`).
#include "python_runtime.hpp"

#include <algorithm>

#include "reddragon/vm/objects.hpp"

namespace reddragon::vm::py {

namespace {
constexpr std::uint8_t kKeys = 0x2, kValues = 0x4, kItems = 0x8, kAny = kKeys | kValues | kItems;

std::uint8_t view_flags(const Value& v) { return v.is(Tag::List) ? (v.obj()->rt_flags & kAny) : 0; }

/// A set-like view (keys, items) as the set of its members.
Value as_set(Vm& in, const Value& v) {
  Value s = make<DictObj>(Tag::Set);
  const auto& items = v.as<ListObj>()->items;
  if (!in.charge_items(items.size())) return Value::none();
  for (const Value& x : items) {
    Value key = hash_key(in, x);
    if (in.raising()) return Value::none();
    s.as<DictObj>()->set(key, Value::none());
  }
  return s;
}
/// `__next__` of a view's iterator: state [dict, next position, size when made, kind, reversed].
Value view_next(Vm& in, const Value& self, std::vector<Value>&) {
  auto& st = self.as<ListObj>()->items;
  if (st[0].is_none()) {  // exhausted (or failed): stays so
    in.raise("StopIteration", "");
    return Value::none();
  }
  const auto& entries = st[0].as<DictObj>()->entries;
  if (static_cast<std::int64_t>(entries.size()) != st[2].i()) {
    st[0] = Value::none();
    in.raise("RuntimeError", "dictionary changed size during iteration");
    return Value::none();
  }
  const std::int64_t pos = st[1].i(), n = st[2].i();
  if (pos >= n) {
    st[0] = Value::none();
    in.raise("StopIteration", "");
    return Value::none();
  }
  st[1] = Value::integer(pos + 1);
  const auto& [k, v] = entries[static_cast<std::size_t>(truthy(st[4]) ? n - 1 - pos : pos)];
  const std::int64_t kind = st[3].i();
  return kind == 0 ? k : kind == 1 ? v : make_list({k, v}, Tag::Tuple);
}

/// __py_dict_view_iter(dict, kind, reversed): the live iterator lib/_dict_views.py's __iter__/__reversed__ return.
Value view_iter(Vm& in, const Value&, std::vector<Value>& a) {
  if (a.size() != 3 || !a[0].is(Tag::Dict) || !a[1].is_int()) return in.iter(a.empty() ? Value::none() : a[0]);
  static constexpr const char* kNames[2][3] = {{"dict_keyiterator", "dict_valueiterator", "dict_itemiterator"},
                                               {"dict_reversekeyiterator", "dict_reversevalueiterator", "dict_reverseitemiterator"}};
  const std::int64_t kind = std::clamp<std::int64_t>(a[1].i(), 0, 2);
  const bool rev = truthy(a[2]);
  auto n = static_cast<std::int64_t>(a[0].as<DictObj>()->entries.size());
  auto* it = new IteratorObj();
  it->ikind = IterKind::User;
  it->seq = make_native(view_next, kNames[rev][kind],
                        make_list({a[0], Value::integer(0), Value::integer(n), Value::integer(kind), Value::boolean(rev)}));
  return Value::object(it);
}

/// __py_dict_view_classes(dict_keys, dict_values, dict_items): lib/_dict_views.py hands over its classes.
Value view_classes(Vm& in, const Value&, std::vector<Value>& a) {
  if (a.size() == 3) in.run_state("py.dict_views") = make_list(a);
  return Value::none();
}

}  // namespace

Value dict_view_global(Vm&, std::string_view name) {
  if (name == "__py_dict_view_iter") return make_native(view_iter, "__py_dict_view_iter");
  if (name == "__py_dict_view_classes") return make_native(view_classes, "__py_dict_view_classes");
  return Value::undef();
}

Value new_dict_view(Vm& in, const Value& dict, DictView kind) {
  const Value& cls = in.run_state("py.dict_views");
  if (!cls.is(Tag::List)) return Value::undef();
  auto* o = new InstanceObj();
  o->cls = cls.as<ListObj>()->items[kind == DictView::Keys ? 0 : kind == DictView::Values ? 1 : 2];
  o->fields.set(in.intern("_rd_map"), dict);
  return Value::object(o);
}

const char* dict_iterator_name(const Value& it) {
  if (!it.is(Tag::Iterator)) return nullptr;
  const auto* i = it.as<IteratorObj>();
  if (i->ikind != IterKind::User || !i->seq.is(Tag::Builtin) || i->seq.as<BuiltinObj>()->fn != view_next) return nullptr;
  return i->seq.as<BuiltinObj>()->native_name;
}

Value make_dict_view(std::vector<Value> items, DictView kind) {
  Value l = make_list(std::move(items));
  l.obj()->rt_flags |= kind == DictView::Keys ? kKeys : kind == DictView::Values ? kValues : kItems;
  return l;
}

bool dict_view_repr(Vm& in, const Value& v, std::string& out) {
  const std::uint8_t f = view_flags(v);
  if (!f) return false;
  v.obj()->rt_flags &= static_cast<std::uint8_t>(~kAny);  // the list's own repr inside
  std::string inner = in.repr(v);
  v.obj()->rt_flags |= f;
  out = std::string(f == kKeys ? "dict_keys(" : f == kValues ? "dict_values(" : "dict_items(") + inner + ")";
  return true;
}

bool dict_view_operands(Vm& in, ir::Operator op, Value& a, Value& b, Value& out) {
  using ir::Operator;
  const std::uint8_t fa = view_flags(a), fb = view_flags(b);
  if (!(fa | fb)) return false;
  if ((fa | fb) & kValues) {  // values views compare by identity, as CPython's
    if (op != Operator::Eq && op != Operator::Ne) return false;
    const bool same = a.is_heap() && b.is_heap() && a.obj() == b.obj();
    out = Value::boolean(same == (op == Operator::Eq));
    return true;
  }
  switch (op) {
    case Operator::Eq: case Operator::Ne:
      if (!(fa || a.is(Tag::Set)) || !(fb || b.is(Tag::Set))) {  // a view never equals a list or a tuple
        out = Value::boolean(op == Operator::Ne);
        return true;
      }
      break;
    case Operator::BitAnd: case Operator::BitOr: case Operator::Sub: case Operator::BitXor:
    case Operator::Lt: case Operator::Le: case Operator::Gt: case Operator::Ge:
      break;
    default:
      return false;
  }
  // the other operand of & | - ^ may be any iterable, as with CPython's views
  auto to_set = [&](Value& v, std::uint8_t f) {
    if (f || (!v.is(Tag::Set) && (v.is(Tag::List) || v.is(Tag::Tuple)))) v = as_set(in, v);
  };
  to_set(a, fa);
  if (!in.raising()) to_set(b, fb);
  if (in.raising()) {
    out = Value::none();
    return true;
  }
  return false;
}

}  // namespace reddragon::vm::py
