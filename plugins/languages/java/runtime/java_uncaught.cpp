// java_uncaught.cpp - what the JVM prints on stderr for an exception that
// leaves main: `Exception in thread "main" TYPE: MESSAGE`, then one
// `\tat Class.method(File.java:LINE)` per activation, innermost first.
// Frames of the library written in Java (no source line) and the class
// declarations' own code are left out: the JVM's `java.base/...` frames
// are the JDK's internals, which this runtime does not have.
#include <filesystem>
#include <span>
#include <string>

#include "reddragon/vm/objects.hpp"
#include "reddragon/vm/runtime.hpp"

namespace reddragon::vm {

namespace {
/// A class's JVM name: the frontend flattens nested classes and records
/// `Outer$Inner` in the class's __binname.
std::string binary_name(Vm& vm, std::string_view owner) {
  std::string simple(owner.substr(owner.rfind('.') + 1));
  const Value& ms = vm.module_scope();
  if (ms.is(Tag::Scope)) {  // classes are module-level variables: scan them once, at exit
    auto* sc = ms.as<ScopeObj>();
    for (std::uint32_t i = 0; i < sc->nslots; ++i) {
      const Value& c = sc->slots[i];
      if (!c.is(Tag::Class) || c.as<ClassObj>()->name != simple) continue;
      if (Value* b = c.as<ClassObj>()->attrs.find(vm.intern("__binname")); b && b->is(Tag::Str)) return b->as<StrObj>()->s;
    }
  }
  std::string out;
  for (char c : owner) out.push_back(c == '.' ? '$' : c);
  return out;
}
}  // namespace

std::string java_format_uncaught(Vm& vm, const Value&, const std::string& vm_type, const std::string& vm_message,
                                 std::span<const StackFrame> frames) {
  // the VM's own errors name their Java class at the end of the message
  // ("/ by zero (java.lang.ArithmeticException)"): the JVM's type and message
  std::string type = vm_type, message = vm_message;
  if (std::size_t at = message.rfind(" (java."); at != std::string::npos && message.back() == ')') {
    type = message.substr(at + 2, message.size() - at - 3);
    message.resize(at);
  }
  std::string out = "Exception in thread \"main\" " + type;
  if (!message.empty()) out += ": " + message;
  for (const StackFrame& f : frames) {
    if (f.line == 0 || f.function.empty()) continue;
    out += "\n\tat ";
    // a nested class is Outer$Inner, a constructor's frame `Point.<init>`, as the JVM names them
    std::string_view simple = f.owner.substr(f.owner.rfind('.') + 1);
    if (!f.owner.empty()) out += binary_name(vm, f.owner) + ".";
    if (f.function == "__init__" || f.function == "constructor" || f.function == simple) out += "<init>";
    else out.append(f.function);
    out += "(" + std::filesystem::path(f.file).filename().string() + ":" + std::to_string(f.line) + ")";
  }
  return out;
}

}  // namespace reddragon::vm
