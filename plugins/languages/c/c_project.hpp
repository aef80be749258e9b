// c_project.hpp - C's answers to the project loader (docs/projects.md):
// translation units linked by external symbol, the file defining main() as
// the entry.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include <tree_sitter/api.h>

#include "reddragon/frontend/project.hpp"

namespace reddragon::c {

struct CImportSite {
  std::string name;
  TSNode node;
};

/// Functions a translation unit declares (a prototype, its own or its
/// headers') and `extern` variables, that it does not define: each an
/// "import*:<name>" site the loader binds from the file defining it.
std::vector<CImportSite> plan_c_imports(TSNode root, std::string_view src);

/// "<name>": the project's .c file with an external (not `static`)
/// definition of it; files defining main() are programs, not linked.
ImportResolution resolve_c_import(const ImportQuery& q);

/// The .c file under `dir` defining main(): the only one, else main.c.
ProjectEntry c_project_entry(const std::string& dir);

}  // namespace reddragon::c
