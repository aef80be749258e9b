// frontend_hardening_test.cpp - nothing user-supplied crashes or hangs a
// frontend (issue #12).
//
// Every frontend plugin (loaded through the plugin host, as the CLI loads
// it) lowers 50,000-deep nesting of every nesting construct of its grammar:
// brackets, calls, literals, blocks, control flow, functions and classes,
// unary and (left-deep) binary chains, ternaries, casts, initializers,
// types. Lowering must return, the IR must verify, and nothing may crash;
// it is checked with the default frontend.max_depth and with the largest
// value the configuration accepts on a thread with a 1 MiB stack (where
// only the stack guard of the shared lowering code stops recursion). Python blocks nest by indentation,
// so their source grows quadratically: those use 3,000 levels (still three
// times the default limit).
//
// Malformed input parses in bounded time: tree-sitter's error recovery can
// go superlinear on garbage (40 KB of "a\xff" took 17 s as Python, 42 s as
// C; 1 MB of random bytes as C did not finish in 60 s), so parsing has a
// time budget (parse_budget_ms in ts_lowerer.hpp). The test asserts only
// that lowering returns a verifiable module; its CTest TIMEOUT is the bound.
#include <gtest/gtest.h>
#include <pthread.h>

#include <algorithm>
#include <chrono>
#include <cstring>
#include <iostream>
#include <random>
#include <string>
#include <vector>

#include "reddragon/frontend/frontend.hpp"
#include "reddragon/kernel/plugin_host.hpp"
#include "reddragon/kernel/verifier.hpp"

using namespace reddragon;

