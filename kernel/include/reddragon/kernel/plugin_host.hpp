// plugin_host.hpp - discovers plugins from manifest files and loads only
// the ones a command needs (Boost.DLL), checking the ABI first.
//
// Search order (first hit of a plugin name wins): configured directories
// (config `plugin_paths`), $REDDRAGON_PLUGIN_PATH (':'-separated), the
// install prefix (<exe>/../lib/reddragon/plugins), the build tree. Never
// the current directory unless it is named explicitly.
#pragma once

#include <filesystem>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "reddragon/expected.hpp"

namespace reddragon {
class Frontend;
class Pass;
class Resolver;
class LlmClient;
namespace vm {
struct LanguageRuntime;
}
}  // namespace reddragon

namespace reddragon::kernel {

class Config;

struct PassManifestEntry {
  std::string name;
  std::string description;
};

/// `<plugin>.rdplugin.json` beside each library.
struct PluginManifest {
  std::string name, kind, version, description;
  std::uint32_t api_version = 0;
  std::filesystem::path manifest_path;
  std::filesystem::path library_path;   ///< resolved relative to the manifest
  std::vector<std::string> languages;
  std::vector<std::string> extensions;  ///< with the dot: ".py"
  std::vector<PassManifestEntry> passes;
};

Expected<PluginManifest> read_manifest(const std::filesystem::path& p);

class PluginHost {
 public:
  explicit PluginHost(std::vector<std::filesystem::path> search_dirs);
  ~PluginHost();
  PluginHost(const PluginHost&) = delete;
  PluginHost& operator=(const PluginHost&) = delete;

  /// The default search path for a configuration (see file comment).
  static std::vector<std::filesystem::path> default_search_path(const Config& cfg);

  const std::vector<std::filesystem::path>& search_dirs() const { return dirs_; }
  const std::vector<PluginManifest>& manifests() const { return manifests_; }
  /// Manifests that could not be read (reported by `reddragon plugins`).
  const std::vector<Error>& discovery_errors() const { return discovery_errors_; }

  /// Language for a file name by extension ("" if none claims it).
  std::string language_for_path(const std::filesystem::path& p) const;
  /// Loads (once) the frontend plugin for a language.
  Expected<Frontend*> frontend(std::string_view language);
  /// The run-time library of a language, from the plugin that holds its
  /// frontend (loaded once, on first use). Null: no plugin registers one,
  /// and the language runs on the IR's semantics.
  Expected<const vm::LanguageRuntime*> runtime(std::string_view language);
  /// Loads (once) the plugin providing a pass and returns the pass.
  Expected<Pass*> pass(std::string_view name);
  Expected<Resolver*> resolver(std::string_view name);
  Expected<LlmClient*> llm_client(std::string_view name);

  /// Loads one plugin library: open, entry symbol, API version, ABI tag,
  /// registration. Each failure is a specific message; never crashes.
  Status load(const PluginManifest& m);
  /// Number of libraries opened so far (to show lazy loading).
  std::size_t loaded_count() const;

 private:
  struct Impl;
  std::vector<std::filesystem::path> dirs_;
  std::vector<PluginManifest> manifests_;
  std::vector<Error> discovery_errors_;
  std::unique_ptr<Impl> impl_;
};

}  // namespace reddragon::kernel
