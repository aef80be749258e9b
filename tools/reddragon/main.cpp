// main.cpp - `reddragon` command line (CLI11).
#include <CLI/CLI.hpp>
#include <cstdio>
#include <exception>

#include "commands.hpp"

using namespace reddragon::cli;

int main(int argc, char** argv) {
  CLI::App app{"RedDragon: lower source code in many languages to one IR, build CFGs, analyse it."};
  app.require_subcommand(1);
  GlobalOptions g;
  FileOptions o;
  app.add_flag("-v,--verbose", g.verbosity, "more logging on stderr (-v info, -vv debug, -vvv trace)");
  app.add_option("--config", g.config_file, "configuration file (JSON); default $REDDRAGON_CONFIG or ~/.config/reddragon/config.json");
  app.add_option("--plugin-path", g.plugin_paths, "extra plugin directory, searched first (repeatable)");
  app.add_option("--set", g.settings, "override a configuration key: KEY=VALUE (see `reddragon config --schema`)");

  // several: more files after the first make one program (docs/projects.md)
  auto file_cmd = [&](const char* name, const char* help, bool several = true) {
    CLI::App* c = app.add_subcommand(name, help);
    c->add_option("file", o.file, several ? "source file (language from the extension, or -l), or project directory"
                                          : "source file (language from the extension, or -l)")->required();
    if (several)
      c->add_option("files", o.more_files, "further source files: all of them are one program (as `gcc a.c b.c`; only these files link)");
    c->add_option("-l,--language", o.language, "language name, overriding the extension (see `reddragon languages`)");
    c->add_flag("--strict", o.strict, "exit 1 if lowering reported errors (syntax errors become SYMBOLIC placeholders)");
    c->add_flag("--llm-record", o.llm_record, "ask the LLM on every request and store its answers in the replay cache (llm.cache=record)");
    c->add_flag("--llm-replay", o.llm_replay, "answer LLM requests only from the replay cache; a miss is an error, no network (llm.cache=replay)");
    c->add_flag("--repair", o.repair, "repair syntax the parser cannot read with the LLM (llm.repair=true; docs/llm.md)");
    c->add_flag_callback("--no-cache", [&g] { g.settings.push_back("project.cache=off"); },
                         "lower a project's modules afresh, without the on-disk module cache (project.cache=off)");
    return c;
  };
  CLI::App* ir = file_cmd("ir", "print the IR of a file");
  ir->add_flag("--json", o.json, "print the JSON form instead of text");
  ir->add_flag("--from-json", o.from_json, "the input is IR JSON (same as -l ir-json)");
  ir->add_flag("--no-spans", o.no_spans, "omit '# line:col' source spans");
  CLI::App* cfg = file_cmd("cfg", "print the control-flow graph of a file");
  cfg->add_option("--format", o.format, "text | mermaid | dot")->check(CLI::IsMember({"text", "mermaid", "dot"}));
  cfg->add_option("--function", o.function, "only this function's blocks");
  cfg->add_option("--max-block-lines", o.max_block_lines, "collapse blocks longer than this in graphs");
  cfg->add_flag("--json", o.json, "one JSON object: the rendering (\"graph\") and the LLM accounting keys");
  CLI::App* run = file_cmd("run", "execute a file in the symbolic VM and print what it prints");
  run->add_flag("--json", o.json, "print one JSON document (status, steps, stdout, globals, symbolic values, ...)");
  run->add_flag("--trace", o.trace, "print one line per VM step to stderr");
  run->add_option("--max-steps", o.max_steps, "step budget, 1..10^15 (default: config vm.max_steps)");
  run->add_option("--max-depth", o.max_depth, "call-depth limit, 1..1000000 (default: config vm.max_call_depth)");
  run->add_option("--time-limit", o.time_limit, "wall-clock budget in seconds, 0 = none (default: config vm.time_limit_ms)");
  run->add_option("--max-memory", o.max_memory, "heap budget: bytes or 64M, 2G, ... (default: config vm.max_memory_mb)");
  run->add_option("--resolver", o.resolver, "symbolic | llm (default: config key resolver)");
  run->add_flag("--explore", o.explore, "run every feasible path through the symbolic decisions; report each with its path condition and a model");
  run->add_option("--loop-bound", o.loop_bound, "iterations of a loop over unknowns, 0..1000000 (default: config symbolic.loop_bound)");
  run->add_option("--max-paths", o.max_paths, "--explore: most paths run, 1..1000000 (default: config symbolic.max_paths)");
  run->add_option("--solver-timeout", o.solver_timeout, "seconds per solver query, 0 = none (default: config symbolic.solver_timeout_ms)");
  run->add_option("--entry", o.entry, "function to run after the module's code (default: main for C, Go, Java)");
  run->add_option("--stdin", o.stdin_source,
                  "the program's standard input: a file, - (this stdin), none, or auto: this stdin if it is a file or a pipe (default: config vm.stdin)");
  CLI::App* types_cmd = file_cmd("types", "inferred types: function signatures, class fields, variables (with spans)");
  types_cmd->add_flag("--json", o.json, "JSON output");
  types_cmd->add_flag("--from-json", o.from_json, "the input is IR JSON (same as -l ir-json)");
  CLI::App* stats = file_cmd("stats", "opcode counts of a file's IR");
  stats->add_flag("--json", o.json, "JSON output");
  file_cmd("verify", "check a file's IR for structural errors (exit 1 if any)");
  CLI::App* analyze = file_cmd("analyze", "run an analysis pass (built-in or plugin) by name");
  analyze->add_option("--pass", o.pass, "pass name (see `reddragon passes`)")->required();
  analyze->add_option("--format", o.format, "text | json | mermaid | dot");
  analyze->add_option("--function", o.function, "restrict to one function");
  CLI::App* dataflow = file_cmd("dataflow", "dataflow analysis (reaching definitions, def-use, liveness, variable dependencies)");
  dataflow->add_option("--analysis", o.analysis, "reaching | defuse | liveness | deps (default deps)")
      ->check(CLI::IsMember({"reaching", "defuse", "liveness", "deps"}));
  dataflow->add_option("--function", o.function, "only this function (or <module> for the top-level code)");
  dataflow->add_flag("--transitive", o.transitive, "deps: also print the transitive closure");
  dataflow->add_option("--format", o.format, "text | json | mermaid | dot")->check(CLI::IsMember({"text", "json", "mermaid", "dot"}));
  dataflow->add_option("--max-iterations", o.max_iterations, "solver cap: evaluations of any one block (default 1000)");
  CLI::App* project = app.add_subcommand("project", "a directory as one project: its modules, their imports (resolved or not), the entry");
  project->add_option("dir", o.file, "project directory")->required();
  project->add_flag("--json", o.json, "JSON output");
  project->add_flag_callback("--no-cache", [&g] { g.settings.push_back("project.cache=off"); },
                             "lower every file afresh, without the on-disk module cache (project.cache=off)");
  CLI::App* taint = app.add_subcommand("taint", "values from sources (input, argv, requests) reaching sinks (eval, shell, SQL) across functions and files");
  taint->add_option("target", o.file, "source file (with the project modules it imports) or project directory (every module)")->required();
  taint->add_option("--config", o.taint_config, "sources/sinks/sanitizers JSON (default: config/taint/<language>.json, docs/taint.md)");
  taint->add_option("--format", o.format, "text | json | sarif")->check(CLI::IsMember({"text", "json", "sarif"}));
  taint->add_flag("--summaries", o.summaries, "print each function's summary (formals reaching its return, globals, fields) instead");
  taint->add_flag_callback("--no-cache", [&g] { g.settings.push_back("project.cache=off"); },
                           "without the on-disk module and summary caches (project.cache=off)");
  CLI::App* slice = app.add_subcommand("slice", "the lines a variable at FILE:LINE depends on (--backward) or affects (--forward), across files");
  slice->add_option("criterion", o.file, "FILE:LINE")->required();
  slice->add_option("variable", o.variable, "variable read or assigned on that line")->required();
  slice->add_flag("--forward", o.forward, "what the variable affects");
  slice->add_flag("--backward", o.backward, "what the variable depends on (the default)");
  slice->add_flag_callback("--no-cache", [&g] { g.settings.push_back("project.cache=off"); },
                           "without the on-disk module and summary caches (project.cache=off)");
  slice->add_option("--project", o.project, "analyse this directory's modules as one program (default: FILE and what it imports)");
  slice->add_flag("--json", o.json, "JSON output");
  CLI::App* diagnostics = app.add_subcommand("diagnostics", "lowering and IR-verifier diagnostics of a file or of every source of a directory");
  diagnostics->add_option("target", o.file, "source file or project directory")->required();
  diagnostics->add_option("--format", o.format, "text | json | sarif")->check(CLI::IsMember({"text", "json", "sarif"}));
  diagnostics->add_flag("--strict", o.strict, "exit 1 if any diagnostic is an error");
  CLI::App* callgraph = file_cmd("callgraph", "interprocedural call graph of a file (with the modules it imports) or of a directory's every module");
  callgraph->add_option("--format", o.format, "text | json | mermaid | dot")->check(CLI::IsMember({"text", "json", "mermaid", "dot"}));
  callgraph->add_option("--function", o.function, "only calls made by or to this function");
  callgraph->add_flag("--from-run", o.from_run, "run the program in the VM and mark the edges it took (a directory: its entry's program)");
  callgraph->add_flag("--json", o.json, "the same as --format json");
  CLI::App* impact = file_cmd("impact", "what a change to FUNCTION can affect: its transitive callers, with call chains", false);
  impact->add_option("function", o.function, "function name, Class.method, or module.function")->required();
  impact->add_flag("--from-run", o.from_run, "also use the calls a VM run of the program took");
  impact->add_flag("--json", o.json, "JSON output with the call chains as witnesses");
  CLI::App* plugins = app.add_subcommand("plugins", "list discovered plugins (name, kind, version, languages, path)");
  plugins->add_flag("--json", o.json, "JSON output");
  app.add_subcommand("languages", "list languages and their file extensions");
  app.add_subcommand("passes", "list analysis passes with a one-line description");
  CLI::App* features = app.add_subcommand("features", "language feature coverage of the frontends (implemented / partial / unsupported)");
  features->add_option("-l,--language", o.language, "only this language");
  features->add_flag("--json", o.json, "JSON output");
  CLI::App* opcodes = app.add_subcommand("opcodes", "the IR opcode table (mnemonic, result, operand signature, meaning)");
  opcodes->add_flag("--json", o.json, "JSON output (the schema handed to an LLM frontend)");
  CLI::App* config = app.add_subcommand("config", "print the effective configuration");
  config->add_flag("--schema", o.schema, "print the configuration schema instead");
  config->add_flag("--json", o.json, "JSON output (with --schema)");

  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    app.exit(e);
    return kUsageError;
  }
  try {
    const std::string cmd = app.get_subcommands().front()->get_name();
    if (cmd == "ir") return cmd_ir(g, o);
    if (cmd == "run") return cmd_run(g, o);
    if (cmd == "project") return cmd_project(g, o);
    if (cmd == "types") return cmd_types(g, o);
    if (cmd == "cfg") return cmd_cfg(g, o);
    if (cmd == "stats") return cmd_stats(g, o);
    if (cmd == "verify") return cmd_verify(g, o);
    if (cmd == "analyze") return cmd_analyze(g, o);
    if (cmd == "dataflow") return cmd_dataflow(g, o);
    if (cmd == "taint") return cmd_taint(g, o);
    if (cmd == "slice") return cmd_slice(g, o);
    if (cmd == "diagnostics") return cmd_diagnostics(g, o);
    if (cmd == "callgraph") return cmd_callgraph(g, o);
    if (cmd == "impact") return cmd_impact(g, o);
    if (cmd == "plugins") return cmd_plugins(g, o);
    if (cmd == "languages") return cmd_languages(g, o);
    if (cmd == "passes") return cmd_passes(g, o);
    if (cmd == "opcodes") return cmd_opcodes(g, o);
    if (cmd == "features") return cmd_features(g, o);
    if (cmd == "config") return cmd_config(g, o);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "reddragon: internal error: %s\n", e.what());
    return kInternalError;
  }
  return kUsageError;
}
