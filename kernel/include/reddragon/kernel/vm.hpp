// vm.hpp - run a module in the deterministic symbolic VM.
#pragma once

#include <climits>
#include <cstdint>
#include <ostream>
#include <string>
#include <utility>
#include <vector>

#include "reddragon/expected.hpp"
#include "reddragon/ir/ir.hpp"

namespace reddragon {
class Resolver;
namespace vm {
struct LanguageRuntime;
}
}  // namespace reddragon

namespace reddragon::kernel {

class Solver;

/// Told of every call a run makes (`callgraph --from-run`): the IR index
/// of the call instruction and of the callee's entry LABEL.
class CallObserver {
 public:
  virtual void on_call(std::uint32_t call_instr, std::uint32_t callee_entry) = 0;

 protected:
  ~CallObserver() = default;
};

struct RunOptions {
  std::uint64_t max_steps = 1'000'000'000;  // docs/adr/0019-default-step-budget.md
  std::uint32_t max_call_depth = 1000;   ///< Python's default recursion limit
  /// Wall-clock budget in milliseconds; 0: none. The CLI's default is 60 s
  /// (vm.time_limit_ms): nobody waits on a run that stopped making
  /// progress. The step budget stays the deterministic bound (natives
  /// charge steps for their work); the clock is the backstop.
  std::uint64_t time_limit_ms = 0;
  /// Heap budget in bytes: growth of the bytes allocated by the running
  /// thread since the run started (counted by the executable's operator new,
  /// HeapMeter below). Without a meter installed it is not enforced.
  std::uint64_t max_memory = std::uint64_t{2} << 30;
  bool trace = false;
  std::ostream* trace_out = nullptr;     ///< one line per step when trace is set
  std::ostream* out = nullptr;           ///< the program's stdout (null: capture only)
  std::ostream* err = nullptr;           ///< the program's own stderr text (null: capture only)
  Resolver* resolver = nullptr;          ///< null: symbolic values for unresolved calls
  std::string entry;                     ///< entry function run after the module ("" = language default)
  /// The module language's run-time library (PluginHost::runtime); null:
  /// the IR's semantics only.
  const vm::LanguageRuntime* runtime = nullptr;
  /// Null (the default): calls are not reported, one test per frame pushed.
  CallObserver* call_observer = nullptr;

