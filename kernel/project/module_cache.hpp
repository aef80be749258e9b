// module_cache.hpp - lowers a project's files, each content once: the
// in-memory cache is keyed by language and a hash of the bytes, so a file
// linked twice (a Python entry imported by its own modules) or two files
// with the same text are lowered once. An on-disk cache is a later slice.
#pragma once

#include <filesystem>
#include <memory>
#include <string>
#include <unordered_map>

#include "reddragon/diagnostics.hpp"
#include "reddragon/expected.hpp"
#include "reddragon/ir/ir.hpp"

namespace reddragon::kernel {

class Config;
class PluginHost;

struct CachedModule {
  ir::Module module;
  std::vector<Diagnostic> diagnostics;
};

class ModuleCache {
 public:
  ModuleCache(PluginHost& host, const Config& cfg) : host_(host), cfg_(cfg) {}
  /// The file lowered by the frontend of `language` (shared: do not modify).
  Expected<std::shared_ptr<const CachedModule>> lower(const std::filesystem::path& file, const std::string& language);
  /// Forget the lowered modules (scanning a large tree keeps none).
  void clear() { by_hash_.clear(); }

 private:
  PluginHost& host_;
  const Config& cfg_;
  std::unordered_map<std::string, std::shared_ptr<const CachedModule>> by_hash_;
};

}  // namespace reddragon::kernel
