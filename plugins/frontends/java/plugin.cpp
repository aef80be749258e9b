// plugin.cpp - the Java frontend's plugin entry point.
#include "reddragon/frontend/frontend.hpp"
#include "reddragon/plugin/registrar.hpp"

namespace reddragon::java {
std::unique_ptr<reddragon::Frontend> make_frontend();
}

static void register_java(reddragon::Registrar& r) { r.add_frontend(reddragon::java::make_frontend()); }

REDDRAGON_PLUGIN("java", "0.1.0", RD_PLUGIN_FRONTEND, register_java)
