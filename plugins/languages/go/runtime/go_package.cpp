// go_package.cpp - the package values of the runtime's files (go_runtime.hpp).
#include "go_runtime.hpp"

namespace reddragon::vm {

Value go_package(Vm& in, const char* name, std::initializer_list<GoNative> fns,
                 std::initializer_list<std::pair<const char*, std::int64_t>> consts) {
  auto* inst = new InstanceObj();
  inst->cls = new_class("package");
  for (const auto& e : fns) inst->fields.set(in.intern(e.name), make_native(e.fn, e.name));
  for (const auto& [n, v] : consts) inst->fields.set(in.intern(n), Value::integer(v));
  inst->fields.set(in.intern("__name"), make_str(name));
  return Value::object(inst);
}

}  // namespace reddragon::vm
