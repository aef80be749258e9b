// pipeline.hpp - what the CLI (and later an MCP server) drive: read a
// source file safely, pick its language, lower it through the frontend
// plugin (or read IR text/JSON directly), and run passes.
#pragma once

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "reddragon/diagnostics.hpp"
#include "reddragon/expected.hpp"
#include "reddragon/ir/ir.hpp"
#include "reddragon/pass.hpp"

namespace reddragon {
struct LlmBoundary;
}

namespace reddragon::kernel {

class Config;
class PluginHost;

/// A source file's bytes after the input checks: size limit, not binary
/// (NUL bytes), and a warning (not an error) for invalid UTF-8.
struct SourceText {
  std::string path;
  std::string bytes;
  std::vector<Diagnostic> warnings;
};
Expected<SourceText> read_source(const std::filesystem::path& p, std::uint64_t max_bytes);

/// Built-in "languages": IR text (.ir) and IR JSON (.irjson / .ir.json).
inline constexpr const char* kIrTextLanguage = "ir";
inline constexpr const char* kIrJsonLanguage = "ir-json";

struct Lowered {
  ir::Module module;
  std::vector<Diagnostic> diagnostics;
  std::vector<std::string> inputs;  ///< files besides the source the frontend read (LowerOutput::inputs)
};

/// Lowers `path`. `language` overrides the extension ("" = by extension);
/// "llm:<name>" (or an extension listed in llm.frontend_extensions) picks
/// the llm frontend, which needs `llm` with a client (see llm_language).
/// `llm` (null: no LLM boundary) is handed to the frontend.
Expected<Lowered> lower_file(const std::filesystem::path& path, const std::string& language, PluginHost& host,
                             const Config& cfg, const LlmBoundary* llm = nullptr);

/// Lowers source text already read (read_source) as `language`: a frontend's
/// language, "llm:<name>", or kIrTextLanguage/kIrJsonLanguage. The one
/// lowering path of single files and of a project's modules (`llm` as in
/// lower_file); `src.warnings` lead the diagnostics.
Expected<Lowered> lower_source(SourceText src, const std::string& language, PluginHost& host, const Config& cfg,
                               const LlmBoundary* llm = nullptr);

/// The language the llm frontend is asked to lower `path` as: the part
/// after "llm:" of `language`, or, when `language` is empty and no frontend
/// claims the extension, the name llm.frontend_extensions gives it; ""
/// when the llm frontend is not involved.
std::string llm_language(const std::filesystem::path& path, const std::string& language, const PluginHost& host,
                         const Config& cfg);

/// Passes compiled into the kernel (listed with the plugin passes).
struct BuiltinPassInfo {
  const char* name;
  const char* description;
};
const std::vector<BuiltinPassInfo>& builtin_passes();
std::unique_ptr<Pass> make_builtin_pass(std::string_view name);

}  // namespace reddragon::kernel
