// module_cache.cpp - see module_cache.hpp.
#include "project/module_cache.hpp"

#include <algorithm>
#include <functional>

#include "reddragon/frontend/frontend.hpp"
#include "reddragon/kernel/config.hpp"
#include "reddragon/kernel/pipeline.hpp"
#include "reddragon/kernel/plugin_host.hpp"

namespace reddragon::kernel {

Expected<std::shared_ptr<const CachedModule>> ModuleCache::lower(const std::filesystem::path& file,
                                                                 const std::string& language) {
  auto max_bytes = static_cast<std::uint64_t>(std::max<std::int64_t>(0, cfg_.integer(ConfigKey::MaxFileBytes)));
  auto src = read_source(file, max_bytes);
  if (!src) return src.error();
  // the path is part of the key: Module::source_path and spans name it
  std::string key = language + '\0' + src->path + '\0' + std::to_string(std::hash<std::string>{}(src->bytes)) + ':' +
                    std::to_string(src->bytes.size());
  if (auto it = by_hash_.find(key); it != by_hash_.end()) return it->second;
  auto fe = host_.frontend(language);
  if (!fe) return fe.error();
  LowerOptions opts;
  opts.max_depth = static_cast<std::uint32_t>(std::clamp<std::int64_t>(cfg_.integer(ConfigKey::MaxDepth), 1, 100000));
  SourceFile sf{src->path, src->bytes};
  auto lowered = (*fe)->lower(sf, opts);
  if (!lowered) {
    Error e = lowered.error();
    if (e.file.empty()) e.file = src->path;
    return e;
  }
  auto out = std::make_shared<CachedModule>();
  out->module = std::move(lowered->module);
  if (out->module.source_path.empty()) out->module.source_path = src->path;
  if (out->module.language.empty()) out->module.language = language;
  out->diagnostics = std::move(src->warnings);
  for (auto& d : lowered->diagnostics) out->diagnostics.push_back(std::move(d));
  by_hash_.emplace(std::move(key), out);
  return std::shared_ptr<const CachedModule>(std::move(out));
}

}  // namespace reddragon::kernel
