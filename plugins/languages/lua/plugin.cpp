// plugin.cpp - the Lua language plugin's entry point: its frontend and its
// run-time library (runtime/), registered together.
#include "reddragon/frontend/frontend.hpp"
#include "reddragon/plugin/registrar.hpp"
#include "reddragon/vm/runtime.hpp"

namespace reddragon::lua {
std::unique_ptr<reddragon::Frontend> make_frontend();
}
namespace reddragon::vm {
extern const LanguageRuntime kLuaRuntime;
}

static void register_lua(reddragon::Registrar& r) {
  r.add_frontend(reddragon::lua::make_frontend());
  r.add_runtime(reddragon::vm::kLuaRuntime);
}

REDDRAGON_PLUGIN("lua", "0.1.0", RD_PLUGIN_FRONTEND, register_lua)
