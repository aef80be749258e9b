// lru_prune.cpp - see lru_prune.hpp.
#include "project/lru_prune.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <vector>

namespace reddragon::kernel {

namespace fs = std::filesystem;

/// Least recently used first: a hit touches its entry, so an entry's time
/// is its last use. Entries of edited files are never hit again and go
/// first. Another process may be reading an entry removed here: it keeps
/// its open file, and a run that finds none computes it again.
void prune_least_recently_used(const fs::path& dir, std::string_view extension, std::int64_t max_mb, std::string_view what) {
  if (max_mb <= 0) return;
  const std::uintmax_t limit = static_cast<std::uintmax_t>(max_mb) << 20;
  struct File {
    fs::file_time_type time;
    std::uintmax_t size;
    fs::path path;
  };
  std::vector<File> files;
  std::uintmax_t total = 0;
  std::error_code ec;
  for (fs::recursive_directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
    if (it.depth() > 1 || it->path().extension() != extension || !it->is_regular_file(ec)) continue;
    std::uintmax_t size = it->file_size(ec);
    if (ec) continue;
    files.push_back({it->last_write_time(ec), size, it->path()});
    total += size;
  }
  if (total <= limit) return;
  std::sort(files.begin(), files.end(), [](const File& a, const File& b) { return a.time < b.time; });
  const std::uintmax_t target = limit / 4 * 3;  // room for the next runs' entries before pruning again
  std::size_t removed = 0;
  for (const File& f : files) {
    if (total <= target) break;
    if (fs::remove(f.path, ec)) {
      total -= f.size;
      ++removed;
    }
  }
  spdlog::info("{}: removed {} least recently used entries ({} MB kept, project.cache_max_mb {})", what, removed, total >> 20,
               max_mb);
}

}  // namespace reddragon::kernel
