// ast_repair_test.cpp - AST repair (LLM boundary 2, frontend_support's
// ast_repair.hpp): the accept rule, answer parsing, the position map, and
// repair end to end through the openai client plugin against the loopback
// server with scripted answers (a fix, a fix that does not help, garbage
// forever, the model down) and through the Python frontend (spans map back
// to the original file).
#include <gtest/gtest.h>

#include <tree_sitter/api.h>

#include <boost/json.hpp>
#include <chrono>
#include <string>
#include <vector>

#include "llm_test_support.hpp"
#include "reddragon/frontend_support/ast_repair.hpp"
#include "reddragon/kernel/ir_text.hpp"

extern "C" const TSLanguage* tree_sitter_python();
namespace reddragon::python {
std::unique_ptr<reddragon::Frontend> make_frontend();
}

using namespace reddragon;
using namespace reddragon::frontend;
using namespace rdtest;
namespace json = boost::json;

namespace {

std::string openai_answer(const std::string& text) {
  json::object msg{{"role", "assistant"}, {"content", text}};
  return json::serialize(json::object{{"choices", json::array{json::object{{"message", msg}}}}});
}
std::string fixed_answer(const std::string& fixed) { return openai_answer(json::serialize(json::object{{"fixed", fixed}})); }

/// Lines [a, b] (1-based) of `s`, each with its newline.
std::string lines_of(const std::string& s, int a, int b) {
  std::string out;
  int line = 1;
  std::size_t start = 0;
  while (start < s.size()) {
    std::size_t nl = s.find('\n', start);
    std::size_t end = nl == std::string::npos ? s.size() : nl + 1;
    if (line >= a && line <= b) out += s.substr(start, end - start);
    ++line;
    start = end;
  }
  return out;
}

std::string replace_once(std::string s, const std::string& from, const std::string& to) {
  s.replace(s.find(from), from.size(), to);
  return s;
}

// 24 lines; line 12 misses its ')'.
const std::string kGood =
    "# far away: TOP_OF_FILE_MARKER\n"
    "def add(a, b):\n"
    "    return a + b\n"
    "\n"
    "def mul(a, b):\n"
    "    return a * b\n"
    "\n"
    "total = 0\n"
    "for i in range(3):\n"
    "    total = total + i\n"
    "\n"
    "x = add(1, mul(2, 3))\n"
    "print(x)\n"
    "print(total)\n"
    "\n"
    "def sub(a, b):\n"
    "    return a - b\n"
    "\n"
    "y = sub(10, 4)\n"
    "print(y)\n"
    "z = [1, 2, 3]\n"
    "print(len(z))\n"
    "# far away: END_OF_FILE_MARKER\n"
    "print('end')\n";
const std::string kBroken = replace_once(kGood, "x = add(1, mul(2, 3))", "x = add(1, mul(2, 3)");

class AstRepairTest : public ::testing::Test {
 protected:
  void SetUp() override {
    client = load_client("openai");
    ASSERT_NE(client, nullptr);
    settings.endpoint = srv.base_url() + "/v1";
    settings.model = "test-model";
    settings.api_key_env = env.name();
    settings.timeout_ms = 2000;
    boundary.client = client;
    boundary.settings = &settings;
    boundary.repair = true;
    boundary.repair_rounds = 2;
  }
  RepairResult repair(const std::string& text) { return repair_syntax(tree_sitter_python(), "Python", text, boundary); }
  static std::string all_messages(const RepairResult& r) {
    std::string s;
    for (const auto& d : r.diagnostics) s += d.message + "\n";
    return s;
  }
  HttpTestServer srv;
  ScopedEnv env;
  LlmClient* client = nullptr;
  LlmSettings settings;
  LlmBoundary boundary;
};

}  // namespace

