// intrinsics.cpp - the IR's iteration protocol and the helpers the shared
// lowering calls in every language (`__iter`, `__has_next__`, `__next__`,
// `__append`, `__extend`, `__kwarg`, `__len`, `__ord`, `__chr`, `__super`,
// `__noop__`), plus
// `print`, the generic output of modules that have no language runtime.
// They are the IR's, documented in docs/ir-conventions.md; a language's own
// built-ins (Python's `len`, `iter`, ...) live in its plugin.
#include <algorithm>

#include "reddragon/text/utf8.hpp"
#include "reddragon/vm/range_arith.hpp"
#include "reddragon/vm/runtime.hpp"
#include "vm/semantics.hpp"

namespace reddragon::vm::sem {

namespace {

Interp& I(Vm& vm) { return static_cast<Interp&>(vm); }

/// User iterators (__iter__/__next__): fetch the next value into the
/// lookahead; StopIteration ends the iteration (and is not an error).
bool user_iter_fill(Interp& in, IteratorObj* it) {
  if (it->buffered) return true;
  if (it->done) return false;
  // a runtime's native lazy iterator is its own __next__ (Python's enumerate over a generator)
  Value m = it->seq.is(Tag::Builtin) ? it->seq : load_attr(in, it->seq, in.intern("__next__"));
  if (in.raising()) return false;
  Value v = in.call_sync(m, {});
  if (in.raising()) {
    if (in.current_exception_is("StopIteration")) {
      in.clear_raise();
      it->done = true;
    }
    return false;
  }
  it->lookahead = std::move(v);
  it->buffered = true;
  return true;
}

/// The old sequence protocol's `__next__`: obj[0], obj[1], ... until
/// __getitem__ raises IndexError (or StopIteration). self: [obj, next index].
Value getitem_next(Vm& vm, const Value& self, std::vector<Value>&) {
  auto& in = static_cast<Interp&>(vm);
  auto& st = self.as<ListObj>()->items;
  if (st[0].is_none()) {  // exhausted: stays exhausted
    in.raise("StopIteration", "");
    return Value::none();
  }
  Value r = in.call_sync(st[1], std::span<const Value>(&st[2], 1));
  if (in.raising()) {
    if (in.current_exception_is("IndexError")) {
      in.clear_raise();
      in.raise("StopIteration", "");
    }
    st[0] = Value::none();
    return Value::none();
  }
  st[2] = Value::integer(st[2].i() + 1);
  return r;
}

Value wrap_user_iterator(Interp& in, const Value& obj) {
  Value m = load_attr(in, obj, in.intern("__iter__"));
  if (in.raising()) {
    in.clear_raise();
    // no __iter__: a class with __getitem__ iterates by index (Python's
    // sequence protocol, which `for`, `in`, list() and unpacking all use)
    if (Value gi = class_method(in, obj, "__getitem__"); !gi.is_undef()) {
      auto* it = new IteratorObj();
      it->ikind = IterKind::User;
      it->seq = make_native(getitem_next, "__next__", make_list({obj, load_attr(in, obj, in.intern("__getitem__")), Value::integer(0)}));
      return Value::object(it);
    }
    in.raise("TypeError", "'" + type_name(obj) + "' object is not iterable");
    return Value::none();
  }
  Value itv = in.call_sync(m, {});
  if (in.raising()) return Value::none();
  if (itv.is(Tag::Iterator) || itv.is(Tag::Generator)) return itv;  // `def __iter__(self): yield ...`
  // a runtime's eager stand-in for an iterator (`return reversed(self.items)`,
  // `return zip(a, b)`: materialized lists) iterates as its items
  if (itv.is(Tag::List) || itv.is(Tag::Tuple)) return iter(in, itv);
  // an unknown iterator (`return missing.rows()`) is an unknown collection:
  // its items end where `len(x) > pos` stops holding, never a __next__ forever
  if (itv.is_symbolic()) return iter(in, itv);
  auto* it = new IteratorObj();
  it->ikind = IterKind::User;
  it->seq = itv;
  return Value::object(it);
}

/// A symbolic result named like the helper the source called (`len(x)`).
Value symbolic_call(Interp& in, std::string_view shown, std::span<const Value> args) {
  auto e = call_expr(in, std::string(shown), args);
  return in.fresh_symbolic({}, e);
}

bool any_symbolic(std::span<const Value> args) {
  return std::any_of(args.begin(), args.end(), [](const Value& v) { return v.is_symbolic(); });
}

const Value& arg(const std::vector<Value>& a, std::size_t k) {
  static const Value none;
  return k < a.size() ? a[k] : none;
}

Value i_iter(Vm& vm, const Value&, std::vector<Value>& a) { return iter(I(vm), arg(a, 0)); }
Value i_has_next(Vm& vm, const Value&, std::vector<Value>& a) {
  const Value& v = arg(a, 0);
  // An unknown collection has an unknown number of items: whether there is
  // one more is a decision on `len(x) > pos` (the branch it feeds forks or
  // asks the solver), and at the loop bound the loop must end.
  if (v.is(Tag::Iterator) && v.as<IteratorObj>()->ikind == IterKind::Symbolic) {
    auto* it = v.as<IteratorObj>();
    Value n = vm.fresh_symbolic({}, op_expr(I(vm), ir::Operator::Len, it->seq, nullptr));
    Value pos = Value::integer(it->pos);
    Value more = vm.fresh_symbolic({}, op_expr(I(vm), ir::Operator::Gt, n, &pos));
    if (static_cast<std::uint64_t>(it->pos) >= I(vm).loop_bound()) more.as<SymbolicObj>()->loop_exit = true;
    return more;
  }
  if (v.is_symbolic()) return symbolic_call(I(vm), "__has_next__", a);
  return Value::boolean(has_next(I(vm), v));
}
Value i_next(Vm& vm, const Value&, std::vector<Value>& a) { return next(I(vm), arg(a, 0)); }
Value i_kwarg(Vm& vm, const Value&, std::vector<Value>& a) {
  auto* k = new KwArgObj();
  k->name = arg(a, 0).is(Tag::Str) ? arg(a, 0).as<StrObj>()->s : str(I(vm), arg(a, 0));
  k->value = arg(a, 1);
  return Value::object(k);
}
Value i_noop(Vm&, const Value&, std::vector<Value>&) { return Value::none(); }
Value i_delitem(Vm& vm, const Value&, std::vector<Value>& a) {
  del_index(I(vm), arg(a, 0), arg(a, 1));
  return Value::none();
}
Value i_delattr(Vm& vm, const Value&, std::vector<Value>& a) {
  if (!arg(a, 1).is(Tag::Str)) {
    vm.raise("TypeError", "attribute name must be string");
    return Value::none();
  }
  del_attr(I(vm), arg(a, 0), vm.intern(arg(a, 1).as<StrObj>()->s));
  return Value::none();
}
/// `__append(list, x)` / `__extend(list, iterable)`: how lowerings build
/// lists (literals with spreads, comprehensions); no method lookup.
Value i_append(Vm& vm, const Value&, std::vector<Value>& a) {
  if (a.size() == 2 && a[0].is(Tag::List)) a[0].as<ListObj>()->items.push_back(std::move(a[1]));
  else if (!arg(a, 0).is_symbolic()) vm.raise("TypeError", "__append needs a list");
  return Value::none();
}
Value i_extend(Vm& vm, const Value&, std::vector<Value>& a) {
  if (a.size() != 2 || !a[0].is(Tag::List)) {
    if (!arg(a, 0).is_symbolic()) vm.raise("TypeError", "__extend needs a list");
    return Value::none();
  }
  if (a[1].is_symbolic()) return Value::none();  // an unknown iterable adds nothing known (issue #13)
  std::vector<Value> items;
  if (!items_of(I(vm), a[1], items)) return Value::none();
  auto& dst = a[0].as<ListObj>()->items;
  for (auto& x : items) dst.push_back(std::move(x));
  return Value::none();
}
Value i_len(Vm& vm, const Value&, std::vector<Value>& a) {
  if (arg(a, 0).is_symbolic()) return length(I(vm), arg(a, 0));
  return length(I(vm), arg(a, 0));
}
Value i_chr(Vm& vm, const Value&, std::vector<Value>& a) {
  if (any_symbolic(a)) return symbolic_call(I(vm), "__chr", a);
  std::string s;
  utf8::append(s, static_cast<std::uint32_t>(arg(a, 0).i()));
  return make_str(std::move(s));
}
Value i_ord(Vm& vm, const Value&, std::vector<Value>& a) {
  if (any_symbolic(a)) return symbolic_call(I(vm), "__ord", a);
  const Value& v = arg(a, 0);
  if (!v.is(Tag::Str) || v.as<StrObj>()->s.empty()) {
    vm.raise("TypeError", "ord() expected a character");
    return Value::none();
  }
  return Value::integer(utf8::first_code_point(v.as<StrObj>()->s));
}
Value i_super(Vm& vm, const Value&, std::vector<Value>&) {
  // A proxy: a bound method whose "function" is the class to look past.
  Value cls, me;
  if (!vm.current_method(cls, me)) {
    vm.raise("RuntimeError", "super(): no arguments");
    return Value::none();
  }
  auto* bm = new BoundMethodObj();
  bm->self = me;
  bm->func = cls;
  return Value::object(bm);
}
Value i_print(Vm& vm, const Value&, std::vector<Value>& a) {
  std::string out;
  for (std::size_t k = 0; k < a.size(); ++k) {
    if (k) out += ' ';
    out += str(I(vm), a[k]);
    if (vm.raising()) return Value::none();
  }
  out += '\n';
  vm.write_out(out);
  return Value::none();
}

struct Intrinsic {
  const char* name;
  NativeFn fn;
  bool needs_no_runtime;  ///< visible only to modules without a language runtime
};
constexpr Intrinsic kIntrinsics[] = {
    {"__iter", i_iter, false},   {"__has_next__", i_has_next, false}, {"__next__", i_next, false},
    {"__kwarg", i_kwarg, false}, {"__noop__", i_noop, false},         {"__len", i_len, false},
    {"__chr", i_chr, false},     {"__ord", i_ord, false},             {"__super", i_super, false},
    {"__append", i_append, false}, {"__extend", i_extend, false},
    {"__delitem", i_delitem, false}, {"__delattr", i_delattr, false},
    {"print", i_print, true},
};

}  // namespace

Value noop_native() { return make_native(i_noop, "__noop__"); }

FastIntrinsic fast_intrinsic(std::string_view name) {
  if (name == "__has_next__") return kHasNext;
  if (name == "__next__") return kNext;
  if (name == "__append") return kAppend;
  // generators: only the dispatch loop can suspend a frame (generator.cpp)
  if (name == "__generator") return kGenerator;
  if (name == "__yield") return kYield;
  if (name == "__yield_from") return kYieldFrom;
  return kNotFast;
}

Value intrinsic(Interp& in, std::string_view name) {
  for (const auto& k : kIntrinsics)
    if (name == k.name && (!k.needs_no_runtime || !in.runtime())) return make_native(k.fn, k.name);
  return Value::undef();
}

Value length(Interp& in, const Value& v) {
  switch (v.tag()) {
    case Tag::Str: return Value::integer(static_cast<std::int64_t>(v.as<StrObj>()->s.size()));
    case Tag::List:
    case Tag::Tuple: return Value::integer(static_cast<std::int64_t>(v.as<ListObj>()->items.size()));
    case Tag::Dict:
    case Tag::Set: return Value::integer(static_cast<std::int64_t>(v.as<DictObj>()->entries.size()));
    case Tag::Iterator: {
      auto* it = v.as<IteratorObj>();
      if (it->ikind == IterKind::Range) {
        return Value::integer(range_arith::length(it->pos, it->end, it->step));
      }
      in.raise("TypeError", "object of type 'iterator' has no len()");
      return Value::none();
    }
    case Tag::Instance: {
      Value m = load_attr(in, v, in.intern("__len__"));
      if (in.raising()) return Value::none();
      return in.call_sync(m, {});
    }
    case Tag::Class:
      if (Value m = meta_method(in, v, "__len__"); !m.is_undef()) return in.call_sync(m, {});
      in.raise("TypeError", "object of type 'type' has no len()");
      return Value::none();
    case Tag::Symbolic: return in.fresh_symbolic({}, op_expr(in, ir::Operator::Len, v, nullptr));
    default: in.raise("TypeError", "object of type '" + type_name(v) + "' has no len()"); return Value::none();
  }
}

Value iter(Interp& in, const Value& v) {
  if (v.is(Tag::Generator)) return v;  // a generator is its own iterator
  if (v.is(Tag::Class)) {  // `for m in Color`: the metaclass's __iter__
    Value m = meta_method(in, v, "__iter__");
    if (m.is_undef()) {
      in.raise("TypeError", "'type' object is not iterable");
      return Value::none();
    }
    Value r = in.call_sync(m, {});
    return in.raising() ? Value::none() : iter(in, r);
  }
  if (v.is(Tag::Iterator)) {
    auto* src = v.as<IteratorObj>();
    // a range is re-iterable: a fresh cursor (seq set: a runtime's range
    // iterator, which is its own iterator)
    if (src->ikind == IterKind::Range && src->seq.is_none()) {
      auto* it = new IteratorObj(*src);
      it->rc = 0;
      return Value::object(it);
    }
    return v;
  }
  auto* it = new IteratorObj();
  Value iv = Value::object(it);
  switch (v.tag()) {
    case Tag::List:
    case Tag::Tuple:
      it->ikind = IterKind::Sequence;
      it->seq = v;
      break;
    case Tag::Str:
      it->ikind = IterKind::Str;
      it->seq = v;
      break;
    case Tag::Dict:
    case Tag::Set: {
      // a snapshot of the keys (mutation during iteration is an error in CPython)
      std::vector<Value> keys;
      for (auto& [k, _] : v.as<DictObj>()->entries) keys.push_back(k);
      it->ikind = IterKind::Sequence;
      it->seq = make_list(std::move(keys));
      if (in.runtime() && in.runtime()->checked_dict_iteration) {  // the size is checked at each step
        it->ikind = IterKind::DictKeys;
        it->lookahead = v;
        it->end = static_cast<std::int64_t>(v.as<DictObj>()->entries.size());
      }
      break;
    }
    case Tag::Instance: return wrap_user_iterator(in, v);
    case Tag::Symbolic:  // items x[0], x[1]... while `len(x) > pos` holds (i_has_next)
      it->ikind = IterKind::Symbolic;
      it->seq = v;
      break;
    default:
      in.raise("TypeError", "'" + type_name(v) + "' object is not iterable");
      return Value::none();
  }
  return iv;
}

bool dict_iteration_intact(Interp& in, const IteratorObj* it) {
  if (static_cast<std::int64_t>(it->lookahead.as<DictObj>()->entries.size()) == it->end) return true;
  in.raise("RuntimeError", it->lookahead.is(Tag::Set) ? "Set changed size during iteration" : "dictionary changed size during iteration");
  return false;
}

bool has_next(Interp& in, const Value& v) {
  if (v.is_symbolic()) return false;
  if (v.is(Tag::Generator)) {  // runs it to its next yield and keeps the item
    auto* g = v.as<GeneratorObj>();
    if (g->buffered) return true;
    Value item;
    if (in.resume(v, Value::none(), false, item) != Vm::Resumed::Yielded) return false;
    g->lookahead = std::move(item);
    g->buffered = true;
    return true;
  }
  if (!v.is(Tag::Iterator)) {
    if (v.is(Tag::Instance)) return true;  // `__next__` decides (StopIteration)
    in.raise("TypeError", "'" + type_name(v) + "' object is not an iterator");
    return false;
  }
  auto* it = v.as<IteratorObj>();
  switch (it->ikind) {
    case IterKind::Symbolic: return false;  // natives cannot decide; the loop intrinsic does
    case IterKind::User: return user_iter_fill(in, it);
    case IterKind::Range: return it->step > 0 ? it->pos < it->end : it->pos > it->end;
    case IterKind::Str: return static_cast<std::size_t>(it->pos) < it->seq.as<StrObj>()->s.size();
    case IterKind::DictKeys:
      if (!dict_iteration_intact(in, it)) return false;
      return static_cast<std::size_t>(it->pos) < it->seq.as<ListObj>()->items.size();
    default: return static_cast<std::size_t>(it->pos) < it->seq.as<ListObj>()->items.size();
  }
}

Value next(Interp& in, const Value& v) {
  if (v.is_symbolic()) {
    Value a[1] = {v};
    return symbolic_call(in, "__next__", a);
  }
  if (v.is(Tag::Iterator) && v.as<IteratorObj>()->ikind == IterKind::Symbolic) {
    auto* it = v.as<IteratorObj>();
    return load_index(in, it->seq, Value::integer(it->pos++));
  }
  if (v.is(Tag::Generator)) {
    auto* g = v.as<GeneratorObj>();
    if (g->buffered) {
      g->buffered = false;
      return std::move(g->lookahead);
    }
    Value item;
    auto st = in.resume(v, Value::none(), false, item);
    if (st == Vm::Resumed::Returned) in.raise("StopIteration", "");
    return item;
  }
  if (!v.is(Tag::Iterator)) {
    if (v.is(Tag::Instance)) {
      Value m = load_attr(in, v, in.intern("__next__"));
      if (in.raising()) return Value::none();
      return in.call_sync(m, {});
    }
    in.raise("TypeError", "'" + type_name(v) + "' object is not an iterator");
    return Value::none();
  }
  auto* it = v.as<IteratorObj>();
  bool has = has_next(in, v);
  if (in.raising()) return Value::none();
  if (!has) {
    in.raise("StopIteration", "");
    return Value::none();
  }
  Value out;
  switch (it->ikind) {
    case IterKind::User:
      it->buffered = false;
      return std::move(it->lookahead);
    case IterKind::Range:
      out = Value::integer(it->pos);
      it->pos += it->step;
      return out;
    case IterKind::Str: {  // a character is a UTF-8 sequence (an invalid byte alone)
      const std::string& s = it->seq.as<StrObj>()->s;
      std::size_t n = std::max<std::size_t>(1, utf8::sequence_length(s, static_cast<std::size_t>(it->pos)));
      out = make_str(s.substr(static_cast<std::size_t>(it->pos), n));
      it->pos += static_cast<std::int64_t>(n);
      return out;
    }
    default: out = it->seq.as<ListObj>()->items[static_cast<std::size_t>(it->pos)]; break;
  }
  ++it->pos;
  return out;
}

bool items_of(Interp& in, const Value& v, std::vector<Value>& out) {
  // Materialising is charged to the step budget before it is done (copies: a
  // step per 8 items; a string's characters each become an object).
  switch (v.tag()) {
    case Tag::List:
    case Tag::Tuple:
      if (!in.charge_copy(v.as<ListObj>()->items.size())) return false;
      out = v.as<ListObj>()->items;
      return true;
    case Tag::Dict:
    case Tag::Set:
      if (!in.charge_copy(v.as<DictObj>()->entries.size())) return false;
      for (auto& [k, _] : v.as<DictObj>()->entries) out.push_back(k);
      return true;
    case Tag::Str:
      if (!in.charge_items(v.as<StrObj>()->s.size())) return false;
      for (std::size_t i = 0, n; i < v.as<StrObj>()->s.size(); i += n) {  // a character per UTF-8 sequence
        const std::string& s = v.as<StrObj>()->s;
        n = std::max<std::size_t>(1, utf8::sequence_length(s, i));
        out.push_back(make_str(s.substr(i, n)));
      }
      return true;
    case Tag::Iterator: {
      auto* it = v.as<IteratorObj>();
      if (it->ikind == IterKind::Range) {  // a range is re-iterable
        std::int64_t x = it->pos;
        for (; it->step > 0 ? x < it->end : x > it->end; x += it->step) {
          out.push_back(Value::integer(x));
          if ((out.size() & 4095) == 0 && !in.charge_copy(4096)) return false;
          if (out.size() > (1u << 26)) break;
        }
        if (!it->seq.is_none()) it->pos = x;  // a range iterator is consumed
        return true;
      }
      while (has_next(in, v)) {
        out.push_back(next(in, v));
        if (in.raising()) return false;
      }
      return !in.raising();
    }
    case Tag::Generator:
      while (has_next(in, v)) {
        out.push_back(next(in, v));
        if (in.raising()) return false;
      }
      return !in.raising();
    case Tag::Symbolic: return false;
    case Tag::Class: {
      Value itv = iter(in, v);
      return !in.raising() && items_of(in, itv, out);
    }
    case Tag::Instance: {
      Value itv = wrap_user_iterator(in, v);
      if (in.raising()) return false;
      return items_of(in, itv, out);
    }
    default:
      in.raise("TypeError", "'" + type_name(v) + "' object is not iterable");
      return false;
  }
}

void expand_splats(Interp& in, std::vector<Value>& args) {
  bool any = false;
  for (auto& a : args) any |= a.is(Tag::KwArg) && (a.as<KwArgObj>()->name == "*" || a.as<KwArgObj>()->name == "**");
  if (!any) return;
  std::vector<Value> out;
  for (auto& a : args) {
    if (!a.is(Tag::KwArg) || (a.as<KwArgObj>()->name != "*" && a.as<KwArgObj>()->name != "**")) {
      out.push_back(a);
      continue;
    }
    const Value& v = a.as<KwArgObj>()->value;
    if (a.as<KwArgObj>()->name == "*") {
      std::vector<Value> items;
      if (v.is_symbolic()) {
        out.push_back(v);
        continue;
      }
      if (!items_of(in, v, items)) return;
      for (auto& x : items) out.push_back(x);
    } else if (v.is(Tag::Dict)) {
      for (auto& [k, x] : v.as<DictObj>()->entries) {
        auto* kw = new KwArgObj();
        kw->name = str(in, k);
        kw->value = x;
        out.push_back(Value::object(kw));
      }
    } else if (v.is(Tag::Instance)) {  // a mapping object: its keys, then v[key] for each
      std::vector<Value> keys;
      if (!items_of(in, v, keys)) return;
      for (auto& k : keys) {
        Value x = in.ir_load_index(v, k);
        if (in.raising()) return;
        auto* kw = new KwArgObj();
        kw->name = str(in, k);
        kw->value = x;
        out.push_back(Value::object(kw));
      }
    }
  }
  args = std::move(out);
}

}  // namespace reddragon::vm::sem
