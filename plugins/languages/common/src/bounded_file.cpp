// bounded_file.cpp - see bounded_file.hpp.
#include "reddragon/frontend_support/bounded_file.hpp"

#include <fstream>

namespace reddragon::frontend_support {

std::string read_bounded_file(const std::filesystem::path& p, std::uintmax_t max_bytes) {
  std::error_code ec;
  auto size = std::filesystem::file_size(p, ec);
  if (ec || size > max_bytes) return {};
  std::ifstream in(p, std::ios::binary);
  std::string s(static_cast<std::size_t>(size), '\0');
  in.read(s.data(), static_cast<std::streamsize>(size));
  s.resize(static_cast<std::size_t>(in.gcount()));
  return s;
}

}  // namespace reddragon::frontend_support
