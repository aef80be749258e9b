// slice.hpp - context-sensitive reachability over the whole-program
// dependency graph (program_deps.hpp, with summaries.hpp's Summary edges),
// and program slices built on it.
//
// Two phases, as Horwitz, Reps and Binkley slice a system dependence graph:
// forward, phase 1 follows every edge but Call (so from where it starts it
// may return to any caller), and a Call edge enters phase 2, which follows
// every edge but Return (a callee entered from a call site comes back only
// through that site's Summary edge). Backward is the mirror image. Reaching
// a Field, or a variable of a module scope, resets to phase 1: the heap and
// globals are context-insensitive.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "reddragon/analysis/program_deps.hpp"

namespace reddragon::analysis {

enum class SliceDirection : std::uint8_t { Forward, Backward };

inline constexpr std::uint32_t kNoEdge = 0xFFFFFFFFu;

/// States are node * 2 + phase (0 = phase 1, 1 = phase 2).
struct Reachability {
  SliceDirection direction = SliceDirection::Forward;
  std::vector<std::uint32_t> pred;    ///< per state: edge it was reached by; kNoEdge: a seed or not reached
  std::vector<char> seen;             ///< per state
  std::vector<char> pred_phase;       ///< per state: phase of the state it was reached from
  std::vector<std::uint32_t> origin;  ///< per state: index of the seed it came from
  std::vector<std::uint32_t> order;   ///< states in the order reached
  bool truncated = false;             ///< max_states reached
  bool reached(std::uint32_t node) const { return seen[node * 2] || seen[node * 2 + 1]; }
};

/// Breadth-first from the seeds (seed i has origin i); stops at max_states.
/// Nodes marked in `blocked` (if given) are never entered (sanitized values).
Reachability reach(const ProgramGraph& g, const std::vector<std::uint32_t>& seeds, SliceDirection dir,
                   std::size_t max_states = 50'000'000, const std::vector<char>* blocked = nullptr);

/// The edges from a seed to state `state` (in flow order).
std::vector<std::uint32_t> path_to(const ProgramGraph& g, const Reachability& r, std::uint32_t state);

/// A Summary edge's flow inside the callee (formal -> ... -> return), its
/// own Summary edges expanded up to `depth` levels; empty if not found.
std::vector<std::uint32_t> expand_summary(const ProgramGraph& g, std::uint32_t summary_edge, int depth = 3);

struct SliceLine {
  std::string file;
  std::uint32_t line = 0;
  friend bool operator<(const SliceLine& a, const SliceLine& b) { return a.file != b.file ? a.file < b.file : a.line < b.line; }
  friend bool operator==(const SliceLine&, const SliceLine&) = default;
};

struct Slice {
  std::vector<std::uint32_t> seeds;   ///< the criterion's nodes
  std::vector<std::uint32_t> instrs;  ///< instructions in the slice, ascending
  std::vector<SliceLine> lines;       ///< their source lines, sorted, unique
  bool truncated = false;
};

/// The slice from variable `var` as used or assigned on `line` of `file`
/// (a path as Module::file_of gives it, or a suffix of it after '/').
/// Empty seeds: no such variable on that line.
Slice slice(const ProgramGraph& g, std::string_view file, std::uint32_t line, std::string_view var, SliceDirection dir);

/// Whether instruction file `have` names the user's `want` (equal, or
/// `have` ends with "/" + want, or both name the same file).
bool same_file(std::string_view have, std::string_view want);

}  // namespace reddragon::analysis
