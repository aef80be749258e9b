// python_typeforms.cpp - generic aliases and unions as values. The objects
// are Python (lib/_typeforms.py, lowered with programs that may build
// them, which hands its GenericAlias class and union function over);
// here: `list[int]` and `int | None` on the VM's built-in type values and
// classes, and isinstance/issubclass taking a union as its members.
#include "python_runtime.hpp"

namespace reddragon::vm::py {

namespace {
constexpr const char* kAliasKey = "python.generic_alias";  // run_state: lib/_typeforms.py's GenericAlias
constexpr const char* kUnionKey = "python.union";          // ... and its _union(a, b)

/// A class attribute of an instance's class (or a parent): the markers
/// lib/_typeforms.py and lib/typing.py set on their form classes.
bool class_flag(Vm& in, const Value& v, const char* name) {
  if (!v.is(Tag::Instance)) return false;
  const Name n = in.intern(name);
  for (auto& k : v.as<InstanceObj>()->klass()->mro)
    if (const Value* m = k.as<ClassObj>()->attrs.find(n)) return m->is(Tag::Bool) && m->i();
  return false;
}

/// A type as `|` takes it without an instance's __or__: a built-in type, a
/// class, or None.
bool plain_type(const Value& v) {
  return v.is_none() || v.is(Tag::Class) || (builtin_type_name(v) != nullptr);
}
}  // namespace

void register_typeform_hooks(Vm& in, std::span<const Value> args) {
  if (args.size() == 2) {
    in.run_state(kAliasKey) = args[0];
    in.run_state(kUnionKey) = args[1];
  }
}

Value typeform_index(Vm& in, const Value& obj, const Value& idx) {
  const char* t = builtin_type_name(obj);
  if (!t) return Value::undef();
  const std::string_view n = t;
  if (n != "list" && n != "dict" && n != "tuple" && n != "set" && n != "frozenset" && n != "type") return Value::undef();
  const Value alias = in.run_state(kAliasKey);
  if (!alias.is(Tag::Class)) return Value::undef();  // the program builds no aliases: the VM's error
  Value args[2] = {obj, idx};
  return in.call_sync(alias, std::span<const Value>(args, 2));
}

Value typeform_or(Vm& in, const Value& a, const Value& b) {
  if (!plain_type(a) || !plain_type(b) || (a.is_none() && b.is_none())) return Value::undef();
  const Value fn = in.run_state(kUnionKey);
  if (!fn.is(Tag::Function)) return Value::undef();
  Value args[2] = {a, b};
  return in.call_sync(fn, std::span<const Value>(args, 2));
}

bool typeform_classinfo(Vm& in, Value& cls, const char* fn) {
  if (!cls.is(Tag::Instance)) return true;
  if (class_flag(in, cls, "__rd_union__")) {  // isinstance(x, int | str): its members, as a tuple
    if (Value* members = cls.as<InstanceObj>()->fields.find(in.intern("__args__"))) cls = *members;
    return true;
  }
  if (class_flag(in, cls, "__rd_generic__")) {
    in.raise("TypeError", std::string(fn) + "() argument 2 cannot be a parameterized generic");
    return false;
  }
  return true;
}

}  // namespace reddragon::vm::py
