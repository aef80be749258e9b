// javascript_stdin.hpp - the natives behind the fs and readline preludes
// (node_core_modules.cpp) that read the program's standard input.
#pragma once

#include <string_view>

#include "reddragon/vm/runtime.hpp"

namespace reddragon::vm::js {

/// `__js_stdin` / `__js_unknown` (Undef for any other name).
Value stdin_global(Vm& in, std::string_view name);

}  // namespace reddragon::vm::js
