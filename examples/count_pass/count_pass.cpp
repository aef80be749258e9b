// count_pass.cpp - an example third-party pass: instructions per function.
#include <map>
#include <string>

#include "reddragon/cfg/cfg.hpp"
#include "reddragon/pass.hpp"
#include "reddragon/plugin/registrar.hpp"

namespace {

using namespace reddragon;

class CountInstructions final : public Pass {
 public:
  std::string_view name() const override { return "example.count-instructions"; }
  std::string_view description() const override { return "instructions per function"; }

  Status run(PassContext& ctx) override {
    const auto fns = cfg::find_functions(ctx.module);
    std::size_t in_functions = 0;
    std::map<std::string, std::size_t> counts;
    for (const auto& f : fns) {
      if (!ctx.function.empty() && f.name != ctx.function) continue;
      counts[f.name] += f.end - f.begin;
      in_functions += f.end - f.begin;
    }
    const bool json = ctx.format == OutputFormat::Json;
    ctx.out << (json ? "{" : "");
    bool first = true;
    for (const auto& [name, n] : counts) {
      if (json)
        ctx.out << (first ? "" : ", ") << "\"" << name << "\": " << n;
      else
        ctx.out << name << " " << n << "\n";
      first = false;
    }
    if (ctx.function.empty()) {
      std::size_t top = ctx.module.instructions.size() - std::min(in_functions, ctx.module.instructions.size());
      if (json)
        ctx.out << (first ? "" : ", ") << "\"<module>\": " << top;
      else
        ctx.out << "<module> " << top << "\n";
    }
    ctx.out << (json ? "}\n" : "");
    return Status::ok();
  }
};

void register_count(Registrar& r) { r.add_pass(std::make_unique<CountInstructions>()); }

}  // namespace

REDDRAGON_PLUGIN("example-count", "1.0.0", RD_PLUGIN_PASS, register_count)
