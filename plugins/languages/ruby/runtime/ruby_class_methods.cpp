// ruby_class_methods.cpp - methods of class objects (singleton methods):
// `def self.m`, `class << self`, `extend`, and the hooks Ruby runs when a
// class is subclassed or a module included or extended.
//
// A class method is an AccessorObj (ClassBound) over a function taking self
// first: reading it through a class binds that class, so a subclass calling
// an inherited class method is self, as in Ruby.
#include <string>
#include <vector>

#include "ruby_shared.hpp"

namespace reddragon::vm::ruby {
namespace {

Value arg(const std::vector<Value>& a, std::size_t i) { return i < a.size() ? a[i] : Value::none(); }

bool is_module(Vm& vm, const Value& c) { return c.is(Tag::Class) && c.as<ClassObj>()->attrs.find(vm.intern("__rb_module")); }

Value class_bound(const Value& fn) {
  auto* a = new AccessorObj();
  a->akind = AccessorObj::ClassBound;
  a->get = fn;
  return Value::object(a);
}

Value bind_to(const Value& self, const Value& fn) {
  auto* bm = new BoundMethodObj();
  bm->self = self;
  bm->func = fn;
  return Value::object(bm);
}

/// Calls a class method `name` the class defines or inherits (not a
/// built-in default), with self the class: false when there is none.
bool call_hook(Vm& vm, const Value& cls, std::string_view name, const Value& argument) {
  Name n = vm.intern(name);
  for (auto& k : cls.as<ClassObj>()->mro)
    if (Value* v = k.as<ClassObj>()->attrs.find(n)) {
      if (!v->is(Tag::Accessor)) return false;
      Value a[2] = {cls, argument};
      vm.call_sync(v->as<AccessorObj>()->get, std::span<const Value>(a, 2));
      return true;
    }
  return false;
}

}  // namespace

Value rb_classmethod(Vm&, const Value&, std::vector<Value>& args) { return class_bound(arg(args, 0)); }

/// `def obj.m`: a method of one object (bound to it) or of a class.
Value rb_defs(Vm& vm, const Value&, std::vector<Value>& args) {
  Value obj = arg(args, 0), fn = arg(args, 2);
  std::string name = to_s(vm, arg(args, 1));
  if (obj.is(Tag::Class)) obj.as<ClassObj>()->attrs.set(vm.intern(name), class_bound(fn));
  else if (obj.is(Tag::Instance)) obj.as<InstanceObj>()->fields.set(vm.intern(name), bind_to(obj, fn));
  else rb_raise(vm, "TypeError", "can't define singleton");
  return make_sym(name);
}

/// After `class Sub < Super ... end`: Super.inherited(Sub), when defined.
Value rb_inherited(Vm& vm, const Value&, std::vector<Value>& args) {
  Value cls = arg(args, 0);
  if (!cls.is(Tag::Class)) return Value::none();
  auto& mro = cls.as<ClassObj>()->mro;
  for (std::size_t i = 1; i < mro.size(); ++i)
    if (!is_module(vm, mro[i])) {
      // the hook runs with the superclass as self, given the new class
      Name n = vm.intern("inherited");
      for (std::size_t j = i; j < mro.size(); ++j)
        if (Value* v = mro[j].as<ClassObj>()->attrs.find(n)) {
          if (!v->is(Tag::Accessor)) break;
          Value a[2] = {mro[i], cls};
          vm.call_sync(v->as<AccessorObj>()->get, std::span<const Value>(a, 2));
          break;
        }
      break;
    }
  return Value::none();
}

/// `include M` in a class body: M.included(klass), when M defines it.
Value rb_included(Vm& vm, const Value&, std::vector<Value>& args) {
  Value mod = arg(args, 0), cls = arg(args, 1);
  if (mod.is(Tag::Class) && cls.is(Tag::Class)) call_hook(vm, mod, "included", cls);
  return cls;
}

/// obj.extend(M, ...): M's instance methods become methods of obj alone
/// (class methods when obj is a class); then M.extended(obj).
Value rb_extend(Vm& vm, const Value& obj, const std::vector<Value>& mods) {
  for (auto it = mods.rbegin(); it != mods.rend(); ++it) {
    const Value& m = *it;
    if (!m.is(Tag::Class) || !is_module(vm, m)) {
      rb_raise(vm, "TypeError", "wrong argument type " + class_name(vm, m) + " (expected Module)");
      return Value::none();
    }
    auto& mro = m.as<ClassObj>()->mro;
    // the module's own methods win over those of modules it includes
    for (auto k = mro.rbegin(); k != mro.rend(); ++k)
      for (auto& [n, v] : k->as<ClassObj>()->attrs.items) {
        if (!v.is(Tag::Function) || vm.name(n).rfind("__", 0) == 0) continue;
        if (obj.is(Tag::Class)) obj.as<ClassObj>()->attrs.set(n, class_bound(v));
        else if (obj.is(Tag::Instance)) obj.as<InstanceObj>()->fields.set(n, bind_to(obj, v));
      }
    call_hook(vm, m, "extended", obj);
    if (vm.raising()) return Value::none();
  }
  return obj;
}

/// `super` in a class method: the same class method further up self's
/// chain, past the class that defines the running one. Hooks with no
/// definition above (inherited, included, ...) do nothing, as Object's.
Value rb_class_super(Vm& vm, const Value& self, const Value& owner, const std::string& name, std::vector<Value>& args,
                     bool& handled) {
  handled = false;
  if (!self.is(Tag::Class)) return Value::none();
  handled = true;
  auto& mro = self.as<ClassObj>()->mro;
  std::size_t i = 0;
  while (i < mro.size() && !(owner.is(Tag::Class) && mro[i].as<ClassObj>() == owner.as<ClassObj>())) ++i;
  Name n = vm.intern(name);
  for (++i; i < mro.size(); ++i)
    if (Value* v = mro[i].as<ClassObj>()->attrs.find(n)) {
      if (!v->is(Tag::Accessor)) break;
      std::vector<Value> a{self};
      a.insert(a.end(), args.begin(), args.end());
      return vm.call_sync(v->as<AccessorObj>()->get, std::span<const Value>(a.data(), a.size()));
    }
  static const char* const kHooks[] = {"inherited", "included", "extended", "prepended", "method_added", "initialize"};
  for (const char* h : kHooks)
    if (name == h) return Value::none();
  rb_raise(vm, "NoMethodError", "super: no superclass method `" + name + "' for " + self.as<ClassObj>()->name + ":Class");
  return Value::none();
}

}  // namespace reddragon::vm::ruby