// "f(1, 2" (bytes 5..11) is the broken fragment; "f(1, 2)" its fix.
TEST(AstRepairRule, AcceptsFixInsideSpanThatLowersErrors) {
  const std::string orig = "aaaa f(1, 2 zzzz", fix = "f(1, 2)";
  const ByteRange r{5, 11};
  const std::string cand = orig.substr(0, 5) + fix + orig.substr(11);
  SyntaxErrors after;
  after.parsed = true;
  after.count = 0;
  EXPECT_EQ(judge_splice(orig, cand, r, fix.size(), 1, after), SpliceVerdict::Accepted);
}

TEST(AstRepairRule, RejectsFixThatTouchesOutsideTheSpan) {
  const std::string orig = "aaaa f(1, 2 zzzz", fix = "f(1, 2)";
  const ByteRange r{5, 11};
  SyntaxErrors after;
  after.parsed = true;
  // one byte changed before, one after, and one dropped after the span
  const std::string before = "aaXa " + fix + " zzzz", behind = "aaaa " + fix + " zzYz", shorter = "aaaa " + fix + " zzz";
  EXPECT_EQ(judge_splice(orig, before, r, fix.size(), 1, after), SpliceVerdict::TouchesOutside);
  EXPECT_EQ(judge_splice(orig, behind, r, fix.size(), 1, after), SpliceVerdict::TouchesOutside);
  EXPECT_EQ(judge_splice(orig, shorter, r, fix.size(), 1, after), SpliceVerdict::TouchesOutside);
  EXPECT_EQ(judge_splice(orig, orig, ByteRange{5, 40}, 6, 1, after), SpliceVerdict::TouchesOutside);
}

TEST(AstRepairRule, RejectsProseOrARewriteThatDropsTheFragment) {
  // Ruby parses "I cannot help with that" as calls: fewer errors, no repair
  const std::string orig = "aaaa def f(x)\n  x + zzzz", prose = "I cannot help with that.";
  const ByteRange r{5, 20};
  const std::string cand = orig.substr(0, 5) + prose + orig.substr(20);
  SyntaxErrors after;
  after.parsed = true;
  EXPECT_EQ(judge_splice(orig, cand, r, prose.size(), 1, after), SpliceVerdict::RewritesFragment);
  EXPECT_EQ(kept_of_fragment("f(1, 2", "f(1, 2)"), 5u);
  EXPECT_EQ(kept_of_fragment("a b", "xaxbx"), 2u);
}

TEST(AstRepairRule, ErrorCountMustDrop) {
  const std::string orig = "aaaa f(1, 2 zzzz", fix = "f(1, 2)";
  const std::string cand = "aaaa " + fix + " zzzz";
  SyntaxErrors after;
  after.parsed = true;
  after.count = 2;
  EXPECT_EQ(judge_splice(orig, cand, {5, 11}, fix.size(), 2, after), SpliceVerdict::ErrorsNotFewer);
  EXPECT_EQ(judge_splice(orig, cand, {5, 11}, fix.size(), 1, after), SpliceVerdict::ErrorsNotFewer);
  after.count = 1;
  EXPECT_EQ(judge_splice(orig, cand, {5, 11}, fix.size(), 2, after), SpliceVerdict::Accepted);
  after.parsed = false;
  EXPECT_EQ(judge_splice(orig, cand, {5, 11}, fix.size(), 2, after), SpliceVerdict::Unparsed);
}

TEST(AstRepairRule, FindsErrorAndMissingNodes) {
  EXPECT_EQ(find_syntax_errors(tree_sitter_python(), kGood).count, 0u);
  SyntaxErrors e = find_syntax_errors(tree_sitter_python(), kBroken);
  ASSERT_TRUE(e.parsed);
  ASSERT_GE(e.count, 1u);
  EXPECT_EQ(e.ranges.size(), e.count);
  EXPECT_EQ(e.what.size(), e.count);
}

