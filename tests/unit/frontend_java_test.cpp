// frontend_java_test.cpp - the Java frontend tested directly on the IR it
// returns: type annotations (int arithmetic wraps), the entry trampoline,
// char handling, and robustness on malformed input.
#include <gtest/gtest.h>

#include <string>

#include "reddragon/frontend/frontend.hpp"

namespace reddragon::java {
std::unique_ptr<reddragon::Frontend> make_frontend();
}

using namespace reddragon;
using namespace reddragon::ir;

namespace {

LowerOutput lower(std::string_view src, std::uint32_t max_depth = 1000) {
  static auto fe = java::make_frontend();
  LowerOptions o;
  o.max_depth = max_depth;
  auto r = fe->lower(SourceFile{"T.java", src}, o);
  EXPECT_TRUE(r.has_value());
  return r ? std::move(*r) : LowerOutput{};
}

int count_annotated(const LowerOutput& out, Opcode op, std::string_view type) {
  int n = 0;
  for (const auto& in : out.module.instructions)
    if (in.op == op && in.type.id != 0 && out.module.str(in.type) == type) ++n;
  return n;
}

bool has_symbolic(const LowerOutput& out, std::string_view prefix) {
  const auto& m = out.module;
  for (const auto& in : m.instructions) {
    if (in.op != Opcode::Symbolic || in.num_operands == 0) continue;
    const Operand& o = m.operands[in.first_operand];
    if (o.kind != OperandKind::Literal) continue;
    const Literal& l = m.literals[o.value];
    if (l.kind == LiteralKind::String && m.str(l.text).substr(0, prefix.size()) == prefix) return true;
  }
  return false;
}

TEST(JavaFrontend, IntArithmeticIsAnnotated) {
  auto out = lower(
      "public class M { static int f(int a, long b) { int x = a * 2; long y = b + a; return x + 1; }\n"
      "  public static void main(String[] args) { System.out.println(f(1, 2L)); } }");
  EXPECT_EQ(out.module.language, "java");
  EXPECT_EQ(out.module.entry_point, "main");
  EXPECT_GE(count_annotated(out, Opcode::Binop, "Int32"), 2);
  EXPECT_GE(count_annotated(out, Opcode::Binop, "Int64"), 1);
  EXPECT_GE(count_annotated(out, Opcode::DeclVar, "Int32"), 1);
  EXPECT_GE(count_annotated(out, Opcode::DeclVar, "Int64"), 1);
  EXPECT_GE(count_annotated(out, Opcode::Label, "Int32"), 1);
}

TEST(JavaFrontend, DoubleWideningAndCasts) {
  auto out = lower("class M { static void f() { double d = 1; int i = (int) 2.5; i += 1.5; } }");
  EXPECT_GE(count_annotated(out, Opcode::DeclVar, "Float64"), 1);
  EXPECT_GE(count_annotated(out, Opcode::Binop, "Int32"), 2);  // the cast and the compound assignment
}

int count_calls(const LowerOutput& out, std::string_view fn) {
  const auto& m = out.module;
  int n = 0;
  for (const auto& in : m.instructions)
    for (std::uint32_t k = 0; k < in.num_operands; ++k) {
      const Operand& o = m.operands[in.first_operand + k];
      if (o.kind == OperandKind::Func && m.str(Symbol{o.value}) == fn) ++n;
    }
  return n;
}

TEST(JavaFrontend, VarargsParameterBecomesAnArray) {
  // f(arr) passes the array itself to String... xs; every varargs tuple becomes a list
  auto out = lower("class M { static int f(String... xs) { return xs.length; }\n"
                   "  static int g(int a, Object... ys) { return ys.length; }\n"
                   "  static int h(int a) { return a; } }");
  EXPECT_EQ(count_calls(out, "__jvarargs"), 2);
}

TEST(JavaFrontend, StringStreamMethodsAreNotStrings) {
  // "" + s.lines().collect(...) must go through Java's string conversion of the list, and
  // s.chars().count() + 1 is arithmetic: neither chain is typed String
  EXPECT_EQ(count_calls(lower("class M { static void f(String s) { String a = \"\" + s.lines().toList(); } }"), "__jstr"), 1);
  EXPECT_EQ(count_calls(lower("class M { static void f(String s) { long n = s.chars().count() + 1; } }"), "__jstr"), 0);
}

TEST(JavaFrontend, InheritedObjectMethodsCallThis) {
  auto out = lower("interface S { default String d() { return getClass().getSimpleName() + toString(); } }");
  EXPECT_EQ(count_calls(out, "getClass"), 0);
  EXPECT_EQ(count_calls(out, "toString"), 0);
}

TEST(JavaFrontend, NoEntryPointWithoutMain) {
  auto out = lower("class A { int x; }");
  EXPECT_TRUE(out.module.entry_point.empty());
}

TEST(JavaFrontend, UnsupportedConstructsArePlaceholders) {
  auto out = lower("class A { String f(Object o) { return switch (o) { case Integer i -> \"i\"; default -> \"x\"; }; } }");
  EXPECT_TRUE(has_symbolic(out, "unsupported:pattern"));
}

TEST(JavaFrontend, MalformedInputNeverFails) {
  const char* inputs[] = {"class A { void f() { int x = ; } }", "}}}}{{{", "class", "public class M { void m() { for (",
                          "enum E { A, B; int f() { return switch (this) { case A -> 1; default -> { yield 2; } }; } }"};
  for (const char* s : inputs) {
    auto out = lower(s);
    EXPECT_FALSE(out.module.instructions.empty()) << s;
  }
  std::string deep = "class A { int f() { return ";
  for (int k = 0; k < 3000; ++k) deep += "(";
  deep += "1";
  for (int k = 0; k < 3000; ++k) deep += ")";
  deep += "; } }";
  auto out = lower(deep, 200);
  EXPECT_TRUE(has_symbolic(out, "too_deep"));
}

}  // namespace
