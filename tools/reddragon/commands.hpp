// commands.hpp - the `reddragon` subcommands.
#pragma once

#include <string>
#include <vector>

namespace reddragon::cli {

/// Exit codes (docs/cli.md).
enum Exit : int {
  kOk = 0,
  kInputError = 1,    ///< unreadable/binary/unknown-language input, IR that does not parse or verify
  kUsageError = 2,    ///< bad command line
  kPluginError = 3,   ///< configuration or plugin problem (missing, wrong API version, failed to load)
  kInternalError = 4, ///< a bug: an unexpected exception
  kBudgetExhausted = 5, ///< `run`: a budget (steps, time, memory) ran out
};

struct GlobalOptions {
  int verbosity = 0;
  std::string config_file;
  std::vector<std::string> plugin_paths;
  std::vector<std::string> settings;  ///< KEY=VALUE
};

struct FileOptions {
  std::string file;
  std::vector<std::string> more_files;  ///< further files of one program (`run main.c util.c`)
  std::string language;
  bool json = false;
  bool from_json = false;
  bool no_spans = false;
  bool strict = false;
  bool llm_record = false;           ///< --llm-record: llm.cache=record
  bool llm_replay = false;           ///< --llm-replay: llm.cache=replay
  bool repair = false;               ///< --repair: llm.repair=true
  std::string format = "text";
  std::string function;
  std::string pass;
  std::size_t max_block_lines = 6;
  bool schema = false;
  bool trace = false;
  // Budgets as typed ("" = from config), checked by cmd_run: CLI11 would
  // wrap "-1" into an unsigned option.
  std::string max_steps;
  std::string max_depth;
  std::string time_limit;           ///< seconds (decimals allowed); 0 = none
  std::string max_memory;           ///< bytes, or with a K/M/G/T suffix (binary)
  std::string resolver;             ///< "" = from config
  bool explore = false;             ///< run: every feasible path
  std::string loop_bound;           ///< "" = config symbolic.loop_bound
  std::string max_paths;            ///< "" = config symbolic.max_paths
  std::string solver_timeout;       ///< seconds; "" = config symbolic.solver_timeout_ms
  std::string entry;
  std::string stdin_source;         ///< --stdin: auto | - | none | a file (default: config vm.stdin)
  std::string analysis = "deps";     ///< dataflow: reaching | defuse | liveness | deps
  bool transitive = false;           ///< dataflow: also the transitive closure (deps)
  std::size_t max_iterations = 0;    ///< dataflow: solver cap per block (0 = default 1000)
  bool from_run = false;             ///< callgraph/impact: sharpen with the calls a VM run took
  std::string taint_config;          ///< taint --config: sources/sinks file ("" = the language's default)
  std::string variable;              ///< slice: the criterion's variable
  bool forward = false, backward = false;  ///< slice direction (backward by default)
  std::string project;               ///< slice --project DIR: the whole directory as the program
  bool summaries = false;            ///< taint --summaries: print the function summaries instead
};

int cmd_ir(const GlobalOptions& g, const FileOptions& o);
int cmd_cfg(const GlobalOptions& g, const FileOptions& o);
int cmd_stats(const GlobalOptions& g, const FileOptions& o);
int cmd_verify(const GlobalOptions& g, const FileOptions& o);
int cmd_analyze(const GlobalOptions& g, const FileOptions& o);
int cmd_plugins(const GlobalOptions& g, const FileOptions& o);
int cmd_languages(const GlobalOptions& g, const FileOptions& o);
int cmd_passes(const GlobalOptions& g, const FileOptions& o);
int cmd_opcodes(const GlobalOptions& g, const FileOptions& o);
int cmd_features(const GlobalOptions& g, const FileOptions& o);
int cmd_config(const GlobalOptions& g, const FileOptions& o);
int cmd_run(const GlobalOptions& g, const FileOptions& o);
int cmd_types(const GlobalOptions& g, const FileOptions& o);  // types_command.cpp
int cmd_project(const GlobalOptions& g, const FileOptions& o);  // project_command.cpp
int cmd_dataflow(const GlobalOptions& g, const FileOptions& o);  // dataflow_command.cpp
int cmd_callgraph(const GlobalOptions& g, const FileOptions& o);  // callgraph_command.cpp
int cmd_impact(const GlobalOptions& g, const FileOptions& o);     // callgraph_command.cpp
int cmd_taint(const GlobalOptions& g, const FileOptions& o);     // taint_command.cpp
int cmd_slice(const GlobalOptions& g, const FileOptions& o);     // slice_command.cpp
int cmd_diagnostics(const GlobalOptions& g, const FileOptions& o);  // diagnostics_command.cpp

}  // namespace reddragon::cli
