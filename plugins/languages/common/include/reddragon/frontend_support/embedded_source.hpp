// embedded_source.hpp - source text compiled into a frontend (cmake/EmbedSources.cmake).
#pragma once

namespace reddragon::frontend {

/// One embedded file: `name` is the file's stem (a module name), `text` its
/// contents. Tables end with {nullptr, nullptr}.
struct EmbeddedSource {
  const char* name;
  const char* text;
};

}  // namespace reddragon::frontend
