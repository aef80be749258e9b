// javascript_proxy.cpp - Proxy objects (see javascript_proxy.hpp). A proxy is
// an instance of the run's Proxy class holding [target, handler]; traps are
// looked up on the handler at each operation, as JavaScript does.
#include "javascript_proxy.hpp"

#include "reddragon/vm/objects.hpp"

namespace reddragon::vm::js {

namespace {

using Args = std::vector<Value>;
constexpr std::uint8_t kProxyFlag = 60;

const Value& arg(const Args& a, std::size_t k) {
  static const Value none;
  return k < a.size() ? a[k] : none;
}
bool is_object(const Value& v) {
  return v.is(Tag::Dict) || v.is(Tag::Instance) || v.is(Tag::List) || v.is(Tag::Set) || v.is(Tag::Class) ||
         v.is(Tag::Function) || v.is(Tag::BoundMethod) || v.is(Tag::Builtin);
}
const Value& handler_of(const Value& p) { return p.as<InstanceObj>()->fields.items[1].second; }

/// The handler's trap `name` when it has a callable one, else Undef; a
/// revoked proxy (its handler null) raises node's TypeError.
Value trap(Vm& in, const Value& p, std::string_view name) {
  const Value& h = handler_of(p);
  if (!is_object(h)) {
    in.raise("TypeError", "Cannot perform '" + std::string(name) + "' on a proxy that has been revoked");
    return Value::undef();
  }
  Value t = member_of(in, h, name);
  if (in.raising()) return Value::undef();
  return t.is(Tag::Function) || t.is(Tag::BoundMethod) || t.is(Tag::Builtin) ? t : Value::undef();
}

bool callable(const Value& v) {
  return v.is(Tag::Function) || v.is(Tag::BoundMethod) || v.is(Tag::Builtin) || v.is(Tag::Class);
}
/// A call of a proxy of a function (self: [target, handler]): the apply
/// trap with (target, undefined, args), else the target itself.
Value function_proxy_call(Vm& in, const Value& self, Args& a) {
  const Value target = self.as<ListObj>()->items[0], handler = self.as<ListObj>()->items[1];
  if (!is_object(handler)) {
    in.raise("TypeError", std::string("Cannot perform '") + (target.is(Tag::Class) ? "construct" : "apply") + "' on a proxy that has been revoked");
    return Value::none();
  }
  if (target.is(Tag::Class)) {  // `new P(...)` (a class cannot be called otherwise): the construct trap
    Value c = member_of(in, handler, "construct");
    if (in.raising()) return Value::none();
    if (!callable(c) || c.is(Tag::Class)) return in.call_sync(target, a);
    Value cargs[3] = {target, make_list(a), target};
    Value r = call_function(in, c, cargs);
    if (!in.raising() && !is_object(r)) in.raise("TypeError", "proxy [[Construct]] must return an object");
    return r;
  }
  Value t = member_of(in, handler, "apply");
  if (in.raising()) return Value::none();
  if (!callable(t) || t.is(Tag::Class)) return in.call_sync(target, a);
  Value args[3] = {target, Value::none(), make_list(a)};
  return call_function(in, t, args);
}

Value proxy_ctor(Vm& in, const Value&, Args& a) {
  if (!is_object(arg(a, 0)) || !is_object(arg(a, 1))) {
    in.raise("TypeError", "Cannot create proxy with a non-object as target or handler");
    return Value::none();
  }
  if (callable(arg(a, 0)))  // a function's proxy is callable: a native over [target, handler]
    return make_native(function_proxy_call, "proxy", make_list({arg(a, 0), arg(a, 1)}));
  auto* inst = new InstanceObj();
  inst->cls = run_class(in, "javascript.proxy.Proxy", "Proxy");
  inst->rt_flags = kProxyFlag;
  inst->fields.set(in.intern("__target"), arg(a, 0));
  inst->fields.set(in.intern("__handler"), arg(a, 1));
  return Value::object(inst);
}

/// revoke() of Proxy.revocable (self: the proxy): its handler becomes null,
/// so every later operation raises.
Value proxy_revoke(Vm&, const Value& self, Args&) {
  if (self.is(Tag::Instance)) self.as<InstanceObj>()->fields.items[1].second = null_value();
  else if (self.is(Tag::Builtin)) self.as<BuiltinObj>()->self.as<ListObj>()->items[1] = null_value();
  return Value::none();
}
/// Proxy.revocable(target, handler): { proxy, revoke }.
Value proxy_revocable(Vm& in, const Value& self, Args& a) {
  Value p = proxy_ctor(in, self, a);
  if (in.raising()) return Value::none();
  Value r = make<DictObj>();
  r.as<DictObj>()->set(make_str("proxy"), p);
  r.as<DictObj>()->set(make_str("revoke"), make_native(proxy_revoke, "", p));
  return r;
}

}  // namespace

Value proxy_global(Vm& in, std::string_view name) {
  (void)in;
  if (name == "Proxy") return make_native(proxy_ctor, "Proxy");
  return Value::undef();
}

Value proxy_static(std::string_view f) {
  if (f == "revocable") return make_native(proxy_revocable, "revocable");
  return Value::undef();
}

bool proxy_trap(Vm& in, const Value& p, std::string_view name, std::span<const Value> args, Value& out) {
  Value t = trap(in, p, name);
  if (in.raising() || t.is_undef()) return in.raising();
  out = call_function(in, t, args);
  return true;
}

bool is_proxy(const Value& v) { return v.is(Tag::Instance) && v.obj()->rt_flags == kProxyFlag; }

const Value& proxy_target(const Value& p) { return p.as<InstanceObj>()->fields.items[0].second; }

Value proxy_get(Vm& in, const Value& p, const Value& key) {
  Value t = trap(in, p, "get");
  if (in.raising()) return Value::none();
  if (t.is_undef()) return get_property(in, proxy_target(p), key, p);
  Value args[3] = {proxy_target(p), key, p};
  return call_function(in, t, args);
}

bool proxy_set(Vm& in, const Value& p, const Value& key, const Value& v, bool strict) {
  Value t = trap(in, p, "set");
  if (in.raising()) return false;
  if (t.is_undef()) {
    // OrdinarySet with the proxy as receiver: a data property is defined on
    // it, so its getOwnPropertyDescriptor and defineProperty traps run
    Value gopd = trap(in, p, "getOwnPropertyDescriptor");
    if (in.raising()) return false;
    Value def = trap(in, p, "defineProperty");
    if (in.raising()) return false;
    if (gopd.is_undef() && def.is_undef()) return set_property(in, proxy_target(p), key, v, strict);
    Value existing = Value::none();
    if (!gopd.is_undef()) {
      Value gargs[2] = {proxy_target(p), key};
      existing = call_function(in, gopd, gargs);
      if (in.raising()) return false;
    }
    if (def.is_undef()) return set_property(in, proxy_target(p), key, v, strict);
    Value desc = make<DictObj>();
    desc.as<DictObj>()->set(make_str("value"), v);
    if (!existing.is(Tag::Dict) && !existing.is(Tag::Instance)) {
      for (const char* f : {"writable", "enumerable", "configurable"}) desc.as<DictObj>()->set(make_str(f), Value::boolean(true));
    }
    Value dargs[3] = {proxy_target(p), key, desc};
    Value ok = call_function(in, def, dargs);
    if (in.raising()) return false;
    if (truthy_value(ok)) return true;
    if (strict) in.raise("TypeError", "'defineProperty' on proxy: trap returned falsish for property '" + to_string(in, key) + "'");
    return false;
  }
  Value args[4] = {proxy_target(p), key, v, p};
  Value ok = call_function(in, t, args);
  if (in.raising()) return false;
  if (truthy_value(ok)) return true;
  if (strict) in.raise("TypeError", "'set' on proxy: trap returned falsish for property '" + to_string(in, key) + "'");
  return false;
}

bool proxy_has(Vm& in, const Value& p, const Value& key) {
  Value t = trap(in, p, "has");
  if (in.raising()) return false;
  if (t.is_undef()) return has_property(in, proxy_target(p), key);
  Value args[2] = {proxy_target(p), key};
  return truthy_value(call_function(in, t, args));
}

bool proxy_delete(Vm& in, const Value& p, const Value& key) {
  Value t = trap(in, p, "deleteProperty");
  if (in.raising()) return false;
  if (t.is_undef()) return delete_property(in, proxy_target(p), key);
  Value args[2] = {proxy_target(p), key};
  return truthy_value(call_function(in, t, args));
}

bool is_function_proxy(const Value& v) {
  return v.is(Tag::Builtin) && v.as<BuiltinObj>()->fn == function_proxy_call;
}

Value function_proxy_construct(Vm& in, const Value& f, std::span<const Value> args, Value (*construct)(Vm&, Args&)) {
  const Value& self = f.as<BuiltinObj>()->self;
  const Value target = self.as<ListObj>()->items[0], handler = self.as<ListObj>()->items[1];
  Value t = member_of(in, handler, "construct");
  if (in.raising()) return Value::none();
  if (callable(t) && !t.is(Tag::Class)) {
    Value targs[3] = {target, make_list(std::vector<Value>(args.begin(), args.end())), f};
    Value r = call_function(in, t, targs);
    if (!in.raising() && !is_object(r)) in.raise("TypeError", "proxy [[Construct]] must return an object");
    return r;
  }
  Args full{target};
  full.insert(full.end(), args.begin(), args.end());
  return construct(in, full);
}

std::vector<Value> proxy_own_keys(Vm& in, const Value& p) {
  Value t = trap(in, p, "ownKeys");
  if (in.raising()) return {};
  if (t.is_undef()) return own_property_keys(in, proxy_target(p));
  Value arg0 = proxy_target(p);
  Value r = call_function(in, t, std::span<const Value>(&arg0, 1));
  if (in.raising()) return {};
  if (!r.is(Tag::List)) {
    in.raise("TypeError", "CreateListFromArrayLike called on non-object");
    return {};
  }
  return r.as<ListObj>()->items;
}

}  // namespace reddragon::vm::js
