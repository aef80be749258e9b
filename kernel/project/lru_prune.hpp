// lru_prune.hpp - the caches' size rule (project.cache_max_mb): past the
// limit, the least recently used entries go, down to 3/4 of it.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string_view>

namespace reddragon::kernel {

/// Removes the oldest (by modification time: a hit touches its entry)
/// files named *`extension` up to one directory below `dir` while their
/// total exceeds 3/4 of `max_mb` MiB, once it exceeds max_mb; `what`
/// names the cache in the log line. max_mb <= 0: no limit.
void prune_least_recently_used(const std::filesystem::path& dir, std::string_view extension, std::int64_t max_mb,
                               std::string_view what);

}  // namespace reddragon::kernel
