// summary_store.hpp - the on-disk store of function summaries
// (reddragon/analysis/summary_cache.hpp): the directory `summaries` inside
// the module cache's (project.cache_dir, else the default modules
// directory), on and off with it (project.cache, --no-cache), entries
// written atomically, and pruned by the module cache's rule: a run that
// wrote entries removes the least recently used ones beyond
// project.cache_max_mb (counted apart from the modules) down to 3/4 of it.
#pragma once

#include <atomic>
#include <filesystem>
#include <optional>
#include <string>

#include "reddragon/analysis/summary_cache.hpp"

namespace reddragon::kernel {

class Config;

class FileSummaryStore : public analysis::SummaryStore {
 public:
  explicit FileSummaryStore(const Config& cfg);
  ~FileSummaryStore() override;
  FileSummaryStore(const FileSummaryStore&) = delete;
  FileSummaryStore& operator=(const FileSummaryStore&) = delete;

  bool enabled() const { return enabled_; }
  const std::filesystem::path& dir() const { return dir_; }

  std::optional<std::string> read(const std::string& name) override;
  void write(const std::string& name, const std::string& text) override;

 private:
  void prune() const;
  const Config& cfg_;
  bool enabled_ = false;
  std::filesystem::path dir_;
  std::atomic<bool> write_failed_{false};
  std::atomic<std::uint64_t> written_{0};
};

}  // namespace reddragon::kernel
