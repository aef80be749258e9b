// commands.cpp - subcommand implementations over the kernel API.
#include "commands.hpp"
#include "session.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <optional>
#include <string_view>
#include <boost/json.hpp>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <sys/stat.h>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "reddragon/cfg/cfg.hpp"
#include "reddragon/kernel/cfg_render.hpp"
#include "reddragon/kernel/config.hpp"
#include "reddragon/kernel/ir_json.hpp"
#include "reddragon/kernel/ir_text.hpp"
#include "reddragon/kernel/logging.hpp"
#include "reddragon/kernel/pipeline.hpp"
#include "reddragon/kernel/plugin_host.hpp"
#include "reddragon/kernel/stats.hpp"
#include "reddragon/kernel/verifier.hpp"
#include "reddragon/kernel/vm.hpp"
#include "reddragon/vm/standard_input.hpp"
#include "reddragon/llm_client.hpp"
#include "reddragon/resolver.hpp"
#include "reddragon/pass.hpp"

namespace reddragon::cli {

using namespace reddragon::kernel;

int cmd_ir(const GlobalOptions& g, const FileOptions& o) {
  Session s;
  Lowered l;
  if (int rc = lower(g, o, s, l); rc != kOk) return rc;
  if (o.json)
    std::cout << with_llm_stats(module_to_json(l.module, true), s);
  else
    std::cout << print_module(l.module, PrintOptions{!o.no_spans});
  return kOk;
}

namespace {

// Budget bounds: below them a run cannot start, above them a value is a
// typo or a wrapped negative number, not a budget.
constexpr std::uint64_t kMaxStepsCap = 1'000'000'000'000'000;   // 10^15 steps: months of running
constexpr std::uint64_t kMaxDepthCap = 1'000'000;
constexpr std::uint64_t kTimeLimitCapMs = 366ull * 24 * 3600 * 1000;  // a year
constexpr std::uint64_t kMinMemory = std::uint64_t{1} << 20;       // 1 MiB: the VM's own start-up
constexpr std::uint64_t kMaxMemoryCap = std::uint64_t{1} << 50;    // 1 PiB

/// A non-negative decimal integer with an optional binary-unit suffix
/// (K, M, G, T, P; "MiB"/"MB"/"M" alike), or a decimal with `fraction`.
std::optional<long double> parse_amount(std::string_view t, bool units, bool fraction) {
  std::size_t i = 0;
  while (i < t.size() && (std::isdigit(static_cast<unsigned char>(t[i])) || (fraction && t[i] == '.'))) ++i;
  if (i == 0 || std::count(t.begin(), t.begin() + static_cast<std::ptrdiff_t>(i), '.') > 1 || t[0] == '.') return std::nullopt;
  long double v;
  try {
    v = std::stold(std::string(t.substr(0, i)));
  } catch (...) {
    return std::nullopt;
  }
  std::string_view suf = t.substr(i);
  if (suf.empty()) return v;
  if (!units) return std::nullopt;
  static const std::pair<const char*, int> kUnits[] = {{"K", 10}, {"M", 20}, {"G", 30}, {"T", 40}, {"P", 50}};
  for (auto [u, shift] : kUnits) {
    std::string up(suf);
    for (auto& c : up) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    if (up == u || up == std::string(u) + "B" || up == std::string(u) + "IB") return std::ldexp(v, shift);
  }
  return std::nullopt;
}

/// `--flag VALUE` in [lo, hi] (times `scale`); false after reporting a usage error.
bool budget_flag(const char* flag, const std::string& text, std::uint64_t lo, std::uint64_t hi, std::uint64_t& out,
                 bool units = false, bool fraction = false, long double scale = 1, const char* what = "an integer") {
  auto v = parse_amount(text, units, fraction);
  if (v) *v *= scale;
  if (!v || *v < static_cast<long double>(lo) || *v > static_cast<long double>(hi)) {
    report(make_error(std::string(flag) + " must be " + what + " from " + std::to_string(lo) + " to " + std::to_string(hi) +
                      " (got '" + text + "')"));
    return false;
  }
  out = static_cast<std::uint64_t>(*v);
  return true;
}

/// A configuration key in [lo, hi]; false after reporting a configuration error.
bool budget_key(const Session& s, ConfigKey k, const char* key, std::int64_t lo, std::int64_t hi, std::int64_t& out) {
  out = s.cfg.integer(k);
  if (out < lo || out > hi) {
    report(make_error(std::string("configuration key ") + key + " must be from " + std::to_string(lo) + " to " +
                      std::to_string(hi) + " (got " + std::to_string(out) + ")"));
    return false;
  }
  return true;
}

}  // namespace

/// `run --explore`: every feasible path, as a readable summary or one JSON
/// document (docs/run-json.md). Exit status: 0, or 5 when a budget cut the
/// exploration short (paths left unexplored).
int explore_and_report(const ir::Module& m, const RunOptions& ro, const ExploreOptions& eo, bool json, const Session& s) {
  auto rep = explore_module(m, ro, eo);
  if (!rep) {
    report(rep.error());
    return kInputError;
  }
  if (json) {
    std::cout << with_llm_stats(rep->json, s) << "\n";
  } else {
    const auto& paths = rep->paths;
    for (std::size_t k = 0; k < paths.size(); ++k) {
      const RunReport& p = paths[k];
      std::cout << "== path " << (k + 1) << " of " << paths.size() << ": " << run_status_name(p.status);
      if (p.status != RunStatus::StepLimit && p.status != RunStatus::TimeLimit && p.status != RunStatus::MemoryLimit)
        std::cout << ", exit " << p.exit_status;
      std::cout << "\n";
      std::string cond;
      for (const auto& d : p.decisions) {
        if (!d.assumed) continue;
        cond += (cond.empty() ? "" : " and ") + d.condition;
      }
      std::cout << "   path condition: " << (cond.empty() ? "true" : cond) << "\n";
      if (!p.model.empty()) {
        std::cout << "   model:";
        for (std::size_t i = 0; i < p.model.size(); ++i)
          std::cout << (i ? ", " : " ") << p.model[i].first << " = " << p.model[i].second;
        std::cout << "\n";
      }
      for (const auto& d : p.decisions)
        if (d.loop_exit) {
          std::cout << "   loop bound: " << d.location << " exits after " << ro.loop_bound << " iteration"
                    << (ro.loop_bound == 1 ? "" : "s") << (d.assumed ? "" : " (its exit contradicts the path: assumed)")
                    << "\n";
          break;
        }
      std::cout << "   stdout:" << (p.stdout_text.empty() ? " (none)" : "") << "\n";
      std::string_view out = p.stdout_text;
      while (!out.empty()) {
        auto nl = out.find('\n');
        std::cout << "     | " << out.substr(0, nl) << "\n";
        if (nl == std::string_view::npos) break;
        out.remove_prefix(nl + 1);
      }
      if (!p.error_text.empty()) {
        std::string_view err = p.error_text;
        auto nl = err.rfind('\n');
        std::cout << "   error: " << (nl == std::string_view::npos ? err : err.substr(nl + 1)) << "\n";
      }
    }
    std::cout << "== " << paths.size() << " path" << (paths.size() == 1 ? "" : "s") << ", " << rep->paths_pruned
              << " infeasible side" << (rep->paths_pruned == 1 ? "" : "s") << " pruned";
    if (!rep->budget_hit.empty())
      std::cout << "; stopped by " << rep->budget_hit << " with " << rep->paths_pending << " path"
                << (rep->paths_pending == 1 ? "" : "s") << " unexplored";
    std::cout << "\n";
  }
  if (!rep->budget_hit.empty()) {
    std::cerr << "reddragon: exploration stopped by its " << rep->budget_hit << " budget (" << rep->paths_pending
              << " feasible paths unexplored; raise --max-paths, --time-limit or symbolic.max_total_steps)\n";
    return kBudgetExhausted;
  }
  return kOk;
}

/// The program's standard input as --stdin / vm.stdin name it (null: none).
/// "auto" reads this process's stdin only when it is a file or a pipe: a
/// terminal or /dev/null leaves each language its default (empty or unknown).
static Expected<std::shared_ptr<vm::InputText>> program_stdin(const std::string& source, std::uint64_t cap) {
  const std::size_t limit = static_cast<std::size_t>(std::min<std::uint64_t>(cap, std::uint64_t{1} << 30));
  if (source == "none") return std::shared_ptr<vm::InputText>();
  if (source == "-") return vm::InputText::from_fd(0, limit);
  if (source == "auto") {
    struct stat st {};
    if (::fstat(0, &st) == 0 && (S_ISREG(st.st_mode) || S_ISFIFO(st.st_mode) || S_ISSOCK(st.st_mode)))
      return vm::InputText::from_fd(0, limit);
    return std::shared_ptr<vm::InputText>();
  }
  std::ifstream f(source, std::ios::binary);
  if (!f) return make_error("--stdin: cannot read '" + source + "': " + std::strerror(errno));
  std::string text;
  text.resize(limit);
  f.read(text.data(), static_cast<std::streamsize>(limit));
  text.resize(static_cast<std::size_t>(f.gcount()));
  return vm::InputText::from_string(std::move(text));
}

int cmd_run(const GlobalOptions& g, const FileOptions& o) {
  // Budgets from flags first: a usage error needs no lowering.
  std::uint64_t steps = 0, depth = 0, time_ms = 0, memory = 0;
  if (!o.max_steps.empty() && !budget_flag("--max-steps", o.max_steps, 1, kMaxStepsCap, steps)) return kUsageError;
  if (!o.max_depth.empty() && !budget_flag("--max-depth", o.max_depth, 1, kMaxDepthCap, depth)) return kUsageError;
  if (!o.time_limit.empty() &&
      !budget_flag("--time-limit", o.time_limit, 0, kTimeLimitCapMs / 1000, time_ms, false, true, 1, "a number of seconds"))
    return kUsageError;
  if (!o.max_memory.empty() &&
      !budget_flag("--max-memory", o.max_memory, kMinMemory, kMaxMemoryCap, memory, true, false, 1,
                   "a size in bytes (suffix K, M, G, T, P for KiB ... PiB)"))
    return kUsageError;
  std::uint64_t loop_bound = 0, max_paths = 0, solver_ms = 0;
  if (!o.loop_bound.empty() && !budget_flag("--loop-bound", o.loop_bound, 0, 1000000, loop_bound)) return kUsageError;
  if (!o.max_paths.empty() && !budget_flag("--max-paths", o.max_paths, 1, 1000000, max_paths)) return kUsageError;
  if (!o.solver_timeout.empty() &&
      !budget_flag("--solver-timeout", o.solver_timeout, 0, 600, solver_ms, false, true, 1000, "a number of seconds"))
    return kUsageError;
  // milliseconds, rounded up: a limit under 1 ms is not "none"
  if (!o.time_limit.empty()) time_ms = static_cast<std::uint64_t>(std::ceil(*parse_amount(o.time_limit, false, true) * 1000));
  Session s;
  Lowered l;
  if (int rc = lower_linked(g, o, s, l); rc != kOk) return rc;
  RunOptions ro;
  std::int64_t v;
  if (o.max_steps.empty()) {
    if (!budget_key(s, ConfigKey::MaxSteps, "vm.max_steps", 1, static_cast<std::int64_t>(kMaxStepsCap), v)) return kPluginError;
    steps = static_cast<std::uint64_t>(v);
  }
  if (o.max_depth.empty()) {
    if (!budget_key(s, ConfigKey::MaxCallDepth, "vm.max_call_depth", 1, static_cast<std::int64_t>(kMaxDepthCap), v)) return kPluginError;
    depth = static_cast<std::uint64_t>(v);
  }
  if (o.time_limit.empty()) {
    if (!budget_key(s, ConfigKey::TimeLimitMs, "vm.time_limit_ms", 0, static_cast<std::int64_t>(kTimeLimitCapMs), v)) return kPluginError;
    time_ms = static_cast<std::uint64_t>(v);
  }
  if (o.max_memory.empty()) {
    if (!budget_key(s, ConfigKey::MaxMemoryMb, "vm.max_memory_mb", 1, static_cast<std::int64_t>(kMaxMemoryCap >> 20), v)) return kPluginError;
    memory = static_cast<std::uint64_t>(v) << 20;
  }
  if (o.loop_bound.empty()) {
    if (!budget_key(s, ConfigKey::LoopBound, "symbolic.loop_bound", 0, 1000000, v)) return kPluginError;
    loop_bound = static_cast<std::uint64_t>(v);
  }
  if (o.max_paths.empty()) {
    if (!budget_key(s, ConfigKey::MaxPaths, "symbolic.max_paths", 1, 1000000, v)) return kPluginError;
    max_paths = static_cast<std::uint64_t>(v);
  }
  if (o.solver_timeout.empty()) {
    if (!budget_key(s, ConfigKey::SolverTimeoutMs, "symbolic.solver_timeout_ms", 0, 600000, v)) return kPluginError;
    solver_ms = static_cast<std::uint64_t>(v);
  }
  ExploreOptions eo;
  eo.max_paths = static_cast<std::uint32_t>(max_paths);
  if (!budget_key(s, ConfigKey::MaxTotalSteps, "symbolic.max_total_steps", 1, static_cast<std::int64_t>(kMaxStepsCap), v))
    return kPluginError;
  eo.max_total_steps = static_cast<std::uint64_t>(v);
  eo.time_limit_ms = time_ms;
  if (!budget_key(s, ConfigKey::SolverBudgetMs, "symbolic.solver_budget_ms", 0, 86400000, v)) return kPluginError;
  ro.solver_budget_ms = static_cast<std::uint32_t>(v);
  ro.loop_bound = static_cast<std::uint32_t>(loop_bound);
  ro.solver_timeout_ms = static_cast<std::uint32_t>(solver_ms);
  ro.max_steps = steps;
  ro.max_call_depth = static_cast<std::uint32_t>(depth);
  ro.time_limit_ms = time_ms;
  ro.max_memory = memory;
  ro.trace = o.trace;
  ro.trace_out = o.trace ? &std::cerr : nullptr;
  ro.out = o.json ? nullptr : &std::cout;
  ro.err = &std::cerr;  // the program's own stderr: never part of the JSON document on stdout
  ro.entry = o.entry;
  auto input = program_stdin(o.stdin_source.empty() ? s.cfg.str(ConfigKey::Stdin) : o.stdin_source, memory);
  if (!input) {
    report(input.error());
    return kUsageError;
  }
  vm::set_standard_input(*input);
  std::string resolver = o.resolver.empty() ? s.cfg.str(ConfigKey::Resolver) : o.resolver;
  if (resolver != "symbolic" && resolver != "llm") {
    report(make_error("unknown resolver '" + resolver + "' (symbolic | llm)"));
    return kUsageError;
  }
  // The resolver is a plugin chosen by configuration. Without the symbolic
  // plugin the VM's built-in behaviour is the same: fresh symbolic values.
  auto r = s.host->resolver(resolver);
  if (r) {
    ResolverEnvironment env;
    if (resolver == "llm") {
      // The same cached client every LLM boundary of this run uses.
      auto access = llm_access(s);
      if (!access) {
        report(access.error());
        return kPluginError;
      }
      env.llm = (*access)->client.get();
      env.llm_settings = (*access)->settings;
    }
    if (Status st = (*r)->configure(env); !st) {
      report(st.error());
      return kPluginError;
    }
    ro.resolver = *r;
  } else if (resolver == "llm") {
    report(r.error());
    return kPluginError;
  }
  // The language's run-time library comes from its plugin; the kernel knows none.
  auto rt = s.host->runtime(l.module.language);
  if (!rt) {
    report(rt.error());
    return kPluginError;
  }
  ro.runtime = *rt;
  if (o.explore) return explore_and_report(l.module, ro, eo, o.json, s);
  auto rep = run_module(l.module, ro);
  if (!rep) {
    report(rep.error());
    return kInputError;
  }
  std::cout.flush();
  if (o.json) std::cout << with_llm_stats(rep->json, s) << "\n";
  if (!rep->error_text.empty()) std::cerr << rep->error_text << "\n";
  if (int rc = check_replay(s); rc != kOk) return rc;  // the llm resolver missed
  switch (rep->status) {
    case RunStatus::Completed:
    case RunStatus::Halted:
    case RunStatus::UncaughtException: return rep->exit_status;  // the program's own status (0, exit(n), 1 on an exception)
    case RunStatus::StepLimit:
    case RunStatus::TimeLimit:
    case RunStatus::MemoryLimit: return kBudgetExhausted;
  }
  return kOk;
}

int cmd_cfg(const GlobalOptions& g, const FileOptions& o) {
  Session s;
  Lowered l;
  if (int rc = lower(g, o, s, l); rc != kOk) return rc;
  cfg::Cfg graph = cfg::build_cfg(l.module);
  CfgRenderOptions ro;
  ro.function = o.function;
  ro.max_block_lines = o.max_block_lines;
  if (!o.function.empty()) {
    bool found = false;
    for (const auto& f : cfg::find_functions(l.module)) found |= f.name == o.function || f.label == o.function;
    if (!found) {
      report(make_error("no function named '" + o.function + "' in this file", o.file));
      return kInputError;
    }
  }
  std::string text = o.format == "mermaid" ? render_cfg_mermaid(l.module, graph, ro)
                     : o.format == "dot"   ? render_cfg_dot(l.module, graph, ro)
                                           : render_cfg_text(l.module, graph, ro);
  if (o.json) {
    // The rendering as one string plus the run's LLM accounting.
    boost::json::object doc{{"format", o.format}, {"graph", text}};
    std::cout << with_llm_stats(boost::json::serialize(doc), s) << "\n";
  } else {
    std::cout << text;
  }
  return kOk;
}

int cmd_stats(const GlobalOptions& g, const FileOptions& o) {
  Session s;
  Lowered l;
  if (int rc = lower(g, o, s, l); rc != kOk) return rc;
  ModuleStats st = compute_stats(l.module);
  std::cout << (o.json ? stats_to_json(st) : stats_to_text(st));
  return kOk;
}

int cmd_verify(const GlobalOptions& g, const FileOptions& o) {
  Session s;
  Lowered l;
  if (int rc = lower(g, o, s, l); rc != kOk) return rc;
  auto diags = verify(l.module);
  for (const auto& d : diags) std::fprintf(stderr, "%s\n", format_diagnostic(d, o.file).c_str());
  if (!diags.empty()) return kInputError;
  std::cout << "ok: " << l.module.instructions.size() << " instructions\n";
  return kOk;
}

int cmd_analyze(const GlobalOptions& g, const FileOptions& o) {
  Session s;
  Lowered l;
  if (int rc = lower(g, o, s, l); rc != kOk) return rc;
  std::unique_ptr<Pass> builtin = make_builtin_pass(o.pass);
  Pass* pass = builtin.get();
  if (pass == nullptr) {
    auto p = s.host->pass(o.pass);
    if (!p) {
      report(p.error());
      return kPluginError;
    }
    pass = *p;
  }
  cfg::Cfg graph = cfg::build_cfg(l.module);
  OutputFormat fmt = o.format == "json" ? OutputFormat::Json
                     : o.format == "mermaid" ? OutputFormat::Mermaid
                     : o.format == "dot" ? OutputFormat::Dot
                                         : OutputFormat::Text;
  PassContext ctx{l.module, graph, std::cout, fmt, o.function};
  Status st = pass->run(ctx);
  if (!st) {
    report(st.error());
    return kInputError;
  }
  return kOk;
}

int cmd_plugins(const GlobalOptions& g, const FileOptions& o) {
  Session s;
  if (int rc = open_session(g, s); rc != kOk) return rc;
  if (o.json) {
    boost::json::array a;
    for (const auto& m : s.host->manifests()) {
      boost::json::object x;
      x["name"] = m.name;
      x["kind"] = m.kind;
      x["version"] = m.version;
      x["api_version"] = m.api_version;
      boost::json::array langs, exts, passes;
      for (auto& l : m.languages) langs.emplace_back(l);
      for (auto& e : m.extensions) exts.emplace_back(e);
      for (auto& p : m.passes) passes.emplace_back(p.name);
      x["languages"] = langs;
      x["extensions"] = exts;
      x["passes"] = passes;
      x["library"] = m.library_path.string();
      a.push_back(std::move(x));
    }
    boost::json::object root;
    root["plugins"] = a;
    boost::json::array errs, dirs;
    for (const auto& e : s.host->discovery_errors()) errs.emplace_back(e.to_string());
    for (const auto& d : s.host->search_dirs()) dirs.emplace_back(d.string());
    root["errors"] = errs;
    root["search_path"] = dirs;
    std::cout << boost::json::serialize(root) << "\n";
    return kOk;
  }
  std::cout << "search path:\n";
  for (const auto& d : s.host->search_dirs()) std::cout << "  " << d.string() << "\n";
  std::cout << "plugins:\n";
  for (const auto& m : s.host->manifests()) {
    std::cout << "  " << m.name << "  " << m.kind << "  " << m.version << "  api " << m.api_version;
    if (!m.languages.empty()) {
      std::cout << "  languages:";
      for (auto& l : m.languages) std::cout << " " << l;
    }
    if (!m.passes.empty()) {
      std::cout << "  passes:";
      for (auto& p : m.passes) std::cout << " " << p.name;
    }
    std::cout << "\n    " << m.library_path.string() << "\n";
  }
  for (const auto& e : s.host->discovery_errors()) std::cerr << e.to_string() << "\n";
  return kOk;
}

int cmd_languages(const GlobalOptions& g, const FileOptions&) {
  Session s;
  if (int rc = open_session(g, s); rc != kOk) return rc;
  std::cout << "ir       .ir            (built in: IR text form)\n";
  std::cout << "ir-json  .ir.json       (built in: IR JSON form)\n";
  for (const auto& m : s.host->manifests()) {
    if (m.kind != "frontend") continue;
    for (const auto& l : m.languages) {
      std::string pad(l.size() < 9 ? 9 - l.size() : 1, ' ');
      std::cout << l << pad;
      std::string exts;
      for (const auto& e : m.extensions) exts += (exts.empty() ? "" : " ") + e;
      std::cout << exts << std::string(exts.size() < 15 ? 15 - exts.size() : 1, ' ') << "(plugin " << m.name << ")\n";
    }
  }
  return kOk;
}

int cmd_passes(const GlobalOptions& g, const FileOptions&) {
  Session s;
  if (int rc = open_session(g, s); rc != kOk) return rc;
  for (const auto& p : builtin_passes()) std::cout << p.name << "  " << p.description << "  (built in)\n";
  for (const auto& m : s.host->manifests())
    for (const auto& p : m.passes) std::cout << p.name << "  " << p.description << "  (plugin " << m.name << ")\n";
  return kOk;
}

int cmd_opcodes(const GlobalOptions&, const FileOptions& o) {
  // Straight from opcodes.def: the same table the parser and verifier use.
  boost::json::array a;
  for (std::size_t i = 0; i < ir::kOpcodeCount; ++i) {
    const auto& info = ir::opcode_info(static_cast<ir::Opcode>(i));
    if (o.json) {
      boost::json::object x;
      x["opcode"] = info.mnemonic;
      x["result"] = info.has_result;
      x["operands"] = info.signature;
      x["description"] = info.description;
      a.push_back(std::move(x));
    } else {
      std::string m(info.mnemonic);
      std::cout << m << std::string(m.size() < 20 ? 20 - m.size() : 1, ' ') << (info.has_result ? "%r = " : "     ")
                << std::string(info.signature) << std::string(info.signature.size() < 9 ? 9 - info.signature.size() : 1, ' ')
                << info.description << "\n";
    }
  }
  if (o.json) {
    boost::json::object root;
    root["signature_letters"] =
        "r register read, l label, L label defined, v variable read, V variable written, f field/member, n callee name, "
        "c class/type name, o operator, k literal; '*' repeats the last group, '?' makes it optional; '-' is the null operand";
    root["opcodes"] = std::move(a);
    std::cout << boost::json::serialize(root) << "\n";
  }
  return kOk;
}

namespace {
// One inventory file (<plugin>.features.tsv or .library.tsv): name<TAB>status<TAB>description.
struct Inventory {
  bool found = false;
  std::size_t counts[3] = {0, 0, 0};  // implemented, partial, unsupported
  std::vector<std::string> gaps;      // "name (status): description", partial and unsupported
  std::size_t total() const { return counts[0] + counts[1] + counts[2]; }
};

Inventory read_inventory(const std::filesystem::path& path) {
  Inventory inv;
  std::ifstream in(path);
  if (!in) return inv;
  inv.found = true;
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    auto t1 = line.find('\t'), t2 = line.find('\t', t1 + 1);
    if (t1 == std::string::npos || t2 == std::string::npos) continue;
    std::string name = line.substr(0, t1), status = line.substr(t1 + 1, t2 - t1 - 1), desc = line.substr(t2 + 1);
    int k = status == "implemented" ? 0 : status == "partial" ? 1 : 2;
    ++inv.counts[k];
    if (k > 0) inv.gaps.push_back(name + " (" + status + "): " + desc);
  }
  return inv;
}

boost::json::object inventory_json(const Inventory& inv) {
  boost::json::object x;
  x["implemented"] = inv.counts[0];
  x["partial"] = inv.counts[1];
  x["unsupported"] = inv.counts[2];
  x["total"] = inv.total();
  boost::json::array gl;
  for (auto& gp : inv.gaps) gl.emplace_back(gp);
  x["gaps"] = std::move(gl);
  return x;
}

void print_inventory(const Inventory& inv, const char* what) {
  std::cout << inv.counts[0] << " implemented, " << inv.counts[1] << " partial, " << inv.counts[2] << " unsupported of "
            << inv.total() << " " << what << "\n";
  for (auto& gp : inv.gaps) std::cout << "  - " << gp << "\n";
}
}  // namespace

