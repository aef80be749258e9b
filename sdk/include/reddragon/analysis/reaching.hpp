// reaching.hpp - reaching definitions, def-use chains and live variables:
// the classic problems over dense bit sets, solved with solver.hpp.
//
//   reach_in(B)  = U reach_out(P), P in preds(B)
//   reach_out(B) = GEN(B) U (reach_in(B) - KILL(B))
//   live_in(B)   = USE(B) U (live_out(B) - DEF(B))
//   live_out(B)  = U live_in(S), S in succs(B)
//
// Weak definitions (facts.hpp) are generated but never kill; only strong
// definitions kill (reaching) and end liveness (live variables).
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "reddragon/analysis/bitset.hpp"
#include "reddragon/analysis/facts.hpp"
#include "reddragon/analysis/solver.hpp"

namespace reddragon::analysis {

/// in[b] / out[b]: the definition ids reaching the start / end of block b.
struct ReachingDefinitions {
  DataflowResult<BitSet> sets;
};
ReachingDefinitions reaching_definitions(const ScopeFacts& f, const SolverOptions& opts = {});

/// For every use, the definitions of its variable that reach it.
struct DefUseChains {
  std::vector<std::uint32_t> offsets;  ///< size uses+1
  std::vector<std::uint32_t> def_ids;
  std::span<const std::uint32_t> defs_of_use(std::uint32_t use) const {
    return {def_ids.data() + offsets[use], offsets[use + 1] - offsets[use]};
  }
  std::size_t links() const { return def_ids.size(); }
  /// The inverse: for every definition, the uses it reaches.
  std::vector<std::vector<std::uint32_t>> uses_of_defs(std::size_t num_defs) const;
};
DefUseChains def_use_chains(const ScopeFacts& f, const ReachingDefinitions& rd);

/// in[b] / out[b]: variable ids live at the start / end of block b.
/// dead_defs: strong definitions whose variable is not live right after them.
struct Liveness {
  DataflowResult<BitSet> sets;
  std::vector<std::uint32_t> dead_defs;
};
Liveness live_variables(const ScopeFacts& f, const SolverOptions& opts = {});

}  // namespace reddragon::analysis
