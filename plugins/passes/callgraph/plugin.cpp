// plugin.cpp - the callgraph and callgraph.impact pass plugins (rendering in
// callgraph_report.cpp; the analysis itself lives in the SDK).
#include "callgraph_report.hpp"
#include "reddragon/plugin/registrar.hpp"

namespace {

class CallGraphPass final : public reddragon::Pass {
 public:
  std::string_view name() const override { return "callgraph"; }
  std::string_view description() const override {
    return "call graph: caller -> callee edges with their call sites (text, JSON, Mermaid, DOT)";
  }
  reddragon::Status run(reddragon::PassContext& ctx) override { return reddragon::callgraph::run_callgraph(ctx); }
};

class ImpactPass final : public reddragon::Pass {
 public:
  std::string_view name() const override { return "callgraph.impact"; }
  std::string_view description() const override {
    return "impact of changing --function: its transitive callers, with call chains as witnesses";
  }
  reddragon::Status run(reddragon::PassContext& ctx) override { return reddragon::callgraph::run_impact(ctx); }
};

void register_pass(reddragon::Registrar& r) {
  r.add_pass(std::make_unique<CallGraphPass>());
  r.add_pass(std::make_unique<ImpactPass>());
}

}  // namespace

REDDRAGON_PLUGIN("callgraph", "0.1.0", RD_PLUGIN_PASS, register_pass)
