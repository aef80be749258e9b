// python_frozenset.cpp - frozenset: a VM set marked immutable (Obj::rt_flags)
// and interned by content, so equal frozensets are one object. That makes
// them hashable with the VM's identity hash (dict keys, set members) while
// comparing by content, as CPython's do.
#include "python_runtime.hpp"

#include "reddragon/vm/objects.hpp"

namespace reddragon::vm::py {

namespace {
constexpr std::uint8_t kFrozen = 0x1;

// Order-independent: the same members hash alike in any insertion order.
std::int64_t content_hash(const DictObj* s) {
  std::uint64_t h = 0x27d4eb2f165667c5ull ^ s->entries.size();
  for (auto& [k, _] : s->entries) {
    std::uint64_t x = ValueHash()(k);
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdull;
    x ^= x >> 33;
    h += x;
  }
  return static_cast<std::int64_t>(h >> 1);
}

bool same_members(const DictObj* a, const DictObj* b) {
  if (a->entries.size() != b->entries.size()) return false;
  for (auto& [k, _] : a->entries)
    if (!const_cast<DictObj*>(b)->find(k)) return false;
  return true;
}
}  // namespace

bool is_frozenset(const Value& v) { return v.is(Tag::Set) && (v.obj()->rt_flags & kFrozen); }

Value freeze_set(Vm& in, const Value& set) {
  if (!set.is(Tag::Set) || is_frozenset(set)) return set;
  auto* s = set.as<DictObj>();
  if (!in.charge(s->entries.size() + 1)) return set;
  const std::int64_t h = content_hash(s);
  // run_state: {content hash: [frozensets with that hash]}
  Value& table = in.run_state("python.frozensets");
  if (!table.is(Tag::Dict)) table = make<DictObj>();
  auto* t = table.as<DictObj>();
  const Value key = Value::integer(h);
  Value* bucket = t->find(key);
  if (bucket)
    for (const Value& c : bucket->as<ListObj>()->items) {
      if (!in.charge(c.as<DictObj>()->entries.size() + 1)) return set;
      if (same_members(c.as<DictObj>(), s)) return c;
    }
  // a new object: the caller's set may still be mutated by whoever holds it
  Value fz = make<DictObj>(Tag::Set);
  for (auto& [k, _] : s->entries) fz.as<DictObj>()->set(k, Value::none());
  fz.obj()->rt_flags |= kFrozen;
  if (bucket) bucket->as<ListObj>()->items.push_back(fz);
  else t->set(key, make_list({fz}));
  return fz;
}

std::int64_t frozenset_hash(const Value& v) { return content_hash(v.as<DictObj>()); }

}  // namespace reddragon::vm::py
