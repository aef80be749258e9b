// vm_generator_test.cpp - the kernel's generators (kernel/vm/generator.cpp)
// in plain IR, with no language runtime: `__generator` makes the call
// return a suspended activation, `__yield` / `__yield_from` suspend it, the
// for-each intrinsics resume it, and loop-bound counters travel with it.
#include <gtest/gtest.h>

#include "reddragon/kernel/ir_text.hpp"
#include "reddragon/kernel/vm.hpp"

using namespace reddragon;
using namespace reddragon::kernel;

namespace {

RunReport run(const std::string& text) {
  auto m = parse_module(text, "t.ir");
  EXPECT_TRUE(m.has_value()) << m.error().to_string();
  if (!m) return {};
  RunOptions opts;
  opts.max_steps = 100000;
  auto r = run_module(*m, opts);
  EXPECT_TRUE(r.has_value()) << r.error().to_string();
  return r ? *r : RunReport{};
}

// gen(n): i = 0; while i < n: (print "in"; yield i; i += 1); return "ret"
const char* kGen = R"(entry:
  branch end_gen_1
func_gen_1:
  %0 = symbolic "param:n"
  decl_var n %0
  %1 = const "generator"
  %2 = call_function __generator %1
  %3 = const 0
  decl_var i %3
loop:
  %4 = load_var i
  %5 = load_var n
  %6 = binop < %4 %5
  branch_if %6 body done
body:
  %7 = const "in"
  %8 = call_function print %7
  %9 = load_var i
  %10 = call_function __yield %9
  %11 = load_var i
  %12 = const 1
  %13 = binop + %11 %12
  store_var i %13
  branch loop
done:
  %14 = const "ret"
  return %14
end_gen_1:
  %15 = const <function:gen@func_gen_1>
  decl_var gen %15
)";

std::string for_each(const std::string& source) {
  return "  %100 = " + source + "\n  %101 = call_function __iter %100\n  decl_var it %101\n"
         "cond:\n  %102 = load_var it\n  %103 = call_function __has_next__ %102\n  branch_if %103 b out\n"
         "b:\n  %104 = load_var it\n  %105 = call_function __next__ %104\n  %106 = call_function print %105\n"
         "  branch cond\nout:\n  %107 = const \"end\"\n  %108 = call_function print %107\n";
}

}  // namespace

TEST(Generators, ForEachResumesUntilReturnInterleavingOutput) {
  auto r = run(std::string(kGen) + "  %50 = const 3\n" + for_each("call_function gen %50"));
  EXPECT_EQ(r.status, RunStatus::Completed) << r.error_text;
  // lazily: each item is produced just before the loop body uses it
  EXPECT_EQ(r.stdout_text, "in\n0\nin\n1\nin\n2\nend\n");
}

TEST(Generators, CallingRunsNothingUntilResumed) {
  auto r = run(std::string(kGen) + "  %50 = const 3\n  %51 = call_function gen %50\n  %52 = const \"made\"\n"
               "  %53 = call_function print %52\n");
  EXPECT_EQ(r.stdout_text, "made\n");
}

TEST(Generators, YieldFromDelegatesToAGeneratorAndAList) {
  // outer(): yield from gen(2); yield from [7, 8]
  std::string outer = R"(  branch end_outer_2
func_outer_2:
  %60 = const "generator"
  %61 = call_function __generator %60
  %62 = const 2
  %63 = call_function gen %62
  %64 = call_function __yield_from %63
  %65 = call_function print %64
  %66 = const 2
  %67 = new_array list %66
  %68 = const 0
  %69 = const 7
  store_index %67 %68 %69
  %70 = const 1
  %71 = const 8
  store_index %67 %70 %71
  %72 = call_function __yield_from %67
  %73 = const None
  return %73
end_outer_2:
  %74 = const <function:outer@func_outer_2>
  decl_var outer %74
)";
  auto r = run(std::string(kGen) + outer + for_each("call_function outer"));
  EXPECT_EQ(r.status, RunStatus::Completed) << r.error_text;
  // the delegate's return value ("ret") is the value of `yield from`
  EXPECT_EQ(r.stdout_text, "in\n0\nin\n1\nret\n7\n8\nend\n");
}

TEST(Generators, LoopOverAnUnknownInsideAGeneratorEndsAcrossSuspensions) {
  // gen(n) with n unknown: `i < n` is decided at each resume; the loop-bound
  // counter must survive the suspensions or the generator would never end
  auto r = run(std::string(kGen) + "  %50 = call_function unknown_count\n" + for_each("call_function gen %50"));
  EXPECT_EQ(r.status, RunStatus::Completed) << r.error_text;
  EXPECT_NE(r.stdout_text.find("end\n"), std::string::npos) << r.stdout_text;
  EXPECT_LE(std::count(r.stdout_text.begin(), r.stdout_text.end(), 'i'), 3) << r.stdout_text;
}
