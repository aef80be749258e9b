// plugin.cpp - the dataflow.deps pass plugin (report code shared in
// ../common/dataflow_report.cpp; the analysis itself lives in the SDK).
#include "dataflow_report.hpp"
#include "reddragon/plugin/registrar.hpp"

namespace {

class DepsPass final : public reddragon::Pass {
 public:
  std::string_view name() const override { return "dataflow.deps"; }
  std::string_view description() const override { return "variable dependency graph (y = x + 1 gives y -> x); --transitive for the closure"; }
  reddragon::Status run(reddragon::PassContext& ctx) override {
    return reddragon::dataflow::run_report(ctx, reddragon::dataflow::Analysis::Deps);
  }
};

void register_pass(reddragon::Registrar& r) { r.add_pass(std::make_unique<DepsPass>()); }

}  // namespace

REDDRAGON_PLUGIN("dataflow-deps", "0.1.0", RD_PLUGIN_PASS, register_pass)
