// plugin.cpp - the Go frontend's plugin entry point.
#include "reddragon/frontend/frontend.hpp"
#include "reddragon/plugin/registrar.hpp"

namespace reddragon::go {
std::unique_ptr<reddragon::Frontend> make_frontend();
}

static void register_go(reddragon::Registrar& r) { r.add_frontend(reddragon::go::make_frontend()); }

REDDRAGON_PLUGIN("go", "0.1.0", RD_PLUGIN_FRONTEND, register_go)
