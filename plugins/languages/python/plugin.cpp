// plugin.cpp - the Python language plugin's entry point: its frontend and its
// run-time library (runtime/), registered together.
#include "reddragon/frontend/frontend.hpp"
#include "reddragon/plugin/registrar.hpp"
#include "reddragon/vm/runtime.hpp"

namespace reddragon::python {
std::unique_ptr<reddragon::Frontend> make_frontend();
}
namespace reddragon::vm {
extern const LanguageRuntime kPythonRuntime;
}

static void register_python(reddragon::Registrar& r) {
  r.add_frontend(reddragon::python::make_frontend());
  r.add_runtime(reddragon::vm::kPythonRuntime);
}

REDDRAGON_PLUGIN("python", "0.1.0", RD_PLUGIN_FRONTEND, register_python)
