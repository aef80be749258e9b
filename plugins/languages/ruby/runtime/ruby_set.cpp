// ruby_set.cpp - Ruby's Set (the VM's insertion-ordered Tag::Set) and
// content hashes (Array#hash, Hash#hash, Set#hash agree for equal contents,
// so objects whose hash is built from them can be hash keys and uniq'd).
#include <functional>
#include <string>
#include <vector>

#include "ruby_shared.hpp"

namespace reddragon::vm::ruby {

Value enum_method(Vm& vm, const Value& self, std::vector<Value>& xs, const std::string& name, std::vector<Value>& args,
                  const Value& blk, bool& found);

namespace {

Value arg(const std::vector<Value>& a, std::size_t i) { return i < a.size() ? a[i] : Value::none(); }
std::vector<Value> keys_of(const Value& s) {
  std::vector<Value> out;
  for (auto& [k, v] : s.as<DictObj>()->entries) out.push_back(k);
  return out;
}
bool has(const Value& s, const Value& x) { return s.as<DictObj>()->find(rb_key(x)) != nullptr; }
void add(const Value& s, const Value& x) { s.as<DictObj>()->set(rb_key(x), Value::none()); }

/// Items of an enumerable argument (Array, Set, Range, Hash pairs, ...).
bool items_arg(Vm& vm, const Value& v, std::vector<Value>& out, const char* what) {
  if (v.is(Tag::Set)) {
    out = keys_of(v);
    return true;
  }
  if (v.is(Tag::List) || v.is(Tag::Tuple) || v.is(Tag::Dict) || rb_is_range(v) || v.is(Tag::Instance)) {
    Value a = send(vm, v, "to_a", {});
    if (vm.raising()) return false;
    if (a.is(Tag::List)) {
      out = a.as<ListObj>()->items;
      return true;
    }
  }
  rb_raise(vm, "ArgumentError", std::string("value must be ") + what);
  return false;
}

bool frozen_check(Vm& vm, const Value& s) {
  if (!rb_frozen(vm, s)) return true;
  rb_raise(vm, "FrozenError", "can't modify frozen Set: " + inspect(vm, s));
  return false;
}

}  // namespace

Value rb_key(const Value& k) {
  if (!k.is(Tag::List) && !k.is(Tag::Tuple)) return k;
  bool nested = k.is(Tag::List);
  for (auto& x : k.as<ListObj>()->items) nested = nested || x.is(Tag::List);
  if (!nested) return k;
  std::vector<Value> xs;
  for (auto& x : k.as<ListObj>()->items) xs.push_back(rb_key(x));
  return make_list(std::move(xs), Tag::Tuple);
}

Value rb_set_of(const std::vector<Value>& xs) {
  Value s = make<DictObj>(Tag::Set);
  for (auto& x : xs) add(s, x);
  return s;
}

std::int64_t rb_content_hash(Vm& vm, const Value& v) {
  auto mix = [](std::uint64_t h, std::uint64_t x) { return h ^ (x + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2)); };
  std::uint64_t h = 0;
  switch (v.tag()) {
    case Tag::Str: h = std::hash<std::string>{}(sv(v)) * 3 + 1; break;
    case Tag::List:
    case Tag::Tuple:
      h = 0x51ed27;
      for (auto& x : v.as<ListObj>()->items) h = mix(h, static_cast<std::uint64_t>(rb_content_hash(vm, x)));
      break;
    case Tag::Dict:
    case Tag::Set:  // order does not matter: Ruby's {a: 1, b: 2} and {b: 2, a: 1} are eql?
      h = v.is(Tag::Set) ? 0x5e7 : 0xd1c7;
      for (auto& [k, x] : v.as<DictObj>()->entries)
        h += mix(static_cast<std::uint64_t>(rb_content_hash(vm, k)), v.is(Tag::Set) ? 0 : static_cast<std::uint64_t>(rb_content_hash(vm, x)));
      break;
    case Tag::Instance:
      if (rb_user_hash(vm, v)) {
        Value r = send(vm, v, "hash", {});
        if (!vm.raising() && r.is(Tag::Int)) h = static_cast<std::uint64_t>(r.i());
        break;
      }
      if (rb_is_struct(vm, v)) {
        Value a = send(vm, v, "to_a", {});
        if (!vm.raising()) h = mix(ValueHash{}(v.as<InstanceObj>()->cls), static_cast<std::uint64_t>(rb_content_hash(vm, a)));
        break;
      }
      [[fallthrough]];
    default: h = ValueHash{}(v);
  }
  return static_cast<std::int64_t>(h & 0x3fffffffffffffffULL);
}

