// ruby_methods.cpp - the methods of Ruby's core classes (Enumerable, Array,
// Hash, String, Symbol, Integer, Float, Range, Proc, Kernel's object
// methods), dispatched by name from the runtime's load_attr hook.
#include <algorithm>
#include <cmath>
#include <cstring>
#include <numeric>

#include "reddragon/vm/bigint.hpp"
#include "ruby_shared.hpp"

namespace reddragon::vm::ruby {
using ir::Operator;

// implemented in ruby_globals.cpp

namespace {

#define NEED_OK \
  if (vm.raising()) return Value::none()

Value list(std::vector<Value> v) { return make_list(std::move(v)); }
std::vector<Value>& items(const Value& v) { return v.as<ListObj>()->items; }
std::int64_t iarg(const std::vector<Value>& a, std::size_t i, std::int64_t dflt) {
  if (i >= a.size()) return dflt;
  if (a[i].is(Tag::Int)) return a[i].i();
  if (a[i].is(Tag::Float)) return static_cast<std::int64_t>(a[i].d());
  return dflt;
}
Value pair(Value a, Value b) { return list({std::move(a), std::move(b)}); }

/// Items an enumerable yields (arrays: elements; hashes: [k, v] pairs;
/// ranges; objects with `each`).
bool enum_items(Vm& vm, const Value& v, std::vector<Value>& out) {
  if (v.is(Tag::List) || v.is(Tag::Tuple)) {
    out = items(v);
    return true;
  }
  if (v.is(Tag::Dict)) {
    for (auto& [k, x] : v.as<DictObj>()->entries) out.push_back(pair(k, x));
    return true;
  }
  if (rb_is_range(v)) return rb_range_items(vm, v, out);
  if (v.is(Tag::Instance)) {
    Value collector = list({});
    Value blk = make_native(
        [](Vm&, const Value& self, std::vector<Value>& args) -> Value {
          if (args.size() == 1) self.as<ListObj>()->items.push_back(args[0]);
          else self.as<ListObj>()->items.push_back(make_list(args));
          return Value::none();
        },
        "block", collector);
    send(vm, v, "each", {}, blk);
    if (vm.raising()) return false;
    out = items(collector);
    return true;
  }
  if (v.is_symbolic()) return false;
  return vm.items_of(v, out);
}

Value yield1(Vm& vm, const Value& blk, const Value& x) { return call_block(vm, blk, {x}); }

/// A stable merge sort that stays in bounds whatever the comparator answers
/// (a program's <=> or sort block may be inconsistent; std::sort's unguarded
/// insertion would then walk off the range).
template <class T, class Less>
void merge_sort(std::vector<T>& xs, Less less) {
  std::vector<T> tmp(xs.size());
  for (std::size_t width = 1; width < xs.size(); width *= 2) {
    for (std::size_t lo = 0; lo < xs.size(); lo += 2 * width) {
      std::size_t mid = std::min(lo + width, xs.size()), hi = std::min(lo + 2 * width, xs.size());
      std::size_t i = lo, j = mid, k = lo;
      while (i < mid && j < hi) tmp[k++] = less(xs[j], xs[i]) ? xs[j++] : xs[i++];
      while (i < mid) tmp[k++] = xs[i++];
      while (j < hi) tmp[k++] = xs[j++];
    }
    xs.swap(tmp);
  }
}

bool sort_values(Vm& vm, std::vector<Value>& xs, const Value& blk) {
  if (!vm.charge_sort(xs.size())) return false;
  bool bad = false;
  merge_sort(xs, [&](const Value& a, const Value& b) {
    if (bad || vm.raising()) return false;
    int c;
    if (!blk.is_none()) {
      Value r = call_block(vm, blk, {a, b});
      if (vm.raising()) { bad = true; return false; }
      c = r.is(Tag::Int) ? static_cast<int>(r.i()) : 0;
    } else {
      c = rb_cmp(vm, a, b);
      if (c == 2) { bad = true; return false; }
    }
    return c < 0;
  });
  return !bad && !vm.raising();
}

Value flatten(const Value& v, std::int64_t depth, std::vector<Value>& out) {
  for (auto& x : items(v)) {
    if (x.is(Tag::List) && depth != 0 && x.as<ListObj>() != v.as<ListObj>()) flatten(x, depth - 1, out);
    else out.push_back(x);
  }
  return Value::none();
}

Value sum_values(Vm& vm, const std::vector<Value>& xs, Value acc) {
  bool fl = acc.is(Tag::Float);
  double kahan_c = 0;
  for (auto& x : xs) {
    if (acc.is(Tag::Float) && x.is(Tag::Float) && fl) {  // Kahan-Babuska as Ruby does
      double s = acc.d(), y = x.d();
      double t = s + y;
      if (std::abs(s) >= std::abs(y)) kahan_c += (s - t) + y;
      else kahan_c += (y - t) + s;
      acc = Value::real(t);
      continue;
    }
    acc = rb_binop_entry(vm, Operator::Add, acc, x);
    NEED_OK;
    if (acc.is(Tag::Float)) fl = true;
  }
  if (acc.is(Tag::Float) && kahan_c != 0) acc = Value::real(acc.d() + kahan_c);
  return acc;
}

}  // namespace

/// Enumerable methods over the items; `found` false when `name` is not one.
Value enum_method(Vm& vm, const Value& self, std::vector<Value>& xs, const std::string& name, std::vector<Value>& args,
                  const Value& blk, bool& found) {
  found = true;
  const bool has_blk = !blk.is_none();
  if (name == "each" || name == "each_entry") {
    if (!has_blk) return list(xs);
    for (auto& x : xs) {
      yield1(vm, blk, x);
      NEED_OK;
    }
    return self;
  }
  if (name == "each_with_index" || name == "with_index" || name == "each_with_index_map") {
    std::int64_t off = name == "with_index" ? iarg(args, 0, 0) : 0;
    if (!has_blk) {
      std::vector<Value> out;
      for (std::size_t i = 0; i < xs.size(); ++i) out.push_back(pair(xs[i], Value::integer(static_cast<std::int64_t>(i) + off)));
      return list(out);
    }
    std::vector<Value> out;
    for (std::size_t i = 0; i < xs.size(); ++i) {
      out.push_back(call_block(vm, blk, {xs[i], Value::integer(static_cast<std::int64_t>(i) + off)}));
      NEED_OK;
    }
    return name == "with_index" ? list(out) : self;
  }
  if (name == "each_with_object") {
    Value memo = args.empty() ? Value::none() : args[0];
    for (auto& x : xs) {
      call_block(vm, blk, {x, memo});
      NEED_OK;
    }
    return memo;
  }
  if (name == "map" || name == "collect" || name == "flat_map" || name == "collect_concat") {
    if (!has_blk) return list(xs);
    std::vector<Value> out;
    for (auto& x : xs) {
      Value r = yield1(vm, blk, x);
      NEED_OK;
      if ((name == "flat_map" || name == "collect_concat") && r.is(Tag::List))
        for (auto& y : items(r)) out.push_back(y);
      else out.push_back(r);
    }
    return list(out);
  }
  if (name == "select" || name == "filter" || name == "find_all" || name == "reject") {
    bool want = name != "reject";
    std::vector<Value> out;
    for (auto& x : xs) {
      Value r = yield1(vm, blk, x);
      NEED_OK;
      if (rb_truthy(r) == want) out.push_back(x);
    }
    return list(out);
  }
  if (name == "filter_map") {
    std::vector<Value> out;
    for (auto& x : xs) {
      Value r = yield1(vm, blk, x);
      NEED_OK;
      if (rb_truthy(r)) out.push_back(r);
    }
    return list(out);
  }
  if (name == "partition") {
    std::vector<Value> a, b;
    for (auto& x : xs) {
      Value r = yield1(vm, blk, x);
      NEED_OK;
      (rb_truthy(r) ? a : b).push_back(x);
    }
    return pair(list(a), list(b));
  }
  if (name == "find" || name == "detect") {
    for (auto& x : xs) {
      Value r = yield1(vm, blk, x);
      NEED_OK;
      if (rb_truthy(r)) return x;
    }
    return Value::none();
  }
  if (name == "find_index" || name == "index") {
    for (std::size_t i = 0; i < xs.size(); ++i) {
      bool hit;
      if (has_blk) {
        Value r = yield1(vm, blk, xs[i]);
        NEED_OK;
        hit = rb_truthy(r);
      } else hit = !args.empty() && rb_eq(vm, xs[i], args[0]);
      if (hit) return Value::integer(static_cast<std::int64_t>(i));
    }
    return Value::none();
  }
  if (name == "reduce" || name == "inject") {
    Value acc = Value::undef();
    Value op = Value::none();
    if (args.size() == 2) {
      acc = args[0];
      op = args[1];
    } else if (args.size() == 1) {
      if (is_sym(args[0]) && !has_blk) op = args[0];
      else acc = args[0];
    }
    for (auto& x : xs) {
      if (acc.is_undef()) {
        acc = x;
        continue;
      }
      if (!op.is_none()) {
        std::string o = sym_name(op);
        if (o == "+") acc = rb_binop_entry(vm, Operator::Add, acc, x);
        else if (o == "*") acc = rb_binop_entry(vm, Operator::Mul, acc, x);
        else acc = send(vm, acc, o, {x});
      } else acc = call_block(vm, blk, {acc, x});
      NEED_OK;
    }
    return acc.is_undef() ? Value::none() : acc;
  }
  if (name == "sum") {
    Value init = args.empty() ? Value::integer(0) : args[0];
    if (!has_blk) return sum_values(vm, xs, init);
    std::vector<Value> ys;
    for (auto& x : xs) {
      ys.push_back(yield1(vm, blk, x));
      NEED_OK;
    }
    return sum_values(vm, ys, init);
  }
  if (name == "count") {
    if (!has_blk && args.empty()) return Value::integer(static_cast<std::int64_t>(xs.size()));
    std::int64_t n = 0;
    for (auto& x : xs) {
      bool hit;
      if (has_blk) {
        Value r = yield1(vm, blk, x);
        NEED_OK;
        hit = rb_truthy(r);
      } else hit = rb_eq(vm, x, args[0]);
      if (hit) ++n;
    }
    return Value::integer(n);
  }
  if (name == "min" || name == "max") {
    int sign = name == "min" ? -1 : 1;
    if (!args.empty() && args[0].is(Tag::Int)) {
      std::vector<Value> ys = xs;
      if (!sort_values(vm, ys, blk)) return Value::none();
      if (sign > 0) std::reverse(ys.begin(), ys.end());
      ys.resize(std::min<std::size_t>(ys.size(), static_cast<std::size_t>(std::max<std::int64_t>(0, args[0].i()))));
      return list(ys);
    }
    Value best = Value::undef();
    for (auto& x : xs) {
      if (best.is_undef()) {
        best = x;
        continue;
      }
      int c;
      if (has_blk) {
        Value r = call_block(vm, blk, {x, best});
        NEED_OK;
        c = r.is(Tag::Int) ? static_cast<int>(r.i()) : 0;
      } else {
        c = rb_cmp(vm, x, best);
        NEED_OK;
      }
      if (c * sign > 0) best = x;
    }
    return best.is_undef() ? Value::none() : best;
  }
  if (name == "min_by" || name == "max_by" || name == "sort_by" || name == "minmax" || name == "minmax_by") {
    if (name == "minmax") {
      std::vector<Value> ys = xs;
      if (!sort_values(vm, ys, blk)) return Value::none();
      if (ys.empty()) return pair(Value::none(), Value::none());
      return pair(ys.front(), ys.back());
    }
    std::vector<std::pair<Value, Value>> keyed;
    for (auto& x : xs) {
      Value k = yield1(vm, blk, x);
      NEED_OK;
      keyed.emplace_back(k, x);
    }
    if (!vm.charge_sort(keyed.size())) return Value::none();
    bool bad = false;
    // max_by(n) sorts by descending key (stable: ties keep their order)
    const int want = name == "max_by" && !args.empty() && args[0].is(Tag::Int) ? 1 : -1;
    merge_sort(keyed, [&](const std::pair<Value, Value>& a, const std::pair<Value, Value>& b) {
      if (bad) return false;
      int c = rb_cmp(vm, a.first, b.first);
      if (c == 2) bad = true;
      return c == want;
    });
    NEED_OK;
    if (name != "sort_by" && !args.empty() && args[0].is(Tag::Int)) {  // min_by(n) / max_by(n)
      if (args[0].i() < 0) {
        rb_raise(vm, "ArgumentError", "negative size (" + std::to_string(args[0].i()) + ")");
        return Value::none();
      }
      std::vector<Value> out;
      for (std::size_t i = 0; i < keyed.size() && i < static_cast<std::size_t>(args[0].i()); ++i) out.push_back(keyed[i].second);
      return list(std::move(out));
    }
    if (name == "sort_by") {
      std::vector<Value> out;
      for (auto& kv : keyed) out.push_back(kv.second);
      return list(out);
    }
    if (keyed.empty()) return name == "minmax_by" ? pair(Value::none(), Value::none()) : Value::none();
    if (name == "min_by") return keyed.front().second;
    // max_by: the first maximal element
    std::size_t i = keyed.size() - 1;
    while (i > 0 && rb_cmp(vm, keyed[i - 1].first, keyed.back().first) == 0) --i;
    if (name == "minmax_by") return pair(keyed.front().second, keyed[i].second);
    return keyed[i].second;
  }
  if (name == "sort") {
    std::vector<Value> ys = xs;
    if (!sort_values(vm, ys, blk)) return Value::none();
    return list(ys);
  }
  if (name == "grep" || name == "grep_v") {
    // the items the pattern matches (===), mapped through the block if any
    std::vector<Value> out;
    Value pat = args.empty() ? Value::none() : args[0];
    for (auto& x : xs) {
      bool m = rb_case_eq(vm, pat, x);
      NEED_OK;
      if (m != (name == "grep")) continue;
      out.push_back(has_blk ? yield1(vm, blk, x) : x);
      NEED_OK;
    }
    return list(std::move(out));
  }
  if (name == "chunk" && has_blk) {
    // runs of consecutive items with the same block value: [value, items];
    // nil and :_separator drop the item, :_alone makes a run of its own
    std::vector<Value> out;
    Value key = Value::none(), cur = Value::none();
    for (auto& x : xs) {
      Value k = yield1(vm, blk, x);
      NEED_OK;
      bool drop = k.is_none() || (is_sym(k) && sym_name(k) == "_separator");
      bool alone = is_sym(k) && sym_name(k) == "_alone";
      if (!cur.is_none() && (drop || alone || !rb_eq(vm, k, key))) {
        out.push_back(list({key, cur}));
        cur = Value::none();
      }
      if (drop) continue;
      if (cur.is_none()) cur = list({}), key = k;
      items(cur).push_back(x);
    }
    if (!cur.is_none()) out.push_back(list({key, cur}));
    return list(std::move(out));
  }
  if (name == "group_by" || name == "chunk_while" || name == "slice_when") {
    if (name != "group_by") {
      std::vector<Value> out;
      std::vector<Value> cur;
      for (std::size_t i = 0; i < xs.size(); ++i) {
        if (i > 0) {
          Value r = call_block(vm, blk, {xs[i - 1], xs[i]});
          NEED_OK;
          bool split = name == "chunk_while" ? !rb_truthy(r) : rb_truthy(r);
          if (split) {
            out.push_back(list(cur));
            cur.clear();
          }
        }
        cur.push_back(xs[i]);
      }
      if (!cur.empty()) out.push_back(list(cur));
      return list(out);
    }
    Value h = make<DictObj>();
    for (auto& x : xs) {
      Value k = rb_key(yield1(vm, blk, x));
      NEED_OK;
      Value* p = h.as<DictObj>()->find(k);
      if (p) items(*p).push_back(x);
      else h.as<DictObj>()->set(k, list({x}));
    }
    return h;
  }
  if (name == "tally") {
    Value h = make<DictObj>();
    for (auto& x : xs) {
      Value* p = h.as<DictObj>()->find(rb_key(x));
      if (p) *p = Value::integer(p->i() + 1);
      else h.as<DictObj>()->set(rb_key(x), Value::integer(1));
    }
    return h;
  }
  if (name == "uniq") {
    Value seen = make<DictObj>();
    std::vector<Value> out;
    std::vector<std::pair<Value, Value>> objs;  // (hash, key) of objects with their own hash/eql?
    for (auto& x : xs) {
      Value k = has_blk ? yield1(vm, blk, x) : x;
      NEED_OK;
      if (k.is(Tag::Instance) && rb_user_hash(vm, k)) {
        Value h = send(vm, k, "hash", {});
        NEED_OK;
        bool dup = false;
        for (auto& [oh, ok] : objs)
          if (rb_eq(vm, oh, h)) {
            dup = rb_truthy(send(vm, k, "eql?", {ok}));
            NEED_OK;
            if (dup) break;
          }
        if (dup) continue;
        if (!vm.charge(objs.size())) return Value::none();
        objs.emplace_back(h, k);
        out.push_back(x);
        continue;
      }
      if (seen.as<DictObj>()->find(rb_key(k))) continue;
      seen.as<DictObj>()->set(rb_key(k), Value::none());
      out.push_back(x);
    }
    return list(out);
  }
  if (name == "zip") {
    std::vector<std::vector<Value>> others;
    for (auto& a : args) {
      std::vector<Value> o;
      if (!enum_items(vm, a, o)) return Value::none();
      others.push_back(std::move(o));
    }
    std::vector<Value> out;
    for (std::size_t i = 0; i < xs.size(); ++i) {
      std::vector<Value> row{xs[i]};
      for (auto& o : others) row.push_back(i < o.size() ? o[i] : Value::none());
      out.push_back(list(row));
    }
    if (has_blk) {
      for (auto& r : out) {
        yield1(vm, blk, r);
        NEED_OK;
      }
      return Value::none();
    }
    return list(out);
  }
  if (name == "each_slice" || name == "each_cons") {
    std::int64_t n = iarg(args, 0, 1);
    if (n <= 0) {
      rb_raise(vm, "ArgumentError", "invalid slice size");
      return Value::none();
    }
    std::vector<Value> out;
    if (name == "each_slice")
      for (std::size_t i = 0; i < xs.size(); i += static_cast<std::size_t>(n))
        out.push_back(list(std::vector<Value>(xs.begin() + static_cast<std::ptrdiff_t>(i),
                                              xs.begin() + static_cast<std::ptrdiff_t>(std::min(xs.size(), i + static_cast<std::size_t>(n))))));
    else
      for (std::size_t i = 0; i + static_cast<std::size_t>(n) <= xs.size(); ++i)
        out.push_back(list(std::vector<Value>(xs.begin() + static_cast<std::ptrdiff_t>(i),
                                              xs.begin() + static_cast<std::ptrdiff_t>(i) + n)));
    if (!has_blk) return list(out);
    for (auto& s : out) {
      yield1(vm, blk, s);
      NEED_OK;
    }
    return self;
  }
  if (name == "any?" || name == "all?" || name == "none?" || name == "one?") {
    std::int64_t hits = 0;
    for (auto& x : xs) {
      bool t;
      if (has_blk) {
        Value r = yield1(vm, blk, x);
        NEED_OK;
        t = rb_truthy(r);
      } else if (!args.empty()) {
        Value r = send(vm, args[0], "===", {x});
        NEED_OK;
        t = rb_truthy(r);
      } else t = rb_truthy(x);
      if (t) ++hits;
      if (name == "all?" && !t) return Value::boolean(false);
      if (name == "any?" && t) return Value::boolean(true);
      if (name == "none?" && t) return Value::boolean(false);
    }
    if (name == "all?" || name == "none?") return Value::boolean(true);
    if (name == "any?") return Value::boolean(false);
    return Value::boolean(hits == 1);
  }
  if (name == "include?" || name == "member?") {
    for (auto& x : xs)
      if (!args.empty() && rb_eq(vm, x, args[0])) return Value::boolean(true);
    return Value::boolean(false);
  }
  if (name == "take" || name == "first") {
    if (args.empty()) return xs.empty() ? Value::none() : xs.front();
    std::size_t n = static_cast<std::size_t>(std::max<std::int64_t>(0, iarg(args, 0, 0)));
    return list(std::vector<Value>(xs.begin(), xs.begin() + static_cast<std::ptrdiff_t>(std::min(n, xs.size()))));
  }
  if (name == "drop") {
    std::size_t n = static_cast<std::size_t>(std::max<std::int64_t>(0, iarg(args, 0, 0)));
    return list(std::vector<Value>(xs.begin() + static_cast<std::ptrdiff_t>(std::min(n, xs.size())), xs.end()));
  }
  if (name == "take_while" || name == "drop_while") {
    std::size_t i = 0;
    for (; i < xs.size(); ++i) {
      Value r = yield1(vm, blk, xs[i]);
      NEED_OK;
      if (!rb_truthy(r)) break;
    }
    if (name == "take_while") return list(std::vector<Value>(xs.begin(), xs.begin() + static_cast<std::ptrdiff_t>(i)));
    return list(std::vector<Value>(xs.begin() + static_cast<std::ptrdiff_t>(i), xs.end()));
  }
  if (name == "to_a" || name == "entries" || name == "force") return list(xs);
  if (name == "to_h") {
    Value h = make<DictObj>();
    for (auto& x : xs) {
      Value kv = has_blk ? yield1(vm, blk, x) : x;
      NEED_OK;
      if (!kv.is(Tag::List) || items(kv).size() != 2) {
        rb_raise(vm, "TypeError", "wrong element type " + class_name(vm, kv) + " (expected array)");
        return Value::none();
      }
      h.as<DictObj>()->set(rb_key(items(kv)[0]), items(kv)[1]);
    }
    return h;
  }
  if (name == "reverse_each") {
    for (auto it = xs.rbegin(); it != xs.rend(); ++it) {
      yield1(vm, blk, *it);
      NEED_OK;
    }
    return self;
  }
  if (name == "each_entry") return list(xs);
  if (name == "lazy") return rb_lazy_new(vm, self);
  if (name == "cycle") {  // cycle(n) n passes; cycle / cycle(nil) until the block breaks (or the budget ends)
    bool forever = args.empty() || args[0].is_none();
    if (forever && !has_blk) return rb_cycle_enum(vm, xs);
    std::int64_t n = forever ? 0 : iarg(args, 0, 1);
    if (!has_blk) {  // cycle(n) without a block: the n passes
      std::vector<Value> out;
      if (n > 0 && !xs.empty()) {
        // the budget check comes first: n * size may be beyond any memory
        std::uint64_t total = static_cast<std::uint64_t>(n) > (1ull << 40) / xs.size() ? ~0ull : n * xs.size();
        if (!vm.charge(total)) return Value::none();
        for (std::int64_t k = 0; k < n; ++k) out.insert(out.end(), xs.begin(), xs.end());
      }
      Value e = rb_method_enum(vm, self, "cycle", args);
      NEED_OK;
      if (e.is(Tag::Instance)) set_instance_field(vm, e, "__src", list(std::move(out)));
      return e;
    }
    if (xs.empty()) return Value::none();
    for (std::int64_t k = 0; forever || k < n; ++k) {
      if (!vm.charge(xs.size())) return Value::none();
      for (auto& x : xs) {
        yield1(vm, blk, x);
        NEED_OK;
      }
    }
    return Value::none();
  }
  if (name == "sum_of") return Value::none();
  found = false;
  return Value::none();
}

}  // namespace reddragon::vm::ruby
