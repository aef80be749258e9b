// summaries.hpp - function summaries over the whole-program dependency
// graph (program_deps.hpp): which formals of each function flow to its
// return value, to globals (variables of a module scope or of an enclosing
// function) and to fields of its formals (`self.x = p`).
//
// Context sensitivity: a summary is computed once per function and applied
// at every call site separately, as a Summary edge actual -> that site's
// result. A value entering a callee through call site s therefore leaves it
// only at s (the call site is the context: 1-CFA), and calls nested deeper
// are matched the same way, through the callees' own summaries. Heap
// (fields) and globals are context-insensitive.
//
// Bounds (documented in docs/taint.md): at most 64 formals per function
// are tracked (later ones are treated as locals); a function is
// re-summarised at most `max_rounds` times when its callees' summaries
// change (recursion converges well before; hitting the cap is reported).
#pragma once

#include <cstdint>
#include <vector>

#include "reddragon/analysis/program_deps.hpp"

namespace reddragon::analysis {

struct FieldFlow {
  std::uint64_t from = 0;      ///< formals (bit k = formal k) whose value is stored
  std::uint32_t into = 0;      ///< formal whose object gets the field
  ir::Symbol field;
};

struct GlobalFlow {
  std::uint64_t from = 0;      ///< formals that reach it
  std::uint32_t node = 0;      ///< the variable (or Field) node
};

struct FunctionSummary {
  std::uint64_t to_return = 0;          ///< bit k: formal k flows to the return value
  std::vector<GlobalFlow> to_globals;   ///< direct escapes: variables outside the function, fields (by node)
  std::vector<FieldFlow> to_fields;     ///< into fields of formals (receiver included)
  std::uint32_t rounds = 0;             ///< times it was computed
};

struct SummaryOptions {
  std::uint32_t max_rounds = 16;
};

struct Summaries {
  std::vector<FunctionSummary> functions;  ///< per call-graph function
  bool converged = true;
  std::size_t summary_edges = 0;
};

/// Computes every function's summary (a worklist over the call graph: a
/// function is redone when a callee's summary grows) and adds the Summary
/// edges to `g`.
Summaries compute_summaries(ProgramGraph& g, const SummaryOptions& opts = {});

}  // namespace reddragon::analysis
