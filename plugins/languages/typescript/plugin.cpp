// plugin.cpp - the TypeScript language plugin's entry point: its frontend and its
// run-time library (runtime/), registered together.
#include "reddragon/frontend/frontend.hpp"
#include "reddragon/plugin/registrar.hpp"
#include "reddragon/vm/runtime.hpp"

namespace reddragon::typescript {
std::unique_ptr<reddragon::Frontend> make_frontend();
}
namespace reddragon::vm {
extern const LanguageRuntime kTypeScriptRuntime;
}

static void register_typescript(reddragon::Registrar& r) {
  r.add_frontend(reddragon::typescript::make_frontend());
  r.add_runtime(reddragon::vm::kTypeScriptRuntime);
}

REDDRAGON_PLUGIN("typescript", "0.1.0", RD_PLUGIN_FRONTEND, register_typescript)
