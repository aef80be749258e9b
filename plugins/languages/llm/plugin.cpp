// plugin.cpp - the llm frontend plugin's entry point (LLM boundary 1).
#include "reddragon/frontend/frontend.hpp"
#include "reddragon/plugin/registrar.hpp"

namespace reddragon::llmfe {
std::unique_ptr<reddragon::Frontend> make_frontend();
}

static void register_llm_frontend(reddragon::Registrar& r) { r.add_frontend(reddragon::llmfe::make_frontend()); }

REDDRAGON_PLUGIN("llm-frontend", "0.1.0", RD_PLUGIN_FRONTEND, register_llm_frontend)
