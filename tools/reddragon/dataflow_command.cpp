// dataflow_command.cpp - `reddragon dataflow FILE --analysis ...`: runs one
// of the dataflow.* pass plugins. The pass is loaded by name through the
// PluginHost, the same path a third-party pass takes (`analyze --pass`).
#include <cstdio>
#include <iostream>

#include "commands.hpp"
#include "session.hpp"
#include "reddragon/cfg/cfg.hpp"
#include "reddragon/kernel/config.hpp"
#include "reddragon/kernel/logging.hpp"
#include "reddragon/kernel/pipeline.hpp"
#include "reddragon/kernel/plugin_host.hpp"
#include "reddragon/pass.hpp"

namespace reddragon::cli {

using namespace reddragon::kernel;

int cmd_dataflow(const GlobalOptions& g, const FileOptions& o) {
  Session s;
  if (int rc = open_session(g, s); rc != kOk) return rc;
  const std::string pass_name = "dataflow." + (o.analysis.empty() ? std::string("deps") : o.analysis);
  auto pass = s.host->pass(pass_name);
  if (!pass) {
    report(pass.error());
    return kPluginError;
  }
  Lowered lowered;
  if (int rc = lower(g, o, s, lowered); rc != kOk) return rc;
  const ir::Module& m = lowered.module;
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
    report(st.error());
    return kInputError;
  }
  return kOk;
}

}  // namespace reddragon::cli
