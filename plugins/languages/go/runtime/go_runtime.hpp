// go_runtime.hpp - what the Go runtime's files share: each file's globals
// and attribute hooks (go_runtime.cpp asks them in turn) and the one helper
// that builds a package value from its natives.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>

#include "reddragon/vm/objects.hpp"
#include "reddragon/vm/runtime.hpp"

namespace reddragon::vm {

/// A package member implemented natively.
struct GoNative {
  const char* name;
  NativeFn fn;
};

/// A package value (an instance of class "package" named by __name) whose
/// fields are the natives fns and the integer constants consts.
Value go_package(Vm& in, const char* name, std::initializer_list<GoNative> fns,
                 std::initializer_list<std::pair<const char*, std::int64_t>> consts = {});

Value go_slices_global(Vm& in, std::string_view name);      // go_slices.cpp
Value go_containers_global(Vm& in, std::string_view name);  // go_containers.cpp
Value go_containers_attr(Vm& in, const Value& obj, Name field);
Value go_tabwriter_global(Vm& in, std::string_view name);  // go_tabwriter.cpp
Value go_tabwriter_attr(Vm& in, const Value& obj, Name field);
void go_tabwriter_write(Vm& in, const Value& w, const std::string& text);
Value go_time_global(Vm& in, std::string_view name);  // go_time.cpp
Value go_bits_global(Vm& in, std::string_view name);  // go_bits.cpp
void go_write_to(Vm& in, const Value& w, const std::string& text);  // go_runtime.cpp: an io.Writer

}  // namespace reddragon::vm
