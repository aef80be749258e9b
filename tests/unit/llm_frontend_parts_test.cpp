// llm_frontend_parts_test.cpp - the llm frontend's pieces without a model:
// the splitter (whole units, brackets, comments, COBOL's Area A), the
// linker (namespaces, register rebasing, one entry, spans) and the prompt
// (every opcode of the table, the conventions, verified examples).
#include <gtest/gtest.h>

#include <string>

#include "linker.hpp"
#include "prompt.hpp"
#include "reddragon/kernel/ir_text.hpp"
#include "reddragon/kernel/verifier.hpp"
#include "splitter.hpp"

using namespace reddragon;
using namespace reddragon::llmfe;

namespace {

std::string repeat_fn(int n, const std::string& open, const std::string& body, const std::string& close) {
  std::string s;
  for (int i = 0; i < n; ++i) s += open + std::to_string(i) + body + close + "\n";
  return s;
}

void expect_tiles(const std::vector<Chunk>& cs, std::string_view src) {
  std::string joined;
  std::uint32_t next = 1;
  for (const auto& c : cs) {
    EXPECT_EQ(c.first_line, next);
    next = c.last_line + 1;
    joined += c.text;
  }
  EXPECT_EQ(joined, src) << "chunks must tile the file exactly";
}

}  // namespace

TEST(LlmSplitter, BraceFunctionsAreNeverCutInside) {
  // 60 functions of 5 lines: { on the first line, } alone at column 0.
  std::string src = repeat_fn(60, "int f", "(int x) {\n  int y = x;\n  if (y) {\n    y++; }\n  return y;", "\n}\n");
  auto cs = split_chunks(src, "c", 40);
  ASSERT_GT(cs.size(), 3u);
  expect_tiles(cs, src);
  for (const auto& c : cs) EXPECT_TRUE(c.text.starts_with("int f")) << c.text.substr(0, 40);
}

TEST(LlmSplitter, CommentsGoWithTheUnitBelowAndContinuationsStay) {
  std::string src;
  for (int i = 0; i < 40; ++i)
    src += "-- about g" + std::to_string(i) + "\ng" + std::to_string(i) + " x\n  | x > 0 = x\n  | otherwise = 0\nwhere\n\n";
  auto cs = split_chunks(src, "haskell", 30);
  ASSERT_GT(cs.size(), 2u);
  expect_tiles(cs, src);
  for (const auto& c : cs) EXPECT_TRUE(c.text.starts_with("-- about g")) << c.text.substr(0, 40);
}

TEST(LlmSplitter, CobolParagraphsInAreaA) {
  std::string src = "       IDENTIFICATION DIVISION.\n       PROGRAM-ID. P.\n       PROCEDURE DIVISION.\n";
  for (int i = 0; i < 50; ++i)
    src += "       PARA-" + std::to_string(i) + ".\n           DISPLAY \"X\".\n           ADD 1 TO N.\n\n";
  auto cs = split_chunks(src, "cobol", 40);
  ASSERT_GT(cs.size(), 2u);
  expect_tiles(cs, src);
  for (std::size_t k = 1; k < cs.size(); ++k) EXPECT_TRUE(cs[k].text.starts_with("       PARA-")) << cs[k].text.substr(0, 30);
}

TEST(LlmSplitter, OneHugeUnitIsStillCutAndSmallFilesAreOneChunk) {
  std::string src = "{\n" + std::string(500, ' ') + "\n";
  for (int i = 0; i < 500; ++i) src += "  x;\n";
  src += "}\n";
  auto cs = split_chunks(src, "c", 50);
  expect_tiles(cs, src);
  for (const auto& c : cs) EXPECT_LE(c.last_line - c.first_line + 1, 200u);
  EXPECT_EQ(split_chunks("a\nb\n", "x", 50).size(), 1u);
  EXPECT_TRUE(split_chunks("", "x", 50).empty());
}

TEST(LlmLinker, NamespacesRebasesAndOneEntry) {
  const char* part =
      "entry:\n  branch end_f_0\nfunc_f_0:\n  %0 = symbolic \"param:x\"  # 1:0-1:5\n  decl_var x %0\n  %1 = load_var x\n"
      "  return %1\nend_f_0:\n  %2 = const <function:f@func_f_0>\n  decl_var f %2\n";
  auto a = kernel::parse_module(part);
  auto b = kernel::parse_module(std::string(part) + "  %3 = const 1\n  %4 = call_function f %3\n");
  ASSERT_TRUE(a && b);
  ir::Module m = link_parts({LinkPart{&*a, 0}, LinkPart{&*b, 10}});
  EXPECT_TRUE(kernel::verify(m).empty()) << kernel::verify(m).front().message;
  EXPECT_EQ(m.num_registers, a->num_registers + b->num_registers);
  std::string text = kernel::print_module(m);
  EXPECT_TRUE(text.starts_with("entry:\nentry_c0:\n")) << text;
  EXPECT_NE(text.find("func_f_0c1:"), std::string::npos) << text;
  EXPECT_NE(text.find("<function:f@func_f_0c1>"), std::string::npos) << text;
  EXPECT_NE(text.find("%3 = symbolic \"param:x\"  # 11:0-11:5"), std::string::npos) << "rebased and moved: " << text;
  EXPECT_NE(text.find("%5 = const <function:f@func_f_0c1>"), std::string::npos) << text;
}

TEST(LlmPrompt, SchemaFromTheTableConventionsAndVerifiedExamples) {
  const std::string& p = system_prompt();
  for (std::size_t i = 0; i < ir::kOpcodeCount; ++i) {
    const auto& info = ir::opcode_info(static_cast<ir::Opcode>(i));
    EXPECT_NE(p.find("- " + std::string(info.mnemonic) + (info.has_result ? " (result)" : "") + " ["), std::string::npos)
        << info.mnemonic;
  }
  EXPECT_NE(p.find("# IR conventions for frontends"), std::string::npos);
  EXPECT_NE(p.find("## Text form"), std::string::npos);
  // Every example's IR parses and verifies.
  std::size_t at = 0, n = 0;
  while ((at = p.find("IR:\n```\n", at)) != std::string::npos) {
    at += 8;
    auto end = p.find("```", at);
    auto m = kernel::parse_module(p.substr(at, end - at));
    ASSERT_TRUE(m) << m.error().to_string();
    EXPECT_TRUE(kernel::verify(*m).empty());
    ++n;
  }
  EXPECT_GE(n, 3u);
  EXPECT_EQ(extract_ir("Here:\n```ir\nentry:\n```\nthanks"), "entry:\n");
  EXPECT_EQ(extract_ir("entry:\n"), "entry:\n");
}

TEST(LlmSplitter, TreeSitterUnitsWhereAGrammarIsBuiltIn) {
  // Column-0 lines inside a string are not units to tree-sitter.
  std::string src;
  for (int i = 0; i < 60; ++i)
    src += "# about f" + std::to_string(i) + "\ndef f" + std::to_string(i) +
           "():\n    t = 1\n    s = \"\"\"\nnot a unit\nstill not\n\"\"\"\n    return s\n";
  auto cs = split_chunks(src, "python", 10);
  ASSERT_GT(cs.size(), 5u);
  expect_tiles(cs, src);
  for (const auto& c : cs) EXPECT_TRUE(c.text.starts_with("# about f")) << c.text.substr(0, 40);
  // The indentation rules alone (no grammar for the name) cut inside the string.
  bool inside = false;
  for (const auto& c : split_chunks(src, "python-like", 10)) inside |= !c.text.starts_with("# about f");
  EXPECT_TRUE(inside) << "the test no longer tells tree-sitter from the indentation rules";
}
