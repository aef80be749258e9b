// dataflow_loops_test.cpp - convergence and correctness on loops (nested,
// break/continue), try/finally and try/except (exception edges), unreachable
// blocks, irreducible control flow, the iteration cap, pointer and region
// opcodes, the opcode-table-derived effects, dominators; and a randomized
// comparison against a naive round-robin reference.
#include <gtest/gtest.h>

#include <random>

#include "dataflow_test_util.hpp"
#include "reddragon/analysis/effects.hpp"
#include "reddragon/analysis/graph.hpp"

using namespace dftest;

namespace {

// i = 0; s = 0
// while i < 10:
//     j = 0
//     while j < i:
//         j = j + 1
//         if j == 3: continue
//         s = s + j
//         if s > 100: break
//     i = i + 1
// out = s
const char* kNested = R"(entry:
  %0 = const 0
  decl_var i %0
  %1 = const 0
  decl_var s %1
  branch while_cond_0
while_cond_0:
  %2 = load_var i
  %3 = const 10
  %4 = binop < %2 %3
  branch_if %4 while_body_0 while_end_0
while_body_0:
  %5 = const 0
  decl_var j %5
  branch while_cond_1
while_cond_1:
  %6 = load_var j
  %7 = load_var i
  %8 = binop < %6 %7
  branch_if %8 while_body_1 while_end_1
while_body_1:
  %9 = load_var j
  %10 = const 1
  %11 = binop + %9 %10
  store_var j %11
  %12 = load_var j
  %13 = const 3
  %14 = binop == %12 %13
  branch_if %14 continue_2 if_end_2
continue_2:
  branch while_cond_1
if_end_2:
  %15 = load_var s
  %16 = load_var j
  %17 = binop + %15 %16
  store_var s %17
  %18 = load_var s
  %19 = const 100
  %20 = binop > %18 %19
  branch_if %20 break_3 while_cond_1
break_3:
  branch while_end_1
while_end_1:
  %21 = load_var i
  %22 = const 1
  %23 = binop + %21 %22
  store_var i %23
  branch while_cond_0
while_end_0:
  %24 = load_var s
  decl_var out %24
)";

}  // namespace

TEST(DataflowLoops, NestedLoopsWithBreakAndContinue) {
  Analysed a(kNested);
  ASSERT_TRUE(a.rd.sets.stats.converged);
  EXPECT_EQ(a.reach_in("while_cond_1"), (std::set<std::string>{"i@entry", "i@while_end_1", "s@entry", "s@if_end_2",
                                                               "j@while_body_0", "j@while_body_1"}));
  EXPECT_EQ(a.reach_in("while_end_0"), (std::set<std::string>{"i@entry", "i@while_end_1", "s@entry", "s@if_end_2",
                                                              "j@while_body_0", "j@while_body_1"}));
  // continue skips s = s + j, break leaves with j and s from this iteration
  EXPECT_EQ(a.reach_in("continue_2"), (std::set<std::string>{"i@entry", "i@while_end_1", "s@entry", "s@if_end_2",
                                                             "j@while_body_1"}));
  EXPECT_EQ(a.reach_in("break_3"), (std::set<std::string>{"i@entry", "i@while_end_1", "s@if_end_2", "j@while_body_1"}));
  // uses
  EXPECT_EQ(a.reaching_use("s", 2), (std::set<std::string>{"s@entry", "s@if_end_2"}));  // out = s
  EXPECT_EQ(a.reaching_use("j", 1), (std::set<std::string>{"j@while_body_0", "j@while_body_1"}));  // j = j + 1
  EXPECT_EQ(a.reaching_use("j", 2), (std::set<std::string>{"j@while_body_1"}));  // j == 3 (local)
  // dependencies: loop-carried self dependencies are cycles
  EXPECT_EQ(a.direct(), (VarMap{{"i", {"i"}}, {"j", {"j"}}, {"s", {"s", "j"}}, {"out", {"s"}}}));
  EXPECT_EQ(a.transitive()["out"], (std::set<std::string>{"s", "j"}));
  EXPECT_EQ(a.deps.cycles().size(), 3u);
  // liveness at the outer loop head: i and s (j is re-declared before use)
  EXPECT_EQ(a.vars(a.live.sets.in[a.block("while_cond_0")]), (std::set<std::string>{"i", "s"}));
  EXPECT_EQ(a.vars(a.live.sets.in[a.block("while_cond_1")]), (std::set<std::string>{"i", "j", "s"}));
  EXPECT_TRUE(a.live.sets.stats.converged);
}

