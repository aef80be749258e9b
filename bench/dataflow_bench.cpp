// dataflow_bench.cpp - reaching definitions + def-use chains + dependency
// graph on generated functions of 10k / 100k / 200k instructions
// (tests/support/dataflow_gen.hpp; one variable per 10 instructions).
// Target: < 1 s for 100k instructions, < 1 GB peak memory.
#include <benchmark/benchmark.h>

#include "../tests/support/dataflow_gen.hpp"
#include "reddragon/analysis/dependencies.hpp"
#include "reddragon/analysis/reaching.hpp"

using namespace reddragon;
using namespace reddragon::analysis;

static void BM_ReachingDefUseDeps(benchmark::State& state) {
  const auto n = static_cast<std::size_t>(state.range(0));
  ir::Module m = testgen::generate_function(n, n / 10);
  std::size_t links = 0, edges = 0, blocks = 0, defs = 0;
  for (auto _ : state) {
    cfg::Cfg g = cfg::build_cfg(m);
    auto scopes = select_scopes(m, g, "big");
    ScopeGraph sg(g, scopes[0]);
    ScopeFacts f(m, sg);
    auto rd = reaching_definitions(f);
    auto du = def_use_chains(f, rd);
    auto deps = dependency_graph(f);
    links = du.links();
    edges = deps.edges().size();
    blocks = sg.size();
    defs = f.defs().size();
    benchmark::DoNotOptimize(deps);
  }
  state.counters["instructions"] = static_cast<double>(m.instructions.size());
  state.counters["blocks"] = static_cast<double>(blocks);
  state.counters["definitions"] = static_cast<double>(defs);
  state.counters["defuse_links"] = static_cast<double>(links);
  state.counters["dep_edges"] = static_cast<double>(edges);
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * m.instructions.size()));
}
BENCHMARK(BM_ReachingDefUseDeps)->Arg(10000)->Arg(100000)->Arg(200000)->Unit(benchmark::kMillisecond);

static void BM_Liveness(benchmark::State& state) {
  const auto n = static_cast<std::size_t>(state.range(0));
  ir::Module m = testgen::generate_function(n, n / 10);
  cfg::Cfg g = cfg::build_cfg(m);
  auto scopes = select_scopes(m, g, "big");
  ScopeGraph sg(g, scopes[0]);
  ScopeFacts f(m, sg);
  for (auto _ : state) benchmark::DoNotOptimize(live_variables(f));
}
BENCHMARK(BM_Liveness)->Arg(100000)->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