namespace {

constexpr int kDeep = 50000;

struct Case {
  const char* lang;
  const char* name;
  const char* before;  ///< once, first
  const char* open;    ///< repeated `depth` times
  const char* core;    ///< once, in the middle
  const char* close;   ///< repeated `depth` times
  const char* after;   ///< once, last
  int depth = kDeep;
};

std::string build(const Case& c) {
  std::string s = c.before;
  s.reserve(s.size() + static_cast<std::size_t>(c.depth) * (std::strlen(c.open) + std::strlen(c.close)) + 64);
  for (int k = 0; k < c.depth; ++k) s += c.open;
  s += c.core;
  for (int k = 0; k < c.depth; ++k) s += c.close;
  s += c.after;
  return s;
}

/// Python statements nested by indentation (one space per level).
std::string python_blocks(const char* header, int depth) {
  std::string s;
  for (int k = 0; k < depth; ++k) {
    s.append(static_cast<std::size_t>(k), ' ');
    s += header;
    s += '\n';
  }
  s.append(static_cast<std::size_t>(depth), ' ');
  s += "pass\n";
  return s;
}

#define PY_STMT(name, open, core, close) {"python", name, "x = ", open, core, close, "\n"}
#define JS_STMT(lang, name, open, core, close) {lang, name, "x = ", open, core, close, ";\n"}
#define JAVA_EXPR(name, open, core, close) \
  {"java", name, "class A { void m() { Object x = ", open, core, close, "; } }\n"}
#define JAVA_STMT(name, open, core, close) {"java", name, "class A { void m() { ", open, core, close, " } }\n"}
#define LUA_EXPR(name, open, core, close) {"lua", name, "local x = ", open, core, close, "\n"}
#define LUA_STMT(name, open, core, close) {"lua", name, "", open, core, close, "\n"}
#define C_EXPR(name, open, core, close) {"c", name, "int main(void) { int x = ", open, core, close, "; return 0; }\n"}
#define C_STMT(name, open, core, close) {"c", name, "int main(void) { ", open, core, close, " return 0; }\n"}
#define GO_EXPR(name, open, core, close) {"go", name, "package main\nfunc main() { x := ", open, core, close, "; _ = x }\n"}
#define GO_STMT(name, open, core, close) {"go", name, "package main\nfunc main() { ", open, core, close, " }\n"}
#define PHP_EXPR(name, open, core, close) {"php", name, "<?php\n$x = ", open, core, close, ";\n"}
#define PHP_STMT(name, open, core, close) {"php", name, "<?php\n", open, core, close, "\n"}
#define RB_EXPR(name, open, core, close) {"ruby", name, "x = ", open, core, close, "\n"}
#define RB_STMT(name, open, core, close) {"ruby", name, "", open, core, close, "\n"}

#define JS_CASES(L)                                                                        \
  JS_STMT(L, "parens", "(", "1", ")"), JS_STMT(L, "calls", "f(", "1", ")"),                 \
      JS_STMT(L, "arrays", "[", "1", "]"), JS_STMT(L, "objects", "{a: ", "1", "}"),         \
      JS_STMT(L, "unary_minus", "- ", "x", ""), JS_STMT(L, "unary_not", "!", "x", ""),      \
      JS_STMT(L, "typeof", "typeof ", "x", ""), JS_STMT(L, "await", "await ", "x", ""),     \
      JS_STMT(L, "binary", "", "1", "+1"), JS_STMT(L, "logical", "", "a", " && a"),         \
      JS_STMT(L, "assign_chain", "a = ", "1", ""),                                          \
      JS_STMT(L, "ternary_else", "c ? 1 : ", "2", ""), JS_STMT(L, "ternary_then", "c ? ", "1", " : 2"), \
      JS_STMT(L, "member_chain", "", "x", ".a"), JS_STMT(L, "call_chain", "", "f", "()"),   \
      JS_STMT(L, "index_chain", "", "x", "[0]"), JS_STMT(L, "new", "new ", "X", ""),        \
      JS_STMT(L, "arrows", "() => ", "1", ""), JS_STMT(L, "spread", "[...", "x", "]"),      \
      JS_STMT(L, "functions", "function () { return ", "1", "; }"),                         \
      JS_STMT(L, "classes", "class { m() { return ", "1", "; } }"),                         \
      JS_STMT(L, "templates", "`${", "1", "}`"),                                            \
      {L, "blocks", "", "{", "x;", "}", "\n"}, {L, "ifs", "", "if (x) ", ";", "", "\n"},    \
      {L, "if_else", "", "if (x) ; else ", ";", "", "\n"},                                  \
      {L, "whiles", "", "while (x) ", ";", "", "\n"}, {L, "fors", "", "for (;;) ", ";", "", "\n"}, \
      {L, "for_ofs", "", "for (const a of b) ", ";", "", "\n"},                            \
      {L, "labels", "", "l: ", ";", "", "\n"},                                              \
      {L, "tries", "", "try { ", "x;", " } catch (e) {}", "\n"},                           \
      {L, "switches", "", "switch (x) { case 1: ", "x;", " }", "\n"},                      \
      {L, "function_decls", "", "function f() { ", "x;", " }", "\n"},                      \
      {L, "class_decls", "", "class A { m() { ", "x;", " } }", "\n"}

const std::vector<Case>& cases() {
  static const std::vector<Case> all = {
      // --- Python ---
      PY_STMT("parens", "(", "1", ")"), PY_STMT("calls", "f(", "1", ")"), PY_STMT("lists", "[", "1", "]"),
      PY_STMT("tuples", "(1, ", "1", ")"), PY_STMT("dicts", "{'a': ", "1", "}"), PY_STMT("sets", "{", "1", "}"),
      PY_STMT("unary_minus", "-", "x", ""), PY_STMT("unary_not", "not ", "x", ""), PY_STMT("await", "await ", "x", ""),
      PY_STMT("binary", "", "1", "+1"), PY_STMT("power", "", "2", "**2"), PY_STMT("boolean", "", "a", " and a"),
      PY_STMT("compare", "", "a", " < a"), PY_STMT("ternary_else", "1 if c else ", "2", ""),
      PY_STMT("ternary_cond", "1 if ", "c", " else 2"), PY_STMT("lambdas", "lambda: ", "1", ""),
      PY_STMT("attr_chain", "", "x", ".a"), PY_STMT("call_chain", "", "f", "()"), PY_STMT("index_chain", "", "x", "[0]"),
      PY_STMT("comprehensions", "[", "x", " for x in y]"), PY_STMT("generators", "(", "x", " for x in y)"),
      PY_STMT("starred", "[*", "x", "]"), PY_STMT("slices", "x[", "1", ":]"), PY_STMT("fstrings", "f'{", "1", "}'"),
      // --- JavaScript and TypeScript ---
      JS_CASES("javascript"), JS_CASES("typescript"),
      {"typescript", "generic_types", "let x: ", "Array<", "number", ">", " = 1;\n"},
      {"typescript", "as_chain", "x = ", "", "y", " as any", ";\n"},
      {"typescript", "non_null", "x = ", "", "y", "!", ";\n"},
      {"typescript", "union_types", "let x: ", "(", "number", " | string)", " = 1;\n"},
      {"typescript", "namespaces", "", "namespace A { ", "let x = 1;", " }", "\n"},
      // --- Java ---
      JAVA_EXPR("parens", "(", "1", ")"), JAVA_EXPR("calls", "f(", "1", ")"),
      {"java", "array_initializers", "class A { void m() { int[] x = ", "{", "1", "}", "; } }\n"},
      JAVA_EXPR("new_arrays", "new Object[]{", "1", "}"), JAVA_EXPR("unary_minus", "- ", "x", ""),
      JAVA_EXPR("unary_not", "!", "x", ""), JAVA_EXPR("casts", "(Object) ", "x", ""), JAVA_EXPR("binary", "", "1", "+1"),
      JAVA_EXPR("logical", "", "a", " && a"), JAVA_EXPR("ternary_else", "c ? 1 : ", "2", ""),
      JAVA_EXPR("ternary_then", "c ? ", "1", " : 2"), JAVA_EXPR("lambdas", "() -> ", "1", ""),
      JAVA_EXPR("member_chain", "", "x", ".a"), JAVA_EXPR("call_chain", "", "x", ".f()"),
      JAVA_EXPR("index_chain", "", "x", "[0]"), JAVA_EXPR("assign_chain", "a = ", "1", ""),
      JAVA_EXPR("anonymous_classes", "new Object() { Object m() { return ", "1", "; } }"),
      JAVA_STMT("blocks", "{", "x();", "}"), JAVA_STMT("ifs", "if (x) ", ";", ""),
      JAVA_STMT("if_else", "if (x) ; else ", ";", ""), JAVA_STMT("whiles", "while (x) ", ";", ""),
      JAVA_STMT("fors", "for (;;) ", ";", ""), JAVA_STMT("foreach", "for (int a : b) ", ";", ""),
      JAVA_STMT("labels", "l: ", ";", ""), JAVA_STMT("tries", "try { ", "x();", " } catch (Exception e) {}"),
      JAVA_STMT("switches", "switch (x) { case 1: ", "x();", " }"), JAVA_STMT("synchronized", "synchronized (x) { ", "", " }"),
      {"java", "classes", "", "class A { ", "int x;", " }", "\n"},
      {"java", "generic_types", "class A { ", "List<", "Integer", ">", " x; }\n"},
      // --- C ---
      C_EXPR("parens", "(", "1", ")"), C_EXPR("calls", "f(", "1", ")"), C_EXPR("unary_minus", "- ", "x", ""),
      C_EXPR("unary_not", "!", "x", ""), C_EXPR("deref", "*", "p", ""), C_EXPR("address", "&", "x", ""),
      C_EXPR("casts", "(int)", "x", ""), C_EXPR("sizeof", "sizeof ", "x", ""), C_EXPR("binary", "", "1", "+1"),
      C_EXPR("logical", "", "a", " && a"), C_EXPR("comma", "(", "x", ", x)"), C_EXPR("ternary_else", "c ? 1 : ", "2", ""),
      C_EXPR("ternary_then", "c ? ", "1", " : 2"), C_EXPR("index_chain", "", "a", "[0]"), C_EXPR("field_chain", "", "s", ".a"),
      C_EXPR("arrow_chain", "", "p", "->a"), C_EXPR("assign_chain", "a = ", "1", ""),
      C_EXPR("compound_literals", "(int[]){", "1", "}"),
      {"c", "initializers", "int main(void) { int a[] = ", "{", "0", "}", "; return 0; }\n"},
      {"c", "global_initializers", "int a[] = ", "{", "0", "}", ";\n"},
      {"c", "struct_initializers", "struct S { int a; }; struct S s = ", "{", "0", "}", ";\n"},
      C_STMT("blocks", "{", "x;", "}"), C_STMT("ifs", "if (x) ", ";", ""), C_STMT("if_else", "if (x) ; else ", ";", ""),
      C_STMT("whiles", "while (x) ", ";", ""), C_STMT("do_whiles", "do ", ";", " while (x);"),
      C_STMT("fors", "for (;;) ", ";", ""), C_STMT("labels", "l: ", ";", ""),
      C_STMT("switches", "switch (x) { case 1: ", "x;", " }"),
      {"c", "pointer_declarators", "int ", "*", "p", "", ";\n"},
      {"c", "paren_declarators", "int ", "(", "p", ")", ";\n"},
      {"c", "array_declarators", "int p", "", "", "[1]", ";\n"},
      {"c", "function_declarators", "int p", "", "", "(void)", ";\n"},
      {"c", "structs", "", "struct { ", "int x;", " } a;", " int b;\n"},
      {"c", "preprocessor_ifs", "", "#if 1\n", "int x;\n", "#endif\n", ""},
      {"c", "preprocessor_ifdefs", "", "#ifdef A\n", "int x;\n", "#else\n#endif\n", ""},
      // --- Go ---
      GO_EXPR("parens", "(", "1", ")"), GO_EXPR("calls", "f(", "1", ")"), GO_EXPR("unary_minus", "- ", "x", ""),
      GO_EXPR("unary_not", "!", "x", ""), GO_EXPR("deref", "*", "p", ""), GO_EXPR("address", "&", "x", ""),
      GO_EXPR("receive", "<-", "c", ""), GO_EXPR("binary", "", "1", "+1"), GO_EXPR("logical", "", "a", " && a"),
      GO_EXPR("selector_chain", "", "x", ".a"), GO_EXPR("call_chain", "", "f", "()"), GO_EXPR("index_chain", "", "x", "[0]"),
      GO_EXPR("slices", "", "x", "[1:]"), GO_EXPR("composite_literals", "[]any{", "1", "}"),
      {"go", "elided_composite_literals", "package main\nfunc main() { x := [][]int{", "{", "1", "}", "}; _ = x }\n"},
      GO_EXPR("func_literals", "func() any { return ", "1", " }"), GO_EXPR("conversions", "int(", "x", ")"),
      GO_EXPR("type_assertions", "", "x", ".(any)"),
      {"go", "pointer_types", "package main\nvar x ", "*", "int", "", "\n"},
      {"go", "slice_types", "package main\nvar x ", "[]", "int", "", "\n"},
      {"go", "map_types", "package main\nvar x ", "map[int]", "int", "", "\n"},
      {"go", "chan_types", "package main\nvar x ", "chan ", "int", "", "\n"},
      {"go", "struct_types", "package main\nvar x ", "struct { a ", "int", " }", "\n"},
      {"go", "func_types", "package main\nvar x ", "func() ", "int", "", "\n"},
      GO_STMT("blocks", "{", "f()", "}"), GO_STMT("ifs", "if x {", "f()", "}"),
      GO_STMT("if_else", "if x {} else ", "{}", ""), GO_STMT("fors", "for {", "f()", "}"),
      GO_STMT("ranges", "for a := range b {", "f()", "}"), GO_STMT("switches", "switch { case true: ", "f()", " }"),
      GO_STMT("selects", "select { case <-c: ", "f()", " }"), GO_STMT("labels", "l: ", "f()", ""),
      GO_STMT("defers", "defer func() { ", "f()", " }()"), GO_STMT("gos", "go func() { ", "f()", " }()"),
      LUA_EXPR("parens", "(", "1", ")"), LUA_EXPR("unary_minus", "-", "1", ""), LUA_EXPR("nots", "not ", "x", ""),
      LUA_EXPR("binary_right", "1 + (", "1", ")"), LUA_EXPR("concat_chain", "'a' .. ", "'b'", ""),
      LUA_EXPR("calls", "f(", "1", ")"), LUA_EXPR("tables", "{", "1", "}"), LUA_EXPR("index_chain", "", "t", ".a"),
      LUA_EXPR("method_chain", "", "t", ":m()"), LUA_EXPR("functions", "function() return ", "1", " end"),
      LUA_EXPR("and_chain", "x and (", "y", ")"),
      LUA_STMT("ifs", "if x then ", "f()", " end"), LUA_STMT("whiles", "while x do ", "f()", " end"),
      LUA_STMT("dos", "do ", "f()", " end"), LUA_STMT("repeats", "repeat ", "f()", " until x"),
      LUA_STMT("fors", "for i = 1, 2 do ", "f()", " end"), LUA_STMT("for_ins", "for k, v in pairs(t) do ", "f()", " end"),
      LUA_STMT("local_functions", "local function g() ", "f()", " end"),
      // --- PHP ---
      PHP_EXPR("parens", "(", "1", ")"), PHP_EXPR("calls", "f(", "1", ")"), PHP_EXPR("arrays", "[", "1", "]"),
      PHP_EXPR("keyed_arrays", "['a' => ", "1", "]"), PHP_EXPR("unary_minus", "-", "$y", ""),
      PHP_EXPR("unary_not", "!", "$y", ""), PHP_EXPR("binary", "", "1", " + 1"), PHP_EXPR("concat", "", "'a'", " . 'a'"),
      PHP_EXPR("logical", "", "$a", " && $a"), PHP_EXPR("coalesce", "", "$a", " ?? $a"),
      PHP_EXPR("assign_chain", "$a = ", "1", ""), PHP_EXPR("ternary_else", "$c ? 1 : ", "2", ""),
      PHP_EXPR("ternary_then", "$c ? ", "1", " : 2"), PHP_EXPR("member_chain", "", "$o", "->a"),
      PHP_EXPR("call_chain", "", "$o", "->m()"), PHP_EXPR("index_chain", "", "$a", "[0]"),
      PHP_EXPR("nested_index", "$a[", "1", "]"), PHP_EXPR("casts", "(int)", "$y", ""),
      PHP_EXPR("closures", "function () { return ", "1", "; }"), PHP_EXPR("arrows", "fn() => ", "1", ""),
      PHP_EXPR("matches", "match ($y) { default => ", "1", " }"), PHP_EXPR("news", "new A(", "1", ")"),
      PHP_EXPR("anonymous_classes", "new class { function m() { return ", "1", "; } }"),
      PHP_EXPR("strings", "\"{$a[", "1", "]}\""),
      {"php", "index_writes", "<?php\n", "", "$a", "[0]", " = 1;\n"},
      {"php", "list_nesting", "<?php\n", "[", "$a", "]", " = $b;\n"},
      PHP_STMT("blocks", "{", "f();", "}"), PHP_STMT("ifs", "if ($x) {", "f();", "}"),
      PHP_STMT("if_else", "if ($x) {} else ", "{}", ""), PHP_STMT("alt_ifs", "if ($x): ", "f();", " endif;"),
      PHP_STMT("whiles", "while ($x) {", "f();", "}"), PHP_STMT("fors", "for (;;) {", "f();", "}"),
      PHP_STMT("foreachs", "foreach ($a as $k => &$v) {", "f();", "}"),
      PHP_STMT("switches", "switch ($x) { case 1: ", "f();", " }"),
      PHP_STMT("tries", "try {", "f();", "} catch (Exception $e) {} finally {}"),
      PHP_STMT("functions", "function f() {", "f();", "}"),
      PHP_STMT("html", "if ($x) { ?>a<?php ", "f();", " }"),
      RB_EXPR("parens", "(", "1", ")"), RB_EXPR("arrays", "[", "1", "]"), RB_EXPR("hashes", "{a: ", "1", "}"),
      RB_EXPR("calls", "f(", "1", ")"), RB_EXPR("unary_minus", "-", "1", ""), RB_EXPR("nots", "!", "x", ""),
      RB_EXPR("binary_right", "1 + (", "1", ")"), RB_EXPR("ternaries", "x ? (", "1", ") : 2"),
      RB_EXPR("lambdas", "-> { ", "1", " }"), RB_EXPR("blocks", "f { ", "1", " }"),
      RB_EXPR("do_blocks", "f do\n", "1", "\nend"), RB_EXPR("interpolation", "\"#{", "1", "}\""),
      RB_EXPR("ranges", "(1..", "2", ")"), RB_EXPR("safe_nav", "", "x", "&.y"), RB_EXPR("method_chain", "", "x", ".y"),
      RB_STMT("ifs", "if x\n", "f", "\nend"), RB_STMT("unless", "unless x\n", "f", "\nend"),
      RB_STMT("whiles", "while x\n", "f", "\nend"), RB_STMT("begins", "begin\n", "f", "\nrescue\nend"),
      RB_STMT("cases", "case x\nwhen 1\n", "f", "\nend"), RB_STMT("defs", "def m\n", "f", "\nend"),
      RB_STMT("classes", "class A\n", "f", "\nend"), RB_STMT("modules", "module A\n", "f", "\nend"),
      RB_STMT("if_modifiers", "", "f", " if x"),
  };
  return all;
}

struct PythonBlockCase {
  const char* name;
  const char* header;
};
const PythonBlockCase kPythonBlocks[] = {
    {"ifs", "if x:"}, {"whiles", "while x:"}, {"fors", "for a in b:"}, {"withs", "with a:"},
    {"tries", "try:"},  // every level lacks its except: a syntax error per level, still no crash
    {"defs", "def f():"}, {"classes", "class A:"},
};

kernel::PluginHost& host() {
  static kernel::PluginHost h({std::filesystem::path(RD_BUILD_PLUGIN_DIR)});
  return h;
}

/// Lowers `text` as `lang` with `max_depth`; expects no crash (trivially),
/// a result, and IR that passes the verifier.
void check(const std::string& lang, const std::string& what, const std::string& text, std::uint32_t max_depth) {
  SCOPED_TRACE(lang + " " + what + " (max_depth " + std::to_string(max_depth) + ")");
  auto fe = host().frontend(lang);
  ASSERT_TRUE(fe.has_value()) << fe.error().message;
  LowerOptions opts;
  opts.max_depth = max_depth;
  std::cerr << "[ case ] " << lang << " " << what << " max_depth " << max_depth << std::flush;
  const auto t0 = std::chrono::steady_clock::now();
  auto out = (*fe)->lower(SourceFile{"deep." + lang, text}, opts);
  std::cerr << " " << std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - t0).count()
            << " ms\n";
  ASSERT_TRUE(out.has_value()) << out.error().message;
  auto diags = kernel::verify(out->module);
  for (const Diagnostic& d : diags) EXPECT_NE(d.severity, Severity::Error) << d.message;
}