Value rb_set_new(Vm& vm, const std::vector<Value>& args, const Value& blk) {
  Value s = make<DictObj>(Tag::Set);
  if (args.empty() || args[0].is_none()) return s;
  std::vector<Value> xs;
  if (!items_arg(vm, args[0], xs, "enumerable")) return Value::none();
  for (auto& x : xs) {
    Value y = blk.is_none() ? x : call_block(vm, blk, {x});
    if (vm.raising()) return Value::none();
    add(s, y);
  }
  return s;
}

Value rb_set_method(Vm& vm, const Value& self, const std::string& name, std::vector<Value>& args, const Value& blk,
                    bool& found) {
  found = true;
  auto* d = self.as<DictObj>();
  Value a0 = arg(args, 0);
  if (name == "size" || name == "length" || (name == "count" && args.empty() && blk.is_none()))
    return Value::integer(static_cast<std::int64_t>(d->entries.size()));
  if (name == "empty?") return Value::boolean(d->entries.empty());
  if (name == "include?" || name == "member?" || name == "===" || name == "contain?") return Value::boolean(has(self, a0));
  if (name == "add" || name == "<<" || name == "add?") {
    if (!frozen_check(vm, self)) return Value::none();
    if (name == "add?" && has(self, a0)) return Value::none();
    add(self, a0);
    return self;
  }
  if (name == "delete" || name == "delete?") {
    if (!frozen_check(vm, self)) return Value::none();
    bool was = d->erase(rb_key(a0));
    return name == "delete?" && !was ? Value::none() : self;
  }
  if (name == "merge" || name == "subtract") {
    if (!frozen_check(vm, self)) return Value::none();
    for (auto& a : args) {
      std::vector<Value> xs;
      if (!items_arg(vm, a, xs, "enumerable")) return Value::none();
      for (auto& x : xs)
        if (name == "merge") add(self, x);
        else d->erase(rb_key(x));
    }
    return self;
  }
  if (name == "clear") {
    if (!frozen_check(vm, self)) return Value::none();
    d->entries.clear();
    d->index.clear();
    return self;
  }
  if (name == "each") {
    for (auto& x : keys_of(self)) {
      call_block(vm, blk, {x});
      if (vm.raising()) return Value::none();
    }
    return self;
  }
  if (name == "to_a" || name == "entries") return make_list(keys_of(self));
  if (name == "to_set") return self;
  if (name == "dup" || name == "clone") {
    Value c = rb_set_of(keys_of(self));
    if (name == "clone" && rb_frozen(vm, self)) rb_freeze(vm, c);
    return c;
  }
  if (name == "inspect" || name == "to_s") return make_str(inspect(vm, self));
  if (name == "hash") return Value::integer(rb_content_hash(vm, self));
  if (name == "==" || name == "eql?") {
    if (!a0.is(Tag::Set) || a0.as<DictObj>()->entries.size() != d->entries.size()) return Value::boolean(false);
    for (auto& [k, v] : d->entries)
      if (!has(a0, k)) return Value::boolean(false);
    return Value::boolean(true);
  }
  // set algebra: | union +, & intersection, - difference, ^ (in one or the other)
  if (name == "|" || name == "union" || name == "+" || name == "&" || name == "intersection" || name == "-" ||
      name == "difference" || name == "^") {
    std::vector<Value> xs;
    if (!items_arg(vm, a0, xs, "enumerable")) return Value::none();
    Value other = rb_set_of(xs);
    Value out = make<DictObj>(Tag::Set);
    if (name == "|" || name == "union" || name == "+") {
      for (auto& x : keys_of(self)) add(out, x);
      for (auto& x : xs) add(out, x);
    } else if (name == "&" || name == "intersection") {  // in the argument's order, as Ruby walks it
      for (auto& x : xs)
        if (has(self, x)) add(out, x);
    } else if (name == "-" || name == "difference") {
      for (auto& x : keys_of(self))
        if (!has(other, x)) add(out, x);
    } else {  // Ruby builds (other | self) - (self & other), other's items first
      for (auto& x : xs)
        if (!has(self, x)) add(out, x);
      for (auto& x : keys_of(self))
        if (!has(other, x)) add(out, x);
    }
    return out;
  }
  if (name == "subset?" || name == "<=" || name == "superset?" || name == ">=" || name == "proper_subset?" ||
      name == "<" || name == "proper_superset?" || name == ">" || name == "disjoint?" || name == "intersect?") {
    if (!a0.is(Tag::Set)) {
      rb_raise(vm, "ArgumentError", "value must be a set");
      return Value::none();
    }
    auto within = [&](const Value& a, const Value& b) {
      for (auto& [k, v] : a.as<DictObj>()->entries)
        if (!has(b, k)) return false;
      return true;
    };
    std::size_t n = d->entries.size(), m = a0.as<DictObj>()->entries.size();
    if (name == "subset?" || name == "<=") return Value::boolean(within(self, a0));
    if (name == "superset?" || name == ">=") return Value::boolean(within(a0, self));
    if (name == "proper_subset?" || name == "<") return Value::boolean(n < m && within(self, a0));
    if (name == "proper_superset?" || name == ">") return Value::boolean(m < n && within(a0, self));
    bool meet = false;
    for (auto& [k, v] : d->entries) meet = meet || has(a0, k);
    return Value::boolean(name == "intersect?" ? meet : !meet);
  }
  if (name == "select!" || name == "filter!" || name == "reject!" || name == "keep_if" || name == "delete_if") {
    if (!frozen_check(vm, self)) return Value::none();
    bool keep_true = name == "select!" || name == "filter!" || name == "keep_if";
    std::size_t before = d->entries.size();
    for (auto& x : keys_of(self)) {
      Value t = call_block(vm, blk, {x});
      if (vm.raising()) return Value::none();
      if (rb_truthy(t) != keep_true) d->erase(rb_key(x));
    }
    if ((name == "select!" || name == "filter!" || name == "reject!") && d->entries.size() == before) return Value::none();
    return self;
  }
  if (name == "map!" || name == "collect!") {
    if (!frozen_check(vm, self)) return Value::none();
    std::vector<Value> out;
    for (auto& x : keys_of(self)) {
      out.push_back(call_block(vm, blk, {x}));
      if (vm.raising()) return Value::none();
    }
    d->entries.clear();
    d->index.clear();
    for (auto& y : out) add(self, y);
    return self;
  }
  if (name == "classify") {  // {block value => Set of items}
    Value h = make<DictObj>();
    for (auto& x : keys_of(self)) {
      Value k = call_block(vm, blk, {x});
      if (vm.raising()) return Value::none();
      Value* p = h.as<DictObj>()->find(k);
      if (!p) {
        h.as<DictObj>()->set(k, make<DictObj>(Tag::Set));
        p = h.as<DictObj>()->find(k);
      }
      add(*p, x);
    }
    return h;
  }
  // the rest is Enumerable over the items (map, select, sort, min, sum, ...)
  std::vector<Value> xs = keys_of(self);
  return enum_method(vm, self, xs, name, args, blk, found);
}

}  // namespace reddragon::vm::ruby
