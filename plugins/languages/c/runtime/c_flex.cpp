// c_flex.cpp - sizes known at run time: flexible array members (struct S
// { size_t n; T items[]; }) and sizeof of variable-length arrays.
// malloc(sizeof(S) + n * sizeof(T)) gives the struct room for n elements
// after its fixed part; the struct's constructor makes the member empty, so
// the allocation sizes it here (realloc grows or shrinks it the same way).
#include <algorithm>
#include <cstdint>

#include "c_rt.hpp"

namespace reddragon::vm::c_rt {

Value fill_value(Vm& in, const Value& fill);
Value build_array(Vm& in, const Value& fill, const Args& a, std::size_t dim);

/// __c_alloc_rows(p, fill, d0, ...): a block of arrays (int (*g)[4] =
/// malloc(n * sizeof *g)) gets a fresh array in each element.
Value c_alloc_rows(Vm& in, const Value&, Args& a) {
  ListObj* l;
  std::int64_t off;
  if (!seq_of(arg(a, 0), l, off)) return arg(a, 0);
  for (std::size_t k = static_cast<std::size_t>(std::max<std::int64_t>(off, 0)); k < l->items.size() && !in.raising(); ++k)
    if (!l->items[k].is(Tag::List)) l->items[k] = build_array(in, arg(a, 1), a, 2);
  if (off == 0) note_md_array(in, Value::object(l));  // a flat int * may walk every row (realloc: the rows it adds too)
  return arg(a, 0);
}

/// __c_flex(p, bytes, struct_size, "field", elem_size, elem_fill) -> p
Value c_flex(Vm& in, const Value&, Args& a) {
  Value p = arg(a, 0);
  Value obj = p;
  if (p.is(Tag::Pointer)) obj = deref(p);
  if (!obj.is(Tag::Instance)) return p;
  const std::int64_t bytes = to_i(arg(a, 1)), fixed = to_i(arg(a, 2));
  const std::int64_t esz = std::max<std::int64_t>(to_i(arg(a, 4)), 1);
  const std::int64_t n = std::clamp<std::int64_t>((bytes - fixed) / esz, 0, 1 << 24);
  Value* f = obj.as<InstanceObj>()->fields.find(in.intern(cstr(arg(a, 3))));
  if (!f || !f->is(Tag::List)) return p;
  auto& items = f->as<ListObj>()->items;
  const auto want = static_cast<std::size_t>(n);
  if (want > items.size() && !in.charge_copy(want - items.size())) return Value::none();
  while (items.size() < want && !in.raising()) items.push_back(fill_value(in, arg(a, 5)));
  if (items.size() > want) items.resize(want);
  return p;
}

/// __c_vla_size(array, elem_size, dims): the lengths of its first `dims`
/// levels (a VLA's rows are all one length) times the element size.
Value c_vla_size(Vm&, const Value&, Args& a) {
  Value cur = arg(a, 0);
  std::int64_t n = std::max<std::int64_t>(to_i(arg(a, 1)), 1);
  for (std::int64_t d = 0; d < to_i(arg(a, 2)) && d < 4; ++d) {
    ListObj* l;
    std::int64_t off;
    if (!seq_of(cur, l, off)) break;
    const auto len = static_cast<std::int64_t>(l->items.size()) - std::max<std::int64_t>(off, 0);
    n *= std::max<std::int64_t>(len, 0);
    if (len <= 0) break;
    cur = l->items[static_cast<std::size_t>(std::max<std::int64_t>(off, 0))];
  }
  return Value::integer(n);
}

}  // namespace reddragon::vm::c_rt
