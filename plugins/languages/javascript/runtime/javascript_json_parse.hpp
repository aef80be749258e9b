// javascript_json_parse.hpp - JSON.parse (javascript_json_parse.cpp).
#pragma once

#include <string>

#include "reddragon/vm/runtime.hpp"

namespace reddragon::vm::js {

/// JSON.parse(text, reviver): the value, or None with a SyntaxError (V8's
/// message) being raised. `reviver` is ignored unless it is callable.
Value json_parse(Vm& in, const std::string& text, const Value& reviver);

}  // namespace reddragon::vm::js
