// dataflow_seeds_test.cpp - the seeds' dataflow examples, exactly: the
// diamond dependency program and the if/else merge; facts carry spans; the
// dataflow.* passes load through the PluginHost like third-party passes.
#include <gtest/gtest.h>

#include <boost/json.hpp>
#include <sstream>

#include "dataflow_test_util.hpp"
#include "reddragon/kernel/plugin_host.hpp"
#include "reddragon/pass.hpp"

using namespace dftest;

namespace {

// The seeds' diamond program as the Python frontend lowers it (spans are
// the source lines: a = 1 is line 1, ..., total = h + e + b is line 13).
const char* kDiamond = R"(.source "deps.py"
entry:
  %0 = const 1  # 1:4-1:5
  decl_var a %0  # 1:0-1:1
  %1 = const 2  # 2:4-2:5
  decl_var b %1  # 2:0-2:1
  %2 = load_var a  # 3:4-3:5
  %3 = load_var b  # 3:8-3:9
  %4 = binop + %2 %3  # 3:4-3:9
  decl_var c %4  # 3:0-3:1
  %5 = load_var a  # 4:4-4:5
  %6 = load_var b  # 4:8-4:9
  %7 = binop * %5 %6  # 4:4-4:9
  decl_var d %7  # 4:0-4:1
  %8 = load_var c  # 5:4-5:5
  %9 = load_var d  # 5:8-5:9
  %10 = binop + %8 %9  # 5:4-5:9
  decl_var e %10  # 5:0-5:1
  %11 = load_var e  # 6:4-6:5
  %12 = load_var a  # 6:8-6:9
  %13 = binop - %11 %12  # 6:4-6:9
  decl_var f %13  # 6:0-6:1
  branch end_square_0  # 8:0-9:16
func_square_0:  # 8:0-9:16
  %14 = symbolic "param:x"  # 8:0-9:16
  decl_var x %14  # 8:0-9:16
  %15 = load_var x  # 9:11-9:12
  %16 = load_var x  # 9:15-9:16
  %17 = binop * %15 %16  # 9:11-9:16
  return %17  # 9:4-9:16
end_square_0:  # 8:0-9:16
  %19 = const <function:square@func_square_0>  # 8:0-9:16
  decl_var square %19  # 8:0-9:16
  %20 = load_var c  # 11:11-11:12
  %21 = call_function square %20  # 11:4-11:13
  decl_var g %21  # 11:0-11:1
  %22 = load_var g  # 12:4-12:5
  %23 = load_var f  # 12:8-12:9
  %24 = binop + %22 %23  # 12:4-12:9
  decl_var h %24  # 12:0-12:1
  %25 = load_var h  # 13:8-13:9
  %26 = load_var e  # 13:12-13:13
  %27 = binop + %25 %26  # 13:8-13:13
  %28 = load_var b  # 13:16-13:17
  %29 = binop + %27 %28  # 13:8-13:17
  decl_var total %29  # 13:0-13:5
)";

// The seeds' if/else merge: entry x = 10; if_true x = 20; if_false y = 30;
// merge uses x.
const char* kIfElse = R"(entry:
  %0 = const 10  # 1:4-1:6
  decl_var x %0  # 1:0-1:1
  %1 = load_var x  # 2:3-2:4
  %2 = const 5  # 2:7-2:8
  %3 = binop > %1 %2  # 2:3-2:8
  branch_if %3 if_true if_false  # 2:0-5:10
if_true:
  %4 = const 20  # 3:8-3:10
  store_var x %4  # 3:4-3:5
  branch merge
if_false:
  %5 = const 30  # 5:8-5:10
  decl_var y %5  # 5:4-5:5
  branch merge
merge:
  %6 = load_var x  # 6:6-6:7
  %7 = call_function print %6  # 6:0-6:8
)";

}  // namespace

TEST(DataflowSeeds, DiamondDirectDependenciesExactly) {
  Analysed a(kDiamond);
  EXPECT_EQ(a.direct(), (VarMap{{"c", {"a", "b"}},
                                {"d", {"a", "b"}},
                                {"e", {"c", "d"}},
                                {"f", {"e", "a"}},
                                {"g", {"c"}},
                                {"h", {"g", "f"}},
                                {"total", {"h", "e", "b"}}}));
  EXPECT_TRUE(a.deps.cycles().empty());
}

