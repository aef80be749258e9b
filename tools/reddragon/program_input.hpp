// program_input.hpp - what the whole-program commands (taint, slice,
// diagnostics) analyse: one linked ir::Module. A file brings the project
// modules it imports (as `run` links them); a directory brings every
// module of its main language, imported by a synthetic entry in sorted
// order, so code nobody imports is analysed too.
#pragma once

#include <filesystem>
#include <string>

#include "commands.hpp"
#include "reddragon/kernel/pipeline.hpp"
#include "session.hpp"

namespace reddragon::cli {

/// kOk or an exit code (errors already reported). `modules` counts the
/// files linked (1 for a file that imports nothing).
int load_program(const GlobalOptions& g, const FileOptions& o, Session& s, kernel::Lowered& out, std::size_t& modules);

/// The import specifier that names `file` from the project root in
/// `language` (Python dotted modules, JS/TS "./relative"); "" when the
/// language has none or the file cannot be imported by name.
std::string module_specifier(const std::string& language, const std::filesystem::path& rel);

}  // namespace reddragon::cli
