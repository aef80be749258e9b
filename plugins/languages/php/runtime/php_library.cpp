// php_library.cpp - PHP's built-in functions (strings, arrays, math, output,
// JSON, PCRE) and the helpers the lowering calls (__php_*): the runtime's
// `global` hook.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <functional>
#include <memory>
#include <random>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <type_traits>
#include <vector>

#include "reddragon/text/case.hpp"
#include "reddragon/text/digest.hpp"
#include "reddragon/text/url.hpp"
#include "reddragon/text/utf8.hpp"
#include "php_more.hpp"
#include "php_regex.hpp"
#include "php_shared.hpp"

namespace reddragon::vm {
using ir::Operator;
namespace php {
namespace {

using Args = std::vector<Value>;
#define NATIVE(name) Value name(Vm& vm, const Value& self, Args& a)
#define UNUSED (void)vm, (void)self, (void)a

const Value& arg(Args& a, std::size_t i) {
  static const Value none = Value::none();
  return i < a.size() ? a[i] : none;
}
std::string sarg(Vm& vm, Args& a, std::size_t i) { return to_str(vm, arg(a, i)); }
/// A string argument without copying it when it is one (`tmp` holds a
/// conversion): natives constant time in PHP stay so on a big string.
const std::string& sref(Vm& vm, Args& a, std::size_t i, std::string& tmp) {
  const Value& v = arg(a, i);
  if (v.is(Tag::Str)) return S(v);
  return tmp = to_str(vm, v);
}
std::int64_t iarg(Args& a, std::size_t i, std::int64_t d = 0) { return i < a.size() && !a[i].is_none() ? to_int(a[i]) : d; }
double farg(Args& a, std::size_t i) { return to_float(arg(a, i)); }
bool has(Args& a, std::size_t i) { return i < a.size() && !a[i].is_none(); }
Value str(std::string s) { return make_str(std::move(s)); }
Value I(std::int64_t v) { return Value::integer(v); }
Value B(bool b) { return Value::boolean(b); }
DictObj* need_arr(Vm& vm, const Value& v, const char* fn, int pos = 1) {
  if (auto* d = arr(v)) return d;
  if (!vm.raising() && !v.is_symbolic())
    vm.raise("TypeError", std::string(fn) + "(): Argument #" + std::to_string(pos) + " ($array) must be of type array, " +
                              php_type(v) + " given");
  return nullptr;
}
Value sym_result(Vm& vm, const char* fn, Args& a) { return vm.fresh_symbolic(fn, vm.call_expr(fn, a)); }
bool any_symbolic(Args& a) {
  for (auto& v : a)
    if (v.is_symbolic()) return true;
  return false;
}
std::string lower(std::string s) {
  for (auto& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}
std::string upper(std::string s) {
  for (auto& c : s) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return s;
}
Value refout_dict(Vm& vm) {
  Value& r = vm.run_state("php.refout");
  if (r.is_none()) r = make<DictObj>();
  return r;
}

// ====================================================================================
// helpers the lowering calls

NATIVE(h_echo) {
  UNUSED;
  for (auto& v : a) {
    if (v.is_symbolic()) {
      vm.write_out(vm.str(v));
      continue;
    }
    if (v.is(Tag::Str)) {  // no copy of a string
      vm.write_out(S(v));
      continue;
    }
    std::string s = to_str(vm, v);
    if (vm.raising()) return Value::none();
    vm.write_out(s);
  }
  return Value::none();
}
NATIVE(h_exit) {
  UNUSED;
  const Value& v = arg(a, 0);
  if (v.is(Tag::Str)) {
    vm.write_out(S(v));
    vm.exit_program(0);
  } else {
    vm.exit_program(static_cast<int>(to_int(v)));
  }
  return Value::none();
}
NATIVE(h_str) {
  UNUSED;
  if (arg(a, 0).is_symbolic() || arg(a, 0).is(Tag::Str)) return arg(a, 0);  // strings are immutable: no copy
  return str(to_str(vm, arg(a, 0)));
}
NATIVE(h_bool) {
  UNUSED;
  if (arg(a, 0).is_symbolic()) return arg(a, 0);
  return B(php::truthy(arg(a, 0)));
}
NATIVE(h_copy) {
  UNUSED;
  return copy_value(arg(a, 0));
}
NATIVE(h_arrw) {
  UNUSED;
  const Value& v = arg(a, 0);
  if (v.is_none() || (v.is(Tag::Bool) && !v.b())) return new_arr();  // null and false auto-vivify
  return v;
}
/// __php_dim(container, key, push): the array at container[key], created when missing.
NATIVE(h_dim) {
  UNUSED;
  const Value& c = arg(a, 0);
  if (auto* d = arr(c)) {
    if (php::truthy(arg(a, 2))) {
      Value n = new_arr();
      push(d, n);
      return n;
    }
    Value k = norm_key(arg(a, 1));
    if (Value* v = d->find(k)) {
      if (v->is_none()) *v = new_arr();
      return *v;
    }
    Value n = new_arr();
    d->set(k, n);
    return n;
  }
  if (c.is(Tag::Instance)) return vm.ir_load_index(c, arg(a, 1));
  return c.is_symbolic() ? c : new_arr();
}
NATIVE(h_propw) {
  UNUSED;
  const Value& o = arg(a, 0);
  Name f = vm.intern(to_str(vm, arg(a, 1)));
  if (o.is(Tag::Instance)) {
    Value* v = o.as<InstanceObj>()->fields.find(f);
    if (v && !v->is_none()) return *v;
    if (!v) {
      // a class (static) attribute?
      Value cv = vm.ir_load_attr(o, f);
      if (vm.raising()) vm.clear_raise();
      else if (!cv.is_none() && !cv.is_undef()) return cv;
    }
    Value n = new_arr();
    o.as<InstanceObj>()->fields.set(f, n);
    return n;
  }
  if (o.is(Tag::Class)) {
    for (auto& c : o.as<ClassObj>()->mro)
      if (Value* v = c.as<ClassObj>()->attrs.find(f)) {
        if (v->is_none()) *v = new_arr();
        return *v;
      }
    Value n = new_arr();
    o.as<ClassObj>()->attrs.set(f, n);
    return n;
  }
  return o.is_symbolic() ? o : new_arr();
}
/// $a[] = v takes the largest integer key + 1: found by a scan of the keys
/// unless the array is a list (keys 0..n-1), and charged for that scan.
bool charge_append(Vm& vm, const DictObj* d) {
  const auto& e = d->entries;
  if (e.empty()) return true;
  const Value &f = e.front().first, &l = e.back().first;
  bool list = f.is(Tag::Int) && f.i() == 0 && l.is(Tag::Int) && l.i() == static_cast<std::int64_t>(e.size()) - 1;
  return list || vm.charge_copy(e.size());
}
NATIVE(h_push) {
  UNUSED;
  if (auto* d = arr(arg(a, 0))) {
    if (!charge_append(vm, d)) return Value::none();
    push(d, arg(a, 1));
    return Value::none();
  }
  const Value& o = arg(a, 0);
  if (o.is(Tag::Instance)) {
    Value s = class_attr(vm, o.as<InstanceObj>()->cls, "offsetSet");
    if (!s.is_undef()) {
      std::vector<Value> c{o, Value::none(), arg(a, 1)};
      vm.call_sync(s, std::span<const Value>(c));
    }
  }
  return Value::none();
}
NATIVE(h_unset) {
  UNUSED;
  if (auto* d = arr(arg(a, 0))) d->erase(norm_key(arg(a, 1)));
  else if (arg(a, 0).is(Tag::Instance)) {
    Value s = class_attr(vm, arg(a, 0).as<InstanceObj>()->cls, "offsetUnset");
    if (!s.is_undef()) {
      std::vector<Value> c{arg(a, 0), arg(a, 1)};
      vm.call_sync(s, std::span<const Value>(c));
    }
  }
  return Value::none();
}
NATIVE(h_setprop) {
  UNUSED;
  const Value& o = arg(a, 0);
  std::string f = to_str(vm, arg(a, 1));
  if (o.is(Tag::Instance)) {
    auto* inst = o.as<InstanceObj>();
    Value ro = class_attr(vm, inst->cls, "__php_ro_" + f);
    if (ro.is(Tag::Str) && inst->fields.find(vm.intern(f))) {  // a readonly property is written once
      ensure_classes(vm);
      vm.raise("Error", "Cannot modify readonly property " + S(ro) + "::$" + f);
      return Value::none();
    }
    if (!inst->fields.find(vm.intern(f))) {
      Value set = class_attr(vm, inst->cls, "__set");
      if (!set.is_undef()) {
        std::vector<Value> c{o, str(f), arg(a, 2)};
        vm.call_sync(set, std::span<const Value>(c));
        return Value::none();
      }
    }
  }
  vm.ir_store_attr(o, vm.intern(f), arg(a, 2));
  return Value::none();
}
NATIVE(h_getprop) {
  UNUSED;
  const Value& o = arg(a, 0);
  if (o.is_none() && php::truthy(arg(a, 2))) return Value::none();
  if (php::truthy(arg(a, 2)) && (o.is(Tag::Bool) || o.is(Tag::Int) || o.is(Tag::Float) || o.is(Tag::Str) || o.is(Tag::Dict)))
    return Value::none();  // inside isset(): a property of a non-object is just unset
  Name f = vm.intern(to_str(vm, arg(a, 1)));
  if (php::truthy(arg(a, 2)) && o.is(Tag::Instance) && !o.as<InstanceObj>()->fields.find(f)) {
    // isset()/?? on a chain: a property the object lacks asks __isset before __get
    Value is = class_attr(vm, o.as<InstanceObj>()->cls, "__isset");
    if (!is.is_undef()) {
      Value r = call_value(vm, is, {o, arg(a, 1)});
      if (vm.raising() || !php::truthy(r)) return Value::none();
    }
  }
  Value h = load_attr_hook(vm, o, f);  // __get, undefined properties, exception members
  if (!h.is_undef() || vm.raising()) return h;
  return vm.ir_load_attr(o, f);
}
Value find_static_owner(Vm&, const Value& cls, Name f) {
  if (!cls.is(Tag::Class)) return Value::none();
  for (auto& c : cls.as<ClassObj>()->mro)
    if (c.as<ClassObj>()->attrs.find(f)) return c;
  return Value::none();
}
NATIVE(h_getstatic) {
  UNUSED;
  Value cls = arg(a, 0);
  if (cls.is(Tag::Instance)) cls = cls.as<InstanceObj>()->cls;
  Name f = vm.intern(to_str(vm, arg(a, 1)));
  Value owner = find_static_owner(vm, cls, f);
  if (owner.is_none()) {
    if (cls.is_symbolic()) return vm.ir_load_attr(cls, f);
    vm.raise("Error", "Access to undeclared static property " + class_name(cls) + "::" + vm.name(f));
    return Value::none();
  }
  return *owner.as<ClassObj>()->attrs.find(f);
}
NATIVE(h_setstatic) {
  UNUSED;
  Value cls = arg(a, 0);
  if (cls.is(Tag::Instance)) cls = cls.as<InstanceObj>()->cls;
  Name f = vm.intern(to_str(vm, arg(a, 1)));
  Value owner = find_static_owner(vm, cls, f);
  if (owner.is_none()) owner = cls;
  if (owner.is(Tag::Class)) owner.as<ClassObj>()->attrs.set(f, arg(a, 2));
  return Value::none();
}
/// One step of foreach over an Iterator object, run lazily so that the loop
/// body sees the iterator's state (rewind/next, valid, current, key);
/// self = [object, pairs?, started?].
NATIVE(h_iter_step) {
  UNUSED;
  auto& st = self.as<ListObj>()->items;
  const Value& obj = st[0];
  Value cls = obj.as<InstanceObj>()->cls;
  std::vector<Value> me{obj};
  Value step = class_attr(vm, cls, php::truthy(st[2]) ? "next" : "rewind");
  st[2] = B(true);
  if (!step.is_undef()) vm.call_sync(step, std::span<const Value>(me));
  if (vm.raising()) return Value::none();
  Value ok = vm.call_sync(class_attr(vm, cls, "valid"), std::span<const Value>(me));
  if (vm.raising()) return Value::none();
  if (!php::truthy(ok)) {
    vm.raise("StopIteration", "");
    return Value::none();
  }
  Value x = vm.call_sync(class_attr(vm, cls, "current"), std::span<const Value>(me));
  if (vm.raising() || !php::truthy(st[1])) return x;
  Value key = class_attr(vm, cls, "key");
  Value k = key.is_undef() ? Value::none() : vm.call_sync(key, std::span<const Value>(me));
  return make_list({k, x}, Tag::Tuple);
}
/// Items of an iterable for foreach: values of an array, a generator itself;
/// `lazy`: an Iterator object is stepped as the loop runs (foreach) instead
/// of being read to the end first (iterator_to_array and other consumers).
Value iterable_of(Vm& vm, const Value& v, bool pairs, bool lazy = false) {
  if (auto* d = arr(v)) {
    std::vector<Value> out;
    out.reserve(d->entries.size());
    for (auto& [k, x] : d->entries) out.push_back(pairs ? make_list({k, x}, Tag::Tuple) : x);
    return make_list(std::move(out));
  }
  if (v.is(Tag::Generator)) return v;
  if (v.is(Tag::Instance)) {
    Value cls = v.as<InstanceObj>()->cls;
    Value gi = class_attr(vm, cls, "getIterator");
    if (!gi.is_undef()) {
      std::vector<Value> c{v};
      Value it = vm.call_sync(gi, std::span<const Value>(c));
      if (vm.raising()) return Value::none();
      return iterable_of(vm, it, pairs, lazy);
    }
    Value valid = class_attr(vm, cls, "valid");
    if (!valid.is_undef() && lazy && !class_attr(vm, cls, "current").is_undef()) {
      auto* it = new IteratorObj();
      it->ikind = IterKind::User;  // the kernel calls the native until StopIteration
      it->seq = make_native(h_iter_step, "next", make_list({v, B(pairs), B(false)}));
      return Value::object(it);
    }
    if (!valid.is_undef()) {
      // Iterator protocol: rewind, valid, current, key, next
      std::vector<Value> out, self{v};
      Value rw = class_attr(vm, cls, "rewind");
      if (!rw.is_undef()) vm.call_sync(rw, std::span<const Value>(self));
      Value cur = class_attr(vm, cls, "current"), key = class_attr(vm, cls, "key"), nx = class_attr(vm, cls, "next");
      for (int guard = 0; guard < 1000000; ++guard) {
        if (vm.raising()) return Value::none();
        Value ok = vm.call_sync(valid, std::span<const Value>(self));
        if (vm.raising() || !php::truthy(ok)) break;
        Value x = vm.call_sync(cur, std::span<const Value>(self));
        if (pairs) {
          Value k = key.is_undef() ? I(static_cast<std::int64_t>(out.size())) : vm.call_sync(key, std::span<const Value>(self));
          out.push_back(make_list({k, x}, Tag::Tuple));
        } else {
          out.push_back(x);
        }
        vm.call_sync(nx, std::span<const Value>(self));
      }
      return make_list(std::move(out));
    }
    // public properties
    std::vector<Value> out;
    for (auto& p : object_props(vm, v))
      if (p.vis == "public") out.push_back(pairs ? make_list({str(p.name), p.value}, Tag::Tuple) : p.value);
    return make_list(std::move(out));
  }
  if (v.is_symbolic()) return v;
  // foreach over a scalar or null: PHP warns and runs no iteration
  if (v.is_none() || v.is(Tag::Bool) || v.is(Tag::Int) || v.is(Tag::Float) || v.is(Tag::Str) || v.is(Tag::BigInt))
    return make_list({});
  std::vector<Value> items;
  if (!vm.items_of(v, items)) return make_list({});
  if (!pairs) return make_list(std::move(items));
  std::vector<Value> out;
  for (std::size_t i = 0; i < items.size(); ++i)
    out.push_back(make_list({I(static_cast<std::int64_t>(i)), items[i]}, Tag::Tuple));
  return make_list(std::move(out));
}
NATIVE(h_vals) {
  UNUSED;
  return iterable_of(vm, arg(a, 0), false, true);
}
NATIVE(h_gen_step);
NATIVE(h_pairs) {
  UNUSED;
  if (arg(a, 0).is(Tag::Generator)) {  // keys from the generator's own count (gen_advance)
    auto* it = new IteratorObj();
    it->ikind = IterKind::User;
    it->seq = make_native(h_gen_step, "next", make_list({arg(a, 0), B(true), B(false)}));
    return Value::object(it);
  }
  return iterable_of(vm, arg(a, 0), true, true);
}
NATIVE(h_kv) {
  UNUSED;
  const Value& item = arg(a, 0);
  if (item.is(Tag::Tuple)) return item;
  return make_list({arg(a, 1), item}, Tag::Tuple);
}
/// yield $k => $v: a pair marked as keyed (a tuple, which PHP values never are)
NATIVE(h_kpair) {
  UNUSED;
  return make_list({arg(a, 0), arg(a, 1)}, Tag::Tuple);
}
/// yield from $array: its entries as (key, value, from) triples, which a
/// generator yields under the array's keys without moving its own next
/// integer key (as PHP does; a plain `yield $k => $v` moves it).
NATIVE(h_yield_from) {
  UNUSED;
  auto* d = arr(arg(a, 0));
  if (!d) return iterable_of(vm, arg(a, 0), false, true);
  std::vector<Value> out;
  out.reserve(d->entries.size());
  for (auto& [k, x] : d->entries) out.push_back(make_list({k, x, B(true)}, Tag::Tuple));
  return make_list(std::move(out));
}
/// A yielded item with its key: a pair from `yield $k => $v`, a triple from `yield from`.
bool keyed_item(const Value& x) {
  return x.is(Tag::Tuple) && (x.as<ListObj>()->items.size() == 2 || x.as<ListObj>()->items.size() == 3);
}
NATIVE(h_unkv) {
  UNUSED;
  const Value& item = arg(a, 0);
  if (keyed_item(item)) return item.as<ListObj>()->items[1];
  return item;
}
NATIVE(h_keys) {
  UNUSED;
  std::vector<Value> out;
  if (auto* d = arr(arg(a, 0)))
    for (auto& e : d->entries) out.push_back(e.first);
  return make_list(std::move(out));
}
NATIVE(h_list) {
  UNUSED;
  std::vector<Value> items;
  if (arg(a, 0).is(Tag::List) || arg(a, 0).is(Tag::Tuple)) items = arg(a, 0).as<ListObj>()->items;
  Value out = new_arr();
  auto* d = out.as<DictObj>();
  for (auto& v : items) {
    if (v.is(Tag::KwArg)) {
      auto* kw = v.as<KwArgObj>();
      std::string n = kw->name;
      if (!n.empty() && n[0] == '$') n.erase(0, 1);
      d->set(str(n), kw->value);
    } else {
      push(d, v);
    }
  }
  if (auto* kw = arr(arg(a, 1)))  // named arguments a variadic parameter collected
    for (auto& [k, v] : kw->entries) {
      std::string n = k.is(Tag::Str) ? S(k) : to_str(vm, k);
      if (!n.empty() && n[0] == '$') n.erase(0, 1);
      d->set(str(n), v);
    }
  return out;
}
NATIVE(h_spread_into) {
  UNUSED;
  auto* d = arr(arg(a, 0));
  if (!d) return Value::none();
  if (auto* s = arr(arg(a, 1))) {
    if (!vm.charge_items(s->entries.size())) return Value::none();  // each entry built into d
    for (auto& [k, v] : s->entries) {
      if (k.is(Tag::Int)) push(d, copy_value(v));
      else d->set(k, copy_value(v));
    }
  } else {
    Value it = iterable_of(vm, arg(a, 1), false);
    if (it.is(Tag::List))
      for (auto& v : it.as<ListObj>()->items) push(d, v);
  }
  return Value::none();
}
Value incdec(Vm& vm, const Value& v, bool inc) {
  if (v.is_none()) return inc ? I(1) : Value::none();
  if (v.is(Tag::Str)) {
    Value n;
    if (numeric_str(S(v), n)) return incdec(vm, n, inc);
    if (!inc) return v;
    // Perl-style string increment: "a" -> "b", "Az" -> "Ba", "zz" -> "aaa"
    std::string s = S(v);
    if (s.empty()) return str("1");
    int i = static_cast<int>(s.size()) - 1;
    while (i >= 0) {
      char& c = s[static_cast<std::size_t>(i)];
      if (c == 'z') { c = 'a'; --i; }
      else if (c == 'Z') { c = 'A'; --i; }
      else if (c == '9') { c = '0'; --i; }
      else if (std::isalnum(static_cast<unsigned char>(c))) { ++c; return str(s); }
      else return str(s);
    }
    char first = s[0];
    s.insert(s.begin(), first == '0' ? '1' : first == 'a' ? 'a' : 'A');
    return str(s);
  }
  if (v.is(Tag::Int)) {
    std::int64_t r = 0;
    if (inc ? __builtin_add_overflow(v.i(), 1, &r) : __builtin_sub_overflow(v.i(), 1, &r))
      return Value::real(static_cast<double>(v.i()) + (inc ? 1.0 : -1.0));
    return I(r);
  }
  if (v.is(Tag::Float)) return Value::real(v.d() + (inc ? 1 : -1));
  if (v.is_symbolic()) return vm.ir_binop(inc ? Operator::Add : Operator::Sub, v, I(1));
  return v;
}
NATIVE(h_inc) {
  UNUSED;
  return incdec(vm, arg(a, 0), true);
}
NATIVE(h_dec) {
  UNUSED;
  return incdec(vm, arg(a, 0), false);
}
NATIVE(h_spaceship) {
  UNUSED;
  if (any_symbolic(a)) return sym_result(vm, "<=>", a);
  return I(loose_cmp(vm, arg(a, 0), arg(a, 1)));
}
bool instance_of(Vm& vm, const Value& v, const Value& c) {
  if (!v.is(Tag::Instance)) {
    if ((c.is(Tag::Str) && S(c) == "Closure") || (c.is(Tag::Class) && class_name(c) == "Closure"))
      return v.is(Tag::Function) || v.is(Tag::BoundMethod) || v.is(Tag::Builtin);
    return false;
  }
  Value cls = c;
  if (c.is(Tag::Str)) {
    const std::string& n = S(c);
    if (n == "BaseException" || n == "Throwable") return is_exception(v);
    if (n == "Error") {
      for (const char* e : {"Error", "TypeError", "ValueError", "ArithmeticError", "AssertionError"}) {
        Value k = lookup_class(vm, e);
        if (k.is(Tag::Class) && vm.isinstance(v, k)) return true;
      }
      return false;
    }
    if (n == "Stringable") return !class_attr(vm, v.as<InstanceObj>()->cls, "__toString").is_undef();
    if (n == "Countable") return !class_attr(vm, v.as<InstanceObj>()->cls, "count").is_undef();
    if (n == "Traversable" || n == "IteratorAggregate" || n == "Iterator")
      return !class_attr(vm, v.as<InstanceObj>()->cls, "getIterator").is_undef() ||
             !class_attr(vm, v.as<InstanceObj>()->cls, "valid").is_undef();
    if (n == "ArrayAccess") return !class_attr(vm, v.as<InstanceObj>()->cls, "offsetGet").is_undef();
    if (n == "UnitEnum" || n == "BackedEnum") return !class_attr(vm, v.as<InstanceObj>()->cls, "__php_enum").is_undef();
    cls = lookup_class(vm, n);
  } else if (c.is(Tag::Instance)) {
    cls = c.as<InstanceObj>()->cls;
  }
  if (!cls.is(Tag::Class)) return false;
  return vm.isinstance(v, cls);
}
NATIVE(h_instanceof) {
  UNUSED;
  if (arg(a, 0).is_symbolic()) return sym_result(vm, "instanceof", a);
  return B(instance_of(vm, arg(a, 0), arg(a, 1)));
}
Value std_class(Vm& vm) {
  Value& c = vm.run_state("php.stdClass");
  if (c.is_none()) c = new_class("stdClass");
  return c;
}
Value new_std_object(Vm& vm) {
  auto* inst = new InstanceObj();
  inst->cls = std_class(vm);
  return Value::object(inst);
}
NATIVE(h_cast) {
  UNUSED;
  std::string t = sarg(vm, a, 0);
  const Value& v = arg(a, 1);
  if (v.is_symbolic()) return v;
  if (t == "int" || t == "integer") return I(to_int(v));
  if (t == "float" || t == "double" || t == "real") return Value::real(to_float(v));
  if (t == "string" || t == "binary") return str(to_str(vm, v));
  if (t == "bool" || t == "boolean") return B(php::truthy(v));
  if (t == "array") {
    if (v.is(Tag::Dict)) return copy_value(v);
    if (v.is_none()) return new_arr();
    if (v.is(Tag::Instance)) {
      Value out = new_arr();
      for (auto& p : object_props(vm, v)) out.as<DictObj>()->set(str(p.name), p.value);
      return out;
    }
    return list_to_arr({v});
  }
  if (t == "object") {
    if (v.is(Tag::Instance)) return v;
    Value o = new_std_object(vm);
    if (auto* d = arr(v))
      for (auto& [k, x] : d->entries) set_instance_field(vm, o, to_str(vm, k), x);
    else if (!v.is_none()) set_instance_field(vm, o, "scalar", v);
    return o;
  }
  return v;
}
NATIVE(h_clone) {
  UNUSED;
  const Value& v = arg(a, 0);
  if (!v.is(Tag::Instance)) return v;
  auto* src = v.as<InstanceObj>();
  auto* inst = new InstanceObj();
  inst->cls = src->cls;
  for (auto& [k, x] : src->fields.items)
    if (vm.name(k) != "__php_id") inst->fields.items.emplace_back(k, copy_value(x));
  Value out = Value::object(inst);
  Value cl = class_attr(vm, inst->cls, "__clone");
  if (!cl.is_undef()) {
    std::vector<Value> c{out};
    vm.call_sync(cl, std::span<const Value>(c));
  }
  return out;
}
NATIVE(h_call) {
  UNUSED;
  if (a.empty()) return Value::none();
  if (a[0].is_symbolic()) return vm.unresolved_call("__php_call", a, vm.call_expr("call", a));
  Args rest(a.begin() + 1, a.end());
  return call_value(vm, a[0], std::move(rest));
}
/// $o->$name(...) and $o?->m(...)
NATIVE(h_mcall) {
  UNUSED;
  const Value& o = arg(a, 0);
  if (o.is_none() && php::truthy(arg(a, 2))) return Value::none();
  std::string mname = to_str(vm, arg(a, 1));
  if (o.is(Tag::Instance) && !o.as<InstanceObj>()->fields.find(vm.intern(mname)) &&
      class_attr(vm, o.as<InstanceObj>()->cls, mname).is_undef()) {
    Value magic = class_attr(vm, o.as<InstanceObj>()->cls, "__call");
    if (!magic.is_undef()) {
      std::vector<Value> rest(a.size() > 3 ? a.begin() + 3 : a.end(), a.end());
      std::vector<Value> c{o, str(mname), list_to_arr(rest)};
      return vm.call_sync(magic, std::span<const Value>(c));
    }
  }
  Args rest(a.size() > 3 ? a.begin() + 3 : a.end(), a.end());
  if (o.is(Tag::Instance)) {
    // a method wins over a property of the same name
    Value f = class_attr(vm, o.as<InstanceObj>()->cls, mname);
    if (f.is(Tag::Function)) {
      if (class_attr(vm, o.as<InstanceObj>()->cls, "__php_static_" + mname).is_undef()) rest.insert(rest.begin(), o);
      return vm.call_sync(f, std::span<const Value>(rest));
    }
  }
  Value m = load_attr_hook(vm, o, vm.intern(mname));  // exception methods, enum statics
  if (m.is_undef() && !vm.raising()) m = vm.ir_load_attr(o, vm.intern(mname));
  if (vm.raising()) return Value::none();
  return vm.call_sync(m, std::span<const Value>(rest));
}
/// self::m(...) / static::m(...) from an instance method: $this is passed
/// when m is an instance method.
/// Calls a static method with `cls` as the late-static-binding class.
Value static_call_with(Vm& vm, const Value& cls, const Value& f, Args& rest) {
  Value& st = vm.run_state("php.lsb");
  if (st.is_none()) st = make_list({});
  Value stack = st;
  stack.as<ListObj>()->items.push_back(cls);
  Value r = vm.call_sync(f, std::span<const Value>(rest));
  if (!stack.as<ListObj>()->items.empty()) stack.as<ListObj>()->items.pop_back();
  return r;
}
NATIVE(h_scall) {
  UNUSED;
  Value cls = arg(a, 0);
  const Value& self_v = arg(a, 1);
  std::string m = to_str(vm, arg(a, 2));
  Value f = class_attr(vm, cls, m);
  Args rest(a.size() > 3 ? a.begin() + 3 : a.end(), a.end());
  if (f.is_undef()) {
    Value bound = load_attr_hook(vm, self_v, vm.intern(m));  // enum statics, __call
    if (bound.is_undef()) bound = vm.ir_load_attr(self_v, vm.intern(m));
    if (vm.raising()) return Value::none();
    return vm.call_sync(bound, std::span<const Value>(rest));
  }
  if (class_attr(vm, cls, "__php_static_" + m).is_undef()) {
    rest.insert(rest.begin(), self_v);
    return vm.call_sync(f, std::span<const Value>(rest));
  }
  Value lsb = self_v.is(Tag::Instance) ? self_v.as<InstanceObj>()->cls : cls;
  return static_call_with(vm, lsb, f, rest);
}
NATIVE(h_static_call) {
  UNUSED;
  Value cls = arg(a, 0);
  if (cls.is(Tag::Instance)) cls = cls.as<InstanceObj>()->cls;
  std::string m = to_str(vm, arg(a, 1));
  Args rest(a.size() > 2 ? a.begin() + 2 : a.end(), a.end());
  if (cls.is_symbolic()) return vm.unresolved_call(m, rest, vm.call_expr(m, rest));
  Value f = class_attr(vm, cls, m);
  if (f.is_undef()) {
    Value cs = class_attr(vm, cls, "__callStatic");
    if (!cs.is_undef() && (class_attr(vm, cls, "__php_enum").is_undef() || (m != "cases" && m != "from" && m != "tryFrom"))) {
      // __callStatic runs with the called class as static::
      Args c{str(m), list_to_arr(rest)};
      return static_call_with(vm, cls, cs, c);
    }
    Value bound = load_attr_hook(vm, cls, vm.intern(m));
    if (bound.is_undef()) bound = vm.ir_load_attr(cls, vm.intern(m));
    if (vm.raising()) return Value::none();
    return vm.call_sync(bound, std::span<const Value>(rest));
  }
  if (class_attr(vm, cls, "__php_static_" + m).is_undef()) return vm.call_sync(f, std::span<const Value>(rest));
  return static_call_with(vm, cls, f, rest);
}
/// A first-class callable's body: `self` is the callable (any PHP callable
/// value, or [class, method] for a static method).
NATIVE(h_fcc_invoke) {
  if (self.is(Tag::List)) {
    auto& it = self.as<ListObj>()->items;
    Value cls = it[0], f = class_attr(vm, it[0], S(it[1]));
    if (f.is_undef()) {
      vm.raise("Error", "Call to undefined method " + class_name(cls) + "::" + S(it[1]) + "()");
      return Value::none();
    }
    return static_call_with(vm, cls, f, a);
  }
  return call_value(vm, self, a);
}
/// f(...), $o->m(...), C::m(...): first-class callable syntax.
NATIVE(h_fcc) {
  UNUSED;
  const Value& t = arg(a, 0);
  if (a.size() == 1) {
    if (t.is(Tag::Str) && t.as<StrObj>()->s.find("::") == std::string::npos) {
      Value f = lookup_function(vm, S(t));
      if (f.is_undef()) {
        vm.raise("Error", "Call to undefined function " + S(t) + "()");
        return Value::none();
      }
      return f;
    }
    if (t.is(Tag::Function)) return t;
    return make_native(h_fcc_invoke, "{closure}", t);
  }
  std::string m = to_str(vm, arg(a, 1));
  if (t.is(Tag::Class) || t.is(Tag::Str)) {
    Value cls = t.is(Tag::Str) ? lookup_class(vm, S(t)) : t;
    if (class_attr(vm, cls, m).is_undef()) {
      vm.raise("Error", "Call to undefined method " + class_name(cls) + "::" + m + "()");
      return Value::none();
    }
    return make_native(h_fcc_invoke, "{closure}", make_list({cls, str(m)}));
  }
  if (t.is(Tag::Instance)) {
    if (!class_attr(vm, t.as<InstanceObj>()->cls, m).is_undef()) return vm.ir_load_attr(t, vm.intern(m));
    if (!class_attr(vm, t.as<InstanceObj>()->cls, "__call").is_undef()) {
      Value pair = new_arr();
      push(pair.as<DictObj>(), t);
      push(pair.as<DictObj>(), str(m));
      return make_native(h_fcc_invoke, "{closure}", pair);
    }
    vm.raise("Error", "Call to undefined method " + class_name(t.as<InstanceObj>()->cls) + "::" + m + "()");
    return Value::none();
  }
  vm.raise("Error", "Call to a member function " + m + "() on " + php_type(t));
  return Value::none();
}
/// __php_trait_fn(name, T1, T2, ...): method `name` of the first trait that has it
/// (trait `insteadof` / `as` resolution); null when none does.
NATIVE(h_trait_fn) {
  UNUSED;
  std::string m = sarg(vm, a, 0);
  for (std::size_t i = 1; i < a.size(); ++i)
    if (a[i].is(Tag::Class))
      if (Value* f = a[i].as<ClassObj>()->attrs.find(vm.intern(m))) return *f;
  for (std::size_t i = 1; i < a.size(); ++i) {
    Value f = class_attr(vm, a[i], m);
    if (!f.is_undef()) return f;
  }
  vm.raise("Error", "An alias was defined for " + m + " but this method does not exist");
  return Value::none();
}
/// __php_layout(parent, [own names], trait...): a class's declared instance
/// properties in PHP's order (parent's, own, then the traits').
NATIVE(h_layout) {
  UNUSED;
  Value out = new_arr();
  auto* d = out.as<DictObj>();
  auto add_all = [&](const Value& names) {
    if (auto* n = arr(names))
      for (auto& [k, v] : n->entries) {
        bool seen = false;
        for (auto& [k2, v2] : d->entries)
          if (strict_eq(vm, v2, v)) seen = true;
        if (!seen) push(d, v);
      }
  };
  if (arg(a, 0).is(Tag::Class)) add_all(class_attr(vm, arg(a, 0), "__php_layout"));
  add_all(arg(a, 1));
  for (std::size_t i = 2; i < a.size(); ++i)
    if (a[i].is(Tag::Class)) add_all(class_attr(vm, a[i], "__php_layout"));
  return out;
}
/// isset($c[$k]) (the last step of an isset chain).
NATIVE(h_isset_idx) {
  UNUSED;
  const Value& c = arg(a, 0);
  const Value& k = arg(a, 1);
  if (c.is_symbolic() || k.is_symbolic()) return sym_result(vm, "isset", a);
  if (auto* d = arr(c)) {
    Value* v = d->find(norm_key(k));
    return B(v && !v->is_none());
  }
  if (c.is(Tag::Str)) {
    Value n;
    if (k.is(Tag::Int) || (k.is(Tag::Str) && numeric_str(S(k), n) && n.is(Tag::Int))) {
      std::int64_t i = k.is(Tag::Int) ? k.i() : n.i(), len = static_cast<std::int64_t>(S(c).size());
      if (i < 0) i += len;
      return B(i >= 0 && i < len);
    }
    return B(false);
  }
  if (c.is(Tag::Instance)) {
    Value ex = class_attr(vm, c.as<InstanceObj>()->cls, "offsetExists");
    if (!ex.is_undef()) {
      std::vector<Value> x{c, k};
      return B(php::truthy(vm.call_sync(ex, std::span<const Value>(x))));
    }
  }
  return B(false);
}
/// isset($o->p): a set, non-null property, or what __isset answers.
NATIVE(h_isset_prop) {
  UNUSED;
  const Value& o = arg(a, 0);
  if (o.is_symbolic()) return sym_result(vm, "isset", a);
  if (!o.is(Tag::Instance)) return B(false);
  std::string f = to_str(vm, arg(a, 1));
  auto* inst = o.as<InstanceObj>();
  if (Value* v = inst->fields.find(vm.intern(f))) return B(!v->is_none());
  Value is = class_attr(vm, inst->cls, "__isset");
  if (!is.is_undef()) {
    std::vector<Value> x{o, str(f)};
    return B(php::truthy(vm.call_sync(is, std::span<const Value>(x))));
  }
  return B(false);
}
/// $c[$k] read inside isset(): null instead of an error.
NATIVE(h_qidx) {
  UNUSED;
  const Value& c = arg(a, 0);
  if (c.is_none() || c.is(Tag::Bool) || c.is(Tag::Int) || c.is(Tag::Float)) return Value::none();
  if (c.is(Tag::Instance) && class_attr(vm, c.as<InstanceObj>()->cls, "offsetGet").is_undef()) return Value::none();
  return load_index_hook(vm, c, arg(a, 1));
}
// ====================================================================================
// Generator objects: current/key/next/send/valid/rewind/getReturn/throw.
// PHP-side state lives in a table keyed by the generator's address, holding
// [generator, return value, next auto key, current key]; an entry goes away
// when the generator finishes without a return value.

Value gen_table(Vm& vm) {
  Value& t = vm.run_state("php.generators");
  if (t.is_none()) t = make<DictObj>();
  return t;
}
Value gen_key(const Value& g) { return I(static_cast<std::int64_t>(reinterpret_cast<std::uintptr_t>(g.obj()))); }
std::vector<Value>& gen_state(Vm& vm, const Value& g) {
  auto* d = gen_table(vm).as<DictObj>();
  Value k = gen_key(g);
  Value* e = d->find(k);
  if (!e) {
    d->set(k, make_list({g, Value::none(), I(0), Value::none(), I(0)}));
    e = d->find(k);
  }
  return e->as<ListObj>()->items;
}
/// Resumes g with `in` (or throws it) and records what it produced.
void gen_advance(Vm& vm, const Value& g, Value in, bool throw_in) {
  auto* go = g.as<GeneratorObj>();
  go->buffered = false;
  go->lookahead = Value();
  Value out;
  auto r = vm.resume(g, std::move(in), throw_in, out);
  if (r == Vm::Resumed::Yielded) {
    auto& st = gen_state(vm, g);
    Value key;
    if (keyed_item(out)) {
      key = out.as<ListObj>()->items[0];
      if (out.as<ListObj>()->items.size() == 2 && key.is(Tag::Int) && st[2].is(Tag::Int) && key.i() >= st[2].i()) st[2] = I(key.i() + 1);
    } else {
      key = st[2];
      st[2] = I(st[2].i() + 1);
    }
    st[3] = key;
    st[4] = I(st[4].i() + 1);  // yields so far: past the first, it cannot be rewound
    go->lookahead = std::move(out);
    go->buffered = true;
    return;
  }
  auto* d = gen_table(vm).as<DictObj>();
  if (r == Vm::Resumed::Returned && !out.is_none()) gen_state(vm, g)[1] = out;
  else d->erase(gen_key(g));
}
void gen_start(Vm& vm, const Value& g) {
  auto* go = g.as<GeneratorObj>();
  if (go->state == GeneratorObj::Created && !go->buffered) gen_advance(vm, g, Value::none(), false);
}
Value gen_value(const Value& g) {
  const Value& x = g.as<GeneratorObj>()->lookahead;
  if (keyed_item(x)) return x.as<ListObj>()->items[1];
  return x;
}
NATIVE(g_current) {
  UNUSED;
  gen_start(vm, self);
  return self.as<GeneratorObj>()->buffered ? gen_value(self) : Value::none();
}
NATIVE(g_key) {
  UNUSED;
  gen_start(vm, self);
  return self.as<GeneratorObj>()->buffered ? gen_state(vm, self)[3] : Value::none();
}
NATIVE(g_next) {
  UNUSED;
  auto* go = self.as<GeneratorObj>();
  if (go->state == GeneratorObj::Created && !go->buffered) gen_start(vm, self);
  if (!vm.raising() && go->state != GeneratorObj::Done) gen_advance(vm, self, Value::none(), false);
  return Value::none();
}
NATIVE(g_send) {
  UNUSED;
  gen_start(vm, self);  // runs to the first yield, which receives the value
  if (vm.raising() || self.as<GeneratorObj>()->state == GeneratorObj::Done) return Value::none();
  gen_advance(vm, self, arg(a, 0), false);
  return self.as<GeneratorObj>()->buffered ? gen_value(self) : Value::none();
}
NATIVE(g_throw) {
  UNUSED;
  gen_start(vm, self);
  if (vm.raising()) return Value::none();
  if (self.as<GeneratorObj>()->state == GeneratorObj::Done) {
    vm.raise_value(arg(a, 0));
    return Value::none();
  }
  gen_advance(vm, self, arg(a, 0), true);
  return self.as<GeneratorObj>()->buffered ? gen_value(self) : Value::none();
}
NATIVE(g_valid) {
  UNUSED;
  gen_start(vm, self);
  return B(self.as<GeneratorObj>()->buffered);
}
/// foreach / rewind() on a generator that already moved on: PHP's errors.
bool gen_rewind_check(Vm& vm, const Value& g) {
  auto* go = g.as<GeneratorObj>();
  const char* msg = nullptr;
  if (go->state == GeneratorObj::Done) msg = "Cannot traverse an already closed generator";
  else if (Value* e = gen_table(vm).as<DictObj>()->find(gen_key(g)); e && e->as<ListObj>()->items[4].i() > 1)
    msg = "Cannot rewind a generator that was already run";
  if (!msg) return true;
  ensure_classes(vm);
  vm.raise("Exception", msg);
  return false;
}
NATIVE(g_rewind) {
  UNUSED;
  if (gen_rewind_check(vm, self)) gen_start(vm, self);
  return Value::none();
}
NATIVE(g_getReturn) {
  UNUSED;
  auto* go = self.as<GeneratorObj>();
  if (go->state != GeneratorObj::Done) {
    ensure_classes(vm);
    vm.raise("Exception", "Cannot get return value of a generator that hasn't returned");
    return Value::none();
  }
  Value* e = gen_table(vm).as<DictObj>()->find(gen_key(self));
  return e ? e->as<ListObj>()->items[1] : Value::none();
}
/// foreach over a generator: steps it through the methods above, so the
/// return value is kept and foreach continues where current()/next() left it.
NATIVE(h_gen_step) {
  UNUSED;
  auto& st = self.as<ListObj>()->items;
  const Value& g = st[0];
  if (php::truthy(st[2])) {
    if (g.as<GeneratorObj>()->state != GeneratorObj::Done) gen_advance(vm, g, Value::none(), false);
  } else {
    st[2] = B(true);
    if (!gen_rewind_check(vm, g)) return Value::none();
    gen_start(vm, g);
  }
  if (vm.raising()) return Value::none();
  if (!g.as<GeneratorObj>()->buffered) {
    vm.raise("StopIteration", "");
    return Value::none();
  }
  if (!php::truthy(st[1])) return gen_value(g);
  return make_list({gen_state(vm, g)[3], gen_value(g)}, Tag::Tuple);
}
NATIVE(h_fvals) {
  UNUSED;
  if (arg(a, 0).is(Tag::Generator)) {
    auto* it = new IteratorObj();
    it->ikind = IterKind::User;
    it->seq = make_native(h_gen_step, "next", make_list({arg(a, 0), B(false), B(false)}));
    return Value::object(it);
  }
  return iterable_of(vm, arg(a, 0), false, true);
}

}  // namespace
/// The Generator methods ($gen->current() ...), for the attribute hook.
Value generator_method(Vm& vm, const Value& g, std::string_view name) {
  (void)vm;
  static const std::pair<const char*, NativeFn> kMethods[] = {
      {"current", g_current}, {"key", g_key}, {"next", g_next}, {"send", g_send}, {"throw", g_throw},
      {"valid", g_valid}, {"rewind", g_rewind}, {"getReturn", g_getReturn}};
  for (auto& [n, f] : kMethods)
    if (name == n) return make_native(f, n, g);
  return Value::undef();
}
namespace {

/// $var[$k] = $v: stores into an array / ArrayAccess object (returned as is),
/// or returns the string with byte $k replaced (padded with spaces).
NATIVE(h_setidx) {
  UNUSED;
  const Value& c = arg(a, 0);
  if (c.is(Tag::Str)) {
    std::string sv = S(c);
    Value kn;
    const Value& k = arg(a, 1);
    if (!(k.is(Tag::Int) || (k.is(Tag::Str) && numeric_str(S(k), kn) && kn.is(Tag::Int)))) {
      vm.raise("TypeError", "Cannot access offset of type " + php_type(k) + " on string");
      return Value::none();
    }
    std::int64_t i = k.is(Tag::Int) ? k.i() : kn.i(), len = static_cast<std::int64_t>(sv.size());
    if (i < 0) i += len;
    if (i < 0) return c;  // PHP warns "Illegal string offset" and leaves the string
    if (i > 50000000) {
      vm.raise("MemoryError", "string offset too large");
      return Value::none();
    }
    std::string x = to_str(vm, arg(a, 2));
    if (x.empty()) {
      vm.raise("Error", "Cannot assign an empty string to a string offset");
      return Value::none();
    }
    if (i >= len) sv.resize(static_cast<std::size_t>(i) + 1, ' ');
    sv[static_cast<std::size_t>(i)] = x[0];
    return str(std::move(sv));
  }
  if (auto* d = arr(c)) {
    d->set(norm_key(arg(a, 1)), arg(a, 2));
    return c;
  }
  if (c.is(Tag::Instance)) {
    Value st = class_attr(vm, c.as<InstanceObj>()->cls, "offsetSet");
    if (!st.is_undef()) {
      std::vector<Value> x{c, arg(a, 1), arg(a, 2)};
      vm.call_sync(st, std::span<const Value>(x));
      return c;
    }
  }
  if (c.is(Tag::Bool) && !c.b()) {  // false auto-vivifies (deprecated in PHP 8.1)
    Value n = new_arr();
    n.as<DictObj>()->set(norm_key(arg(a, 1)), arg(a, 2));
    return n;
  }
  if (c.is(Tag::Int) || c.is(Tag::Float) || c.is(Tag::Bool)) {
    vm.raise("Error", "Cannot use a scalar value as an array");
    return Value::none();
  }
  vm.ir_store_index(c, arg(a, 1), arg(a, 2));
  return c;
}
// ====================================================================================
// Closure: bind / bindTo / call / fromCallable. A closure that uses $this takes it
// as the by-value capture `__use_$this`; a bound closure passes the new object there.

bool takes_this(Vm& vm, const Value& f) {
  if (!f.is(Tag::Function)) return false;
  const FunctionSig* sig = f.as<FunctionObj>()->sig;
  if (!sig) return false;
  for (Name p : sig->params)
    if (vm.name(p) == "__use_$this") return true;
  return false;
}
/// self = [closure, object]
NATIVE(h_bound_closure) {
  auto& it = self.as<ListObj>()->items;
  Args c = a;
  if (takes_this(vm, it[0])) {
    auto* kw = new KwArgObj();
    kw->name = "__use_$this";
    kw->value = it[1];
    c.push_back(Value::object(kw));
  }
  return call_value(vm, it[0], std::move(c));
}
Value bind_closure(Vm& vm, const Value& f, const Value& obj) {
  (void)vm;
  if (f.is(Tag::Builtin) && f.as<BuiltinObj>()->fn == h_bound_closure) {
    // rebinding a bound closure: bind the original
    return make_native(h_bound_closure, "{closure}", make_list({f.as<BuiltinObj>()->self.as<ListObj>()->items[0], obj}));
  }
  return make_native(h_bound_closure, "{closure}", make_list({f, obj}));
}
NATIVE(f_closure_bind) {
  UNUSED;
  return bind_closure(vm, arg(a, 0), arg(a, 1));
}
NATIVE(f_closure_from_callable) {
  UNUSED;
  Args c{arg(a, 0)};
  return h_fcc(vm, self, c);
}
NATIVE(m_closure_bindTo) {
  UNUSED;
  return bind_closure(vm, self, arg(a, 0));
}
NATIVE(m_closure_call) {
  UNUSED;
  Value b = bind_closure(vm, self, arg(a, 0));
  Args rest(a.size() > 1 ? a.begin() + 1 : a.end(), a.end());
  return call_value(vm, b, std::move(rest));
}
NATIVE(m_closure_invoke) {
  UNUSED;
  return call_value(vm, self, a);
}

}  // namespace
Value closure_class(Vm& vm) {
  Value& c = vm.run_state("php.closure_class");
  if (c.is(Tag::Class)) return c;
  c = new_class("Closure");
  auto* k = c.as<ClassObj>();
  k->attrs.set(vm.intern("bind"), make_native(f_closure_bind, "bind"));
  k->attrs.set(vm.intern("__php_static_bind"), B(true));
  k->attrs.set(vm.intern("fromCallable"), make_native(f_closure_from_callable, "fromCallable"));
  k->attrs.set(vm.intern("__php_static_fromCallable"), B(true));
  return c;
}
/// $closure->bindTo() / ->call() / ->__invoke(), for the attribute hook.
Value closure_method(Vm& vm, const Value& f, std::string_view name) {
  (void)vm;
  if (name == "bindTo") return make_native(m_closure_bindTo, "bindTo", f);
  if (name == "call") return make_native(m_closure_call, "call", f);
  if (name == "__invoke") return make_native(m_closure_invoke, "__invoke", f);
  return Value::undef();
}
namespace {

NATIVE(h_class_of) {
  UNUSED;
  const Value& v = arg(a, 0);
  if (v.is(Tag::Instance)) return v.as<InstanceObj>()->cls;
  if (v.is(Tag::Str)) {
    Value c = lookup_class(vm, S(v));
    if (c.is_undef()) {
      vm.raise("Error", "Class \"" + S(v) + "\" not found");
      return Value::none();
    }
    return c;
  }
  return v;
}
NATIVE(h_class_name) {
  UNUSED;
  const Value& v = arg(a, 0);
  if (v.is(Tag::Class)) return str(class_name(v));
  if (v.is(Tag::Instance)) return str(class_name(v.as<InstanceObj>()->cls));
  return v;
}
NATIVE(h_static_class) {
  UNUSED;
  Value& st = vm.run_state("php.lsb");
  if (st.is(Tag::List) && !st.as<ListObj>()->items.empty()) {
    Value top = st.as<ListObj>()->items.back();
    if (top.is(Tag::Class) && arg(a, 0).is(Tag::Class))
      for (auto& c : top.as<ClassObj>()->mro)
        if (c.obj() == arg(a, 0).obj()) return top;
  }
  return arg(a, 0);
}
NATIVE(h_register) {
  UNUSED;
  Value& r = vm.run_state("php.registry");
  if (r.is_none()) r = make<DictObj>();
  std::string n = lower(sarg(vm, a, 0));
  r.as<DictObj>()->set(str((arg(a, 1).is(Tag::Class) ? "class:" : "fn:") + n), arg(a, 1));
  if (arg(a, 1).is(Tag::Class) && arg(a, 2).is(Tag::Str)) arg(a, 1).as<ClassObj>()->name = S(arg(a, 2));
  return Value::none();
}
NATIVE(h_enum_case) {
  UNUSED;
  const Value& cls = arg(a, 0);
  if (!cls.is(Tag::Class)) return Value::none();
  auto* inst = new InstanceObj();
  inst->cls = cls;
  Value o = Value::object(inst);
  set_instance_field(vm, o, "name", arg(a, 1));
  if (!arg(a, 2).is_none()) set_instance_field(vm, o, "value", arg(a, 2));
  auto* k = cls.as<ClassObj>();
  k->attrs.set(vm.intern(sarg(vm, a, 1)), o);
  Name cases = vm.intern("__php_cases");
  Value* list = k->attrs.find(cases);
  if (!list) {
    k->attrs.set(cases, new_arr());
    list = k->attrs.find(cases);
  }
  push(list->as<DictObj>(), o);
  return o;
}
NATIVE(h_first_init) {
  UNUSED;
  const Value& o = arg(a, 0);
  if (!o.is(Tag::Instance)) return B(false);
  Name n = vm.intern("__php_i");
  if (o.as<InstanceObj>()->fields.find(n)) return B(false);
  o.as<InstanceObj>()->fields.set(n, B(true));
  object_id(vm, o);
  return B(true);
}
NATIVE(h_parent_props) {
  UNUSED;
  const Value& cls = arg(a, 0);
  if (!cls.is(Tag::Class)) return Value::none();
  Value* f = cls.as<ClassObj>()->attrs.find(vm.intern("__php_props"));
  if (!f) return Value::none();
  std::vector<Value> c{arg(a, 1)};
  vm.call_sync(*f, std::span<const Value>(c));
  return Value::none();
}
NATIVE(h_refout) {
  UNUSED;
  set_ref_out(vm, iarg(a, 0), arg(a, 1));
  return Value::none();
}
NATIVE(h_refclear) {
  UNUSED;
  Value r = refout_dict(vm);
  r.as<DictObj>()->entries.clear();
  r.as<DictObj>()->index.clear();
  return Value::none();
}
NATIVE(h_refget) {
  UNUSED;
  Value r = refout_dict(vm);
  Value* v = r.as<DictObj>()->find(I(iarg(a, 0)));
  return v ? *v : Value::none();
}
Value statics(Vm& vm) {
  Value& r = vm.run_state("php.statics");
  if (r.is_none()) r = make<DictObj>();
  return r;
}
NATIVE(h_static_init) {
  UNUSED;
  Value s = statics(vm);
  if (!s.as<DictObj>()->find(arg(a, 0))) s.as<DictObj>()->set(arg(a, 0), arg(a, 1));
  return Value::none();
}
NATIVE(h_static_get) {
  UNUSED;
  Value s = statics(vm);
  Value* v = s.as<DictObj>()->find(arg(a, 0));
  return v ? *v : Value::none();
}
NATIVE(h_static_set) {
  UNUSED;
  statics(vm).as<DictObj>()->set(arg(a, 0), arg(a, 1));
  return Value::none();
}
std::string match_repr(Vm& vm, const Value& v) {
  if (v.is(Tag::Str)) return "'" + S(v) + "'";
  if (v.is(Tag::Bool)) return v.b() ? "true" : "false";
  if (v.is_none()) return "NULL";
  if (v.is(Tag::Float)) return fmt_float_repr(v.d());
  if (v.is(Tag::Instance) || v.is(Tag::Dict)) return "of type " + (v.is(Tag::Dict) ? std::string("array") : class_name(v.as<InstanceObj>()->cls));
  return to_str(vm, v);
}
NATIVE(h_unhandled_match) {
  UNUSED;
  ensure_classes(vm);
  vm.raise("UnhandledMatchError", "Unhandled match case " + match_repr(vm, arg(a, 0)));
  return Value::none();
}
Value constants(Vm& vm) {
  Value& r = vm.run_state("php.constants");
  if (r.is_none()) r = make<DictObj>();
  return r;
}
NATIVE(f_define) {
  UNUSED;
  constants(vm).as<DictObj>()->set(str(sarg(vm, a, 0)), arg(a, 1));
  return B(true);
}
NATIVE(f_defined) {
  UNUSED;
  std::string n = sarg(vm, a, 0);
  return B(constants(vm).as<DictObj>()->find(str(n)) || !constant_value(vm, n).is_undef());
}
NATIVE(f_constant) {
  UNUSED;
  std::string n = sarg(vm, a, 0);
  if (auto p = n.find("::"); p != std::string::npos) {
    Value c = lookup_class(vm, n.substr(0, p));
    Value v = class_attr(vm, c, n.substr(p + 2));
    return v.is_undef() ? Value::none() : v;
  }
  if (Value* v = constants(vm).as<DictObj>()->find(str(n))) return *v;
  Value c = constant_value(vm, n);
  if (!c.is_undef()) return c;
  vm.raise("Error", "Undefined constant \"" + n + "\"");
  return Value::none();
}

// ====================================================================================
// output

NATIVE(f_print_r) {
  UNUSED;
  std::string out;
  print_r(vm, arg(a, 0), out, 0);
  if (vm.raising()) return Value::none();
  if (php::truthy(arg(a, 1))) return str(out);
  vm.write_out(out);
  return B(true);
}
NATIVE(f_var_dump) {
  UNUSED;
  for (auto& v : a) {
    std::string out;
    var_dump(vm, v, out, 0);
    vm.write_out(out);
  }
  return Value::none();
}
NATIVE(f_var_export) {
  UNUSED;
  std::string out;
  var_export(vm, arg(a, 0), out, 0);
  if (php::truthy(arg(a, 1))) return str(out);
  vm.write_out(out);
  return Value::none();
}

// --- sprintf ------------------------------------------------------------------------------
std::string format_exp(double v, int prec, bool upper_e) {
  char buf[512];
  std::snprintf(buf, sizeof buf, "%.*e", prec, v);
  std::string s(buf);
  // PHP writes the exponent without leading zeros: 1.5e+3
  std::size_t e = s.find('e');
  if (e == std::string::npos) return s;
  std::string mant = s.substr(0, e);
  char sign = s[e + 1];
  std::string ex = s.substr(e + 2);
  while (ex.size() > 1 && ex[0] == '0') ex.erase(0, 1);
  return mant + (upper_e ? "E" : "e") + sign + ex;
}
/// PHP's %g (zend_gcvt): `prec` significant digits, exponent form when the
/// exponent is below -4 or at least `prec` ("1.0e+6", "1.234e-5": a mantissa
/// with a decimal digit, an exponent without padding).
std::string php_gcvt(double value, int prec, char e) {
  if (std::isnan(value)) return "NAN";
  if (std::isinf(value)) return value < 0 ? "-INF" : "INF";
  prec = std::min(std::max(prec, 1), 40);
  std::string out;
  if (std::signbit(value) && value != 0) out += '-';
  double av = std::fabs(value);
  std::string digits = "0";
  int decpt = 1;
  if (av != 0) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*e", prec - 1, av);  // correctly rounded significant digits
    std::string m(buf);
    std::size_t ep = m.find('e');
    decpt = std::atoi(m.c_str() + ep + 1) + 1;
    digits.clear();
    for (std::size_t i = 0; i < ep; ++i)
      if (m[i] != '.') digits += m[i];
    while (digits.size() > 1 && digits.back() == '0') digits.pop_back();
  }
  if (decpt < 0 ? decpt < -3 : decpt > prec) {
    int x = decpt - 1;
    out += digits[0];
    out += '.';
    out += digits.size() > 1 ? digits.substr(1) : "0";
    out += e;
    out += x < 0 ? '-' : '+';
    out += std::to_string(x < 0 ? -x : x);
  } else if (decpt <= 0) {
    out += "0.";
    out.append(static_cast<std::size_t>(-decpt), '0');
    out += digits;
  } else {
    for (int i = 0; i < decpt; ++i) out += static_cast<std::size_t>(i) < digits.size() ? digits[static_cast<std::size_t>(i)] : '0';
    if (static_cast<std::size_t>(decpt) < digits.size()) out += "." + digits.substr(static_cast<std::size_t>(decpt));
  }
  return out;
}
std::string php_sprintf(Vm& vm, const std::string& fmt, Args& a, std::size_t first) {
  std::string out;
  std::size_t next = first;
  for (std::size_t i = 0; i < fmt.size(); ++i) {
    char c = fmt[i];
    if (c != '%') {
      out += c;
      continue;
    }
    if (++i >= fmt.size()) break;
    if (fmt[i] == '%') {
      out += '%';
      continue;
    }
    // argnum$
    std::size_t argnum = 0;
    {
      std::size_t j = i;
      while (j < fmt.size() && std::isdigit(static_cast<unsigned char>(fmt[j]))) ++j;
      if (j < fmt.size() && fmt[j] == '$' && j > i && j - i < 9) {
        argnum = static_cast<std::size_t>(std::stoul(fmt.substr(i, j - i)));
        i = j + 1;
      }
    }
    bool left = false, plus = false;
    char pad = ' ';
    for (; i < fmt.size(); ++i) {
      char f = fmt[i];
      if (f == '-') left = true;
      else if (f == '+') plus = true;
      else if (f == '0') pad = '0';
      else if (f == ' ') pad = ' ';
      else if (f == '\'' && i + 1 < fmt.size()) pad = fmt[++i];
      else break;
    }
    int width = 0, prec = -1;
    while (i < fmt.size() && std::isdigit(static_cast<unsigned char>(fmt[i]))) width = std::min(width * 10 + (fmt[i++] - '0'), 1 << 20);
    if (i < fmt.size() && fmt[i] == '.') {
      ++i;
      prec = 0;
      while (i < fmt.size() && std::isdigit(static_cast<unsigned char>(fmt[i]))) prec = std::min(prec * 10 + (fmt[i++] - '0'), 500);
    }
    if (i >= fmt.size()) break;
    char spec = fmt[i];
    Value v;
    if (argnum > 0) v = arg(a, first + argnum - 1);
    else {
      if (next >= a.size()) {
        vm.raise("ArgumentCountError", std::to_string(a.size() - first + 1) + " arguments are required, " +
                                           std::to_string(a.size() - first) + " given");
        return out;
      }
      v = a[next++];
    }
    std::string s;
    bool numeric = false;
    switch (spec) {
      case 'd': case 'i': {
        std::int64_t n = to_int(v);
        s = std::to_string(n);
        if (plus && n >= 0) s = "+" + s;
        numeric = true;
        break;
      }
      case 'u': s = std::to_string(static_cast<std::uint64_t>(to_int(v))); numeric = true; break;
      case 'f': case 'F': {
        char buf[512];
        std::snprintf(buf, sizeof buf, "%.*f", prec < 0 ? 6 : std::min(prec, 53), to_float(v));
        s = buf;
        if (plus && to_float(v) >= 0) s = "+" + s;
        numeric = true;
        break;
      }
      case 'e': case 'E':
        s = format_exp(to_float(v), prec < 0 ? 6 : prec, spec == 'E');
        if (plus && to_float(v) >= 0) s = "+" + s;
        numeric = true;
        break;
      case 'g': case 'G': {
        s = php_gcvt(to_float(v), prec < 0 ? 6 : (prec == 0 ? 1 : prec), spec == 'G' ? 'E' : 'e');
        if (plus && to_float(v) >= 0) s = "+" + s;
        numeric = true;
        break;
      }
      case 's': {
        s = to_str(vm, v);
        if (prec >= 0 && static_cast<std::size_t>(prec) < s.size()) s = s.substr(0, static_cast<std::size_t>(prec));
        break;
      }
      case 'x': case 'X': case 'o': case 'b': {
        std::uint64_t n = static_cast<std::uint64_t>(to_int(v));
        if (n == 0) s = "0";
        int base = spec == 'o' ? 8 : spec == 'b' ? 2 : 16;
        const char* digs = spec == 'X' ? "0123456789ABCDEF" : "0123456789abcdef";
        while (n) {
          s.insert(s.begin(), digs[n % static_cast<std::uint64_t>(base)]);
          n /= static_cast<std::uint64_t>(base);
        }
        break;
      }
      case 'c': s = std::string(1, static_cast<char>(to_int(v))); break;
      default: s = ""; break;
    }
    if (static_cast<int>(s.size()) < width) {
      std::size_t n = static_cast<std::size_t>(width) - s.size();
      if (!vm.charge_bytes(n)) return out;  // the padding a width asks for
      if (left) {
        s += std::string(n, pad == '0' ? ' ' : pad);
        if (pad == '0' && numeric) s = s;  // PHP pads with spaces on the right
      } else if (pad == '0' && numeric && !s.empty() && (s[0] == '-' || s[0] == '+')) {
        s = s.substr(0, 1) + std::string(n, '0') + s.substr(1);
      } else {
        s = std::string(n, pad) + s;
      }
    }
    out += s;
  }
  return out;
}
NATIVE(f_sprintf) {
  UNUSED;
  return str(php_sprintf(vm, sarg(vm, a, 0), a, 1));
}
NATIVE(f_printf) {
  UNUSED;
  std::string s = php_sprintf(vm, sarg(vm, a, 0), a, 1);
  vm.write_out(s);
  return I(static_cast<std::int64_t>(s.size()));
}
NATIVE(f_vsprintf) {
  UNUSED;
  Args b{arg(a, 0)};
  for (auto& v : arr_values(arg(a, 1))) b.push_back(v);
  return str(php_sprintf(vm, sarg(vm, a, 0), b, 1));
}
NATIVE(f_vprintf) {
  UNUSED;
  Args b{arg(a, 0)};
  for (auto& v : arr_values(arg(a, 1))) b.push_back(v);
  std::string s = php_sprintf(vm, sarg(vm, a, 0), b, 1);
  vm.write_out(s);
  return I(static_cast<std::int64_t>(s.size()));
}

/// round() half away from zero on the decimal digits (after PHP's
/// pre-rounding to 15 significant digits).
double php_round(double v, std::int64_t places) {
  if (!std::isfinite(v) || v == 0) return v;
  places = std::max<std::int64_t>(-400, std::min<std::int64_t>(400, places));
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.14e", v);
  std::string s(buf);
  bool neg = s[0] == '-';
  if (neg) s.erase(0, 1);
  std::size_t e = s.find('e');
  int ex = std::atoi(s.c_str() + e + 1);
  std::string digits;
  for (std::size_t i = 0; i < e; ++i)
    if (s[i] != '.') digits += s[i];
  int decpt = ex + 1;  // digits[0..decpt) is the integer part
  std::int64_t keep = decpt + places;
  if (keep >= static_cast<std::int64_t>(digits.size())) return v;
  if (keep < 0) return neg ? -0.0 : 0.0;
  bool up = digits[static_cast<std::size_t>(keep)] >= '5';
  std::string kept = digits.substr(0, static_cast<std::size_t>(keep));
  if (up) {
    int i = static_cast<int>(kept.size()) - 1;
    while (i >= 0 && kept[static_cast<std::size_t>(i)] == '9') kept[static_cast<std::size_t>(i--)] = '0';
    if (i < 0) {
      kept.insert(kept.begin(), '1');
      ++decpt;
    } else {
      ++kept[static_cast<std::size_t>(i)];
    }
  }
  if (kept.empty()) kept = "0";
  std::string num = (neg ? "-0." : "0.") + kept + "e" + std::to_string(decpt);
  return std::strtod(num.c_str(), nullptr);
}
std::string number_format(double v, std::int64_t dec, const std::string& dp, const std::string& ts) {
  v = php_round(v, dec);
  char buf[512];
  std::snprintf(buf, sizeof buf, "%.*f", static_cast<int>(std::max<std::int64_t>(0, std::min<std::int64_t>(dec, 100))), std::fabs(v));
  std::string s(buf);
  std::string ip = s, fp;
  if (auto p = s.find('.'); p != std::string::npos) {
    ip = s.substr(0, p);
    fp = s.substr(p + 1);
  }
  std::string g;
  for (std::size_t i = 0; i < ip.size(); ++i) {
    if (i && (ip.size() - i) % 3 == 0) g += ts;
    g += ip[i];
  }
  bool zero = true;
  for (char c : s)
    if (c >= '1' && c <= '9') zero = false;
  std::string out = (v < 0 && !zero ? "-" : "") + g;
  if (dec > 0) out += dp + fp;
  return out;
}
NATIVE(f_number_format) {
  UNUSED;
  return str(number_format(farg(a, 0), iarg(a, 1), has(a, 2) ? sarg(vm, a, 2) : ".", has(a, 3) ? sarg(vm, a, 3) : ","));
}

// ====================================================================================
// strings

NATIVE(f_strlen) {
  UNUSED;
  std::string tmp;
  return I(static_cast<std::int64_t>(sref(vm, a, 0, tmp).size()));
}
std::size_t utf8_len(const std::string& s) {
  std::size_t n = 0;
  for (unsigned char c : s)
    if ((c & 0xC0) != 0x80) ++n;
  return n;
}
std::vector<std::string> utf8_chars(const std::string& s) {
  std::vector<std::string> out;
  for (std::size_t i = 0; i < s.size();) {
    std::size_t n = 1;
    unsigned char c = static_cast<unsigned char>(s[i]);
    if (c >= 0xF0) n = 4;
    else if (c >= 0xE0) n = 3;
    else if (c >= 0xC0) n = 2;
    out.push_back(s.substr(i, n));
    i += n;
  }
  return out;
}
NATIVE(f_mb_strlen) {
  UNUSED;
  return I(static_cast<std::int64_t>(utf8_len(sarg(vm, a, 0))));
}
NATIVE(f_strtoupper) {
  UNUSED;
  return str(upper(sarg(vm, a, 0)));
}
NATIVE(f_strtolower) {
  UNUSED;
  return str(lower(sarg(vm, a, 0)));
}
NATIVE(f_ucfirst) {
  UNUSED;
  std::string s = sarg(vm, a, 0);
  if (!s.empty()) s[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(s[0])));
  return str(s);
}
NATIVE(f_lcfirst) {
  UNUSED;
  std::string s = sarg(vm, a, 0);
  if (!s.empty()) s[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(s[0])));
  return str(s);
}
NATIVE(f_ucwords) {
  UNUSED;
  std::string s = sarg(vm, a, 0);
  std::string delims = has(a, 1) ? sarg(vm, a, 1) : " \t\r\n\f\v";
  bool start = true;
  for (auto& c : s) {
    if (start) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    start = delims.find(c) != std::string::npos;
  }
  return str(s);
}
std::string trim_chars(Vm& vm, Args& a) {
  if (!has(a, 1)) return std::string(" \t\n\r\v", 5) + std::string(1, '\0');
  std::string spec = sarg(vm, a, 1), out;
  for (std::size_t i = 0; i < spec.size(); ++i) {
    if (i + 3 < spec.size() + 0 && spec[i + 1] == '.' && i + 3 < spec.size() && spec[i + 2] == '.') {
      for (int c = static_cast<unsigned char>(spec[i]); c <= static_cast<unsigned char>(spec[i + 3]); ++c)
        out += static_cast<char>(c);
      i += 3;
    } else {
      out += spec[i];
    }
  }
  return out;
}
Value do_trim(Vm& vm, Args& a, bool l, bool r) {
  std::string s = sarg(vm, a, 0), cs = trim_chars(vm, a);
  std::size_t b = 0, e = s.size();
  if (l)
    while (b < e && cs.find(s[b]) != std::string::npos) ++b;
  if (r)
    while (e > b && cs.find(s[e - 1]) != std::string::npos) --e;
  return str(s.substr(b, e - b));
}
NATIVE(f_trim) {
  UNUSED;
  return do_trim(vm, a, true, true);
}
NATIVE(f_ltrim) {
  UNUSED;
  return do_trim(vm, a, true, false);
}
NATIVE(f_rtrim) {
  UNUSED;
  return do_trim(vm, a, false, true);
}
/// substr's start/length rules on a byte length n.
bool slice_range(std::int64_t n, std::int64_t start, bool has_len, std::int64_t len, std::int64_t& b, std::int64_t& e) {
  if (start < 0) start = std::max<std::int64_t>(0, n + start);
  if (start > n) start = n;
  if (!has_len || len > n) len = has_len ? n : n - start;
  if (len < -n) len = -n;
  if (len < 0) len = std::max<std::int64_t>(0, n - start + len);
  b = start;
  e = std::min(n, start + len);
  if (e < b) e = b;
  return true;
}
NATIVE(f_substr) {
  UNUSED;
  std::string tmp;
  const std::string& s = sref(vm, a, 0, tmp);
  std::int64_t b, e;
  slice_range(static_cast<std::int64_t>(s.size()), iarg(a, 1), has(a, 2), iarg(a, 2), b, e);
  return str(s.substr(static_cast<std::size_t>(b), static_cast<std::size_t>(e - b)));
}
NATIVE(f_mb_substr) {
  UNUSED;
  auto cs = utf8_chars(sarg(vm, a, 0));
  std::int64_t b, e;
  slice_range(static_cast<std::int64_t>(cs.size()), iarg(a, 1), has(a, 2), iarg(a, 2), b, e);
  std::string out;
  for (std::int64_t i = b; i < e; ++i) out += cs[static_cast<std::size_t>(i)];
  return str(out);
}
NATIVE(f_mb_str_split) {
  UNUSED;
  auto cs = utf8_chars(sarg(vm, a, 0));
  std::int64_t n = std::max<std::int64_t>(1, iarg(a, 1, 1));
  std::vector<Value> out;
  for (std::size_t i = 0; i < cs.size(); i += static_cast<std::size_t>(n)) {
    std::string p;
    for (std::size_t j = i; j < std::min(cs.size(), i + static_cast<std::size_t>(n)); ++j) p += cs[j];
    out.push_back(str(p));
  }
  return list_to_arr(out);
}
NATIVE(f_strpos) {
  UNUSED;
  std::string th, tn;
  const std::string &h = sref(vm, a, 0, th), &n = sref(vm, a, 1, tn);
  std::int64_t off = iarg(a, 2);
  if (off < 0) off += static_cast<std::int64_t>(h.size());
  if (off < 0 || off > static_cast<std::int64_t>(h.size())) {
    vm.raise("ValueError", "strpos(): Argument #3 ($offset) must be contained in argument #1 ($haystack)");
    return Value::none();
  }
  auto p = h.find(n, static_cast<std::size_t>(off));
  // charged for the bytes it scanned, so a loop of small finds over a big
  // text pays for the text once
  if (!vm.charge_bytes((p == std::string::npos ? h.size() : p + n.size()) - static_cast<std::size_t>(off)))
    return Value::none();
  return p == std::string::npos ? B(false) : I(static_cast<std::int64_t>(p));
}
NATIVE(f_stripos) {
  UNUSED;
  std::string h = lower(sarg(vm, a, 0)), n = lower(sarg(vm, a, 1));
  auto p = h.find(n, static_cast<std::size_t>(std::max<std::int64_t>(0, iarg(a, 2))));
  return p == std::string::npos ? B(false) : I(static_cast<std::int64_t>(p));
}
NATIVE(f_strrpos) {
  UNUSED;
  std::string h = sarg(vm, a, 0), n = sarg(vm, a, 1);
  auto p = h.rfind(n);
  return p == std::string::npos ? B(false) : I(static_cast<std::int64_t>(p));
}
NATIVE(f_str_contains) {
  UNUSED;
  return B(sarg(vm, a, 0).find(sarg(vm, a, 1)) != std::string::npos);
}
NATIVE(f_str_starts_with) {
  UNUSED;
  std::string th, tn;
  const std::string &h = sref(vm, a, 0, th), &n = sref(vm, a, 1, tn);
  if (!vm.charge_bytes(n.size())) return Value::none();  // compares the prefix
  return B(h.compare(0, n.size(), n) == 0 && h.size() >= n.size());
}
NATIVE(f_str_ends_with) {
  UNUSED;
  std::string th, tn;
  const std::string &h = sref(vm, a, 0, th), &n = sref(vm, a, 1, tn);
  if (!vm.charge_bytes(n.size())) return Value::none();  // compares the suffix
  return B(h.size() >= n.size() && h.compare(h.size() - n.size(), n.size(), n) == 0);
}
std::string replace_all(const std::string& s, const std::string& from, const std::string& to, std::int64_t& count,
                        bool ci = false) {
  if (from.empty()) return s;
  std::string out, hay = ci ? lower(s) : s, needle = ci ? lower(from) : from;
  std::size_t i = 0;
  while (true) {
    std::size_t p = hay.find(needle, i);
    if (p == std::string::npos) break;
    out += s.substr(i, p - i) + to;
    i = p + from.size();
    ++count;
  }
  return out + s.substr(i);
}
Value str_replace_impl(Vm& vm, Args& a, bool ci) {
  const Value& search = arg(a, 0);
  const Value& rep = arg(a, 1);
  const Value& subject = arg(a, 2);
  std::int64_t count = 0;
  auto one = [&](std::string s) {
    if (auto* sd = arr(search)) {
      std::size_t k = 0;
      auto reps = arr_values(rep);
      for (auto& [kk, sv] : sd->entries) {
        std::string r = arr(rep) ? (k < reps.size() ? to_str(vm, reps[k]) : "") : to_str(vm, rep);
        s = replace_all(s, to_str(vm, sv), r, count, ci);
        ++k;
      }
      return s;
    }
    return replace_all(s, to_str(vm, search), to_str(vm, rep), count, ci);
  };
  Value out;
  if (auto* d = arr(subject)) {
    out = new_arr();
    for (auto& [k, v] : d->entries) out.as<DictObj>()->set(k, str(one(to_str(vm, v))));
  } else {
    out = str(one(to_str(vm, subject)));
  }
  set_ref_out(vm, 3, I(count));
  return out;
}
NATIVE(f_str_replace) {
  UNUSED;
  return str_replace_impl(vm, a, false);
}
NATIVE(f_str_ireplace) {
  UNUSED;
  return str_replace_impl(vm, a, true);
}
NATIVE(f_str_repeat) {
  UNUSED;
  std::string s = sarg(vm, a, 0), out;
  std::int64_t n = iarg(a, 1);
  if (n < 0) {
    vm.raise("ValueError", "str_repeat(): Argument #2 ($times) must be greater than or equal to 0");
    return Value::none();
  }
  if (s.empty() || n == 0) return str("");
  if (static_cast<std::uint64_t>(n) > (std::uint64_t{1} << 28) / s.size()) {
    vm.raise("MemoryError", "str_repeat(): result too large");
    return Value::none();
  }
  if (!vm.charge_bytes(s.size() * static_cast<std::size_t>(n))) return Value::none();
  for (std::int64_t i = 0; i < n; ++i) out += s;
  return str(out);
}
NATIVE(f_str_pad) {
  UNUSED;
  std::string s = sarg(vm, a, 0);
  std::int64_t len = iarg(a, 1);
  std::string p = has(a, 2) ? sarg(vm, a, 2) : " ";
  std::int64_t type = iarg(a, 3, 1);  // STR_PAD_RIGHT
  if (len <= static_cast<std::int64_t>(s.size()) || p.empty()) return str(s);
  if (len > (1 << 28)) {
    vm.raise("MemoryError", "str_pad(): result too large");
    return Value::none();
  }
  std::size_t total = static_cast<std::size_t>(len) - s.size();
  std::size_t left = type == 0 ? total : type == 2 ? total / 2 : 0;
  std::size_t right = total - left;
  auto fill = [&](std::size_t n) {
    std::string f;
    for (std::size_t i = 0; i < n; ++i) f += p[i % p.size()];
    return f;
  };
  return str(fill(left) + s + fill(right));
}
NATIVE(f_str_split) {
  UNUSED;
  std::string s = sarg(vm, a, 0);
  std::int64_t n = std::max<std::int64_t>(1, iarg(a, 1, 1));
  std::vector<Value> out;
  for (std::size_t i = 0; i < s.size(); i += static_cast<std::size_t>(n)) out.push_back(str(s.substr(i, static_cast<std::size_t>(n))));
  if (s.empty()) out.push_back(str(""));
  return list_to_arr(out);
}
// --- paths (PHP's POSIX rules; pure text, nothing touches the file system) ---
/// The last component of a path, trailing slashes ignored.
std::string path_basename(const std::string& p) {
  std::size_t e = p.size();
  while (e > 0 && p[e - 1] == '/') --e;
  std::size_t b = p.rfind('/', e == 0 ? 0 : e - 1);
  b = (b == std::string::npos || e == 0) ? 0 : b + 1;
  return p.substr(b, e - b);
}
/// dirname() once: "/a/b" -> "/a", "a" -> ".", "/" -> "/", "" -> "".
std::string path_dirname(const std::string& p) {
  if (p.empty()) return "";
  std::size_t e = p.size();
  while (e > 1 && p[e - 1] == '/') --e;
  while (e > 0 && p[e - 1] != '/') --e;  // drop the last component
  if (e == 0) return ".";
  while (e > 1 && p[e - 1] == '/') --e;
  return p.substr(0, e);
}
NATIVE(f_basename) {
  UNUSED;
  std::string b = path_basename(sarg(vm, a, 0));
  if (a.size() > 1) {
    std::string suffix = sarg(vm, a, 1);
    if (!suffix.empty() && b.size() > suffix.size() && b.compare(b.size() - suffix.size(), suffix.size(), suffix) == 0)
      b.resize(b.size() - suffix.size());
  }
  return str(b);
}
NATIVE(f_dirname) {
  UNUSED;
  std::string d = sarg(vm, a, 0);
  std::int64_t levels = iarg(a, 1, 1);
  if (levels < 1) return vm.raise("ValueError", "dirname(): Argument #2 ($levels) must be greater than or equal to 1"), Value::none();
  for (std::int64_t k = 0; k < levels && k < 4096; ++k) {
    std::string up = path_dirname(d);
    if (up == d) break;
    d = std::move(up);
  }
  return str(d);
}
/// pathinfo(path[, flag]): dirname, basename, extension (when there is a
/// dot), filename; one of them as a string with PATHINFO_* flags.
NATIVE(f_pathinfo) {
  UNUSED;
  const std::string p = sarg(vm, a, 0);
  const std::int64_t flags = iarg(a, 1, 15);
  const std::string base = path_basename(p);
  const bool has_dir = p.find('/') != std::string::npos || !p.empty();
  const std::size_t dot = base.rfind('.');
  Value out = new_arr();
  auto put = [&](const char* k, std::string v) { out.as<DictObj>()->set(str(k), str(std::move(v))); };
  if ((flags & 1) && has_dir) put("dirname", path_dirname(p));
  if (flags & 2) put("basename", base);
  if ((flags & 4) && dot != std::string::npos) put("extension", base.substr(dot + 1));
  if (flags & 8) put("filename", dot == std::string::npos ? base : base.substr(0, dot));
  if (flags == 15) return out;
  auto& e = out.as<DictObj>()->entries;
  return e.empty() ? str("") : e.front().second;
}
NATIVE(f_strrev) {
  UNUSED;
  std::string s = sarg(vm, a, 0);
  std::reverse(s.begin(), s.end());
  return str(s);
}
NATIVE(f_implode) {
  UNUSED;
  Value sep = arg(a, 0), pieces = arg(a, 1);
  if (a.size() == 1) {
    pieces = sep;
    sep = str("");
  } else if (arr(sep)) {
    std::swap(sep, pieces);
  }
  std::string s = to_str(vm, sep), out;
  bool first = true;
  for (auto& v : arr_values(pieces)) {
    if (!first) out += s;
    first = false;
    out += to_str(vm, v);
    if (vm.raising()) return Value::none();
  }
  return str(out);
}
NATIVE(f_explode) {
  UNUSED;
  std::string d = sarg(vm, a, 0), s = sarg(vm, a, 1);
  if (d.empty()) {
    vm.raise("ValueError", "explode(): Argument #1 ($separator) cannot be empty");
    return Value::none();
  }
  std::int64_t limit = has(a, 2) ? iarg(a, 2) : INT64_MAX;
  std::vector<Value> out;
  std::size_t i = 0;
  while (true) {
    std::size_t p = s.find(d, i);
    if (p == std::string::npos || (limit > 0 && static_cast<std::int64_t>(out.size()) >= limit - 1)) {
      out.push_back(str(s.substr(i)));
      break;
    }
    out.push_back(str(s.substr(i, p - i)));
    i = p + d.size();
  }
  if (limit < 0) {
    std::int64_t drop = -limit;
    if (drop >= static_cast<std::int64_t>(out.size())) out.clear();
    else out.resize(out.size() - static_cast<std::size_t>(drop));
  } else if (limit == 0 && out.size() > 1) {
    // limit 0 acts as 1
    out.clear();
    out.push_back(str(s));
  }
  return list_to_arr(out);
}
/// strtr($s, $from, $to) (byte map) or strtr($s, [$from => $to, ...]) (longest match first)
NATIVE(f_strtr) {
  UNUSED;
  std::string s = sarg(vm, a, 0), out;
  if (auto* d = arr(arg(a, 1))) {
    std::vector<std::pair<std::string, std::string>> pairs;
    for (auto& [k, v] : d->entries) {
      std::string from = to_str(vm, k);
      if (!from.empty()) pairs.emplace_back(from, to_str(vm, v));
    }
    std::sort(pairs.begin(), pairs.end(), [](const auto& x, const auto& y) { return x.first.size() > y.first.size(); });
    for (std::size_t i = 0; i < s.size();) {
      bool hit = false;
      for (auto& [f, t] : pairs)
        if (s.compare(i, f.size(), f) == 0) {
          out += t;
          i += f.size();
          hit = true;
          break;
        }
      if (!hit) out += s[i++];
    }
    return str(out);
  }
  std::string from = sarg(vm, a, 1), to = sarg(vm, a, 2);
  std::size_t n = std::min(from.size(), to.size());
  for (char& c : s)
    for (std::size_t k = 0; k < n; ++k)
      if (c == from[k]) {
        c = to[k];
        break;
      }
  return str(s);
}
NATIVE(f_wordwrap) {
  UNUSED;
  std::string s = sarg(vm, a, 0);
  std::size_t width = static_cast<std::size_t>(std::max<std::int64_t>(1, iarg(a, 1, 75)));
  std::string brk = has(a, 2) ? sarg(vm, a, 2) : "\n";
  bool cut = php::truthy(arg(a, 3));
  // split into words by spaces, greedy fill (PHP's algorithm for the common case)
  std::string out, line;
  std::vector<std::string> words;
  std::size_t i = 0;
  std::vector<std::string> lines_in;
  {
    std::size_t st = 0;
    while (true) {
      std::size_t p = s.find(brk, st);
      if (p == std::string::npos) {
        lines_in.push_back(s.substr(st));
        break;
      }
      lines_in.push_back(s.substr(st, p - st));
      st = p + brk.size();
    }
  }
  (void)i;
  for (std::size_t li = 0; li < lines_in.size(); ++li) {
    if (li) out += brk;
    words.clear();
    std::string w;
    const std::string& L = lines_in[li];
    for (char c : L) {
      if (c == ' ') {
        words.push_back(w);
        w.clear();
      } else {
        w += c;
      }
    }
    words.push_back(w);
    line.clear();
    bool first = true;
    for (auto word : words) {
      while (cut && word.size() > width) {
        if (!first) {
          if (!line.empty() && line.size() + 1 + 0 <= width) {
          }
          out += line + brk;
          line.clear();
        }
        out += word.substr(0, width) + brk;
        word = word.substr(width);
        first = true;
      }
      if (first) {
        line = word;
        first = false;
      } else if (line.size() + 1 + word.size() <= width) {
        line += " " + word;
      } else {
        out += line + brk;
        line = word;
      }
    }
    out += line;
  }
  return str(out);
}
NATIVE(f_nl2br) {
  UNUSED;
  std::string s = sarg(vm, a, 0), out;
  for (char c : s) {
    if (c == '\n') out += "<br />";
    out += c;
  }
  return str(out);
}
NATIVE(f_strip_tags) {
  UNUSED;
  std::string s = sarg(vm, a, 0), out;
  bool in = false;
  for (char c : s) {
    if (c == '<') in = true;
    else if (c == '>') in = false;
    else if (!in) out += c;
  }
  return str(out);
}
NATIVE(f_addslashes) {
  UNUSED;
  std::string s = sarg(vm, a, 0), out;
  for (char c : s) {
    if (c == '\'' || c == '"' || c == '\\') out += '\\';
    out += c;
  }
  return str(out);
}
NATIVE(f_str_word_count) {
  UNUSED;
  // words: ASCII letters, ' and - (and the extra characters given); the whole
  // string may not start with ' or - nor end with - (php-src's rule)
  std::string s = sarg(vm, a, 0), extra = has(a, 2) ? sarg(vm, a, 2) : "";
  std::int64_t fmt = iarg(a, 1);
  if (fmt < 0 || fmt > 2) {
    vm.raise("ValueError", "str_word_count(): Argument #2 ($format) must be a valid format value");
    return Value::none();
  }
  auto allowed = [&](char c) { return extra.find(c) != std::string::npos; };
  auto word_char = [&](char c) { return std::isalpha(static_cast<unsigned char>(c)) || allowed(c) || c == '\'' || c == '-'; };
  std::size_t p = 0, e = s.size();
  if (e > 0 && ((s[0] == '\'' && !allowed('\'')) || (s[0] == '-' && !allowed('-')))) ++p;
  if (e > p && s[e - 1] == '-' && !allowed('-')) --e;
  Value out = new_arr();
  std::int64_t n = 0;
  while (p < e) {
    std::size_t s0 = p;
    while (p < e && word_char(s[p])) ++p;
    if (p > s0) {
      ++n;
      if (fmt == 1) push(out.as<DictObj>(), str(s.substr(s0, p - s0)));
      else if (fmt == 2) out.as<DictObj>()->set(I(static_cast<std::int64_t>(s0)), str(s.substr(s0, p - s0)));
    } else {
      ++p;
    }
  }
  if (fmt == 0) return I(n);
  return out;
}
NATIVE(f_ord) {
  UNUSED;
  std::string tmp;
  const std::string& s = sref(vm, a, 0, tmp);
  return I(s.empty() ? 0 : static_cast<unsigned char>(s[0]));
}
NATIVE(f_chr) {
  UNUSED;
  std::int64_t c = iarg(a, 0) % 256;
  if (c < 0) c += 256;
  return str(std::string(1, static_cast<char>(c)));
}
NATIVE(f_substr_count) {
  UNUSED;
  std::string h = sarg(vm, a, 0), n = sarg(vm, a, 1);
  if (n.empty()) return I(0);
  std::int64_t c = 0;
  for (std::size_t p = h.find(n); p != std::string::npos; p = h.find(n, p + n.size())) ++c;
  return I(c);
}
int sgn3(int c) { return c < 0 ? -1 : c > 0 ? 1 : 0; }
NATIVE(f_strcmp) {
  UNUSED;
  return I(sgn3(sarg(vm, a, 0).compare(sarg(vm, a, 1))));
}
NATIVE(f_strcasecmp) {
  UNUSED;
  return I(sgn3(lower(sarg(vm, a, 0)).compare(lower(sarg(vm, a, 1)))));
}
NATIVE(f_strncmp) {
  UNUSED;
  std::size_t n = static_cast<std::size_t>(iarg(a, 2));
  return I(sgn3(sarg(vm, a, 0).substr(0, n).compare(sarg(vm, a, 1).substr(0, n))));
}
NATIVE(f_strncasecmp) {
  UNUSED;
  std::size_t n = static_cast<std::size_t>(iarg(a, 2));
  return I(sgn3(lower(sarg(vm, a, 0)).substr(0, n).compare(lower(sarg(vm, a, 1)).substr(0, n))));
}
/// natural order comparison (strnatcmp)
int natcmp(const std::string& x, const std::string& y, bool ci) {
  std::size_t i = 0, j = 0;
  while (i < x.size() && j < y.size()) {
    if (std::isdigit(static_cast<unsigned char>(x[i])) && std::isdigit(static_cast<unsigned char>(y[j]))) {
      std::size_t i2 = i, j2 = j;
      while (i2 < x.size() && std::isdigit(static_cast<unsigned char>(x[i2]))) ++i2;
      while (j2 < y.size() && std::isdigit(static_cast<unsigned char>(y[j2]))) ++j2;
      std::string a = x.substr(i, i2 - i), b = y.substr(j, j2 - j);
      while (a.size() > 1 && a[0] == '0') a.erase(0, 1);
      while (b.size() > 1 && b[0] == '0') b.erase(0, 1);
      if (a.size() != b.size()) return a.size() < b.size() ? -1 : 1;
      if (a != b) return a < b ? -1 : 1;
      i = i2;
      j = j2;
      continue;
    }
    char c = x[i], d = y[j];
    if (ci) {
      c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
      d = static_cast<char>(std::tolower(static_cast<unsigned char>(d)));
    }
    if (c != d) return static_cast<unsigned char>(c) < static_cast<unsigned char>(d) ? -1 : 1;
    ++i;
    ++j;
  }
  if (i < x.size()) return 1;
  if (j < y.size()) return -1;
  return 0;
}
NATIVE(f_strnatcmp) {
  UNUSED;
  return I(natcmp(sarg(vm, a, 0), sarg(vm, a, 1), false));
}
NATIVE(f_strnatcasecmp) {
  UNUSED;
  return I(natcmp(sarg(vm, a, 0), sarg(vm, a, 1), true));
}
NATIVE(f_strstr) {
  UNUSED;
  std::string h = sarg(vm, a, 0), n = sarg(vm, a, 1);
  auto p = h.find(n);
  if (p == std::string::npos) return B(false);
  return str(php::truthy(arg(a, 2)) ? h.substr(0, p) : h.substr(p));
}
NATIVE(f_strrchr) {
  UNUSED;
  std::string h = sarg(vm, a, 0), n = sarg(vm, a, 1);
  if (n.empty()) return B(false);
  auto p = h.rfind(n[0]);
  if (p == std::string::npos) return B(false);
  return str(h.substr(p));
}
NATIVE(f_substr_replace) {
  UNUSED;
  std::string s = sarg(vm, a, 0), r = sarg(vm, a, 1);
  std::int64_t b, e;
  slice_range(static_cast<std::int64_t>(s.size()), iarg(a, 2), has(a, 3), iarg(a, 3), b, e);
  return str(s.substr(0, static_cast<std::size_t>(b)) + r + s.substr(static_cast<std::size_t>(e)));
}
NATIVE(f_levenshtein) {
  UNUSED;
  // PHP's reference_levdist: insertion, replacement and deletion costs
  // (default 1 each); two rows of the table, charged a cell per pair of bytes
  std::string x = sarg(vm, a, 0), y = sarg(vm, a, 1);
  std::int64_t ins = has(a, 2) ? iarg(a, 2) : 1, rep = has(a, 3) ? iarg(a, 3) : 1, del = has(a, 4) ? iarg(a, 4) : 1;
  if (x.empty()) return I(static_cast<std::int64_t>(y.size()) * ins);
  if (y.empty()) return I(static_cast<std::int64_t>(x.size()) * del);
  if (!vm.charge_bytes(x.size() * y.size())) return Value::none();
  std::vector<std::int64_t> p1(y.size() + 1), p2(y.size() + 1);
  for (std::size_t j = 0; j <= y.size(); ++j) p1[j] = static_cast<std::int64_t>(j) * ins;
  for (std::size_t i = 0; i < x.size(); ++i) {
    p2[0] = p1[0] + del;
    for (std::size_t j = 0; j < y.size(); ++j) {
      std::int64_t c0 = p1[j] + (x[i] == y[j] ? 0 : rep);
      c0 = std::min(c0, p1[j + 1] + del);
      c0 = std::min(c0, p2[j] + ins);
      p2[j + 1] = c0;
    }
    std::swap(p1, p2);
  }
  return I(p1[y.size()]);
}
NATIVE(f_similar_text) {
  UNUSED;
  // PHP's php_similar_char: the longest common run, then the same on what is
  // left of it on either side. The search compares every pair of offsets as
  // far as they agree (cubic on repetitive text): each row of it is charged
  // for the bytes it compared.
  bool out_of_budget = false;
  std::size_t pending = 0;  // bytes compared, not yet charged
  std::function<std::int64_t(std::string_view, std::string_view)> sim = [&](std::string_view s1,
                                                                            std::string_view s2) -> std::int64_t {
    if (s1.empty() || s2.empty() || out_of_budget) return 0;
    std::size_t max = 0, p1 = 0, p2 = 0;
    for (std::size_t i = 0; i < s1.size(); ++i) {
      std::size_t compared = s2.size();
      for (std::size_t j = 0; j < s2.size(); ++j) {
        std::size_t k = 0;
        while (i + k < s1.size() && j + k < s2.size() && s1[i + k] == s2[j + k]) ++k;
        compared += k;
        if (k > max) {
          max = k;
          p1 = i;
          p2 = j;
        }
      }
      pending += compared;
      if (pending >= 4096) {
        out_of_budget = !vm.charge_bytes(pending);
        pending = 0;
        if (out_of_budget) return 0;
      }
    }
    if (!max) return 0;
    return static_cast<std::int64_t>(max) + sim(s1.substr(0, p1), s2.substr(0, p2)) +
           sim(s1.substr(p1 + max), s2.substr(p2 + max));
  };
  std::string x = sarg(vm, a, 0), y = sarg(vm, a, 1);
  if (x.size() > 2000 || y.size() > 2000) return sym_result(vm, "similar_text", a);
  std::int64_t n = sim(x, y);
  if (out_of_budget || !vm.charge_bytes(pending)) return Value::none();
  // the percent out-parameter (written back by the call site)
  set_ref_out(vm, 2, Value::real(x.empty() && y.empty() ? 0.0 : static_cast<double>(n) * 2.0 * 100.0 / static_cast<double>(x.size() + y.size())));
  return I(n);
}
bool all_of(const std::string& s, int (*f)(int)) {
  if (s.empty()) return false;
  for (unsigned char c : s)
    if (!f(c)) return false;
  return true;
}
NATIVE(f_ctype_digit) {
  UNUSED;
  return B(arg(a, 0).is(Tag::Str) && all_of(S(arg(a, 0)), isdigit));
}
NATIVE(f_ctype_alpha) {
  UNUSED;
  return B(arg(a, 0).is(Tag::Str) && all_of(S(arg(a, 0)), isalpha));
}
NATIVE(f_ctype_alnum) {
  UNUSED;
  return B(arg(a, 0).is(Tag::Str) && all_of(S(arg(a, 0)), isalnum));
}
NATIVE(f_ctype_upper) {
  UNUSED;
  return B(arg(a, 0).is(Tag::Str) && all_of(S(arg(a, 0)), isupper));
}
NATIVE(f_ctype_lower) {
  UNUSED;
  return B(arg(a, 0).is(Tag::Str) && all_of(S(arg(a, 0)), islower));
}
NATIVE(f_ctype_space) {
  UNUSED;
  return B(arg(a, 0).is(Tag::Str) && all_of(S(arg(a, 0)), isspace));
}
NATIVE(f_ctype_punct) {
  UNUSED;
  return B(arg(a, 0).is(Tag::Str) && all_of(S(arg(a, 0)), ispunct));
}
NATIVE(f_ctype_xdigit) {
  UNUSED;
  return B(arg(a, 0).is(Tag::Str) && all_of(S(arg(a, 0)), isxdigit));
}
std::string to_base(std::uint64_t n, int base) {
  if (n == 0 || base < 2 || base > 36) return "0";
  std::string s;
  while (n) {
    s.insert(s.begin(), "0123456789abcdefghijklmnopqrstuvwxyz"[n % static_cast<std::uint64_t>(base)]);
    n /= static_cast<std::uint64_t>(base);
  }
  return s;
}
std::int64_t from_base(const std::string& s, int base) {
  if (base < 2 || base > 36) return 0;
  std::uint64_t v = 0;
  for (char c : s) {
    int d = std::isdigit(static_cast<unsigned char>(c)) ? c - '0'
            : std::isalpha(static_cast<unsigned char>(c)) ? std::tolower(static_cast<unsigned char>(c)) - 'a' + 10
                                                           : 99;
    if (d >= base) continue;
    v = v * static_cast<std::uint64_t>(base) + static_cast<std::uint64_t>(d);
  }
  return static_cast<std::int64_t>(v);
}
NATIVE(f_dechex) {
  UNUSED;
  return str(to_base(static_cast<std::uint64_t>(iarg(a, 0)), 16));
}
NATIVE(f_decbin) {
  UNUSED;
  return str(to_base(static_cast<std::uint64_t>(iarg(a, 0)), 2));
}
NATIVE(f_decoct) {
  UNUSED;
  return str(to_base(static_cast<std::uint64_t>(iarg(a, 0)), 8));
}
NATIVE(f_hexdec) {
  UNUSED;
  return I(from_base(sarg(vm, a, 0), 16));
}
NATIVE(f_bindec) {
  UNUSED;
  return I(from_base(sarg(vm, a, 0), 2));
}
NATIVE(f_octdec) {
  UNUSED;
  return I(from_base(sarg(vm, a, 0), 8));
}
NATIVE(f_base_convert) {
  UNUSED;
  return str(to_base(static_cast<std::uint64_t>(from_base(lower(sarg(vm, a, 0)), static_cast<int>(iarg(a, 1)))),
                     static_cast<int>(iarg(a, 2))));
}

// ====================================================================================
// types

NATIVE(f_gettype) {
  UNUSED;
  if (resource_id(arg(a, 0)) && !resource_open(vm, arg(a, 0))) return str("resource (closed)");
  return str(php_type(arg(a, 0)));
}
NATIVE(f_get_debug_type) {
  UNUSED;
  const Value& v = arg(a, 0);
  if (resource_id(v)) return str(resource_open(vm, v) ? "resource (stream)" : "resource (closed)");
  switch (v.tag()) {
    case Tag::None: return str("null");
    case Tag::Bool: return str("bool");
    case Tag::Int: return str("int");
    case Tag::Float: return str("float");
    case Tag::Str: return str("string");
    case Tag::Dict: return str("array");
    case Tag::Instance: return str(class_name(v.as<InstanceObj>()->cls));
    default: return str("Closure");
  }
}
NATIVE(f_is_int) {
  UNUSED;
  return B(arg(a, 0).is(Tag::Int));
}
NATIVE(f_is_float) {
  UNUSED;
  return B(arg(a, 0).is(Tag::Float) || arg(a, 0).is(Tag::BigInt));
}
NATIVE(f_is_string) {
  UNUSED;
  return B(arg(a, 0).is(Tag::Str));
}
NATIVE(f_is_bool) {
  UNUSED;
  return B(arg(a, 0).is(Tag::Bool));
}
NATIVE(f_is_array) {
  UNUSED;
  return B(arg(a, 0).is(Tag::Dict));
}
NATIVE(f_is_null) {
  UNUSED;
  return B(arg(a, 0).is_none());
}
NATIVE(f_is_object) {
  UNUSED;
  const Value& v = arg(a, 0);
  return B(v.is(Tag::Instance) || v.is(Tag::Function) || v.is(Tag::BoundMethod));
}
NATIVE(f_is_scalar) {
  UNUSED;
  const Value& v = arg(a, 0);
  return B(v.is(Tag::Int) || v.is(Tag::Float) || v.is(Tag::Str) || v.is(Tag::Bool));
}
NATIVE(f_is_iterable) {
  UNUSED;
  return B(arg(a, 0).is(Tag::Dict) || arg(a, 0).is(Tag::Generator));
}
NATIVE(f_is_countable) {
  UNUSED;
  return B(arg(a, 0).is(Tag::Dict));
}
NATIVE(f_is_numeric) {
  UNUSED;
  const Value& v = arg(a, 0);
  if (v.is(Tag::Int) || v.is(Tag::Float)) return B(true);
  if (!v.is(Tag::Str)) return B(false);
  Value n;
  const std::string& s = S(v);
  // trailing whitespace is allowed, leading too
  return B(numeric_str(s, n));
}
NATIVE(f_is_callable) {
  UNUSED;
  const Value& v = arg(a, 0);
  if (v.is(Tag::Function) || v.is(Tag::BoundMethod) || v.is(Tag::Builtin)) return B(true);
  if (v.is(Tag::Str)) {
    if (auto p = S(v).find("::"); p != std::string::npos) {  // 'Class::method': a static method
      Value cls = lookup_class(vm, S(v).substr(0, p));
      std::string m = S(v).substr(p + 2);
      if (!cls.is(Tag::Class)) return B(false);
      if (!class_attr(vm, cls, m).is_undef() && !class_attr(vm, cls, "__php_static_" + m).is_undef())
        return B(method_visible(vm, cls, m, arg(a, 3)) || !class_attr(vm, cls, "__callStatic").is_undef());
      return B(!class_attr(vm, cls, "__callStatic").is_undef());
    }
    return B(!lookup_function(vm, S(v)).is_undef());
  }
  if (v.is(Tag::Instance)) return B(!class_attr(vm, v.as<InstanceObj>()->cls, "__invoke").is_undef());
  if (auto* d = arr(v); d && d->entries.size() == 2) {
    // [object or class name, method]: the method exists, or __call / __callStatic does
    const Value& t = d->entries[0].second;
    const Value& m = d->entries[1].second;
    if (!m.is(Tag::Str)) return B(false);
    Value cls = t.is(Tag::Instance) ? t.as<InstanceObj>()->cls : t.is(Tag::Str) ? lookup_class(vm, S(t)) : Value::undef();
    if (!cls.is(Tag::Class)) return B(false);
    if (!class_attr(vm, cls, S(m)).is_undef() &&
        (t.is(Tag::Instance) || !class_attr(vm, cls, "__php_static_" + S(m)).is_undef()))  // Class::m must be static
      return B(method_visible(vm, cls, S(m), arg(a, 3)) ||  // the lowering passes the calling class
               !class_attr(vm, cls, t.is(Tag::Instance) ? "__call" : "__callStatic").is_undef());
    return B(!class_attr(vm, cls, t.is(Tag::Instance) ? "__call" : "__callStatic").is_undef());
  }
  return B(false);
}
NATIVE(f_intval) {
  UNUSED;
  if (has(a, 1) && arg(a, 0).is(Tag::Str)) {
    // strtol semantics: leading space, sign, base prefix (base 0 detects it), digits up to
    // the first invalid one, saturating on overflow
    int base = static_cast<int>(iarg(a, 1));
    const std::string& s = S(arg(a, 0));
    std::size_t i = 0;
    while (i < s.size() && std::isspace(static_cast<unsigned char>(s[i]))) ++i;
    bool neg = false;
    if (i < s.size() && (s[i] == '+' || s[i] == '-')) neg = s[i++] == '-';
    auto prefixed = [&](char p) { return i + 1 < s.size() && s[i] == '0' && std::tolower(static_cast<unsigned char>(s[i + 1])) == p; };
    if ((base == 0 || base == 16) && prefixed('x')) i += 2, base = 16;
    else if ((base == 0 || base == 2) && prefixed('b')) i += 2, base = 2;
    else if ((base == 0 || base == 8) && prefixed('o')) i += 2, base = 8;
    else if (base == 0) base = i < s.size() && s[i] == '0' ? 8 : 10;
    if (base < 2 || base > 36) return I(0);
    std::uint64_t v = 0;
    bool over = false;
    for (; i < s.size(); ++i) {
      unsigned char c = static_cast<unsigned char>(s[i]);
      int d = std::isdigit(c) ? c - '0' : std::isalpha(c) ? std::tolower(c) - 'a' + 10 : 99;
      if (d >= base) break;
      if (v > (static_cast<std::uint64_t>(INT64_MAX) + 1 - static_cast<std::uint64_t>(d)) / static_cast<std::uint64_t>(base)) over = true;
      if (!over) v = v * static_cast<std::uint64_t>(base) + static_cast<std::uint64_t>(d);
    }
    if (over || (!neg && v > static_cast<std::uint64_t>(INT64_MAX))) return I(neg ? INT64_MIN : INT64_MAX);
    return I(neg ? static_cast<std::int64_t>(0 - v) : static_cast<std::int64_t>(v));
  }
  return I(to_int(arg(a, 0)));
}
NATIVE(f_floatval) {
  UNUSED;
  return Value::real(to_float(arg(a, 0)));
}
NATIVE(f_strval) {
  UNUSED;
  return str(to_str(vm, arg(a, 0)));
}
NATIVE(f_boolval) {
  UNUSED;
  return B(php::truthy(arg(a, 0)));
}
NATIVE(f_settype) {
  UNUSED;
  return B(true);
}
NATIVE(f_get_class) {
  UNUSED;
  const Value& v = arg(a, 0);
  if (v.is(Tag::Instance)) return str(class_name(v.as<InstanceObj>()->cls));
  if (v.is(Tag::Function) || v.is(Tag::BoundMethod)) return str("Closure");
  return B(false);
}
NATIVE(f_get_parent_class) {
  UNUSED;
  Value c = arg(a, 0);
  if (c.is(Tag::Instance)) c = c.as<InstanceObj>()->cls;
  else if (c.is(Tag::Str)) c = lookup_class(vm, S(c));
  if (!c.is(Tag::Class)) return B(false);
  auto& mro = c.as<ClassObj>()->mro;
  // first parent that is not an interface/trait: approximated as mro[1]
  for (std::size_t i = 1; i < mro.size(); ++i) {
    Value init = class_attr(vm, mro[i], "__init__");
    if (!init.is_undef() || mro[i].as<ClassObj>()->builtin) return str(class_name(mro[i]));
  }
  return B(false);
}
NATIVE(f_method_exists) {
  UNUSED;
  Value c = arg(a, 0);
  if (c.is(Tag::Instance)) c = c.as<InstanceObj>()->cls;
  else if (c.is(Tag::Str)) c = lookup_class(vm, S(c));
  std::string m = sarg(vm, a, 1);
  if (m == "__construct") m = "__init__";
  Value f = class_attr(vm, c, m);
  return B(!f.is_undef() && (f.is(Tag::Function) || f.is(Tag::Builtin)));
}
NATIVE(f_property_exists) {
  UNUSED;
  Value o = arg(a, 0);
  std::string p = sarg(vm, a, 1);
  if (o.is(Tag::Instance) && o.as<InstanceObj>()->fields.find(vm.intern(p))) return B(true);
  Value c = o.is(Tag::Instance) ? o.as<InstanceObj>()->cls : o.is(Tag::Str) ? lookup_class(vm, S(o)) : o;
  Value vis = class_attr(vm, c, "__php_vis");
  if (auto* d = arr(vis); d && d->find(str(p))) return B(true);
  return B(!class_attr(vm, c, "$" + p).is_undef());
}
NATIVE(f_class_exists) {
  UNUSED;
  return B(!lookup_class(vm, sarg(vm, a, 0)).is_undef());
}
NATIVE(f_function_exists) {
  UNUSED;
  return B(!lookup_function(vm, sarg(vm, a, 0)).is_undef());
}
NATIVE(f_spl_object_id) {
  UNUSED;
  return I(object_id(vm, arg(a, 0)));
}
NATIVE(f_spl_object_hash) {
  UNUSED;
  char buf[40];
  std::snprintf(buf, sizeof buf, "%032llx", static_cast<unsigned long long>(object_id(vm, arg(a, 0))));
  return str(buf);
}
NATIVE(f_call_user_func) {
  UNUSED;
  if (a.empty()) return Value::none();
  Args rest(a.begin() + 1, a.end());
  return call_value(vm, a[0], std::move(rest));
}
NATIVE(f_call_user_func_array) {
  UNUSED;
  Args rest;
  if (auto* d = arr(arg(a, 1)))
    for (auto& [k, v] : d->entries) {
      if (k.is(Tag::Str)) {
        auto* kw = new KwArgObj();
        kw->name = "$" + S(k);
        kw->value = v;
        rest.push_back(Value::object(kw));
      } else {
        rest.push_back(v);
      }
    }
  return call_value(vm, arg(a, 0), std::move(rest));
}
NATIVE(f_noop) {
  UNUSED;
  return Value::none();
}

// ====================================================================================
// math

NATIVE(f_abs) {
  UNUSED;
  Value n = to_number(vm, arg(a, 0));
  if (n.is(Tag::Int)) return n.i() == INT64_MIN ? Value::real(9.2233720368547758e18) : I(std::llabs(n.i()));
  return Value::real(std::fabs(to_float(n)));
}
Value minmax(Vm& vm, Args& a, bool mx) {
  std::vector<Value> items = a.size() == 1 ? arr_values(a[0]) : a;
  if (items.empty()) {
    vm.raise("ValueError", std::string(mx ? "max" : "min") + "(): Argument #1 ($value) must contain at least one element");
    return Value::none();
  }
  Value best = items[0];
  for (std::size_t i = 1; i < items.size(); ++i) {
    int c = loose_cmp(vm, items[i], best);
    if (mx ? c > 0 : c < 0) best = items[i];
  }
  return best;
}
NATIVE(f_max) {
  UNUSED;
  return minmax(vm, a, true);
}
NATIVE(f_min) {
  UNUSED;
  return minmax(vm, a, false);
}
NATIVE(f_floor) {
  UNUSED;
  return Value::real(std::floor(farg(a, 0)));
}
NATIVE(f_ceil) {
  UNUSED;
  return Value::real(std::ceil(farg(a, 0)));
}
NATIVE(f_round) {
  UNUSED;
  return Value::real(php_round(farg(a, 0), iarg(a, 1)));
}
NATIVE(f_sqrt) {
  UNUSED;
  return Value::real(std::sqrt(farg(a, 0)));
}
NATIVE(f_pow) {
  UNUSED;
  return vm.ir_binop(Operator::Pow, to_number(vm, arg(a, 0)), to_number(vm, arg(a, 1)));
}
NATIVE(f_intdiv) {
  UNUSED;
  std::int64_t x = iarg(a, 0), y = iarg(a, 1);
  if (y == 0) {
    vm.raise("ZeroDivisionError", "Division by zero");
    return Value::none();
  }
  if (x == INT64_MIN && y == -1) {
    vm.raise("ArithmeticError", "Division of PHP_INT_MIN by -1 is not an integer");
    return Value::none();
  }
  return I(x / y);
}
NATIVE(f_fmod) {
  UNUSED;
  return Value::real(std::fmod(farg(a, 0), farg(a, 1)));
}
NATIVE(f_fdiv) {
  UNUSED;
  return Value::real(farg(a, 0) / farg(a, 1));
}
NATIVE(f_pi) {
  UNUSED;
  return Value::real(M_PI);
}
#define MATH1(nm, fn)         \
  NATIVE(nm) {                \
    UNUSED;                   \
    return Value::real(fn(farg(a, 0))); \
  }
MATH1(f_exp, std::exp)
MATH1(f_log10, std::log10)
MATH1(f_sin, std::sin)
MATH1(f_cos, std::cos)
MATH1(f_tan, std::tan)
MATH1(f_asin, std::asin)
MATH1(f_acos, std::acos)
MATH1(f_atan, std::atan)
NATIVE(f_log) {
  UNUSED;
  if (has(a, 1)) return Value::real(std::log(farg(a, 0)) / std::log(farg(a, 1)));
  return Value::real(std::log(farg(a, 0)));
}
NATIVE(f_atan2) {
  UNUSED;
  return Value::real(std::atan2(farg(a, 0), farg(a, 1)));
}
NATIVE(f_hypot) {
  UNUSED;
  return Value::real(std::hypot(farg(a, 0), farg(a, 1)));
}
NATIVE(f_deg2rad) {
  UNUSED;
  return Value::real(farg(a, 0) * M_PI / 180.0);
}
NATIVE(f_rad2deg) {
  UNUSED;
  return Value::real(farg(a, 0) * 180.0 / M_PI);
}
NATIVE(f_is_nan) {
  UNUSED;
  return B(std::isnan(farg(a, 0)));
}
NATIVE(f_is_infinite) {
  UNUSED;
  return B(std::isinf(farg(a, 0)));
}
NATIVE(f_is_finite) {
  UNUSED;
  return B(std::isfinite(farg(a, 0)));
}
NATIVE(f_array_sum) {
  UNUSED;
  Value acc = I(0);
  for (auto& v : arr_values(arg(a, 0))) {
    acc = vm.ir_binop(Operator::Add, acc, to_number(vm, v));
    if (vm.raising()) return Value::none();
  }
  return acc;
}
NATIVE(f_array_product) {
  UNUSED;
  Value acc = I(1);
  for (auto& v : arr_values(arg(a, 0))) {
    acc = vm.ir_binop(Operator::Mul, acc, to_number(vm, v));
    if (vm.raising()) return Value::none();
  }
  return acc;
}

// --- Mersenne Twister (PHP's mt_rand: MT19937, range by rejection) ----------------------------
/// This run's generator, kept in the run's state (a byte region holding
/// the engine, which is trivially copyable), so runs never share it.
static_assert(std::is_trivially_copyable_v<std::mt19937>);
std::mt19937& mt(Vm& vm) {
  Value& st = vm.run_state("php.mt");
  if (!st.is(Tag::Region)) {
    Value r = make<RegionObj>();
    r.as<RegionObj>()->bytes.resize(sizeof(std::mt19937) + alignof(std::mt19937));
    st = r;
    void* p = r.as<RegionObj>()->bytes.data();
    std::size_t space = r.as<RegionObj>()->bytes.size();
    new (std::align(alignof(std::mt19937), sizeof(std::mt19937), p, space)) std::mt19937(5489u);
  }
  void* p = st.as<RegionObj>()->bytes.data();
  std::size_t space = st.as<RegionObj>()->bytes.size();
  return *static_cast<std::mt19937*>(std::align(alignof(std::mt19937), sizeof(std::mt19937), p, space));
}
std::uint32_t rand_range32(std::mt19937& g, std::uint32_t umax) {
  std::uint32_t result = static_cast<std::uint32_t>(g());
  if (umax == UINT32_MAX) return result;
  umax++;
  if ((umax & (umax - 1)) == 0) return result & (umax - 1);
  std::uint32_t limit = UINT32_MAX - (UINT32_MAX % umax) - 1;
  while (result > limit) result = static_cast<std::uint32_t>(g());
  return result % umax;
}
std::int64_t rand_range(std::mt19937& g, std::int64_t min, std::int64_t max) {
  std::uint64_t umax = static_cast<std::uint64_t>(max) - static_cast<std::uint64_t>(min);
  if (umax > UINT32_MAX) {
    std::uint64_t r = (static_cast<std::uint64_t>(g()) << 32) | g();
    if (umax == UINT64_MAX) return static_cast<std::int64_t>(r);
    return static_cast<std::int64_t>(static_cast<std::uint64_t>(min) + r % (umax + 1));
  }
  return static_cast<std::int64_t>(static_cast<std::uint64_t>(min) + rand_range32(g, static_cast<std::uint32_t>(umax)));
}
NATIVE(f_mt_srand) {
  UNUSED;
  mt(vm).seed(static_cast<std::uint32_t>(iarg(a, 0) & 0xFFFFFFFF));
  return Value::none();
}
NATIVE(f_mt_rand) {
  UNUSED;
  auto& g = mt(vm);
  if (a.size() < 2) return I(static_cast<std::int64_t>(g() >> 1));
  std::int64_t lo = iarg(a, 0), hi = iarg(a, 1);
  if (hi < lo) {
    vm.raise("ValueError", "mt_rand(): Argument #2 ($max) must be greater than or equal to argument #1 ($min)");
    return Value::none();
  }
  return I(rand_range(g, lo, hi));
}
NATIVE(f_rand) {
  UNUSED;
  auto& g = mt(vm);
  if (a.size() < 2) return I(static_cast<std::int64_t>(g() >> 1));
  std::int64_t lo = iarg(a, 0), hi = iarg(a, 1);
  if (hi < lo) return I(rand_range(g, hi, lo));
  return I(rand_range(g, lo, hi));
}
NATIVE(f_mt_getrandmax) {
  UNUSED;
  return I(2147483647);
}
NATIVE(f_shuffle) {
  UNUSED;
  auto* d = arr(arg(a, 0));
  if (!d) return B(false);
  auto vals = arr_values(arg(a, 0));
  auto& g = mt(vm);
  for (std::int64_t j = static_cast<std::int64_t>(vals.size()) - 1; j > 0; --j) {
    std::int64_t r = rand_range(g, 0, j);
    std::swap(vals[static_cast<std::size_t>(j)], vals[static_cast<std::size_t>(r)]);
  }
  d->entries.clear();
  d->index.clear();
  for (std::size_t i = 0; i < vals.size(); ++i) d->set(I(static_cast<std::int64_t>(i)), vals[i]);
  return B(true);
}
NATIVE(f_str_shuffle) {
  UNUSED;
  std::string s = sarg(vm, a, 0);
  auto& g = mt(vm);
  for (std::int64_t j = static_cast<std::int64_t>(s.size()) - 1; j > 0; --j) {
    std::int64_t r = rand_range(g, 0, j);
    std::swap(s[static_cast<std::size_t>(j)], s[static_cast<std::size_t>(r)]);
  }
  return str(s);
}
NATIVE(f_array_rand) {
  UNUSED;
  auto* d = arr(arg(a, 0));
  if (!d || d->entries.empty()) return Value::none();
  auto& g = mt(vm);
  std::int64_t n = iarg(a, 1, 1);
  if (n <= 1) return d->entries[static_cast<std::size_t>(rand_range(g, 0, static_cast<std::int64_t>(d->entries.size()) - 1))].first;
  // selection sampling in order
  std::vector<Value> out;
  std::int64_t left = static_cast<std::int64_t>(d->entries.size());
  for (auto& e : d->entries) {
    if (rand_range(g, 0, left - 1) < n) {
      out.push_back(e.first);
      --n;
    }
    --left;
  }
  return list_to_arr(out);
}

// ====================================================================================
// arrays

NATIVE(f_count) {
  UNUSED;
  const Value& v = arg(a, 0);
  if (auto* d = arr(v)) {
    if (iarg(a, 1) == 1) {
      std::int64_t n = 0;
      std::function<void(DictObj*)> rec = [&](DictObj* x) {
        for (auto& e : x->entries) {
          ++n;
          if (auto* y = arr(e.second)) rec(y);
        }
      };
      rec(d);
      return I(n);
    }
    return I(static_cast<std::int64_t>(d->entries.size()));
  }
  if (v.is(Tag::Instance)) {
    Value c = class_attr(vm, v.as<InstanceObj>()->cls, "count");
    if (!c.is_undef()) {
      std::vector<Value> s{v};
      return vm.call_sync(c, std::span<const Value>(s));
    }
  }
  vm.raise("TypeError", "count(): Argument #1 ($value) must be of type Countable|array, " + php_type(v) + " given");
  return Value::none();
}
/// in_array/array_search: the entry of `hay` equal to `needle`, scanning in
/// order; charged for the entries scanned up to it (per 8, as a list scan).
const std::pair<Value, Value>* find_value(Vm& vm, DictObj* hay, const Value& needle, bool strict) {
  std::size_t scanned = 0;
  const std::pair<Value, Value>* hit = nullptr;
  for (auto& e : hay->entries) {
    ++scanned;
    if (strict ? strict_eq(vm, e.second, needle) : loose_eq(vm, e.second, needle)) {
      hit = &e;
      break;
    }
  }
  return vm.charge_copy(scanned) ? hit : nullptr;
}
Value haystack_error(Vm& vm, const char* fn, const Value& v) {
  if (!v.is_symbolic())
    vm.raise("TypeError", std::string(fn) + "(): Argument #2 ($haystack) must be of type array, " + php_type(v) + " given");
  return Value::none();
}
NATIVE(f_in_array) {
  UNUSED;
  auto* d = arr(arg(a, 1));
  if (!d) return haystack_error(vm, "in_array", arg(a, 1));
  const auto* hit = find_value(vm, d, arg(a, 0), php::truthy(arg(a, 2)));
  return vm.raising() ? Value::none() : B(hit != nullptr);
}
NATIVE(f_array_search) {
  UNUSED;
  auto* d = arr(arg(a, 1));
  if (!d) return haystack_error(vm, "array_search", arg(a, 1));
  const auto* hit = find_value(vm, d, arg(a, 0), php::truthy(arg(a, 2)));
  return vm.raising() ? Value::none() : hit ? hit->first : B(false);
}
NATIVE(f_array_keys) {
  UNUSED;
  std::vector<Value> out;
  if (auto* d = need_arr(vm, arg(a, 0), "array_keys"))
    for (auto& [k, v] : d->entries)
      if (a.size() < 2 || loose_eq(vm, v, a[1])) out.push_back(k);
  return list_to_arr(out);
}
NATIVE(f_array_values) {
  UNUSED;
  need_arr(vm, arg(a, 0), "array_values");
  return list_to_arr(arr_values(arg(a, 0)));
}
NATIVE(f_array_merge) {
  UNUSED;
  Value out = new_arr();
  auto* d = out.as<DictObj>();
  for (std::size_t i = 0; i < a.size(); ++i) {
    auto* s = need_arr(vm, a[i], "array_merge", static_cast<int>(i + 1));
    if (!s) return Value::none();
    for (auto& [k, v] : s->entries) {
      if (k.is(Tag::Int)) push(d, copy_value(v));
      else d->set(k, copy_value(v));
    }
  }
  return out;
}
// PHP's array_merge_recursive: integer keys append; a string key present in
// both merges recursively, a non-array value on either side becoming a list.
static void merge_recursive_into(DictObj* d, const DictObj* s, int depth) {
  for (auto& [k, v] : s->entries) {
    if (k.is(Tag::Int)) {
      push(d, copy_value(v));
      continue;
    }
    Value* cur = d->find(k);
    if (!cur || depth > 256) {
      d->set(k, copy_value(v));
      continue;
    }
    Value merged = cur->is(Tag::Dict) ? copy_value(*cur) : new_arr();
    if (!cur->is(Tag::Dict)) push(merged.as<DictObj>(), copy_value(*cur));
    if (v.is(Tag::Dict)) merge_recursive_into(merged.as<DictObj>(), v.as<DictObj>(), depth + 1);
    else push(merged.as<DictObj>(), copy_value(v));
    d->set(k, merged);
  }
}
NATIVE(f_array_merge_recursive) {
  UNUSED;
  Value out = new_arr();
  for (std::size_t i = 0; i < a.size(); ++i) {
    auto* s = need_arr(vm, a[i], "array_merge_recursive", static_cast<int>(i + 1));
    if (!s) return Value::none();
    merge_recursive_into(out.as<DictObj>(), s, 0);
  }
  return out;
}
NATIVE(f_array_replace) {
  UNUSED;
  Value out = copy_value(arg(a, 0));
  for (std::size_t i = 1; i < a.size(); ++i)
    if (auto* s = arr(a[i]))
      for (auto& [k, v] : s->entries) out.as<DictObj>()->set(k, copy_value(v));
  return out;
}
NATIVE(f_array_combine) {
  UNUSED;
  auto ks = arr_values(arg(a, 0)), vs = arr_values(arg(a, 1));
  if (ks.size() != vs.size()) {
    vm.raise("ValueError", "array_combine(): Argument #1 ($keys) and argument #2 ($values) must have the same number of elements");
    return Value::none();
  }
  Value out = new_arr();
  for (std::size_t i = 0; i < ks.size(); ++i) out.as<DictObj>()->set(norm_key(ks[i]), vs[i]);
  return out;
}
NATIVE(f_array_flip) {
  UNUSED;
  Value out = new_arr();
  if (auto* d = arr(arg(a, 0)))
    for (auto& [k, v] : d->entries) out.as<DictObj>()->set(norm_key(v), k);
  return out;
}
NATIVE(f_array_slice) {
  UNUSED;
  auto* d = need_arr(vm, arg(a, 0), "array_slice");
  if (!d) return Value::none();
  std::int64_t b, e;
  slice_range(static_cast<std::int64_t>(d->entries.size()), iarg(a, 1), has(a, 2), iarg(a, 2), b, e);
  bool preserve = php::truthy(arg(a, 3));
  Value out = new_arr();
  for (std::int64_t i = b; i < e; ++i) {
    auto& [k, v] = d->entries[static_cast<std::size_t>(i)];
    if (k.is(Tag::Int) && !preserve) push(out.as<DictObj>(), copy_value(v));
    else out.as<DictObj>()->set(k, copy_value(v));
  }
  return out;
}
void reindex(DictObj* d, std::vector<std::pair<Value, Value>> entries) {
  d->entries.clear();
  d->index.clear();
  for (auto& [k, v] : entries) {
    if (k.is(Tag::Int)) push(d, v);
    else d->set(k, v);
  }
}
NATIVE(f_array_splice) {
  UNUSED;
  auto* d = need_arr(vm, arg(a, 0), "array_splice");
  if (!d) return Value::none();
  std::int64_t b, e;
  slice_range(static_cast<std::int64_t>(d->entries.size()), iarg(a, 1), has(a, 2), iarg(a, 2), b, e);
  std::vector<std::pair<Value, Value>> kept, removed;
  auto entries = d->entries;
  std::vector<Value> repl;
  if (a.size() > 3) {
    if (arr(a[3])) repl = arr_values(a[3]);
    else repl.push_back(a[3]);
  }
  for (std::int64_t i = 0; i < static_cast<std::int64_t>(entries.size()); ++i) {
    if (i == b)
      for (auto& r : repl) kept.emplace_back(I(0), r);
    if (i >= b && i < e) removed.push_back(entries[static_cast<std::size_t>(i)]);
    else kept.push_back(entries[static_cast<std::size_t>(i)]);
  }
  if (b >= static_cast<std::int64_t>(entries.size()))
    for (auto& r : repl) kept.emplace_back(I(0), r);
  reindex(d, kept);
  Value out = new_arr();
  for (auto& [k, v] : removed) push(out.as<DictObj>(), v);
  return out;
}
NATIVE(f_array_map) {
  UNUSED;
  const Value& f = arg(a, 0);
  if (a.size() > 2) {
    std::vector<std::vector<Value>> cols;
    std::size_t n = 0;
    for (std::size_t i = 1; i < a.size(); ++i) {
      cols.push_back(arr_values(a[i]));
      n = std::max(n, cols.back().size());
    }
    std::vector<Value> out;
    for (std::size_t r = 0; r < n; ++r) {
      Args row;
      for (auto& c : cols) row.push_back(r < c.size() ? c[r] : Value::none());
      if (f.is_none()) out.push_back(list_to_arr(row));
      else {
        out.push_back(call_value(vm, f, row));
        if (vm.raising()) return Value::none();
      }
    }
    return list_to_arr(out);
  }
  auto* d = need_arr(vm, arg(a, 1), "array_map", 2);
  if (!d) return arg(a, 1).is_symbolic() ? sym_result(vm, "array_map", a) : Value::none();
  Value out = new_arr();
  bool list = true;
  std::int64_t i = 0;
  for (auto& [k, v] : d->entries) {
    if (!k.is(Tag::Int) || k.i() != i++) list = false;
  }
  (void)list;
  auto entries = d->entries;
  for (auto& [k, v] : entries) {
    Value r = f.is_none() ? v : call_value(vm, f, {v});
    if (vm.raising()) return Value::none();
    out.as<DictObj>()->set(k, r);
  }
  return out;
}
NATIVE(f_array_filter) {
  UNUSED;
  auto* d = need_arr(vm, arg(a, 0), "array_filter");
  if (!d) return Value::none();
  std::int64_t mode = iarg(a, 2);
  Value out = new_arr();
  auto entries = d->entries;
  for (auto& [k, v] : entries) {
    bool keep;
    if (!has(a, 1)) keep = php::truthy(v);
    else {
      Value r = mode == 2 ? call_value(vm, a[1], {k}) : mode == 1 ? call_value(vm, a[1], {v, k}) : call_value(vm, a[1], {v});
      if (vm.raising()) return Value::none();
      keep = php::truthy(r);
    }
    if (keep) out.as<DictObj>()->set(k, v);
  }
  return out;
}
NATIVE(f_array_reduce) {
  UNUSED;
  Value acc = arg(a, 2);
  for (auto& v : arr_values(arg(a, 0))) {
    acc = call_value(vm, arg(a, 1), {acc, v});
    if (vm.raising()) return Value::none();
  }
  return acc;
}
NATIVE(f_array_walk) {
  UNUSED;
  auto* d = arr(arg(a, 0));
  if (!d) return B(false);
  for (std::size_t i = 0; i < d->entries.size(); ++i) {
    Value k = d->entries[i].first, v = d->entries[i].second;
    Args c{v, k};
    if (a.size() > 2) c.push_back(a[2]);
    Value f = arg(a, 1);
    // by-reference first parameter: write the callee's value back
    Value r = call_value(vm, f, c);
    (void)r;
    if (vm.raising()) return Value::none();
    Value rd = refout_dict(vm);
    if (Value* w = rd.as<DictObj>()->find(I(0)); w && i < d->entries.size()) {
      d->entries[i].second = *w;
      rd.as<DictObj>()->erase(I(0));
    }
  }
  return B(true);
}
NATIVE(f_array_key_exists) {
  UNUSED;
  if (auto* d = arr(arg(a, 1))) return B(d->find(norm_key(arg(a, 0))) != nullptr);
  if (arg(a, 1).is(Tag::Instance)) return B(arg(a, 1).as<InstanceObj>()->fields.find(vm.intern(sarg(vm, a, 0))));
  return B(false);
}
NATIVE(f_array_unique) {
  UNUSED;
  Value out = new_arr();
  std::vector<Value> seen;          // arrays and objects, compared one by one
  std::unordered_set<std::string> forms;  // scalars, by their string form (SORT_STRING)
  if (auto* d = arr(arg(a, 0)))
    for (auto& [k, v] : d->entries) {
      if (!v.is(Tag::Dict) && !v.is(Tag::Instance)) {
        if (forms.insert(to_str(vm, v)).second) out.as<DictObj>()->set(k, v);
        continue;
      }
      bool dup = false;
      for (auto& s : seen)
        if (loose_eq(vm, s, v) && to_str(vm, s) == to_str(vm, v)) {
          dup = true;
          break;
        }
      if (!dup) {
        seen.push_back(v);
        out.as<DictObj>()->set(k, v);
      }
    }
  return out;
}
NATIVE(f_array_reverse) {
  UNUSED;
  Value out = new_arr();
  bool preserve = php::truthy(arg(a, 1));
  if (auto* d = arr(arg(a, 0)))
    for (auto it = d->entries.rbegin(); it != d->entries.rend(); ++it) {
      if (it->first.is(Tag::Int) && !preserve) push(out.as<DictObj>(), it->second);
      else out.as<DictObj>()->set(it->first, it->second);
    }
  return out;
}
NATIVE(f_range) {
  UNUSED;
  const Value &x = arg(a, 0), &y = arg(a, 1);
  std::vector<Value> out;
  if (x.is(Tag::Str) && y.is(Tag::Str) && S(x).size() == 1 && S(y).size() == 1 &&
      !std::isdigit(static_cast<unsigned char>(S(x)[0]))) {
    int c0 = static_cast<unsigned char>(S(x)[0]), c1 = static_cast<unsigned char>(S(y)[0]);
    std::int64_t st0 = iarg(a, 2, 1);
    int st = static_cast<int>(std::min<std::int64_t>(255, st0 == INT64_MIN ? 255 : std::max<std::int64_t>(1, std::llabs(st0))));
    if (c0 <= c1)
      for (int c = c0; c <= c1; c += st) out.push_back(str(std::string(1, static_cast<char>(c))));
    else
      for (int c = c0; c >= c1; c -= st) out.push_back(str(std::string(1, static_cast<char>(c))));
    return list_to_arr(out);
  }
  Value nx = to_number(vm, x), ny = to_number(vm, y);
  Value step = has(a, 2) ? to_number(vm, a[2]) : I(1);
  if (nx.is(Tag::Int) && ny.is(Tag::Int) && step.is(Tag::Int)) {
    std::int64_t s = step.i() == INT64_MIN ? INT64_MAX : std::llabs(step.i());
    if (s == 0) s = 1;
    std::int64_t lo = nx.i(), hi = ny.i();
    std::uint64_t span = lo <= hi ? static_cast<std::uint64_t>(hi) - static_cast<std::uint64_t>(lo)
                                  : static_cast<std::uint64_t>(lo) - static_cast<std::uint64_t>(hi);
    std::uint64_t count = span / static_cast<std::uint64_t>(s) + 1;
    if (!vm.charge_copy(count)) return Value::none();
    if (count > 50000000) {
      vm.raise("MemoryError", "range() too large");
      return Value::none();
    }
    if (lo <= hi)
      for (std::int64_t v = lo; v <= hi; v += s) {
        out.push_back(I(v));
        if (v > INT64_MAX - s) break;
      }
    else
      for (std::int64_t v = lo; v >= hi; v -= s) {
        out.push_back(I(v));
        if (v < INT64_MIN + s) break;
      }
    return list_to_arr(out);
  }
  double lo = to_float(nx), hi = to_float(ny), s = std::fabs(to_float(step));
  if (s == 0) s = 1;
  double nd = std::floor(std::fabs(hi - lo) / s + 1e-9) + 1;
  if (!(nd <= 50000000)) {
    vm.raise("MemoryError", "range() too large");
    return Value::none();
  }
  std::int64_t n = static_cast<std::int64_t>(nd);
  if (n > 50000000 || n < 0) {
    vm.raise("MemoryError", "range() too large");
    return Value::none();
  }
  for (std::int64_t i = 0; i < n; ++i) out.push_back(Value::real(lo <= hi ? lo + static_cast<double>(i) * s : lo - static_cast<double>(i) * s));
  return list_to_arr(out);
}
NATIVE(f_array_fill) {
  UNUSED;
  Value out = new_arr();
  std::int64_t start = iarg(a, 0), n = iarg(a, 1);
  if (n < 0 || n > 50000000) {
    vm.raise("ValueError", "array_fill(): Argument #2 ($count) must be greater than or equal to 0");
    return Value::none();
  }
  for (std::int64_t i = 0; i < n; ++i)
    out.as<DictObj>()->set(I(static_cast<std::int64_t>(static_cast<std::uint64_t>(start) + static_cast<std::uint64_t>(i))), copy_value(arg(a, 2)));
  return out;
}
NATIVE(f_array_fill_keys) {
  UNUSED;
  Value out = new_arr();
  for (auto& k : arr_values(arg(a, 0))) out.as<DictObj>()->set(norm_key(k), copy_value(arg(a, 1)));
  return out;
}
NATIVE(f_array_pad) {
  UNUSED;
  auto vals = arr_values(arg(a, 0));
  std::int64_t n = iarg(a, 1);
  std::uint64_t want = n == INT64_MIN ? UINT64_MAX : static_cast<std::uint64_t>(std::llabs(n));
  if (want <= vals.size()) return copy_value(arg(a, 0));
  if (want > 50000000) {
    vm.raise("ValueError", "array_pad(): Argument #2 ($length) must not exceed the maximum allowed array size");
    return Value::none();
  }
  std::vector<Value> fill(want - vals.size(), arg(a, 2));
  if (n > 0) vals.insert(vals.end(), fill.begin(), fill.end());
  else vals.insert(vals.begin(), fill.begin(), fill.end());
  return list_to_arr(vals);
}
Value get_col(Vm& vm, const Value& row, const Value& key) {
  if (auto* d = arr(row)) {
    Value* v = d->find(norm_key(key));
    return v ? *v : Value::undef();
  }
  if (row.is(Tag::Instance)) {
    Value* v = row.as<InstanceObj>()->fields.find(vm.intern(to_str(vm, key)));
    return v ? *v : Value::undef();
  }
  return Value::undef();
}
NATIVE(f_array_column) {
  UNUSED;
  Value out = new_arr();
  for (auto& row : arr_values(arg(a, 0))) {
    Value v = arg(a, 1).is_none() ? row : get_col(vm, row, arg(a, 1));
    if (v.is_undef()) continue;
    if (has(a, 2)) {
      Value k = get_col(vm, row, a[2]);
      if (!k.is_undef()) {
        out.as<DictObj>()->set(norm_key(k), v);
        continue;
      }
    }
    push(out.as<DictObj>(), v);
  }
  return out;
}
NATIVE(f_array_chunk) {
  UNUSED;
  std::int64_t n = iarg(a, 1);
  if (n < 1) {
    vm.raise("ValueError", "array_chunk(): Argument #2 ($length) must be greater than 0");
    return Value::none();
  }
  bool preserve = php::truthy(arg(a, 2));
  Value out = new_arr();
  Value cur;
  if (auto* d = arr(arg(a, 0)))
    for (auto& [k, v] : d->entries) {
      if (cur.is_none() || static_cast<std::int64_t>(cur.as<DictObj>()->entries.size()) >= n) {
        cur = new_arr();
        push(out.as<DictObj>(), cur);
      }
      if (preserve) cur.as<DictObj>()->set(k, v);
      else push(cur.as<DictObj>(), v);
    }
  return out;
}
Value set_op(Vm& vm, Args& a, bool diff, bool by_key, bool assoc) {
  Value out = new_arr();
  auto* d = arr(arg(a, 0));
  if (!d) return out;
  // array_diff/array_intersect compare values as strings: the other arrays'
  // string forms go into sets once, so the operation is linear, not n*m
  std::vector<std::unordered_set<std::string>> forms;
  if (!by_key && !assoc)
    for (std::size_t i = 1; i < a.size(); ++i) {
      auto& set = forms.emplace_back();
      if (auto* o = arr(a[i]))
        for (auto& e : o->entries) set.insert(to_str(vm, e.second));
      if (vm.raising()) return Value::none();
    }
  for (auto& [k, v] : d->entries) {
    bool in_all = true, in_any = false;
    for (std::size_t i = 1; i < a.size(); ++i) {
      bool found = false;
      if (auto* o = arr(a[i])) {
        if (by_key) found = o->find(k) != nullptr;
        else if (assoc) {
          Value* w = o->find(k);
          found = w && to_str(vm, *w) == to_str(vm, v);
        } else
          found = forms[i - 1].count(to_str(vm, v)) > 0;
      }
      in_any = in_any || found;
      in_all = in_all && found;
    }
    if (diff ? !in_any : in_all) out.as<DictObj>()->set(k, v);
  }
  return out;
}
NATIVE(f_array_diff) {
  UNUSED;
  return set_op(vm, a, true, false, false);
}
NATIVE(f_array_diff_key) {
  UNUSED;
  return set_op(vm, a, true, true, false);
}
NATIVE(f_array_diff_assoc) {
  UNUSED;
  return set_op(vm, a, true, false, true);
}
NATIVE(f_array_intersect) {
  UNUSED;
  return set_op(vm, a, false, false, false);
}
NATIVE(f_array_intersect_key) {
  UNUSED;
  return set_op(vm, a, false, true, false);
}
NATIVE(f_array_intersect_assoc) {
  UNUSED;
  return set_op(vm, a, false, false, true);
}
/// array_udiff & co: the last argument compares values (vcb) and/or keys (kcb).
Value set_op_cb(Vm& vm, Args& a, bool diff, bool vcb, bool kcb, bool check_key, bool check_val) {
  Value out = new_arr();
  if (a.size() < 2) return out;
  std::size_t nfn = vcb && kcb ? 2 : 1;
  if (a.size() < 1 + nfn) return out;
  Value vf = vcb ? a[a.size() - nfn] : Value::none(), kf = kcb ? a.back() : Value::none();
  auto* d = arr(a[0]);
  if (!d) return out;
  auto same = [&](const Value& f, const Value& x, const Value& y) {
    Value r = call_value(vm, f, {x, y});
    return to_int(r) == 0;
  };
  for (auto& [k, v] : d->entries) {
    bool in_all = true, in_any = false;
    for (std::size_t i = 1; i + nfn < a.size(); ++i) {
      bool found = false;
      if (auto* o = arr(a[i]))
        for (auto& [k2, v2] : o->entries) {
          bool ok = true;
          if (check_val) ok = vcb ? same(vf, v, v2) : to_str(vm, v) == to_str(vm, v2);
          if (ok && check_key) ok = kcb ? same(kf, k, k2) : strict_eq(vm, k, k2);
          if (vm.raising()) return Value::none();
          if (ok) {
            found = true;
            break;
          }
        }
      in_any = in_any || found;
      in_all = in_all && found;
    }
    if (diff ? !in_any : in_all) out.as<DictObj>()->set(k, v);
  }
  return out;
}
NATIVE(f_array_udiff) { UNUSED; return set_op_cb(vm, a, true, true, false, false, true); }
NATIVE(f_array_uintersect) { UNUSED; return set_op_cb(vm, a, false, true, false, false, true); }
NATIVE(f_array_diff_ukey) { UNUSED; return set_op_cb(vm, a, true, false, true, true, false); }
NATIVE(f_array_intersect_ukey) { UNUSED; return set_op_cb(vm, a, false, false, true, true, false); }
NATIVE(f_array_udiff_assoc) { UNUSED; return set_op_cb(vm, a, true, true, false, true, true); }
NATIVE(f_array_uintersect_assoc) { UNUSED; return set_op_cb(vm, a, false, true, false, true, true); }
NATIVE(f_array_diff_uassoc) { UNUSED; return set_op_cb(vm, a, true, false, true, true, true); }
NATIVE(f_array_intersect_uassoc) { UNUSED; return set_op_cb(vm, a, false, false, true, true, true); }
/// array_walk_recursive: the callback sees the leaves; a by-reference first
/// parameter writes back into the (nested) arrays in place.
bool walk_rec(Vm& vm, DictObj* d, const Value& f, Args& a, int depth) {
  if (depth > 256) return true;
  for (std::size_t i = 0; i < d->entries.size(); ++i) {
    Value k = d->entries[i].first, v = d->entries[i].second;
    if (auto* sub = arr(v)) {
      if (!walk_rec(vm, sub, f, a, depth + 1)) return false;
      continue;
    }
    Args c{v, k};
    if (a.size() > 2) c.push_back(a[2]);
    Value rd = refout_dict(vm);
    rd.as<DictObj>()->erase(I(0));
    call_value(vm, f, c);
    if (vm.raising()) return false;
    if (Value* w = rd.as<DictObj>()->find(I(0)); w && i < d->entries.size()) {
      d->entries[i].second = *w;
      rd.as<DictObj>()->erase(I(0));
    }
  }
  return true;
}
NATIVE(f_array_walk_recursive) {
  UNUSED;
  auto* d = arr(arg(a, 0));
  if (!d) return B(false);
  if (!walk_rec(vm, d, arg(a, 1), a, 0)) return Value::none();
  return B(true);
}
NATIVE(f_str_getcsv) {
  UNUSED;
  std::string s = sarg(vm, a, 0);
  std::string sep = has(a, 1) ? sarg(vm, a, 1) : ",", enc = has(a, 2) ? sarg(vm, a, 2) : "\"";
  char sc = sep.empty() ? ',' : sep[0], ec = enc.empty() ? '\0' : enc[0];
  Value out = new_arr();
  if (s.empty()) {
    push(out.as<DictObj>(), Value::none());
    return out;
  }
  std::size_t i = 0, n = s.size();
  while (true) {
    std::string field;
    std::size_t j = i;
    while (j < n && (s[j] == ' ' || s[j] == '\t') && s[j] != sc) ++j;  // spaces before a quote are dropped
    if (ec && j < n && s[j] == ec) {
      i = j + 1;
      while (i < n) {
        if (s[i] == ec) {
          if (i + 1 < n && s[i + 1] == ec) {
            field += ec;
            i += 2;
            continue;
          }
          ++i;
          break;
        }
        field += s[i++];
      }
      while (i < n && s[i] != sc) field += s[i++];
    } else {
      while (i < n && s[i] != sc) field += s[i++];
    }
    if (!field.empty() && field.back() == '\r') field.pop_back();
    push(out.as<DictObj>(), str(field));
    if (i >= n) break;
    ++i;  // the separator
    if (i == n) {
      push(out.as<DictObj>(), str(""));
      break;
    }
  }
  return out;
}
NATIVE(f_array_key_first) {
  UNUSED;
  auto* d = arr(arg(a, 0));
  return d && !d->entries.empty() ? d->entries.front().first : Value::none();
}
NATIVE(f_array_key_last) {
  UNUSED;
  auto* d = arr(arg(a, 0));
  return d && !d->entries.empty() ? d->entries.back().first : Value::none();
}
NATIVE(f_array_is_list) {
  UNUSED;
  auto* d = arr(arg(a, 0));
  if (!d) return B(false);
  std::int64_t i = 0;
  for (auto& e : d->entries)
    if (!e.first.is(Tag::Int) || e.first.i() != i++) return B(false);
  return B(true);
}
NATIVE(f_array_count_values) {
  UNUSED;
  Value out = new_arr();
  for (auto& v : arr_values(arg(a, 0))) {
    Value k = norm_key(v);
    Value* c = out.as<DictObj>()->find(k);
    out.as<DictObj>()->set(k, I(c ? c->i() + 1 : 1));
  }
  return out;
}
NATIVE(f_array_push) {
  UNUSED;
  auto* d = need_arr(vm, arg(a, 0), "array_push");
  if (!d) return Value::none();
  for (std::size_t i = 1; i < a.size(); ++i) {
    if (!charge_append(vm, d)) return Value::none();
    push(d, a[i]);
  }
  return I(static_cast<std::int64_t>(d->entries.size()));
}
NATIVE(f_array_pop) {
  UNUSED;
  auto* d = arr(arg(a, 0));
  if (!d || d->entries.empty()) return Value::none();
  Value v = d->entries.back().second;
  // the last entry goes without rebuilding the index (DictObj::erase does): O(1) as in PHP
  d->index.erase(d->entries.back().first);
  d->entries.pop_back();
  return v;
}
NATIVE(f_array_shift) {
  UNUSED;
  auto* d = arr(arg(a, 0));
  if (!d || d->entries.empty()) return Value::none();
  Value v = d->entries.front().second;
  auto rest = std::vector<std::pair<Value, Value>>(d->entries.begin() + 1, d->entries.end());
  reindex(d, rest);
  return v;
}
NATIVE(f_array_unshift) {
  UNUSED;
  auto* d = arr(arg(a, 0));
  if (!d) return Value::none();
  std::vector<std::pair<Value, Value>> all;
  for (std::size_t i = 1; i < a.size(); ++i) all.emplace_back(I(0), a[i]);
  all.insert(all.end(), d->entries.begin(), d->entries.end());
  reindex(d, all);
  return I(static_cast<std::int64_t>(d->entries.size()));
}
NATIVE(f_end) {
  UNUSED;
  auto* d = arr(arg(a, 0));
  return d && !d->entries.empty() ? d->entries.back().second : B(false);
}
NATIVE(f_reset) {
  UNUSED;
  auto* d = arr(arg(a, 0));
  return d && !d->entries.empty() ? d->entries.front().second : B(false);
}
NATIVE(f_key) {
  UNUSED;
  auto* d = arr(arg(a, 0));
  return d && !d->entries.empty() ? d->entries.front().first : Value::none();
}

// --- sorting (stable, as PHP 8) ---------------------------------------------------------------
enum class SortBy { Value, Key };
bool do_sort(Vm& vm, Args& a, SortBy by, bool reverse, bool keep_keys, const Value& cmp) {
  auto* d = arr(arg(a, 0));
  if (!d) return false;
  auto entries = d->entries;
  if (!vm.charge_sort(entries.size())) return false;
  std::int64_t flags = cmp.is_none() ? iarg(a, 1) : 0;
  bool failed = false;
  std::stable_sort(entries.begin(), entries.end(), [&](const auto& x, const auto& y) {
    if (failed) return false;
    const Value& p = by == SortBy::Key ? x.first : x.second;
    const Value& q = by == SortBy::Key ? y.first : y.second;
    int c;
    if (!cmp.is_none()) {
      Value r = call_value(vm, cmp, {p, q});
      if (vm.raising()) {
        failed = true;
        return false;
      }
      c = static_cast<int>(std::max<std::int64_t>(-1, std::min<std::int64_t>(1, to_int(r.is(Tag::Float) ? Value::real(r.d() > 0 ? 1 : r.d() < 0 ? -1 : 0) : r))));
    } else if (flags == 2 || flags == 10) {  // SORT_STRING (| SORT_FLAG_CASE)
      c = flags == 10 ? lower(to_str(vm, p)).compare(lower(to_str(vm, q))) : to_str(vm, p).compare(to_str(vm, q));
      c = c < 0 ? -1 : c > 0;
    } else if (flags == 1) {  // SORT_NUMERIC
      double u = to_float(p), w = to_float(q);
      c = u < w ? -1 : u > w;
    } else if (flags == 6 || flags == 14) {  // SORT_NATURAL (| SORT_FLAG_CASE)
      c = natcmp(to_str(vm, p), to_str(vm, q), flags == 14);
    } else {
      c = loose_cmp(vm, p, q);
    }
    return reverse ? c > 0 : c < 0;
  });
  if (failed || vm.raising()) return false;
  d->entries.clear();
  d->index.clear();
  for (auto& [k, v] : entries) {
    if (keep_keys) d->set(k, v);
    else push(d, v);
  }
  return true;
}
NATIVE(f_sort) {
  UNUSED;
  return B(do_sort(vm, a, SortBy::Value, false, false, Value::none()));
}
NATIVE(f_rsort) {
  UNUSED;
  return B(do_sort(vm, a, SortBy::Value, true, false, Value::none()));
}
NATIVE(f_usort) {
  UNUSED;
  return B(do_sort(vm, a, SortBy::Value, false, false, arg(a, 1)));
}
NATIVE(f_uasort) {
  UNUSED;
  return B(do_sort(vm, a, SortBy::Value, false, true, arg(a, 1)));
}
NATIVE(f_uksort) {
  UNUSED;
  return B(do_sort(vm, a, SortBy::Key, false, true, arg(a, 1)));
}
NATIVE(f_asort) {
  UNUSED;
  return B(do_sort(vm, a, SortBy::Value, false, true, Value::none()));
}
NATIVE(f_arsort) {
  UNUSED;
  return B(do_sort(vm, a, SortBy::Value, true, true, Value::none()));
}
NATIVE(f_ksort) {
  UNUSED;
  return B(do_sort(vm, a, SortBy::Key, false, true, Value::none()));
}
NATIVE(f_krsort) {
  UNUSED;
  return B(do_sort(vm, a, SortBy::Key, true, true, Value::none()));
}
NATIVE(f_natsort) {
  UNUSED;
  Args b{arg(a, 0), I(6)};
  return B(do_sort(vm, b, SortBy::Value, false, true, Value::none()));
}
NATIVE(f_natcasesort) {
  UNUSED;
  Args b{arg(a, 0), I(14)};
  return B(do_sort(vm, b, SortBy::Value, false, true, Value::none()));
}
NATIVE(f_iterator_to_array) {
  UNUSED;
  Value it = iterable_of(vm, arg(a, 0), true);
  Value out = new_arr();
  bool keys = a.size() < 2 || php::truthy(a[1]);
  if (it.is(Tag::List))
    for (auto& p : it.as<ListObj>()->items) {
      auto& kv = p.as<ListObj>()->items;
      if (keys) out.as<DictObj>()->set(norm_key(kv[0]), kv[1]);
      else push(out.as<DictObj>(), kv[1]);
    }
  else if (it.is(Tag::Generator)) {
    std::vector<Value> items;
    vm.items_of(it, items);
    std::int64_t n = 0;
    for (auto& x : items) {
      if (keyed_item(x)) {
        auto& kv = x.as<ListObj>()->items;
        if (keys) out.as<DictObj>()->set(norm_key(kv[0]), kv[1]);
        else push(out.as<DictObj>(), kv[1]);
        // an explicit integer key moves the auto key on; yield from's do not
        if (kv.size() == 2 && kv[0].is(Tag::Int) && kv[0].i() >= n) n = kv[0].i() + 1;
        continue;
      }
      if (keys) out.as<DictObj>()->set(I(n), x);
      else push(out.as<DictObj>(), x);
      ++n;
    }
    return out;
  }
  return out;
}

// ====================================================================================
// JSON

// json_encode's flags and json_last_error()'s codes
constexpr std::int64_t kJsonHexTag = 1, kJsonHexAmp = 2, kJsonHexApos = 4, kJsonHexQuot = 8, kJsonNumericCheck = 32,
                       kJsonUnescapedUnicode = 256, kJsonPartialOutput = 512, kJsonUnescapedLineTerminators = 2048,
                       kJsonInvalidUtf8Ignore = 1048576, kJsonInvalidUtf8Substitute = 2097152, kJsonThrow = 4194304;
enum JsonError : std::int64_t { kJsonOk = 0, kJsonDepth = 1, kJsonSyntax = 4, kJsonUtf8 = 5, kJsonInfNan = 7, kJsonType = 8 };
const char* json_error_msg(std::int64_t e) {
  switch (e) {
    case 0: return "No error";
    case 1: return "Maximum stack depth exceeded";
    case 2: return "State mismatch (invalid or malformed JSON)";
    case 3: return "Control character error, possibly incorrectly encoded";
    case 4: return "Syntax error";
    case 5: return "Malformed UTF-8 characters, possibly incorrectly encoded";
    case 6: return "Recursion detected";
    case 7: return "Inf and NaN cannot be JSON encoded";
    case 8: return "Type is not supported";
    case 9: return "The decoded property name is invalid";
    case 10: return "Single unpaired UTF-16 surrogate in unicode escape";
    default: return "Unknown error";
  }
}
/// The length of the well-formed UTF-8 sequence at s[i] (0: malformed).
std::size_t utf8_seq(const std::string& s, std::size_t i, std::uint32_t& cp) {
  unsigned char c = static_cast<unsigned char>(s[i]);
  std::size_t n = c < 0x80 ? 1 : (c & 0xE0) == 0xC0 ? 2 : (c & 0xF0) == 0xE0 ? 3 : (c & 0xF8) == 0xF0 ? 4 : 0;
  if (n == 0 || i + n > s.size()) return 0;
  cp = n == 1 ? c : n == 2 ? c & 0x1F : n == 3 ? c & 0x0F : c & 0x07;
  for (std::size_t k = 1; k < n; ++k) {
    unsigned char x = static_cast<unsigned char>(s[i + k]);
    if ((x & 0xC0) != 0x80) return 0;
    cp = (cp << 6) | (x & 0x3F);
  }
  static const std::uint32_t least[] = {0, 0, 0x80, 0x800, 0x10000};
  if (cp < least[n] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return 0;  // overlong, out of range, surrogate
  return n;
}
/// A JSON string; false on malformed UTF-8 (unless an INVALID_UTF8 flag says
/// to drop or replace it).
bool json_str(const std::string& s, std::string& out, std::int64_t flags) {
  out += '"';
  auto hex = [&](std::uint32_t u, bool upper) {
    char buf[16];
    std::snprintf(buf, sizeof buf, upper ? "\\u%04X" : "\\u%04x", u);
    out += buf;
  };
  for (std::size_t i = 0; i < s.size(); ++i) {
    unsigned char c = static_cast<unsigned char>(s[i]);
    switch (c) {
      case '"': if (flags & kJsonHexQuot) hex(c, true); else out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      case '\b': out += "\\b"; break;
      case '\f': out += "\\f"; break;
      case '/':
        if (flags & 64) out += '/';
        else out += "\\/";
        break;
      case '<': case '>': if (flags & kJsonHexTag) hex(c, true); else out += static_cast<char>(c); break;
      case '&': if (flags & kJsonHexAmp) hex(c, true); else out += static_cast<char>(c); break;
      case '\'': if (flags & kJsonHexApos) hex(c, true); else out += static_cast<char>(c); break;
      default:
        if (c < 0x20) {
          hex(c, false);
        } else if (c >= 0x80) {
          std::uint32_t cp = 0;
          std::size_t n = utf8_seq(s, i, cp);
          if (n == 0) {
            // one replacement for the malformed sequence as PHP's decoder
            // bounds it: a 3- or 4-byte lead takes the bytes after it up to
            // one that could start a character (ASCII or C2..F4)
            std::size_t want = (c & 0xF0) == 0xE0 ? 3 : (c >= 0xF0 && c <= 0xF4) ? 4 : 1;
            auto lead = [](unsigned char x) { return x < 0x80 || (x >= 0xC2 && x <= 0xF4); };
            for (std::size_t k = 1; k < want && i + 1 < s.size() && !lead(static_cast<unsigned char>(s[i + 1])); ++k) ++i;
            if (flags & kJsonInvalidUtf8Ignore) continue;
            if (!(flags & kJsonInvalidUtf8Substitute)) return false;
            if (flags & kJsonUnescapedUnicode) out += "\xEF\xBF\xBD";
            else out += "\\ufffd";
            continue;
          }
          // U+2028/U+2029 stay escaped unless asked: they end lines in JavaScript
          bool line_term = (cp == 0x2028 || cp == 0x2029) && !(flags & kJsonUnescapedLineTerminators);
          if ((flags & kJsonUnescapedUnicode) && !line_term) {
            out.append(s, i, n);
          } else if (cp >= 0x10000) {
            cp -= 0x10000;
            hex(0xD800 + (cp >> 10), false);
            hex(0xDC00 + (cp & 0x3FF), false);
          } else {
            hex(cp, false);
          }
          i += n - 1;
        } else {
          out += static_cast<char>(c);
        }
    }
  }
  out += '"';
  return true;
}
/// Not a PHP flag: this one level (an object's properties) is a JSON object,
/// whatever its keys; nested arrays are encoded by their own keys.
constexpr std::int64_t kJsonObjectLevel = std::int64_t{1} << 40;
bool json_enc(Vm& vm, const Value& v, std::string& out, std::int64_t flags, int depth) {
  if (depth > 512) {
    vm.run_state("php.json_error") = I(kJsonDepth);
    return false;
  }
  bool pretty = flags & 128;
  std::string nl = pretty ? "\n" : "", ind = pretty ? std::string(static_cast<std::size_t>(depth + 1) * 4, ' ') : "",
              ind0 = pretty ? std::string(static_cast<std::size_t>(depth) * 4, ' ') : "";
  switch (v.tag()) {
    case Tag::None: out += "null"; return true;
    case Tag::Bool: out += v.b() ? "true" : "false"; return true;
    case Tag::Int: out += std::to_string(v.i()); return true;
    case Tag::Float: case Tag::BigInt: {
      double d = to_float(v);
      if (!std::isfinite(d)) {
        vm.run_state("php.json_error") = I(kJsonInfNan);
        return false;
      }
      std::string f = fmt_float_repr(d, 'e');
      if ((flags & 1024) && f.find_first_of(".e") == std::string::npos) f += ".0";
      out += f;
      return true;
    }
    case Tag::Str: {
      Value n;
      if ((flags & kJsonNumericCheck) && numeric_str(S(v), n)) return json_enc(vm, n, out, flags, depth);
      if (json_str(S(v), out, flags)) return true;
      vm.run_state("php.json_error") = I(kJsonUtf8);
      return false;
    }
    case Tag::Dict: {
      auto* d = v.as<DictObj>();
      bool list = !(flags & 16) && !(flags & kJsonObjectLevel);
      flags &= ~kJsonObjectLevel;
      std::int64_t i = 0;
      for (auto& e : d->entries)
        if (!e.first.is(Tag::Int) || e.first.i() != i++) list = false;
      if (d->entries.empty()) {
        out += list ? "[]" : "{}";
        return true;
      }
      out += list ? "[" : "{";
      out += nl;
      bool first = true;
      for (auto& [k, x] : d->entries) {
        if (!first) out += "," + nl;
        first = false;
        out += ind;
        if (!list) {
          if (!json_str(k.is(Tag::Int) ? std::to_string(k.i()) : S(k), out, flags & ~kJsonNumericCheck)) {
            vm.run_state("php.json_error") = I(kJsonUtf8);
            return false;
          }
          out += pretty ? ": " : ":";
        }
        if (!json_enc(vm, x, out, flags, depth + 1)) return false;
      }
      out += nl + ind0 + (list ? "]" : "}");
      return true;
    }
    case Tag::Instance: {
      if (!class_attr(vm, v.as<InstanceObj>()->cls, "__php_enum").is_undef()) {
        // a backed enum case encodes as its value; a pure enum cannot be encoded
        Value* bv = v.as<InstanceObj>()->fields.find(vm.intern("value"));
        if (!bv || bv->is_none()) {
          vm.run_state("php.json_error") = I(kJsonType);
          return false;
        }
        return json_enc(vm, *bv, out, flags, depth);
      }
      Value js = class_attr(vm, v.as<InstanceObj>()->cls, "jsonSerialize");
      if (!js.is_undef()) {
        std::vector<Value> c{v};
        Value r = vm.call_sync(js, std::span<const Value>(c));
        if (vm.raising()) return false;
        return json_enc(vm, r, out, flags, depth);
      }
      Value o = new_arr();
      for (auto& p : object_props(vm, v))
        if (p.vis == "public") o.as<DictObj>()->set(str(p.name), p.value);
      if (o.as<DictObj>()->entries.empty()) {
        out += "{}";
        return true;
      }
      return json_enc(vm, o, out, flags | kJsonObjectLevel, depth);
    }
    default:
      vm.run_state("php.json_error") = I(kJsonType);
      return false;
  }
}
NATIVE(f_json_encode) {
  UNUSED;
  std::string out;
  std::int64_t flags = iarg(a, 1);
  vm.run_state("php.json_error") = I(kJsonOk);
  if (!json_enc(vm, arg(a, 0), out, flags, 0)) {
    if (vm.raising()) return Value::none();
    Value& e = vm.run_state("php.json_error");
    std::int64_t code = e.is(Tag::Int) ? e.i() : kJsonType;
    if (flags & kJsonThrow) {  // the error is the exception's, not json_last_error()'s
      e = I(kJsonOk);
      ensure_classes(vm);
      Value ex = call_value(vm, lookup_class(vm, "JsonException"), {str(json_error_msg(code)), I(code)});
      if (!vm.raising()) vm.raise_value(ex);
      return Value::none();
    }
    return B(false);
  }
  return str(out);
}
struct JsonParser {
  Vm& vm;
  const std::string& s;
  std::size_t i = 0;
  bool assoc;
  bool ok = true;
  int depth = 0;
  void ws() {
    while (i < s.size() && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n' || s[i] == '\r')) ++i;
  }
  Value fail() {
    ok = false;
    return Value::none();
  }
  Value parse() {
    ws();
    if (i >= s.size() || ++depth > 512) return fail();
    char c = s[i];
    Value r;
    if (c == '{') {
      ++i;
      Value obj = assoc ? new_arr() : new_std_object(vm);
      ws();
      if (i < s.size() && s[i] == '}') {
        ++i;
        --depth;
        return obj;
      }
      while (ok) {
        ws();
        if (i >= s.size() || s[i] != '"') return fail();
        std::string k = string();
        ws();
        if (i >= s.size() || s[i] != ':') return fail();
        ++i;
        Value v = parse();
        if (!ok) return fail();
        if (assoc) obj.as<DictObj>()->set(norm_key(str(k)), v);
        else set_instance_field(vm, obj, k, v);
        ws();
        if (i < s.size() && s[i] == ',') {
          ++i;
          continue;
        }
        if (i < s.size() && s[i] == '}') {
          ++i;
          break;
        }
        return fail();
      }
      r = obj;
    } else if (c == '[') {
      ++i;
      Value out = new_arr();
      ws();
      if (i < s.size() && s[i] == ']') {
        ++i;
        --depth;
        return out;
      }
      while (ok) {
        Value v = parse();
        if (!ok) return fail();
        push(out.as<DictObj>(), v);
        ws();
        if (i < s.size() && s[i] == ',') {
          ++i;
          continue;
        }
        if (i < s.size() && s[i] == ']') {
          ++i;
          break;
        }
        return fail();
      }
      r = out;
    } else if (c == '"') {
      r = str(string());
    } else if (s.compare(i, 4, "true") == 0) {
      i += 4;
      r = B(true);
    } else if (s.compare(i, 5, "false") == 0) {
      i += 5;
      r = B(false);
    } else if (s.compare(i, 4, "null") == 0) {
      i += 4;
      r = Value::none();
    } else {
      std::size_t st = i;
      if (i < s.size() && s[i] == '-') ++i;
      while (i < s.size() && (std::isdigit(static_cast<unsigned char>(s[i])) || s[i] == '.' || s[i] == 'e' ||
                              s[i] == 'E' || s[i] == '+' || s[i] == '-'))
        ++i;
      if (i == st) return fail();
      Value n;
      if (!numeric_str(s.substr(st, i - st), n)) return fail();
      r = n;
    }
    --depth;
    return r;
  }
  std::string string() {
    std::string out;
    ++i;
    while (i < s.size() && s[i] != '"') {
      if (s[i] == '\\' && i + 1 < s.size()) {
        char e = s[++i];
        switch (e) {
          case 'n': out += '\n'; break;
          case 't': out += '\t'; break;
          case 'r': out += '\r'; break;
          case 'b': out += '\b'; break;
          case 'f': out += '\f'; break;
          case 'u': {
            std::uint32_t cp = static_cast<std::uint32_t>(std::strtoul(s.substr(i + 1, 4).c_str(), nullptr, 16));
            i += 4;
            if (cp >= 0xD800 && cp < 0xDC00 && i + 6 < s.size() && s[i + 1] == '\\' && s[i + 2] == 'u') {
              std::uint32_t lo = static_cast<std::uint32_t>(std::strtoul(s.substr(i + 3, 4).c_str(), nullptr, 16));
              cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
              i += 6;
            }
            utf8::append(out, cp);
            break;
          }
          default: out += e;
        }
        ++i;
      } else {
        out += s[i++];
      }
    }
    if (i >= s.size()) ok = false;
    ++i;
    return out;
  }
};
/// How deeply arrays and objects nest in a decoded value (json_decode's $depth).
std::int64_t nesting(const Value& v, int guard) {
  if (guard > 600) return guard;
  std::int64_t m = 0;
  if (auto* d = arr(v)) {
    for (auto& [k, x] : d->entries) m = std::max(m, nesting(x, guard + 1));
    return m + 1;
  }
  if (v.is(Tag::Instance)) {
    for (auto& [k, x] : v.as<InstanceObj>()->fields.items) m = std::max(m, nesting(x, guard + 1));
    return m + 1;
  }
  return 0;
}
NATIVE(f_json_decode) {
  UNUSED;
  std::string s = sarg(vm, a, 0);
  std::int64_t flags = iarg(a, 3);
  std::int64_t max_depth = has(a, 2) ? iarg(a, 2) : 512;
  if (max_depth <= 0) {
    vm.raise("ValueError", "json_decode(): Argument #3 ($depth) must be greater than 0");
    return Value::none();
  }
  // null $associative: JSON_OBJECT_AS_ARRAY decides
  JsonParser p{vm, s, 0, has(a, 1) ? php::truthy(arg(a, 1)) : (flags & 1) != 0};
  Value v = p.parse();
  p.ws();
  std::int64_t code = !p.ok || p.i != s.size() ? kJsonSyntax : nesting(v, 0) >= max_depth ? kJsonDepth : kJsonOk;
  vm.run_state("php.json_error") = I(code);
  if (code != kJsonOk) {
    if (flags & kJsonThrow) {
      vm.run_state("php.json_error") = I(kJsonOk);
      ensure_classes(vm);
      Value ex = call_value(vm, lookup_class(vm, "JsonException"), {str(json_error_msg(code)), I(code)});
      if (!vm.raising()) vm.raise_value(ex);
    }
    return Value::none();
  }
  return v;
}

// ====================================================================================
// PCRE

constexpr std::int64_t kOffsetCapture = 256, kUnmatchedAsNull = 512;  // PREG_* flags
/// One group's entry: its text ("" or null when unset, by PREG_UNMATCHED_AS_NULL),
/// or [text, byte offset] with PREG_OFFSET_CAPTURE (offset -1 when unset).
Value group_value(const std::string& s, std::pair<std::int64_t, std::int64_t> g, std::int64_t flags) {
  auto [b, e] = g;
  Value v = b < 0 && (flags & kUnmatchedAsNull) ? Value::none()
                                                 : str(b < 0 ? "" : s.substr(static_cast<std::size_t>(b), static_cast<std::size_t>(e - b)));
  if (!(flags & kOffsetCapture)) return v;
  return list_to_arr({v, I(b)});
}
/// A match's groups as preg_match gives them: named groups under their name
/// too; unset groups at the end left out unless PREG_UNMATCHED_AS_NULL.
Value groups_arr(const std::string& s, const Match& m, const std::vector<std::string>& names, bool trim_unset,
                 std::int64_t flags = 0) {
  Value out = new_arr();
  std::size_t last = m.groups.size();
  if (trim_unset && !(flags & kUnmatchedAsNull))
    while (last > 1 && m.groups[last - 1].first < 0) --last;
  for (std::size_t g = 0; g < last; ++g) {
    Value v = group_value(s, m.groups[g], flags);
    if (g < names.size() && !names[g].empty()) out.as<DictObj>()->set(str(names[g]), copy_value(v));
    out.as<DictObj>()->set(I(static_cast<std::int64_t>(g)), v);
  }
  return out;
}
/// preg_*'s offset argument: from the end when negative, clamped to the subject.
std::size_t subject_offset(Args& a, std::size_t i, const std::string& s) {
  std::int64_t off = iarg(a, i), n = static_cast<std::int64_t>(s.size());
  if (off < 0) off = std::max<std::int64_t>(0, off + n);
  return static_cast<std::size_t>(std::min(off, n));
}
NATIVE(f_preg_match) {
  UNUSED;
  Code c = compile(vm, sarg(vm, a, 0));
  if (!c) return B(false);
  std::string s = sarg(vm, a, 1);
  Match m;
  bool found = match_at(vm, c.get(), s, subject_offset(a, 4, s), m);
  set_ref_out(vm, 2, found ? groups_arr(s, m, group_names(c.get()), true, iarg(a, 3)) : new_arr());
  return I(found ? 1 : 0);
}
NATIVE(f_preg_match_all) {
  UNUSED;
  Code c = compile(vm, sarg(vm, a, 0));
  if (!c) return B(false);
  std::string s = sarg(vm, a, 1);
  std::int64_t flags = iarg(a, 3, 1);  // PREG_PATTERN_ORDER
  if (!(flags & 3)) flags |= 1;        // PREG_OFFSET_CAPTURE alone: pattern order
  auto names = group_names(c.get());
  std::vector<Match> all;
  std::size_t pos = subject_offset(a, 4, s);
  while (pos <= s.size()) {
    Match m;
    if (!match_at(vm, c.get(), s, pos, m)) break;
    all.push_back(m);
    auto [b, e] = m.groups[0];
    pos = e > b ? static_cast<std::size_t>(e) : static_cast<std::size_t>(e) + 1;
    if (!vm.charge(1)) return Value::none();
  }
  Value out = new_arr();
  if (flags & 2) {  // PREG_SET_ORDER
    for (auto& m : all) push(out.as<DictObj>(), groups_arr(s, m, names, true, flags));
  } else {
    std::size_t ng = names.size();
    for (std::size_t g = 0; g < ng; ++g) {
      Value col = new_arr();
      for (auto& m : all) push(col.as<DictObj>(), group_value(s, m.groups[g], flags));
      if (!names[g].empty()) out.as<DictObj>()->set(str(names[g]), copy_value(col));
      out.as<DictObj>()->set(I(static_cast<std::int64_t>(g)), col);
    }
  }
  set_ref_out(vm, 2, out);
  return I(static_cast<std::int64_t>(all.size()));
}
std::string expand_replacement(const std::string& rep, const std::string& s, const Match& m) {
  std::string out;
  for (std::size_t i = 0; i < rep.size(); ++i) {
    char c = rep[i];
    if ((c == '$' || c == '\\') && i + 1 < rep.size()) {
      std::size_t j = i + 1;
      bool brace = c == '$' && rep[j] == '{';
      if (brace) ++j;
      std::size_t st = j;
      while (j < rep.size() && j < st + 2 && std::isdigit(static_cast<unsigned char>(rep[j]))) ++j;
      if (j > st && (!brace || (j < rep.size() && rep[j] == '}'))) {
        std::size_t g = static_cast<std::size_t>(std::stoul(rep.substr(st, j - st)));
        if (g < m.groups.size() && m.groups[g].first >= 0)
          out += s.substr(static_cast<std::size_t>(m.groups[g].first),
                          static_cast<std::size_t>(m.groups[g].second - m.groups[g].first));
        i = brace ? j : j - 1;
        continue;
      }
    }
    out += c;
  }
  return out;
}
Value preg_replace_impl(Vm& vm, Args& a, bool callback) {
  std::vector<Value> pats = arr(arg(a, 0)) ? arr_values(arg(a, 0)) : std::vector<Value>{arg(a, 0)};
  std::vector<Value> reps = !callback && arr(arg(a, 1)) ? arr_values(arg(a, 1)) : std::vector<Value>{};
  std::int64_t limit = has(a, 3) ? iarg(a, 3) : -1;
  std::int64_t count = 0;
  auto one = [&](std::string s) -> std::string {
    for (std::size_t pi = 0; pi < pats.size(); ++pi) {
      Code c = compile(vm, to_str(vm, pats[pi]));
      if (!c) return s;
      std::string rep = callback ? "" : arr(arg(a, 1)) ? (pi < reps.size() ? to_str(vm, reps[pi]) : "") : to_str(vm, arg(a, 1));
      auto names = group_names(c.get());
      std::string out;
      std::size_t pos = 0, copied = 0;
      std::int64_t n = 0;
      while (pos <= s.size() && (limit < 0 || n < limit)) {
        Match m;
        if (!match_at(vm, c.get(), s, pos, m)) break;
        auto [b, e] = m.groups[0];
        out += s.substr(copied, static_cast<std::size_t>(b) - copied);
        if (callback) {
          Value r = call_value(vm, arg(a, 1), {groups_arr(s, m, names, true, iarg(a, 5))});
          if (vm.raising()) return s;
          out += to_str(vm, r);
        } else {
          out += expand_replacement(rep, s, m);
        }
        copied = static_cast<std::size_t>(e);
        ++n;
        if (e > b) pos = static_cast<std::size_t>(e);
        else {
          if (static_cast<std::size_t>(e) < s.size()) out += s[static_cast<std::size_t>(e)];
          copied = static_cast<std::size_t>(e) + 1;
          pos = static_cast<std::size_t>(e) + 1;
        }
        if (!vm.charge(1)) return s;
      }
      if (copied < s.size()) out += s.substr(copied);
      count += n;
      s = out;
    }
    return s;
  };
  Value out;
  if (auto* d = arr(arg(a, 2))) {
    out = new_arr();
    for (auto& [k, v] : d->entries) out.as<DictObj>()->set(k, str(one(to_str(vm, v))));
  } else {
    out = str(one(to_str(vm, arg(a, 2))));
  }
  set_ref_out(vm, 4, I(count));
  return out;
}
NATIVE(f_preg_replace) {
  UNUSED;
  return preg_replace_impl(vm, a, false);
}
NATIVE(f_preg_replace_callback) {
  UNUSED;
  return preg_replace_impl(vm, a, true);
}
NATIVE(f_preg_split) {
  UNUSED;
  Code c = compile(vm, sarg(vm, a, 0));
  if (!c) return B(false);
  std::string s = sarg(vm, a, 1);
  std::int64_t limit = has(a, 2) ? iarg(a, 2) : -1;
  if (limit == 0) limit = -1;
  std::int64_t flags = iarg(a, 3);
  bool no_empty = flags & 1, delim = flags & 2, offsets = flags & 4;
  std::vector<Value> out;
  std::size_t pos = 0, last = 0;
  // a piece, or [piece, offset] with PREG_SPLIT_OFFSET_CAPTURE
  auto piece_at = [&](std::size_t b, std::size_t e) {
    Value v = str(s.substr(b, e - b));
    return offsets ? list_to_arr({v, I(static_cast<std::int64_t>(b))}) : v;
  };
  auto add = [&](std::size_t b, std::size_t e) {
    if (no_empty && e == b) return;
    out.push_back(piece_at(b, e));
  };
  while (pos <= s.size() && (limit < 0 || static_cast<std::int64_t>(out.size()) < limit - 1)) {
    Match m;
    if (!match_at(vm, c.get(), s, pos, m)) break;
    auto [b, e] = m.groups[0];
    if (e == b) {
      if (static_cast<std::size_t>(b) >= s.size()) break;
      if (static_cast<std::size_t>(b) == last) {
        pos = static_cast<std::size_t>(b) + 1;
        if (b == 0) continue;
        continue;
      }
    }
    add(last, static_cast<std::size_t>(b));
    if (delim)
      for (std::size_t g = 1; g < m.groups.size(); ++g)
        if (m.groups[g].first >= 0 && (!no_empty || m.groups[g].second > m.groups[g].first))
          out.push_back(piece_at(static_cast<std::size_t>(m.groups[g].first), static_cast<std::size_t>(m.groups[g].second)));
    last = static_cast<std::size_t>(e);
    pos = e > b ? static_cast<std::size_t>(e) : static_cast<std::size_t>(e) + 1;
    if (!vm.charge(1)) return Value::none();
  }
  add(std::min(last, s.size()), s.size());
  return list_to_arr(out);
}
NATIVE(f_preg_quote) {
  UNUSED;
  std::string s = sarg(vm, a, 0), d = has(a, 1) ? sarg(vm, a, 1) : "", out;
  const std::string special = ".\\+*?[^]$(){}=!<>|:-#/";
  for (char c : s) {
    if (special.find(c) != std::string::npos && (c != '/' || d.find('/') != std::string::npos)) out += '\\';
    else if (!d.empty() && d.find(c) != std::string::npos) out += '\\';
    if (c == '\0') {
      out += "\\000";
      continue;
    }
    out += c;
  }
  return str(out);
}
NATIVE(f_preg_grep) {
  UNUSED;
  Code c = compile(vm, sarg(vm, a, 0));
  Value out = new_arr();
  if (!c) return out;
  if (auto* d = arr(arg(a, 1)))
    for (auto& [k, v] : d->entries) {
      Match m;
      if (match_at(vm, c.get(), to_str(vm, v), 0, m) != (iarg(a, 2) & 1)) out.as<DictObj>()->set(k, v);  // PREG_GREP_INVERT
    }
  return out;
}

Value class_arg(Vm& vm, const Value& v, bool allow_string) {
  if (v.is(Tag::Instance)) return v.as<InstanceObj>()->cls;
  if (v.is(Tag::Str) && allow_string) return lookup_class(vm, S(v));
  return v.is(Tag::Class) ? v : Value::undef();
}
NATIVE(f_is_subclass_of) {
  UNUSED;
  Value c = class_arg(vm, arg(a, 0), !has(a, 2) || php::truthy(arg(a, 2)));
  if (!c.is(Tag::Class)) return B(false);
  std::string want = lower(sarg(vm, a, 1));
  if (!want.empty() && want[0] == '\\') want.erase(0, 1);
  auto& mro = c.as<ClassObj>()->mro;
  for (std::size_t i = 1; i < mro.size(); ++i)
    if (lower(class_name(mro[i])) == want) return B(true);
  return B(false);
}
NATIVE(f_is_a) {
  UNUSED;
  Value c = class_arg(vm, arg(a, 0), php::truthy(arg(a, 2)));
  if (!c.is(Tag::Class)) return B(false);
  if (arg(a, 0).is(Tag::Instance)) return B(instance_of(vm, arg(a, 0), str(sarg(vm, a, 1))));
  std::string want = lower(sarg(vm, a, 1));
  for (auto& k : c.as<ClassObj>()->mro)
    if (lower(class_name(k)) == want) return B(true);
  return B(false);
}
NATIVE(f_class_uses) {
  UNUSED;
  Value c = class_arg(vm, arg(a, 0), true);
  if (!c.is(Tag::Class)) return B(false);
  Value* u = c.as<ClassObj>()->attrs.find(vm.intern("__php_uses"));  // this class's own, not inherited
  return u && arr(*u) ? copy_value(*u) : new_arr();
}
NATIVE(f_iterator_count) {
  UNUSED;
  Value it = iterable_of(vm, arg(a, 0), false);
  if (vm.raising() || it.is_symbolic()) return it.is_symbolic() ? sym_result(vm, "iterator_count", a) : Value::none();
  std::vector<Value> items;
  if (!vm.items_of(it, items)) return Value::none();
  return I(static_cast<std::int64_t>(items.size()));
}
// ====================================================================================
// serialize / unserialize (PHP's format; no references, no Serializable C: form)

bool ser(Vm& vm, const Value& v, std::string& out, int depth) {
  if (depth > 256) {
    vm.raise("Error", "Maximum serialization depth reached");
    return false;
  }
  switch (v.tag()) {
    case Tag::None: out += "N;"; return true;
    case Tag::Bool: out += v.b() ? "b:1;" : "b:0;"; return true;
    case Tag::Int: out += "i:" + std::to_string(v.i()) + ";"; return true;
    case Tag::Float: case Tag::BigInt: {
      double d = to_float(v);
      out += "d:" + (std::isnan(d) ? std::string("NAN") : std::isinf(d) ? std::string(d < 0 ? "-INF" : "INF") : fmt_float_repr(d)) + ";";
      return true;
    }
    case Tag::Str: out += "s:" + std::to_string(S(v).size()) + ":\"" + S(v) + "\";"; return true;
    case Tag::Dict: {
      auto* d = v.as<DictObj>();
      out += "a:" + std::to_string(d->entries.size()) + ":{";
      for (auto& [k, x] : d->entries) {
        if (!ser(vm, k, out, depth + 1) || !ser(vm, x, out, depth + 1)) return false;
      }
      out += "}";
      return true;
    }
    case Tag::Instance: {
      Value cls = v.as<InstanceObj>()->cls;
      std::string cn = class_name(cls);
      if (!class_attr(vm, cls, "__php_enum").is_undef()) {
        Value n = instance_field(vm, v, "name");
        std::string e = cn + ":" + (n.is(Tag::Str) ? S(n) : "");
        out += "E:" + std::to_string(e.size()) + ":\"" + e + "\";";
        return true;
      }
      std::vector<std::pair<std::string, Value>> props;
      Value hook = class_attr(vm, cls, "__serialize");
      Value sleep = class_attr(vm, cls, "__sleep");
      std::vector<Value> self{v};
      if (!hook.is_undef()) {
        Value r = vm.call_sync(hook, std::span<const Value>(self));
        if (vm.raising()) return false;
        if (auto* d = arr(r))
          for (auto& [k, x] : d->entries) props.emplace_back(to_str(vm, k), x);
        out += "O:" + std::to_string(cn.size()) + ":\"" + cn + "\":" + std::to_string(props.size()) + ":{";
        if (auto* d = arr(r))
          for (auto& [k, x] : d->entries)
            if (!ser(vm, k, out, depth + 1) || !ser(vm, x, out, depth + 1)) return false;
        out += "}";
        return true;
      }
      std::vector<std::string> only;
      bool filter = false;
      if (!sleep.is_undef()) {
        Value r = vm.call_sync(sleep, std::span<const Value>(self));
        if (vm.raising()) return false;
        filter = true;
        for (auto& x : arr_values(r)) only.push_back(to_str(vm, x));
      }
      for (auto& p : object_props(vm, v)) {
        if (filter && std::find(only.begin(), only.end(), p.name) == only.end()) continue;
        std::string key = p.vis == "private" ? std::string("\0", 1) + (p.owner.empty() ? cn : p.owner) + std::string("\0", 1) + p.name
                          : p.vis == "protected" ? std::string("\0*\0", 3) + p.name
                                                 : p.name;
        props.emplace_back(key, p.value);
      }
      out += "O:" + std::to_string(cn.size()) + ":\"" + cn + "\":" + std::to_string(props.size()) + ":{";
      for (auto& [k, x] : props) {
        if (!ser(vm, str(k), out, depth + 1) || !ser(vm, x, out, depth + 1)) return false;
      }
      out += "}";
      return true;
    }
    default:
      if (v.is(Tag::Function) || v.is(Tag::Builtin) || v.is(Tag::BoundMethod)) {
        ensure_classes(vm);
        vm.raise("Exception", "Serialization of 'Closure' is not allowed");
        return false;
      }
      out += "N;";
      return true;
  }
}
NATIVE(f_serialize) {
  UNUSED;
  std::string out;
  if (!ser(vm, arg(a, 0), out, 0)) return Value::none();
  return str(out);
}
struct Unser {
  Vm& vm;
  const std::string& s;
  std::size_t i = 0;
  bool ok = true;
  bool expect(char c) {
    if (i < s.size() && s[i] == c) {
      ++i;
      return true;
    }
    ok = false;
    return false;
  }
  std::string until(char c) {
    std::size_t e = s.find(c, i);
    if (e == std::string::npos) {
      ok = false;
      return {};
    }
    std::string r = s.substr(i, e - i);
    i = e + 1;
    return r;
  }
  std::int64_t num(char end) {
    std::string t = until(end);
    if (t.empty() || t.size() > 20) {
      ok = false;
      return 0;
    }
    char* e = nullptr;
    long long v = std::strtoll(t.c_str(), &e, 10);
    if (*e) ok = false;
    return v;
  }
  std::string counted() {  // N:"bytes"
    std::int64_t n = num(':');
    if (!ok || n < 0 || i + static_cast<std::size_t>(n) + 2 > s.size() || !expect('"')) {
      ok = false;
      return {};
    }
    std::string r = s.substr(i, static_cast<std::size_t>(n));
    i += static_cast<std::size_t>(n);
    expect('"');
    return r;
  }
  Value parse(int depth) {
    if (!ok || i + 1 >= s.size() || depth > 256) {
      ok = false;
      return Value::none();
    }
    char t = s[i++];
    if (t == 'N') {
      expect(';');
      return Value::none();
    }
    if (!expect(':')) return Value::none();
    switch (t) {
      case 'b': return B(num(';') != 0);
      case 'i': return I(num(';'));
      case 'd': {
        std::string x = until(';');
        if (x == "INF") return Value::real(INFINITY);
        if (x == "-INF") return Value::real(-INFINITY);
        if (x == "NAN") return Value::real(NAN);
        return Value::real(std::strtod(x.c_str(), nullptr));
      }
      case 's': {
        std::string r = counted();
        expect(';');
        return str(r);
      }
      case 'a': {
        std::int64_t n = num(':');
        Value out = new_arr();
        if (!ok || n < 0 || !expect('{')) return Value::none();
        for (std::int64_t k = 0; k < n && ok; ++k) {
          Value key = parse(depth + 1);
          Value val = parse(depth + 1);
          if (ok) out.as<DictObj>()->set(norm_key(key), val);
        }
        expect('}');
        return out;
      }
      case 'E': {
        std::string e = counted();
        expect(';');
        std::size_t c = e.find(':');
        Value cls = lookup_class(vm, e.substr(0, c == std::string::npos ? 0 : c));
        if (c == std::string::npos || !cls.is(Tag::Class)) {
          ok = false;
          return Value::none();
        }
        Value cases = class_attr(vm, cls, "__php_cases");
        for (auto& x : arr_values(cases))
          if (instance_field(vm, x, "name").is(Tag::Str) && S(instance_field(vm, x, "name")) == e.substr(c + 1)) return x;
        ok = false;
        return Value::none();
      }
      case 'O': {
        std::string cn = counted();
        if (!expect(':')) return Value::none();
        std::int64_t n = num(':');
        if (!ok || n < 0 || !expect('{')) return Value::none();
        Value cls = cn == "stdClass" ? std_class(vm) : lookup_class(vm, cn);
        if (!cls.is(Tag::Class)) {
          ok = false;
          return Value::none();
        }
        auto* inst = new InstanceObj();
        inst->cls = cls;
        Value obj = Value::object(inst);
        Value data = new_arr();
        Value hook = class_attr(vm, cls, "__unserialize");
        for (std::int64_t k = 0; k < n && ok; ++k) {
          Value key = parse(depth + 1);
          Value val = parse(depth + 1);
          if (!ok) break;
          std::string name = to_str(vm, key);
          if (!name.empty() && name[0] == '\0') name = name.substr(name.find('\0', 1) + 1);  // private / protected
          data.as<DictObj>()->set(norm_key(key), val);
          if (hook.is_undef()) inst->fields.set(vm.intern(name), val);
        }
        expect('}');
        if (!ok) return Value::none();
        inst->fields.set(vm.intern("__php_i"), B(true));  // the constructor does not run
        object_id(vm, obj);
        if (!hook.is_undef()) {
          std::vector<Value> c{obj, data};
          vm.call_sync(hook, std::span<const Value>(c));
        } else if (Value w = class_attr(vm, cls, "__wakeup"); !w.is_undef()) {
          std::vector<Value> c{obj};
          vm.call_sync(w, std::span<const Value>(c));
        }
        return obj;
      }
      default: ok = false; return Value::none();
    }
  }
};
NATIVE(f_unserialize) {
  UNUSED;
  std::string s = sarg(vm, a, 0);
  Unser u{vm, s};
  Value v = u.parse(0);
  if (vm.raising()) return Value::none();
  if (!u.ok) return B(false);  // PHP also prints a notice
  return v;
}
// ====================================================================================
// hashes, encodings and more string functions

std::string hex_of(const unsigned char* p, std::size_t n) {
  static const char* kHex = "0123456789abcdef";
  std::string out;
  out.reserve(n * 2);
  for (std::size_t i = 0; i < n; ++i) {
    out += kHex[p[i] >> 4];
    out += kHex[p[i] & 15];
  }
  return out;
}
/// md5(), sha1(), crc32() and hash() over the SDK's shared digests (reddragon/text/digest.hpp).
std::string md5_hex(const std::string& s) { return ::reddragon::text::hex(::reddragon::text::digest("md5", s)); }
std::string sha1_hex(const std::string& s) { return ::reddragon::text::hex(::reddragon::text::digest("sha1", s)); }
std::uint32_t crc32_of(const std::string& s) { return ::reddragon::text::crc32(s); }
NATIVE(f_md5) {
  UNUSED;
  return str(md5_hex(sarg(vm, a, 0)));
}
NATIVE(f_sha1) {
  UNUSED;
  return str(sha1_hex(sarg(vm, a, 0)));
}
NATIVE(f_crc32) {
  UNUSED;
  return I(crc32_of(sarg(vm, a, 0)));
}
NATIVE(f_hash) {
  UNUSED;
  std::string algo = lower(sarg(vm, a, 0)), data = sarg(vm, a, 1);
  const bool binary = a.size() > 2 && php::truthy(a[2]);  // hash($algo, $data, true): raw bytes
  std::string raw;
  if (algo == "crc32b" || algo == "adler32") {
    std::uint32_t x = algo == "crc32b" ? crc32_of(data) : ::reddragon::text::adler32(data);
    for (int k = 3; k >= 0; --k) raw.push_back(static_cast<char>(x >> (8 * k)));
  } else {
    std::string sdk = algo;  // PHP's sha3-256 is the SDK's sha3_256
    if (sdk.starts_with("sha3-")) sdk[4] = '_';
    raw = ::reddragon::text::digest(sdk, data);
  }
  if (!raw.empty()) return str(binary ? raw : ::reddragon::text::hex(raw));
  // other algorithms are not modelled: the result stays symbolic
  return sym_result(vm, "hash", a);
}
NATIVE(f_bin2hex) {
  UNUSED;
  std::string s = sarg(vm, a, 0);
  return str(hex_of(reinterpret_cast<const unsigned char*>(s.data()), s.size()));
}
NATIVE(f_hex2bin) {
  UNUSED;
  std::string s = sarg(vm, a, 0), out;
  auto nib = [](char c) {
    return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
  };
  if (s.size() % 2) return B(false);  // PHP warns: "Hexadecimal input string must have an even length"
  for (std::size_t i = 0; i < s.size(); i += 2) {
    int h = nib(s[i]), l = nib(s[i + 1]);
    if (h < 0 || l < 0) return B(false);
    out += static_cast<char>(h * 16 + l);
  }
  return str(out);
}
NATIVE(f_soundex) {
  UNUSED;
  // PHP's table: vowels, H, W, Y are 0 (skipped, and they do not separate equal codes... except
  // that a 0 resets `last`, as in php-src).
  static const char kTable[26] = {0,   '1', '2', '3', 0,   '1', '2', 0,   0,   '2', '2', '4', '5',
                                  '5', 0,   '1', '2', '6', '2', '3', 0,   '1', 0,   '2', 0,   '2'};
  std::string s = sarg(vm, a, 0), out;
  char last = -1;
  for (std::size_t i = 0; i < s.size() && out.size() < 4; ++i) {
    int c = std::toupper(static_cast<unsigned char>(s[i]));
    if (c < 'A' || c > 'Z') continue;
    if (out.empty()) {
      out += static_cast<char>(c);
      last = kTable[c - 'A'];
    } else {
      char code = kTable[c - 'A'];
      if (code != last) {
        if (code != 0) out += code;
        last = code;
      }
    }
  }
  while (out.size() < 4) out += '0';
  return str(out);
}
/// metaphone(): the "traditional" Metaphone PHP implements (ext/standard/metaphone.c,
/// after Text-Metaphone); ASCII letters only, other bytes are word breaks.
std::string metaphone_of(const std::string& word, std::int64_t max_phonemes) {
  // letter classes: 1 vowel, 2 unchanged (FJLMNR), 4 affects H (CGPST), 8 softens C/G (EIY), 16 no GH->F (BDH)
  static const char kCodes[26] = {1, 16, 4, 16, 9, 2, 4, 16, 9, 2, 0, 2, 2, 2, 1, 4, 0, 2, 4, 4, 1, 0, 0, 0, 8, 0};
  std::size_t n = word.find('\0');
  if (n == std::string::npos) n = word.size();
  auto up = [&](std::int64_t i) -> int {
    if (i < 0 || static_cast<std::size_t>(i) >= n) return 0;
    unsigned char c = static_cast<unsigned char>(word[static_cast<std::size_t>(i)]);
    return c < 128 ? std::toupper(c) : c;
  };
  auto alpha = [](int c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); };
  auto code = [&](int c) { return alpha(c) ? kCodes[std::toupper(c) - 'A'] : 0; };
  auto vowel = [&](int c) { return (code(c) & 1) != 0; };
  auto affecth = [&](int c) { return (code(c) & 4) != 0; };
  auto makesoft = [&](int c) { return (code(c) & 8) != 0; };
  auto noghtof = [&](int c) { return (code(c) & 16) != 0; };
  std::string out;
  std::int64_t w = 0;
  auto cur = [&] { return up(w); };
  auto next = [&] { return up(w + 1); };
  auto after_next = [&] { return next() != 0 ? up(w + 2) : 0; };
  auto back = [&](std::int64_t k) { return w >= k ? up(w - k) : 0; };
  auto ahead = [&](std::int64_t k) {  // stops at the end of the word
    std::int64_t i = w;
    for (std::int64_t j = 0; j < k && up(i) != 0; ++j) ++i;
    return up(i);
  };
  for (; !alpha(cur()); ++w)
    if (cur() == 0) return out;
  switch (cur()) {
    case 'A':
      if (next() == 'E') out += 'E', w += 2;
      else out += 'A', ++w;
      break;
    case 'G': case 'K': case 'P':
      if (next() == 'N') out += 'N', w += 2;
      break;
    case 'W':
      if (next() == 'R') out += 'R', w += 2;
      else if (next() == 'H' || vowel(next())) out += 'W', w += 2;
      break;
    case 'X': out += 'S', ++w; break;
    case 'E': case 'I': case 'O': case 'U': out += static_cast<char>(cur()), ++w; break;
    default: break;
  }
  for (; cur() != 0 && (max_phonemes == 0 || static_cast<std::int64_t>(out.size()) < max_phonemes); ++w) {
    int skip = 0, c = cur();
    if (!alpha(c)) continue;
    if (c == back(1) && c != 'C') continue;  // doubled letters count once, except CC
    switch (c) {
      case 'B': if (back(1) != 'M') out += 'B'; break;
      case 'C':
        if (makesoft(next())) {
          if (after_next() == 'A' && next() == 'I') out += 'X';
          else if (back(1) != 'S') out += 'S';
        } else if (next() == 'H') {
          out += 'X';
          ++skip;
        } else {
          out += 'K';
        }
        break;
      case 'D':
        if (next() == 'G' && makesoft(after_next())) out += 'J', ++skip;
        else out += 'T';
        break;
      case 'G':
        if (next() == 'H') {
          if (!(noghtof(back(3)) || back(4) == 'H')) out += 'F', ++skip;
        } else if (next() == 'N') {
          if (!(!alpha(after_next()) || (after_next() == 'E' && ahead(3) == 'D'))) out += 'K';
        } else if (makesoft(next()) && back(1) != 'G') {
          out += 'J';
        } else {
          out += 'K';
        }
        break;
      case 'H': if (vowel(next()) && !affecth(back(1))) out += 'H'; break;
      case 'K': if (back(1) != 'C') out += 'K'; break;
      case 'P': out += next() == 'H' ? 'F' : 'P'; break;
      case 'Q': out += 'K'; break;
      case 'S':
        if (next() == 'I' && (after_next() == 'O' || after_next() == 'A')) out += 'X';
        else if (next() == 'H') out += 'X', ++skip;
        else out += 'S';
        break;
      case 'T':
        if (next() == 'I' && (after_next() == 'O' || after_next() == 'A')) out += 'X';
        else if (next() == 'H') out += '0', ++skip;
        else if (!(next() == 'C' && after_next() == 'H')) out += 'T';
        break;
      case 'V': out += 'F'; break;
      case 'W': if (vowel(next())) out += 'W'; break;
      case 'X': out += "KS"; break;
      case 'Y': if (vowel(next())) out += 'Y'; break;
      case 'Z': out += 'S'; break;
      case 'F': case 'J': case 'L': case 'M': case 'N': case 'R': out += static_cast<char>(c); break;
      default: break;
    }
    w += skip;
  }
  return out;
}
NATIVE(f_metaphone) {
  UNUSED;
  std::int64_t max = iarg(a, 1);
  if (max < 0) {
    vm.raise("ValueError", "metaphone(): Argument #2 ($max_phonemes) must be greater than or equal to 0");
    return Value::none();
  }
  return str(metaphone_of(sarg(vm, a, 0), max));
}
NATIVE(f_chunk_split) {
  UNUSED;
  std::string s = sarg(vm, a, 0), end = has(a, 2) ? sarg(vm, a, 2) : "\r\n";
  std::int64_t n = has(a, 1) ? iarg(a, 1) : 76;
  if (n < 1) {
    vm.raise("ValueError", "chunk_split(): Argument #2 ($length) must be greater than 0");
    return Value::none();
  }
  std::string out;
  for (std::size_t i = 0; i < s.size(); i += static_cast<std::size_t>(n)) {
    out += s.substr(i, static_cast<std::size_t>(n));
    out += end;
  }
  return str(out);
}
NATIVE(f_stripslashes) {
  UNUSED;
  std::string s = sarg(vm, a, 0), out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] != '\\') {
      out += s[i];
    } else if (i + 1 < s.size()) {
      ++i;
      out += s[i] == '0' ? '\0' : s[i];
    }
  }
  return str(out);
}
NATIVE(f_strpbrk) {
  UNUSED;
  std::string s = sarg(vm, a, 0), chars = sarg(vm, a, 1);
  std::size_t p = s.find_first_of(chars);
  if (p == std::string::npos) return B(false);
  return str(s.substr(p));
}
/// urlencode (form data: space as '+') or rawurlencode (RFC 3986: '~' kept, space as %20).
std::string url_encode(const std::string& s, bool raw) { return ::reddragon::text::percent_encode(s, raw ? "-_.~" : "-_.", !raw); }
std::string url_decode(const std::string& s, bool raw) {
  std::string out;
  auto nib = [](char c) {
    return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
  };
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '+' && !raw) out += ' ';
    else if (s[i] == '%' && i + 2 < s.size() + 0 && nib(s[i + 1]) >= 0 && nib(s[i + 2]) >= 0) {
      out += static_cast<char>(nib(s[i + 1]) * 16 + nib(s[i + 2]));
      i += 2;
    } else out += s[i];
  }
  return out;
}
NATIVE(f_urlencode) {
  UNUSED;
  return str(url_encode(sarg(vm, a, 0), false));
}
NATIVE(f_rawurlencode) {
  UNUSED;
  return str(url_encode(sarg(vm, a, 0), true));
}
NATIVE(f_urldecode) {
  UNUSED;
  return str(url_decode(sarg(vm, a, 0), false));
}
NATIVE(f_rawurldecode) {
  UNUSED;
  return str(url_decode(sarg(vm, a, 0), true));
}
void build_query(Vm& vm, const Value& data, const std::string& prefix, const std::string& numeric_prefix,
                 const std::string& sep, bool raw, std::string& out, int depth) {
  if (depth > 64) return;  // PHP would recurse until memory runs out; bound it
  std::vector<std::pair<Value, Value>> items;
  if (auto* d = arr(data)) items = d->entries;
  else if (data.is(Tag::Instance))
    for (auto& p : object_props(vm, data))
      if (p.vis == "public") items.emplace_back(make_str(p.name), p.value);
  for (auto& [k, v] : items) {
    if (v.is_none()) continue;
    std::string key = k.is(Tag::Int) && prefix.empty() ? numeric_prefix + to_str(vm, k) : to_str(vm, k);
    std::string name = prefix.empty() ? url_encode(key, raw) : prefix + "%5B" + url_encode(key, raw) + "%5D";
    if (arr(v) || v.is(Tag::Instance)) {
      build_query(vm, v, name, numeric_prefix, sep, raw, out, depth + 1);
      continue;
    }
    if (!out.empty()) out += sep;
    std::string val = v.is(Tag::Bool) ? (v.b() ? "1" : "0") : to_str(vm, v);
    out += name + "=" + url_encode(val, raw);
    if (vm.raising()) return;
  }
}
NATIVE(f_http_build_query) {
  UNUSED;
  std::string out;
  build_query(vm, arg(a, 0), "", has(a, 1) ? sarg(vm, a, 1) : "", has(a, 2) ? sarg(vm, a, 2) : "&", iarg(a, 3, 1) == 2, out, 0);
  return str(out);
}

