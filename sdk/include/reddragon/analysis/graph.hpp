// graph.hpp - CFG graph algorithms for analyses, via Boost.Graph
// (Lengauer-Tarjan dominator trees). Local block ids of a ScopeGraph.
#pragma once

#include <cstdint>
#include <vector>

#include "reddragon/analysis/scope.hpp"

namespace reddragon::analysis {

inline constexpr std::int32_t kNoBlock = -1;

/// Immediate dominator of every block; kNoBlock for the entry and for
/// blocks unreachable from it.
std::vector<std::int32_t> immediate_dominators(const ScopeGraph& g);

/// Immediate post-dominator of every block, with a virtual exit joined from
/// every exit block. kNoBlock when it is the virtual exit itself (exit
/// blocks, or blocks whose paths reach several exits) or when the block
/// cannot reach any exit (e.g. an infinite loop).
std::vector<std::int32_t> immediate_post_dominators(const ScopeGraph& g);

/// True if a dominates b under the given immediate-dominator tree (a block
/// dominates itself).
bool dominates(const std::vector<std::int32_t>& idom, std::uint32_t a, std::uint32_t b);

/// Blocks reachable from the entry.
std::vector<bool> reachable(const ScopeGraph& g);

}  // namespace reddragon::analysis
