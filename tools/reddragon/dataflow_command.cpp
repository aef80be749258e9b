// dataflow_command.cpp - `reddragon dataflow FILE --analysis ...`: runs one
// of the dataflow.* pass plugins. The pass is loaded by name through the
// PluginHost, the same path a third-party pass takes (`analyze --pass`).
#include <cstdio>
#include <iostream>

#include "commands.hpp"
#include "reddragon/cfg/cfg.hpp"
#include "reddragon/kernel/config.hpp"
#include "reddragon/kernel/logging.hpp"
#include "reddragon/kernel/pipeline.hpp"
#include "reddragon/kernel/plugin_host.hpp"
#include "reddragon/pass.hpp"

namespace reddragon::cli {

using namespace reddragon::kernel;

namespace {

void report_error(const Error& e) { std::fprintf(stderr, "%s\n", ("error: " + e.to_string()).c_str()); }

/// Configuration, --set overrides, logging and the plugin host (as the other
/// file commands do).
int open_host(const GlobalOptions& g, Config& cfg, std::unique_ptr<PluginHost>& host) {
  std::filesystem::path cfg_path = g.config_file.empty() ? Config::default_path() : std::filesystem::path(g.config_file);
  std::error_code ec;
  if (!cfg_path.empty() && (!g.config_file.empty() || std::filesystem::exists(cfg_path, ec))) {
    auto c = Config::load_file(cfg_path);
    if (!c) {
      report_error(c.error());
      return kPluginError;
    }
    cfg = std::move(*c);
  }
  for (const auto& kv : g.settings) {
    auto eq = kv.find('=');
    if (eq == std::string::npos) {
      report_error(make_error("--set expects KEY=VALUE, got '" + kv + "'"));
      return kUsageError;
    }
    if (Status st = cfg.set(kv.substr(0, eq), kv.substr(eq + 1)); !st) {
      report_error(st.error());
      return kUsageError;
    }
  }
  init_logging(cfg.str(ConfigKey::LogLevel), g.verbosity);
  auto dirs = PluginHost::default_search_path(cfg);
  dirs.insert(dirs.begin(), g.plugin_paths.begin(), g.plugin_paths.end());
  host = std::make_unique<PluginHost>(std::move(dirs));
  return kOk;
}

}  // namespace

int cmd_dataflow(const GlobalOptions& g, const FileOptions& o) {
  Config cfg;
  std::unique_ptr<PluginHost> host;
  if (int rc = open_host(g, cfg, host); rc != kOk) return rc;
  const std::string pass_name = "dataflow." + (o.analysis.empty() ? std::string("deps") : o.analysis);
  auto pass = host->pass(pass_name);
  if (!pass) {
    report_error(pass.error());
    return kPluginError;
  }
  std::string lang = o.from_json ? std::string(kIrJsonLanguage) : o.language;
  auto lowered = lower_file(o.file, lang, *host, cfg);
  if (!lowered) {
    report_error(lowered.error());
    const Error& e = lowered.error();
    return e.file.ends_with(".rdplugin.json") || e.message.find("plugin") != std::string::npos ? kPluginError : kInputError;
  }
  bool had_error = false;
  for (const auto& d : lowered->diagnostics) {
    std::fprintf(stderr, "%s\n", format_diagnostic(d, o.file).c_str());
    had_error |= d.severity == Severity::Error;
  }
  if (had_error && o.strict) return kInputError;

  const ir::Module& m = lowered->module;
  cfg::Cfg graph = cfg::build_cfg(m);
  OutputFormat fmt = o.format == "json"      ? OutputFormat::Json
                     : o.format == "mermaid" ? OutputFormat::Mermaid
                     : o.format == "dot"     ? OutputFormat::Dot
                                             : OutputFormat::Text;
  PassContext ctx{m, graph, std::cout, fmt, o.function};
  ctx.options.emplace_back("transitive", o.transitive ? "true" : "false");
  if (o.max_iterations > 0) ctx.options.emplace_back("max_iterations", std::to_string(o.max_iterations));
  Status st = (*pass)->run(ctx);
  if (!st) {
    report_error(st.error());
    return kInputError;
  }
  return kOk;
}

}  // namespace reddragon::cli
