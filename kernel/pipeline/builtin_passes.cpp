// builtin_passes.cpp - passes compiled into the kernel.
#include "reddragon/kernel/pipeline.hpp"
#include "reddragon/kernel/stats.hpp"

namespace reddragon::kernel {

namespace {
class StatsPass final : public Pass {
 public:
  std::string_view name() const override { return "ir.stats"; }
  std::string_view description() const override { return "opcode counts, registers, functions and blocks"; }
  Status run(PassContext& ctx) override {
    ModuleStats s = compute_stats(ctx.module);
    ctx.out << (ctx.format == OutputFormat::Json ? stats_to_json(s) : stats_to_text(s));
    return Status::ok();
  }
};
}  // namespace

const std::vector<BuiltinPassInfo>& builtin_passes() {
  static const std::vector<BuiltinPassInfo> v = {{"ir.stats", "opcode counts, registers, functions and blocks"}};
  return v;
}

std::unique_ptr<Pass> make_builtin_pass(std::string_view name) {
  if (name == "ir.stats") return std::make_unique<StatsPass>();
  return nullptr;
}

}  // namespace reddragon::kernel