TEST(DataflowLoops, TryFinallyAndExceptEdges) {
  // k = 0
  // try:
  //     k = 1; risky(); k = 2
  // except ValueError:
  //     k = 3
  // finally:
  //     result = k
  const char* ir = R"(entry:
  %0 = const 0
  decl_var k %0
  try_push finally_1 try_end_1 ValueError handler_1
  %1 = const 1
  store_var k %1
  %2 = call_function risky
  %3 = const 2
  store_var k %3
  try_pop
  branch finally_1
handler_1:
  %4 = symbolic "caught"
  decl_var err %4
  %5 = const 3
  store_var k %5
  branch finally_1
finally_1:
  %6 = load_var k
  decl_var result %6
try_end_1:
  %7 = load_var result
  return %7
)";
  Analysed a(ir);
  // the protected block may throw after any instruction: the handler sees
  // k = 0, k = 1 and k = 2
  EXPECT_EQ(a.reach_in("handler_1"), (std::set<std::string>{"k@entry"}));  // names: all three defs are in entry
  const auto k = static_cast<std::uint32_t>(a.facts->var_id("k"));
  auto [lo, hi] = a.facts->defs_of(k);
  ASSERT_EQ(hi - lo, 4u);
  std::size_t k_in_handler = 0;
  a.rd.sets.in[a.block("handler_1")].for_each_in(lo, hi, [&](std::size_t) { ++k_in_handler; });
  EXPECT_EQ(k_in_handler, 3u);
  // finally: reached normally (k = 2), from the handler (k = 3) and by the
  // exception edge (k = 0, 1, 2): all four
  std::size_t k_in_finally = 0;
  a.rd.sets.in[a.block("finally_1")].for_each_in(lo, hi, [&](std::size_t) { ++k_in_finally; });
  EXPECT_EQ(k_in_finally, 4u);
  EXPECT_EQ(a.reaching_use("k").size(), 2u);  // by name: k@entry (3 defs) and k@handler_1
  // liveness: finally reads k, so k is live at the end of the protected block
  EXPECT_TRUE(a.vars(a.live.sets.out[a.block("entry")]).count("k"));
  EXPECT_EQ(a.direct(), (VarMap{{"result", {"k"}}}));
}

TEST(DataflowLoops, UnreachableBlocksAndIrreducibleFlow) {
  // entry branches into the middle of a two-entry loop (a <-> b), and a
  // block nobody reaches defines x.
  const char* ir = R"(entry:
  %0 = const 1
  decl_var x %0
  %1 = load_var x
  branch_if %1 a b
a:
  %2 = load_var x
  %3 = const 1
  %4 = binop + %2 %3
  store_var x %4
  %5 = load_var x
  branch_if %5 b done
b:
  %6 = load_var x
  %7 = const 2
  %8 = binop * %6 %7
  store_var x %8
  %9 = load_var x
  branch_if %9 a done
dead:
  %10 = const 99
  store_var x %10
  branch done
done:
  %11 = load_var x
  decl_var y %11
  return
orphan:
  %12 = load_var y
  return %12
)";
  Analysed a(ir);
  ASSERT_TRUE(a.rd.sets.stats.converged);
  EXPECT_EQ(a.reach_in("a"), (std::set<std::string>{"x@entry", "x@b"}));
  EXPECT_EQ(a.reach_in("b"), (std::set<std::string>{"x@entry", "x@a"}));
  // dead flows into done: its definition is a may-definition there
  EXPECT_EQ(a.reach_in("done"), (std::set<std::string>{"x@a", "x@b", "x@dead"}));
  EXPECT_TRUE(a.reach_in("dead").empty());
  EXPECT_TRUE(a.reach_in("orphan").empty());
  EXPECT_TRUE(a.reaching_use("y").empty());  // y read in orphan: nothing reaches
  auto reach = reachable(*a.graph);
  EXPECT_FALSE(reach[a.block("dead")]);
  EXPECT_FALSE(reach[a.block("orphan")]);
  EXPECT_TRUE(reach[a.block("done")]);
  // dominators: neither a nor b dominates the other (irreducible); entry dominates both
  auto idom = immediate_dominators(*a.graph);
  EXPECT_EQ(idom[a.block("a")], static_cast<std::int32_t>(a.block("entry")));
  EXPECT_EQ(idom[a.block("b")], static_cast<std::int32_t>(a.block("entry")));
  EXPECT_EQ(idom[a.block("done")], static_cast<std::int32_t>(a.block("entry")));
  EXPECT_EQ(idom[a.block("dead")], kNoBlock);
  EXPECT_EQ(idom[a.block("entry")], kNoBlock);
  EXPECT_FALSE(dominates(idom, a.block("a"), a.block("b")));
  EXPECT_TRUE(dominates(idom, a.block("entry"), a.block("done")));
  auto ipdom = immediate_post_dominators(*a.graph);
  EXPECT_EQ(ipdom[a.block("a")], static_cast<std::int32_t>(a.block("done")));
  EXPECT_EQ(ipdom[a.block("done")], kNoBlock);  // the virtual exit
  EXPECT_EQ(ipdom[a.block("entry")], static_cast<std::int32_t>(a.block("done")));
  EXPECT_EQ(ipdom[a.block("dead")], static_cast<std::int32_t>(a.block("done")));
}

