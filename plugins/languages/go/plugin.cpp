// plugin.cpp - the Go language plugin's entry point: its frontend and its
// run-time library (runtime/), registered together.
#include "reddragon/frontend/frontend.hpp"
#include "reddragon/plugin/registrar.hpp"
#include "reddragon/vm/runtime.hpp"

namespace reddragon::go {
std::unique_ptr<reddragon::Frontend> make_frontend();
}
namespace reddragon::vm {
extern const LanguageRuntime kGoRuntime;
}

static void register_go(reddragon::Registrar& r) {
  r.add_frontend(reddragon::go::make_frontend());
  r.add_runtime(reddragon::vm::kGoRuntime);
}

REDDRAGON_PLUGIN("go", "0.1.0", RD_PLUGIN_FRONTEND, register_go)