// mb_strtoupper/mb_strtolower: the Unicode simple mappings (reddragon/text/case.hpp)
// plus the full ones that change the length, below.
std::string mb_case(const std::string& s, bool up) {
  std::string out;
  out.reserve(s.size());
  for (std::size_t i = 0; i < s.size();) {
    unsigned char b = static_cast<unsigned char>(s[i]);
    std::size_t n = b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : b >= 0xC0 ? 2 : 1;
    if (i + n > s.size()) n = 1;
    std::uint32_t c = n == 1 ? b : b & (0xFF >> (n + 1));
    for (std::size_t k = 1; k < n; ++k) c = (c << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3F);
    if (up && c == 0xDF) out += "SS";  // full case mapping: ß -> SS, İ -> i + U+0307
    else if (!up && c == 0x130) out += "i\xCC\x87";
    else if (n == 1 && b >= 0x80) out += static_cast<char>(b);  // invalid byte: kept
    else utf8::append(out, up ? text::simple_upper(c) : text::simple_lower(c));
    i += n;
  }
  return out;
}
NATIVE(f_mb_strtoupper) {
  UNUSED;
  return str(mb_case(sarg(vm, a, 0), true));
}
NATIVE(f_mb_strtolower) {
  UNUSED;
  return str(mb_case(sarg(vm, a, 0), false));
}
NATIVE(f_count_chars) {
  UNUSED;
  std::string s = sarg(vm, a, 0);
  std::int64_t mode = iarg(a, 1);
  if (mode < 0 || mode > 4) {
    vm.raise("ValueError", "count_chars(): Argument #2 ($mode) must be between 0 and 4 (inclusive)");
    return Value::none();
  }
  std::int64_t counts[256] = {};
  for (unsigned char c : s) ++counts[c];
  if (mode >= 3) {
    std::string out;
    for (int c = 0; c < 256; ++c)
      if ((counts[c] > 0) == (mode == 3)) out += static_cast<char>(c);
    return str(out);
  }
  Value out = new_arr();
  for (int c = 0; c < 256; ++c)
    if (mode == 0 || (mode == 1 && counts[c] > 0) || (mode == 2 && counts[c] == 0)) out.as<DictObj>()->set(I(c), I(counts[c]));
  return out;
}
NATIVE(f_base64_encode) {
  UNUSED;
  static const char* kB64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  std::string s = sarg(vm, a, 0), out;
  for (std::size_t i = 0; i < s.size(); i += 3) {
    std::uint32_t n = static_cast<unsigned char>(s[i]) << 16;
    if (i + 1 < s.size()) n |= static_cast<unsigned char>(s[i + 1]) << 8;
    if (i + 2 < s.size()) n |= static_cast<unsigned char>(s[i + 2]);
    out += kB64[(n >> 18) & 63];
    out += kB64[(n >> 12) & 63];
    out += i + 1 < s.size() ? kB64[(n >> 6) & 63] : '=';
    out += i + 2 < s.size() ? kB64[n & 63] : '=';
  }
  return str(out);
}
NATIVE(f_base64_decode) {
  UNUSED;
  // non-strict mode: characters outside the alphabet are skipped; strict mode rejects them
  std::string s = sarg(vm, a, 0), out;
  bool strict = php::truthy(arg(a, 1));
  std::uint32_t acc = 0;
  int bits = 0;
  bool pad = false;
  for (char ch : s) {
    int v = ch >= 'A' && ch <= 'Z' ? ch - 'A' : ch >= 'a' && ch <= 'z' ? ch - 'a' + 26 : ch >= '0' && ch <= '9' ? ch - '0' + 52
            : ch == '+' ? 62 : ch == '/' ? 63 : -1;
    if (ch == '=') {
      pad = true;
      continue;
    }
    if (v < 0 || pad) {
      if (strict && !(v < 0 && std::isspace(static_cast<unsigned char>(ch)))) return B(false);
      continue;
    }
    acc = (acc << 6) | static_cast<std::uint32_t>(v);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out += static_cast<char>((acc >> bits) & 0xFF);
    }
  }
  return str(out);
}
NATIVE(f_json_last_error) {
  UNUSED;
  Value& e = vm.run_state("php.json_error");
  return I(e.is(Tag::Int) ? e.i() : 0);
}
NATIVE(f_json_last_error_msg) {
  UNUSED;
  Value& e = vm.run_state("php.json_error");
  return str(json_error_msg(e.is(Tag::Int) ? e.i() : 0));
}

