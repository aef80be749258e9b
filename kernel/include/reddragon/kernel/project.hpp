// project.hpp - projects, not files (docs/projects.md, ADR 0012): find a
// directory's sources, resolve their imports through the frontends'
// hooks (reddragon/frontend/project.hpp) and link the modules a program
// imports into one ir::Module the VM runs.
#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include "reddragon/diagnostics.hpp"
#include "reddragon/expected.hpp"
#include "reddragon/ir/ir.hpp"

namespace reddragon {
struct LlmBoundary;
}

namespace reddragon::kernel {

class Config;
class PluginHost;

/// Source files under `dir` a frontend claims by extension, sorted. Skips
/// hidden directories (.git), node_modules, __pycache__, build and dist
/// directories, directory symlinks, and what .gitignore files ignore.
/// At most `max_files`, at most `max_depth` directories down; `truncated`
/// says more files were there.
std::vector<std::filesystem::path> discover_sources(const std::filesystem::path& dir, const PluginHost& host,
                                                    std::size_t max_files, bool* truncated = nullptr,
                                                    std::size_t max_depth = 64);

/// The file `run DIR` starts from: the first language (most files in the
/// top two levels first) whose frontend names one. The error says what each language looks for.
Expected<std::filesystem::path> project_entry(const std::filesystem::path& dir, PluginHost& host, const Config& cfg);

/// One import of a project module, as `reddragon project` lists it.
struct ProjectImport {
  std::string specifier;
  std::uint32_t line = 0;
  std::vector<std::string> files;  ///< the modules it initialises; empty: unresolved
  std::string error;  ///< the language rejects it (Go's import cycles)
};

struct ProjectModule {
  std::string path;  ///< relative to the root
  std::string language;
  std::vector<ProjectImport> imports;
  std::size_t diagnostics = 0;  ///< lowering diagnostics (syntax errors, unsupported constructs)
  std::string error;            ///< lowering failed (no IR)
};

/// The on-disk module cache's part in a load (docs/projects.md): entries
/// used, and files lowered because there was none.
struct ModuleCacheCounts {
  bool enabled = false;  ///< project.cache on
  std::string dir;
  std::uint64_t hits = 0, misses = 0;
};

struct ProjectScan {
  std::string root;
  std::string entry;        ///< relative to the root; "" none
  std::string entry_needs;  ///< why there is none
  std::vector<ProjectModule> modules;
  bool truncated = false;
  ModuleCacheCounts cache;
  std::uint32_t workers = 1;  ///< threads that lowered the files
};

/// Called now and then while a scan lowers files (from the calling
/// thread): files done so far, and of how many.
using ScanProgress = std::function<void(std::size_t done, std::size_t total)>;

/// Lowers every source of `dir` once (on project.workers threads, through
/// the module cache) and resolves its imports.
Expected<ProjectScan> scan_project(const std::filesystem::path& dir, PluginHost& host, const Config& cfg,
                                   const ScanProgress& progress = {});

struct FileDiagnostic {
  std::string file;
  Diagnostic diagnostic;
};

struct LinkReport {
  std::size_t modules = 0;  ///< modules linked besides the entry
  std::size_t resolved = 0, unresolved = 0;  ///< import sites
  std::vector<FileDiagnostic> diagnostics;  ///< of the linked modules, and imports that failed to load
  ModuleCacheCounts cache;
};

/// Links into `main` (lowered from a file under `root`) every project
/// module its imports reach, transitively: each module's top level becomes
/// an initialiser run once at its first import, the import sites call it.
/// Nothing resolves: `main` stays as it was. Modules lower as single
/// files do (lower_source), with the LLM boundary `llm` (null: none).
/// Files of another language link when the two languages' module
/// conventions name each other (`links_with`: JavaScript and TypeScript).
/// `only` non-empty: the program is exactly these files (`run a.c b.c`,
/// as gcc and `go run` take files): an import that reaches any other file
/// stays symbolic. Paths as given; compared after weakly_canonical.
Expected<LinkReport> link_project(ir::Module& main, const std::filesystem::path& root, PluginHost& host,
                                  const Config& cfg, const LlmBoundary* llm = nullptr,
                                  const std::vector<std::filesystem::path>& only = {});

}  // namespace reddragon::kernel
