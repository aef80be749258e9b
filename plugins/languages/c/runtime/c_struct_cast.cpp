// c_struct_cast.cpp - casts between struct pointers where one struct is
// the first member of the other (C's "base struct" idiom: Shape inside
// Circle). A struct pointer is its instance, so a member reference
// `&c->base` remembers its container (hidden field __container__) and a
// cast walks to the instance of the target struct: up through containers,
// or down through first members.
#include "c_rt.hpp"

namespace reddragon::vm::c_rt {

namespace {

bool is_struct_named(const Value& v, std::string_view name) {
  if (!v.is(Tag::Instance)) return false;
  auto* o = v.as<InstanceObj>();
  return o->cls.is(Tag::Class) && o->klass()->name == name;
}

/// The first member of a struct instance when it is a struct itself.
Value first_member(Vm& in, const Value& v) {
  auto* o = v.as<InstanceObj>();
  Name hidden = in.intern("__container__"), raw = in.intern("__raw__");
  for (auto& [k, f] : o->fields.items) {
    if (k == hidden || k == raw) continue;
    return f.is(Tag::Instance) ? f : Value::none();
  }
  return Value::none();
}

}  // namespace

/// &obj.f of a struct member f: the member instance, knowing its container.
Value c_member_ref(Vm& in, const Value&, Args& a) {
  const Value& obj = arg(a, 0);
  if (!obj.is(Tag::Instance)) return Value::none();
  Value* f = obj.as<InstanceObj>()->fields.find(in.intern(cstr(arg(a, 1))));
  if (!f) return Value::none();
  if (f->is(Tag::Instance)) f->as<InstanceObj>()->fields.set(in.intern("__container__"), obj);
  return *f;
}

/// (T *)p between struct pointers: the instance of struct T that shares p's
/// address (p itself when none does: the cast changes nothing).
Value c_struct_cast(Vm& in, const Value&, Args& a) {
  const Value& v = arg(a, 0);
  const std::string target = cstr(arg(a, 1));
  if (!v.is(Tag::Instance) || is_struct_named(v, target)) return v;
  Name hidden = in.intern("__container__");
  Value cur = v;
  for (int depth = 0; depth < 16 && cur.is(Tag::Instance); ++depth) {  // up: the containers
    Value* up = cur.as<InstanceObj>()->fields.find(hidden);
    if (!up || !up->is(Tag::Instance)) break;
    cur = *up;
    if (is_struct_named(cur, target)) return cur;
  }
  cur = v;
  for (int depth = 0; depth < 16 && cur.is(Tag::Instance); ++depth) {  // down: first members
    Value m = first_member(in, cur);
    if (!m.is(Tag::Instance)) break;
    m.as<InstanceObj>()->fields.set(hidden, cur);
    if (is_struct_named(m, target)) return m;
    cur = m;
  }
  return v;
}

}  // namespace reddragon::vm::c_rt
