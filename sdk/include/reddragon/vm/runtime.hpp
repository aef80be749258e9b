// runtime.hpp - the seam between the VM (kernel) and a language's run-time
// library (a plugin). Two halves, as in GraalVM Truffle:
//   * `Vm`: what the running VM offers a runtime's natives (the value
//     protocol's services): names, raising, calling back into the program,
//     output, symbolic values, and the IR's own semantics for everything a
//     runtime does not override.
//   * `LanguageRuntime`: the hooks a language registers (globals, operators,
//     truthiness, attributes, indexing, rendering, exceptions). Every hook is
//     optional; a null hook, or one returning Undef, falls back to the IR's
//     semantics (docs/vm.md), so a runtime states only its differences.
// A plugin registers its runtime with Registrar::add_runtime. The kernel
// knows no language. ABI policy and what is frozen: docs/adr/0008-runtime-plugins.md.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "reddragon/ir/ir.hpp"
#include "reddragon/vm/objects.hpp"

namespace reddragon::vm {

/// A position in the program's source: the module's file, a 1-based line,
/// and the IR instruction there (a runtime's own tables may be keyed by it).
struct SourcePos {
  std::string_view file;
  std::uint32_t line = 0;
  std::uint32_t instruction = 0;
};

/// One activation an uncaught exception left, for the language's report.
struct StackFrame {
  std::string_view function;  ///< "" for a module's top level
  std::string_view owner;     ///< the enclosing classes, outermost first ("Outer.Inner"; "" if none)
  std::string_view file;
  std::uint32_t line = 0;     ///< 0: no source line (library code)
  std::uint32_t column = 0;   ///< 1-based
};

/// A native function (self: the bound receiver, or None).
using NativeFn = Value (*)(Vm& vm, const Value& self, std::vector<Value>& args);

/// A built-in function value backed by a native function. `id` is the
/// runtime's own number for it (e.g. to recognise its `int` type object).
Value make_native(NativeFn fn, const char* name, Value self = Value::none(), std::uint32_t id = ~std::uint32_t{0});

class Vm {
 public:
  Vm(const Vm&) = delete;
  Vm& operator=(const Vm&) = delete;

  // --- names ------------------------------------------------------------------
  virtual Name intern(std::string_view s) = 0;
  virtual const std::string& name(Name n) const = 0;
  /// The module's language id ("python", "" for plain IR).
  virtual const std::string& language() const = 0;

  // --- exceptions ---------------------------------------------------------------
  /// An exception is being raised: natives check this after every call back
  /// into the program and return at once.
  bool raising() const { return raising_; }
  /// Raises an instance of the named built-in exception class (the IR's
  /// classes, docs/vm.md, or one the runtime defined) with a message.
  virtual void raise(std::string_view type, std::string msg) = 0;
  virtual void raise_value(Value exc) = 0;
  /// Handles the exception being raised (a halt or exhausted budget stays).
  virtual void clear_raise() = 0;
  virtual bool current_exception_is(std::string_view cls) const = 0;
  /// A runtime's state for this run under `key` (an event loop, a cache),
  /// created None on first use and dropped when the run ends.
  virtual Value& run_state(std::string_view key) = 0;
  /// run_state key of the object an operator method returns to decline
  /// (Python's NotImplemented): the kernel's operator protocol then tries
  /// the reflected method. A runtime without such a sentinel leaves it None.
  static constexpr std::string_view kOperatorDeclined = "operator.declined";
  /// The exception being raised (None when there is none): what a runtime
  /// keeps to re-raise later (an event loop storing a task's exception).
  virtual Value current_exception() const = 0;
  virtual Value make_exception(std::string_view type, std::string msg) = 0;
  /// A built-in exception class by name (None if there is none).
  virtual Value builtin_class(std::string_view name) = 0;
  /// Defines (once) a built-in exception class under `parent`, visible to
  /// builtin_class() and raise() for the rest of the run.
  virtual Value define_builtin_class(std::string_view name, std::string_view parent) = 0;
  /// Where the activation `level` calls up the stack is running: level 0
  /// is the innermost one (the native asking, while a native runs; else the
  /// running frame's instruction), level 1 its caller, and so on. Natives
  /// push no frame but count as activations, so a language can place its
  /// errors as its own interpreter does (Lua's `error(msg, 2)`: nothing
  /// when the caller is a native such as pcall). nullopt: a native, code
  /// without a source line (embedded library code), or beyond the stack.
  virtual std::optional<SourcePos> where(unsigned level) const = 0;
  /// Where the exception being raised was raised: what where(0) said then
  /// (nullopt when none is being raised, or it was raised inside a native
  /// or at code without a source line). The VM's own errors, such as
  /// calling a non-callable, get a position the language can add.
  virtual std::optional<SourcePos> raised_where() const = 0;

