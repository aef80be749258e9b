// vm.hpp - run a module in the deterministic symbolic VM.
#pragma once

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
  bool trace = false;
  std::ostream* trace_out = nullptr;     ///< one line per step when trace is set
  std::ostream* out = nullptr;           ///< the program's stdout (null: capture only)
  Resolver* resolver = nullptr;          ///< null: symbolic values for unresolved calls
  std::string entry;                     ///< entry function run after the module ("" = language default)
  /// The module language's run-time library (PluginHost::runtime); null:
  /// the IR's semantics only.
  const vm::LanguageRuntime* runtime = nullptr;
};

enum class RunStatus { Completed, StepLimit, UncaughtException, Halted };
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

/// Executes the module from its entry. Never throws; malformed IR is an Error.
Expected<RunReport> run_module(const ir::Module& m, const RunOptions& opts);

}  // namespace reddragon::kernel
