// python_prepare.cpp - a metaclass's __prepare__ (PEP 3115), as far as the
// VM's class bodies allow: the lowerer calls __py_prepare(M, name, bases...,
// **kw) before the body runs (so M.__prepare__ runs when CPython runs it),
// then __py_prepared(cls, ns) after it: the mapping's entries the body did
// not set become class attributes, before M.__new__ sees the namespace.
// The body itself runs in the VM's own namespace (it cannot read those
// entries, and its assignments do not go through a custom mapping).
#include "python_runtime.hpp"

namespace reddragon::vm::py {

namespace {

Value prepare(Vm& in, const Value&, std::vector<Value>& a) {
  if (a.size() < 2) return Value::none();
  if (a[0].is_none())  // no metaclass=: the first base's metaclass (CPython: the most derived one)
    for (std::size_t k = 2; k < a.size() && a[0].is_none(); ++k)
      if (a[k].is(Tag::Class) && a[k].as<ClassObj>()->meta.is(Tag::Class)) a[0] = a[k].as<ClassObj>()->meta;
  if (!a[0].is(Tag::Class)) return Value::none();
  const Name n = in.intern("__prepare__");
  bool own = false;  // defined by a program's metaclass (type's own returns a plain dict: nothing to add)
  for (const Value& k : a[0].as<ClassObj>()->mro)
    if (!k.as<ClassObj>()->builtin && k.as<ClassObj>()->attrs.find(n)) own = true;
  if (!own) return Value::none();
  Value m = in.ir_load_attr(a[0], n);
  if (in.raising()) return Value::none();
  std::vector<Value> bases, kw;
  for (std::size_t k = 2; k < a.size(); ++k) (a[k].is(Tag::KwArg) ? kw : bases).push_back(a[k]);
  std::vector<Value> args{a[1], make_list(std::move(bases), Tag::Tuple)};
  args.insert(args.end(), kw.begin(), kw.end());
  return in.call_sync(m, args);
}

Value prepared(Vm& in, const Value&, std::vector<Value>& a) {
  if (a.size() != 2 || !a[0].is(Tag::Class) || a[1].is_none()) return Value::none();
  std::vector<Value> pairs;
  if (a[1].is(Tag::Dict)) {
    for (auto& [k, v] : a[1].as<DictObj>()->entries) pairs.push_back(make_list({k, v}, Tag::Tuple));
  } else if (a[1].is(Tag::Instance) && instance_has_method(in, a[1], "items")) {  // OrderedDict, a dict subclass...
    Value items = in.call_sync(in.ir_load_attr(a[1], in.intern("items")), {});
    if (in.raising() || !in.items_of(items, pairs)) return Value::none();
  } else {
    return Value::none();
  }
  auto& attrs = a[0].as<ClassObj>()->attrs;
  for (const Value& p : pairs) {
    if (!p.is(Tag::Tuple) || p.as<ListObj>()->items.size() != 2 || !p.as<ListObj>()->items[0].is(Tag::Str)) continue;
    const Name k = in.intern(p.as<ListObj>()->items[0].as<StrObj>()->s);
    if (!attrs.find(k)) attrs.set(k, p.as<ListObj>()->items[1]);
  }
  return Value::none();
}

}  // namespace

Value prepare_global(Vm&, std::string_view name) {
  if (name == "__py_prepare") return make_native(prepare, "__py_prepare");
  if (name == "__py_prepared") return make_native(prepared, "__py_prepared");
  return Value::undef();
}

}  // namespace reddragon::vm::py
