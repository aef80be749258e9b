// frontend_python_test.cpp - Python lowering: conventions, shapes, and
// robustness on malformed input (lowered directly, no plugin loading).
#include <gtest/gtest.h>

#include <random>
#include <string>

#include "reddragon/frontend/frontend.hpp"
#include "reddragon/kernel/ir_text.hpp"
#include "reddragon/kernel/verifier.hpp"

namespace reddragon::python {
std::unique_ptr<reddragon::Frontend> make_frontend();
}

using namespace reddragon;
using namespace reddragon::ir;

namespace {
LowerOutput lower(std::string_view src, std::uint32_t max_depth = 1000) {
  static auto fe = python::make_frontend();
  LowerOptions o;
  o.max_depth = max_depth;
  auto r = fe->lower(SourceFile{"t.py", src}, o);
  EXPECT_TRUE(r.has_value());
  return r ? std::move(*r) : LowerOutput{};
}
std::string ir_text(const LowerOutput& out) { return kernel::print_module(out.module, kernel::PrintOptions{false}); }

/// Opcodes of a function's body (between func_<name>_N and end_<name>_N), labels stripped.
std::vector<std::string> body_opcodes(const Module& m, std::string_view name) {
  std::vector<std::string> out;
  bool in = false;
  std::string prefix = "func_" + std::string(name) + "_", end_prefix = "end_" + std::string(name) + "_";
  for (const auto& in_ : m.instructions) {
    if (in_.op == Opcode::Label) {
      std::string l(m.str(m.operands_of(in_)[0].sym()));
      if (l.rfind(prefix, 0) == 0) in = true;
      else if (l.rfind(end_prefix, 0) == 0) in = false;
      continue;
    }
    if (in) {
      std::string mn(opcode_info(in_.op).mnemonic);
      for (auto& c : mn) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
      out.push_back(mn);
    }
  }
  return out;
}
bool contains(const std::string& hay, const std::string& needle) { return hay.find(needle) != std::string::npos; }
}  // namespace

TEST(PythonFrontend, ClassifyFollowsTheSkipOverPattern) {
  auto out = lower("def classify(x):\n    if x > 0:\n        label = \"positive\"\n    else:\n        label = \"negative\"\n"
                   "    return label\n\nresult = classify(5)\n");
  std::string t = ir_text(out);
  EXPECT_EQ(t.rfind(".source \"t.py\"\n.language \"python\"\nentry:\n  branch end_classify_0\nfunc_classify_0:\n"
                    "  %0 = symbolic \"param:x\"\n  decl_var x %0\n", 0), 0u) << t;
  EXPECT_TRUE(contains(t, "binop > %1 %2"));
  EXPECT_TRUE(contains(t, "const <function:classify@func_classify_0>\n  decl_var classify"));
  EXPECT_TRUE(contains(t, "call_function classify %9\n  decl_var result %10"));
  EXPECT_TRUE(kernel::verify(out.module).empty());
  // every instruction carries a span
  for (const auto& in : out.module.instructions) EXPECT_FALSE(in.span.empty());
}

TEST(PythonFrontend, IterativeFactorialHasTheSeedsOpcodeSequence) {
  auto out = lower("def factorial(n):\n    result = 1\n    i = 2\n    while i <= n:\n        result *= i\n"
                   "        i += 1\n    return result\n");
  std::vector<std::string> want = {"SYMBOLIC", "DECL_VAR", "CONST",  "DECL_VAR", "CONST",    "DECL_VAR",
                                   "LOAD_VAR", "LOAD_VAR", "BINOP",  "BRANCH_IF", "LOAD_VAR", "LOAD_VAR",
                                   "BINOP",    "STORE_VAR", "LOAD_VAR", "CONST",  "BINOP",    "STORE_VAR",
                                   "BRANCH",   "LOAD_VAR", "RETURN", "CONST",    "RETURN"};
  EXPECT_EQ(body_opcodes(out.module, "factorial"), want) << ir_text(out);
}

TEST(PythonFrontend, ClassesCarryTheirParents) {
  auto t = ir_text(lower("class A: pass\nclass B(A): pass\nclass C(B, Mixin):\n    x = 1\n    def m(self): return self.x\n"));
  EXPECT_TRUE(contains(t, "const <class:B@class_B_1:A>"));
  EXPECT_TRUE(contains(t, "const <class:C@class_C_2:B,Mixin>"));
  EXPECT_TRUE(contains(t, "%0 = symbolic \"param:self\"") || contains(t, "symbolic \"param:self\""));
  EXPECT_TRUE(contains(t, "load_field"));
}

TEST(PythonFrontend, NonlocalAndGlobalUseStoreVar) {
  auto t = ir_text(lower("g = 0\ndef outer():\n    c = 0\n    def inc():\n        nonlocal c\n        c = c + 1\n"
                         "    def setg():\n        global g\n        g = 5\n    return inc\n"));
  EXPECT_TRUE(contains(t, "store_var c")) << t;
  EXPECT_TRUE(contains(t, "store_var g")) << t;
}

TEST(PythonFrontend, TryExceptFinallyShape) {
  auto t = ir_text(lower("try:\n    x = 1\nexcept (ValueError, KeyError) as e:\n    x = 2\nexcept:\n    x = 3\nfinally:\n    y = 4\n"));
  EXPECT_TRUE(contains(t, "try_push finally_0 try_end_0 ValueError except_0_0 KeyError except_0_0 - except_1_0")) << t;
  EXPECT_TRUE(contains(t, "symbolic \"caught_exception:(ValueError, KeyError)\"\n  decl_var e")) << t;
  EXPECT_TRUE(contains(t, "try_pop"));
}

