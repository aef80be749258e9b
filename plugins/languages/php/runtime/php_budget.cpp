// php_budget.cpp - what PHP's library natives charge the step budget for
// their work (docs/vm.md, "Budgets"): a cost class per native in the
// library's table, read from the sizes of its arguments and its result, so
// a native that walks a big string or array pays for it and a loop of a
// million calls on a 1 MB value stops within a second.
#include "php_shared.hpp"

namespace reddragon::vm::php {
namespace {

/// Items and string bytes of a value and what it holds (arrays, lists,
/// objects' properties), to a depth a dump or an encoder reaches; the walk
/// is linear, like the work it stands for.
void deep_size(const Value& v, std::size_t& items, std::size_t& bytes, int depth) {
  if (depth > 64) return;
  switch (v.tag()) {
    case Tag::Str: bytes += S(v).size(); break;
    case Tag::Dict:
      for (const auto& [k, x] : v.as<DictObj>()->entries) {
        ++items;
        if (k.is(Tag::Str)) bytes += S(k).size();
        deep_size(x, items, bytes, depth + 1);
      }
      break;
    case Tag::List: case Tag::Tuple:
      for (const Value& x : v.as<ListObj>()->items) {
        ++items;
        deep_size(x, items, bytes, depth + 1);
      }
      break;
    case Tag::Instance:
      for (const auto& [k, x] : v.as<InstanceObj>()->fields.items) {
        ++items;
        deep_size(x, items, bytes, depth + 1);
      }
      break;
    default: break;
  }
}

}  // namespace

bool charge_args(Vm& vm, const std::vector<Value>& a, unsigned cost) {
  std::size_t bytes = 0, items = 0;
  for (const Value& v : a) {
    if (cost & kDeep) {
      deep_size(v, items, bytes, 0);
    } else if (v.is(Tag::Str)) {
      if (cost & kText) bytes += S(v).size();
    } else if (v.is(Tag::Dict)) {
      if (cost & (kScan | kHash)) items += v.as<DictObj>()->entries.size();
    }
  }
  if (!vm.charge_bytes(bytes)) return false;
  // hashing, comparing or formatting an item is a step; copying or scanning is one per 8
  return (cost & (kHash | kDeep)) ? vm.charge_items(items) : vm.charge_copy(items);
}

bool charge_result(Vm& vm, const Value& r) {
  if (r.is(Tag::Str)) return vm.charge_bytes(S(r).size());
  // an array is built entry by entry into its hash index
  if (r.is(Tag::Dict)) return vm.charge_items(r.as<DictObj>()->entries.size());
  return true;
}

}  // namespace reddragon::vm::php
