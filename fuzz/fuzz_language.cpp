// fuzz_language.cpp - one libFuzzer target per language plugin (the
// language is fixed at compile time: RD_FUZZ_LANG). Arbitrary bytes are
// lowered by the plugin's frontend, exactly as the CLI loads it; lowering
// must never crash, what it produces must pass the verifier, and verified IR
// is then *run* with the plugin's runtime under small step, time, memory and
// solver budgets, so the runtime library faces the same garbage.
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <string_view>

#include "reddragon/frontend/frontend.hpp"
#include "reddragon/kernel/plugin_host.hpp"
#include "reddragon/kernel/verifier.hpp"
#include "reddragon/kernel/vm.hpp"

namespace {

struct Language {
  reddragon::kernel::PluginHost host{{std::filesystem::path(RD_BUILD_PLUGIN_DIR)}};
  reddragon::Frontend* frontend = nullptr;
  const reddragon::vm::LanguageRuntime* runtime = nullptr;
  std::string path = std::string("fuzz.") + RD_FUZZ_EXT;
  Language() {
    auto fe = host.frontend(RD_FUZZ_LANG);
    if (!fe) std::abort();  // a build without the plugin is a broken fuzz build
    frontend = *fe;
    if (auto rt = host.runtime(RD_FUZZ_LANG); rt) runtime = *rt;
  }
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static Language lang;
  reddragon::SourceFile src{lang.path, std::string_view(reinterpret_cast<const char*>(data), size)};
  auto out = lang.frontend->lower(src, reddragon::LowerOptions{});
  if (!out) return 0;  // an error value is a fine answer to garbage
  for (const auto& d : reddragon::kernel::verify(out->module))
    if (d.severity == reddragon::Severity::Error) std::abort();
  reddragon::kernel::RunOptions ro;
  ro.max_steps = 20000;
  ro.time_limit_ms = 2000;
  ro.max_memory = std::uint64_t{64} << 20;
  ro.solver_timeout_ms = 50;
  ro.solver_budget_ms = 100;
  ro.runtime = lang.runtime;
  (void)reddragon::kernel::run_module(out->module, ro);
  return 0;
}