TEST(PythonFrontend, ComprehensionsGetTheirOwnScope) {
  auto t = ir_text(lower("xs = [x * 2 for x in range(3) if x]\nd = {k: v for k, v in pairs}\n"));
  EXPECT_TRUE(contains(t, "func___listcomp_")) << t;
  EXPECT_TRUE(contains(t, "func___dictcomp_"));
  EXPECT_TRUE(contains(t, "call_method %"));
  EXPECT_TRUE(contains(t, "call_unknown"));
}

TEST(PythonFrontend, FStringsImportsLambdasLiterals) {
  auto t = ir_text(lower("import os.path as p\nfrom a.b import c as d\nimport requests\n"
                         "s = f\"v={x!r:>4} {{lit}}\"\nf = lambda a, b=2: a + b\n"
                         "l = [1, 'two', 3.5, None, True]\nm = {'k': 1}\nbig = 123456789012345678901234567890\n"));
  EXPECT_TRUE(contains(t, "symbolic \"import:os.path\"\n  decl_var p")) << t;
  EXPECT_TRUE(contains(t, "symbolic \"import:a.b.c\"\n  decl_var d"));
  EXPECT_TRUE(contains(t, "symbolic \"import:requests\"\n  decl_var requests"));
  EXPECT_TRUE(contains(t, "call_function repr")) << t;
  EXPECT_TRUE(contains(t, "const \">4\""));
  EXPECT_TRUE(contains(t, "const \" {lit}\""));
  EXPECT_TRUE(contains(t, "<function:__lambda@func___lambda_"));
  EXPECT_TRUE(contains(t, "decl_var __default_func___lambda_"));
  EXPECT_TRUE(contains(t, "new_array list"));
  EXPECT_TRUE(contains(t, "new_object dict"));
  EXPECT_TRUE(contains(t, "const 123456789012345678901234567890"));
}

TEST(PythonFrontend, RangeLoopsCountOnAHiddenVariable) {
  auto t = ir_text(lower("for i in range(10, 0, -2):\n    if i == 4:\n        break\n    continue\n"));
  EXPECT_TRUE(contains(t, "decl_var __range_stop_0")) << t;
  EXPECT_TRUE(contains(t, "binop > ")) << t;
  EXPECT_TRUE(contains(t, "const -2"));
  auto g = ir_text(lower("for ch in word:\n    pass\n"));
  EXPECT_TRUE(contains(g, "call_function iter")) << g;
  EXPECT_TRUE(contains(g, "call_function __has_next__"));
  EXPECT_TRUE(contains(g, "call_function __next__"));
}

TEST(PythonFrontend, SyntaxErrorsBecomePlaceholdersAndTheRestIsLowered) {
  auto out = lower("x = = 1\nprint(2)\ndef ok(:\n    return 3\ny = 4\n");
  bool error_diag = false;
  for (auto& d : out.diagnostics) error_diag |= d.severity == Severity::Error;
  EXPECT_TRUE(error_diag);
  std::string t = ir_text(out);
  EXPECT_TRUE(contains(t, "call_function print")) << t;
  EXPECT_TRUE(contains(t, "decl_var y")) << t;
  EXPECT_TRUE(contains(t, "symbolic \"syntax_error:")) << t;
  EXPECT_TRUE(kernel::verify(out.module).empty());
}

TEST(PythonFrontend, UnsupportedConstructsAreSymbolic) {
  auto out = lower("def g():\n    yield 1\nmatch x:\n    case 1:\n        pass\n");
  std::string t = ir_text(out);
  EXPECT_TRUE(contains(t, "symbolic \"unsupported:")) << t;
  EXPECT_FALSE(out.diagnostics.empty());
  EXPECT_TRUE(kernel::verify(out.module).empty());
}

TEST(PythonFrontend, HostileInputNeverCrashes) {
  EXPECT_EQ(ir_text(lower("")), ".source \"t.py\"\n.language \"python\"\nentry:\n");
  lower("x = 'caf\xe9'\n\xff\xfe\n");
  std::string junk;
  std::mt19937 rng(42);
  for (int i = 0; i < 4096; ++i) junk.push_back(static_cast<char>(rng() & 0xFF));
  auto out = lower(junk);
  EXPECT_TRUE(kernel::verify(out.module).empty());
  std::string deep = "x = " + std::string(10000, '(') + "1" + std::string(10000, ')') + "\n";
  auto d = lower(deep);
  EXPECT_TRUE(contains(ir_text(d), "symbolic \"too_deep\""));
  std::string lists = "x = " + std::string(10000, '[') + std::string(10000, ']') + "\n";
  EXPECT_TRUE(kernel::verify(lower(lists).module).empty());
}

TEST(PythonFrontend, MutatedCorpusNeverCrashes) {
  // 1,000 random truncations/mutations of a real program (fixed seed).
  std::string base =
      "class A:\n    def __init__(self, x):\n        self.x = x\n    def f(self):\n        return [i * self.x for i in range(3)]\n"
      "try:\n    print(A(2).f(), {'a': 1}['a'], f\"{1+1:>3}\")\nexcept Exception as e:\n    raise\nfinally:\n    pass\n"
      "while True:\n    break\nlambda q: q\n";
  std::mt19937 rng(7);
  for (int i = 0; i < 1000; ++i) {
    std::string s = base.substr(0, rng() % (base.size() + 1));
    for (int k = 0; k < 3 && !s.empty(); ++k) s[rng() % s.size()] = "()[]{}:=,.'\"\n x#\\"[rng() % 17];
    auto out = lower(s);
    ASSERT_TRUE(kernel::verify(out.module).empty()) << s;
  }
}
