// solver.hpp - a generic worklist solver for monotone dataflow problems over
// a ScopeGraph, forward or backward.
//
// A problem type P provides
//
//   using Value = ...;                          // a lattice element (e.g. BitSet)
//   static constexpr Direction direction;       // Forward or Backward
//   Value initial();                            // starting value of every block (bottom)
//   Value boundary();                           // value at the entry (forward) / exits (backward)
//   void meet(Value& into, const Value& from);  // into = into JOIN from
//   bool transfer(std::uint32_t block, const Value& input, Value& output);
//        // output = f_block(input); returns true if output changed
//
// For a forward problem `in[b]` is the value before block b and `out[b]`
// after it; for a backward problem likewise (so liveness' live-in is
// `in[b]`). Blocks are visited in reverse post-order (forward) or
// post-order (backward) from the entry; unreachable blocks are included
// (their input is `initial()` joined with whatever their predecessors give).
//
// Exception edges (cfg::EdgeKind::Exception, from blocks inside a TRY_PUSH
// region to its handlers) are taken to leave from ANY point of their source
// block: forward, the handler receives P::meet_exception(into, block,
// in[block], out[block]) if the problem defines it (reaching definitions
// adds every definition of the block), else in JOIN out; backward, the
// source block's input also joins the handler's value (a variable live in
// the handler is live throughout the protected block).
//
// The iteration cap bounds how often any one block is re-evaluated. Hitting
// it is reported in SolveStats (converged = false) - never silent; the
// values are then a sound-as-far-as-computed snapshot, not a fixpoint.
#pragma once

#include <cstdint>
#include <algorithm>
#include <functional>
#include <queue>
#include <vector>

#include "reddragon/analysis/scope.hpp"

namespace reddragon::analysis {

enum class Direction : std::uint8_t { Forward, Backward };

struct SolverOptions {
  /// Maximum evaluations of any single block (the seeds' DATAFLOW_MAX_ITERATIONS).
  std::size_t max_iterations = 1000;
};

struct SolveStats {
  bool converged = true;
  std::size_t block_visits = 0;      ///< transfer functions evaluated
  std::size_t max_block_visits = 0;  ///< most evaluations of one block ("iterations")
  std::size_t iteration_cap = 0;     ///< the cap that was in force
  std::uint32_t capped_block = 0;    ///< local block that hit the cap (if !converged)
};

template <class V>
struct DataflowResult {
  std::vector<V> in, out;  ///< per local block (see file comment)
  SolveStats stats;
};

/// Blocks in reverse post-order of a depth-first search from the entry,
/// then the blocks the search did not reach (Boost.Graph DFS).
std::vector<std::uint32_t> reverse_postorder(const ScopeGraph& g);

template <class P>
DataflowResult<typename P::Value> solve(const ScopeGraph& g, P& p, const SolverOptions& opts = {}) {
  using V = typename P::Value;
  constexpr bool fwd = P::direction == Direction::Forward;
  const std::uint32_t n = g.size();
  DataflowResult<V> r;
  r.stats.iteration_cap = opts.max_iterations;
  const V init = p.initial();
  const V bnd = p.boundary();
  r.in.assign(n, init);
  r.out.assign(n, init);
  if (n == 0) return r;

  std::vector<std::uint32_t> order = reverse_postorder(g);
  if constexpr (!fwd) std::reverse(order.begin(), order.end());
  std::vector<std::uint32_t> rank(n);
  for (std::uint32_t i = 0; i < n; ++i) rank[order[i]] = i;
  std::vector<char> is_exit(n, 0);
  for (std::uint32_t e : g.exits()) is_exit[e] = 1;

  std::priority_queue<std::uint32_t, std::vector<std::uint32_t>, std::greater<>> work;
  std::vector<char> queued(n, 1);
  std::vector<std::size_t> visits(n, 0);
  V scratch = init;
  for (std::uint32_t i = 0; i < n; ++i) work.push(i);  // ranks

  while (!work.empty()) {
    const std::uint32_t b = order[work.top()];
    work.pop();
    queued[b] = 0;
    if (++visits[b] > opts.max_iterations) {
      r.stats.converged = false;
      r.stats.capped_block = b;
      visits[b] = opts.max_iterations;
      break;
    }
    ++r.stats.block_visits;
    if constexpr (fwd) {
      V& input = r.in[b];
      input = b == 0 ? bnd : init;
      auto preds = g.preds(b);
      auto kinds = g.pred_kinds(b);
      for (std::size_t k = 0; k < preds.size(); ++k) {
        const std::uint32_t q = preds[k];
        if (kinds[k] != cfg::EdgeKind::Exception) {
          p.meet(input, r.out[q]);
        } else if constexpr (requires { p.meet_exception(input, q, r.in[q], r.out[q]); }) {
          p.meet_exception(input, q, r.in[q], r.out[q]);
        } else {
          p.meet(input, r.in[q]);
          p.meet(input, r.out[q]);
        }
      }
      if (p.transfer(b, input, r.out[b]))
        for (std::uint32_t s : g.succs(b))
          if (!queued[s]) {
            queued[s] = 1;
            work.push(rank[s]);
          }
    } else {
      V& input = r.out[b];
      input = is_exit[b] ? bnd : init;
      bool exceptional = false;
      auto succs = g.succs(b);
      auto kinds = g.succ_kinds(b);
      for (std::size_t k = 0; k < succs.size(); ++k) {
        p.meet(input, r.in[succs[k]]);
        exceptional |= kinds[k] == cfg::EdgeKind::Exception;
      }
      bool changed;
      if (!exceptional) {
        changed = p.transfer(b, input, r.in[b]);
      } else {
        scratch = r.in[b];
        p.transfer(b, input, scratch);
        for (std::size_t k = 0; k < succs.size(); ++k)
          if (kinds[k] == cfg::EdgeKind::Exception) p.meet(scratch, r.in[succs[k]]);
        changed = !(scratch == r.in[b]);
        if (changed) std::swap(scratch, r.in[b]);
      }
      if (changed)
        for (std::uint32_t q : g.preds(b))
          if (!queued[q]) {
            queued[q] = 1;
            work.push(rank[q]);
          }
    }
  }
  for (std::size_t v : visits) r.stats.max_block_visits = std::max(r.stats.max_block_visits, v);
  return r;
}

}  // namespace reddragon::analysis
