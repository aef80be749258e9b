// callgraph_command.cpp - `reddragon callgraph FILE|DIR` and `reddragon
// impact FILE|DIR FUNCTION` (docs/callgraph.md). The graph is the SDK's
// (reddragon/analysis/callgraph.hpp), rendered by the `callgraph` pass
// plugin loaded by name like any third-party pass. --from-run runs the
// program in the VM first and hands the calls it saw to the pass.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <filesystem>
#include <iostream>
#include <unordered_set>

#include "commands.hpp"
#include "program_input.hpp"
#include "session.hpp"
#include "reddragon/cfg/cfg.hpp"
#include "reddragon/kernel/config.hpp"
#include "reddragon/kernel/plugin_host.hpp"
#include "reddragon/kernel/vm.hpp"
#include "reddragon/pass.hpp"

namespace reddragon::cli {

using namespace reddragon::kernel;
namespace fs = std::filesystem;

namespace {

/// Distinct (call, callee entry) pairs of one run; at most kMaxPairs kept
/// (a run is bounded by its step budget, the set by this).
class CallRecorder final : public CallObserver {
 public:
  static constexpr std::size_t kMaxPairs = 1'000'000;
  void on_call(std::uint32_t call_instr, std::uint32_t callee_entry) override {
    if (seen_.size() < kMaxPairs) seen_.insert((std::uint64_t{call_instr} << 32) | callee_entry);
  }
  /// "call>entry;..." sorted (the pass option's format).
  std::string encode() const {
    std::vector<std::uint64_t> v(seen_.begin(), seen_.end());
    std::sort(v.begin(), v.end());
    std::string out;
    for (std::uint64_t p : v) {
      if (!out.empty()) out += ';';
      out += std::to_string(p >> 32) + ">" + std::to_string(p & 0xFFFFFFFFu);
    }
    return out;
  }
  std::size_t size() const { return seen_.size(); }

 private:
  std::unordered_set<std::uint64_t> seen_;
};

/// Runs the program with the configured budgets, recording calls; the
/// program's output is captured, not printed. kOk or an exit code.
int trace_run(const ir::Module& m, Session& s, CallRecorder& rec) {
  auto rt = s.host->runtime(m.language);
  if (!rt) {
    report(rt.error());
    return kPluginError;
  }
  RunOptions ro;
  ro.runtime = *rt;
  ro.call_observer = &rec;
  ro.out = nullptr;
  ro.max_steps = static_cast<std::uint64_t>(std::clamp<std::int64_t>(s.cfg.integer(ConfigKey::MaxSteps), 1, 1'000'000'000'000'000));
  ro.max_call_depth = static_cast<std::uint32_t>(std::clamp<std::int64_t>(s.cfg.integer(ConfigKey::MaxCallDepth), 1, 1'000'000));
  ro.time_limit_ms = static_cast<std::uint64_t>(std::clamp<std::int64_t>(s.cfg.integer(ConfigKey::TimeLimitMs), 0, 86'400'000));
  ro.max_memory = static_cast<std::uint64_t>(std::clamp<std::int64_t>(s.cfg.integer(ConfigKey::MaxMemoryMb), 1, 1 << 24)) << 20;
  auto rep = run_module(m, ro);
  if (!rep) {
    report(rep.error());
    return kInputError;
  }
  std::fprintf(stderr, "reddragon: --from-run: %s after %llu steps, %zu distinct calls observed\n",
               run_status_name(rep->status), static_cast<unsigned long long>(rep->steps), rec.size());
  return kOk;
}

int run_pass(const GlobalOptions& g, const FileOptions& o, const char* pass_name, OutputFormat fmt) {
  Session s;
  if (int rc = open_session(g, s); rc != kOk) return rc;
  auto pass = s.host->pass(pass_name);
  if (!pass) {
    report(pass.error());
    return kPluginError;
  }
  const auto t0 = std::chrono::steady_clock::now();
  const std::clock_t c0 = std::clock();
  Lowered lowered;
  std::error_code ec;
  const bool dir = fs::is_directory(o.file, ec);
  std::size_t modules = 0;
  // --from-run on a directory: the program its entry runs (what a trace can see)
  int rc = o.from_run && dir ? lower_linked(g, o, s, lowered) : load_program(g, o, s, lowered, modules);
  if (rc != kOk) return rc;
  const ir::Module& m = lowered.module;
  const auto t1 = std::chrono::steady_clock::now();
  const std::clock_t c1 = std::clock();
  cfg::Cfg graph = cfg::build_cfg(m);
  PassContext ctx{m, graph, std::cout, fmt, o.function};
  ctx.options.emplace_back("root", dir ? fs::path(o.file).lexically_normal().string() : std::string());
  ctx.options.emplace_back("root_abs", dir ? fs::absolute(o.file, ec).lexically_normal().string() : std::string());
  if (!s.foreign_sites.empty()) {  // FFI calls load_program resolved (foreign_link.hpp): shown as such
    std::string sites;
    for (std::uint32_t i : s.foreign_sites) sites += (sites.empty() ? "" : ";") + std::to_string(i);
    ctx.options.emplace_back("foreign", sites);
  }
  if (o.from_run) {
    CallRecorder rec;
    if (int trc = trace_run(m, s, rec); trc != kOk) return trc;
    ctx.options.emplace_back("trace", rec.encode());
  }
  Status st = (*pass)->run(ctx);
  if (!st) {
    report(st.error());
    return kInputError;
  }
  if (g.verbosity > 0) {  // -v: where the time went (docs/callgraph.md "Measured")
    std::cout.flush();
    auto secs = [](auto a, auto b) { return std::chrono::duration<double>(b - a).count(); };
    auto cpu = [](std::clock_t a, std::clock_t b) { return static_cast<double>(b - a) / CLOCKS_PER_SEC; };
    std::fprintf(stderr,
                 "reddragon: %s: %zu instructions; loading and linking %.2f s (%.2f s CPU), graph and output %.2f s (%.2f s CPU)\n",
                 pass_name, m.instructions.size(), secs(t0, t1), cpu(c0, c1), secs(t1, std::chrono::steady_clock::now()),
                 cpu(c1, std::clock()));
  }
  return kOk;
}

}  // namespace

int cmd_callgraph(const GlobalOptions& g, const FileOptions& o) {
  OutputFormat fmt = o.format == "json"      ? OutputFormat::Json
                     : o.format == "mermaid" ? OutputFormat::Mermaid
                     : o.format == "dot"     ? OutputFormat::Dot
                                             : OutputFormat::Text;
  if (o.json) fmt = OutputFormat::Json;
  return run_pass(g, o, "callgraph", fmt);
}

int cmd_impact(const GlobalOptions& g, const FileOptions& o) {
  return run_pass(g, o, "callgraph.impact", o.json ? OutputFormat::Json : OutputFormat::Text);
}

}  // namespace reddragon::cli
