// summary_store.cpp - see reddragon/kernel/summary_store.hpp.
#include "reddragon/kernel/summary_store.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <fstream>
#include <sstream>
#include <vector>

#include "llm/cache_file.hpp"
#include "project/lru_prune.hpp"
#include "reddragon/kernel/config.hpp"

namespace reddragon::kernel {

namespace fs = std::filesystem;

namespace {
// A group holds one file's functions, a few dozen bytes each.
constexpr std::uintmax_t kMaxEntryBytes = std::uintmax_t{1} << 28;
}  // namespace

FileSummaryStore::FileSummaryStore(const Config& cfg) : cfg_(cfg) {
  enabled_ = cfg.str(ConfigKey::ProjectCache) != "off";
  std::string d = cfg.str(ConfigKey::ProjectCacheDir);
  dir_ = (d.empty() ? default_cache_dir("modules") : fs::path(d)) / "summaries";
}

FileSummaryStore::~FileSummaryStore() {
  if (written_.load() > 0) prune();
}

std::optional<std::string> FileSummaryStore::read(const std::string& name) {
  if (!enabled_) return std::nullopt;
  const fs::path file = dir_ / name;
  std::error_code ec;
  const auto size = fs::file_size(file, ec);
  if (ec || size > kMaxEntryBytes) return std::nullopt;
  std::ifstream in(file, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  if (!in && !in.eof()) return std::nullopt;
  fs::last_write_time(file, fs::file_time_type::clock::now(), ec);  // last use, for pruning
  return text.str();
}

void FileSummaryStore::write(const std::string& name, const std::string& text) {
  if (!enabled_ || write_failed_.load()) return;
  // an unwritable directory is said once; the run goes on without storing
  if (std::string why = write_file_atomically(dir_ / name, text); !why.empty()) {
    if (!write_failed_.exchange(true)) spdlog::warn("summary cache: {}; this run stores no more entries", why);
    return;
  }
  written_.fetch_add(1);
}

/// The module cache's rule (module_cache.cpp), over this directory's files.
void FileSummaryStore::prune() const {
  prune_least_recently_used(dir_, ".rdsum", cfg_.integer(ConfigKey::ProjectCacheMaxMb), "summary cache");
}

}  // namespace reddragon::kernel