TEST(DataflowSeeds, DiamondTransitiveClosure) {
  Analysed a(kDiamond);
  VarMap t = a.transitive();
  EXPECT_EQ(t["total"], (std::set<std::string>{"a", "b", "c", "d", "e", "f", "g", "h"}));
  EXPECT_EQ(t["g"], (std::set<std::string>{"a", "b", "c"}));
  EXPECT_EQ(t["h"], (std::set<std::string>{"a", "b", "c", "d", "e", "f", "g"}));
  EXPECT_EQ(t.count("a"), 0u);
  EXPECT_EQ(t.count("square"), 0u);
  // a shortest chain explains "total depends on a"
  auto p = a.deps.path(static_cast<std::uint32_t>(a.facts->var_id("total")), static_cast<std::uint32_t>(a.facts->var_id("a")));
  ASSERT_EQ(p.size(), 4u);
  EXPECT_EQ(a.facts->var_name(p.front()), "total");
  EXPECT_EQ(a.facts->var_name(p.back()), "a");
}

TEST(DataflowSeeds, DependencyFactsCarrySpans) {
  Analysed a(kDiamond);
  auto total = static_cast<std::uint32_t>(a.facts->var_id("total"));
  auto e = static_cast<std::uint32_t>(a.facts->var_id("e"));
  bool found = false;
  for (const auto& edge : a.deps.direct(total)) {
    if (edge.to != e) continue;
    found = true;
    ASSERT_EQ(edge.witnesses.size(), 1u);
    EXPECT_EQ(a.m.instructions[edge.witnesses[0].def_instr].span, (ir::SourceSpan{13, 0, 13, 5}));
    EXPECT_EQ(a.m.instructions[edge.witnesses[0].read_instr].span, (ir::SourceSpan{13, 12, 13, 13}));
  }
  EXPECT_TRUE(found);
}

TEST(DataflowSeeds, FunctionScopeIsSeparate) {
  Analysed f(kDiamond, "square");
  EXPECT_TRUE(f.direct().empty());  // x = param: a source
  EXPECT_EQ(f.reaching_use("x", 0), (std::set<std::string>{"x@func_square_0"}));
  EXPECT_EQ(f.reaching_use("x", 1), (std::set<std::string>{"x@func_square_0"}));
  // the module scope skips the function body
  Analysed mod(kDiamond);
  EXPECT_EQ(mod.facts->var_id("x"), -1);
}

TEST(DataflowSeeds, IfElseMergeReachingDefinitionsExactly) {
  Analysed a(kIfElse);
  EXPECT_EQ(a.reach_out("entry"), (std::set<std::string>{"x@entry"}));
  EXPECT_EQ(a.reach_out("if_true"), (std::set<std::string>{"x@if_true"}));
  EXPECT_EQ(a.reach_out("if_false"), (std::set<std::string>{"x@entry", "y@if_false"}));
  EXPECT_EQ(a.reach_in("merge"), (std::set<std::string>{"x@entry", "x@if_true", "y@if_false"}));
  // the use of x in merge links to both definitions
  EXPECT_EQ(a.reaching_use("x", 1), (std::set<std::string>{"x@entry", "x@if_true"}));
  EXPECT_EQ(a.reaching_use("x", 0), (std::set<std::string>{"x@entry"}));
  EXPECT_TRUE(a.rd.sets.stats.converged);
}

TEST(DataflowSeeds, IfElseLiveness) {
  Analysed a(kIfElse);
  EXPECT_EQ(a.vars(a.live.sets.in[a.block("merge")]), (std::set<std::string>{"x"}));
  EXPECT_EQ(a.vars(a.live.sets.in[a.block("if_false")]), (std::set<std::string>{"x"}));
  EXPECT_TRUE(a.vars(a.live.sets.in[a.block("if_true")]).empty());
  ASSERT_EQ(a.live.dead_defs.size(), 1u);  // y = 30 is never read
  EXPECT_EQ(a.def_name(a.live.dead_defs[0]), "y@if_false");
}

// --- the pass plugins, loaded like third-party passes --------------------

