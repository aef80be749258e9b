// A well-behaved pass plugin used by plugin_host_test.
#include "reddragon/pass.hpp"
#include "reddragon/plugin/registrar.hpp"

namespace {
class CountPass final : public reddragon::Pass {
 public:
  std::string_view name() const override { return "test.count"; }
  std::string_view description() const override { return "counts instructions"; }
  reddragon::Status run(reddragon::PassContext& ctx) override {
    ctx.out << ctx.module.instructions.size();
    return reddragon::Status::ok();
  }
};
void reg(reddragon::Registrar& r) { r.add_pass(std::make_unique<CountPass>()); }
}  // namespace

REDDRAGON_PLUGIN("good", "1.0", RD_PLUGIN_PASS, reg)
