// ruby_types.cpp - Array, Hash, String, Symbol, Integer, Float, Range and
// Proc methods.
#include <algorithm>
#include <cmath>
#include <cstring>
#include <functional>
#include <numeric>
#include <unordered_set>

#include "reddragon/vm/bigint.hpp"
#include "ruby_shared.hpp"

namespace reddragon::vm::ruby {
using ir::Operator;

Value enum_method(Vm& vm, const Value& self, std::vector<Value>& xs, const std::string& name, std::vector<Value>& args,
                  const Value& blk, bool& found);

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
bool frozen_check(Vm& vm, const Value& v) {
  if (rb_frozen(vm, v)) {
    rb_raise(vm, "FrozenError", "can't modify frozen " + class_name(vm, v) + ": " + inspect(vm, v));
    return false;
  }
  return true;
}
Value yield1(Vm& vm, const Value& blk, const Value& x) { return call_block(vm, blk, {x}); }
/// Charges long native loops to the step budget (false: stop, the run is over).
bool tick(Vm& vm, std::int64_t i) { return (i & 255) != 0 || vm.charge(32); }
std::int64_t to_i64_val(const Value& v) { return v.is(Tag::Int) ? v.i() : v.is(Tag::Float) ? static_cast<std::int64_t>(v.d()) : 0; }
Value arg0_copy(const std::vector<Value>& a) { return a.empty() ? Value::none() : a[0]; }
bool is_intlike_v(const Value& v) { return v.is(Tag::Int) || v.is(Tag::BigInt); }
bool is_zero(const Value& v) { return is_numeric(v) && compare_numeric(v, Value::integer(0)) == 0; }

/// Normalises a (start, length) or range index over a sequence of n items.
bool slice_bounds(Vm& vm, std::int64_t n, const std::vector<Value>& args, std::int64_t& lo, std::int64_t& len) {
  if (args.size() == 2) {
    lo = iarg(args, 0, 0);
    len = iarg(args, 1, 0);
    if (lo < 0) lo += n;
    if (lo < 0 || lo > n || len < 0) return false;
    len = std::min(len, n - lo);
    return true;
  }
  if (args.size() == 1 && rb_is_range(args[0])) {
    Value a = instance_field(vm, args[0], "begin"), b = instance_field(vm, args[0], "end");
    bool excl = instance_field(vm, args[0], "excl").b();
    lo = a.is_none() ? 0 : iarg({a}, 0, 0);
    std::int64_t hi = b.is_none() ? n - 1 : iarg({b}, 0, 0);
    if (lo < 0) lo += n;
    if (hi < 0) hi += n;
    if (excl && !b.is_none()) --hi;
    if (lo < 0 || lo > n) return false;
    len = std::max<std::int64_t>(0, std::min(hi, n - 1) - lo + 1);
    return true;
  }
  return false;
}

// ASCII letters only (as the C locale's toupper), without a library call per byte
std::string upcase(std::string s) {
  for (auto& c : s) c = static_cast<char>(c >= 'a' && c <= 'z' ? c - 32 : c);
  return s;
}
std::string downcase(std::string s) {
  for (auto& c : s) c = static_cast<char>(c >= 'A' && c <= 'Z' ? c + 32 : c);
  return s;
}
std::string capitalize(std::string s) {
  s = downcase(s);
  if (!s.empty()) s[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(s[0])));
  return s;
}
std::string swapcase(std::string s) {
  for (auto& c : s) {
    unsigned char u = static_cast<unsigned char>(c);
    c = static_cast<char>(std::isupper(u) ? std::tolower(u) : std::toupper(u));
  }
  return s;
}
const char* kSpace = " \t\n\v\f\r";
std::string strip(const std::string& s, bool l, bool r) {
  std::size_t a = 0, b = s.size();
  if (l) while (a < b && (std::strchr(kSpace, s[a]) || s[a] == '\0')) ++a;
  if (r) while (b > a && (std::strchr(kSpace, s[b - 1]) || s[b - 1] == '\0')) --b;
  return s.substr(a, b - a);
}
/// UTF-8 characters.
std::vector<std::string> chars_of(const std::string& s) {
  std::vector<std::string> out;
  for (std::size_t i = 0; i < s.size();) {
    unsigned char c = static_cast<unsigned char>(s[i]);
    std::size_t n = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 1;
    n = std::min(n, s.size() - i);
    out.push_back(s.substr(i, n));
    i += n;
  }
  return out;
}
/// Characters in UTF-8 text (the bytes that do not continue a character).
std::size_t utf8_len(const std::string& s) {
  std::size_t n = 0;
  for (unsigned char c : s) n += (c & 0xC0) != 0x80;
  return n;
}
/// Byte offset of character i (the text's size when past its end), walking
/// from the start: charged for the bytes walked.
bool utf8_offset(Vm& vm, const std::string& s, std::size_t i, std::size_t& at) {
  std::size_t b = 0;
  for (std::size_t k = 0; k < i && b < s.size(); ++k) {
    unsigned char c = static_cast<unsigned char>(s[b]);
    std::size_t w = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 1;
    b = std::min(b + w, s.size());
  }
  at = b;
  return vm.charge_bytes(b);
}
/// tr-style character set expansion ("a-z", "^abc").
std::string expand_set(const std::string& s, bool& neg) {
  std::string out;
  std::size_t i = 0;
  neg = s.size() > 1 && s[0] == '^';
  if (neg) i = 1;
  for (; i < s.size(); ++i) {
    if (i + 2 < s.size() && s[i + 1] == '-') {
      for (int c = static_cast<unsigned char>(s[i]); c <= static_cast<unsigned char>(s[i + 2]); ++c) out += static_cast<char>(c);
      i += 2;
    } else out += s[i];
  }
  return out;
}
std::string succ(std::string t) {
  if (t.empty()) return t;
  int i = static_cast<int>(t.size()) - 1;
  while (i >= 0) {
    char& c = t[static_cast<std::size_t>(i)];
    if (c == 'z') { c = 'a'; --i; }
    else if (c == 'Z') { c = 'A'; --i; }
    else if (c == '9') { c = '0'; --i; }
    else if (!std::isalnum(static_cast<unsigned char>(c))) { ++c; return t; }
    else { ++c; return t; }
  }
  char first = t[0] == 'a' ? 'a' : t[0] == 'A' ? 'A' : '1';
  t.insert(t.begin(), first);
  return t;
}
}  // namespace