/// array_multisort(&$a1, [order], [flags], &$a2, ...): sorts the rows formed by
/// the arrays' elements, column by column; every array is rewritten in place
/// (string keys kept, integer keys renumbered).
NATIVE(f_array_multisort) {
  UNUSED;
  struct Col {
    DictObj* d;
    bool desc = false;
    std::int64_t flags = 0;
  };
  std::vector<Col> cols;
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (auto* d = arr(a[i])) {
      cols.push_back({d});
    } else if (a[i].is(Tag::Int) && !cols.empty()) {
      std::int64_t f = a[i].i();
      if (f == 3 || f == 4) cols.back().desc = f == 3;  // SORT_DESC / SORT_ASC
      else cols.back().flags = f;
    } else {
      vm.raise("TypeError", "array_multisort(): Argument #" + std::to_string(i + 1) +
                                " must be an array or a sort flag");
      return Value::none();
    }
  }
  if (cols.empty()) return B(true);
  std::size_t n = cols[0].d->entries.size();
  for (auto& c : cols)
    if (c.d->entries.size() != n) {
      vm.raise("ValueError", "Array sizes are inconsistent");
      return Value::none();
    }
  if (!vm.charge_sort(n)) return Value::none();
  std::vector<std::size_t> order(n);
  for (std::size_t i = 0; i < n; ++i) order[i] = i;
  auto cmp_one = [&](const Col& c, const Value& p, const Value& q) {
    int r;
    std::int64_t f = c.flags & ~8;
    if (f == 2) r = (c.flags & 8 ? lower(to_str(vm, p)).compare(lower(to_str(vm, q))) : to_str(vm, p).compare(to_str(vm, q)));
    else if (f == 1) {
      double u = to_float(p), w = to_float(q);
      r = u < w ? -1 : u > w;
    } else if (f == 6) r = natcmp(to_str(vm, p), to_str(vm, q), c.flags & 8);
    else r = loose_cmp(vm, p, q);
    r = r < 0 ? -1 : r > 0;
    return c.desc ? -r : r;
  };
  std::stable_sort(order.begin(), order.end(), [&](std::size_t x, std::size_t y) {
    if (vm.raising()) return false;
    for (auto& c : cols) {
      int r = cmp_one(c, c.d->entries[x].second, c.d->entries[y].second);
      if (r) return r < 0;
    }
    return false;
  });
  if (vm.raising()) return Value::none();
  for (auto& c : cols) {
    auto old = c.d->entries;
    c.d->entries.clear();
    c.d->index.clear();
    for (std::size_t i : order) {
      if (old[i].first.is(Tag::Int)) push(c.d, old[i].second);
      else c.d->set(old[i].first, old[i].second);
    }
  }
  return B(true);
}

