// caught_stacks.hpp - where caught exceptions were raised, for a runtime
// whose uncaught-exception report shows chained exceptions with their own
// frames (Java's `Caused by:`) or that reads a caught exception's stack.
//
// Opt-in per run: a runtime sets `vm.run_state(kKeepCaughtStacks)` to True.
// From then on, when a handler catches an exception instance, the kernel
// stores on it (field kRaisedStackField, unless it already has one: a
// rethrow keeps the first stack) a list of its activations at the raise,
// innermost first, each a tuple (function, owner, file, line) with the
// meanings of StackFrame's members ("" function: a module's top level;
// line 0: no source line).
#pragma once

#include <string_view>

namespace reddragon::vm {

inline constexpr std::string_view kKeepCaughtStacks = "vm.keep_caught_stacks";
inline constexpr std::string_view kRaisedStackField = "__raised_stack__";

}  // namespace reddragon::vm
