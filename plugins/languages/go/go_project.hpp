// go_project.hpp - Go's answers to the project loader (docs/projects.md):
// packages by go.mod module path, a package's files as one namespace,
// import cycles rejected, package main's func main as the entry.
#pragma once

#include <string>
#include <string_view>

#include "reddragon/frontend/project.hpp"

namespace reddragon::go {

/// Whether an import path names a standard-library package (the runtime's,
/// never a project file): its first element is one of Go's std roots.
bool go_std_package(std::string_view path);

/// "import:<path>": the package's files, initialised in order, the value
/// their namespace. "import*:.": the other files of the importer's package
/// (bound by name). An import that closes a cycle is an error.
ImportResolution resolve_go_import(const ImportQuery& q);

/// The `package main` file with `func main()` in `dir` (else in one
/// directory below it).
ProjectEntry go_project_entry(const std::string& dir);

}  // namespace reddragon::go
