// plugin.cpp - the C language plugin's entry point: its frontend and its
// run-time library (runtime/), registered together.
#include "reddragon/frontend/frontend.hpp"
#include "reddragon/plugin/registrar.hpp"
#include "reddragon/vm/runtime.hpp"

namespace reddragon::c {
std::unique_ptr<reddragon::Frontend> make_frontend();
}
namespace reddragon::vm {
extern const LanguageRuntime kCRuntime;
}

static void register_c(reddragon::Registrar& r) {
  r.add_frontend(reddragon::c::make_frontend());
  r.add_runtime(reddragon::vm::kCRuntime);
}

REDDRAGON_PLUGIN("c", "0.1.0", RD_PLUGIN_FRONTEND, register_c)
