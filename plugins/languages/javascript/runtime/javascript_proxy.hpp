// javascript_proxy.hpp - Proxy objects: a target and a handler whose traps
// (get, set, has, deleteProperty, ownKeys, defineProperty,
// getOwnPropertyDescriptor, getPrototypeOf) the runtime's property reads,
// writes, `in`, `delete` and key listings go through; without a trap the
// operation goes to the target.
#pragma once

#include <span>
#include <string_view>
#include <vector>

#include "javascript_shared.hpp"

namespace reddragon::vm::js {

/// `Proxy` (the constructor); Undef for any other name.
Value proxy_global(Vm& in, std::string_view name);
/// Whether v is a Proxy.
bool is_proxy(const Value& v);
/// A Proxy's target (what console.log shows, as node's default inspect).
const Value& proxy_target(const Value& p);
/// `p[key]` (key a property key: a string or a symbol's key).
Value proxy_get(Vm& in, const Value& p, const Value& key);
/// `p[key] = v`: false when the trap returns falsish (which raises TypeError
/// in strict code) or the target refuses.
bool proxy_set(Vm& in, const Value& p, const Value& key, const Value& v, bool strict);
/// `key in p`.
bool proxy_has(Vm& in, const Value& p, const Value& key);
/// `delete p[key]`.
bool proxy_delete(Vm& in, const Value& p, const Value& key);
/// Whether v is a proxy of a function (a native over its target and handler).
bool is_function_proxy(const Value& v);
/// `new f(...args)` of a function proxy: the construct trap with (target,
/// args, f), else `construct([target, ...args])` (the runtime's `new`).
Value function_proxy_construct(Vm& in, const Value& f, std::span<const Value> args,
                               Value (*construct)(Vm&, std::vector<Value>&));
/// Statics of Proxy (`Proxy.revocable`); Undef otherwise.
Value proxy_static(std::string_view f);
/// Runs p's trap `name` with args into out: false when the handler has no
/// such trap (the operation then goes to the target); true when it ran or
/// raised (in.raising() tells).
bool proxy_trap(Vm& in, const Value& p, std::string_view name, std::span<const Value> args, Value& out);
/// Reflect.ownKeys(p): the ownKeys trap's list, else the target's keys.
std::vector<Value> proxy_own_keys(Vm& in, const Value& p);

}  // namespace reddragon::vm::js