// --- Array -------------------------------------------------------------------------
Value array_method(Vm& vm, const Value& self, const std::string& name, std::vector<Value>& args, const Value& blk,
                   bool& found) {
  found = true;
  auto& xs = items(self);
  std::int64_t n = static_cast<std::int64_t>(xs.size());
  if (name == "length" || name == "size") return Value::integer(n);
  if (name == "empty?") return Value::boolean(xs.empty());
  if (name == "next" || name == "peek" || name == "rewind") return rb_list_next(vm, self, name);
  if (name == "any?" && args.empty() && blk.is_none()) {
    for (auto& x : xs) if (rb_truthy(x)) return Value::boolean(true);
    return Value::boolean(false);
  }
  if (name == "push" || name == "append" || name == "<<") {
    if (!frozen_check(vm, self)) return Value::none();
    for (auto& a : args) xs.push_back(a);
    return self;
  }
  if (name == "pop" || name == "shift") {
    if (!frozen_check(vm, self)) return Value::none();
    if (!args.empty()) {
      std::size_t k = std::min<std::size_t>(xs.size(), static_cast<std::size_t>(std::max<std::int64_t>(0, iarg(args, 0, 1))));
      std::vector<Value> out;
      if (name == "pop") {
        out.assign(xs.end() - static_cast<std::ptrdiff_t>(k), xs.end());
        xs.resize(xs.size() - k);
      } else {
        out.assign(xs.begin(), xs.begin() + static_cast<std::ptrdiff_t>(k));
        xs.erase(xs.begin(), xs.begin() + static_cast<std::ptrdiff_t>(k));
      }
      return list(out);
    }
    if (xs.empty()) return Value::none();
    Value v;
    if (name == "pop") {
      v = xs.back();
      xs.pop_back();
    } else {
      v = xs.front();
      xs.erase(xs.begin());
    }
    return v;
  }
  if (name == "unshift" || name == "prepend") {
    if (!frozen_check(vm, self)) return Value::none();
    xs.insert(xs.begin(), args.begin(), args.end());
    return self;
  }
  if (name == "insert") {
    std::int64_t i = iarg(args, 0, 0);
    if (i < 0) i += n + 1;
    if (i > n) xs.resize(static_cast<std::size_t>(i));
    xs.insert(xs.begin() + i, args.begin() + 1, args.end());
    return self;
  }
  if (name == "concat") {
    for (auto& a : args)
      if (a.is(Tag::List)) {
        std::vector<Value> c = items(a);
        xs.insert(xs.end(), c.begin(), c.end());
      }
    return self;
  }
  if (name == "[]" || name == "slice") {
    std::int64_t lo, len;
    if (args.size() == 1 && args[0].is(Tag::Int)) {
      std::int64_t i = args[0].i();
      if (i < 0) i += n;
      return i >= 0 && i < n ? xs[static_cast<std::size_t>(i)] : Value::none();
    }
    if (!slice_bounds(vm, n, args, lo, len)) return Value::none();
    return list(std::vector<Value>(xs.begin() + lo, xs.begin() + lo + len));
  }
  if (name == "at") {
    std::int64_t i = iarg(args, 0, 0);
    if (i < 0) i += n;
    return i >= 0 && i < n ? xs[static_cast<std::size_t>(i)] : Value::none();
  }
  if (name == "[]=") {
    if (!frozen_check(vm, self)) return Value::none();
    if (args.size() == 3) {
      std::int64_t lo = iarg(args, 0, 0), len = iarg(args, 1, 0);
      if (lo < 0) lo += n;
      lo = std::clamp<std::int64_t>(lo, 0, n);
      len = std::clamp<std::int64_t>(len, 0, n - lo);
      std::vector<Value> repl = args[2].is(Tag::List) ? items(args[2]) : std::vector<Value>{args[2]};
      xs.erase(xs.begin() + lo, xs.begin() + lo + len);
      xs.insert(xs.begin() + lo, repl.begin(), repl.end());
      return args[2];
    }
    return Value::none();
  }
  if (name == "fetch") {
    std::int64_t i = iarg(args, 0, 0), j = i < 0 ? i + n : i;
    if (j >= 0 && j < n) return xs[static_cast<std::size_t>(j)];
    if (!blk.is_none()) return yield1(vm, blk, arg0_copy(args));
    if (args.size() > 1) return args[1];
    rb_raise(vm, "IndexError", "index " + std::to_string(i) + " outside of array bounds: " + std::to_string(-n) + "..." + std::to_string(n));
    return Value::none();
  }
  if (name == "dig") {
    Value cur = self;
    for (auto& a : args) {
      if (cur.is_none()) return cur;
      cur = send(vm, cur, "[]", {a});
      NEED_OK;
    }
    return cur;
  }
  if (name == "first" || name == "last") {
    if (args.empty()) return xs.empty() ? Value::none() : (name == "first" ? xs.front() : xs.back());
    std::size_t k = std::min<std::size_t>(xs.size(), static_cast<std::size_t>(std::max<std::int64_t>(0, iarg(args, 0, 0))));
    if (name == "first") return list(std::vector<Value>(xs.begin(), xs.begin() + static_cast<std::ptrdiff_t>(k)));
    return list(std::vector<Value>(xs.end() - static_cast<std::ptrdiff_t>(k), xs.end()));
  }
  if (name == "rindex") {
    for (std::int64_t i = n - 1; i >= 0; --i) {
      if (i >= static_cast<std::int64_t>(xs.size())) continue;
      bool hit;
      if (!blk.is_none()) {
        Value r = yield1(vm, blk, Value(xs[static_cast<std::size_t>(i)]));
        NEED_OK;
        hit = rb_truthy(r);
      } else hit = !args.empty() && rb_eq(vm, xs[static_cast<std::size_t>(i)], args[0]);
      if (hit) return Value::integer(i);
    }
    return Value::none();
  }
  if (name == "join") {
    std::string sep = args.empty() || args[0].is_none() ? "" : to_s(vm, args[0]);
    std::string out;
    std::function<void(const Value&)> go = [&](const Value& l) {
      bool first = true;
      for (auto& x : items(l)) {
        if (!first || &l != &self) {}
        if (!out.empty() || !first) {}
        (void)first;
        if (x.is(Tag::List)) {
          go(x);
          continue;
        }
        if (!out.empty() || first == false) {}
        first = false;
      }
    };
    (void)go;
    std::vector<Value> flat;
    std::function<void(const Value&, int)> fl = [&](const Value& l, int d) {
      for (auto& x : items(l)) {
        if (x.is(Tag::List) && d < 100) fl(x, d + 1);
        else flat.push_back(x);
      }
    };
    fl(self, 0);
    for (std::size_t i = 0; i < flat.size(); ++i) {
      if (i) out += sep;
      out += to_s(vm, flat[i]);
      NEED_OK;
    }
    return make_str(out);
  }
  if (name == "reverse") {
    std::vector<Value> ys(xs.rbegin(), xs.rend());
    return list(ys);
  }
  if (name == "reverse!") {
    std::reverse(xs.begin(), xs.end());
    return self;
  }
  if (name == "rotate") {
    if (xs.empty()) return list({});
    std::int64_t k = ((iarg(args, 0, 1) % n) + n) % n;
    std::vector<Value> ys(xs.begin() + k, xs.end());
    ys.insert(ys.end(), xs.begin(), xs.begin() + k);
    return list(ys);
  }
  if (name == "compact") {
    std::vector<Value> ys;
    for (auto& x : xs) if (!x.is_none()) ys.push_back(x);
    return list(ys);
  }
  if (name == "compact!") {
    std::size_t before = xs.size();
    xs.erase(std::remove_if(xs.begin(), xs.end(), [](const Value& v) { return v.is_none(); }), xs.end());
    return xs.size() == before ? Value::none() : self;
  }
  if (name == "flatten" || name == "flatten!") {
    std::int64_t depth = args.empty() ? -1 : iarg(args, 0, -1);
    std::vector<Value> out;
    std::function<void(const Value&, std::int64_t, int)> fl = [&](const Value& l, std::int64_t d, int guard) {
      for (auto& x : items(l)) {
        if (x.is(Tag::List) && d != 0 && guard < 1000) fl(x, d - 1, guard + 1);
        else out.push_back(x);
      }
    };
    fl(self, depth, 0);
    if (name == "flatten!") {
      xs = out;
      return self;
    }
    return list(out);
  }
  if (name == "uniq!" || name == "sort!" || name == "sort_by!" || name == "map!" || name == "collect!" ||
      name == "select!" || name == "filter!" || name == "reject!" || name == "keep_if" || name == "delete_if") {
    if (!frozen_check(vm, self)) return Value::none();
    std::string base = name;
    if (base.back() == '!') base.pop_back();
    if (base == "keep_if") base = "select";
    if (base == "delete_if") base = "reject";
    std::vector<Value> copy = xs;
    bool f2;
    Value r = enum_method(vm, self, copy, base, args, blk, f2);
    NEED_OK;
    std::size_t before = xs.size();
    xs = items(r);
    if ((name == "uniq!" || name == "select!" || name == "reject!" || name == "filter!") && xs.size() == before)
      return Value::none();
    return self;
  }
  if (name == "delete") {
    Value found_v = Value::none();
    std::vector<Value> ys;
    for (auto& x : xs) {
      if (!args.empty() && rb_eq(vm, x, args[0])) found_v = x;
      else ys.push_back(x);
    }
    xs = ys;
    return found_v;
  }
  if (name == "delete_at") {
    std::int64_t i = iarg(args, 0, 0);
    if (i < 0) i += n;
    if (i < 0 || i >= n) return Value::none();
    Value v = xs[static_cast<std::size_t>(i)];
    xs.erase(xs.begin() + i);
    return v;
  }
  if (name == "clear") {
    xs.clear();
    return self;
  }
  if (name == "replace") {
    if (!args.empty() && args[0].is(Tag::List)) xs = items(args[0]);
    return self;
  }
  if (name == "fill") {
    if (!blk.is_none()) {
      for (std::int64_t i = 0; i < n; ++i) {
        Value v = yield1(vm, blk, Value::integer(i));
        NEED_OK;
        if (i < static_cast<std::int64_t>(xs.size())) xs[static_cast<std::size_t>(i)] = v;
      }
    } else
      for (auto& x : xs) x = args.empty() ? Value::none() : args[0];
    return self;
  }
  if (name == "values_at") {
    std::vector<Value> out;
    for (auto& a : args) {
      std::int64_t i = iarg({a}, 0, 0);
      if (i < 0) i += n;
      out.push_back(i >= 0 && i < n ? xs[static_cast<std::size_t>(i)] : Value::none());
    }
    return list(out);
  }
  if (name == "transpose") {
    std::vector<Value> out;
    if (xs.empty()) return list({});
    std::size_t m = items(xs[0]).size();
    for (std::size_t j = 0; j < m; ++j) {
      std::vector<Value> row;
      for (auto& r : xs) row.push_back(r.is(Tag::List) && j < items(r).size() ? items(r)[j] : Value::none());
      out.push_back(list(row));
    }
    return list(out);
  }
  if (name == "product") {
    std::vector<Value> out;
    for (auto& x : xs)
      for (auto& y : args.empty() ? std::vector<Value>{} : items(args[0])) out.push_back(list({x, y}));
    return list(out);
  }
  if (name == "combination" || name == "permutation") {
    std::int64_t k = iarg(args, 0, n);
    std::vector<Value> out;
    std::vector<std::size_t> idx;
    std::vector<bool> used(xs.size(), false);
    std::function<void(std::size_t)> rec = [&](std::size_t start) {
      if (static_cast<std::int64_t>(idx.size()) == k) {
        std::vector<Value> row;
        for (auto i : idx) row.push_back(xs[i]);
        out.push_back(list(row));
        return;
      }
      for (std::size_t i = name == "combination" ? start : 0; i < xs.size(); ++i) {
        if (used[i]) continue;
        used[i] = true;
        idx.push_back(i);
        rec(i + 1);
        idx.pop_back();
        used[i] = false;
      }
    };
    if (k >= 0 && k <= n && n <= 12) rec(0);
    if (!blk.is_none()) {
      for (auto& r : out) {
        yield1(vm, blk, r);
        NEED_OK;
      }
      return self;
    }
    return list(out);
  }
  if (name == "each_index") {
    if (blk.is_none()) {
      std::vector<Value> out;
      for (std::int64_t i = 0; i < n; ++i) out.push_back(Value::integer(i));
      return list(out);
    }
    for (std::int64_t i = 0; i < n; ++i) {
      yield1(vm, blk, Value::integer(i));
      NEED_OK;
    }
    return self;
  }
  if (name == "assoc") {
    for (auto& x : xs)
      if (x.is(Tag::List) && !items(x).empty() && rb_eq(vm, items(x)[0], args[0])) return x;
    return Value::none();
  }
  if (name == "sum" || name == "min" || name == "max") {
    // handled by enum_method
  }
  if (name == "to_a" || name == "entries") return self;
  if (name == "to_s" || name == "inspect") return make_str(inspect(vm, self));
  if (name == "bsearch") {
    std::vector<Value> copy = xs;
    for (auto& x : copy) {
      Value r = yield1(vm, blk, x);
      NEED_OK;
      if (rb_truthy(r) || (r.is(Tag::Int) && r.i() == 0)) return x;
    }
    return Value::none();
  }
  if (name == "pack" || name == "sample" || name == "shuffle") {
    found = false;
    return Value::none();
  }
  if (name == "intersection" || name == "union" || name == "difference") {
    Operator op = name == "intersection" ? Operator::BitAnd : name == "union" ? Operator::BitOr : Operator::Sub;
    Value acc = self;
    for (auto& a : args) {
      acc = rb_binop_entry(vm, op, acc, a);  // Ruby's Array -, &, | (the kernel's binop has no list difference)
      NEED_OK;
    }
    return acc;
  }
  // Enumerable's methods work on a copy (a block may change the array); the
  // rest (frozen?, is_a?, ...) are Object's: no copy for them
  static const std::unordered_set<std::string_view> kEnumerable = {"all?", "any?", "chunk", "chunk_while", "collect", "collect_concat", "count", "cycle", "detect", "drop", "drop_while", "each", "each_cons", "each_entry", "each_slice", "each_with_index", "each_with_index_map", "each_with_object", "entries", "filter", "filter_map", "find", "find_all", "find_index", "first", "flat_map", "force", "grep", "grep_v", "group_by", "include?", "index", "inject", "lazy", "map", "max", "max_by", "member?", "min", "min_by", "minmax", "minmax_by", "none?", "one?", "partition", "reduce", "reject", "reverse_each", "select", "slice_when", "sort", "sort_by", "sum", "sum_of", "take", "take_while", "tally", "to_a", "to_h", "uniq", "with_index", "zip"};
  if (!kEnumerable.count(name)) {
    found = false;
    return Value::none();
  }
  if (!vm.charge_copy(xs.size())) return Value::none();
  std::vector<Value> copy = xs;
  return enum_method(vm, self, copy, name, args, blk, found);
}

