// plugin.cpp - the PHP language plugin's entry point: its frontend and its
// run-time library (runtime/), registered together.
#include "reddragon/frontend/frontend.hpp"
#include "reddragon/plugin/registrar.hpp"
#include "reddragon/vm/runtime.hpp"

namespace reddragon::php {
std::unique_ptr<reddragon::Frontend> make_frontend();
}
namespace reddragon::vm {
extern const LanguageRuntime kPhpRuntime;
}

static void register_php(reddragon::Registrar& r) {
  r.add_frontend(reddragon::php::make_frontend());
  r.add_runtime(reddragon::vm::kPhpRuntime);
}

REDDRAGON_PLUGIN("php", "0.1.0", RD_PLUGIN_FRONTEND, register_php)
