// cached_summaries.cpp - see cached_summaries.hpp.
#include "cached_summaries.hpp"

#include <cstdio>

#include "reddragon/kernel/summary_store.hpp"

namespace reddragon::cli {

boost::json::object SummaryCacheReport::json() const {
  return {{"enabled", enabled}, {"hits", stats.hits}, {"misses", stats.misses}};
}

analysis::Summaries cached_summaries(analysis::ProgramGraph& pg, const kernel::Config& cfg, int verbosity,
                                     SummaryCacheReport& report, bool details) {
  kernel::FileSummaryStore store(cfg);
  report.enabled = store.enabled();
  report.dir = store.dir().string();
  if (!store.enabled()) return analysis::compute_summaries(pg);
  analysis::Summaries sums = analysis::compute_summaries_cached(pg, store, report.stats, {}, details);
  if (verbosity > 0)
    std::fprintf(stderr,
                 "reddragon: summary cache %s: %llu hits, %llu computed, %llu files written (cpu: keys %.2f s, read %.2f s, "
                 "worklist %.2f s, write %.2f s)\n",
                 report.dir.c_str(), static_cast<unsigned long long>(report.stats.hits),
                 static_cast<unsigned long long>(report.stats.misses), static_cast<unsigned long long>(report.stats.groups_written),
                 report.stats.key_s, report.stats.read_s, report.stats.solve_s, report.stats.write_s);
  return sums;
}

}  // namespace reddragon::cli
