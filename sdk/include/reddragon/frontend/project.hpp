// project.hpp - what a frontend tells the project loader (docs/projects.md,
// ADR 0012): where an import's module lives, how a module's top level
// becomes a value for its importers, and which file a directory runs.
// The kernel knows no language; these are the language's answers.
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace reddragon {

/// One module an import initialises.
struct ImportedModule {
  /// The source file; empty for a module with no file (a Python namespace
  /// package: a directory without __init__.py), which is an empty module.
  std::string file;
  /// The module's name in the language (Python's dotted `__name__`).
  std::string name;
  /// The field its parent module gets when it is initialised after it
  /// (`import pkg.sub` sets pkg.sub); empty: none.
  std::string field;
};

/// An import resolved to files of the project. No modules: it resolves to
/// none, and the import stays what it was (a SYMBOLIC value, or the
/// runtime's native module).
struct ImportResolution {
  /// Initialised in this order (a package before its submodule).
  std::vector<ImportedModule> modules;
  /// Which of `modules` the import's value is (`import a.b` binds `a`: 0).
  std::size_t value_index = 0;
  /// Fields read from that module in order (`from m import f`: {"f"}).
  std::vector<std::string> fields;
  /// The language rejects the import (Go: an import cycle): the message.
  /// It then stays unresolved, and `project` reports it at its line.
  std::string error;
};

/// What the loader asks: the import `specifier` (the text of a SYMBOLIC
/// "import:<specifier>" hint) in file `importer`, whose value the program
/// stores into variable `bound_name` ("" if it is not stored at once);
/// `root` is the project's directory.
struct ImportQuery {
  std::string importer;
  std::string specifier;
  std::string bound_name;
  std::string root;
  /// The user gave the program's files (`run main.c util.c`): only these
  /// (canonical paths) may be resolved to; empty: any file under `root`.
  std::vector<std::string> files;
};

/// How a module's top level becomes the value its importers get. The
/// loader runs it once, in a scope of its own, with a namespace object
/// that every top-level assignment also writes.
struct ModuleConvention {
  /// Bound to the module's name in its top level (Python "__name__").
  std::string name_var;
  /// Bound to the namespace object (CommonJS "exports").
  std::string exports_var;
  /// Bound to an object whose `exports` field is the namespace; importers
  /// get that field's final value (CommonJS `module.exports = x`).
  std::string module_var;
  /// Top-level variables copied into the namespace under another name at
  /// the end ({"__default_export", "default"}).
  std::vector<std::pair<std::string, std::string>> renames;
  /// Other languages whose modules link into this language's programs:
  /// lowered by their own frontend, they run on this language's run-time
  /// library with this convention (TypeScript and JavaScript, both ways).
  std::vector<std::string> links_with;
};

/// The file `reddragon run DIR` starts from: `file` if the language finds
/// one in the directory, else `needs` says what it looks for.
struct ProjectEntry {
  std::string file;
  std::string needs;
};

}  // namespace reddragon