int cmd_features(const GlobalOptions& g, const FileOptions& o) {
  Session s;
  if (int rc = open_session(g, s); rc != kOk) return rc;
  boost::json::array langs;
  bool any = false;
  for (const auto& m : s.host->manifests()) {
    if (m.kind != "frontend" || m.languages.empty()) continue;
    if (!o.language.empty() && std::find(m.languages.begin(), m.languages.end(), o.language) == m.languages.end()) continue;
    std::string stem = m.manifest_path.filename().string();
    stem = stem.substr(0, stem.size() - std::string(".rdplugin.json").size());
    Inventory features = read_inventory(m.manifest_path.parent_path() / (stem + ".features.tsv"));
    if (!features.found) continue;
    Inventory library = read_inventory(m.manifest_path.parent_path() / (stem + ".library.tsv"));
    any = true;
    if (o.json) {
      // The feature counts stay at the top level (older consumers read them there).
      boost::json::object x = inventory_json(features);
      x["language"] = m.languages.front();
      if (library.found) x["library"] = inventory_json(library);
      langs.push_back(std::move(x));
    } else {
      std::cout << m.languages.front() << ": ";
      print_inventory(features, "features");
      if (library.found) {
        std::cout << m.languages.front() << " library: ";
        print_inventory(library, "members");
      }
    }
  }
  if (o.json) std::cout << boost::json::serialize(langs) << "\n";
  if (!any && !o.json) std::cout << "no feature inventories found (frontends ship <plugin>.features.tsv)\n";
  return kOk;
}

int cmd_config(const GlobalOptions& g, const FileOptions& o) {
  if (o.schema) {
    std::cout << (o.json ? Config::schema_json() : Config::schema_text());
    return kOk;
  }
  Session s;
  if (int rc = open_session(g, s); rc != kOk) return rc;
  std::cout << s.cfg.to_json();
  return kOk;
}

}  // namespace reddragon::cli
