// plugin.cpp - the dataflow.liveness pass plugin (report code shared in
// ../common/dataflow_report.cpp; the analysis itself lives in the SDK).
#include "dataflow_report.hpp"
#include "reddragon/plugin/registrar.hpp"

namespace {

class LivenessPass final : public reddragon::Pass {
 public:
  std::string_view name() const override { return "dataflow.liveness"; }
  std::string_view description() const override { return "live variables per block and dead stores (backward analysis)"; }
  reddragon::Status run(reddragon::PassContext& ctx) override {
    return reddragon::dataflow::run_report(ctx, reddragon::dataflow::Analysis::Liveness);
  }
};

void register_pass(reddragon::Registrar& r) { r.add_pass(std::make_unique<LivenessPass>()); }

}  // namespace

REDDRAGON_PLUGIN("dataflow-liveness", "0.1.0", RD_PLUGIN_PASS, register_pass)
