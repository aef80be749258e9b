// plugin.cpp - the JavaScript language plugin's entry point: its frontend and its
// run-time library (runtime/), registered together.
#include "reddragon/frontend/frontend.hpp"
#include "reddragon/plugin/registrar.hpp"
#include "reddragon/vm/runtime.hpp"

namespace reddragon::javascript {
std::unique_ptr<reddragon::Frontend> make_frontend();
}
namespace reddragon::vm {
extern const LanguageRuntime kJavaScriptRuntime;
}

static void register_javascript(reddragon::Registrar& r) {
  r.add_frontend(reddragon::javascript::make_frontend());
  r.add_runtime(reddragon::vm::kJavaScriptRuntime);
}

REDDRAGON_PLUGIN("javascript", "0.1.0", RD_PLUGIN_FRONTEND, register_javascript)
