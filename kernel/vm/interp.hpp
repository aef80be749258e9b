// interp.hpp - the interpreter state; it implements vm::Vm, the services
// language runtimes (plugins) use. Internal to the kernel.
#pragma once

#include <deque>
#include <memory>
#include <optional>
#include <ostream>
#include <unordered_map>
#include <span>
#include <string>
#include <vector>

#include "reddragon/kernel/solver.hpp"
#include "reddragon/kernel/vm.hpp"
#include "reddragon/vm/runtime.hpp"
#include "vm/program.hpp"
#include "vm/register_stack.hpp"

namespace reddragon::vm {

struct Handler {
  std::uint32_t finally_pc, end_pc, pairs, npairs;
};

enum class FrameKind : std::uint8_t { Normal, Ctor, ClassBody, Module };

struct GenState;

/// Iterations a loop over unknowns stayed in (decide.cpp).
struct LoopCount {
  std::uint64_t frame;   ///< Frame::serial of the activation
  std::uint32_t depth;   ///< its index in frames_
  std::uint32_t pc, count;
};

struct Frame {
  const FunctionInfo* fn = nullptr;
  Value* regs = nullptr;           ///< register window (RegisterStack: never moves while the frame lives)
  RegisterStack::Mark below;       ///< the stack before this window (pop returns to it)
  Value scope;                     ///< ScopeObj
  std::uint32_t ret_pc = 0;
  std::uint32_t ret_dst = kNone;   ///< caller's register
  FrameKind kind = FrameKind::Normal;
  bool sync = false;               ///< a nested run() returns when this frame returns
  bool decided = false;            ///< this activation took a symbolic decision (recursion bound)
  Value klass;                     ///< owning class of a method (super()); ClassBody: the class being built
  Value instance;                  ///< Ctor: the instance being constructed
  std::vector<Handler> handlers;
  Value exc;                       ///< exception being handled (caught_exception)
  std::uint32_t call_src = 0;      ///< IR index of the call (for tracebacks)
  /// Natives running that this frame's code called (directly or through
  /// natives they called): activations without a frame, for Vm::where.
  std::uint32_t natives = 0;
  std::uint64_t serial = 0;        ///< unique per activation (loop-bound counters)
  GenState* gen = nullptr;         ///< the generator this activation runs (resume keeps it alive)
};

/// Steps for producing or walking a sequence (exec.cpp, docs/vm.md "Budgets").
std::uint64_t seq_cost(const Value& v);

struct SymbolicRecord {
  std::uint32_t id;
  std::string hint;
  SymExprPtr expr;  ///< rendered in the report, not per step
};

class Interp final : public Vm {
 public:
  Interp(Program& p, const kernel::RunOptions& opts);
  ~Interp();

  kernel::RunReport run();
  void run_program();       ///< the module's code, then the entry function
  kernel::RunReport report();

  Program& program() { return p_; }
  /// The module language's run-time library; null: the IR's semantics.
  const LanguageRuntime* runtime() const { return rt_; }
  /// symbolic.loop_bound: iterations of a loop over an unknown.
  std::uint64_t loop_bound() const { return opts_.loop_bound; }
  std::uint32_t current_src() const;