TEST(DataflowLoops, IterationCapIsReportedNotSilent) {
  Analysed a(kNested, "<module>", SolverOptions{1});
  EXPECT_FALSE(a.rd.sets.stats.converged);
  EXPECT_EQ(a.rd.sets.stats.iteration_cap, 1u);
  Analysed ok(kNested);
  EXPECT_TRUE(ok.rd.sets.stats.converged);
  EXPECT_GE(ok.rd.sets.stats.max_block_visits, 2u);  // the loop heads were revisited
  EXPECT_LE(ok.rd.sets.stats.max_block_visits, 5u);
}

TEST(DataflowEffects, EveryOpcodeFollowsItsSignature) {
  using ir::Opcode;
  for (std::size_t k = 0; k < ir::kOpcodeCount; ++k) {
    const auto op = static_cast<Opcode>(k);
    const auto& info = ir::opcode_info(op);
    std::string letters;
    for (char c : info.signature)
      if (c != ' ' && c != '*' && c != '?') letters += c;
    for (std::size_t i = 0; i < letters.size(); ++i)
      EXPECT_EQ(operand_role(op, i), role_from_letter(letters[i])) << info.mnemonic << " operand " << i;
    EXPECT_EQ(opcode_effects(op).has_result, info.has_result);
  }
  // repeating and optional groups
  EXPECT_EQ(operand_role(Opcode::CallFunction, 5), OperandRole::RegisterRead);
  EXPECT_EQ(operand_role(Opcode::TryPush, 4), OperandRole::Class);
  EXPECT_EQ(operand_role(Opcode::TryPush, 5), OperandRole::Label);
  EXPECT_EQ(operand_role(Opcode::Return, 1), OperandRole::Extra);
  // memory effects derived from groups and signature shape
  EXPECT_EQ(opcode_effects(Opcode::AddressOf).memory, MemoryEffect::AddressOf);
  EXPECT_EQ(opcode_effects(Opcode::LoadIndirect).memory, MemoryEffect::IndirectRead);
  EXPECT_EQ(opcode_effects(Opcode::LoadFieldIndirect).memory, MemoryEffect::IndirectRead);
  EXPECT_EQ(opcode_effects(Opcode::StoreIndirect).memory, MemoryEffect::IndirectWrite);
  EXPECT_EQ(opcode_effects(Opcode::StoreField).memory, MemoryEffect::ObjectWrite);
  EXPECT_EQ(opcode_effects(Opcode::StoreIndex).memory, MemoryEffect::ObjectWrite);
  EXPECT_EQ(opcode_effects(Opcode::WriteRegion).memory, MemoryEffect::ObjectWrite);
  for (Opcode op : {Opcode::Return, Opcode::Throw, Opcode::BranchIf, Opcode::StoreVar, Opcode::DeclVar, Opcode::Binop,
                    Opcode::CallUnknown, Opcode::AllocRegion, Opcode::SetContinuation})
    EXPECT_EQ(opcode_effects(op).memory, MemoryEffect::None) << ir::opcode_info(op).mnemonic;
  EXPECT_TRUE(opcode_effects(Opcode::LoadField).projection);
  EXPECT_TRUE(opcode_effects(Opcode::LoadRegion).projection);
  EXPECT_FALSE(opcode_effects(Opcode::CallMethod).projection);
  EXPECT_FALSE(opcode_effects(Opcode::AllocRegion).projection);
}

