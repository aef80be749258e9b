// cfg_test.cpp - block splitting, edges, functions, renderings.
#include <gtest/gtest.h>

#include "reddragon/cfg/cfg.hpp"
#include "reddragon/kernel/cfg_render.hpp"
#include "reddragon/kernel/ir_text.hpp"

using namespace reddragon;
using namespace reddragon::kernel;

namespace {
// The seeds' classify example, as the Python frontend lowers it.
const char* kClassify = R"(entry:
  branch end_classify_0
func_classify_0:
  %0 = symbolic "param:x"
  decl_var x %0
  %1 = load_var x
  %2 = const 0
  %3 = binop > %1 %2
  branch_if %3 if_true_1 if_false_1
if_true_1:
  %4 = const "positive"
  decl_var label %4
  branch if_end_1
if_false_1:
  %5 = const "negative"
  decl_var label %5
  branch if_end_1
if_end_1:
  %6 = load_var label
  return %6
  %7 = const None
  return %7
end_classify_0:
  %8 = const <function:classify@func_classify_0>
  decl_var classify %8
  %9 = const 5
  %10 = call_function classify %9
  decl_var result %10
)";

cfg::Cfg build(const char* text, ir::Module& m) {
  auto parsed = parse_module(text);
  EXPECT_TRUE(parsed.has_value());
  m = std::move(*parsed);
  return cfg::build_cfg(m);
}

std::int64_t block(const cfg::Cfg& g, const std::string& name) {
  for (std::size_t i = 0; i < g.blocks.size(); ++i)
    if (g.blocks[i].name == name) return static_cast<std::int64_t>(i);
  return -1;
}
}  // namespace

TEST(Cfg, SplitsAtLabelsAndAfterTerminators) {
  ir::Module m;
  auto g = build(kClassify, m);
  std::vector<std::string> names;
  for (auto& b : g.blocks) names.push_back(b.name);
  EXPECT_EQ(names, (std::vector<std::string>{"entry", "func_classify_0", "if_true_1", "if_false_1", "if_end_1",
                                             "__block_5", "end_classify_0"}));
  auto f = block(g, "func_classify_0");
  ASSERT_EQ(g.blocks[f].succs.size(), 2u);
  EXPECT_EQ(g.blocks[f].succs[0].target, block(g, "if_true_1"));
  EXPECT_EQ(g.blocks[f].succs[0].kind, cfg::EdgeKind::True);
  EXPECT_EQ(g.blocks[f].succs[1].kind, cfg::EdgeKind::False);
  EXPECT_EQ(g.blocks[0].succs.size(), 1u);
  EXPECT_EQ(g.blocks[0].succs[0].target, block(g, "end_classify_0"));
  EXPECT_TRUE(g.blocks[block(g, "if_end_1")].succs.empty());
  EXPECT_EQ(g.blocks[block(g, "if_end_1")].preds.size(), 2u);
}

TEST(Cfg, FindsFunctionsByLabelConvention) {
  ir::Module m;
  build(kClassify, m);
  auto fns = cfg::find_functions(m);
  ASSERT_EQ(fns.size(), 1u);
  EXPECT_EQ(fns[0].name, "classify");
  EXPECT_EQ(fns[0].label, "func_classify_0");
}

TEST(Cfg, ExceptionEdgesFromProtectedBlocks) {
  ir::Module m;
  auto g = build(R"(entry:
  try_push fin end ValueError h
  %0 = const 1
  branch_if %0 a b
a:
  try_pop
  branch fin
b:
  try_pop
  branch fin
h:
  branch fin
fin:
  branch end
end:
  return
)", m);
  auto has_exc = [&](const char* from, const char* to) {
    for (auto& e : g.blocks[block(g, from)].succs)
      if (e.target == block(g, to) && e.kind == cfg::EdgeKind::Exception) return true;
    return false;
  };
  EXPECT_TRUE(has_exc("entry", "h"));
  EXPECT_TRUE(has_exc("entry", "fin"));
  EXPECT_FALSE(has_exc("h", "h"));
}

TEST(Cfg, UnreachableBlocksAndBranchesToNowhereDoNotCrash) {
  ir::Module m;
  auto g = build("entry:\n  return\ndead:\n  branch missing\nloop:\n  branch loop\n", m);
  auto reach = reachable_blocks(g);
  EXPECT_TRUE(reach[0]);
  EXPECT_FALSE(reach[block(g, "dead")]);
  EXPECT_NE(render_cfg_text(m, g).find("dead (unreachable)"), std::string::npos);
}

TEST(CfgRender, MermaidHasSubgraphsEdgesAndCallEdge) {
  ir::Module m;
  auto g = build(kClassify, m);
  std::string s = render_cfg_mermaid(m, g);
  EXPECT_EQ(s.rfind("flowchart TD\n", 0), 0u);
  EXPECT_NE(s.find("subgraph fn0[\"classify\"]"), std::string::npos);
  EXPECT_NE(s.find("b1 -->|\"T\"| b2"), std::string::npos) << s;
  EXPECT_NE(s.find("b1 -->|\"F\"| b3"), std::string::npos);
  EXPECT_NE(s.find("-.->|\"call\"| b1"), std::string::npos);
  EXPECT_NE(s.find("CONST #34;positive#34;"), std::string::npos) << s;  // quotes escaped
  // structural check: every node id used in an edge is declared as a node
  for (std::size_t pos = 0; (pos = s.find("\n  b", pos)) != std::string::npos; ++pos) {
    std::size_t end = s.find_first_not_of("0123456789", pos + 4);
    std::string id = s.substr(pos + 3, end - pos - 3);
    if (s[end] != ' ') continue;  // a node declaration, not an edge
    EXPECT_TRUE(s.find(id + "[\"") != std::string::npos || s.find(id + "([\"") != std::string::npos) << id;
  }
}

TEST(CfgRender, CollapsesLongBlocks) {
  ir::Module m;
  std::string text = "entry:\n";
  for (int i = 0; i < 40; ++i) text += "  %" + std::to_string(i) + " = const " + std::to_string(i) + "\n";
  text += "  return\n";
  auto g = build(text.c_str(), m);
  CfgRenderOptions o;
  o.max_block_lines = 5;
  std::string s = render_cfg_mermaid(m, g, o);
  EXPECT_NE(s.find("… 37 more"), std::string::npos) << s;
}

TEST(CfgRender, DotIsWellFormedAndFunctionFilterWorks) {
  ir::Module m;
  auto g = build(kClassify, m);
  std::string d = render_cfg_dot(m, g);
  EXPECT_EQ(d.rfind("digraph cfg {", 0), 0u);
  EXPECT_EQ(d.back(), '\n');
  EXPECT_NE(d.find("subgraph cluster_0"), std::string::npos);
  CfgRenderOptions o;
  o.function = "classify";
  std::string only = render_cfg_text(m, g, o);
  EXPECT_EQ(only.find("block entry"), std::string::npos);
  EXPECT_NE(only.find("block func_classify_0"), std::string::npos);
}
