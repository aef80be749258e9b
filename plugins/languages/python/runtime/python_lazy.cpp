// python_lazy.cpp - enumerate, zip, map and filter over generators and
// iterators, lazily as in CPython: an infinite generator passed through
// them must not be drained, and the generator's side effects interleave
// with the consumer's. map and filter are lazy over every known iterable
// (their function runs as items are taken); enumerate and zip over lists,
// strings, dicts and ranges build their items at once (python_builtins.cpp)
// and hand them out through a one-pass iterator.
#include "python_runtime.hpp"

namespace reddragon::vm::py {

namespace {

enum LazyKind : std::int64_t { kEnumerate, kZip, kMap, kFilter };
// state: [kind, function, counter, source iterators...]
constexpr std::size_t kSources = 3;

bool stop(Vm& in) {
  if (!in.raising()) in.raise("StopIteration", "");
  return false;
}

/// The next item of every source, or false (StopIteration raised) when one is exhausted.
bool next_of_all(Vm& in, std::vector<Value>& st, std::vector<Value>& out) {
  for (std::size_t k = kSources; k < st.size(); ++k) {
    if (!in.has_next(st[k])) return stop(in);
    out.push_back(in.next(st[k]));
    if (in.raising()) return false;
  }
  return true;
}

/// `__next__` of a lazy iterator (the kernel calls it for IterKind::User).
Value lazy_next(Vm& in, const Value& self, std::vector<Value>&) {
  auto& st = self.as<ListObj>()->items;
  std::vector<Value> items;
  switch (st[0].i()) {
    case kEnumerate: {
      if (!next_of_all(in, st, items)) return Value::none();
      std::int64_t i = st[2].i();
      st[2] = Value::integer(i + 1);
      return make_list({Value::integer(i), std::move(items[0])}, Tag::Tuple);
    }
    case kZip:
      if (!next_of_all(in, st, items)) return Value::none();
      return make_list(std::move(items), Tag::Tuple);
    case kMap:
      if (!next_of_all(in, st, items)) return Value::none();
      return in.call_sync(st[1], items);
    default:  // kFilter
      for (;;) {
        items.clear();
        if (!next_of_all(in, st, items)) return Value::none();
        Value keep = st[1].is_none() ? items[0] : in.call_sync(st[1], std::span<const Value>(&items[0], 1));
        if (in.raising()) return Value::none();
        if (truthy(keep)) return std::move(items[0]);
        if (!in.charge(1)) return Value::none();
      }
  }
}

}  // namespace

bool wants_lazy(const Value& v) {
  // Every iterator is consumed item by item: zip(it, it) pairs successive
  // items, and zip(it, short) leaves the rest of `it` to its next user. Only
  // a range object (an IterKind::Range without seq: re-iterable, not an
  // iterator) and an unknown value are taken whole.
  if (v.is(Tag::Generator)) return true;
  if (!v.is(Tag::Iterator)) return false;
  const auto* it = v.as<IteratorObj>();
  if (it->ikind == IterKind::Symbolic) return false;
  return it->ikind != IterKind::Range || !it->seq.is_none();
}

Value lazy_iterator(Vm& in, std::string_view kind, const Value& fn, std::span<const Value> sources, std::int64_t start) {
  std::vector<Value> st;
  st.push_back(Value::integer(kind == "enumerate" ? kEnumerate : kind == "zip" ? kZip : kind == "map" ? kMap : kFilter));
  st.push_back(fn);
  st.push_back(Value::integer(start));
  for (const auto& s : sources) {
    st.push_back(in.iter(s));
    if (in.raising()) return Value::none();
  }
  auto* it = new IteratorObj();
  it->ikind = IterKind::User;
  it->seq = make_native(lazy_next, "__next__", make_list(std::move(st)));
  it->rt_flags = static_cast<std::uint8_t>(kind == "enumerate" ? IterMark::Enumerate : kind == "zip" ? IterMark::Zip
                                           : kind == "map"     ? IterMark::Map : IterMark::Filter);
  return Value::object(it);
}

}  // namespace reddragon::vm::py