  // --- vm::Vm ----------------------------------------------------------------------
  Name intern(std::string_view s) override { return p_.intern(s); }
  const std::string& name(Name n) const override { return p_.name(n); }
  const std::string& language() const override { return language_; }
  void raise(std::string_view type, std::string msg) override;
  void raise_value(Value exc) override;
  /// Handles the exception being raised; a halt or exhausted budget (stop_)
  /// is not an exception and cannot be handled.
  void clear_raise() override {
    if (stop_) return;
    raising_ = false;
    exc_ = Value();
  }
  bool current_exception_is(std::string_view cls) const override;
  Value current_exception() const override { return raising_ ? exc_ : Value::none(); }
  Value& run_state(std::string_view key) override { return run_state_[p_.intern(key)]; }
  Value make_exception(std::string_view type, std::string msg) override;
  Value builtin_class(std::string_view name) override;
  Value define_builtin_class(std::string_view name, std::string_view parent) override;
  Value call_sync(const Value& callee, std::span<const Value> args) override;
  void write_out(std::string_view s) override;
  void write_err(std::string_view s) override;
  bool scope_variables(std::vector<std::pair<Name, Value>>& out) override;
  void exit_program(int status) override;
  const Value& module_scope() const override { return module_scope_; }
  bool current_method(Value& cls, Value& self) override;
  Value fresh_symbolic(std::string hint, SymExprPtr expr = nullptr) override;
  SymExprPtr expr_of(const Value& v) override;
  SymExprPtr call_expr(std::string callee, std::span<const Value> args) override;
  Value unresolved_call(const std::string& callee, std::span<const Value> args, const SymExprPtr& expr) override;
  std::string repr(const Value& v) override;
  std::string str(const Value& v) override;
  std::string type_name(const Value& v) override;
  Value ir_binop(ir::Operator op, const Value& a, const Value& b) override;
  Value ir_unop(ir::Operator op, const Value& a) override;
  Value ir_load_attr(const Value& obj, Name field) override;
  Value dotted_class(const std::string& dotted);
  void ir_store_attr(const Value& obj, Name field, Value v) override;
  Value ir_load_index(const Value& obj, const Value& idx) override;
  void ir_store_index(const Value& obj, const Value& idx, Value v) override;
  bool isinstance(const Value& v, const Value& cls) override;
  bool items_of(const Value& v, std::vector<Value>& out) override;
  Value iter(const Value& v) override;
  bool has_next(const Value& it) override;
  Value next(const Value& it) override;
  bool charge(std::uint64_t steps) override;
  Resumed resume(const Value& g, Value in, bool throw_in, Value& out) override;
  std::optional<SourcePos> where(unsigned level) const override;
  std::optional<SourcePos> raised_where() const override;
  void keep_stack(const Value& exc) override;

  /// Most symbolic values / path conditions listed in a run's report.
  static constexpr std::size_t kMaxRecorded = 10000;

 private:
  friend struct Exec;
  void push_frame(const FunctionInfo* fn, Value env, std::uint32_t ret_pc, std::uint32_t ret_dst, FrameKind kind);
  bool invoke(const Value& callee, std::vector<Value>& args, std::uint32_t dst, std::uint32_t ret_pc, bool sync,
              Value* out);
  bool bind_args(const FunctionObj* f, std::vector<Value>& args, ScopeObj* scope);
  std::string too_many_positional(const FunctionObj* f, std::size_t given,
                                  const std::vector<std::pair<std::string, Value>>& kw) const;
  Value make_function(const FunctionInfo* fi);
  void start_class(const FunctionInfo* fi, std::uint32_t dst, std::uint32_t ret_pc);
  void finish_class(Frame& fr, Value& result);
  bool unwind();
  Value load_var(const VarRef& r);
  Value* var_slot(const VarRef& r, bool create);
  Value lookup_dynamic(Name n, bool for_call);
  Value lookup_global(Name n, bool for_call);
  Value resolve_global(Name n);
  Value& reg(std::uint32_t i) { return frames_.back().regs[i]; }
  bool exec_loop(std::size_t stop_depth);
  std::string location(std::uint32_t src) const;
  /// The uncaught exception's activations, innermost first (unwound_ and
  /// the frame it stopped in), for LanguageRuntime::format_uncaught.
  /// `owners` holds the frames' owner names.
  std::vector<StackFrame> uncaught_stack(std::deque<std::string>& owners) const;
  /// The source position of instruction src (nullopt: none, or no line).
  std::optional<SourcePos> position(std::uint32_t src) const;
  /// The side a branch on a symbolic condition takes (decide.cpp).
  [[gnu::noinline, gnu::cold]] bool decide(const Value& cond, const Op& op);
  /// `key`: e rendered (decide() renders it once per decision).
  kernel::Sat feasible(const SymExprPtr& e, const std::string& key, bool value);
  bool ensure_solver();
  /// Nested activations of one function past which a call from an activation
  /// that decided on an unknown returns an unknown (docs/symbolic.md).
  static constexpr std::uint32_t kSymbolicRecursion = 8;
  bool recursion_bound_hit(const FunctionInfo* fn) const;
  /// Runs the user functions passed to an unknown call (interp.cpp).
  void run_callbacks(const std::string& callee, std::span<const Value> args);
  int callback_depth_ = 0;
  static constexpr int kMaxCallbackNesting = 8;
  void assume(const SymExprPtr& e, const std::string& key, bool value);
  void path_report(kernel::RunReport& rep);
  void trace_step(const Op& op);