TEST(DataflowEffects, PointersAndRegions) {
  // p = &x; *p = v; y = *p; buf = alloc(8); write_region buf 0 4 w; z = load_region buf 0 4
  const char* ir = R"(entry:
  %0 = const 1
  decl_var x %0
  %1 = const 2
  decl_var v %1
  %2 = address_of x
  decl_var p %2
  %3 = load_var p
  %4 = load_var v
  store_indirect %3 %4
  %5 = load_var p
  %6 = load_indirect %5
  decl_var y %6
  %7 = const 8
  %8 = alloc_region %7
  decl_var buf %8
  %9 = const 7
  decl_var w %9
  %10 = load_var buf
  %11 = const 0
  %12 = const 4
  %13 = load_var w
  write_region %10 %11 %12 %13
  %14 = load_var buf
  %15 = load_region %14 %11 %12
  decl_var z %15
  %16 = load_var z
  %17 = load_var p
  store_field %17 f %16
)";
  Analysed a(ir);
  ASSERT_EQ(a.facts->address_taken().size(), 1u);
  EXPECT_EQ(a.facts->var_name(a.facts->address_taken()[0]), "x");
  // *p = v weakly defines x: y = *p sees both x = 1 and the indirect store
  auto use_defs = [&](std::size_t nth_indirect) {
    std::multiset<std::string> out;
    std::size_t n = 0;
    for (std::uint32_t u = 0; u < a.facts->uses().size(); ++u)
      if (a.facts->uses()[u].indirect && n++ == nth_indirect)
        for (std::uint32_t d : a.du.defs_of_use(u)) out.insert(a.def_name(d));
    return out;
  };
  EXPECT_EQ(use_defs(0).size(), 2u);  // x@entry strong + x@entry indirect
  EXPECT_EQ(use_defs(0).count("x@entry"), 2u);
  VarMap d = a.direct();
  EXPECT_EQ(d["x"], (std::set<std::string>{"v"}));        // *p = v
  EXPECT_EQ(d["y"], (std::set<std::string>{"p", "x"}));   // y = *p
  EXPECT_EQ(d["buf"], (std::set<std::string>{"w"}));      // write_region buf ... w
  EXPECT_EQ(d["z"], (std::set<std::string>{"buf"}));      // z = load_region buf
  EXPECT_EQ(d["p"], (std::set<std::string>{"x", "z"}));   // p = &x; p.f = z (a weak def of p)
  EXPECT_EQ(a.transitive()["z"], (std::set<std::string>{"buf", "w"}));
}

// --- randomized: the solver against a naive round-robin fixpoint ---------

namespace {
std::string random_cfg(std::mt19937& rng, int blocks, int vars) {
  std::string s;
  int reg = 0;
  auto pick = [&](int n) { return static_cast<int>(rng() % static_cast<unsigned>(n)); };
  for (int b = 0; b < blocks; ++b) {
    s += "b" + std::to_string(b) + ":\n";
    const int stmts = pick(4);
    for (int k = 0; k < stmts; ++k) {
      if (pick(2)) {
        s += "  %" + std::to_string(reg) + " = load_var v" + std::to_string(pick(vars)) + "\n";
        s += "  store_var v" + std::to_string(pick(vars)) + " %" + std::to_string(reg) + "\n";
      } else {
        s += "  %" + std::to_string(reg) + " = const 1\n  decl_var v" + std::to_string(pick(vars)) + " %" +
             std::to_string(reg) + "\n";
      }
      ++reg;
    }
    const int kind = pick(5);
    if (kind == 0) {
      s += "  return\n";
    } else if (kind <= 2) {
      s += "  branch b" + std::to_string(pick(blocks)) + "\n";
    } else {
      s += "  %" + std::to_string(reg) + " = const 1\n  branch_if %" + std::to_string(reg) + " b" +
           std::to_string(pick(blocks)) + " b" + std::to_string(pick(blocks)) + "\n";
      ++reg;
    }
  }
  return s;
}
}  // namespace

TEST(DataflowRandom, SolverMatchesNaiveFixpoint) {
  std::mt19937 rng(7);
  for (int round = 0; round < 60; ++round) {
    Analysed a(random_cfg(rng, 3 + round % 17, 2 + round % 5));
    ASSERT_TRUE(a.rd.sets.stats.converged);
    const ScopeFacts& f = *a.facts;
    const ScopeGraph& g = *a.graph;
    // naive: instruction-by-instruction transfer with std::set, round robin
    std::vector<std::set<std::uint32_t>> in(g.size()), out(g.size());
    auto through = [&](std::uint32_t b, std::set<std::uint32_t> s) {
      for (const auto& ev : f.events(b)) {
        if (!ev.is_def) continue;
        const auto& d = f.defs()[ev.id];
        std::erase_if(s, [&](std::uint32_t x) { return f.defs()[x].var == d.var; });
        s.insert(ev.id);
      }
      return s;
    };
    for (bool changed = true; changed;) {
      changed = false;
      for (std::uint32_t b = 0; b < g.size(); ++b) {
        std::set<std::uint32_t> i;
        for (std::uint32_t p : g.preds(b)) i.insert(out[p].begin(), out[p].end());
        auto o = through(b, i);
        if (i != in[b] || o != out[b]) changed = true;
        in[b] = std::move(i);
        out[b] = std::move(o);
      }
    }
    for (std::uint32_t b = 0; b < g.size(); ++b) {
      std::set<std::uint32_t> got;
      a.rd.sets.in[b].for_each([&](std::size_t d) { got.insert(static_cast<std::uint32_t>(d)); });
      ASSERT_EQ(got, in[b]) << "round " << round << " block " << b;
    }
  }
}
