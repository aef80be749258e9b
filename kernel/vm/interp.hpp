// interp.hpp - the interpreter state and the operations the Python runtime
// (pyrt.cpp) needs from it. Internal to the kernel.
#pragma once

#include <ostream>
#include <span>
#include <string>
#include <vector>

#include "reddragon/kernel/vm.hpp"
#include "vm/program.hpp"

namespace reddragon::vm {

struct Handler {
  std::uint32_t finally_pc, end_pc, pairs, npairs;
};

enum class FrameKind : std::uint8_t { Normal, Ctor, ClassBody, Module };

struct Frame {
  const FunctionInfo* fn = nullptr;
  std::uint32_t base = 0;          ///< register window start
  Value scope;                     ///< ScopeObj
  std::uint32_t ret_pc = 0;
  std::uint32_t ret_dst = kNone;   ///< caller's register
  FrameKind kind = FrameKind::Normal;
  bool sync = false;               ///< a nested run() returns when this frame returns
  Value klass;                     ///< owning class of a method (super()); ClassBody: the class being built
  Value instance;                  ///< Ctor: the instance being constructed
  std::vector<Handler> handlers;
  Value exc;                       ///< exception being handled (caught_exception)
  std::uint32_t call_src = 0;      ///< IR index of the call (for tracebacks)
};

struct LanguageRuntime;

struct SymbolicRecord {
  std::uint32_t id;
  std::string hint;
  std::string expr;
};

class Interp {
 public:
  Interp(Program& p, const kernel::RunOptions& opts);
  ~Interp();

  kernel::RunReport run();

  // --- services for the runtime -------------------------------------------
  Program& program() { return p_; }
  Name intern(std::string_view s) { return p_.intern(s); }
  /// Raises a Python exception of a built-in type with a message.
  void raise(std::string_view type, std::string msg);
  void raise_value(Value exc);
  bool raising() const { return raising_; }
  /// Handles the exception being raised; a halt or exhausted budget (stop_)
  /// is not an exception and cannot be handled.
  void clear_raise() {
    if (stop_) return;
    raising_ = false;
    exc_ = Value();
  }
  /// True if the exception being raised is an instance of the named class.
  bool current_exception_is(std::string_view cls) const;
  const Value& module_scope() const { return module_scope_; }
  const std::vector<std::string>& path_conditions() const { return path_conditions_; }
  /// Calls any callable synchronously (runs a nested loop for user code).
  Value call_sync(const Value& callee, std::span<const Value> args);
  Value fresh_symbolic(std::string hint, SymExprPtr expr = nullptr);
  Value builtin_class(std::string_view name);
  void write_out(std::string_view s);
  /// Ends the program now with an exit status (C exit(), Java System.exit,
  /// Go os.Exit): no handlers or finally blocks run.
  void exit_program(int status);
  const std::string& language() const { return language_; }
  /// The module language's run-time library (langrt.hpp); null for Python.
  const LanguageRuntime* runtime() const { return rt_; }
  /// Resolver fallback for calls without implementation.
  Value unresolved_call(const std::string& callee, std::span<const Value> args, const SymExprPtr& expr);
  std::uint32_t current_src() const;
  /// super() support: the class and self of the innermost method frame.
  bool current_method(Value& cls, Value& self);

  /// Most symbolic values / path conditions listed in a run's report.
  static constexpr std::size_t kMaxRecorded = 10000;

 private:
  friend struct Exec;
  void push_frame(const FunctionInfo* fn, Value env, std::uint32_t ret_pc, std::uint32_t ret_dst, FrameKind kind);
  bool invoke(const Value& callee, std::vector<Value>& args, std::uint32_t dst, std::uint32_t ret_pc, bool sync,
              Value* out);
  bool bind_args(const FunctionObj* f, std::vector<Value>& args, ScopeObj* scope);
  Value make_function(const FunctionInfo* fi);
  void start_class(const FunctionInfo* fi, std::uint32_t dst, std::uint32_t ret_pc);
  void finish_class(Frame& fr, Value& result);
  bool unwind();
  Value load_var(const VarRef& r);
  Value* var_slot(const VarRef& r, bool create);
  Value lookup_dynamic(Name n, bool for_call);
  Value& reg(std::uint32_t i) { return stack_[frames_.back().base + i]; }
  bool exec_loop(std::size_t stop_depth);
  std::string location(std::uint32_t src) const;
  void record_path_condition(const Value& cond);
  void trace_step(const Op& op);

  HeapList heap_;                  ///< every object this run allocated
  HeapList* saved_heap_ = nullptr;
  Program& p_;
  const kernel::RunOptions& opts_;
  std::string language_;
  const LanguageRuntime* rt_ = nullptr;
  std::unordered_map<Name, Value> rt_globals_;  ///< runtime globals, created on first use
  std::vector<Frame> frames_;
  std::vector<Value> stack_;       ///< register windows; [0, sp_) in use
  std::uint32_t sp_ = 0;           ///< registers above sp_ may hold stale values (overwritten before use)
  Value module_scope_;
  std::uint32_t pc_ = 0;
  std::uint64_t steps_ = 0;
  bool raising_ = false;
  Value exc_;                      ///< exception being raised
  std::uint32_t exc_src_ = 0;
  std::vector<std::string> traceback_;
  bool halted_ = false;
  int exit_status_ = 0;
  bool stop_ = false;              ///< halt or budget: stop everything
  bool budget_hit_ = false;
  std::uint32_t symbol_counter_ = 0;
  std::vector<SymbolicRecord> symbolics_;
  std::vector<std::string> path_conditions_;
  std::unordered_map<Name, Value> builtin_classes_;
  std::unordered_map<Name, Value> continuations_;
  std::string out_buf_;
  std::uint64_t llm_calls_ = 0;
  // finally handling: pending exception re-raised when pc reaches watch_pc_
  std::uint32_t watch_pc_ = kNone;
  std::size_t watch_depth_ = 0;
  Value pending_;
  /// Nesting of call_sync (a native calling back into the program, e.g. a
  /// comparator): natives push no frame, so the call-depth budget alone
  /// would not stop native -> program -> native recursion from exhausting
  /// the C++ stack.
  int sync_depth_ = 0;
  static constexpr int kMaxSyncDepth = 400;
  std::uint32_t pending_src_ = 0;
  std::string entry_locals_json_;
};

}  // namespace reddragon::vm
