// runtimes.cpp - the table of language runtimes (one row per language that
// has one) and native built-in values. Python is the VM's default semantics
// and has no row.
#include <array>

#include "vm/langrt.hpp"
#include "vm/objects.hpp"

namespace reddragon::vm {

const LanguageRuntime* language_runtime(std::string_view language) {
  static const std::array<const LanguageRuntime*, 5> table = {&kJavaScriptRuntime, &kTypeScriptRuntime, &kJavaRuntime,
                                                              &kCRuntime, &kGoRuntime};
  for (const LanguageRuntime* r : table)
    if (language == r->language) return r;
  return nullptr;
}

Value make_native(NativeFn fn, const char* name, Value self) {
  auto* b = new BuiltinObj();
  b->id = ~std::uint32_t{0};
  b->fn = fn;
  b->native_name = name;
  b->self = std::move(self);
  return Value::object(b);
}

}  // namespace reddragon::vm
