// plugin.cpp - the Ruby language plugin's entry point: its frontend and its
// run-time library (runtime/), registered together.
#include "reddragon/frontend/frontend.hpp"
#include "reddragon/plugin/registrar.hpp"
#include "reddragon/vm/runtime.hpp"

namespace reddragon::ruby {
std::unique_ptr<reddragon::Frontend> make_frontend();
}
namespace reddragon::vm {
extern const LanguageRuntime kRubyRuntime;
}

static void register_ruby(reddragon::Registrar& r) {
  r.add_frontend(reddragon::ruby::make_frontend());
  r.add_runtime(reddragon::vm::kRubyRuntime);
}

REDDRAGON_PLUGIN("ruby", "0.1.0", RD_PLUGIN_FRONTEND, register_ruby)
