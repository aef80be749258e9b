// js_modules.hpp - JavaScript's (and TypeScript's) answers to the project
// loader (reddragon/frontend/project.hpp, docs/projects.md): Node's
// resolution of relative and bare specifiers (extensions, index files,
// package.json "main", node_modules), TypeScript's tsconfig.json `paths`,
// and the CommonJS/ES module convention.
#pragma once

#include "reddragon/frontend/project.hpp"

namespace reddragon::frontend_js {

/// `typescript`: try .ts/.tsx before .js, and './x.js' may name x.ts.
ImportResolution resolve_import(const ImportQuery& q, bool typescript);
ModuleConvention module_convention();
ProjectEntry project_entry(const std::string& dir, bool typescript);

}  // namespace reddragon::frontend_js
