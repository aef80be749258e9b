// cached_summaries.hpp - the whole-program commands' function summaries
// through the summary cache (docs/adr/0017-summary-cache.md), and what
// the cache did, for their JSON and `-v` output.
#pragma once

#include <boost/json.hpp>
#include <string>

#include "reddragon/analysis/summary_cache.hpp"
#include "reddragon/kernel/config.hpp"

namespace reddragon::cli {

struct SummaryCacheReport {
  bool enabled = false;
  std::string dir;
  analysis::SummaryCacheStats stats;
  /// {"enabled", "hits", "misses"}, as `project --json` says what the module cache did
  boost::json::object json() const;
};

/// compute_summaries, through the cache unless project.cache is off;
/// `details`: every function's flows to globals and fields (taint
/// --summaries). With -v, one line on stderr says what the cache did.
analysis::Summaries cached_summaries(analysis::ProgramGraph& pg, const kernel::Config& cfg, int verbosity,
                                     SummaryCacheReport& report, bool details = false);

}  // namespace reddragon::cli