// The largest frontend.max_depth the configuration accepts (config_keys.def).
constexpr std::uint32_t kConfigMaxDepth = 100000;

/// Runs `f` on a thread with a 1 MiB stack: with the largest max_depth the
/// stack guard alone must stop the recursion (and does so after a few
/// thousand levels here, which keeps the test fast).
template <class F>
void on_small_stack(F f) {
  pthread_attr_t a;
  pthread_attr_init(&a);
  pthread_attr_setstacksize(&a, 1 << 20);
  pthread_t t;
  auto body = [](void* p) -> void* {
    (*static_cast<F*>(p))();
    return nullptr;
  };
  ASSERT_EQ(pthread_create(&t, &a, body, &f), 0);
  pthread_join(t, nullptr);
  pthread_attr_destroy(&a);
}

class DeepNesting : public ::testing::TestWithParam<std::string> {};

TEST_P(DeepNesting, EveryConstructLowersAndVerifies) {
  const std::string lang = GetParam();
  for (const Case& c : cases()) {
    if (lang != c.lang) continue;
    std::string text = build(c);
    check(lang, c.name, text, LowerOptions{}.max_depth);
    on_small_stack([&] { check(lang, c.name, text, kConfigMaxDepth); });
  }
  if (lang == "python") {
    for (const auto& b : kPythonBlocks) {
      std::string text = python_blocks(b.header, 3000);
      check(lang, b.name, text, LowerOptions{}.max_depth);
      on_small_stack([&] { check(lang, b.name, text, kConfigMaxDepth); });
    }
  }
}

INSTANTIATE_TEST_SUITE_P(AllFrontends, DeepNesting,
                         ::testing::Values("python", "javascript", "typescript", "java", "c", "go", "lua", "php", "ruby"),
                         [](const ::testing::TestParamInfo<std::string>& p) { return p.param; });

/// 40 KB of "a\xff" pairs (invalid UTF-8 after an identifier character).
std::string garbage_pairs() {
  std::string s;
  for (int k = 0; k < 20480; ++k) s += "a\xff";
  return s;
}

TEST_P(DeepNesting, MalformedInputFinishesWithinTheParseBudget) {
  const std::string lang = GetParam();
  check(lang, "40 KB of a\\xff", garbage_pairs(), LowerOptions{}.max_depth);
  if (lang == "c") {
    std::mt19937 rng(12);  // fixed seed
    std::string bytes(1 << 20, '\0');
    for (char& c : bytes) c = static_cast<char>(1 + rng() % 255);  // no NUL: the CLI refuses binary files
    check(lang, "1 MB of random bytes", bytes, LowerOptions{}.max_depth);
  }
}

}  // namespace
