// javascript_proxy.hpp - Proxy objects: a target and a handler whose traps
// (get, set, has, deleteProperty, ownKeys) the runtime's property reads,
// writes, `in`, `delete` and key listings go through; without a trap the
// operation goes to the target.
#pragma once

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
/// Reflect.ownKeys(p): the ownKeys trap's list, else the target's keys.
std::vector<Value> proxy_own_keys(Vm& in, const Value& p);

}  // namespace reddragon::vm::js