  // --- decisions on unknowns (docs/symbolic.md) ---
  /// A loop whose condition is symbolic, or that iterates a symbolic
  /// collection, runs its body at most this many times, then exits
  /// (symbolic.loop_bound, --loop-bound).
  std::uint32_t loop_bound = 2;
  /// Ask the solver whether a symbolic decision's default side is feasible
  /// (and take the other if not). False: every side is feasible.
  bool use_solver = true;
  /// Per solver query, milliseconds (symbolic.solver_timeout_ms).
  std::uint32_t solver_timeout_ms = 250;
  /// Solver time for one path, milliseconds (symbolic.solver_budget_ms);
  /// once spent, every side of the path's later decisions counts as
  /// feasible (nothing is pruned that may be feasible) and the report says so.
  std::uint32_t solver_budget_ms = 3000;
  /// Exploring: check both sides of every new decision (Decision::
  /// alternative_feasible), for explore_module's forks.
  bool explore = false;
  /// The first decisions to take (bit 0: the condition holds; bit 1: take
  /// it without assuming it, as a loop bound did), replayed before the run
  /// decides for itself; explore_module's path prefixes.
  std::vector<std::uint8_t> replay;
  /// A solver shared by the runs of one exploration (reset per run); null:
  /// the run loads its own on its first symbolic decision.
  Solver* solver = nullptr;
};

/// One decision a run took on a symbolic condition.
struct Decision {
  std::string condition;     ///< as taken: `x > 5`, or its negation `x <= 5`
  std::string location;      ///< file:line:col of the branch
  bool taken = true;         ///< the condition held
  bool alternative_feasible = false;  ///< explore: the other side is a path too
  bool loop_exit = false;    ///< the loop bound ended a loop here
  /// False: the loop bound forced an exit the path condition contradicts
  /// (`while (it.hasNext())` over one unknown call); the run goes on
  /// without adding that condition.
  bool assumed = true;
};

enum class RunStatus { Completed, StepLimit, UncaughtException, Halted, TimeLimit, MemoryLimit };
const char* run_status_name(RunStatus s);

struct RunReport {
  RunStatus status = RunStatus::Completed;
  std::uint64_t steps = 0;
  std::uint64_t llm_calls = 0;
  std::string stdout_text;    ///< everything the program printed
  std::string stderr_text;    ///< what the program wrote to stderr itself (not error_text)
  std::string json;           ///< the `run --json` document (docs/run-json.md)
  std::string error_text;     ///< Python-style traceback / budget report ("" when completed)
  /// The exit status the real program would have: an integer returned by
  /// the entry function (C's main), exit(n), or the language's status for
  /// an uncaught exception (1; Go's panic 2).
  int exit_status = 0;
  /// The symbolic decisions, in order (empty for a concrete run).
  std::vector<Decision> decisions;
  /// Values of the unknowns that drive this path (read() = 6), when the
  /// solver found them.
  std::vector<std::pair<std::string, std::string>> model;
  std::string path_condition_smt2;
  /// A replayed prefix turned out infeasible (explore prunes the path).
  bool infeasible = false;
  /// Sides of new decisions the solver proved infeasible (not taken).
  std::uint64_t pruned = 0;
  std::uint64_t solver_queries = 0;
  std::string solver_note;    ///< why the solver is not in use ("" when it is)
};

struct ExploreOptions {
  std::uint32_t max_paths = 64;          ///< --max-paths
  std::uint64_t max_total_steps = 1'000'000'000;  ///< over all paths
  std::uint64_t time_limit_ms = 0;       ///< over all paths; 0: none
};

struct ExploreReport {
  std::vector<RunReport> paths;          ///< in exploration order (depth first, condition true first)
  std::uint64_t paths_pruned = 0;        ///< forks whose side the solver proved infeasible
  std::uint64_t paths_pending = 0;       ///< feasible forks not run (a budget stopped the exploration)
  std::uint64_t total_steps = 0;
  std::uint64_t solver_queries = 0;
  /// "" or the exploration budget that stopped it: "max_paths",
  /// "total_steps", "time_limit".
  std::string budget_hit;
  std::string json;                      ///< the `run --explore --json` document (docs/run-json.md)
};

/// Heap accounting for the memory budget, one per thread. An executable that
/// wants the budget enforced replaces the global operator new/delete with
/// counting ones (tools/reddragon/heap_meter.cpp): they add and subtract
/// malloc_usable_size of every block and refuse (std::bad_alloc) a block that
/// would take `bytes` past `limit`, so no single allocation - a native's
/// huge string or list included - can overshoot the budget. Counting in the
/// allocator rather than in object constructors sees every byte (string and
/// vector capacity, hash tables, plugin natives' buffers) and costs one
/// thread-local add per allocation, off the dispatch loop.
struct HeapMeter {
  std::int64_t bytes = 0;                               ///< live bytes this thread allocated
  std::int64_t limit = INT64_MAX;                       ///< set by a run while it executes
  bool hit = false;                                     ///< an allocation was refused for the limit
};
extern constinit thread_local HeapMeter g_heap_meter;
/// Set (once, before main) by an executable that installed counting operators.
extern bool g_heap_meter_installed;

/// Executes the module from its entry. Never throws; malformed IR is an Error.
Expected<RunReport> run_module(const ir::Module& m, const RunOptions& opts);

/// Runs every feasible path through the module's symbolic decisions
/// (re-execution along recorded decision prefixes, ADR 0009), within the
/// budgets. opts' step and time budgets apply per path.
Expected<ExploreReport> explore_module(const ir::Module& m, const RunOptions& opts, const ExploreOptions& eo);

}  // namespace reddragon::kernel
