// plugin.cpp - the TypeScript frontend's plugin entry point.
#include "reddragon/frontend/frontend.hpp"
#include "reddragon/plugin/registrar.hpp"

namespace reddragon::typescript {
std::unique_ptr<reddragon::Frontend> make_frontend();
}

static void register_typescript(reddragon::Registrar& r) { r.add_frontend(reddragon::typescript::make_frontend()); }

REDDRAGON_PLUGIN("typescript", "0.1.0", RD_PLUGIN_FRONTEND, register_typescript)
