// plugin.cpp - the Java language plugin's entry point: its frontend and its
// run-time library (runtime/), registered together.
#include "reddragon/frontend/frontend.hpp"
#include "reddragon/plugin/registrar.hpp"
#include "reddragon/vm/runtime.hpp"

namespace reddragon::java {
std::unique_ptr<reddragon::Frontend> make_frontend();
}
namespace reddragon::vm {
extern const LanguageRuntime kJavaRuntime;
}

static void register_java(reddragon::Registrar& r) {
  r.add_frontend(reddragon::java::make_frontend());
  r.add_runtime(reddragon::vm::kJavaRuntime);
}

REDDRAGON_PLUGIN("java", "0.1.0", RD_PLUGIN_FRONTEND, register_java)
