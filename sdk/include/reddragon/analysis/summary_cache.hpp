// summary_cache.hpp - function summaries (summaries.hpp) kept across runs
// (docs/adr/0017-summary-cache.md).
//
// A function's entry is addressed by a key over what its summary is
// computed from, in a form independent of where the function sits in the
// linked program: its own instructions (registers numbered in order of
// first use, labels without their module prefix and counter, no spans),
// its call sites (resolution, result, each actual bound to which formal of
// which callee, callees named by file and qualified name) and the keys of
// the callees it binds arguments to. A recursive group (a strongly
// connected component of that relation) is keyed as one. The entry holds
// what callers need: which formals reach the return value and which reach
// each formal's object, by formal position. Entries are grouped per source
// file; a run that computed any of a file's functions rewrites its group.
//
// On a hit the worklist starts from the stored summary and never
// recomputes it: the stored values are the least fixpoint for identical
// inputs, so the result equals a cold run's. A run whose worklist hit
// SummaryOptions::max_rounds stores nothing.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "reddragon/analysis/program_deps.hpp"
#include "reddragon/analysis/summaries.hpp"

namespace reddragon::analysis {

/// Where entries live: a name ("ab/<hex>.rdsum") to bytes. The kernel's
/// file store writes atomically under the module cache's directory.
class SummaryStore {
 public:
  virtual ~SummaryStore() = default;
  /// The stored text, or nothing.
  virtual std::optional<std::string> read(const std::string& name) = 0;
  virtual void write(const std::string& name, const std::string& text) = 0;
};

struct SummaryCacheStats {
  std::uint64_t hits = 0;    ///< functions (with formals) whose summary came from the store
  std::uint64_t misses = 0;  ///< functions computed
  std::uint64_t groups_written = 0;
  /// processor seconds: keys, reading entries, the worklist (with the
  /// Summary edges), writing entries
  double key_s = 0, read_s = 0, solve_s = 0, write_s = 0;
};

/// One function's summary as callers apply it (no node numbers).
struct SummarySeed {
  bool known = false;                     ///< in: take these values, do not compute
  std::uint64_t to_return = 0;
  std::vector<std::uint64_t> to_formals;  ///< per formal: formals reaching its object
};

/// compute_summaries starting from `seeds` (one per function; known ones
/// are final). On return every seed holds its function's values. With
/// `details`, the seeded functions' to_globals/to_fields are filled in too
/// (one local pass each), as a cold run has them. Defined in summaries.cpp.
Summaries compute_summaries_seeded(ProgramGraph& g, const SummaryOptions& opts, std::vector<SummarySeed>& seeds, bool details);

/// compute_summaries through `store`: hits are seeded, the rest computed,
/// and the groups of computed functions written back.
Summaries compute_summaries_cached(ProgramGraph& g, SummaryStore& store, SummaryCacheStats& stats,
                                   const SummaryOptions& opts = {}, bool details = false);

/// Every function's key (hex; "" for functions without formals, which have
/// no entry), in call-graph order: for tests and `-v` listings.
std::vector<std::string> summary_keys(const ProgramGraph& g, const SummaryOptions& opts = {});

}  // namespace reddragon::analysis