TEST(AstRepairAnswer, JsonPlainAndFenced) {
  EXPECT_EQ(parse_repair_answer(R"({"fixed": "x = f(1)\n"})"), "x = f(1)\n");
  EXPECT_EQ(parse_repair_answer("```json\n{\"fixed\": \"  y = 2\"}\n```"), "  y = 2");
  EXPECT_EQ(parse_repair_answer("```python\n    y = g(2)\n```\n"), "    y = g(2)");
  EXPECT_EQ(parse_repair_answer("\n\n    y = g(2)\n\n"), "    y = g(2)");
  EXPECT_EQ(parse_repair_answer("{ int a = 1; }"), "{ int a = 1; }");  // code that starts with a brace
  EXPECT_EQ(parse_repair_answer("context\n<<<FRAGMENT\nfixed()\nFRAGMENT>>>\nmore"), "fixed()");
  EXPECT_EQ(parse_repair_answer(R"({"answer": 42})"), std::nullopt);
  EXPECT_EQ(parse_repair_answer("   \n"), std::nullopt);
}

TEST(AstRepairPositions, MapsBackAcrossALengthChange) {
  const std::string orig = "l1\nl2 broken\nl3\nl4\n";
  // "l2 broken\n" (bytes 3..13) becomes three lines
  PositionMap m;
  m.replace({3, 13}, std::string("l2a\nl2b\nl2c\n").size());
  const std::string cur = "l1\nl2a\nl2b\nl2c\nl3\nl4\n";
  const LineTable lc(cur), lo(orig);
  // l4 is line 6 of the repaired text, line 4 of the original
  ir::SourceSpan s = m.to_original(ir::SourceSpan{6, 0, 6, 2}, lc, lo);
  EXPECT_EQ(s, (ir::SourceSpan{4, 0, 4, 2}));
  // l1 is unchanged; a span inside the repair covers the original region
  EXPECT_EQ(m.to_original(ir::SourceSpan{1, 0, 1, 2}, lc, lo), (ir::SourceSpan{1, 0, 1, 2}));
  ir::SourceSpan in = m.to_original(ir::SourceSpan{3, 1, 3, 2}, lc, lo);
  EXPECT_EQ(in.start_line, 2u);
  EXPECT_EQ(in.end_line, 3u);
  // a second, earlier replacement shifts the first one's region
  m.replace({0, 3}, 0);  // "l1\n" deleted: "l4\n" now starts 3 bytes from the end of 18
  EXPECT_EQ(m.to_original(cur.size() - 3 - 3), orig.size() - 3);
  EXPECT_EQ(m.to_original(0), 0u);
}

TEST_F(AstRepairTest, SendsOnlyTheFragmentAndSplicesTheFix) {
  // the fragment is line 12 with one line around it (11-13)
  const std::string fixed = lines_of(kGood, 11, 13);
  srv.enqueue({200, fixed_answer(fixed)});
  RepairResult r = repair(kBroken);
  EXPECT_EQ(r.accepted, 1u);
  EXPECT_EQ(r.text, kGood);
  ASSERT_EQ(srv.requests().size(), 1u);
  const std::string body = srv.requests()[0].body;
  EXPECT_TRUE(contains(body, "Python"));
  EXPECT_TRUE(contains(body, "<<<FRAGMENT"));
  EXPECT_TRUE(contains(body, "x = add(1, mul(2, 3)\\n"));
  EXPECT_FALSE(contains(body, "TOP_OF_FILE_MARKER"));  // not the whole file
  EXPECT_FALSE(contains(body, "END_OF_FILE_MARKER"));
  const std::string msgs = all_messages(r);
  EXPECT_TRUE(contains(msgs, "repaired by LLM")) << msgs;
  EXPECT_FALSE(contains(msgs, "not repaired")) << msgs;
  ASSERT_FALSE(r.diagnostics.empty());
  EXPECT_EQ(r.diagnostics[0].span.start_line, 11u);
}

