// go_slices.cpp - Go's generic helpers packages: slices, maps, cmp, and the
// min/max built-ins. Slices are lists, maps dicts (see go_runtime.cpp);
// maps.Keys/Values return the keys/values as a list (Go: an iterator), so
// slices.Collect/Sorted over them take a list.
#include <algorithm>
#include <unordered_set>
#include <cstring>

#include "go_runtime.hpp"
#include "go_pdqsort.hpp"

namespace reddragon::vm {

namespace {

using Args = std::vector<Value>;
const Value& arg(const Args& a, std::size_t k) { return go_arg(a, k); }
std::vector<Value>* items(const Value& v) { return v.is(Tag::List) || v.is(Tag::Tuple) ? &v.as<ListObj>()->items : nullptr; }

/// cmp.Compare on Go's ordered types (ints, floats, strings); NaN is least.
int compare(const Value& a, const Value& b) {
  if (a.is(Tag::Str) && b.is(Tag::Str)) {
    int c = a.as<StrObj>()->s.compare(b.as<StrObj>()->s);
    return c < 0 ? -1 : c > 0 ? 1 : 0;
  }
  if (a.is(Tag::Int) && b.is(Tag::Int)) return a.i() < b.i() ? -1 : a.i() > b.i() ? 1 : 0;
  double x = a.is(Tag::Int) ? static_cast<double>(a.i()) : a.is(Tag::Float) ? a.d() : 0;
  double y = b.is(Tag::Int) ? static_cast<double>(b.i()) : b.is(Tag::Float) ? b.d() : 0;
  bool nx = x != x, ny = y != y;
  if (nx || ny) return nx && ny ? 0 : nx ? -1 : 1;
  return x < y ? -1 : x > y ? 1 : 0;
}

/// calls f(args) and reads an int result (a comparison) or bool (a predicate)
bool call(Vm& in, const Value& f, std::vector<Value> args, Value& out) {
  out = in.call_sync(f, args);
  return !in.raising();
}

Value sl_sort(Vm& in, const Value&, Args& a) {
  if (auto* v = items(arg(a, 0)); v && in.charge_sort(v->size())) {
    std::stable_sort(v->begin(), v->end(), [](const Value& x, const Value& y) { return compare(x, y) < 0; });
    go_shared_wrote(in, arg(a, 0), 0, v->size());
  }
  return Value::none();
}
/// slices.SortFunc: Go's pdqsort (equal elements end where Go leaves them).
Value sl_sort_func_unstable(Vm& in, const Value&, Args& a) {
  auto* v = items(arg(a, 0));
  if (!v || !in.charge_sort(v->size())) return Value::none();
  auto lt = [&](std::ptrdiff_t i, std::ptrdiff_t j) -> int {
    Value r;
    if (!call(in, arg(a, 1), {(*v)[static_cast<std::size_t>(i)], (*v)[static_cast<std::size_t>(j)]}, r)) return -1;
    return r.is(Tag::Int) && r.i() < 0 ? 1 : 0;
  };
  auto swap = [&](std::ptrdiff_t i, std::ptrdiff_t j) { std::swap((*v)[static_cast<std::size_t>(i)], (*v)[static_cast<std::size_t>(j)]); };
  gosort::pdqsort(static_cast<std::ptrdiff_t>(v->size()), lt, swap);
  go_shared_wrote(in, arg(a, 0), 0, v->size());
  return Value::none();
}
Value sl_sort_func(Vm& in, const Value&, Args& a) {
  auto* v = items(arg(a, 0));
  if (!v || !in.charge_sort(v->size())) return Value::none();
  bool failed = false;
  std::stable_sort(v->begin(), v->end(), [&](const Value& x, const Value& y) {
    Value r;
    if (failed || !call(in, arg(a, 1), {x, y}, r)) return !(failed = true);
    return r.is(Tag::Int) && r.i() < 0;
  });
  go_shared_wrote(in, arg(a, 0), 0, v->size());
  return Value::none();
}
Value sl_index_of(Vm& in, const Args& a, bool func) {
  auto* v = items(arg(a, 0));
  if (!v) return Value::integer(-1);
  in.charge_items(v->size());
  for (std::size_t k = 0; k < v->size(); ++k) {
    if (func) {
      Value r;
      if (!call(in, arg(a, 1), {(*v)[k]}, r)) return Value::none();
      if (r.is(Tag::Bool) && r.b()) return Value::integer(static_cast<std::int64_t>(k));
    } else if (eq((*v)[k], arg(a, 1))) {
      return Value::integer(static_cast<std::int64_t>(k));
    }
  }
  return Value::integer(-1);
}
Value sl_index(Vm& in, const Value&, Args& a) { return sl_index_of(in, a, false); }
Value sl_index_func(Vm& in, const Value&, Args& a) { return sl_index_of(in, a, true); }
Value sl_contains(Vm& in, const Value&, Args& a) {
  Value r = sl_index_of(in, a, false);
  return Value::boolean(r.is(Tag::Int) && r.i() >= 0);
}
Value sl_contains_func(Vm& in, const Value&, Args& a) {
  Value r = sl_index_of(in, a, true);
  return Value::boolean(r.is(Tag::Int) && r.i() >= 0);
}
Value sl_reverse(Vm& in, const Value&, Args& a) {
  if (auto* v = items(arg(a, 0)); v && in.charge_items(v->size())) {
    std::reverse(v->begin(), v->end());
    go_shared_wrote(in, arg(a, 0), 0, v->size());
  }
  return Value::none();
}
Value sl_extreme(Vm& in, const Args& a, int sign) {
  auto* v = items(arg(a, 0));
  if (!v || v->empty()) {
    in.raise("GoRuntimeError", sign < 0 ? "slices.Min: empty list" : "slices.Max: empty list");
    return Value::none();
  }
  in.charge_items(v->size());
  Value best = (*v)[0];
  for (const Value& x : *v)
    if (compare(x, best) * sign > 0) best = x;
  return best;
}
Value sl_max(Vm& in, const Value&, Args& a) { return sl_extreme(in, a, 1); }
Value sl_min(Vm& in, const Value&, Args& a) { return sl_extreme(in, a, -1); }
/// Collects what an iterator function yields (the last argument: a Seq2's value).
Value collect_yield(Vm&, const Value& self, Args& a) {
  self.as<ListObj>()->items.push_back(a.empty() ? Value::none() : a.back());
  return Value::boolean(true);
}
bool is_iter_func(const Value& x) { return x.is(Tag::Function) || x.is(Tag::BoundMethod) || x.is(Tag::Builtin); }
/// slices.Backward(s): yields (i, s[i]) from the end while yield returns true.
Value backward_iter(Vm& in, const Value& self, Args& a) {
  auto* v = items(self);
  for (std::size_t i = v ? v->size() : 0; i-- > 0;) {
    std::vector<Value> args{Value::integer(static_cast<std::int64_t>(i)), (*v)[i]};
    Value r = in.call_sync(arg(a, 0), args);
    if (in.raising() || !(r.is(Tag::Bool) && r.b())) break;
    v = items(self);  // the body may have changed it
    if (!v || i > v->size()) break;
  }
  return Value::none();
}
/// slices.Chunk(s, n): yields s[i:i+n] for i = 0, n, 2n...
Value chunk_iter(Vm& in, const Value& self, Args& a) {
  const auto& parts = self.as<ListObj>()->items;  // [s, n]
  auto* v = items(parts[0]);
  std::int64_t n = parts[1].is_int() ? parts[1].i() : 1;
  if (!v || n < 1) return Value::none();
  for (std::size_t i = 0; i < v->size(); i += static_cast<std::size_t>(n)) {
    std::size_t e = std::min(v->size(), i + static_cast<std::size_t>(n));
    std::vector<Value> args{make_list(std::vector<Value>(v->begin() + static_cast<std::ptrdiff_t>(i), v->begin() + static_cast<std::ptrdiff_t>(e)))};
    Value r = in.call_sync(arg(a, 0), args);
    if (in.raising() || !(r.is(Tag::Bool) && r.b())) break;
  }
  return Value::none();
}
Value sl_backward(Vm&, const Value&, Args& a) { return make_native(backward_iter, "slices.Backward", arg(a, 0)); }
Value sl_chunk(Vm& in, const Value&, Args& a) {
  if (!arg(a, 1).is_int() || arg(a, 1).i() < 1) {
    go_panic_value(in, make_str("cannot be less than 1"));
    return Value::none();
  }
  return make_native(chunk_iter, "slices.Chunk", make_list({arg(a, 0), arg(a, 1)}));
}
Value sl_clone(Vm& in, const Value&, Args& a) {
  if (is_iter_func(arg(a, 0))) {  // slices.Collect(seq) of an iterator function
    Value out = make_list({});
    std::vector<Value> args{make_native(collect_yield, "yield", out)};
    in.call_sync(arg(a, 0), args);
    return out;
  }
  auto* v = items(arg(a, 0));
  if (!v) return arg(a, 0);
  in.charge_items(v->size());
  return make_list(*v);
}
Value sl_sorted(Vm& in, const Value& self, Args& a) {
  Value c = sl_clone(in, self, a);
  std::vector<Value> one{c};
  sl_sort(in, self, one);
  return c;
}
Value sl_equal(Vm& in, const Value&, Args& a) {
  auto *x = items(arg(a, 0)), *y = items(arg(a, 1));
  std::size_t nx = x ? x->size() : 0, ny = y ? y->size() : 0;
  if (nx != ny) return Value::boolean(false);
  in.charge_items(nx);
  for (std::size_t k = 0; k < nx; ++k)
    if (!eq((*x)[k], (*y)[k])) return Value::boolean(false);
  return Value::boolean(true);
}
Value sl_binary_search(Vm& in, const Value&, Args& a) {
  auto* v = items(arg(a, 0));
  std::size_t lo = 0, hi = v ? v->size() : 0;
  while (lo < hi) {
    in.charge(1);
    std::size_t mid = lo + (hi - lo) / 2;
    if (compare((*v)[mid], arg(a, 1)) < 0) lo = mid + 1;
    else hi = mid;
  }
  bool found = v && lo < v->size() && compare((*v)[lo], arg(a, 1)) == 0;
  return make_list({Value::integer(static_cast<std::int64_t>(lo)), Value::boolean(found)}, Tag::Tuple);
}
/// slices.Insert(s, i, v...) / Delete(s, i, j): new lists (Go may reuse s's array)
Value sl_insert(Vm& in, const Value&, Args& a) {
  auto* v = items(arg(a, 0));
  std::vector<Value> out = v ? *v : std::vector<Value>{};
  std::int64_t i = arg(a, 1).is(Tag::Int) ? arg(a, 1).i() : -1;
  if (i < 0 || static_cast<std::size_t>(i) > out.size()) {
    in.raise("GoRuntimeError", "runtime error: slice bounds out of range [" + std::to_string(i) + ":" + std::to_string(out.size()) + "]");
    return Value::none();
  }
  in.charge_items(out.size() + a.size());
  out.insert(out.begin() + i, a.begin() + 2, a.end());
  return make_list(std::move(out));
}
Value sl_delete(Vm& in, const Value&, Args& a) {
  auto* v = items(arg(a, 0));
  std::vector<Value> out = v ? *v : std::vector<Value>{};
  std::int64_t i = arg(a, 1).is(Tag::Int) ? arg(a, 1).i() : -1, j = arg(a, 2).is(Tag::Int) ? arg(a, 2).i() : -1;
  if (i < 0 || j < i || static_cast<std::size_t>(j) > out.size()) {
    in.raise("GoRuntimeError", "runtime error: slice bounds out of range [" + std::to_string(i) + ":" + std::to_string(j) + "]");
    return Value::none();
  }
  in.charge_items(out.size());
  out.erase(out.begin() + i, out.begin() + j);
  return make_list(std::move(out));
}
Value sl_compact(Vm& in, const Value&, Args& a) {
  auto* v = items(arg(a, 0));
  std::vector<Value> out;
  if (v) {
    in.charge_items(v->size());
    for (const Value& x : *v)
      if (out.empty() || !eq(out.back(), x)) out.push_back(x);
  }
  return make_list(std::move(out));
}
/// slices.DeleteFunc(s, del): the elements del rejects (a new list)
Value sl_delete_func(Vm& in, const Value&, Args& a) {
  std::vector<Value> out;
  if (auto* v = items(arg(a, 0))) {
    in.charge_items(v->size());
    for (const Value& x : std::vector<Value>(*v)) {
      Value r;
      if (!call(in, arg(a, 1), {x}, r)) return Value::none();
      if (!(r.is(Tag::Bool) && r.b())) out.push_back(x);
    }
  }
  return make_list(std::move(out));
}
/// slices.MinFunc/MaxFunc(s, cmp): the first least/greatest element by cmp
Value sl_extreme_func(Vm& in, const Args& a, int sign) {
  auto* v = items(arg(a, 0));
  if (!v || v->empty()) {
    in.raise("GoRuntimeError", sign < 0 ? "slices.MinFunc: empty list" : "slices.MaxFunc: empty list");
    return Value::none();
  }
  std::vector<Value> xs = *v;
  in.charge_items(xs.size());
  Value best = xs[0];
  for (std::size_t k = 1; k < xs.size(); ++k) {
    Value r;
    if (!call(in, arg(a, 1), {xs[k], best}, r)) return Value::none();
    if (r.is(Tag::Int) && r.i() * sign > 0) best = xs[k];
  }
  return best;
}
Value sl_min_func(Vm& in, const Value&, Args& a) { return sl_extreme_func(in, a, -1); }
Value sl_max_func(Vm& in, const Value&, Args& a) { return sl_extreme_func(in, a, 1); }
/// slices.IsSorted(s) / IsSortedFunc(s, cmp)
Value sl_is_sorted(Vm& in, const Value&, Args& a) {
  auto* v = items(arg(a, 0));
  if (!v) return Value::boolean(true);
  std::vector<Value> xs = *v;
  in.charge_items(xs.size());
  for (std::size_t k = 1; k < xs.size(); ++k) {
    int c;
    if (a.size() > 1) {
      Value r;
      if (!call(in, arg(a, 1), {xs[k], xs[k - 1]}, r)) return Value::none();
      c = r.is(Tag::Int) ? static_cast<int>(r.i()) : 0;
    } else {
      c = compare(xs[k], xs[k - 1]);
    }
    if (c < 0) return Value::boolean(false);
  }
  return Value::boolean(true);
}
/// slices.BinarySearchFunc(s, target, cmp(elem, target) int)
Value sl_binary_search_func(Vm& in, const Value&, Args& a) {
  auto* v = items(arg(a, 0));
  std::vector<Value> xs = v ? *v : std::vector<Value>{};
  std::size_t lo = 0, hi = xs.size();
  Value r;
  while (lo < hi) {
    in.charge(1);
    std::size_t mid = lo + (hi - lo) / 2;
    if (!call(in, arg(a, 2), {xs[mid], arg(a, 1)}, r)) return Value::none();
    if (r.is(Tag::Int) && r.i() < 0) lo = mid + 1;
    else hi = mid;
  }
  bool found = false;
  if (lo < xs.size()) {
    if (!call(in, arg(a, 2), {xs[lo], arg(a, 1)}, r)) return Value::none();
    found = r.is(Tag::Int) && r.i() == 0;
  }
  return make_list({Value::integer(static_cast<std::int64_t>(lo)), Value::boolean(found)}, Tag::Tuple);
}
/// slices.Concat(slices...)
Value sl_concat(Vm& in, const Value&, Args& a) {
  std::vector<Value> out;
  for (const Value& s : a)
    if (auto* v = items(s)) {
      if (!in.charge_items(v->size())) return Value::none();
      out.insert(out.end(), v->begin(), v->end());
    }
  return make_list(std::move(out));
}
/// slices.Repeat(s, count)
Value sl_repeat(Vm& in, const Value&, Args& a) {
  auto* v = items(arg(a, 0));
  std::int64_t n = arg(a, 1).is(Tag::Int) ? arg(a, 1).i() : 0;
  if (n < 0) {
    in.raise("GoRuntimeError", "cannot be negative");
    return Value::none();
  }
  std::vector<Value> out;
  if (v && !v->empty()) {
    if (static_cast<std::uint64_t>(n) > (std::uint64_t{1} << 40) / v->size() || !in.charge_items(v->size() * static_cast<std::size_t>(n)))
      return Value::none();
    for (std::int64_t k = 0; k < n; ++k) out.insert(out.end(), v->begin(), v->end());
  }
  return make_list(std::move(out));
}
/// slices.Compare(a, b): lexicographic, shorter first on a common prefix
Value sl_compare(Vm& in, const Value&, Args& a) {
  auto *x = items(arg(a, 0)), *y = items(arg(a, 1));
  std::size_t nx = x ? x->size() : 0, ny = y ? y->size() : 0;
  in.charge_items(std::min(nx, ny));
  for (std::size_t k = 0; k < nx && k < ny; ++k)
    if (int c = compare((*x)[k], (*y)[k])) return Value::integer(c);
  return Value::integer(nx < ny ? -1 : nx > ny ? 1 : 0);
}
Value sl_identity(Vm&, const Value&, Args& a) { return arg(a, 0); }
Value sl_sorted_func(Vm& in, const Value& self, Args& a) {
  Value c = sl_clone(in, self, a);
  std::vector<Value> two{c, arg(a, 1)};
  sl_sort_func_unstable(in, self, two);
  return c;
}
Value sl_sorted_stable_func(Vm& in, const Value& self, Args& a) {
  Value c = sl_clone(in, self, a);
  std::vector<Value> two{c, arg(a, 1)};
  sl_sort_func(in, self, two);
  return c;
}
Value mp_part(Vm& in, const Args& a, bool keys) {
  std::vector<Value> out;
  if (arg(a, 0).is(Tag::Dict)) {
    const auto& es = arg(a, 0).as<DictObj>()->entries;
    in.charge_items(es.size());
    for (const auto& [k, v] : es) out.push_back(keys ? k : v);
  }
  return make_list(std::move(out));
}
Value mp_keys(Vm& in, const Value&, Args& a) { return mp_part(in, a, true); }
Value mp_values(Vm& in, const Value&, Args& a) { return mp_part(in, a, false); }
/// maps.Clone(m): a new dict, same entries in the same order (nil stays nil)
Value mp_clone(Vm& in, const Value&, Args& a) {
  if (!arg(a, 0).is(Tag::Dict)) return arg(a, 0);
  auto* src = arg(a, 0).as<DictObj>();
  in.charge_items(src->entries.size());
  auto* d = new DictObj();
  d->entries = src->entries;
  d->index = src->index;
  return Value::object(d);
}
/// maps.Copy(dst, src): src's entries set in dst
Value mp_copy(Vm& in, const Value&, Args& a) {
  if (!arg(a, 0).is(Tag::Dict) || !arg(a, 1).is(Tag::Dict)) return Value::none();
  auto* dst = arg(a, 0).as<DictObj>();
  std::vector<std::pair<Value, Value>> es = arg(a, 1).as<DictObj>()->entries;
  in.charge_items(es.size());
  for (auto& [k, v] : es) {
    if (Value* slot = dst->find(k)) *slot = v;
    else {
      dst->index.emplace(k, static_cast<std::uint32_t>(dst->entries.size()));
      dst->entries.emplace_back(k, v);
    }
  }
  return Value::none();
}
/// maps.DeleteFunc(m, del): removes, in place, the entries del(k, v) reports
Value mp_delete_func(Vm& in, const Value&, Args& a) {
  if (!arg(a, 0).is(Tag::Dict)) return Value::none();
  Value m = arg(a, 0), f = arg(a, 1);
  std::vector<std::pair<Value, Value>> es = m.as<DictObj>()->entries;  // del may read the map
  in.charge_items(es.size());
  std::vector<Value> gone;
  for (auto& [k, v] : es) {
    std::vector<Value> kv{k, v};
    Value r = in.call_sync(f, kv);
    if (in.raising()) return Value::none();
    if (r.b()) gone.push_back(k);
  }
  if (gone.empty()) return Value::none();
  auto* d = m.as<DictObj>();
  std::unordered_set<Value, ValueHash, ValueEq> drop(gone.begin(), gone.end());
  std::vector<std::pair<Value, Value>> keep;
  for (auto& e : d->entries)
    if (!drop.count(e.first)) keep.push_back(e);
  d->entries.clear();
  d->index.clear();
  for (auto& [k, v] : keep) {
    d->index.emplace(k, static_cast<std::uint32_t>(d->entries.size()));
    d->entries.emplace_back(k, v);
  }
  return Value::none();
}
/// maps.Equal(m1, m2): same keys with equal values
Value mp_equal(Vm& in, const Value&, Args& a) {
  bool dx = arg(a, 0).is(Tag::Dict), dy = arg(a, 1).is(Tag::Dict);
  std::size_t nx = dx ? arg(a, 0).as<DictObj>()->entries.size() : 0, ny = dy ? arg(a, 1).as<DictObj>()->entries.size() : 0;
  if (nx != ny) return Value::boolean(false);
  if (nx == 0) return Value::boolean(true);
  in.charge_items(nx);
  auto* y = arg(a, 1).as<DictObj>();
  for (const auto& [k, v] : arg(a, 0).as<DictObj>()->entries) {
    Value* w = y->find(k);
    if (!w || !eq(*w, v)) return Value::boolean(false);
  }
  return Value::boolean(true);
}
Value cmp_compare(Vm&, const Value&, Args& a) { return Value::integer(compare(arg(a, 0), arg(a, 1))); }
Value cmp_less(Vm&, const Value&, Args& a) { return Value::boolean(compare(arg(a, 0), arg(a, 1)) < 0); }
/// cmp.Or(vals...): the first argument that is not its type's zero value
Value cmp_or(Vm&, const Value&, Args& a) {
  for (const Value& v : a) {
    bool zero = v.is_none() || (v.is(Tag::Int) && v.i() == 0) || (v.is(Tag::Float) && v.d() == 0) ||
                (v.is(Tag::Str) && v.as<StrObj>()->s.empty()) || (v.is(Tag::Bool) && !v.b());
    if (!zero) return v;
  }
  return a.empty() ? Value::none() : a.back();
}
/// min(x, y...) / max: the first of the least/greatest (a NaN wins, as in Go)
Value b_extreme(Vm& in, const Args& a, int sign) {
  if (a.empty()) return Value::none();
  Value best = a[0];
  for (const Value& x : a) {
    if (x.is_symbolic()) return in.unresolved_call(sign < 0 ? "min" : "max", a, in.call_expr(sign < 0 ? "min" : "max", a));
    if (x.is(Tag::Float) && x.d() != x.d()) return x;
    if (compare(x, best) * sign > 0) best = x;
  }
  return best;
}
Value b_min(Vm& in, const Value&, Args& a) { return b_extreme(in, a, -1); }
Value b_max(Vm& in, const Value&, Args& a) { return b_extreme(in, a, 1); }

}  // namespace

/// The packages and built-ins of this file, or undef.
Value go_slices_global(Vm& in, std::string_view name) {
  if (name == "slices")
    return go_package(in, "slices",
                   {{"Sort", sl_sort}, {"SortFunc", sl_sort_func_unstable}, {"SortStableFunc", sl_sort_func},
                    {"Index", sl_index}, {"IndexFunc", sl_index_func}, {"Contains", sl_contains},
                    {"ContainsFunc", sl_contains_func}, {"Reverse", sl_reverse}, {"Max", sl_max}, {"Min", sl_min},
                    {"Clone", sl_clone}, {"Collect", sl_clone}, {"Sorted", sl_sorted}, {"Equal", sl_equal},
                    {"BinarySearch", sl_binary_search}, {"Insert", sl_insert}, {"Delete", sl_delete},
                    {"Compact", sl_compact}, {"DeleteFunc", sl_delete_func}, {"MinFunc", sl_min_func},
                    {"MaxFunc", sl_max_func}, {"IsSorted", sl_is_sorted}, {"IsSortedFunc", sl_is_sorted},
                    {"BinarySearchFunc", sl_binary_search_func}, {"Concat", sl_concat}, {"Repeat", sl_repeat},
                    {"Compare", sl_compare}, {"Clip", sl_identity}, {"Grow", sl_identity},
                    {"SortedFunc", sl_sorted_func}, {"SortedStableFunc", sl_sorted_stable_func},
                    // iterators are the lists themselves: range and Collect/Sorted take them
                    {"Values", sl_clone}, {"All", sl_identity}, {"Backward", sl_backward}, {"Chunk", sl_chunk}});
  if (name == "maps")
    return go_package(in, "maps", {{"Keys", mp_keys}, {"Values", mp_values}, {"Clone", mp_clone}, {"Copy", mp_copy},
                                {"Equal", mp_equal}, {"All", sl_identity},
                                {"DeleteFunc", mp_delete_func}});
  if (name == "cmp") return go_package(in, "cmp", {{"Compare", cmp_compare}, {"Less", cmp_less}, {"Or", cmp_or}});
  if (name == "min") return make_native(b_min, "min");
  if (name == "max") return make_native(b_max, "max");
  return Value::undef();
}

}  // namespace reddragon::vm
