// vm_symbolic_test.cpp - decisions on unknowns (docs/symbolic.md): the
// solver keeps branches feasible, loops over unknowns end at the loop
// bound, and explore_module runs every feasible path with a model.
#include <gtest/gtest.h>

#include <boost/json.hpp>

#include "reddragon/kernel/ir_text.hpp"
#include "reddragon/kernel/vm.hpp"

using namespace reddragon;
using namespace reddragon::kernel;

namespace {

ir::Module parse(const std::string& text) {
  auto m = parse_module(text, "t.ir");
  EXPECT_TRUE(m.has_value()) << m.error().to_string();
  return m ? std::move(*m) : ir::Module{};
}

RunReport run(const std::string& text, RunOptions opts = {}) {
  auto r = run_module(parse(text), opts);
  EXPECT_TRUE(r.has_value()) << r.error().to_string();
  return r ? *r : RunReport{};
}

// x = read(); if x > 5: (if x < 3: print "impossible") print "big"
const char* kNested = R"(entry:
  %0 = call_function read
  decl_var x %0
  %1 = load_var x
  %2 = const 5
  %3 = binop > %1 %2
  branch_if %3 outer end
outer:
  %4 = load_var x
  %5 = const 3
  %6 = binop < %4 %5
  branch_if %6 inner after
inner:
  %7 = const "impossible"
  %8 = call_function print %7
  branch after
after:
  %9 = const "big"
  %10 = call_function print %9
  branch end
end:
  %11 = const "end"
  %12 = call_function print %11
)";

// for it in items(): print(it)   (the iteration intrinsics over an unknown)
const char* kForEach = R"(entry:
  %0 = call_function items
  %1 = call_function __iter %0
  decl_var it %1
cond:
  %2 = load_var it
  %3 = call_function __has_next__ %2
  branch_if %3 body done
body:
  %4 = load_var it
  %5 = call_function __next__ %4
  %6 = call_function print %5
  branch cond
done:
  %7 = const "after"
  %8 = call_function print %7
)";

// while more(): n = n + 1   (one unknown call re-tested: implied true)
const char* kWhile = R"(entry:
  %0 = const 0
  decl_var n %0
cond:
  %1 = call_function more
  branch_if %1 body done
body:
  %2 = load_var n
  %3 = const 1
  %4 = binop + %2 %3
  store_var n %4
  branch cond
done:
  %5 = load_var n
  %6 = call_function print %5
)";

// a = a(); b = b(); if a + b == 10: if a - b == 4: print "hit"
const char* kModel = R"(entry:
  %0 = call_function a
  decl_var a %0
  %1 = call_function b
  decl_var b %1
  %2 = load_var a
  %3 = load_var b
  %4 = binop + %2 %3
  %5 = const 10
  %6 = binop == %4 %5
  branch_if %6 one end
one:
  %7 = load_var a
  %8 = load_var b
  %9 = binop - %7 %8
  %10 = const 4
  %11 = binop == %9 %10
  branch_if %11 hit end
hit:
  %12 = const "hit"
  %13 = call_function print %12
end:
  %14 = const "end"
  %15 = call_function print %14
)";

}  // namespace

TEST(Symbolic, InfeasibleNestedBranchIsNotTaken) {
  RunReport r = run(kNested);
  EXPECT_EQ(r.status, RunStatus::Completed);
  EXPECT_EQ(r.stdout_text, "big\nend\n");
  ASSERT_EQ(r.decisions.size(), 2u);
  EXPECT_EQ(r.decisions[0].condition, "(read() > 5)");
  EXPECT_TRUE(r.decisions[0].taken);
  EXPECT_EQ(r.decisions[1].condition, "(read() >= 3)");  // the false side, rendered as taken
  EXPECT_FALSE(r.decisions[1].taken);
  EXPECT_EQ(r.pruned, 1u);
  ASSERT_EQ(r.model.size(), 1u);
  EXPECT_EQ(r.model[0].first, "read()");
  EXPECT_GT(std::stoi(r.model[0].second), 5);
  EXPECT_NE(r.path_condition_smt2.find("(declare-fun |read()| () Int)"), std::string::npos) << r.path_condition_smt2;
}

TEST(Symbolic, WithoutTheSolverEverySideIsFeasible) {
  RunOptions o;
  o.use_solver = false;
  RunReport r = run(kNested, o);
  EXPECT_EQ(r.stdout_text, "impossible\nbig\nend\n");  // the old single-path rule
  EXPECT_EQ(r.solver_queries, 0u);
}