// --- Hash --------------------------------------------------------------------------
Value hash_method(Vm& vm, const Value& self, const std::string& name, std::vector<Value>& args, const Value& blk,
                  bool& found) {
  found = true;
  auto* d = self.as<DictObj>();
  if (!args.empty() && args[0].is(Tag::Instance)) {  // an object key with its own hash/eql?
    args[0] = rb_canon_key(vm, self, args[0]);
    NEED_OK;
  }
  auto key = [&]() -> Value { return args.empty() ? Value::none() : rb_key(args[0]); };
  if (name == "length" || name == "size") return Value::integer(static_cast<std::int64_t>(d->entries.size()));
  if (name == "empty?") return Value::boolean(d->entries.empty());
  if (name == "[]") {
    Value* p = d->find(key());
    if (p) return *p;
    bool has;
    return rb_hash_default(vm, self, key(), has);
  }
  if (name == "[]=" || name == "store") {
    if (!frozen_check(vm, self)) return Value::none();
    Value k = key();
    if (is_str(k) && !rb_frozen(vm, k)) k = make_str(sv(k));
    d->set(k, args.size() > 1 ? args[1] : Value::none());
    return args.size() > 1 ? args[1] : Value::none();
  }
  if (name == "fetch") {
    Value* p = d->find(key());
    if (p) return *p;
    if (!blk.is_none()) return yield1(vm, blk, key());
    if (args.size() > 1) return args[1];
    rb_raise(vm, "KeyError", "key not found: " + inspect(vm, key()));
    return Value::none();
  }
  if (name == "dig") {
    Value cur = self;
    for (auto& a : args) {
      if (cur.is_none()) return cur;
      cur = send(vm, cur, "[]", {a});
      NEED_OK;
    }
    return cur;
  }
  if (name == "key?" || name == "has_key?" || name == "include?" || name == "member?")
    return Value::boolean(d->find(key()) != nullptr);
  if (name == "value?" || name == "has_value?") {
    for (auto& [k, v] : d->entries)
      if (rb_eq(vm, v, key())) return Value::boolean(true);
    return Value::boolean(false);
  }
  if (name == "key") {
    for (auto& [k, v] : d->entries)
      if (rb_eq(vm, v, key())) return k;
    return Value::none();
  }
  if (name == "keys" || name == "values") {
    std::vector<Value> out;
    for (auto& [k, v] : d->entries) out.push_back(name == "keys" ? k : v);
    return list(out);
  }
  if (name == "values_at" || name == "fetch_values") {
    std::vector<Value> out;
    for (auto& a : args) {
      Value* p = d->find(rb_key(a));
      out.push_back(p ? *p : Value::none());
    }
    return list(out);
  }
  if (name == "delete") {
    Value* p = d->find(key());
    if (!p) return blk.is_none() ? Value::none() : yield1(vm, blk, key());
    Value v = *p;
    d->erase(key());
    return v;
  }
  if (name == "each" || name == "each_pair") {
    auto es = d->entries;
    if (blk.is_none()) {  // the enumerator: the [key, value] pairs
      std::vector<Value> out;
      for (auto& [k, v] : es) out.push_back(list({k, v}));
      return list(std::move(out));
    }
    for (auto& [k, v] : es) {
      call_block(vm, blk, {list({k, v})});
      NEED_OK;
    }
    return self;
  }
  if (name == "each_key" || name == "each_value") {
    auto es = d->entries;
    for (auto& [k, v] : es) {
      yield1(vm, blk, name == "each_key" ? k : v);
      NEED_OK;
    }
    return self;
  }
  if (name == "select" || name == "filter" || name == "reject" || name == "filter!" || name == "select!" ||
      name == "reject!" || name == "delete_if" || name == "keep_if") {
    bool want = !(name == "reject" || name == "reject!" || name == "delete_if");
    Value h = make<DictObj>();
    auto es = d->entries;
    for (auto& [k, v] : es) {
      Value r = call_block(vm, blk, {k, v});
      NEED_OK;
      if (rb_truthy(r) == want) h.as<DictObj>()->set(k, v);
    }
    if (name.back() == '!' || name == "delete_if" || name == "keep_if") {
      if (!frozen_check(vm, self)) return Value::none();
      bool same = h.as<DictObj>()->entries.size() == d->entries.size();
      d->entries = h.as<DictObj>()->entries;
      d->index = h.as<DictObj>()->index;
      return same && name.back() == '!' ? Value::none() : self;  // select!/reject!: nil when nothing changed
    }
    return h;
  }
  if (name == "transform_values" || name == "transform_keys" || name == "transform_values!") {
    Value h = make<DictObj>();
    auto es = d->entries;
    for (auto& [k, v] : es) {
      if (name == "transform_keys") {
        Value nk = yield1(vm, blk, k);
        NEED_OK;
        h.as<DictObj>()->set(nk, v);
      } else {
        Value nv = yield1(vm, blk, v);
        NEED_OK;
        h.as<DictObj>()->set(k, nv);
      }
    }
    if (name == "transform_values!") {
      d->entries = h.as<DictObj>()->entries;
      return self;
    }
    return h;
  }
  if (name == "merge" || name == "merge!" || name == "update") {
    Value h = self;
    if (name == "merge") {
      h = make<DictObj>();
      for (auto& [k, v] : d->entries) h.as<DictObj>()->set(k, v);
    }
    for (auto& o : args) {
      if (!o.is(Tag::Dict)) continue;
      auto oes = o.as<DictObj>()->entries;
      for (auto& [k, v] : oes) {
        Value* p = h.as<DictObj>()->find(k);
        if (p && !blk.is_none()) {
          Value nv = call_block(vm, blk, {k, *p, v});
          NEED_OK;
          h.as<DictObj>()->set(k, nv);
        } else h.as<DictObj>()->set(k, v);
      }
    }
    return h;
  }
  if (name == "invert") {
    Value h = make<DictObj>();
    for (auto& [k, v] : d->entries) h.as<DictObj>()->set(v, k);
    return h;
  }
  if (name == "to_h" && blk.is_none()) return self;
  if (name == "compare_by_identity") {  // recorded; keys still compare by value (see library.tsv)
    Value& st = vm.run_state("ruby.by_identity");
    if (st.is_none()) st = list({});
    items(st).push_back(self);
    return self;
  }
  if (name == "compare_by_identity?") {
    Value& st = vm.run_state("ruby.by_identity");
    if (!st.is_none())
      for (auto& h : items(st))
        if (h.as<Obj>() == self.as<Obj>()) return Value::boolean(true);
    return Value::boolean(false);
  }
  if (name == "to_a" || name == "entries") {
    std::vector<Value> out;
    for (auto& [k, v] : d->entries) out.push_back(list({k, v}));
    return list(out);
  }
  if (name == "clear") {
    d->entries.clear();
    d->index.clear();
    return self;
  }
  if (name == "default") {
    bool has;
    return rb_hash_default(vm, self, Value::none(), has);
  }
  if (name == "default=") {
    rb_hash_set_default(vm, self, key(), Value::none());
    return key();
  }
  if (name == "slice" || name == "except") {
    Value h = make<DictObj>();
    if (name == "slice") {
      for (auto& a : args)
        if (Value* p = d->find(a)) h.as<DictObj>()->set(a, *p);
    } else {
      for (auto& [k, v] : d->entries) {
        bool drop = false;
        for (auto& a : args) drop = drop || rb_eq(vm, a, k);
        if (!drop) h.as<DictObj>()->set(k, v);
      }
    }
    return h;
  }
  if (name == "compact") {
    Value h = make<DictObj>();
    for (auto& [k, v] : d->entries) if (!v.is_none()) h.as<DictObj>()->set(k, v);
    return h;
  }
  if (name == "any?" && !blk.is_none()) {
    auto es = d->entries;
    for (auto& [k, v] : es) {
      Value r = call_block(vm, blk, {k, v});
      NEED_OK;
      if (rb_truthy(r)) return Value::boolean(true);
    }
    return Value::boolean(false);
  }
  if (name == "count" && !blk.is_none()) {
    std::int64_t c = 0;
    auto es = d->entries;
    for (auto& [k, v] : es) {
      Value r = call_block(vm, blk, {k, v});
      NEED_OK;
      if (rb_truthy(r)) ++c;
    }
    return Value::integer(c);
  }
  if (name == "sum" && blk.is_none()) {
    found = true;
  }
  if (name == "to_s" || name == "inspect") return make_str(inspect(vm, self));
  if (name == "sort_by" || name == "min_by" || name == "max_by" || name == "group_by" || name == "partition" ||
      name == "find" || name == "detect" || name == "map" || name == "flat_map" || name == "collect" ||
      name == "each_with_index" || name == "each_with_object" || name == "reduce" || name == "inject" ||
      name == "sum" || name == "count" || name == "sort" || name == "min" || name == "max" || name == "all?" ||
      name == "any?" || name == "none?" || name == "filter_map" || name == "to_h" || name == "first" ||
      name == "take" || name == "drop" || name == "each_slice" || name == "zip" || name == "uniq" ||
      name == "find_all" || name == "tally" || name == "sum") {
    std::vector<Value> xs;
    for (auto& [k, v] : d->entries) xs.push_back(list({k, v}));
    if (name == "first" && args.empty()) return xs.empty() ? Value::none() : xs[0];
    return enum_method(vm, self, xs, name, args, blk, found);
  }
  found = false;
  return Value::none();
}

