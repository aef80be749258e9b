// walker.hpp - path-sensitive symbolic execution of one function's IR for
// types.smt: every feasible path (infeasible branches are pruned by Z3),
// checks at casts, declarations, stores, returns, asserts and dereferences.
#pragma once

#include <cstdint>

#include "encoding.hpp"
#include "findings.hpp"
#include "reddragon/cfg/cfg.hpp"
#include "reddragon/ir/ir.hpp"
#include "source_decls.hpp"

namespace reddragon::types_smt {

struct Budgets {
  unsigned max_paths = 256;      ///< per function
  unsigned loop_bound = 2;       ///< visits of one block on one path
  unsigned max_depth = 400;      ///< branches on one path
  unsigned timeout_ms = 2000;    ///< per solver call
  unsigned time_ms = 10000;      ///< per function, wall clock
};

/// Explores `fn` and appends to `report`.
void check_function(const ir::Module& m, const cfg::Cfg& g, const cfg::FunctionRange& fn, const SourceDecls& decls,
                    const Hierarchy& h, Encoding& enc, const Budgets& b, Report& report);

}  // namespace reddragon::types_smt