TEST(Symbolic, ConcreteProgramsMakeNoDecisions) {
  RunReport r = run(R"(entry:
  %0 = const 7
  %1 = const 5
  %2 = binop > %0 %1
  branch_if %2 yes no
yes:
  %3 = const "yes"
  %4 = call_function print %3
no:
)");
  EXPECT_EQ(r.stdout_text, "yes\n");
  EXPECT_TRUE(r.decisions.empty());
  EXPECT_EQ(r.solver_queries, 0u);
  EXPECT_EQ(boost::json::parse(r.json).as_object().at("decisions").as_array().size(), 0u);
}

TEST(Symbolic, LoopOverAnUnknownCollectionEndsAtTheBound) {
  RunReport r = run(kForEach);
  EXPECT_EQ(r.status, RunStatus::Completed);
  EXPECT_EQ(r.stdout_text, "<sym_3: items()[0]>\n<sym_6: items()[1]>\nafter\n");
  ASSERT_EQ(r.decisions.size(), 3u);
  EXPECT_EQ(r.decisions[0].condition, "(len(items()) > 0)");
  EXPECT_EQ(r.decisions[1].condition, "(len(items()) > 1)");
  EXPECT_EQ(r.decisions[2].condition, "(len(items()) <= 2)");
  EXPECT_TRUE(r.decisions[2].loop_exit);
  EXPECT_TRUE(r.decisions[2].assumed);
  ASSERT_EQ(r.model.size(), 1u);
  EXPECT_EQ(r.model[0].second, "2");

  RunOptions o;
  o.loop_bound = 0;
  r = run(kForEach, o);
  EXPECT_EQ(r.stdout_text, "after\n");
  ASSERT_EQ(r.decisions.size(), 1u);
  EXPECT_EQ(r.decisions[0].condition, "(len(items()) <= 0)");
}

TEST(Symbolic, WhileOnAnUnknownConditionEnds) {
  RunOptions o;
  o.loop_bound = 3;
  RunReport r = run(kWhile, o);
  EXPECT_EQ(r.status, RunStatus::Completed);
  EXPECT_EQ(r.stdout_text, "3\n");
  // more() is one value: after it held once, leaving contradicts the path,
  // so the bound's exit is taken without being assumed
  ASSERT_EQ(r.decisions.size(), 2u);
  EXPECT_TRUE(r.decisions[1].loop_exit);
  EXPECT_FALSE(r.decisions[1].assumed);
}

TEST(Symbolic, SymbolicStepsStayCheapInLongLoops) {
  // acc = acc + x a million times: each step one node, rendering capped
  RunOptions o;
  o.max_steps = 20'000'000;
  RunReport r = run(R"(entry:
  %0 = call_function read
  decl_var x %0
  %1 = const 0
  decl_var acc %1
  %2 = const 0
  decl_var i %2
cond:
  %3 = load_var i
  %4 = const 1000000
  %5 = binop < %3 %4
  branch_if %5 body done
body:
  %6 = load_var acc
  %7 = load_var x
  %8 = binop + %6 %7
  store_var acc %8
  %9 = load_var i
  %10 = const 1
  %11 = binop + %9 %10
  store_var i %11
  branch cond
done:
  %12 = load_var acc
  %13 = binop > %12 %1
  branch_if %13 pos neg
pos:
  %14 = const "pos"
  %15 = call_function print %14
neg:
)",
                    o);
  EXPECT_EQ(r.status, RunStatus::Completed);
  EXPECT_EQ(r.stdout_text, "pos\n");
}

TEST(Symbolic, ExploreFindsEveryFeasiblePathWithModels) {
  auto m = parse(kModel);
  auto rep = explore_module(m, RunOptions{}, ExploreOptions{});
  ASSERT_TRUE(rep.has_value()) << rep.error().to_string();
  ASSERT_EQ(rep->paths.size(), 3u);
  EXPECT_TRUE(rep->budget_hit.empty());
  const RunReport& hit = rep->paths[0];  // the holding side first
  EXPECT_EQ(hit.stdout_text, "hit\nend\n");
  ASSERT_EQ(hit.model.size(), 2u);
  EXPECT_EQ(hit.model[0], (std::pair<std::string, std::string>{"a()", "7"}));
  EXPECT_EQ(hit.model[1], (std::pair<std::string, std::string>{"b()", "3"}));
  EXPECT_EQ(rep->paths[1].stdout_text, "end\n");
  EXPECT_FALSE(rep->paths[1].decisions[1].taken);
  EXPECT_EQ(rep->paths[2].stdout_text, "end\n");
  EXPECT_FALSE(rep->paths[2].decisions[0].taken);
  auto doc = boost::json::parse(rep->json).as_object();
  EXPECT_EQ(doc.at("paths_total").to_number<std::uint64_t>(), 3u);
  EXPECT_TRUE(doc.at("budget_hit").is_null());
  EXPECT_EQ(doc.at("paths").as_array()[0].as_object().at("model").as_object().at("a()").as_string(), "7");
}