// --- Range -------------------------------------------------------------------------
Value range_method(Vm& vm, const Value& self, const std::string& name, std::vector<Value>& args, const Value& blk,
                   bool& found) {
  found = true;
  Value a = instance_field(vm, self, "begin"), b = instance_field(vm, self, "end");
  bool excl = instance_field(vm, self, "excl").b();
  if (name == "lazy") return rb_lazy_new(vm, self);  // endless ranges too: items come on demand
  if (name == "begin" || (name == "first" && args.empty())) return a;
  if (name == "end" || (name == "last" && args.empty())) return b;
  if (name == "min" && args.empty() && blk.is_none()) {
    int c = rb_cmp(vm, a, b);
    return (c > 0 || (c == 0 && excl)) ? Value::none() : a;
  }
  if (name == "max" && args.empty() && blk.is_none() && b.is(Tag::Int)) {
    std::int64_t hi = excl ? b.i() - 1 : b.i();
    return a.is(Tag::Int) && hi < a.i() ? Value::none() : Value::integer(hi);
  }
  if (name == "exclude_end?") return Value::boolean(excl);
  if (name == "include?" || name == "member?" || name == "cover?" || name == "===") {
    Value x = args.empty() ? Value::none() : args[0];
    // objects of a program's class compare with their <=>
    bool objects = x.is(Tag::Instance) && (a.is(Tag::Instance) || b.is(Tag::Instance));
    if (!objects && !(is_numeric(x) && is_numeric(a)) && !(x.is(Tag::Str) && a.is(Tag::Str))) {
      if (!a.is_none() || !b.is_none()) {
        if (!(is_numeric(x) || x.is(Tag::Str))) return Value::boolean(false);
        if (!a.is_none() && (is_numeric(a) != is_numeric(x))) return Value::boolean(false);
      }
    }
    if (!a.is_none()) {
      int c = rb_cmp(vm, a, x);
      if (vm.raising()) { vm.clear_raise(); return Value::boolean(false); }
      if (c > 0) return Value::boolean(false);
    }
    if (!b.is_none()) {
      int c = rb_cmp(vm, x, b);
      if (vm.raising()) { vm.clear_raise(); return Value::boolean(false); }
      if (c > 0 || (c == 0 && excl)) return Value::boolean(false);
    }
    return Value::boolean(true);
  }
  if ((name == "size" || name == "count") && args.empty() && blk.is_none() && a.is(Tag::Int) && b.is(Tag::Int)) {
    std::int64_t n = b.i() - a.i() + (excl ? 0 : 1);
    return Value::integer(std::max<std::int64_t>(0, n));
  }
  if (name == "sum" && blk.is_none() && args.empty() && a.is(Tag::Int) && b.is(Tag::Int)) {
    std::int64_t hi = excl ? b.i() - 1 : b.i();
    if (hi < a.i()) return Value::integer(0);
    BigInt s = (BigInt(a.i()) + BigInt(hi)) * (BigInt(hi) - BigInt(a.i()) + 1) / 2;
    return make_int(s);
  }
  if (name == "step" || name == "%") {
    Value st = args.empty() ? Value::integer(1) : args[0];
    std::vector<Value> out;
    if (a.is(Tag::Int) && st.is(Tag::Int) && (b.is(Tag::Int) || b.is_none())) {
      if (st.i() <= 0) { rb_raise(vm, "ArgumentError", "step can't be negative"); return Value::none(); }
      std::int64_t hi = b.is_none() ? a.i() + 1000000 : b.i();
      for (std::int64_t i = a.i(), k = 0; excl ? i < hi : i <= hi; i += st.i(), ++k) {
        if (!tick(vm, k)) return Value::none();
        if (!blk.is_none()) {
          yield1(vm, blk, Value::integer(i));
          NEED_OK;
        } else out.push_back(Value::integer(i));
      }
    } else {
      double lo = to_double(a), hi = to_double(b), s = to_double(st);
      if (s <= 0) return Value::none();
      std::int64_t cnt = static_cast<std::int64_t>(std::floor((hi - lo) / s + 1e-9));
      for (std::int64_t i = 0; i <= cnt; ++i) {
        if (!tick(vm, i)) return Value::none();
        double v = lo + static_cast<double>(i) * s;
        if (excl && v >= hi) break;
        if (!blk.is_none()) {
          yield1(vm, blk, Value::real(v));
          NEED_OK;
        } else out.push_back(Value::real(v));
      }
    }
    return blk.is_none() ? list(out) : self;
  }
  if (name == "to_s" || name == "inspect") return make_str(name == "to_s" ? to_s(vm, self) : inspect(vm, self));
  if (name == "each" && !blk.is_none() && a.is(Tag::Int) && b.is_none()) {  // endless
    for (std::int64_t i = a.i();; ++i) {
      yield1(vm, blk, Value::integer(i));
      NEED_OK;
    }
  }
  std::vector<Value> xs;
  if (!rb_range_items(vm, self, xs)) return Value::none();
  if (name == "last" || name == "to_a" || name == "to_ary" || name == "entries") {
    if (name == "last") {
      std::size_t k = std::min<std::size_t>(xs.size(), static_cast<std::size_t>(iarg(args, 0, 1)));
      return list(std::vector<Value>(xs.end() - static_cast<std::ptrdiff_t>(k), xs.end()));
    }
    return list(xs);
  }
  if (name == "size" || name == "length") return Value::integer(static_cast<std::int64_t>(xs.size()));
  return enum_method(vm, self, xs, name, args, blk, found);
}

