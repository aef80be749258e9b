// callgraph_test.cpp - the SDK call graph (reddragon/analysis/callgraph.hpp)
// on hand-written IR: function values through parameters, class hierarchy
// dispatch narrowed by the receiver, constructors, lookups and traces.
#include <gtest/gtest.h>

#include "reddragon/analysis/callgraph.hpp"
#include "reddragon/kernel/ir_text.hpp"

namespace {

using namespace reddragon;
using namespace reddragon::analysis;

struct Built {
  ir::Module m;
  cfg::Cfg g;
  CallGraph cg;
  explicit Built(const std::string& text) {
    auto parsed = kernel::parse_module(text);
    if (!parsed) {
      ADD_FAILURE() << parsed.error().to_string();
      return;
    }
    m = std::move(*parsed);
    g = cfg::build_cfg(m);
    cg = build_call_graph(m, g);
  }
  std::uint32_t fn(std::string_view q) const {
    auto f = cg.find(q);
    EXPECT_TRUE(f.has_value()) << q;
    return f.value_or(0);
  }
  /// The site at the instruction whose text result register is `reg`.
  const CallSite& site_writing(ir::Reg reg) const {
    for (const CallSite& s : cg.sites())
      if (m.instructions[s.instr].result == reg) return s;
    ADD_FAILURE() << "no call writes %" << reg;
    return cg.sites().front();
  }
};

// f(g) calls its parameter; the module passes h: f's call reaches h.
const char* kCallback = R"(.language "python"
entry:
  branch end_f_0
func_f_0:
  %0 = symbolic "param:g"
  decl_var g %0
  %1 = call_function g
  return %1
end_f_0:
  %2 = const <function:f@func_f_0>
  decl_var f %2
  branch end_h_1
func_h_1:
  %3 = const 1
  return %3
end_h_1:
  %4 = const <function:h@func_h_1>
  decl_var h %4
  %5 = load_var h
  %6 = call_function f %5
  %7 = call_function nothere
)";

TEST(CallGraph, FunctionValuesFlowThroughParameters) {
  Built b(kCallback);
  ASSERT_EQ(b.cg.functions().size(), 3u);
  EXPECT_EQ(b.cg.functions()[0].name, "<module>");
  const std::uint32_t f = b.fn("f"), h = b.fn("h");
  const CallSite& in_f = b.site_writing(1);
  EXPECT_EQ(in_f.caller, f);
  EXPECT_EQ(in_f.callees, std::vector<std::uint32_t>{h});
  EXPECT_EQ(in_f.how, CallResolution::Static);
  EXPECT_EQ(b.site_writing(6).callees, std::vector<std::uint32_t>{f});
  EXPECT_EQ(b.site_writing(7).how, CallResolution::Unresolved);
  // lookups
  auto callers = b.cg.callers_of(h);
  ASSERT_EQ(callers.size(), 1u);
  EXPECT_EQ(b.cg.sites()[callers[0]].caller, f);
  EXPECT_EQ(b.cg.sites_in(0).size(), 2u);
  EXPECT_EQ(b.cg.callees_of(0), std::vector<std::uint32_t>{f});
  EXPECT_EQ(b.cg.function_at(b.m.instructions.size() - 1), std::optional<std::uint32_t>(0));
  for (std::uint32_t i = b.cg.functions()[h].begin; i < b.cg.functions()[h].end; ++i) EXPECT_EQ(b.cg.function_at(i), h);
  EXPECT_FALSE(b.cg.find("nothere").has_value());
}

TEST(CallGraph, TraceAddsAndMarksCallees) {
  Built b(kCallback);
  const std::uint32_t f = b.fn("f"), h = b.fn("h");
  const CallSite& unresolved = b.site_writing(7);
  std::vector<ObservedCall> calls{{b.site_writing(6).instr, b.cg.functions()[f].begin},
                                  {unresolved.instr, b.cg.functions()[h].begin}};
  b.cg.apply_trace(calls);
  EXPECT_TRUE(b.site_writing(6).ran);
  EXPECT_EQ(b.site_writing(6).taken, std::vector<std::uint32_t>{f});
  EXPECT_EQ(b.site_writing(6).how, CallResolution::Static);
  EXPECT_EQ(b.site_writing(7).callees, std::vector<std::uint32_t>{h});
  EXPECT_EQ(b.site_writing(7).how, CallResolution::Trace);
  EXPECT_EQ(b.cg.callers_of(h).size(), 2u);  // the index is rebuilt
  EXPECT_FALSE(b.site_writing(1).ran);
}

// class A { area(); describe() { this.area() } }, class B extends A { area() }:
// `this.area()` may reach both; new B().area() only B's.
const char* kHierarchy = R"(.language "javascript"
entry:
  branch end_class_A_0
class_A_0:
  branch end_area_1
func_area_1:
  %0 = symbolic "param:this"
  decl_var this %0
  %1 = const 0
  return %1
end_area_1:
  %2 = const <function:area@func_area_1>
  decl_var area %2
  branch end_describe_2
func_describe_2:
  %3 = symbolic "param:this"
  decl_var this %3
  %4 = load_var this
  %5 = call_method %4 area
  return %5
end_describe_2:
  %6 = const <function:describe@func_describe_2>
  decl_var describe %6
end_class_A_0:
  %7 = const <class:A@class_A_0>
  decl_var A %7
  branch end_class_B_3
class_B_3:
  branch end_area_4
func_area_4:
  %8 = symbolic "param:this"
  decl_var this %8
  %9 = const 1
  return %9
end_area_4:
  %10 = const <function:area@func_area_4>
  decl_var area %10
end_class_B_3:
  %11 = const <class:B@class_B_3:A>
  decl_var B %11
  %12 = call_ctor B
  decl_var b %12
  %13 = load_var b
  %14 = call_method %13 area
  %15 = symbolic "unknown"
  %16 = call_method %15 describe
)";

TEST(CallGraph, MethodsResolveThroughTheClassHierarchy) {
  Built b(kHierarchy);
  ASSERT_EQ(b.cg.classes().size(), 2u);
  const std::uint32_t a_area = b.fn("A.area"), b_area = b.fn("B.area"), describe = b.fn("A.describe");
  EXPECT_EQ(b.cg.functions()[b_area].owner_class, std::optional<std::uint32_t>(1));
  EXPECT_EQ(b.cg.classes()[1].bases, std::vector<std::uint32_t>{0});
  // `this` in A's method is an A or a B
  EXPECT_EQ(b.site_writing(5).callees, (std::vector<std::uint32_t>{a_area, b_area}));
  EXPECT_EQ(b.site_writing(5).how, CallResolution::Hierarchy);
  // the receiver is a B: only B.area
  EXPECT_EQ(b.site_writing(14).callees, std::vector<std::uint32_t>{b_area});
  // B has no constructor: the site constructs B, calling nothing
  EXPECT_TRUE(b.site_writing(12).callees.empty());
  EXPECT_EQ(b.site_writing(12).classes, std::vector<std::uint32_t>{1});
  EXPECT_EQ(b.site_writing(12).how, CallResolution::Static);
  // a receiver of unknown class: every class defining `describe`
  EXPECT_EQ(b.site_writing(16).callees, std::vector<std::uint32_t>{describe});
  EXPECT_EQ(b.site_writing(16).how, CallResolution::Hierarchy);
  EXPECT_EQ(b.cg.find_all("area").size(), 2u);
}

}  // namespace
