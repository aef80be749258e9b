// plugin.cpp - the JavaScript frontend's plugin entry point.
#include "reddragon/frontend/frontend.hpp"
#include "reddragon/plugin/registrar.hpp"

namespace reddragon::javascript {
std::unique_ptr<reddragon::Frontend> make_frontend();
}

static void register_javascript(reddragon::Registrar& r) { r.add_frontend(reddragon::javascript::make_frontend()); }

REDDRAGON_PLUGIN("javascript", "0.1.0", RD_PLUGIN_FRONTEND, register_javascript)
