// frontend_lua_test.cpp - the Lua frontend, tested directly on the IR it
// returns: block-scoped locals get their own IR names, every function takes
// the hidden `*__va` rest parameter with nil defaults, multiple results and
// coroutine variants have their shapes, and malformed or unsupported input
// becomes placeholders.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "reddragon/frontend/frontend.hpp"

namespace reddragon::lua {
std::unique_ptr<reddragon::Frontend> make_frontend();
}

using namespace reddragon;
using namespace reddragon::ir;

namespace {

LowerOutput lower(std::string_view src, std::uint32_t max_depth = 1000) {
  static auto fe = lua::make_frontend();
  LowerOptions o;
  o.max_depth = max_depth;
  auto r = fe->lower(SourceFile{"t.lua", src}, o);
  EXPECT_TRUE(r.has_value());
  return r ? std::move(*r) : LowerOutput{};
}

/// Variables written by DeclVar instructions, in order.
std::vector<std::string> declared(const Module& m) {
  std::vector<std::string> out;
  for (const auto& in : m.instructions) {
    if (in.op != Opcode::DeclVar) continue;
    auto ops = m.operands_of(in);
    out.emplace_back(m.str(Symbol{ops[0].value}));
  }
  return out;
}

/// Names called with call_function, in order.
std::vector<std::string> called(const Module& m) {
  std::vector<std::string> out;
  for (const auto& in : m.instructions) {
    if (in.op != Opcode::CallFunction) continue;
    auto ops = m.operands_of(in);
    out.emplace_back(m.str(Symbol{ops[0].value}));
  }
  return out;
}

bool has_symbolic(const Module& m, std::string_view prefix) {
  for (const auto& in : m.instructions) {
    if (in.op != Opcode::Symbolic) continue;
    auto ops = m.operands_of(in);
    const Literal& l = m.literal(ops[0]);
    if (l.kind == LiteralKind::String && m.str(l.text).substr(0, prefix.size()) == prefix) return true;
  }
  return false;
}

bool contains(const std::vector<std::string>& v, std::string_view s) { return std::find(v.begin(), v.end(), s) != v.end(); }

TEST(LuaFrontend, ModuleLanguageAndNoEntryPoint) {
  auto out = lower("print(1)\n");
  EXPECT_EQ(out.module.language, "lua");
  EXPECT_TRUE(out.module.entry_point.empty());
}

TEST(LuaFrontend, ShadowingLocalsGetTheirOwnNames) {
  auto out = lower("local x = 1\ndo local x = 2 end\nlocal x = 3\n");
  auto d = declared(out.module);
  ASSERT_EQ(d.size(), 3u);
  EXPECT_EQ(d[0], "x");
  EXPECT_NE(d[1], "x");
  EXPECT_NE(d[2], "x");
  EXPECT_NE(d[1], d[2]);
}

TEST(LuaFrontend, FunctionsTakeARestParameterAndNilDefaults) {
  auto out = lower("function f(a, b) return a end\n");
  EXPECT_TRUE(has_symbolic(out.module, "param:a"));
  EXPECT_TRUE(has_symbolic(out.module, "param:*__va"));
  auto d = declared(out.module);
  EXPECT_TRUE(std::any_of(d.begin(), d.end(), [](const std::string& s) { return s.rfind("__default_func_f_", 0) == 0; }));
}

TEST(LuaFrontend, MultipleResultsArePackedAndTruncated) {
  auto out = lower("local function two() return 1, 2 end\nlocal a = two()\nprint(two())\n");
  auto c = called(out.module);
  EXPECT_TRUE(contains(c, "__lua_pack_args"));  // return 1, 2
  EXPECT_TRUE(contains(c, "__lua1"));           // a = two(): the first value
  EXPECT_TRUE(contains(c, "__lua_pack"));       // print(two()): all of them
}

TEST(LuaFrontend, YieldingFunctionsGetAGeneratorVariant) {
  auto out = lower("local co = coroutine.wrap(function() coroutine.yield(1) end)\n");
  auto c = called(out.module);
  EXPECT_TRUE(contains(c, "__generator"));
  EXPECT_TRUE(contains(c, "__yield"));
  EXPECT_TRUE(contains(c, "__lua_cofn"));
}

TEST(LuaFrontend, GotoTargetsAreLabels) {
  auto out = lower("for i = 1, 3 do\n  if i == 2 then goto continue end\n  print(i)\n  ::continue::\nend\n");
  EXPECT_TRUE(out.diagnostics.empty());
}

TEST(LuaFrontend, SyntaxErrorsAndDepthBecomePlaceholders) {
  auto bad = lower("local = = 1\n");
  EXPECT_TRUE(has_symbolic(bad.module, "syntax_error:"));
  std::string deep = "local x = ";
  for (int k = 0; k < 200; ++k) deep += "(";
  deep += "1";
  for (int k = 0; k < 200; ++k) deep += ")";
  auto d = lower(deep + "\n", 50);
  EXPECT_TRUE(has_symbolic(d.module, "too_deep"));
}

}  // namespace
