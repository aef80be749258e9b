// javascript_shared.hpp - what the JavaScript runtime's parts share
// (defined in javascript_runtime.cpp).
#pragma once

#include <span>
#include <string>

#include "reddragon/vm/runtime.hpp"

namespace reddragon::vm::js {

/// Calls f as JavaScript does: arguments beyond its parameters are dropped.
Value call_function(Vm& in, const Value& f, std::span<const Value> args);
/// JavaScript's `null` (a tagged NaN; `undefined` is None).
Value null_value();
/// String(v).
std::string to_string(Vm& in, const Value& v);

}  // namespace reddragon::vm::js
