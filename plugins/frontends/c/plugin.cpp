// plugin.cpp - the C frontend's plugin entry point.
#include "reddragon/frontend/frontend.hpp"
#include "reddragon/plugin/registrar.hpp"

namespace reddragon::c {
std::unique_ptr<reddragon::Frontend> make_frontend();
}

static void register_c(reddragon::Registrar& r) { r.add_frontend(reddragon::c::make_frontend()); }

REDDRAGON_PLUGIN("c", "0.1.0", RD_PLUGIN_FRONTEND, register_c)
