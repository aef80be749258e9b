// source_decls.hpp - declarations types.smt reads from the source text.
//
// The IR keeps only the annotations its frontends can express as IR type
// text: Python `Optional[...]`/unions/generics on parameters and Java
// class-typed declarations, casts and `assert` statements do not survive
// lowering. The pass therefore reads declarations from the source file the
// module names, keyed by the line the IR's spans point at. A line it cannot
// read declares nothing (unchecked), never an error.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "hierarchy.hpp"

namespace reddragon::types_smt {

struct FuncDecl {
  std::string name;
  std::vector<std::string> param_names;  ///< self/this dropped
  std::vector<TypePtr> params;           ///< Unknown where not annotated
  TypePtr ret;                           ///< nullptr: not declared (or Java void / constructor)
  std::string owner;                     ///< enclosing class, "" at module level
};

struct JavaAssert {
  unsigned line = 0, col = 0;
  std::string expr;
};

struct SourceDecls {
  Syntax syntax = Syntax::Python;
  std::vector<std::string> lines;        ///< lines[0] is line 1
  std::map<unsigned, FuncDecl> funcs;    ///< by the header's line
  std::vector<JavaAssert> asserts;       ///< Java only (Python asserts are in the IR)

  std::string_view line(unsigned n) const {
    return n >= 1 && n <= lines.size() ? std::string_view(lines[n - 1]) : std::string_view();
  }
  /// Declared type of the variable a declaration at (line, col) introduces:
  /// Python `x: T = ...` read from col, Java `T x = ...` read before col.
  TypePtr local_decl(unsigned line, unsigned col, const Hierarchy& h) const;
  /// Java `(T) expr` whose operand starts at (line, col): T, else nullptr.
  TypePtr java_cast_before(unsigned line, unsigned col, const Hierarchy& h) const;
};

/// Reads the file, fills `h` with classes (supers, type parameters with
/// variance, fields, methods) and returns the per-line declarations.
SourceDecls scan_source(const std::string& text, Syntax syntax, Hierarchy& h);

/// Splits at top-level commas (brackets of both syntaxes nest).
std::vector<std::string> split_top(std::string_view s);
std::string trim(std::string_view s);

}  // namespace reddragon::types_smt
