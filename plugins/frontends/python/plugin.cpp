// plugin.cpp - the Python frontend's plugin entry point.
#include "reddragon/frontend/frontend.hpp"
#include "reddragon/plugin/registrar.hpp"

namespace reddragon::python {
std::unique_ptr<reddragon::Frontend> make_frontend();
}

static void register_python(reddragon::Registrar& r) { r.add_frontend(reddragon::python::make_frontend()); }

REDDRAGON_PLUGIN("python", "0.1.0", RD_PLUGIN_FRONTEND, register_python)
