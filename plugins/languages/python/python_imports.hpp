// python_imports.hpp - Python's answers to the project loader
// (reddragon/frontend/project.hpp, docs/projects.md): modules and packages
// found from the project's root (sys.path[0]), relative imports by dots.
#pragma once

#include "reddragon/frontend/project.hpp"

namespace reddragon::python {

ImportResolution resolve_import(const ImportQuery& q);
ModuleConvention module_convention();
ProjectEntry project_entry(const std::string& dir);

}  // namespace reddragon::python
