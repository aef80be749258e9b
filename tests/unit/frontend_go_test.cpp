// frontend_go_test.cpp - the Go frontend, tested directly on the IR it
// returns: entry point, type annotations (the integer semantics of the VM
// depend on them), unique function names, placeholders for unsupported and
// malformed input.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "reddragon/frontend/frontend.hpp"

namespace reddragon::go {
std::unique_ptr<reddragon::Frontend> make_frontend();
}

using namespace reddragon;
using namespace reddragon::ir;

namespace {

LowerOutput lower(std::string_view src, std::uint32_t max_depth = 1000) {
  static auto fe = go::make_frontend();
  LowerOptions o;
  o.max_depth = max_depth;
  auto r = fe->lower(SourceFile{"t.go", src}, o);
  EXPECT_TRUE(r.has_value());
  return r ? std::move(*r) : LowerOutput{};
}

/// Annotations of the instructions with opcode `op` that write variable `var`
/// (DeclVar/StoreVar) or of every instruction with that opcode (var empty).
std::vector<std::string> annotations(const Module& m, Opcode op, std::string_view var = {}) {
  std::vector<std::string> out;
  for (const auto& in : m.instructions) {
    if (in.op != op) continue;
    if (!var.empty()) {
      auto ops = m.operands_of(in);
      if (ops.empty() || m.str(Symbol{ops[0].value}) != var) continue;
    }
    out.emplace_back(m.str(in.type));
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

TEST(GoFrontend, ModuleLanguageAndEntryPoint) {
  auto out = lower("package main\nfunc main() {}\n");
  EXPECT_EQ(out.module.language, "go");
  EXPECT_EQ(out.module.entry_point, "main");
}

TEST(GoFrontend, TypedDeclarationsAndArithmetic) {
  auto out = lower(
      "package main\nfunc main() {\n x := 5\n var b byte = 250\n b += 10\n var f float64 = 1\n var n int32 = 7\n"
      " n = n * 3\n}\n");
  const Module& m = out.module;
  EXPECT_EQ(annotations(m, Opcode::DeclVar, "x"), std::vector<std::string>{"Int64"});
  EXPECT_EQ(annotations(m, Opcode::DeclVar, "b"), std::vector<std::string>{"UInt8"});
  EXPECT_EQ(annotations(m, Opcode::StoreVar, "b"), std::vector<std::string>{"UInt8"});
  EXPECT_EQ(annotations(m, Opcode::DeclVar, "f"), std::vector<std::string>{"Float64"});
  auto binops = annotations(m, Opcode::Binop);
  ASSERT_EQ(binops.size(), 2u);
  EXPECT_EQ(binops[0], "UInt8");
  EXPECT_EQ(binops[1], "Int32");
}

TEST(GoFrontend, TypedParametersAndResults) {
  auto out = lower("package main\nfunc add(a int, b int32) int { return a + int(b) }\nfunc main() {}\n");
  const Module& m = out.module;
  EXPECT_EQ(annotations(m, Opcode::DeclVar, "a"), std::vector<std::string>{"Int64"});
  EXPECT_EQ(annotations(m, Opcode::DeclVar, "b"), std::vector<std::string>{"Int32"});
  bool label_typed = false;
  for (const auto& in : m.instructions)
    if (in.op == Opcode::Label && m.str(in.type) == "Int64") label_typed = true;
  EXPECT_TRUE(label_typed);
}

TEST(GoFrontend, MethodsAndLambdasHaveUniqueNames) {
  auto out = lower(
      "package main\ntype A struct{}\ntype B struct{}\nfunc (A) M(x int) int { return x }\n"
      "func (B) M(x int) int { return x }\nfunc main() { f := func(x int) int { return x }; g := func(x int) int "
      "{ return x }; _ = f; _ = g }\n");
  std::vector<std::string> labels;
  for (const auto& in : out.module.instructions)
    if (in.op == Opcode::Label) {
      std::string l(out.module.str(Symbol{out.module.operands_of(in)[0].value}));
      if (l.rfind("func_", 0) == 0) labels.push_back(l.substr(5, l.rfind('_') - 5));
    }
  std::sort(labels.begin(), labels.end());
  EXPECT_TRUE(std::adjacent_find(labels.begin(), labels.end()) == labels.end());
}

TEST(GoFrontend, UnsupportedAndMalformedInput) {
  auto out = lower("package main\nfunc main() { x := 2i; _ = x; goto L\nL:\n}\n");
  EXPECT_TRUE(has_symbolic(out.module, "unsupported:"));
  const char* bad[] = {"package main\nfunc main() {\n x := []int{1,2\n", "func (", "", "package main\nvar x = (((((\n",
                       "package main\ntype T struct { a int\nfunc main() { T{1,}. }"};
  for (const char* src : bad) {
    auto o = lower(src);
    (void)o;
  }
  auto err = lower("package main\nfunc main() { x := := 1 }\n");
  EXPECT_TRUE(has_symbolic(err.module, "syntax_error:"));
}

TEST(GoFrontend, DeepNestingIsBounded) {
  std::string src = "package main\nfunc main() {\n x := " + std::string(5000, '(') + "1" + std::string(5000, ')') +
                    "\n _ = x\n}\n";
  auto out = lower(src, 200);
  EXPECT_TRUE(has_symbolic(out.module, "too_deep"));
}

}  // namespace

// A goto whose label was lost to a syntax error must not leave a branch to
// an undefined label (found by the mutation test); a duplicated label is
// defined once.
TEST(GoFrontend, GotoWithoutItsLabelStillBranchesToADefinedLabel) {
  const char* srcs[] = {"package main\nfunc main() {\n\ti := 0\n\tgoto loop\n\ti++\n}\n",
                        "package main\nfunc main() {\nL:\n\tgoto L\nL:\n\treturn\n}\n",
                        "package main\nfunc main() {\n\tf := func() { goto out }\n\tf()\nout:\n}\n"};
  for (const char* src : srcs) {
    auto out = lower(src);
    const Module& m = out.module;
    std::vector<std::uint32_t> defined, targets;
    for (const auto& in : m.instructions) {
      auto ops = m.operands_of(in);
      if (in.op == Opcode::Label) defined.push_back(ops[0].value);
      if (in.op == Opcode::Branch) targets.push_back(ops[0].value);
      if (in.op == Opcode::BranchIf) {
        targets.push_back(ops[1].value);
        targets.push_back(ops[2].value);
      }
    }
    std::sort(defined.begin(), defined.end());
    EXPECT_TRUE(std::adjacent_find(defined.begin(), defined.end()) == defined.end()) << src;
    for (auto t : targets)
      EXPECT_TRUE(std::binary_search(defined.begin(), defined.end(), t)) << src << "branch to " << m.str(Symbol{t});
  }
}