// ====================================================================================
// the table

struct Entry {
  const char* name;
  NativeFn fn;
  unsigned cost = 0;  ///< Cost flags (php_shared.hpp): how lib_call charges around it
};
const Entry kFunctions[] = {
    {"__php_echo", h_echo, kText}, {"__php_exit", h_exit}, {"die", h_exit}, {"exit", h_exit}, {"__php_str", h_str}, {"__php_bool", h_bool},
    {"__php_copy", h_copy, kHash}, {"__php_arrw", h_arrw}, {"__php_dim", h_dim}, {"__php_propw", h_propw},
    {"__php_push", h_push}, {"__php_unset", h_unset}, {"__php_setprop", h_setprop}, {"__php_getprop", h_getprop},
    {"__php_getstatic", h_getstatic}, {"__php_setstatic", h_setstatic}, {"__php_vals", h_vals}, {"__php_fvals", h_fvals},
    {"__php_pairs", h_pairs}, {"__php_keys", h_keys}, {"__php_kv", h_kv}, {"__php_kpair", h_kpair}, {"__php_unkv", h_unkv}, {"__php_yield_from", h_yield_from, kScan}, {"__php_list", h_list}, {"__php_spread_into", h_spread_into},
    {"__php_inc", h_inc}, {"__php_dec", h_dec}, {"__php_spaceship", h_spaceship}, {"__php_instanceof", h_instanceof},
    {"__php_cast", h_cast, kText}, {"__php_clone", h_clone}, {"__php_call", h_call}, {"__php_mcall", h_mcall},
    {"__php_scall", h_scall}, {"__php_fcc", h_fcc}, {"__php_setidx", h_setidx, kText}, {"__php_trait_fn", h_trait_fn}, {"__php_layout", h_layout}, {"__php_isset_idx", h_isset_idx}, {"__php_isset_prop", h_isset_prop},
    {"__php_qidx", h_qidx}, {"is_subclass_of", f_is_subclass_of}, {"is_a", f_is_a},
    {"class_uses", f_class_uses}, {"iterator_count", f_iterator_count}, {"__php_static_call", h_static_call}, {"__php_class_of", h_class_of}, {"__php_class_name", h_class_name},
    {"__php_static_class", h_static_class}, {"__php_register", h_register}, {"__php_enum_case", h_enum_case},
    {"__php_first_init", h_first_init}, {"__php_parent_props", h_parent_props}, {"__php_refout", h_refout},
    {"__php_refget", h_refget}, {"__php_refclear", h_refclear}, {"__php_static_init", h_static_init}, {"__php_static_get", h_static_get},
    {"__php_static_set", h_static_set}, {"__php_unhandled_match", h_unhandled_match},
    {"define", f_define}, {"defined", f_defined}, {"constant", f_constant},
    {"print_r", f_print_r, kDeep}, {"var_dump", f_var_dump, kDeep}, {"var_export", f_var_export, kDeep},
    {"sprintf", f_sprintf, kPure | kText}, {"printf", f_printf, kText}, {"vsprintf", f_vsprintf, kText | kScan}, {"vprintf", f_vprintf, kText | kScan},
    {"number_format", f_number_format, kOut},
    {"strlen", f_strlen, kPure}, {"mb_strlen", f_mb_strlen, kText}, {"strtoupper", f_strtoupper, kPure | kText}, {"strtolower", f_strtolower, kPure | kText},
    {"mb_strtoupper", f_mb_strtoupper, kPure | kText}, {"mb_strtolower", f_mb_strtolower, kPure | kText}, {"ucfirst", f_ucfirst, kText}, {"lcfirst", f_lcfirst, kText},
    {"ucwords", f_ucwords, kText}, {"trim", f_trim, kText}, {"ltrim", f_ltrim, kText}, {"rtrim", f_rtrim, kText}, {"chop", f_rtrim, kText},
    {"substr", f_substr, kPure | kOut}, {"mb_substr", f_mb_substr, kText | kOut}, {"mb_str_split", f_mb_str_split, kText | kOut}, {"strpos", f_strpos},
    {"stripos", f_stripos, kText}, {"strrpos", f_strrpos, kText}, {"mb_strpos", f_strpos}, {"str_contains", f_str_contains, kText},
    {"str_starts_with", f_str_starts_with}, {"str_ends_with", f_str_ends_with}, {"str_replace", f_str_replace, kPure | kText | kScan | kOut},
    {"str_ireplace", f_str_ireplace, kText | kScan | kOut}, {"str_repeat", f_str_repeat}, {"str_pad", f_str_pad, kOut},
    {"str_split", f_str_split, kText | kOut}, {"strrev", f_strrev, kText}, {"basename", f_basename, kText}, {"dirname", f_dirname, kText},
    {"pathinfo", f_pathinfo, kText}, {"implode", f_implode, kPure | kScan | kOut}, {"join", f_implode, kPure | kScan | kOut},
    {"explode", f_explode, kPure | kText | kOut}, {"wordwrap", f_wordwrap, kText | kOut}, {"strtr", f_strtr, kText | kScan | kOut}, {"nl2br", f_nl2br, kText | kOut},
    {"strip_tags", f_strip_tags, kText | kOut}, {"addslashes", f_addslashes, kText | kOut}, {"str_word_count", f_str_word_count, kText | kOut},
    {"ord", f_ord}, {"chr", f_chr}, {"substr_count", f_substr_count, kText}, {"strcmp", f_strcmp, kText},
    {"strcasecmp", f_strcasecmp, kText}, {"strncmp", f_strncmp, kText}, {"strncasecmp", f_strncasecmp, kText},
    {"strnatcmp", f_strnatcmp, kText}, {"strnatcasecmp", f_strnatcasecmp, kText}, {"strstr", f_strstr, kText | kOut}, {"strrchr", f_strrchr, kText | kOut},
    {"substr_replace", f_substr_replace, kText | kOut}, {"levenshtein", f_levenshtein}, {"similar_text", f_similar_text},
    {"ctype_digit", f_ctype_digit, kText}, {"ctype_alpha", f_ctype_alpha, kText}, {"ctype_alnum", f_ctype_alnum, kText},
    {"ctype_upper", f_ctype_upper, kText}, {"ctype_lower", f_ctype_lower, kText}, {"ctype_space", f_ctype_space, kText},
    {"ctype_punct", f_ctype_punct, kText}, {"ctype_xdigit", f_ctype_xdigit, kText},
    {"dechex", f_dechex}, {"decbin", f_decbin}, {"decoct", f_decoct}, {"hexdec", f_hexdec, kText}, {"bindec", f_bindec, kText},
    {"octdec", f_octdec, kText}, {"base_convert", f_base_convert, kText}, {"md5", f_md5, kPure | kText}, {"sha1", f_sha1, kPure | kText},
    {"crc32", f_crc32, kPure | kText}, {"hash", f_hash, kPure | kText}, {"bin2hex", f_bin2hex, kText | kOut}, {"hex2bin", f_hex2bin, kText | kOut}, {"soundex", f_soundex, kText}, {"metaphone", f_metaphone, kPure | kText},
    {"chunk_split", f_chunk_split, kText | kOut}, {"stripslashes", f_stripslashes, kText | kOut}, {"strpbrk", f_strpbrk, kText | kOut}, {"urlencode", f_urlencode, kText | kOut},
    {"rawurlencode", f_rawurlencode, kText | kOut}, {"urldecode", f_urldecode, kText | kOut}, {"rawurldecode", f_rawurldecode, kText | kOut},
    {"http_build_query", f_http_build_query, kDeep | kOut}, {"json_last_error", f_json_last_error}, {"json_last_error_msg", f_json_last_error_msg},
    {"array_multisort", f_array_multisort}, {"count_chars", f_count_chars, kText}, {"array_intersect_assoc", f_array_intersect_assoc, kHash},
    {"array_udiff", f_array_udiff, kScan}, {"array_uintersect", f_array_uintersect, kScan}, {"array_diff_ukey", f_array_diff_ukey, kScan},
    {"array_intersect_ukey", f_array_intersect_ukey, kScan}, {"array_udiff_assoc", f_array_udiff_assoc, kScan},
    {"array_uintersect_assoc", f_array_uintersect_assoc, kScan}, {"array_diff_uassoc", f_array_diff_uassoc, kScan},
    {"array_intersect_uassoc", f_array_intersect_uassoc, kScan}, {"array_walk_recursive", f_array_walk_recursive, kDeep},
    {"str_getcsv", f_str_getcsv, kText | kOut}, {"serialize", f_serialize, kDeep | kOut}, {"unserialize", f_unserialize, kText | kOut}, {"base64_encode", f_base64_encode, kText | kOut}, {"base64_decode", f_base64_decode, kText | kOut},
    {"gettype", f_gettype}, {"get_debug_type", f_get_debug_type}, {"is_int", f_is_int}, {"is_integer", f_is_int},
    {"is_long", f_is_int}, {"is_float", f_is_float}, {"is_double", f_is_float}, {"is_string", f_is_string},
    {"is_bool", f_is_bool}, {"is_array", f_is_array}, {"is_null", f_is_null}, {"is_object", f_is_object},
    {"is_scalar", f_is_scalar}, {"is_iterable", f_is_iterable}, {"is_countable", f_is_countable},
    {"is_numeric", f_is_numeric, kText}, {"is_callable", f_is_callable}, {"intval", f_intval, kText}, {"floatval", f_floatval, kText},
    {"doubleval", f_floatval, kText}, {"strval", f_strval, kOut}, {"boolval", f_boolval}, {"settype", f_settype},
    {"get_class", f_get_class}, {"get_parent_class", f_get_parent_class}, {"method_exists", f_method_exists},
    {"property_exists", f_property_exists}, {"class_exists", f_class_exists},
    {"function_exists", f_function_exists}, {"spl_object_id", f_spl_object_id},
    {"spl_object_hash", f_spl_object_hash}, {"call_user_func", f_call_user_func},
    {"call_user_func_array", f_call_user_func_array}, {"usleep", f_noop}, {"sleep", f_noop},
    {"error_reporting", f_noop}, {"ini_set", f_noop}, {"set_error_handler", f_noop}, {"assert", f_noop},
    {"declare", f_noop}, {"ob_start", f_noop}, {"flush", f_noop},
    {"abs", f_abs}, {"max", f_max, kPure | kHash}, {"min", f_min, kPure | kHash}, {"floor", f_floor}, {"ceil", f_ceil}, {"round", f_round},
    {"sqrt", f_sqrt}, {"pow", f_pow}, {"intdiv", f_intdiv}, {"fmod", f_fmod}, {"fdiv", f_fdiv}, {"pi", f_pi},
    {"exp", f_exp}, {"log", f_log}, {"log10", f_log10}, {"sin", f_sin}, {"cos", f_cos},
    {"tan", f_tan}, {"asin", f_asin}, {"acos", f_acos}, {"atan", f_atan}, {"atan2", f_atan2}, {"hypot", f_hypot},
    {"deg2rad", f_deg2rad}, {"rad2deg", f_rad2deg}, {"is_nan", f_is_nan}, {"is_infinite", f_is_infinite},
    {"is_finite", f_is_finite}, {"array_sum", f_array_sum, kHash}, {"array_product", f_array_product, kHash},
    {"mt_srand", f_mt_srand}, {"srand", f_mt_srand}, {"mt_rand", f_mt_rand}, {"rand", f_rand},
    {"random_int", f_mt_rand}, {"mt_getrandmax", f_mt_getrandmax}, {"getrandmax", f_mt_getrandmax},
    {"shuffle", f_shuffle, kScan}, {"str_shuffle", f_str_shuffle, kText}, {"array_rand", f_array_rand, kScan},
    {"count", f_count, kPure}, {"sizeof", f_count, kPure}, {"in_array", f_in_array, kPure}, {"array_search", f_array_search, kPure},
    {"array_keys", f_array_keys, kScan | kOut}, {"array_values", f_array_values, kScan | kOut}, {"array_merge", f_array_merge, kScan | kOut},
    {"array_merge_recursive", f_array_merge_recursive, kDeep}, {"array_replace", f_array_replace, kScan | kOut},
    {"array_combine", f_array_combine, kHash}, {"array_flip", f_array_flip, kHash}, {"array_slice", f_array_slice, kOut},
    {"array_splice", f_array_splice, kHash}, {"array_map", f_array_map, kScan | kOut}, {"array_filter", f_array_filter, kScan | kOut},
    {"array_reduce", f_array_reduce, kScan}, {"array_walk", f_array_walk, kScan}, {"array_key_exists", f_array_key_exists},
    {"key_exists", f_array_key_exists}, {"array_unique", f_array_unique, kHash}, {"array_reverse", f_array_reverse, kScan | kOut},
    {"range", f_range, kOut}, {"array_fill", f_array_fill, kOut}, {"array_fill_keys", f_array_fill_keys, kScan | kOut},
    {"array_pad", f_array_pad, kScan | kOut}, {"array_column", f_array_column, kScan | kOut}, {"array_chunk", f_array_chunk, kHash},
    {"array_diff", f_array_diff, kHash}, {"array_diff_key", f_array_diff_key, kHash}, {"array_diff_assoc", f_array_diff_assoc, kHash},
    {"array_intersect", f_array_intersect, kHash}, {"array_intersect_key", f_array_intersect_key, kHash},
    {"array_key_first", f_array_key_first}, {"array_key_last", f_array_key_last}, {"array_is_list", f_array_is_list, kScan},
    {"array_count_values", f_array_count_values, kHash}, {"array_push", f_array_push}, {"array_pop", f_array_pop},
    {"array_shift", f_array_shift, kHash}, {"array_unshift", f_array_unshift, kHash}, {"end", f_end}, {"reset", f_reset},
    {"current", f_reset}, {"key", f_key}, {"sort", f_sort}, {"rsort", f_rsort}, {"usort", f_usort},
    {"uasort", f_uasort}, {"uksort", f_uksort}, {"asort", f_asort}, {"arsort", f_arsort}, {"ksort", f_ksort},
    {"krsort", f_krsort}, {"natsort", f_natsort}, {"natcasesort", f_natcasesort},
    {"iterator_to_array", f_iterator_to_array, kOut},
    {"json_encode", f_json_encode, kDeep | kOut}, {"json_decode", f_json_decode, kText | kOut},
    {"preg_match", f_preg_match, kPure}, {"preg_match_all", f_preg_match_all}, {"preg_replace", f_preg_replace, kPure | kOut},
    {"preg_replace_callback", f_preg_replace_callback, kOut}, {"preg_split", f_preg_split, kOut}, {"preg_quote", f_preg_quote, kText | kOut},
    {"preg_grep", f_preg_grep},
};
/// Every library function runs through here (`self`: its index in kFunctions):
/// a symbolic argument to a kPure one makes a symbolic result, and the step
/// budget is charged by the function's cost class before it works (and for
/// what it built, after).
NATIVE(lib_call) {
  const Entry& e = kFunctions[static_cast<std::size_t>(self.i())];
  if (!named_to_positional(vm, e.name, a)) return Value::none();  // php_named_args.cpp
  if ((e.cost & kPure) && any_symbolic(a)) return sym_result(vm, e.name, a);
  if (e.cost && !charge_args(vm, a, e.cost)) return Value::none();
  Value r = e.fn(vm, Value::none(), a);
  if ((e.cost & kOut) && !vm.raising() && !charge_result(vm, r)) return Value::none();
  return r;
}
const std::unordered_map<std::string_view, std::size_t>& table() {
  static const std::unordered_map<std::string_view, std::size_t> t = [] {
    std::unordered_map<std::string_view, std::size_t> m;
    for (std::size_t i = 0; i < std::size(kFunctions); ++i) m.emplace(kFunctions[i].name, i);
    return m;
  }();
  return t;
}

}  // namespace