  // --- calls and effects ----------------------------------------------------------
  /// Calls any callable synchronously (runs the program for user code).
  virtual Value call_sync(const Value& callee, std::span<const Value> args) = 0;
  virtual void write_out(std::string_view s) = 0;
  /// Ends the program now with an exit status (no handlers or finally run).
  virtual void exit_program(int status) = 0;
  virtual const Value& module_scope() const = 0;
  /// super() support: the class and self of the innermost method frame.
  virtual bool current_method(Value& cls, Value& self) = 0;

  // --- symbolic values ----------------------------------------------------------
  virtual Value fresh_symbolic(std::string hint, SymExprPtr expr = nullptr) = 0;
  /// How a value appears inside a symbolic expression.
  virtual SymExprPtr expr_of(const Value& v) = 0;
  /// `callee(args...)` as a symbolic expression.
  virtual SymExprPtr call_expr(std::string callee, std::span<const Value> args) = 0;
  /// A call with no implementation: the resolver's value, or a symbolic one.
  virtual Value unresolved_call(const std::string& callee, std::span<const Value> args, const SymExprPtr& expr) = 0;

  // --- the IR's semantics (what a hook falls back to) ---------------------------------
  virtual std::string repr(const Value& v) = 0;
  virtual std::string str(const Value& v) = 0;
  virtual std::string type_name(const Value& v) = 0;
  virtual Value ir_binop(ir::Operator op, const Value& a, const Value& b) = 0;
  virtual Value ir_unop(ir::Operator op, const Value& a) = 0;
  virtual Value ir_load_attr(const Value& obj, Name field) = 0;
  virtual void ir_store_attr(const Value& obj, Name field, Value v) = 0;
  virtual Value ir_load_index(const Value& obj, const Value& idx) = 0;
  virtual void ir_store_index(const Value& obj, const Value& idx, Value v) = 0;
  /// Class membership through the MRO (a tuple of classes: any of them).
  virtual bool isinstance(const Value& v, const Value& cls) = 0;
  /// Materialises an iterable's items (false + TypeError if not iterable;
  /// false without an error for a symbolic value).
  virtual bool items_of(const Value& v, std::vector<Value>& out) = 0;
  /// The iteration protocol the lowering uses: an iterator over v, whether
  /// it has a next item, and that item.
  virtual Value iter(const Value& v) = 0;
  virtual bool has_next(const Value& it) = 0;
  virtual Value next(const Value& it) = 0;

