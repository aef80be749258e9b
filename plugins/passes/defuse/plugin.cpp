// plugin.cpp - the dataflow.defuse pass plugin (report code shared in
// ../common/dataflow_report.cpp; the analysis itself lives in the SDK).
#include "dataflow_report.hpp"
#include "reddragon/plugin/registrar.hpp"

namespace {

class DefUsePass final : public reddragon::Pass {
 public:
  std::string_view name() const override { return "dataflow.defuse"; }
  std::string_view description() const override { return "def-use chains: the definitions reaching every variable read"; }
  reddragon::Status run(reddragon::PassContext& ctx) override {
    return reddragon::dataflow::run_report(ctx, reddragon::dataflow::Analysis::DefUse);
  }
};

void register_pass(reddragon::Registrar& r) { r.add_pass(std::make_unique<DefUsePass>()); }

}  // namespace

REDDRAGON_PLUGIN("dataflow-defuse", "0.1.0", RD_PLUGIN_PASS, register_pass)