Value builtin_function(Vm& vm, std::string_view name) {
  (void)vm;
  auto& t = table();
  auto it = t.find(name);
  if (it == t.end()) return more_function(vm, name);  // php_more.hpp
  const Entry& e = kFunctions[it->second];
  return make_native(lib_call, e.name, Value::integer(static_cast<std::int64_t>(it->second)));
}

Value constant_value(Vm& vm, std::string_view n) {
  (void)vm;
  if (n == "PHP_EOL") return make_str("\n");
  if (n == "PHP_INT_MAX") return Value::integer(INT64_MAX);
  if (n == "PHP_INT_MIN") return Value::integer(INT64_MIN);
  if (n == "PHP_INT_SIZE") return Value::integer(8);
  if (n == "PHP_FLOAT_EPSILON") return Value::real(2.220446049250313e-16);
  if (n == "PHP_FLOAT_MAX") return Value::real(1.7976931348623157e308);
  if (n == "PHP_FLOAT_MIN") return Value::real(2.2250738585072014e-308);
  if (n == "PHP_VERSION") return make_str("8.2.0");
  if (n == "PHP_OS" || n == "PHP_OS_FAMILY") return make_str("Linux");
  if (n == "NAN") return Value::real(NAN);
  if (n == "INF") return Value::real(INFINITY);
  if (n == "M_PI") return Value::real(M_PI);
  if (n == "M_E") return Value::real(M_E);
  if (n == "M_SQRT2") return Value::real(M_SQRT2);
  static const std::pair<const char*, double> reals[] = {
      {"M_PI_2", M_PI_2}, {"M_PI_4", M_PI_4}, {"M_1_PI", M_1_PI}, {"M_2_PI", M_2_PI}, {"M_2_SQRTPI", M_2_SQRTPI},
      {"M_SQRTPI", 1.772453850905516}, {"M_SQRT1_2", M_SQRT1_2}, {"M_SQRT3", 1.7320508075688772},
      {"M_LOG2E", M_LOG2E}, {"M_LOG10E", M_LOG10E}, {"M_LN2", M_LN2}, {"M_LN10", M_LN10},
      {"M_LNPI", 1.1447298858494002}, {"M_EULER", 0.5772156649015329}, {"PHP_FLOAT_DIG", 15},
  };
  for (auto& [k, v] : reals)
    if (n == k) return n == std::string_view("PHP_FLOAT_DIG") ? Value::integer(15) : Value::real(v);
  static const std::pair<const char*, std::int64_t> ints[] = {
      {"E_ALL", 32767}, {"E_ERROR", 1}, {"E_WARNING", 2}, {"E_NOTICE", 8}, {"E_STRICT", 2048},
      {"SORT_REGULAR", 0}, {"SORT_NUMERIC", 1}, {"SORT_STRING", 2}, {"SORT_NATURAL", 6}, {"SORT_FLAG_CASE", 8},
      {"COUNT_RECURSIVE", 1}, {"COUNT_NORMAL", 0}, {"ARRAY_FILTER_USE_KEY", 2}, {"ARRAY_FILTER_USE_BOTH", 1},
      {"STR_PAD_RIGHT", 1}, {"STR_PAD_LEFT", 0}, {"STR_PAD_BOTH", 2}, {"JSON_PRETTY_PRINT", 128},
      {"JSON_UNESCAPED_SLASHES", 64}, {"JSON_UNESCAPED_UNICODE", 256}, {"JSON_THROW_ON_ERROR", 4194304},
      {"JSON_FORCE_OBJECT", 16}, {"JSON_NUMERIC_CHECK", 32}, {"JSON_PRESERVE_ZERO_FRACTION", 1024},
      {"JSON_HEX_TAG", 1}, {"JSON_HEX_AMP", 2}, {"JSON_HEX_APOS", 4}, {"JSON_HEX_QUOT", 8},
      {"JSON_PARTIAL_OUTPUT_ON_ERROR", 512}, {"JSON_UNESCAPED_LINE_TERMINATORS", 2048}, {"JSON_BIGINT_AS_STRING", 2},
      {"JSON_INVALID_UTF8_IGNORE", 1048576}, {"JSON_INVALID_UTF8_SUBSTITUTE", 2097152}, {"JSON_ERROR_DEPTH", 1},
      {"JSON_ERROR_STATE_MISMATCH", 2}, {"JSON_ERROR_CTRL_CHAR", 3}, {"JSON_ERROR_UTF8", 5}, {"JSON_ERROR_RECURSION", 6},
      {"JSON_ERROR_INF_OR_NAN", 7}, {"JSON_ERROR_UNSUPPORTED_TYPE", 8}, {"JSON_ERROR_INVALID_PROPERTY_NAME", 9},
      {"JSON_ERROR_UTF16", 10}, {"JSON_OBJECT_AS_ARRAY", 1}, {"JSON_ERROR_NONE", 0}, {"PREG_PATTERN_ORDER", 1},
      {"PREG_SET_ORDER", 2}, {"PREG_SPLIT_NO_EMPTY", 1}, {"PREG_SPLIT_DELIM_CAPTURE", 2},
      {"PREG_SPLIT_OFFSET_CAPTURE", 4}, {"PREG_OFFSET_CAPTURE", 256}, {"PREG_UNMATCHED_AS_NULL", 512}, {"PREG_GREP_INVERT", 1},
      {"PREG_NO_ERROR", 0}, {"MT_RAND_MT19937", 0}, {"PHP_ROUND_HALF_UP", 1}, {"ENT_QUOTES", 3},
      {"LC_ALL", 6}, {"PHP_MAJOR_VERSION", 8}, {"PHP_MINOR_VERSION", 2}, {"SORT_ASC", 4}, {"SORT_DESC", 3}, {"PATHINFO_DIRNAME", 1}, {"PATHINFO_BASENAME", 2},
      {"PATHINFO_EXTENSION", 4}, {"PATHINFO_FILENAME", 8},
      {"SORT_LOCALE_STRING", 5}, {"PHP_QUERY_RFC1738", 1}, {"PHP_QUERY_RFC3986", 2}, {"JSON_ERROR_SYNTAX", 4},
  };
  for (auto& [k, v] : ints)
    if (n == k) return Value::integer(v);
  return more_constant(n);
}

}  // namespace php

Value php_global(Vm& vm, std::string_view name) {
  if (!name.empty() && name[0] == '$') return Value::none();  // an unset variable is null
  php::ensure_classes(vm);
  if (name == "Throwable") return vm.builtin_class("BaseException");
  if (name == "DivisionByZeroError") return vm.builtin_class("ZeroDivisionError");
  if (name == "stdClass") return php::std_class(vm);
  if (name == "Closure") return php::closure_class(vm);
  Value c = vm.builtin_class(name);
  if (c.is(Tag::Class)) return c;
  std::string lower_name(name);
  for (auto& ch : lower_name) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  if (name.rfind("__php_", 0) == 0) return php::builtin_function(vm, name);
  Value f = php::builtin_function(vm, lower_name);
  if (!f.is_undef()) return f;
  return Value::undef();
}

}  // namespace reddragon::vm