namespace {
std::string run_pass(const std::string& name, const char* ir_text, OutputFormat fmt,
                     std::vector<std::pair<std::string, std::string>> opts = {}, std::string_view fn = {}) {
  kernel::PluginHost host({RD_BUILD_PLUGIN_DIR});
  auto pass = host.pass(name);
  if (!pass) {
    ADD_FAILURE() << pass.error().to_string();
    return {};
  }
  auto m = kernel::parse_module(ir_text);
  EXPECT_TRUE(m.has_value());
  auto g = cfg::build_cfg(*m);
  std::ostringstream out;
  PassContext ctx{*m, g, out, fmt, fn};
  ctx.options = std::move(opts);
  Status st = (*pass)->run(ctx);
  EXPECT_TRUE(st.is_ok()) << (st.is_ok() ? "" : st.error().to_string());
  return out.str();
}
}  // namespace

TEST(DataflowPlugins, DepsPassJsonThroughPluginHost) {
  std::string out = run_pass("dataflow.deps", kDiamond, OutputFormat::Json, {{"transitive", "true"}});
  auto root = boost::json::parse(out).as_object();
  EXPECT_EQ(root["analysis"].as_string(), "deps");
  auto& scopes = root["scopes"].as_array();
  ASSERT_EQ(scopes.size(), 2u);  // <module>, square
  auto& mod = scopes[0].as_object();
  EXPECT_EQ(mod["name"].as_string(), "<module>");
  EXPECT_TRUE(mod["solver"].as_object()["converged"].as_bool());
  auto& direct = mod["direct"].as_object();
  EXPECT_EQ(boost::json::serialize(direct["total"]), R"(["b","e","h"])");
  EXPECT_EQ(boost::json::serialize(direct["g"]), R"(["c"])");
  EXPECT_EQ(boost::json::serialize(mod["transitive"].as_object()["total"]), R"(["a","b","c","d","e","f","g","h"])");
  // each edge witness points at lines, and at the definitions that reach the read
  for (auto& e : mod["edges"].as_array()) {
    auto& w = e.as_object()["witnesses"].as_array()[0].as_object();
    EXPECT_FALSE(w["definition"].as_object()["span"].is_null());
    EXPECT_FALSE(w["read"].as_object()["span"].is_null());
    EXPECT_EQ(w["reaching_definitions"].as_array().size(), 1u);
  }
}

TEST(DataflowPlugins, AllFourPassesAllFormats) {
  for (const char* p : {"dataflow.reaching", "dataflow.defuse", "dataflow.liveness", "dataflow.deps"})
    for (auto fmt : {OutputFormat::Text, OutputFormat::Json, OutputFormat::Mermaid, OutputFormat::Dot}) {
      std::string out = run_pass(p, kIfElse, fmt);
      EXPECT_FALSE(out.empty()) << p;
      if (fmt == OutputFormat::Json) {
        EXPECT_NO_THROW(boost::json::parse(out)) << p;
      } else if (fmt == OutputFormat::Dot) {
        EXPECT_EQ(out.rfind("digraph", 0), 0u) << p;
      } else if (fmt == OutputFormat::Mermaid) {
        EXPECT_EQ(out.rfind("flowchart", 0), 0u) << p;
      }
    }
  std::string text = run_pass("dataflow.reaching", kIfElse, OutputFormat::Text);
  EXPECT_NE(text.find("merge: in {x@entry 1:0-1:1, x@if_true 3:4-3:5, y@if_false 5:4-5:5}"), std::string::npos) << text;
  std::string mer = run_pass("dataflow.deps", kDiamond, OutputFormat::Mermaid);
  EXPECT_NE(mer.find("s0_h --> s0_total"), std::string::npos) << mer;
  EXPECT_NE(mer.find("s0_a(\"a\"):::source"), std::string::npos) << mer;
}

TEST(DataflowPlugins, UnknownFunctionIsAnError) {
  kernel::PluginHost host({RD_BUILD_PLUGIN_DIR});
  auto pass = host.pass("dataflow.deps");
  ASSERT_TRUE(pass.has_value());
  auto m = kernel::parse_module(kIfElse);
  auto g = cfg::build_cfg(*m);
  std::ostringstream out;
  PassContext ctx{*m, g, out, OutputFormat::Text, "nope"};
  EXPECT_FALSE((*pass)->run(ctx).is_ok());
}
