// go_shared_array.cpp - Go slices that share a backing array (ADR 0016).
//
// A slice is a ListObj holding its own elements (so indexing, len, range,
// fmt and every native read it as a plain list). Lists that share an array
// are members of a group: the array itself (its full capacity) and the
// members, each at its offset. A member carries Obj::rt_flags kShared; every
// write to a member (StoreIndex, append within capacity, copy, sort, clear)
// is written to the array and to the other members covering the same
// positions, so each member always reads what Go's shared array holds.
// Reads stay the plain list path: no lookup, no allocation.
#include <algorithm>
#include <unordered_map>

#include "go_runtime.hpp"

namespace reddragon::vm {

namespace {

constexpr std::uint8_t kShared = 1;

/// Where a member sits in its group. Entries are trusted only for objects
/// flagged kShared in this run (the flag is set with the entry, objects of
/// earlier runs are gone), so stale keys of freed objects are harmless.
struct Member {
  ListObj* group;     ///< Tuple: items[0] the array (List), then each member and its offset
  std::int64_t off;   ///< first element's index in the array
  std::int64_t cap;   ///< Go's cap() of this slice
};
thread_local std::unordered_map<const Obj*, Member> g_members;

bool is_member(const Value& v) { return v.is(Tag::List) && (v.obj()->rt_flags & kShared); }

/// The zero value filling an array's positions beyond every slice's length.
Value zero_like(const std::vector<Value>& items) {
  if (items.empty()) return Value::none();
  const Value& f = items.front();
  if (f.is_int()) return Value::integer(0);
  if (f.is(Tag::Float)) return Value::real(0);
  if (f.is(Tag::Bool)) return Value::boolean(false);
  if (f.is(Tag::Str)) return make_str("");
  return Value::none();
}

void forget(Obj* o) {
  o->rt_flags &= static_cast<std::uint8_t>(~kShared);
  g_members.erase(o);
}

/// Drops the members only the group still holds (rc 1).
void drop_dead(ListObj* g) {
  std::size_t w = 1;
  for (std::size_t k = 1; k + 1 < g->items.size(); k += 2) {
    Obj* o = g->items[k].obj();
    if (o->rc == 1) {
      forget(o);
      continue;
    }
    if (w != k) {
      g->items[w] = std::move(g->items[k]);
      g->items[w + 1] = std::move(g->items[k + 1]);
    }
    w += 2;
  }
  g->items.resize(w);
}

/// Whether n is a power of two from 8 on: where a growing table is pruned,
/// so a loop taking slices keeps it within twice its live entries.
bool prune_point(std::size_t n) { return n >= 8 && (n & (n - 1)) == 0; }

void join(ListObj* g, const Value& list, std::int64_t off, std::int64_t cap) {
  list.obj()->rt_flags |= kShared;
  g_members[list.obj()] = Member{g, off, cap};
  g->items.push_back(list);
  g->items.push_back(Value::integer(off));
  if (prune_point(g->items.size() / 2)) drop_dead(g);
}

/// The group of list (made from a plain list: its items, then zeros up to
/// its capacity).
Member& ensure_member(Vm& in, const Value& list, std::int64_t cap) {
  if (is_member(list)) return g_members[list.obj()];
  auto& items = list.as<ListObj>()->items;
  if (!in.charge_copy(static_cast<std::size_t>(cap))) cap = static_cast<std::int64_t>(items.size());
  std::vector<Value> arr;
  arr.reserve(static_cast<std::size_t>(cap));
  arr.insert(arr.end(), items.begin(), items.end());
  Value z = zero_like(items);
  while (static_cast<std::int64_t>(arr.size()) < cap) arr.push_back(z);
  auto* g = new ListObj(Tag::Tuple);
  Value gv = Value::object(g);
  g->items.push_back(make_list(std::move(arr)));
  // the run's groups live in run state: freed with the run's heap
  Value& reg = in.run_state("go.shared_arrays");
  if (!reg.is(Tag::List)) reg = make_list({});
  auto& groups = reg.as<ListObj>()->items;
  if (prune_point(groups.size()))  // drop groups whose members all went
    std::erase_if(groups, [](const Value& x) {
      drop_dead(x.as<ListObj>());
      return x.as<ListObj>()->items.size() <= 1;
    });
  groups.push_back(gv);
  join(g, list, 0, cap);
  return g_members[list.obj()];
}

/// Writes positions [from, to) of member m's own items to the array and to
/// the other members that see them.
void publish(Vm& in, const Value& list, const Member& m, std::size_t from, std::size_t to) {
  // one write per member seeing the positions (thousands of live views of one array pay for it)
  if (!in.charge_items(m.group->items.size() / 2 + (to > from ? to - from : 0))) return;
  auto& src = list.as<ListObj>()->items;
  auto& arr = m.group->items[0].as<ListObj>()->items;
  to = std::min(to, src.size());
  for (std::size_t k = from; k < to; ++k) {
    std::size_t pos = static_cast<std::size_t>(m.off) + k;
    if (pos < arr.size()) arr[pos] = src[k];
  }
  const auto& g = m.group->items;
  for (std::size_t j = 1; j + 1 < g.size(); j += 2) {
    Obj* o = g[j].obj();
    if (o == list.obj()) continue;
    auto& dst = static_cast<ListObj*>(o)->items;
    std::int64_t off = g[j + 1].i();
    std::int64_t lo = std::max<std::int64_t>(m.off + static_cast<std::int64_t>(from), off);
    std::int64_t hi = std::min<std::int64_t>(m.off + static_cast<std::int64_t>(to), off + static_cast<std::int64_t>(dst.size()));
    for (std::int64_t p = lo; p < hi; ++p) dst[static_cast<std::size_t>(p - off)] = src[static_cast<std::size_t>(p - m.off)];
  }
}

}  // namespace

bool go_shares_array(const Value& v) { return is_member(v); }

std::int64_t go_shared_cap(const Value& v) {
  if (!is_member(v)) return -1;
  return g_members[v.obj()].cap;
}

Value go_share_slice(Vm& in, const Value& x, std::int64_t cap_x, std::int64_t lo, std::int64_t hi, std::int64_t max) {
  Member m = ensure_member(in, x, cap_x);
  auto& arr = m.group->items[0].as<ListObj>()->items;
  auto& own = x.as<ListObj>()->items;
  std::vector<Value> part;
  part.reserve(static_cast<std::size_t>(hi - lo));
  for (std::int64_t k = lo; k < hi; ++k) {
    // within x's length its own items (they are the array's); beyond, the array
    std::size_t p = static_cast<std::size_t>(m.off + k);
    part.push_back(static_cast<std::size_t>(k) < own.size() ? own[static_cast<std::size_t>(k)]
                   : p < arr.size()                         ? arr[p]
                                                            : Value::none());
  }
  Value out = make_list(std::move(part));
  join(m.group, out, m.off + lo, max - lo);
  return out;
}

bool go_shared_store(Vm& in, const Value& list, std::size_t i, const Value& v) {
  if (!is_member(list)) return false;
  auto& items = list.as<ListObj>()->items;
  items[i] = v;
  publish(in, list, g_members[list.obj()], i, i + 1);
  return true;
}

void go_shared_wrote(Vm& in, const Value& list, std::size_t from, std::size_t to) {
  if (!is_member(list)) return;
  publish(in, list, g_members[list.obj()], from, to);
}

Value go_shared_append(Vm& in, const Value& s, std::int64_t cap_s, const Value* add, std::size_t n, bool in_place) {
  Member m = ensure_member(in, s, cap_s);
  auto& own = s.as<ListObj>()->items;
  std::size_t len = own.size();
  Value out = s;
  if (!in_place) {
    if (!in.charge_copy(len + n)) return Value::none();
    std::vector<Value> items;
    items.reserve(len + n);
    items.insert(items.end(), own.begin(), own.end());
    out = make_list(std::move(items));
  }
  auto& dst = out.as<ListObj>()->items;
  if (dst.capacity() < len + n)  // grow the member's own vector geometrically (within its cap)
    dst.reserve(std::max(len + n, std::min<std::size_t>(2 * dst.capacity(), static_cast<std::size_t>(m.cap))));
  for (std::size_t k = 0; k < n; ++k) dst.push_back(add[k]);
  if (!in_place) join(m.group, out, m.off, m.cap);
  publish(in, out, g_members[out.obj()], len, len + n);
  return out;
}

void go_shared_leave(const Value& list) {
  if (!is_member(list)) return;
  Member m = g_members[list.obj()];
  forget(list.obj());
  auto& items = m.group->items;
  for (std::size_t k = 1; k + 1 < items.size(); k += 2)
    if (items[k].obj() == list.obj()) {
      items.erase(items.begin() + static_cast<std::ptrdiff_t>(k), items.begin() + static_cast<std::ptrdiff_t>(k + 2));
      break;
    }
}

}  // namespace reddragon::vm