  // --- budgets ------------------------------------------------------------------------
  /// Charges `steps` to the run's step budget for work a native does beyond
  /// one instruction, and checks the time and memory budgets. False when the
  /// run must stop (a budget ran out: raising() is then true and cannot be
  /// cleared); the native returns at once. Cost model (docs/vm.md): one step
  /// per 64 bytes of text copied or searched, per 8 items copied, per item
  /// compared, hashed or called on; n*log2(n) for a sort.
  virtual bool charge(std::uint64_t steps) = 0;
  /// How a generator's run ended (resume).
  enum class Resumed : std::uint8_t { Yielded, Returned, Raised };
  /// Runs generator g (a GeneratorObj) until it yields (out: the value),
  /// returns (out: the return value; g is Done) or raises (the exception is
  /// being raised; g is Done). `in` is the value of the suspended `yield`
  /// (ignored when g has not started), or, with throw_in, the exception
  /// raised at it. A Done generator returns None (or raises what is thrown).
  virtual Resumed resume(const Value& g, Value in, bool throw_in, Value& out) = 0;
  /// (last of the virtuals: plugins built before it keep their slots)
  /// Stores on exception instance exc, unless it has one, the stack of the
  /// running activations as a handler catching it would (caught_stacks.hpp):
  /// for a language whose exceptions take their stack when created (Java).
  virtual void keep_stack(const Value& exc) = 0;
  /// What the program writes to its stderr itself (Java's System.err), kept
  /// apart from stdout; the VM's report of an uncaught exception follows it.
  /// (after keep_stack: plugins built before it keep their slots)
  virtual void write_err(std::string_view s) = 0;
  /// The bound variables (name, value) of the activation running the current
  /// native call, in no particular order (Python's dir()); true
  /// when that activation is the module's own code.
  /// (after write_err: plugins built before it keep their slots)
  virtual bool scope_variables(std::vector<std::pair<Name, Value>>& out) = 0;
  /// Work on n bytes of text (copy, search, split, join, replace).
  bool charge_bytes(std::size_t n) { return n < 64 || charge(n / 64); }
  /// Copying n items (list(), slicing, concatenation, repetition).
  bool charge_copy(std::size_t n) { return n < 8 || charge(n / 8); }
  /// n items compared, hashed or inspected one by one (sum, min, max, set()).
  bool charge_items(std::size_t n) { return n < 8 || charge(n); }
  /// Sorting n items: n*log2(n) comparisons.
  bool charge_sort(std::size_t n) {
    if (n < 8) return true;
    std::uint64_t lg = 64 - static_cast<std::uint64_t>(__builtin_clzll(n));
    return charge(static_cast<std::uint64_t>(n) * lg);
  }

