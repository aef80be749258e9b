// python_dict_views.cpp - dict.keys()/values()/items(): a list of the
// dict's entries taken when the method is called, marked (Obj::rt_flags)
// with the view it stands for, so that it prints as CPython's view
// (`dict_keys(['a'])`) and keys/items views compare and combine as sets
// (`d.keys() == {'a'}`, `d.keys() & other`). Iterating, len and `in` are the
// list's own. Not modelled: a view is a snapshot, so it does not see the
// dict's later changes.
#include "python_runtime.hpp"

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
}  // namespace

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
