// bounded_file.hpp - reading a project file whose size the reader bounds:
// the import resolvers of the language plugins read other files' headers
// (a Java file's package, a go.mod, a C file's definitions), and a file
// larger than the bound is treated as absent rather than read.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>

namespace reddragon::frontend_support {

/// The file's bytes; empty when it is missing, unreadable or larger than
/// max_bytes.
std::string read_bounded_file(const std::filesystem::path& p, std::uintmax_t max_bytes);

}  // namespace reddragon::frontend_support
