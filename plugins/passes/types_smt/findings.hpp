// findings.hpp - what types.smt reports, and its text / JSON rendering.
#pragma once

#include <ostream>
#include <string>
#include <vector>

namespace reddragon::types_smt {

struct Finding {
  std::string kind;      ///< invalid-cast, incompatible-assignment, incompatible-return, assert-may-fail, none-dereference
  unsigned line = 0, col = 0, end_line = 0, end_col = 0;  ///< 1-based lines, 0-based columns (as the IR)
  std::string function;
  std::string message;
  std::vector<std::string> path;                             ///< branch conditions taken, in order
  std::vector<std::pair<std::string, std::string>> witness;  ///< name -> type from the Z3 model
  unsigned paths = 1;                                        ///< paths that reach it
};

struct Report {
  std::string file;
  std::vector<Finding> findings;
  std::vector<std::string> budget;  ///< budgets hit (paths, depth, solver timeouts)
  unsigned functions = 0, paths = 0, solver_calls = 0, pruned = 0;
};

/// `file:line:col: kind: message`, then the path and the witness indented;
/// columns are printed 1-based like compilers do.
void write_text(std::ostream& out, const Report& r);
void write_json(std::ostream& out, const Report& r);

}  // namespace reddragon::types_smt