 protected:
  Vm() = default;
  ~Vm() = default;
  bool raising_ = false;
};

/// A named field of an instance (None when it has none): runtimes' native objects.
inline Value instance_field(Vm& vm, const Value& obj, std::string_view name) {
  if (!obj.is(Tag::Instance)) return Value::none();
  Value* v = obj.as<InstanceObj>()->fields.find(vm.intern(name));
  return v ? *v : Value::none();
}
inline void set_instance_field(Vm& vm, const Value& obj, std::string_view name, Value v) {
  obj.as<InstanceObj>()->fields.set(vm.intern(name), std::move(v));
}

struct LanguageRuntime {
  /// Language id, as in the frontend's manifest ("python").
  const char* language;
  /// A global the language provides, looked up when a name is bound in no
  /// scope (cached per run). Undef: not one of the language's.
  Value (*global)(Vm& vm, std::string_view name) = nullptr;
  /// Operators where the language differs from the IR. Not consulted where
  /// the dispatch loop's fast paths decide first: `+ - * < <= > >= == !=` on
  /// two integers (their width and wrap come from type annotations, ADR
  /// 0006) and in-place `s = s + t` on strings.
  Value (*binop)(Vm& vm, ir::Operator op, const Value& a, const Value& b) = nullptr;
  Value (*unop)(Vm& vm, ir::Operator op, const Value& a) = nullptr;
  /// Truthiness of a non-Bool value in a condition.
  bool (*truthy)(const Value& v) = nullptr;
  /// Field/method of a value (JS "s".length; Python "s".upper).
  Value (*load_attr)(Vm& vm, const Value& obj, Name field) = nullptr;
  /// `obj[idx]` (JS out of range -> undefined, Go missing key -> zero value).
  Value (*load_index)(Vm& vm, const Value& obj, const Value& idx) = nullptr;
  /// `obj[idx] = v`; false: not handled, the IR's rule stores.
  bool (*store_index)(Vm& vm, const Value& obj, const Value& idx, const Value& v) = nullptr;
  /// How the language renders a value where it differs from the IR's repr
  /// (called for every value rendered, nested ones included). False: the
  /// IR's rendering.
  bool (*repr)(Vm& vm, const Value& v, std::string& out) = nullptr;
  /// A value as text in string concatenation of typed code (Java's `"" + x`).
  bool (*concat_text)(Vm& vm, const Value& v, std::string& out) = nullptr;
  /// A module the runtime implements natively (`import math`); Undef if none.
  Value (*import_module)(Vm& vm, std::string_view module) = nullptr;
  /// How an uncaught exception's type and message read in this language.
  void (*describe_exception)(Vm& vm, const Value& exc, std::string& type, std::string& message) = nullptr;
  /// An exception is escaping a generator's body (Vm::resume); the language
  /// may replace it (Python, PEP 479: StopIteration becomes RuntimeError).
  void (*generator_raised)(Vm& vm) = nullptr;
  /// What calling a generator function returns, given the new generator
  /// (JS: an async function starts at once and returns a promise). Null:
  /// the generator itself.
  Value (*generator_created)(Vm& vm, const Value& gen) = nullptr;
  /// Runs after the program's own code completed (JS: the event loop's
  /// microtasks and timers).
  void (*program_finished)(Vm& vm) = nullptr;
  /// An uncaught exception the language treats as the program asking to
  /// exit (Python's SystemExit): true, with the exit status and the text for
  /// stderr (may be empty). Null or false: an ordinary uncaught error.
  bool (*exit_request)(Vm& vm, const Value& exc, int& status, std::string& message) = nullptr;
  /// Exit status of a program ended by an uncaught exception (Go: 2).
  int uncaught_exit_status = 1;
  /// Message of integer division by zero in typed code ("/ by zero").
  const char* int_div_zero_message = "integer division by zero";
  /// Positional arguments beyond a function's parameters are dropped (JavaScript,
  /// PHP: `f(1, 2, 3)` to `function f($a)`) instead of a TypeError (Python).
  bool ignore_extra_args = false;
  /// What the type system needs from the language: its coercion profile and
  /// its library's return types (reddragon/vm/language_types.hpp). Null:
  /// the IR's defaults.
  const struct LanguageTypes* types = nullptr;
  /// The stderr text of an uncaught exception (Java: `Exception in thread
  /// "main" T: msg` and `\tat C.m(F.java:N)` lines), given its type and
  /// message as describe_exception left them and the stack, innermost
  /// activation first. Null: the VM's `Traceback (most recent call last):`.
  std::string (*format_uncaught)(Vm& vm, const Value& exc, const std::string& type, const std::string& message,
                                 std::span<const StackFrame> frames) = nullptr;
  /// A function's own variable read while no assignment to it has run yet
  /// (its slot is unbound): may raise the language's error (Python's
  /// UnboundLocalError) and return None. Null or Undef: the read falls back
  /// to an enclosing binding, then the globals, as before.
  Value (*unbound_local)(Vm& vm, std::string_view name) = nullptr;
  /// A dict or set whose size changes while a loop iterates it ends the
  /// loop with RuntimeError (Python); false: the loop runs over the keys
  /// it started with.
  bool checked_dict_iteration = false;
  /// The magnitude up to which the language's integers are exact
  /// (JavaScript: 2^53; past it a number is a double, 2**53 + 1 === 2**53):
  /// the VM's integer fast paths hand a result beyond it to binop. 0: 64-bit
  /// integers (only an overflow goes to binop).
  std::int64_t exact_int_limit = 0;
  /// `obj.field = v` on a value that holds no fields (None, a number): may
  /// raise the language's error (Java's NullPointerException, "Cannot assign
  /// field") and return true. Null or false: the IR's AttributeError. Only
  /// the failing store consults it.
  bool (*store_attr_failed)(Vm& vm, const Value& obj, Name field) = nullptr;
  /// A call of a built-in (exception) class, `Cls(args...)`: the language may
  /// build the instance itself (Python: OSError(errno, ...) is the errno's
  /// subclass, ImportError takes name=/path=) or raise. Null or Undef: the
  /// IR's exception of that class holding `args`.
  Value (*construct_builtin)(Vm& vm, const Value& cls, std::span<const Value> args) = nullptr;
};

}  // namespace reddragon::vm