TEST(Symbolic, ExplorePrunesAndRespectsMaxPaths) {
  auto m = parse(kNested);
  auto rep = explore_module(m, RunOptions{}, ExploreOptions{});
  ASSERT_TRUE(rep.has_value());
  ASSERT_EQ(rep->paths.size(), 2u);  // x > 5 (inner side pruned) and x <= 5
  EXPECT_EQ(rep->paths_pruned, 1u);
  for (const auto& p : rep->paths) EXPECT_EQ(p.stdout_text.find("impossible"), std::string::npos);

  ExploreOptions eo;
  eo.max_paths = 1;
  rep = explore_module(m, RunOptions{}, eo);
  ASSERT_TRUE(rep.has_value());
  EXPECT_EQ(rep->paths.size(), 1u);
  EXPECT_EQ(rep->budget_hit, "max_paths");
  EXPECT_EQ(rep->paths_pending, 1u);
}

TEST(Symbolic, ReplayingADecisionPrefixReproducesAPath) {
  RunOptions o;
  o.replay = {0};  // read() > 5 does not hold
  RunReport r = run(kNested, o);
  EXPECT_EQ(r.stdout_text, "end\n");
  ASSERT_EQ(r.decisions.size(), 1u);
  EXPECT_EQ(r.decisions[0].condition, "(read() <= 5)");
}

TEST(Symbolic, TenIndependentBranchesGive1024Paths) {
  std::string text = "entry:\n  %0 = const 0\n  decl_var n %0\n";
  int reg = 1;
  for (int k = 0; k < 10; ++k) {
    std::string r = std::to_string(reg);
    text += "  %" + r + " = call_function c" + std::to_string(k) + "\n";
    text += "  %" + std::to_string(reg + 1) + " = const 0\n";
    text += "  %" + std::to_string(reg + 2) + " = binop > %" + r + " %" + std::to_string(reg + 1) + "\n";
    text += "  branch_if %" + std::to_string(reg + 2) + " t" + std::to_string(k) + " f" + std::to_string(k) + "\n";
    text += "t" + std::to_string(k) + ":\n";
    text += "  %" + std::to_string(reg + 3) + " = load_var n\n";
    text += "  %" + std::to_string(reg + 4) + " = const 1\n";
    text += "  %" + std::to_string(reg + 5) + " = binop + %" + std::to_string(reg + 3) + " %" + std::to_string(reg + 4) + "\n";
    text += "  store_var n %" + std::to_string(reg + 5) + "\n";
    text += "f" + std::to_string(k) + ":\n";
    reg += 6;
  }
  auto m = parse(text);
  ExploreOptions eo;
  eo.max_paths = 2000;
  auto rep = explore_module(m, RunOptions{}, eo);
  ASSERT_TRUE(rep.has_value());
  EXPECT_EQ(rep->paths.size(), 1024u);
  EXPECT_EQ(rep->paths_pruned, 0u);
  EXPECT_TRUE(rep->budget_hit.empty());
}

TEST(Symbolic, RecursionSteeredByUnknownsIsBounded) {
  // def down(x): if more(x): down(x + 1)   -- each level decides on an unknown
  RunReport r = run(R"(entry:
  branch end_down
func_down:
  %0 = symbolic "param:x"
  decl_var x %0
  %1 = load_var x
  %2 = call_function more %1
  branch_if %2 deeper out
deeper:
  %3 = load_var x
  %4 = const 1
  %5 = binop + %3 %4
  %6 = call_function down %5
  return %6
out:
  %7 = load_var x
  return %7
end_down:
  %8 = const <function:down@func_down>
  decl_var down %8
  %9 = const 0
  %10 = call_function down %9
  %11 = call_function print %10
)");
  EXPECT_EQ(r.status, RunStatus::Completed) << r.error_text;
  EXPECT_EQ(r.stdout_text, "<sym_8: down(8)>\n");  // the 9th nested call is an unknown
  auto d = boost::json::parse(r.json).as_object();
  EXPECT_EQ(d.at("recursion_bound_hits").to_number<int>(), 1);
}
