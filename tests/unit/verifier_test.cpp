// verifier_test.cpp - malformed IR is reported with locations.
#include <gtest/gtest.h>

#include "reddragon/ir/builder.hpp"
#include "reddragon/kernel/ir_text.hpp"
#include "reddragon/kernel/verifier.hpp"

using namespace reddragon;
using namespace reddragon::ir;
using namespace reddragon::kernel;

static std::vector<Diagnostic> verify_text(const char* text) {
  auto m = parse_module(text);
  EXPECT_TRUE(m.has_value()) << m.error().to_string();
  return m ? verify(*m) : std::vector<Diagnostic>{};
}

static bool has(const std::vector<Diagnostic>& ds, const std::string& needle) {
  for (const auto& d : ds)
    if (d.message.find(needle) != std::string::npos) return true;
  return false;
}

TEST(Verifier, WellFormedModuleHasNoFindings) {
  auto ds = verify_text(R"(entry:
  %0 = const 1
  branch_if %0 a b
a:
  %1 = binop + %0 %0
  branch b
b:
  return %0
)");
  EXPECT_TRUE(ds.empty()) << ds.front().message;
}

TEST(Verifier, UndefinedLabel) {
  auto ds = verify_text("entry:\n  branch nowhere  # 3:4-3:10\n");
  ASSERT_TRUE(has(ds, "undefined label 'nowhere'"));
  EXPECT_EQ(ds.front().span.start_line, 3u);
}

TEST(Verifier, DuplicateLabel) { EXPECT_TRUE(has(verify_text("a:\na:\n  return\n"), "defined twice")); }

TEST(Verifier, RegisterUsedBeforeDefinitionInStraightLineCode) {
  auto ds = verify_text("entry:\n  %1 = binop + %0 %0\n  %0 = const 1\n  return %1\n");
  EXPECT_TRUE(has(ds, "%0 is used before its definition"));
}

TEST(Verifier, RegisterNeverDefined) {
  EXPECT_TRUE(has(verify_text("entry:\n  return %7\n"), "%7 is used but never defined"));
}

TEST(Verifier, WrongOperandKinds) {
  // Built directly (the text parser would refuse these), as a buggy plugin could.
  Module m;
  Builder b(m);
  b.label(b.sym("entry"));
  Reg r = b.const_int(1);
  b.emit(Opcode::StoreVar, {Builder::reg(r), Builder::reg(r)});              // var expected
  b.emit(Opcode::Binop, {Builder::op(Operator::Not), Builder::reg(r), Builder::reg(r)});  // unary op in binop
  b.emit(Opcode::Branch, {});                                                   // missing label
  b.emit(Opcode::DeclVar, {Builder::null(), Builder::reg(r)});                  // null not allowed
  auto ds = verify(m);
  EXPECT_TRUE(has(ds, "operand 1 must be a variable, found a register"));
  EXPECT_TRUE(has(ds, "unary operator 'not' in binop"));
  EXPECT_TRUE(has(ds, "expects operands \"l\" but has 0"));
  EXPECT_TRUE(has(ds, "may not be '-'"));
}

TEST(Verifier, ResultRegisterRules) {
  Module m;
  Builder b(m);
  b.label(b.sym("entry"));
  b.emit(Opcode::Const, {b.lit_int(1)});
  m.instructions.back().result = kNoReg;  // const without a result
  auto ds = verify(m);
  EXPECT_TRUE(has(ds, "const needs a result register"));
}
