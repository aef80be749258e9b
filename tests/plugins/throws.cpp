// Registration throws: the host must report it, not crash.
#include <stdexcept>

#include "reddragon/plugin/registrar.hpp"

static void reg(reddragon::Registrar&) { throw std::runtime_error("boom during registration"); }
REDDRAGON_PLUGIN("throws", "1.0", RD_PLUGIN_PASS, reg)
