// cache_file.hpp - what the kernel's content-addressed caches share (the
// LLM replay cache, the project module cache): where they live by default
// and how an entry is written so a reader never sees half of one.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>

namespace reddragon::kernel {

/// $XDG_CACHE_HOME/reddragon/<name>, else ~/.cache/reddragon/<name>, else
/// ./.reddragon-<name>-cache.
std::filesystem::path default_cache_dir(std::string_view name);

/// Writes `data` to `file` through a unique temporary name in the same
/// directory and a rename (atomic on POSIX), creating the directory; safe
/// for concurrent writers (threads or processes). "" or why it failed.
std::string write_file_atomically(const std::filesystem::path& file, std::string_view data);

}  // namespace reddragon::kernel
