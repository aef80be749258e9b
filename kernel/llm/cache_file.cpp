// cache_file.cpp - see cache_file.hpp.
#include "cache_file.hpp"

#include <unistd.h>

#include <atomic>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <system_error>
#include <thread>

namespace reddragon::kernel {

std::filesystem::path default_cache_dir(std::string_view name) {
  if (const char* x = std::getenv("XDG_CACHE_HOME"); x != nullptr && *x != '\0')
    return std::filesystem::path(x) / "reddragon" / name;
  if (const char* h = std::getenv("HOME"); h != nullptr && *h != '\0')
    return std::filesystem::path(h) / ".cache" / "reddragon" / name;
  return std::filesystem::path(".reddragon-" + std::string(name) + "-cache");
}

std::string write_file_atomically(const std::filesystem::path& file, std::string_view data) {
  static std::atomic<std::uint64_t> seq{0};
  std::error_code ec;
  std::filesystem::create_directories(file.parent_path(), ec);
  std::ostringstream tmpname;
  tmpname << file.filename().string() << ".tmp." << ::getpid() << "."
          << std::hash<std::thread::id>{}(std::this_thread::get_id()) << "." << seq.fetch_add(1);
  const std::filesystem::path tmp = file.parent_path() / tmpname.str();
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    out.write(data.data(), static_cast<std::streamsize>(data.size()));
    out.close();
    if (!out) {
      std::filesystem::remove(tmp, ec);
      return "cannot write " + tmp.string();
    }
  }
  std::filesystem::rename(tmp, file, ec);
  if (ec) {
    std::string why = "cannot store " + file.string() + ": " + ec.message();
    std::filesystem::remove(tmp, ec);
    return why;
  }
  return "";
}

}  // namespace reddragon::kernel
