// taint_config.hpp - taint sources, sinks and sanitizers from a JSON file
// (docs/taint.md); the defaults per language are config/taint/<lang>.json,
// compiled in. Shared by the CLI (taint) and the taint pass plugin.
#pragma once

#include <string>

#include "reddragon/analysis/taint.hpp"
#include "reddragon/expected.hpp"

namespace reddragon::taint {

/// Parses a configuration's text; `where` names it in errors.
Expected<analysis::TaintConfig> parse_taint_config(const std::string& text, const std::string& where);
/// The compiled-in default of a language; an error if there is none.
Expected<analysis::TaintConfig> default_taint_config(const std::string& language);
/// Reads and parses a configuration file.
Expected<analysis::TaintConfig> load_taint_config(const std::string& path);

}  // namespace reddragon::taint
