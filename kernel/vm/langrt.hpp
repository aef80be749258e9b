// langrt.hpp - a language's run-time library: the globals it provides
// (console, Math, System, fmt, printf, ...) and the places where its value
// semantics differ from the VM's default (Python's). Every hook is optional;
// a null hook, or a hook returning Undef, falls back to the default, so a
// runtime only states its language's differences. Python has no runtime
// (rt == nullptr): the default path costs one predictable branch.
// See docs/adr/0007-language-runtimes.md.
#pragma once

#include <string_view>
#include <vector>

#include "reddragon/ir/ir.hpp"
#include "vm/interp.hpp"

namespace reddragon::vm {

/// A native function of a language runtime (self: bound receiver or None).
using NativeFn = Value (*)(Interp& in, const Value& self, std::vector<Value>& args);

struct LanguageRuntime {
  const char* language;
  /// A global the language provides, looked up when a name is bound in no
  /// scope (before Python's built-ins). Undef: not one of the language's.
  Value (*global)(Interp& in, std::string_view name) = nullptr;
  /// Binary/unary operators where the language differs (JS `+`, `%`, `/ 0`,
  /// bitwise on doubles; Go/C integer rules come from type annotations).
  Value (*binop)(Interp& in, ir::Operator op, const Value& a, const Value& b) = nullptr;
  Value (*unop)(Interp& in, ir::Operator op, const Value& a) = nullptr;
  /// Truthiness of a non-Bool value in a condition.
  bool (*truthy)(const Value& v) = nullptr;
  /// Field/method of a value (JS "s".length, arr.push; Java s.length()).
  Value (*load_attr)(Interp& in, const Value& obj, Name field) = nullptr;
  /// `obj[idx]` (JS out-of-range -> undefined, Go missing map key -> zero).
  Value (*load_index)(Interp& in, const Value& obj, const Value& idx) = nullptr;
  /// How an uncaught exception's type and message read in this language.
  void (*describe_exception)(Interp& in, const Value& exc, std::string& type, std::string& message) = nullptr;
  /// Exit status of a program ended by an uncaught exception (Go: 2).
  int uncaught_exit_status = 1;
  /// Whether the user's names may resolve to Python's built-in functions
  /// (`list`, `print`, ...). Off for languages that have none of them, so a
  /// JavaScript `list` whose declaration failed to parse stays unknown
  /// instead of becoming Python's. The helpers the shared lowering calls
  /// (`iter`, `next`, `len`, `ord`, `chr`, `super`, `__*`) and `print` stay.
  bool python_builtins = true;
  /// `obj[idx] = v` where the language differs (JS: a number key of a plain
  /// object is its string form). False: not handled, the default stores.
  bool (*store_index)(Interp& in, const Value& obj, const Value& idx, const Value& v) = nullptr;
};

// The runtimes (kernel/vm/rt/<language>.cpp; declared here so each
// definition has external linkage). Add one: define it, list it in
// runtimes.cpp.
extern const LanguageRuntime kJavaScriptRuntime;
extern const LanguageRuntime kTypeScriptRuntime;
extern const LanguageRuntime kJavaRuntime;
extern const LanguageRuntime kCRuntime;
extern const LanguageRuntime kGoRuntime;

/// The runtime for a module's language; nullptr for Python / unknown.
const LanguageRuntime* language_runtime(std::string_view language);

/// A built-in function value backed by a native function.
Value make_native(NativeFn fn, const char* name, Value self = Value::none());

}  // namespace reddragon::vm
