// dependencies.hpp - the variable dependency graph: `y = x + 1` gives
// "y depends on x". Each definition's value registers are traced back
// through the register chain (any instruction's register operands, per the
// opcode table) to the variable reads (LOAD_VAR / ADDRESS_OF) that feed it.
// A call's result depends on its argument registers (and, for CALL_UNKNOWN
// / CALL_METHOD, the callee/receiver registers); constants and SYMBOLIC
// values are sources with no dependency. A pointer read depends on the
// pointer and on every address-taken variable. Weak definitions (facts.hpp)
// depend on the other register operands of the writing instruction.
//
// Data dependencies only: control dependencies (a variable assigned under
// `if x`) are not edges. Graph algorithms (SCCs, closure, paths) use
// Boost.Graph.
#pragma once

#include <cstdint>
#include <vector>

#include "reddragon/analysis/bitset.hpp"
#include "reddragon/analysis/facts.hpp"
#include "reddragon/analysis/reaching.hpp"

namespace reddragon::analysis {

/// Why `from` depends on `to`: the definition of `from` and the instruction
/// that read `to` while computing its value (both module instruction
/// indices; their spans are the lines involved).
struct DependencyWitness {
  std::uint32_t def_instr;
  std::uint32_t read_instr;
  std::uint32_t def_id;   ///< definition id (ScopeFacts::defs)
};

struct DependencyEdge {
  std::uint32_t from, to;   ///< scope variable ids: `from` depends on `to`
  std::vector<DependencyWitness> witnesses;
};

class DependencyGraph {
 public:
  DependencyGraph() = default;
  DependencyGraph(std::uint32_t num_vars, std::vector<DependencyEdge> edges);

  std::uint32_t num_vars() const { return n_; }
  /// Sorted by (from, to), one edge per pair.
  const std::vector<DependencyEdge>& edges() const { return edges_; }
  /// Edges out of `from` (what it directly depends on).
  std::span<const DependencyEdge> direct(std::uint32_t from) const {
    return {edges_.data() + off_[from], off_[from + 1] - off_[from]};
  }
  /// Variables each variable depends on, directly or transitively
  /// (strong components + a topological sweep of the condensation).
  std::vector<BitSet> transitive_closure() const;
  /// Strongly connected components with a cycle (size > 1, or a self edge).
  std::vector<std::vector<std::uint32_t>> cycles() const;
  /// A shortest chain from -> ... -> to (variable ids, both ends included),
  /// empty if `from` does not depend on `to` (BFS).
  std::vector<std::uint32_t> path(std::uint32_t from, std::uint32_t to) const;

 private:
  std::uint32_t n_ = 0;
  std::vector<DependencyEdge> edges_;
  std::vector<std::uint32_t> off_;
};

/// Builds the direct dependency graph of a scope.
DependencyGraph dependency_graph(const ScopeFacts& f);

}  // namespace reddragon::analysis