  HeapList heap_;                  ///< every object this run allocated
  HeapList* saved_heap_ = nullptr;
  Program& p_;
  Name kwonly_marker_ = 0;  ///< "__rd_kwonly": Python's bare `*` as a hidden *args (bind_args)
  const kernel::RunOptions& opts_;
  std::string language_;
  const LanguageRuntime* rt_ = nullptr;
  std::int64_t int_limit_ = INT64_MAX;  ///< rt_->exact_int_limit, or none (the integer fast paths)
  std::unordered_map<Name, Value> rt_globals_;  ///< runtime globals, created on first use
  std::unordered_map<Name, Value> intrinsics_;  ///< the IR's intrinsics (sem::intrinsic), on first use
  std::vector<Value> global_cache_;  ///< by Name: resolved globals (Undef: not resolved yet)
  /// by Name: 0 not classified yet, else 1 + sem::FastIntrinsic (exec.cpp)
  std::vector<std::uint8_t> fast_intrinsic_;
  /// 0: not handled (the general call path runs); 1: done (next op);
  /// 2: control moved (a generator suspended): pc_ and frames_ are set, and
  /// exec_loop returns if suspended_ says so.
  int call_fast_intrinsic(const Op& op, Value* R);
  // --- generators (generator.cpp) ---
  /// `__generator`: the new activation becomes a generator object, returned to its caller.
  int make_generator(const Op& op, Value* R);
  /// `__yield` / `__yield_from`: the running generator suspends.
  int suspend_generator(const Op& op, Value* R, bool delegate);
  /// Moves the current activation's state (registers, pc, handlers, loop counters) into g and pops it.
  void save_frame(GenState* g, std::uint32_t resume_pc);
  bool suspended_ = false;  ///< the frame exec_loop was running suspended: return
  std::vector<Frame> frames_;
  RegisterStack stack_;            ///< the frames' register windows
  Value module_scope_;
  std::uint32_t pc_ = 0;
  std::uint64_t steps_ = 0;
  Value exc_;                      ///< exception being raised (raising_ is Vm's)
  std::uint32_t exc_src_ = 0;
  bool exc_in_native_ = false;     ///< exc_ was raised while a native ran (Vm::raised_where)
  /// Activations the exception being raised has left, innermost first:
  /// each one's function and the call that made it (a location in the
  /// activation below). Emptied when a handler catches.
  struct Unwound {
    const FunctionInfo* fn;
    std::uint32_t call_src;
  };
  std::vector<Unwound> unwound_;
  /// caught_stacks.hpp: a runtime that set run_state(kKeepCaughtStacks)
  /// gets the stack of each exception instance a handler catches stored on it.
  void record_caught_stack();
  /// kRaisedStackField on inst (unless it has one): the activations from src
  /// out, after those an exception being raised has left when unwinding.
  void store_stack(InstanceObj* inst, std::uint32_t src, bool unwinding);
  StackFrame stack_frame(const FunctionInfo* fn, std::uint32_t src, std::deque<std::string>& owners) const;
  bool halted_ = false;
  int exit_status_ = 0;
  bool stop_ = false;              ///< halt or budget: stop everything
  /// The budget that ended the run (StepLimit, TimeLimit, MemoryLimit), or
  /// Completed while none has.
  kernel::RunStatus budget_ = kernel::RunStatus::Completed;
  /// Step count at which the dispatch loop (and charge) next look at the
  /// budgets: the step budget itself, or sooner when the clock and the heap
  /// are due for a look (every kCheckEvery steps). One compare per step
  /// covers all three budgets.
  std::uint64_t check_at_ = 0;
  static constexpr std::uint64_t kCheckEvery = 1024;
  std::uint64_t deadline_ns_ = 0;    ///< steady clock; 0: no time budget
  std::int64_t heap_base_ = 0;       ///< g_heap_meter.bytes when the run started
  std::uint64_t next_check() const {
    std::uint64_t t = steps_ + kCheckEvery;
    return t < opts_.max_steps ? t : opts_.max_steps;
  }
  /// Past check_at_: stops the run (false) if a budget is exhausted, else
  /// schedules the next check.
  bool check_budgets();
  /// Charges the work of a binop on sequences (exec.cpp); false: stop.
  bool charge_binop(ir::Operator o, const Value& a, const Value& b, const Value& r);
  void stop_for(kernel::RunStatus budget) {
    budget_ = budget;
    stop_ = raising_ = true;  // unwinds every nested run without running handlers
  }
  std::uint32_t symbol_counter_ = 0;
  std::vector<SymbolicRecord> symbolics_;
  // --- decisions on unknowns (decide.cpp) ---
  std::vector<kernel::Decision> decisions_;   ///< the first kMaxRecorded, for the report
  std::uint64_t decision_count_ = 0;
  std::uint64_t pruned_ = 0;
  /// Every condition handed to the solver, kept alive for the path: the
  /// solver memoises encodings by node address.
  std::vector<SymExprPtr> decided_;
  kernel::Solver* solver_ = nullptr;
  bool solver_tried_ = false;
  std::string solver_note_;
  std::uint64_t solver_spent_ns_ = 0;  ///< solver time on this path (RunOptions::solver_budget_ms)
  /// Conditions assumed on this path, by rendering: deciding one again
  /// (`if x > 5` in a loop) needs no query.
  std::unordered_map<std::string, bool> implied_;
  std::vector<LoopCount> loop_counts_;  ///< iterations taken at symbolic loop tests
  void drop_loop_count(LoopCount* lc);
  std::uint64_t frame_serial_ = 0;
  std::uint64_t recursion_cuts_ = 0;  ///< calls the recursion bound answered with an unknown
  std::unordered_map<Name, Value> builtin_classes_;
  std::unordered_map<Name, Value> run_state_;  ///< runtimes' per-run state (Vm::run_state)
  std::unordered_map<Name, Value> continuations_;
  std::string out_buf_;
  std::string err_buf_;
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
  /// Native recursion (a `__repr__` calling repr(self), generators resuming
  /// generators) is also bounded by the C++ stack it uses: a frame's size
  /// varies by build (ASan's frames are several times larger), so the depth
  /// count alone cannot keep it inside the thread's stack.
  std::uintptr_t stack_base_ = 0;  ///< frame address where run() started
  std::uintptr_t native_stack_budget_ = 0;  ///< run_stack.hpp, taken when run() starts
  bool native_stack_exhausted() const {
    auto here = reinterpret_cast<std::uintptr_t>(__builtin_frame_address(0));
    return stack_base_ != 0 && here < stack_base_ && stack_base_ - here > native_stack_budget_;
  }
  /// Natives nested in natives are bounded like program calls (each level
  /// that calls the program pushes a frame too), and by the stack above.
  bool native_nesting_exhausted() const {
    return static_cast<std::uint32_t>(sync_depth_) >= opts_.max_call_depth || native_stack_exhausted();
  }
  std::uint32_t pending_src_ = 0;
  std::string entry_locals_json_;
  /// A `finally` running because of an exception keeps it in pending_ until
  /// its end (watch_pc_ at watch_depth_). A nested run from a native
  /// (call_sync, resume) returns its value through pending_ and may run
  /// finally blocks of its own: this keeps the caller's state aside and puts
  /// it back when the nested run ends.
  struct SavedFinally {
    Interp& in;
    Value pending;
    std::uint32_t src, pc;
    std::size_t depth;
    explicit SavedFinally(Interp& i)
        : in(i), pending(std::move(i.pending_)), src(i.pending_src_), pc(i.watch_pc_), depth(i.watch_depth_) {
      i.pending_ = Value();
      i.watch_pc_ = kNone;
    }
    ~SavedFinally() {
      in.pending_ = std::move(pending);
      in.pending_src_ = src;
      in.watch_pc_ = pc;
      in.watch_depth_ = depth;
    }
    SavedFinally(const SavedFinally&) = delete;
    SavedFinally& operator=(const SavedFinally&) = delete;
  };
};

/// A generator's suspended activation: what the kernel keeps of a frame
/// between resumes (generator.cpp).
struct GenState final : GeneratorObj {
  Frame frame;                  ///< fn, scope, handlers, klass...; base/ret_* are set on resume
  std::vector<Value> regs;      ///< the register window
  std::uint32_t pc = 0;         ///< where it resumes
  std::uint32_t dst = kNone;    ///< the register that receives the sent value (the yield's result)
  Value delegate = Value::undef();  ///< `yield from`: the iterator it delegates to
  /// Generators of its own function it was created inside (a recursive
  /// generator's nesting: `yield from` resumes the innermost directly, so the
  /// frames do not show it; the recursion bound counts this instead).
  std::uint32_t nest = 0;
  std::vector<LoopCount> loops; ///< its loop-bound counters, kept across suspensions
  /// Suspended inside a `finally` that an exception entered: the exception
  /// it re-raises at fin_pc (the interpreter's pending_/watch_pc_ while it runs).
  Value fin_pending;
  std::uint32_t fin_src = 0, fin_pc = kNone;
  void clear_refs() override {
    GeneratorObj::clear_refs();
    frame = Frame();
    regs.clear();
    delegate = Value();
    fin_pending = Value();
  }
};

}  // namespace reddragon::vm