// --- String / Symbol ---------------------------------------------------------------
Value string_method(Vm& vm, const Value& self, const std::string& name, std::vector<Value>& args, const Value& blk,
                    bool& found) {
  found = true;
  std::string& s = self.as<StrObj>()->s;
  auto arg_s = [&](std::size_t i) -> std::string { return i < args.size() ? to_s(vm, args[i]) : ""; };
  auto mutate = [&](const std::string& ns, bool bang_nil) -> Value {
    if (!frozen_check(vm, self)) return Value::none();
    bool same = ns == s;
    s = ns;
    return bang_nil && same ? Value::none() : self;
  };
  if (name == "length" || name == "size") return Value::integer(static_cast<std::int64_t>(utf8_len(s)));
  if (name == "bytesize") return Value::integer(static_cast<std::int64_t>(s.size()));
  if (name == "empty?") return Value::boolean(s.empty());
  if (name == "upcase") return make_str(upcase(s));
  if (name == "downcase") return make_str(downcase(s));
  if (name == "capitalize") return make_str(capitalize(s));
  if (name == "swapcase") return make_str(swapcase(s));
  if (name == "upcase!") return mutate(upcase(s), true);
  if (name == "downcase!") return mutate(downcase(s), true);
  if (name == "capitalize!") return mutate(capitalize(s), true);
  if (name == "swapcase!") return mutate(swapcase(s), true);
  if (name == "reverse" || name == "reverse!") {  // bytes reversed, then each multibyte character put back in order
    std::string r(s.rbegin(), s.rend());
    for (std::size_t i = 0; i < r.size();) {
      std::size_t j = i;
      while (j < r.size() && (static_cast<unsigned char>(r[j]) & 0xC0) == 0x80) ++j;
      if (j < r.size() && j > i) std::reverse(r.begin() + static_cast<std::ptrdiff_t>(i), r.begin() + static_cast<std::ptrdiff_t>(j + 1));
      i = j + 1;
    }
    return name == "reverse" ? make_str(r) : mutate(r, false);
  }
  if (name == "strip") return make_str(strip(s, true, true));
  if (name == "lstrip") return make_str(strip(s, true, false));
  if (name == "rstrip") return make_str(strip(s, false, true));
  if (name == "strip!") return mutate(strip(s, true, true), true);
  if (name == "chomp" || name == "chomp!") {
    std::string r = s;
    if (!args.empty()) {
      std::string suf = arg_s(0);
      if (r.size() >= suf.size() && r.compare(r.size() - suf.size(), suf.size(), suf) == 0) r.resize(r.size() - suf.size());
    } else if (!r.empty() && r.back() == '\n') {
      r.pop_back();
      if (!r.empty() && r.back() == '\r') r.pop_back();
    } else if (!r.empty() && r.back() == '\r') r.pop_back();
    return name == "chomp" ? make_str(r) : mutate(r, true);
  }
  if (name == "chop") return make_str(s.empty() ? s : s.substr(0, s.size() - 1));
  if (name == "chr") return make_str(s.empty() ? s : chars_of(s)[0]);
  if (name == "include?") {  // charged for the bytes scanned up to the match
    std::string p = arg_s(0);
    std::size_t pos = s.find(p);
    if (!vm.charge_bytes(pos == std::string::npos ? s.size() : pos + p.size())) return Value::none();
    return Value::boolean(pos != std::string::npos);
  }
  if (name == "start_with?" || name == "end_with?") {
    for (auto& a : args) {
      if (is_regex(a)) continue;
      std::string p = to_s(vm, a);
      bool hit = name == "start_with?" ? s.compare(0, p.size(), p) == 0
                                       : s.size() >= p.size() && s.compare(s.size() - p.size(), p.size(), p) == 0;
      if (hit) return Value::boolean(true);
    }
    return Value::boolean(false);
  }
  if ((name == "index" || name == "rindex") && !args.empty() && args[0].is(Tag::Str)) {
    std::string p = arg_s(0);
    std::size_t pos = name == "index" ? s.find(p, static_cast<std::size_t>(iarg(args, 1, 0)))
                                      : s.rfind(p, args.size() > 1 ? static_cast<std::size_t>(iarg(args, 1, 0)) : std::string::npos);
    // the bytes scanned: from the start to the match's end (index), from the match to the end (rindex)
    std::size_t from = static_cast<std::size_t>(std::clamp<std::int64_t>(iarg(args, 1, 0), 0, static_cast<std::int64_t>(s.size())));
    std::size_t scanned = name == "index" ? (pos == std::string::npos ? s.size() : pos + p.size()) - std::min(from, s.size())
                                          : s.size() - (pos == std::string::npos ? 0 : pos);
    if (!vm.charge_bytes(scanned)) return Value::none();
    return pos == std::string::npos ? Value::none() : Value::integer(static_cast<std::int64_t>(pos));
  }
  if (name == "chars" || name == "each_char") {
    std::vector<Value> out;
    for (auto& c : chars_of(s)) out.push_back(make_str(c));
    if (name == "each_char" && !blk.is_none()) {
      for (auto& c : out) {
        yield1(vm, blk, c);
        NEED_OK;
      }
      return self;
    }
    return list(out);
  }
  if (name == "dump") {  // inspect with every non-ASCII character as \u escape
    std::string q = inspect(vm, self), out;
    for (std::size_t i = 0; i < q.size();) {
      unsigned char c = static_cast<unsigned char>(q[i]);
      if (c == '\\' && i + 1 < q.size()) {  // an escape: control characters are \xNN in dump
        if (q[i + 1] == 'u' && i + 5 < q.size() && q.compare(i + 2, 2, "00") == 0) {
          long v = std::strtol(q.substr(i + 4, 2).c_str(), nullptr, 16);
          if (v < 0x20 || v == 0x7F) {
            out += "\\x" + q.substr(i + 4, 2);
            i += 6;
            continue;
          }
        }
        out += q.substr(i, 2);
        i += 2;
        continue;
      }
      if (c < 0x80) {
        out += q[i++];
        continue;
      }
      std::uint32_t cp = 0;
      std::size_t n = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 1;
      cp = n == 1 ? c : c & (0xFF >> (n + 1));
      for (std::size_t k = 1; k < n && i + k < q.size(); ++k) cp = (cp << 6) | (static_cast<unsigned char>(q[i + k]) & 0x3F);
      char b[16];
      if (n == 1) std::snprintf(b, sizeof b, "\\x%02X", c);
      else if (cp > 0xFFFF) std::snprintf(b, sizeof b, "\\u{%X}", cp);
      else std::snprintf(b, sizeof b, "\\u%04X", cp);
      out += b;
      i += n;
    }
    return make_str(out);
  }
  if (name == "unpack" || name == "unpack1") {
    // the directives C c U a A with a count or *: bytes, signed bytes,
    // code points, strings
    std::string fmt = arg_s(0);
    std::vector<Value> out;
    std::size_t pos = 0;
    for (std::size_t i = 0; i < fmt.size(); ++i) {
      char d = fmt[i];
      if (d == ' ') continue;
      std::int64_t count = 1;
      bool star = false;
      if (i + 1 < fmt.size() && fmt[i + 1] == '*') star = true, ++i;
      else if (i + 1 < fmt.size() && std::isdigit(static_cast<unsigned char>(fmt[i + 1]))) {
        count = 0;
        while (i + 1 < fmt.size() && std::isdigit(static_cast<unsigned char>(fmt[i + 1])) && count < 1000000)
          count = count * 10 + (fmt[++i] - '0');
      }
      if (d == 'C' || d == 'c') {
        for (std::int64_t k = 0; star ? pos < s.size() : k < count; ++k, ++pos) {
          if (pos >= s.size()) {
            out.push_back(Value::none());
            continue;
          }
          unsigned char byte = static_cast<unsigned char>(s[pos]);
          out.push_back(Value::integer(d == 'C' ? byte : static_cast<signed char>(byte)));
        }
      } else if (d == 'U') {
        for (std::int64_t k = 0; (star || k < count) && pos < s.size(); ++k) {
          unsigned char c0 = static_cast<unsigned char>(s[pos]);
          std::size_t n = c0 >= 0xF0 ? 4 : c0 >= 0xE0 ? 3 : c0 >= 0xC0 ? 2 : 1;
          std::uint32_t cp = n == 1 ? c0 : c0 & (0xFF >> (n + 1));
          for (std::size_t k2 = 1; k2 < n && pos + k2 < s.size(); ++k2) cp = (cp << 6) | (static_cast<unsigned char>(s[pos + k2]) & 0x3F);
          out.push_back(Value::integer(cp));
          pos += n;
        }
      } else if (d == 'a' || d == 'A') {
        std::size_t n = star ? s.size() - std::min(pos, s.size()) : static_cast<std::size_t>(count);
        std::string part = pos < s.size() ? s.substr(pos, n) : "";
        pos += part.size();
        if (d == 'A') while (!part.empty() && (part.back() == ' ' || part.back() == '\0')) part.pop_back();
        out.push_back(make_str(part));
      } else {
        rb_raise(vm, "ArgumentError", std::string("unsupported unpack directive '") + d + "'");
        return Value::none();
      }
    }
    if (name == "unpack1") return out.empty() ? Value::none() : out[0];
    return list(std::move(out));
  }
  if (name == "sum") {  // String#sum(bits = 16): the bytes' sum modulo 2**bits
    std::int64_t bits = iarg(args, 0, 16);
    std::uint64_t total = 0;
    for (unsigned char c : s) total += c;
    if (bits > 0 && bits < 64) total &= (std::uint64_t{1} << bits) - 1;
    return Value::integer(static_cast<std::int64_t>(total));
  }
  if (name == "bytes" || name == "each_byte") {
    std::vector<Value> out;
    for (unsigned char c : s) out.push_back(Value::integer(c));
    if (name == "each_byte" && !blk.is_none()) {
      for (auto& c : out) {
        yield1(vm, blk, c);
        NEED_OK;
      }
      return self;
    }
    return list(out);
  }
  if (name == "lines" || name == "each_line") {
    // lines(sep = "\n", chomp: false); chomp: comes as a trailing hash or keyword
    std::string sep = "\n";
    bool chomp = false;
    for (auto& a : args) {
      if (is_str(a)) sep = sv(a);
      else if (a.is(Tag::Dict)) {
        if (Value* c = a.as<DictObj>()->find(make_sym("chomp"))) chomp = rb_truthy(*c);
      } else if (a.is(Tag::KwArg) && a.as<KwArgObj>()->name == "chomp") chomp = rb_truthy(a.as<KwArgObj>()->value);
    }
    if (sep.empty()) sep = "\n";
    std::vector<Value> out;
    std::size_t st = 0;
    while (st < s.size()) {
      std::size_t e = s.find(sep, st);
      std::size_t end = e == std::string::npos ? s.size() : e + sep.size();
      std::size_t keep = chomp && e != std::string::npos ? e : end;
      if (chomp && sep == "\n" && e != std::string::npos && keep > st && s[keep - 1] == '\r') --keep;  // \r\n too
      out.push_back(make_str(s.substr(st, keep - st)));
      st = end;
    }
    if (!vm.charge(out.size())) return Value::none();  // a step per line
    if (name == "each_line" && !blk.is_none()) {
      for (auto& c : out) {
        yield1(vm, blk, c);
        NEED_OK;
      }
      return self;
    }
    return list(out);
  }
  if (name == "split" && (args.empty() || args[0].is(Tag::Str) || args[0].is_none())) {
    std::vector<Value> out;
    std::int64_t limit = iarg(args, 1, 0);
    if (args.empty() || args[0].is_none() || arg_s(0) == " ") {
      std::size_t i = 0;
      while (i < s.size()) {
        while (i < s.size() && std::strchr(kSpace, s[i])) ++i;
        if (i >= s.size()) break;
        if (limit > 0 && static_cast<std::int64_t>(out.size()) == limit - 1) {
          out.push_back(make_str(s.substr(i)));
          break;
        }
        std::size_t j = i;
        while (j < s.size() && !std::strchr(kSpace, s[j])) ++j;
        out.push_back(make_str(s.substr(i, j - i)));
        i = j;
      }
      if (!vm.charge(out.size())) return Value::none();  // a step per part
      return list(out);
    }
    std::string sep = arg_s(0);
    if (sep.empty()) {
      for (auto& c : chars_of(s)) out.push_back(make_str(c));
      return list(out);
    }
    std::size_t st = 0;
    while (true) {
      if (limit > 0 && static_cast<std::int64_t>(out.size()) == limit - 1) {
        out.push_back(make_str(s.substr(st)));
        break;
      }
      std::size_t e = s.find(sep, st);
      if (e == std::string::npos) {
        out.push_back(make_str(s.substr(st)));
        break;
      }
      out.push_back(make_str(s.substr(st, e - st)));
      st = e + sep.size();
    }
    if (limit == 0)
      while (!out.empty() && sv(out.back()).empty()) out.pop_back();
    if (!vm.charge(out.size())) return Value::none();  // a step per part
    return list(out);
  }
  if (name == "to_i") {
    int base = static_cast<int>(iarg(args, 0, 10));
    if (base < 0 || base == 1 || base > 36) {
      rb_raise(vm, "ArgumentError", "invalid radix " + std::to_string(base));
      return Value::none();
    }
    std::string t = strip(s, true, false);
    std::size_t i = 0;
    bool neg = false;
    if (i < t.size() && (t[i] == '-' || t[i] == '+')) neg = t[i++] == '-';
    // a radix prefix matching the base (base 0: the prefix picks it, 0 alone is octal)
    auto prefix = [&](const char* p) {
      return i + 2 <= t.size() && t[i] == '0' && std::tolower(static_cast<unsigned char>(t[i + 1])) == p[1];
    };
    if ((base == 16 || base == 0) && prefix("0x")) i += 2, base = 16;
    else if ((base == 2 || base == 0) && prefix("0b")) i += 2, base = 2;
    else if ((base == 8 || base == 0) && prefix("0o")) i += 2, base = 8;
    else if ((base == 10 || base == 0) && prefix("0d")) i += 2, base = 10;
    else if (base == 0) base = i < t.size() && t[i] == '0' ? 8 : 10;
    BigInt v = 0;
    for (; i < t.size(); ++i) {
      char c = static_cast<char>(std::tolower(static_cast<unsigned char>(t[i])));
      if (c == '_') continue;
      int d = std::isdigit(static_cast<unsigned char>(c)) ? c - '0' : (c >= 'a' && c <= 'z') ? c - 'a' + 10 : 99;
      if (d >= base) break;
      v = v * base + d;
    }
    return make_int(neg ? BigInt(-v) : v);
  }
  if (name == "to_f") return Value::real(std::atof(s.c_str()));
  if (name == "to_s" || name == "to_str") return self;
  if (name == "to_sym" || name == "intern") return make_sym(s);
  if (name == "inspect") return make_str(inspect(vm, self));
  if (name == "dup" || name == "+@" || name == "clone") return make_str(s);
  if (name == "<<" || name == "concat") {
    if (!frozen_check(vm, self)) return Value::none();
    for (auto& a : args) {
      if (a.is(Tag::Int)) s += static_cast<char>(a.i());
      else s += to_s(vm, a);
    }
    return self;
  }
  if (name == "replace") return mutate(arg_s(0), false);
  if (name == "prepend") return mutate(arg_s(0) + s, false);
  if (name == "insert") {
    std::int64_t i = iarg(args, 0, 0);
    std::string r = s;
    if (i < 0) i += static_cast<std::int64_t>(s.size()) + 1;
    if (i >= 0 && i <= static_cast<std::int64_t>(s.size())) r.insert(static_cast<std::size_t>(i), arg_s(1));
    return mutate(r, false);
  }
  if (name == "*") {
    std::int64_t k = iarg(args, 0, 0);
    std::string r;
    if (k > 0 && !vm.charge_bytes(s.size() * static_cast<std::size_t>(k))) return Value::none();
    for (std::int64_t i = 0; i < k; ++i) r += s;
    return make_str(r);
  }
  if (name == "center" || name == "ljust" || name == "rjust") {
    std::size_t w = static_cast<std::size_t>(std::max<std::int64_t>(0, iarg(args, 0, 0)));
    std::string pad = args.size() > 1 ? arg_s(1) : " ";
    std::size_t len = utf8_len(s);
    if (w <= len || pad.empty()) return make_str(s);
    std::size_t total = w - len;
    auto fill = [&](std::size_t k) {  // whole copies of the pad, then its head
      std::string r;
      r.reserve(k);
      while (r.size() + pad.size() <= k) r += pad;
      r.append(pad, 0, k - r.size());
      return r;
    };
    if (name == "ljust") return make_str(s + fill(total));
    if (name == "rjust") return make_str(fill(total) + s);
    std::size_t left = total / 2;
    return make_str(fill(left) + s + fill(total - left));
  }
  if (name == "ord") return Value::integer(s.empty() ? 0 : static_cast<unsigned char>(s[0]));
  if (name == "hex") return Value::integer(std::strtoll(s.c_str(), nullptr, 16));
  if (name == "succ" || name == "next") return make_str(succ(s));
  if (name == "tr" || name == "delete" || name == "squeeze" || name == "count" || name == "tr_s") {
    bool neg = false, neg2 = false;
    std::string from = expand_set(arg_s(0), neg);
    std::string to = expand_set(arg_s(1), neg2);
    // the set as a table: a lookup per byte, not a search of the set
    bool in_set[256] = {};
    for (unsigned char c : from) in_set[c] = true;
    std::size_t from_pos[256];
    for (std::size_t k = 0; k < 256; ++k) from_pos[k] = std::string::npos;
    for (std::size_t k = from.size(); k-- > 0;) from_pos[static_cast<unsigned char>(from[k])] = k;
    std::string r;
    std::int64_t cnt = 0;
    char last = 0;
    bool have_last = false;
    // which of the five, decided once (not per byte)
    const bool is_count = name == "count", is_delete = name == "delete", is_squeeze = name == "squeeze";
    r.reserve(is_count ? 0 : s.size());
    for (char c : s) {
      bool in = args.empty() ? true : (in_set[static_cast<unsigned char>(c)] != neg);
      if (is_count) {
        if (in) ++cnt;
        continue;
      }
      if (is_delete) {
        if (!in) r += c;
        continue;
      }
      if (is_squeeze) {
        if (in && have_last && last == c) continue;
        r += c;
        last = c;
        have_last = true;
        continue;
      }
      if (in) {
        if (to.empty()) continue;
        std::size_t p = neg ? to.size() - 1 : from_pos[static_cast<unsigned char>(c)];
        r += p < to.size() ? to[p] : to.back();
      } else r += c;
    }
    if (name == "count") return Value::integer(cnt);
    return make_str(r);
  }
  if (name == "[]" || name == "slice") {
    if (args.size() == 1 && args[0].is(Tag::Int)) {  // one character: walk to it (from the end: count first)
      std::int64_t i = args[0].i();
      if (i < 0) {
        if (!vm.charge_bytes(s.size())) return Value::none();
        i += static_cast<std::int64_t>(utf8_len(s));
        if (i < 0) return Value::none();
      }
      std::size_t at = 0, end = 0;
      if (!utf8_offset(vm, s, static_cast<std::size_t>(i), at)) return Value::none();
      if (at >= s.size()) return Value::none();
      std::string rest = s.substr(at, 4);
      utf8_offset(vm, rest, 1, end);
      return make_str(rest.substr(0, end));
    }
    if (args.size() == 1 && args[0].is(Tag::Str)) return s.find(arg_s(0)) != std::string::npos ? make_str(arg_s(0)) : Value::none();
    std::int64_t lo, len;
    if (!vm.charge_bytes(s.size())) return Value::none();
    if (!slice_bounds(vm, static_cast<std::int64_t>(utf8_len(s)), args, lo, len)) {
      if (!args.empty() && is_regex(args[0])) return string_regex_method(vm, self, name, args, blk, found);
      return Value::none();
    }
    std::size_t a = 0, b = 0;
    if (!utf8_offset(vm, s, static_cast<std::size_t>(lo), a)) return Value::none();
    std::string rest = s.substr(a);
    if (!utf8_offset(vm, rest, static_cast<std::size_t>(len), b)) return Value::none();
    rest.resize(b);
    return make_str(rest);
  }
  if (name == "[]=") {
    if (args.size() == 2 && args[0].is(Tag::Int)) {
      std::int64_t i = args[0].i(), n = static_cast<std::int64_t>(s.size());
      if (i < 0) i += n;
      if (i >= 0 && i < n) s.replace(static_cast<std::size_t>(i), 1, arg_s(1));
      return args[1];
    }
    if (args.size() == 2 && args[0].is(Tag::Str)) {
      std::size_t p = s.find(arg_s(0));
      if (p != std::string::npos) s.replace(p, arg_s(0).size(), arg_s(1));
      return args[1];
    }
  }
  if (name == "each_with_index" || name == "map") {
    found = false;
    return Value::none();
  }
  if (name == "casecmp?") return Value::boolean(downcase(s) == downcase(arg_s(0)));
  if (name == "casecmp") {
    int c = downcase(s).compare(downcase(arg_s(0)));
    return Value::integer(c < 0 ? -1 : c > 0 ? 1 : 0);
  }
  if (name == "between?") return Value::boolean(s >= arg_s(0) && s <= arg_s(1));
  if (name == "%") {
    std::vector<Value> fa = !args.empty() && args[0].is(Tag::List) ? items(args[0]) : args;
    return make_str(format(vm, s, fa));
  }
  if (name == "unpack" || name == "encoding" || name == "force_encoding") {
    found = false;
    return Value::none();
  }
  if (name == "upto") {
    std::vector<Value> xs;
    Value r = rb_range_new(vm, self, args.empty() ? self : args[0], false);
    if (!rb_range_items(vm, r, xs)) return Value::none();
    for (auto& x : xs) {
      yield1(vm, blk, x);
      NEED_OK;
    }
    return self;
  }
  if (name == "sum") {
    found = false;
    return Value::none();
  }
  return string_regex_method(vm, self, name, args, blk, found);
}