TEST_F(AstRepairTest, FixThatDoesNotHelpIsRejected) {
  // the ERROR runs to the end of the file: lines 11-13 are tried, then 11-24
  srv.enqueue({200, fixed_answer(lines_of(kBroken, 11, 13))});
  srv.enqueue({200, fixed_answer(lines_of(kBroken, 11, 24))});
  RepairResult r = repair(kBroken);
  EXPECT_EQ(r.accepted, 0u);
  EXPECT_EQ(r.text, kBroken);
  EXPECT_TRUE(contains(all_messages(r), "not repaired by LLM: the fix does not reduce the parse errors")) << all_messages(r);
}

TEST_F(AstRepairTest, GarbageForeverIsBounded) {
  srv.set_default({200, openai_answer("I am sorry, I cannot do that.")});
  boundary.repair_rounds = 3;
  const auto t0 = std::chrono::steady_clock::now();
  RepairResult r = repair(kBroken);
  EXPECT_EQ(r.accepted, 0u);
  EXPECT_EQ(r.text, kBroken);
  // no progress in a round ends repair: one request per broken region
  EXPECT_LE(srv.requests().size(), 2u);
  EXPECT_LT(std::chrono::steady_clock::now() - t0, std::chrono::seconds(10));
  EXPECT_TRUE(contains(all_messages(r), "not repaired by LLM")) << all_messages(r);
}

TEST_F(AstRepairTest, CompleteSourceMakesNoRequest) {
  RepairResult r = repair(kGood);
  EXPECT_EQ(r.accepted, 0u);
  EXPECT_TRUE(r.diagnostics.empty());
  EXPECT_TRUE(srv.requests().empty());
}

TEST_F(AstRepairTest, ModelDownLeavesTheDeterministicResult) {
  srv.stop();  // nothing listens on the port any more
  auto fe = python::make_frontend();
  LowerOptions plain;
  LowerOptions with;
  with.llm = boundary;
  const SourceFile src{"broken.py", kBroken};
  const auto t0 = std::chrono::steady_clock::now();
  auto a = fe->lower(src, plain);
  auto b = fe->lower(src, with);
  EXPECT_LT(std::chrono::steady_clock::now() - t0, std::chrono::seconds(10));
  ASSERT_TRUE(a.has_value());
  ASSERT_TRUE(b.has_value());
  EXPECT_EQ(kernel::print_module(a->module), kernel::print_module(b->module));
  std::string msgs;
  for (const auto& d : b->diagnostics) msgs += d.message + "\n";
  EXPECT_TRUE(contains(msgs, "the LLM is unavailable")) << msgs;
  EXPECT_TRUE(contains(msgs, "lowered as the parser read it")) << msgs;
  // the deterministic diagnostics are all still there
  for (const auto& d : a->diagnostics) EXPECT_TRUE(contains(msgs, d.message)) << d.message;
}

TEST_F(AstRepairTest, FrontendSpansMapToTheOriginalFile) {
  // the model's fix adds a line: every span after it still names the
  // original's line (print('end') is line 24 of the broken file, which
  // ends at 25:0; the repaired text has one line more)
  std::string fixed = lines_of(kGood, 11, 13);
  fixed = replace_once(fixed, "x = add(1, mul(2, 3))\n", "x = add(1,\n        mul(2, 3))\n");
  srv.enqueue({200, fixed_answer(fixed)});
  auto fe = python::make_frontend();
  LowerOptions with;
  with.llm = boundary;
  auto out = fe->lower(SourceFile{"broken.py", kBroken}, with);
  ASSERT_TRUE(out.has_value());
  std::string msgs;
  for (const auto& d : out->diagnostics) msgs += d.message + "\n";
  EXPECT_TRUE(contains(msgs, "repaired by LLM")) << msgs;
  std::uint32_t last_line = 0;
  for (const auto& in : out->module.instructions) last_line = std::max(last_line, in.span.end_line);
  EXPECT_EQ(last_line, 25u);
  const std::string ir = kernel::print_module(out->module);
  EXPECT_TRUE(contains(ir, "# 24:")) << ir;
  EXPECT_FALSE(contains(ir, "# 26:")) << ir;
  EXPECT_FALSE(contains(ir, "-26:")) << ir;
}
