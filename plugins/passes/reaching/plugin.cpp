// plugin.cpp - the dataflow.reaching pass plugin (report code shared in
// ../common/dataflow_report.cpp; the analysis itself lives in the SDK).
#include "dataflow_report.hpp"
#include "reddragon/plugin/registrar.hpp"

namespace {

class ReachingPass final : public reddragon::Pass {
 public:
  std::string_view name() const override { return "dataflow.reaching"; }
  std::string_view description() const override { return "reaching definitions per block (forward may-analysis over definitions)"; }
  reddragon::Status run(reddragon::PassContext& ctx) override {
    return reddragon::dataflow::run_report(ctx, reddragon::dataflow::Analysis::Reaching);
  }
};

void register_pass(reddragon::Registrar& r) { r.add_pass(std::make_unique<ReachingPass>()); }

}  // namespace

REDDRAGON_PLUGIN("dataflow-reaching", "0.1.0", RD_PLUGIN_PASS, register_pass)