Value symbol_method(Vm& vm, const Value& self, const std::string& name, std::vector<Value>& args, const Value& blk,
                    bool& found) {
  found = true;
  std::string n = sym_name(self);
  if (name == "to_s" || name == "id2name" || name == "name") return make_str(n);
  if (name == "to_sym") return self;
  if (name == "to_proc") return self;
  // :sym.to_proc is the symbol itself (call_block sends it to the first argument)
  if (name == "call" || name == "()" || name == "[]" || name == "yield") return call_block(vm, self, args);
  if (name == "inspect") return make_str(inspect(vm, self));
  if (name == "length" || name == "size") return Value::integer(static_cast<std::int64_t>(n.size()));
  if (name == "upcase" || name == "downcase" || name == "capitalize" || name == "succ" || name == "swapcase") {
    Value tmp = make_str(n);
    Value r = string_method(vm, tmp, name, args, blk, found);
    return r.is(Tag::Str) ? make_sym(sv(r)) : r;
  }
  if (name == "start_with?" || name == "end_with?" || name == "empty?" || name == "[]") {
    Value tmp = make_str(n);
    return string_method(vm, tmp, name, args, blk, found);
  }
  found = false;
  return Value::none();
}

// --- Integer / Float ------------------------------------------------------------------
Value number_method(Vm& vm, const Value& self, const std::string& name, std::vector<Value>& args, const Value& blk,
                    bool& found) {
  found = true;
  bool is_int = self.is(Tag::Int) || self.is(Tag::BigInt);
  auto arg = [&](std::size_t i) { return i < args.size() ? args[i] : Value::none(); };
  if ((name == "<<" || name == ">>") && is_int && !args.empty()) {
    Value n = args[0];
    if (n.is(Tag::Int) && n.i() > (1 << 22)) {
      rb_raise(vm, "RangeError", "shift width too big");
      return Value::none();
    }
    return vm.ir_binop(name == "<<" ? Operator::Shl : Operator::Shr, self, n);
  }
  if (name == "times" && self.is(Tag::Int)) {
    if (blk.is_none()) {
      std::vector<Value> out;
      for (std::int64_t i = 0; i < self.i(); ++i) {
        if (!tick(vm, i)) return Value::none();
        out.push_back(Value::integer(i));
      }
      return list(out);
    }
    for (std::int64_t i = 0; i < self.i(); ++i) {
      yield1(vm, blk, Value::integer(i));
      NEED_OK;
    }
    return self;
  }
  if ((name == "upto" || name == "downto") && self.is(Tag::Int)) {
    std::int64_t to = iarg(args, 0, 0);
    std::vector<Value> out;
    if (name == "upto")
      for (std::int64_t i = self.i(); i <= to; ++i) {
        if (!tick(vm, i)) return Value::none();
        if (blk.is_none()) out.push_back(Value::integer(i));
        else { yield1(vm, blk, Value::integer(i)); NEED_OK; }
      }
    else
      for (std::int64_t i = self.i(); i >= to; --i) {
        if (!tick(vm, i)) return Value::none();
        if (blk.is_none()) out.push_back(Value::integer(i));
        else { yield1(vm, blk, Value::integer(i)); NEED_OK; }
      }
    return blk.is_none() ? list(out) : self;
  }
  if (name == "step") {
    Value lim = arg(0), st = args.size() > 1 ? args[1] : Value::integer(1);
    std::vector<Value> out;
    if (is_int && lim.is(Tag::Int) && st.is(Tag::Int) && st.i() != 0) {
      for (std::int64_t i = self.i(), k = 0; st.i() > 0 ? i <= lim.i() : i >= lim.i(); i += st.i(), ++k) {
        if (!tick(vm, k)) return Value::none();
        if (blk.is_none()) out.push_back(Value::integer(i));
        else { yield1(vm, blk, Value::integer(i)); NEED_OK; }
      }
    } else {
      double a = to_double(self), b = to_double(lim), s = to_double(st);
      if (s == 0) return Value::none();
      std::int64_t cnt = static_cast<std::int64_t>(std::floor((b - a) / s + 1e-9));
      for (std::int64_t i = 0; i <= cnt; ++i) {
        if (!tick(vm, i)) return Value::none();
        Value v = Value::real(a + static_cast<double>(i) * s);
        if (blk.is_none()) out.push_back(v);
        else { yield1(vm, blk, v); NEED_OK; }
      }
    }
    return blk.is_none() ? list(out) : self;
  }
  if (name == "even?" || name == "odd?") {
    BigInt x = to_big(self);
    bool even = (x % 2) == 0;
    return Value::boolean(name == "even?" ? even : !even);
  }
  if (name == "zero?") return Value::boolean(is_int ? to_big(self) == 0 : self.d() == 0);
  if (name == "positive?") return Value::boolean(compare_numeric(self, Value::integer(0)) > 0);
  if (name == "negative?") return Value::boolean(compare_numeric(self, Value::integer(0)) < 0);
  if (name == "nonzero?") return compare_numeric(self, Value::integer(0)) == 0 ? Value::none() : self;
  if (name == "abs" || name == "magnitude") return compare_numeric(self, Value::integer(0)) < 0 ? vm.ir_unop(Operator::Neg, self) : self;
  if (name == "to_i" || name == "to_int" || name == "truncate") {
    if (is_int) return self;
    double d = self.d();
    if (std::isnan(d) || std::isinf(d)) { rb_raise(vm, "FloatDomainError", fmt_float(d)); return Value::none(); }
    if (!args.empty()) {
      double m = std::pow(10.0, static_cast<double>(iarg(args, 0, 0)));
      return Value::real(std::trunc(d * m) / m);
    }
    if (std::abs(d) < 9e18) return Value::integer(static_cast<std::int64_t>(d));
    return make_int(BigInt(d));
  }
  if (name == "to_f") return Value::real(to_double(self));
  if (name == "to_s" || name == "inspect") {
    if (is_int) return make_str(args.empty() ? to_s(vm, self) : [&] {
      BigInt x = to_big(self);
      int base = static_cast<int>(iarg(args, 0, 10));
      if (base < 2 || base > 36) base = 10;
      bool neg = x < 0;
      if (neg) x = -x;
      std::string r;
      if (x == 0) r = "0";
      while (x > 0) {
        int dg = static_cast<int>(x % base);
        r += static_cast<char>(dg < 10 ? '0' + dg : 'a' + dg - 10);
        x /= base;
      }
      std::reverse(r.begin(), r.end());
      return neg ? "-" + r : r;
    }());
    return make_str(fmt_float(self.d()));
  }
  if (name == "chr") return make_str(std::string(1, static_cast<char>(to_i64_val(self))));
  if (name == "ord") return self;
  if (name == "succ" || name == "next") return vm.ir_binop(Operator::Add, self, Value::integer(1));
  if (name == "pred") return vm.ir_binop(Operator::Sub, self, Value::integer(1));
  if (name == "digits") {
    BigInt x = to_big(self);
    int base = static_cast<int>(std::clamp<std::int64_t>(iarg(args, 0, 10), -1, 1000));
    if (base < 2) { rb_raise(vm, "ArgumentError", "invalid radix " + std::to_string(base)); return Value::none(); }
    if (x < 0) { rb_raise(vm, "Math::DomainError", "out of domain"); return Value::none(); }
    std::vector<Value> out;
    if (x == 0) out.push_back(Value::integer(0));
    while (x > 0) {
      out.push_back(make_int(BigInt(x % base)));
      x /= base;
    }
    return list(out);
  }
  if (name == "gcd" || name == "lcm") {
    if (!is_intlike_v(arg(0))) {
      rb_raise(vm, "TypeError", "not an integer");
      return Value::none();
    }
    BigInt a = abs(to_big(self)), b = abs(to_big(arg(0)));
    BigInt g = boost::multiprecision::gcd(a, b);
    if (name == "gcd") return make_int(g);
    return make_int(g == 0 ? BigInt(0) : BigInt(a / g * b));
  }
  if (name == "pow") {
    if (args.size() == 2) {
      if (!is_intlike_v(args[0]) || !is_intlike_v(args[1]) || to_big(args[1]) == 0 || to_big(args[0]) < 0) {
        rb_raise(vm, "ZeroDivisionError", "divided by 0");
        return Value::none();
      }
      BigInt b = to_big(self), e = to_big(args[0]), m = to_big(args[1]), r = 1;
      b %= m;
      while (e > 0) {
        if ((e & 1) != 0) r = r * b % m;
        b = b * b % m;
        e >>= 1;
      }
      if (r < 0) r += m;
      return make_int(r);
    }
    return vm.ir_binop(Operator::Pow, self, arg(0));
  }
  if (name == "divmod") {
    Value q = vm.ir_binop(Operator::FloorDiv, self, arg(0));
    NEED_OK;
    Value r = vm.ir_binop(Operator::Mod, self, arg(0));
    if (q.is(Tag::Float)) q = Value::real(std::floor(q.d()));
    return list({q, r});
  }
  if (name == "fdiv") return Value::real(to_double(self) / to_double(arg(0)));
  if (name == "div") {
    Value q = vm.ir_binop(Operator::FloorDiv, self, arg(0));
    if (q.is(Tag::Float)) return Value::integer(static_cast<std::int64_t>(std::floor(q.d())));
    return q;
  }
  if (name == "modulo") return vm.ir_binop(Operator::Mod, self, arg(0));
  if (name == "remainder") {
    Value m = vm.ir_binop(Operator::Mod, self, arg(0));
    NEED_OK;
    if (!is_zero(m) && (compare_numeric(self, Value::integer(0)) < 0) != (compare_numeric(arg(0), Value::integer(0)) < 0))
      m = vm.ir_binop(Operator::Sub, m, arg(0));
    return m;
  }
  if (name == "floor" || name == "ceil" || name == "round") {
    std::int64_t nd = std::clamp<std::int64_t>(iarg(args, 0, 0), -400, 400);
    if (is_int) {
      if (nd >= 0) return self;
      BigInt x = to_big(self), m = boost::multiprecision::pow(BigInt(10), static_cast<unsigned>(-nd));
      BigInt q = x / m, r = x % m;
      if (r < 0) { q -= 1; r += m; }
      if (name == "ceil" && r != 0) q += 1;
      if (name == "round" && r * 2 >= m) q += 1;
      return make_int(q * m);
    }
    double d = self.d();
    if (nd > 0 && d == 0) return self;
    if (nd > 0 && nd <= 14 && std::isfinite(d)) {
      // MRI's float.c: digits beyond a double's precision leave the number,
      // too few give 0; else round half up / floor / ceil on d * 10**nd with
      // a correction for the product's rounding error
      int binexp = 0;
      std::frexp(d, &binexp);
      if (nd >= 17 - (binexp > 0 ? binexp / 4 : binexp / 3 - 1)) return self;
      if (nd < -(binexp > 0 ? binexp / 3 + 1 : binexp / 4)) return Value::real(name == "ceil" && d > 0 ? std::pow(10.0, -static_cast<double>(nd)) : name == "floor" && d < 0 ? -std::pow(10.0, -static_cast<double>(nd)) : 0.0);
      double m = std::pow(10.0, static_cast<double>(nd));
      if (name == "round") {
        double f = std::round(d * m);
        if (d > 0 && (f + 0.5) / m <= d) f += 1;
        if (d < 0 && (f - 0.5) / m >= d) f -= 1;
        return Value::real(f / m);
      }
      if (name == "floor") {
        double mul = std::floor(d * m), res = (mul + 1) / m;
        return Value::real(res > d ? mul / m : res);
      }
      double mul = std::ceil(d * m), res = (mul - 1) / m;
      return Value::real(res < d ? mul / m : res);
    }
    if (nd > 0) {
      double m = std::pow(10.0, static_cast<double>(nd));
      double r = name == "floor" ? std::floor(d * m) / m : name == "ceil" ? std::ceil(d * m) / m : std::round(d * m) / m;
      if (name == "round") {
        char buf[64];
        std::snprintf(buf, sizeof buf, "%.*f", static_cast<int>(nd), d);
        r = std::atof(buf);
        // round half away from zero on the decimal representation
        double alt = std::round(d * m) / m;
        if (std::abs(alt - d) <= std::abs(r - d)) r = alt;
      }
      return Value::real(r);
    }
    double r = name == "floor" ? std::floor(d) : name == "ceil" ? std::ceil(d) : std::round(d);
    if (nd < 0) {
      double m = std::pow(10.0, static_cast<double>(-nd));
      r = (name == "floor" ? std::floor(d / m) : name == "ceil" ? std::ceil(d / m) : std::round(d / m)) * m;
    }
    if (std::isnan(r) || std::isinf(r)) { rb_raise(vm, "FloatDomainError", fmt_float(r)); return Value::none(); }
    if (std::abs(r) < 9e18) return Value::integer(static_cast<std::int64_t>(r));
    return make_int(BigInt(r));
  }
  if (name == "clamp") {
    Value lo = arg(0), hi = arg(1);
    if (rb_is_range(lo)) {
      hi = instance_field(vm, lo, "end");
      lo = instance_field(vm, lo, "begin");
    }
    if (compare_numeric(self, lo) < 0) return lo;
    if (compare_numeric(self, hi) > 0) return hi;
    return self;
  }
  if (name == "between?") return Value::boolean(compare_numeric(self, arg(0)) >= 0 && compare_numeric(self, arg(1)) <= 0);
  if (name == "integer?") return Value::boolean(is_int);
  if (name == "finite?") return Value::boolean(is_int || std::isfinite(self.d()));
  if (name == "nan?") return Value::boolean(!is_int && std::isnan(self.d()));
  if (name == "infinite?") return !is_int && std::isinf(self.d()) ? Value::integer(self.d() > 0 ? 1 : -1) : Value::none();
  if (name == "bit_length") return Value::integer(static_cast<std::int64_t>(int_bits(to_big(self))));
  if (name == "coerce") {  // 1.coerce(2.5) -> [2.5, 1.0]: a Float on either side makes both Floats
    Value other = arg(0);
    if (self.is(Tag::Float) || other.is(Tag::Float)) {
      auto as_float = [&](const Value& v) { return v.is(Tag::Float) ? v : Value::real(static_cast<double>(v.i())); };
      if ((self.is(Tag::Int) || self.is(Tag::Float)) && (other.is(Tag::Int) || other.is(Tag::Float)))
        return list({as_float(other), as_float(self)});
    }
    return list({other, self});
  }
  if (name == "dup" || name == "clone" || name == "+@") return self;
  if (name == "-@") return vm.ir_unop(Operator::Neg, self);
  if (name == "sqrt") return Value::real(std::sqrt(to_double(self)));
  found = false;
  return Value::none();
}

