// source_reader.cpp - reading untrusted input files defensively.
#include <fstream>

#include "reddragon/kernel/pipeline.hpp"
#include "reddragon/text/utf8.hpp"

namespace reddragon::kernel {

static std::size_t first_invalid_utf8(std::string_view s) { return utf8::first_invalid(s); }

Expected<SourceText> read_source(const std::filesystem::path& p, std::uint64_t max_bytes) {
  std::error_code ec;
  const std::string name = p.string();
  if (!std::filesystem::exists(p, ec)) return make_error("no such file", name);
  if (std::filesystem::is_directory(p, ec)) return make_error("is a directory, not a source file", name);
  auto size = std::filesystem::file_size(p, ec);
  if (ec) return make_error("cannot read file: " + ec.message(), name);
  if (size > max_bytes)
    return make_error("file is " + std::to_string(size) + " bytes, over the limit of " + std::to_string(max_bytes) +
                          " (config key input.max_file_bytes)",
                      name);
  std::ifstream in(p, std::ios::binary);
  if (!in) return make_error("cannot open file for reading", name);
  SourceText s;
  s.path = name;
  s.bytes.resize(size);
  in.read(s.bytes.data(), static_cast<std::streamsize>(size));
  s.bytes.resize(static_cast<std::size_t>(in.gcount()));
  if (auto nul = s.bytes.find('\0'); nul != std::string::npos)
    return make_error("file looks binary (NUL byte at offset " + std::to_string(nul) + "); not lowering it", name);
  if (auto bad = first_invalid_utf8(s.bytes); bad != std::string_view::npos) {
    ir::SourceSpan sp;
    sp.start_line = 1;
    for (std::size_t i = 0; i < bad; ++i) {
      if (s.bytes[i] == '\n') {
        ++sp.start_line;
        sp.start_col = 0;
      } else {
        ++sp.start_col;
      }
    }
    sp.end_line = sp.start_line;
    sp.end_col = sp.start_col + 1;
    s.warnings.push_back(Diagnostic{Severity::Warning,
                                    "invalid UTF-8 at byte offset " + std::to_string(bad) + "; lowering continues",
                                    sp});
  }
  return s;
}

}  // namespace reddragon::kernel
