// dataflow_scale_test.cpp - a generated function with 200,000 instructions
// and 20,000 variables: reaching definitions, def-use chains, liveness and
// the dependency graph (with SCCs) finish quickly and converge.
#include <gtest/gtest.h>

#include <chrono>

#include "../support/dataflow_gen.hpp"
#include "reddragon/analysis/dependencies.hpp"
#include "reddragon/analysis/graph.hpp"
#include "reddragon/analysis/reaching.hpp"

using namespace reddragon;
using namespace reddragon::analysis;

TEST(DataflowScale, TwoHundredThousandInstructionsTwentyThousandVariables) {
  ir::Module m = testgen::generate_function(200000, 20000);
  ASSERT_GE(m.instructions.size(), 199000u);
  const auto t0 = std::chrono::steady_clock::now();
  cfg::Cfg g = cfg::build_cfg(m);
  auto scopes = select_scopes(m, g, "big");
  ASSERT_EQ(scopes.size(), 1u);
  ScopeGraph sg(g, scopes[0]);
  ScopeFacts f(m, sg);
  EXPECT_EQ(f.num_vars(), 20000u);
  auto rd = reaching_definitions(f);
  EXPECT_TRUE(rd.sets.stats.converged);
  auto du = def_use_chains(f, rd);
  auto live = live_variables(f);
  EXPECT_TRUE(live.sets.stats.converged);
  auto deps = dependency_graph(f);
  auto cycles = deps.cycles();
  auto idom = immediate_dominators(sg);
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  EXPECT_GT(du.links(), f.uses().size() / 2);
  EXPECT_GT(deps.edges().size(), 10000u);
  EXPECT_FALSE(cycles.empty());
  EXPECT_EQ(idom[0], kNoBlock);
  RecordProperty("seconds", std::to_string(secs));
  std::printf("200k instructions, %u blocks, %zu definitions, %zu uses, %zu def-use links, %zu dependency edges: %.3f s\n",
              sg.size(), f.defs().size(), f.uses().size(), du.links(), deps.edges().size(), secs);
  EXPECT_LT(secs, 10.0);
}