// --- Proc ----------------------------------------------------------------------------
namespace {
/// The proc of Proc#curry: state [proc, arity, arguments so far].
Value curried(Vm& vm, const Value& st, std::vector<Value>& args) {
  rb_take_block(args);
  auto& t = items(st);
  std::vector<Value> got = items(t[2]);
  got.insert(got.end(), args.begin(), args.end());
  if (static_cast<std::int64_t>(got.size()) >= t[1].i()) return call_block(vm, t[0], std::move(got));
  return make_native(curried, "curry", list({t[0], t[1], list(std::move(got))}));
}
}  // namespace

namespace {
/// The proc of f >> g (g after f) and f << g (f after g): state [first, second].
Value composed(Vm& vm, const Value& st, std::vector<Value>& args) {
  rb_take_block(args);
  auto& t = items(st);
  Value mid = call_block(vm, t[0], std::move(args));
  if (vm.raising()) return Value::none();
  return call_block(vm, t[1], {mid});
}
}  // namespace

Value rb_compose(Vm& vm, const Value& f, const Value& g, bool f_first) {
  (void)vm;
  return make_native(composed, "compose", f_first ? list({f, g}) : list({g, f}));
}

Value proc_method(Vm& vm, const Value& self, const std::string& name, std::vector<Value>& args, const Value& blk,
                  bool& found) {
  found = true;
  if (name == "call" || name == "()" || name == "yield" || name == "===" || name == "[]") {
    if (!blk.is_none()) args.push_back([&] {
        auto* k = new KwArgObj();
        k->name = "__blk";
        k->value = blk;
        return Value::object(k);
      }());
    return call_block(vm, self, args);
  }
  if (name == "to_proc") return self;
  if ((name == ">>" || name == "<<") && !args.empty()) return rb_compose(vm, self, args[0], name == ">>");
  if (name == "lambda?") return Value::boolean(self.is(Tag::Function) && self.as<FunctionObj>()->sig &&
                                               self.as<FunctionObj>()->sig->name == "__lambda");
  if (name == "arity" || name == "parameters") {
    if (!self.is(Tag::Function) || !self.as<FunctionObj>()->sig) return Value::integer(-1);
    auto* sig = self.as<FunctionObj>()->sig;
    // required positional parameters; a splat (and for a lambda an optional
    // parameter) makes it -(required + 1). A block with `x = v` parameters is
    // named __block_opt: its implicit parameters default to nil, its explicit
    // ones to something else, and those do not count
    bool lambda = sig->name == "__lambda", block_opt = sig->name == "__block_opt";
    std::int64_t req = 0, opt = 0;
    auto& defs = self.as<FunctionObj>()->defaults;
    for (std::size_t i = 0; i < sig->params.size(); ++i) {
      const std::string& pn = vm.name(sig->params[i]);
      if (pn == "self" || pn == "__blk" || static_cast<int>(i) == sig->varargs || static_cast<int>(i) == sig->kwargs) continue;
      bool has_default = i < defs.size() && !defs[i].is_undef();
      if (lambda) has_default ? ++opt : ++req;
      else if (block_opt) (has_default && !defs[i].is_none()) ? ++opt : ++req;
      else ++req;
    }
    if (sig->varargs >= 0 || (lambda && opt > 0)) return Value::integer(-(req + 1));
    return Value::integer(req);
  }
  if (name == "curry") {
    // a proc that collects arguments until it has `arity` of them
    std::int64_t n = 0;
    if (!args.empty() && args[0].is(Tag::Int)) n = args[0].i();
    else {
      std::vector<Value> none;
      bool f = false;
      Value a = proc_method(vm, self, "arity", none, Value::none(), f);
      n = a.is(Tag::Int) ? (a.i() < 0 ? -a.i() - 1 : a.i()) : 0;
    }
    if (n <= 0) return self;
    return make_native(curried, "curry", list({self, Value::integer(n), list({})}));
  }
  found = false;
  return Value::none();
}

}  // namespace reddragon::vm::ruby
