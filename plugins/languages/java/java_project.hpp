// java_project.hpp - Java's answers to the project loader (docs/projects.md):
// which import sites a file has, where a class lives (packages are
// directories under the source root), and which class a directory runs.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include <tree_sitter/api.h>

#include "reddragon/frontend/project.hpp"

namespace reddragon::java {

/// One SYMBOLIC import site the lowerer emits.
struct JavaImportSite {
  std::string hint;   ///< "import:..." or "import*:..."
  std::string bound;  ///< variable the value is stored into; "" none
  TSNode node;        ///< for the span
  bool early = false; ///< named by extends/implements: needed before the classes are defined
};

/// The import sites of a file: `import a.b.C;` binds the names of a/b/C.java
/// ("import*:a.b.C"), `import static a.b.C.m;` binds m ("import:a.b.C.m"),
/// and every class name the file uses but neither declares nor imports
/// ("import*:Name") is looked up as Name.java in its own package, then in
/// the packages it star-imports. JDK packages and java.lang names are left
/// to the runtime.
std::vector<JavaImportSite> plan_java_imports(TSNode root, std::string_view src);

ImportResolution resolve_java_import(const ImportQuery& q);

/// The file under `dir` whose class has `static void main(`: the only one,
/// else the only Main.java.
ProjectEntry java_project_entry(const std::string& dir);

}  // namespace reddragon::java
