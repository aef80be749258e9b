// python_attrs.cpp - attribute stores and deletes as CPython's object
// protocol runs them: a class's own __setattr__ / __delattr__ first, then
// object's, which honours __slots__ (an instance whose classes all declare
// slots has no __dict__: other names are refused). The lowerer routes
// `o.x = v` and `del o.x` here when the program mentions one of these names
// (python_lowerer.cpp, attr_hooks); the VM's own store serves the rest.
#include <algorithm>

#include "python_runtime.hpp"

namespace reddragon::vm::py {

namespace {

/// The class's own `__slots__` names (a str, or an iterable of them).
void slot_names(Vm& in, const Value& slots, std::vector<std::string>& out) {
  if (slots.is(Tag::Str)) {
    out.push_back(slots.as<StrObj>()->s);
    return;
  }
  if (slots.is(Tag::Dict)) {
    for (auto& [k, v] : slots.as<DictObj>()->entries)
      if (k.is(Tag::Str)) out.push_back(k.as<StrObj>()->s);
    return;
  }
  if (slots.is(Tag::List) || slots.is(Tag::Tuple))
    for (auto& x : slots.as<ListObj>()->items)
      if (x.is(Tag::Str)) out.push_back(x.as<StrObj>()->s);
  (void)in;
}

/// A user method `name` of obj's class, looked up in its MRO after the
/// class `after` (null: from the start), stopping at built-in classes.
Value user_hook(Vm& in, const Value& obj, const char* name, const Obj* after) {
  Name n = in.intern(name);
  bool on = after == nullptr;
  for (auto& k : obj.as<InstanceObj>()->klass()->mro) {
    auto* c = k.as<ClassObj>();
    if (c->builtin) break;
    if (!on) {
      on = k.obj() == after;
      continue;
    }
    if (Value* m = c->attrs.find(n); m && m->is(Tag::Function)) return *m;
  }
  return Value::undef();
}

/// The attribute `field` of obj's classes (null: none has it).
Value* class_attr(const Value& obj, Name field) {
  if (!obj.is(Tag::Instance)) return nullptr;
  for (auto& k : obj.as<InstanceObj>()->klass()->mro)
    if (Value* v = k.as<ClassObj>()->attrs.find(field)) return v;
  return nullptr;
}

std::string cls_name(const Value& obj) { return obj.as<InstanceObj>()->klass()->name; }

}  // namespace

bool slotted(Vm& in, const Value& obj, std::vector<std::string>* names) {
  if (!obj.is(Tag::Instance)) return false;
  const Name slots = in.intern("__slots__");
  std::vector<std::string> all;
  for (auto& k : obj.as<InstanceObj>()->klass()->mro) {
    auto* c = k.as<ClassObj>();
    if (c->builtin) return false;  // exceptions keep a __dict__
    Value* s = c->attrs.find(slots);
    if (!s) return false;
    slot_names(in, *s, all);
  }
  if (std::find(all.begin(), all.end(), "__dict__") != all.end()) return false;
  if (names) *names = std::move(all);
  return true;
}

void object_setattr(Vm& in, const Value& obj, Name field, Value v) {
  if (obj.is_symbolic()) return;  // a store into an unknown object changes nothing known
  if (!obj.is(Tag::Instance) && !obj.is(Tag::Class)) {  // object.__setattr__(5, "x", 1)
    in.raise("AttributeError", "'" + in.type_name(obj) + "' object has no attribute '" + in.name(field) + "'");
    return;
  }
  if (Value* d = class_attr(obj, field); d && d->is(Tag::Instance) && instance_has_method(in, *d, "__set__")) {
    Value set = in.ir_load_attr(*d, in.intern("__set__"));  // a data descriptor takes the store
    if (in.raising()) return;
    const Value args[] = {obj, std::move(v)};
    in.call_sync(set, args);
    return;
  }
  std::vector<std::string> names;
  if (slotted(in, obj, &names) && std::find(names.begin(), names.end(), in.name(field)) == names.end()) {
    Value* a = class_attr(obj, field);
    if (!a) {
      in.raise("AttributeError", "'" + cls_name(obj) + "' object has no attribute '" + in.name(field) + "'");
      return;
    }
    if (!a->is(Tag::Accessor)) {
      in.raise("AttributeError", "'" + cls_name(obj) + "' object attribute '" + in.name(field) + "' is read-only");
      return;
    }
  }
  in.ir_store_attr(obj, field, std::move(v));
}

void store_attr(Vm& in, const Value& obj, Name field, Value v) {
  if (obj.is(Tag::Function)) {
    set_function_attr(in, obj, in.name(field), std::move(v));
    return;
  }
  if (obj.is(Tag::Instance)) {
    Value hook = user_hook(in, obj, "__setattr__", nullptr);
    if (!hook.is_undef()) {
      const Value args[] = {obj, make_str(in.name(field)), std::move(v)};
      in.call_sync(hook, args);
      return;
    }
    object_setattr(in, obj, field, std::move(v));
    return;
  }
  in.ir_store_attr(obj, field, std::move(v));
}

void object_delattr(Vm& in, const Value& obj, Name field) {
  const std::string& f = in.name(field);
  if (obj.is(Tag::Class)) {
    auto& items = obj.as<ClassObj>()->attrs.items;
    auto it = std::find_if(items.begin(), items.end(), [&](const auto& p) { return p.first == field; });
    if (it == items.end()) {
      in.raise("AttributeError", "type object '" + obj.as<ClassObj>()->name + "' has no attribute '" + f + "'");
      return;
    }
    items.erase(it);
    return;
  }
  if (!obj.is(Tag::Instance)) {
    if (!obj.is_symbolic()) in.raise("AttributeError", "'" + in.type_name(obj) + "' object has no attribute '" + f + "'");
    return;
  }
  if (Value* a = class_attr(obj, field); a && a->is(Tag::Accessor) && a->as<AccessorObj>()->akind == AccessorObj::Property) {
    Value del = a->as<AccessorObj>()->del;
    if (del.is_none() || del.is_undef()) {
      in.raise("AttributeError", "property '" + f + "' of '" + cls_name(obj) + "' object has no deleter");
      return;
    }
    in.call_sync(del, std::span<const Value>(&obj, 1));
    return;
  }
  auto& items = obj.as<InstanceObj>()->fields.items;
  auto it = std::find_if(items.begin(), items.end(), [&](const auto& p) { return p.first == field; });
  if (it != items.end()) {
    items.erase(it);
    return;
  }
  std::vector<std::string> names;
  if (slotted(in, obj, &names) && std::find(names.begin(), names.end(), f) != names.end()) {
    in.raise("AttributeError", f);  // an empty slot: CPython names only the slot
    return;
  }
  in.raise("AttributeError", "'" + cls_name(obj) + "' object has no attribute '" + f + "'");
}

void delete_attr(Vm& in, const Value& obj, Name field) {
  if (obj.is(Tag::Instance)) {
    Value hook = user_hook(in, obj, "__delattr__", nullptr);
    if (!hook.is_undef()) {
      const Value args[] = {obj, make_str(in.name(field))};
      in.call_sync(hook, args);
      return;
    }
  }
  object_delattr(in, obj, field);
}

Value super_object_method(Vm& in, const Value& cls, const Value& self, Name field) {
  const std::string& f = in.name(field);
  if (f == "__new__" && self.is(Tag::Class) && cls.is(Tag::Class)) {  // super().__new__(cls) inside __new__
    bool after = false;
    for (auto& k : self.as<ClassObj>()->mro) {
      auto* c = k.as<ClassObj>();
      if (c->builtin) break;
      if (after)
        if (Value* m = c->attrs.find(field); m && m->is(Tag::Function)) return *m;  // a later class's own __new__
      if (k.obj() == cls.obj()) after = true;
    }
    return builtin_value(unbound_method_id(builtin_id("object"), f), Value::undef());
  }
  // super().__init__(name, bases, ns) in a metaclass, super().__call__(*args) in its __call__: type's
  if ((f == "__init__" || f == "__call__") && self.is(Tag::Class) && cls.is(Tag::Class)) {
    for (const Value& k : cls.as<ClassObj>()->mro) {
      const auto& up = k.as<ClassObj>()->unresolved_parents;
      if (std::find(up.begin(), up.end(), "type") != up.end())
        return builtin_value(unbound_method_id(builtin_id("type"), f), self);
    }
  }
  if (f == "__init_subclass__" && self.is(Tag::Class) && cls.is(Tag::Class)) {  // super() in __init_subclass__
    bool after = false;
    for (auto& k : self.as<ClassObj>()->mro) {
      auto* c = k.as<ClassObj>();
      if (c->builtin) break;
      if (Value* m = c->attrs.find(field); after && m) {  // a later class's own, bound to the new class
        Value fn = m->is(Tag::Accessor) ? m->as<AccessorObj>()->get : *m;
        if (!fn.is(Tag::Function)) return Value::undef();
        auto* bm = new BoundMethodObj();
        bm->self = self;
        bm->func = fn;
        return Value::object(bm);
      }
      if (k.obj() == cls.obj()) after = true;
    }
    return builtin_value(unbound_method_id(builtin_id("object"), f), Value::undef());
  }
  const char* hook = f == "__setattr__" ? "__setattr__" : f == "__delattr__" ? "__delattr__" : nullptr;
  if (!hook || !self.is(Tag::Instance) || !cls.is(Tag::Class)) return Value::undef();
  if (!user_hook(in, self, hook, cls.obj()).is_undef()) return Value::undef();  // a later class's own: the IR's lookup
  return builtin_value(unbound_method_id(builtin_id("object"), f), self);
}

}  // namespace reddragon::vm::py
