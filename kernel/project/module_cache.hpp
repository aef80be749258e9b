// module_cache.hpp - a project's files lowered through the kernel pipeline
// (lower_source, the path single files take), each content once per run,
// and kept on disk across runs (docs/projects.md "The module cache").
//
// An on-disk entry is addressed by the SHA-256 of (format, language, the
// frontend plugin's name, version and library file, frontend.max_depth,
// the file's path and the SHA-256 of its bytes): editing one file changes
// only its key. An entry is a JSON header line (key, registers, lowering
// diagnostics, import sites, and the SHA-256 of each other file the
// frontend read, LowerOutput::inputs: an edited C header makes the entries
// of the files including it stale) and the module's IR text form (ir_text.hpp:
// spans and source path included; print -> parse -> print is the
// identity). `reddragon project` reads only the header. A run with the LLM
// repair boundary on lowers without the disk cache (the LLM's answers are
// cached by the LLM cache).
//
// Thread-safe: lower() and summary() may be called from several threads
// (the frontends must be loaded first: PluginHost::frontend is not).
#pragma once

#include <atomic>
#include <filesystem>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>

#include "reddragon/diagnostics.hpp"
#include "reddragon/expected.hpp"
#include "reddragon/frontend/frontend.hpp"
#include "reddragon/ir/ir.hpp"

namespace reddragon::kernel {

class Config;
class PluginHost;

struct CachedModule {
  ir::Module module;
  std::vector<Diagnostic> diagnostics;
};

/// An import site as `reddragon project` lists it (import_sites.hpp).
struct ImportSummary {
  std::string specifier, bound_name;
  std::uint32_t line = 0;
  bool star = false;
};

struct ModuleSummary {
  std::vector<Diagnostic> diagnostics;
  std::vector<ImportSummary> imports;
};

class ModuleCache {
 public:
  /// `llm`: the boundary single files get (null: none); kept by pointer.
  ModuleCache(PluginHost& host, const Config& cfg, const LlmBoundary* llm = nullptr);
  /// Prunes the disk cache to project.cache_max_mb if this run stored entries.
  ~ModuleCache();
  ModuleCache(const ModuleCache&) = delete;
  ModuleCache& operator=(const ModuleCache&) = delete;
  /// The file lowered as `language` (shared: do not modify); kept in memory
  /// until clear().
  Expected<std::shared_ptr<const CachedModule>> lower(const std::filesystem::path& file, const std::string& language);
  /// Diagnostics and import sites of the file: from the disk entry's
  /// header when there is one, else lowered (and stored); nothing is kept
  /// in memory.
  Expected<ModuleSummary> summary(const std::filesystem::path& file, const std::string& language);
  /// Forget the modules kept in memory.
  void clear();

  bool disk_enabled() const { return disk_; }
  const std::filesystem::path& dir() const { return dir_; }
  /// Disk entries used / files lowered because there was none (or it was
  /// unreadable, or the disk cache is off).
  std::uint64_t hits() const { return hits_.load(); }
  std::uint64_t misses() const { return misses_.load(); }

 private:
  struct Entry;
  Expected<std::string> key_of(const std::string& path, const std::string& bytes, const std::string& language);
  Expected<Entry> load(const std::filesystem::path& file, const std::string& language, bool want_module);
  void prune() const;

  PluginHost& host_;
  const Config& cfg_;
  const LlmBoundary* llm_;
  bool disk_ = false;
  std::filesystem::path dir_;
  std::mutex mu_;
  std::unordered_map<std::string, std::shared_ptr<const CachedModule>> by_key_;
  std::unordered_map<std::string, std::string> plugin_id_;  ///< language -> plugin name, version, library stamp
  std::atomic<std::uint64_t> hits_{0}, misses_{0};
  std::atomic<bool> write_failed_{false};
  std::atomic<std::uint64_t> written_{0};  ///< entries stored by this run
};

}  // namespace reddragon::kernel
