// vm.hpp - run a module in the deterministic symbolic VM.
#pragma once

#include <climits>
#include <cstdint>
#include <ostream>
#include <string>

#include "reddragon/expected.hpp"
#include "reddragon/ir/ir.hpp"

namespace reddragon {
class Resolver;
namespace vm {
struct LanguageRuntime;
}
}  // namespace reddragon

namespace reddragon::kernel {

struct RunOptions {
  std::uint64_t max_steps = 100'000'000;
  std::uint32_t max_call_depth = 1000;   ///< Python's default recursion limit
  /// Wall-clock budget in milliseconds; 0: none. Off by default: a run's
  /// outcome should depend on its input only (the step budget is the
  /// deterministic bound, and natives charge steps for their work); a
  /// service that must bound latency sets it (--time-limit, vm.time_limit_ms).
  std::uint64_t time_limit_ms = 0;
  /// Heap budget in bytes: growth of the bytes allocated by the running
  /// thread since the run started (counted by the executable's operator new,
  /// HeapMeter below). Without a meter installed it is not enforced.
  std::uint64_t max_memory = std::uint64_t{2} << 30;
  bool trace = false;
  std::ostream* trace_out = nullptr;     ///< one line per step when trace is set
  std::ostream* out = nullptr;           ///< the program's stdout (null: capture only)
  Resolver* resolver = nullptr;          ///< null: symbolic values for unresolved calls
  std::string entry;                     ///< entry function run after the module ("" = language default)
  /// The module language's run-time library (PluginHost::runtime); null:
  /// the IR's semantics only.
  const vm::LanguageRuntime* runtime = nullptr;
};

enum class RunStatus { Completed, StepLimit, UncaughtException, Halted, TimeLimit, MemoryLimit };
const char* run_status_name(RunStatus s);

struct RunReport {
  RunStatus status = RunStatus::Completed;
  std::uint64_t steps = 0;
  std::uint64_t llm_calls = 0;
  std::string stdout_text;    ///< everything the program printed
  std::string json;           ///< the `run --json` document (docs/run-json.md)
  std::string error_text;     ///< Python-style traceback / budget report ("" when completed)
  /// The exit status the real program would have: an integer returned by
  /// the entry function (C's main), exit(n), or the language's status for
  /// an uncaught exception (1; Go's panic 2).
  int exit_status = 0;
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

}  // namespace reddragon::kernel
